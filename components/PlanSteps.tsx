import type { PlanStep } from '../lib/core/pipeline/turn-event';
import type { ActionPhase } from './use-action-state';

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

/**
 * The steps as the card's outcome leaves them: after Approve, as the background reports them (or
 * what waited, done); after Reject or expiry, what waited is skipped; after Undo, none, since the
 * outcome line says it all.
 */
export function stepsAfter(steps: readonly PlanStep[] | undefined, state: ActionPhase): readonly PlanStep[] | undefined {
  const waitingBecomes = (status: PlanStep['status']): PlanStep[] | undefined =>
    steps?.map((s) => (s.status === 'waiting' ? { ...s, status } : s));
  switch (state.phase) {
    case 'executed':
      return state.continued?.steps ?? waitingBecomes('done');
    case 'rejected':
    case 'expired':
      return waitingBecomes('skipped');
    case 'undone':
      return undefined;
    case 'pending':
    case 'working':
    case 'incomplete':
      return steps;
  }
}
