import type { PlanStep } from '../lib/core/pipeline/turn-event';

const STATUS_WORDS: Readonly<Record<PlanStep['status'], string>> = {
  pending: 'to do',
  done: 'done',
  waiting: 'waiting for you',
  skipped: 'skipped',
  failed: 'failed',
};

/** A Plan's steps on its card, each with where it stands, so the person sees what was done and what waits. */
export function PlanSteps({ steps }: { steps: readonly PlanStep[] | undefined }) {
  if (steps === undefined || steps.length < 2) return null;
  return (
    <ol className="plan-steps small" aria-label="Steps">
      {steps.map((step, i) => (
        <li key={i} data-status={step.status}>
          <span>{step.label}</span> <span className="muted">· {STATUS_WORDS[step.status]}</span>
          {step.note === undefined ? null : <span className="muted"> ({step.note})</span>}
        </li>
      ))}
    </ol>
  );
}
