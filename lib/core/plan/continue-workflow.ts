import type { Workflow, WorkflowStore } from '../../ports/workflow-store';
import { toErrorPayload } from '../errors';
import { createModelBudget } from '../pipeline/model-budget';
import type { TurnContext, TurnInput } from '../pipeline/turn-context';
import type { PlanStep, TurnEvent } from '../pipeline/turn-event';
import { planSteps } from './describe-task';
import { executePlan } from './execute-plan';
import type { Plan } from './plan-schema';
import { skillContext } from './run-plan-turn';
import { SKILLS } from './skill-registry';
import { descendantsOf } from './validate-plan';
import { confirmationToken, saveWaitingWorkflows } from './waiting-workflows';

/** What the person did with the card a Plan waited on. */
export type ConfirmationOutcome = 'approved' | 'rejected';

/**
 * What the rest of a Plan runs with: a turn's ports and settings, without a stream (what its steps
 * say is returned for the card) and without a model (the steps after a confirmation need none).
 */
export type ContinueContext = Omit<TurnInput, 'emit' | 'model' | 'workflows'> & { workflows: WorkflowStore };

export interface ContinuedWorkflow {
  /** The Plan with every step's status after the rest ran. */
  plan: Plan;
  /** Its steps as the card lists them. */
  steps: PlanStep[];
  /** What the steps after the confirmation said (a closing line, a drafted note, an answer), in order. */
  events: TurnEvent[];
}

/**
 * Picks a paused Plan up after its card was approved or rejected. Approved: the confirmation and
 * the writes it gathered are done (approving the card made them), and the steps waiting on them
 * run. Rejected: they and everything after them are skipped. The record is then deleted; if the
 * Plan still waits on another card, it is stored again under that card's token.
 */
export async function continueWorkflow(
  workflow: Workflow,
  outcome: ConfirmationOutcome,
  ctx: ContinueContext,
): Promise<ContinuedWorkflow> {
  const plan = structuredClone(workflow.plan);
  // One card may stand for several confirmation steps (a Plan's branches share one card).
  const confirmations = plan.tasks.filter((t) => confirmationToken(t) === workflow.token);
  if (confirmations.length === 0) {
    // Continued already (the card was approved twice), or the record does not match its card.
    await ctx.workflows.delete(workflow.token);
    return { plan, steps: planSteps(plan), events: [] };
  }
  for (const confirmation of confirmations) {
    const after = descendantsOf(confirmation.id, plan.tasks);
    if (outcome === 'approved') {
      confirmation.status = 'done';
      for (const task of after) {
        if (task.status === 'waiting' && SKILLS[task.taskType].effect === 'write') {
          task.status = 'done';
          task.result = {};
        }
      }
    } else {
      confirmation.status = 'skipped';
      confirmation.note = 'you rejected the change';
      for (const task of after) if (task.status === 'pending' || task.status === 'waiting') task.status = 'skipped';
    }
  }

  const events: TurnEvent[] = [];
  const turn: TurnContext = {
    ...ctx,
    budget: createModelBudget(0),
    emit: (event) => {
      events.push(event);
    },
  };
  let ended = plan;
  try {
    ended = (await executePlan(plan, skillContext(workflow.text, turn), { skills: SKILLS, workflows: ctx.workflows })).plan;
  } catch (error) {
    // The card's change stands either way; only what was to follow it is lost, and the person is told.
    const done = outcome === 'approved' ? 'Your change was made' : 'Nothing was changed';
    events.push({ type: 'text', text: `${done}, but the steps after it stopped: ${toErrorPayload(error).message}` });
    await saveWaitingWorkflows(plan, ctx.workflows, { text: workflow.text, at: ctx.clock.now() });
  }
  await ctx.workflows.delete(workflow.token);
  return { plan: ended, steps: planSteps(ended), events };
}
