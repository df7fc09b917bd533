import type { ActionSource } from '../core/approvals/pending-action';
import type { PlanStep } from '../core/pipeline/turn-event';
import { continueWorkflow, type ConfirmationOutcome } from '../core/plan/continue-workflow';
import { planSteps } from '../core/plan/describe-task';
import { retokenWorkflow } from '../core/plan/waiting-workflows';
import type { Logger } from '../logger';
import { planContinuationSchema, type PlanContinuation } from '../messaging/protocol';
import { turnPorts, type Services } from './services';

export interface PlanContinuations {
  /**
   * The rest of the Plan that waited on this card, now that it was approved or rejected; undefined
   * when no Plan waited on it. Never throws: the card's own outcome stands whatever happens here.
   */
  after(token: string, outcome: ConfirmationOutcome, source: ActionSource): Promise<PlanContinuation | undefined>;
  /** The steps of the Plan waiting on a card, for a card listed again when the panel opens. */
  stepsOf(token: string): Promise<PlanStep[] | undefined>;
  /** A card narrowed by Edit (keeping changes `kept`) became a new card: its Plan now waits on the new one. */
  moved(from: string, to: string, kept?: readonly number[]): Promise<PlanStep[] | undefined>;
}

/** Paused Plans (the workflow store) as the approval handlers meet them. */
export function createPlanContinuations(services: Services, log: Pick<Logger, 'warn'>): PlanContinuations {
  const { workflows } = services;
  // A double click sends two approvals at once; approvals.approve gives both its one outcome, and
  // the Plan after it must run once too.
  const running = new Map<string, Promise<PlanContinuation | undefined>>();

  async function run(token: string, outcome: ConfirmationOutcome, source: ActionSource) {
    const workflow = await workflows.get(token);
    if (workflow === undefined) return undefined;
    const preferences = await services.preferences.get();
    const { steps, events } = await continueWorkflow(workflow, outcome, {
      ...(await turnPorts(services, preferences)),
      source,
      workflows,
    });
    // Checked here, so a reply the panel could not read never turns an approval that worked into an error.
    const continued = planContinuationSchema.safeParse({ steps, events });
    if (continued.success) return continued.data;
    log.warn('dropped what a Plan said after its card, as it does not fit the protocol', continued.error.issues);
    return { steps, events: [] };
  }

  return {
    async after(token, outcome, source) {
      const already = running.get(token);
      if (already !== undefined) return already;
      const continuing = run(token, outcome, source).catch((error: unknown) => {
        log.warn('could not continue the Plan after its card', error);
        return undefined;
      });
      running.set(token, continuing);
      try {
        return await continuing;
      } finally {
        running.delete(token);
      }
    },

    async stepsOf(token) {
      const workflow = await workflows.get(token).catch(() => undefined);
      return workflow === undefined ? undefined : planSteps(workflow.plan);
    },

    async moved(from, to, kept) {
      try {
        const workflow = await workflows.get(from);
        if (workflow === undefined) return undefined;
        const next = retokenWorkflow(workflow, to, kept);
        await workflows.put(next);
        await workflows.delete(from);
        return planSteps(next.plan);
      } catch (error) {
        log.warn('could not move the Plan to the narrowed card', error);
        return undefined;
      }
    },
  };
}
