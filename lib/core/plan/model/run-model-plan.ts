import type { ConversationLine } from '../../../ports/conversation-memory';
import type { ParsedRequest } from '../../nlu/parsed-request';
import type { TurnContext } from '../../pipeline/turn-context';
import { executePlan } from '../execute-plan';
import { withNotesOnCancels } from '../notify-by-default';
import type { Task } from '../plan-schema';
import type { SkillOutcome } from '../skill';
import { SKILLS } from '../skill-registry';
import { validatePlan } from '../validate-plan';
import { proposeEventTime, proposedRequest } from '../skills/propose-event-time';
import { planWithModel } from './plan-with-model';

/** Model calls a turn may make (shared/DESIGN.md "Model budget"): a new event = the Plan call + select. */
const NEW_EVENT_CALLS = 2;
/** Several steps: the Plan call and the selects of the events it proposes, at most 3 in all. */
const MULTI_STEP_CALLS = 3;

/**
 * A turn read by the model: its Plan, run. Exactly one ProposeEventTime is the five-stage create
 * path as it always was (its select is the turn's second call; a proposal card, not a Plan card);
 * anything else runs through the executor. Undefined when no valid Plan came: the caller answers
 * with the built-in engine.
 */
export async function runModelPlan(
  text: string,
  builtIn: ParsedRequest,
  history: readonly ConversationLine[],
  ctx: TurnContext,
): Promise<'create_event' | 'plan' | undefined> {
  const made = await planWithModel(text, history, ctx);
  if (made === undefined) return undefined;
  const { plan, skills } = made;
  ctx.log?.('plan', { by: 'model', tasks: plan.tasks.map((t) => t.taskType).join(',') });
  const [only] = plan.tasks;
  if (only !== undefined && plan.tasks.length === 1 && only.taskType === 'ProposeEventTime') {
    ctx.budget.limit = Math.max(ctx.budget.used, NEW_EVENT_CALLS);
    ctx.emit({ type: 'stage', stage: 'route', label: 'create event' });
    // The rules' reading of a new event adds what a template has no field for (place type, video link).
    const base = builtIn.intent === 'create_event' && builtIn.parts === undefined ? builtIn : undefined;
    const request = proposedRequest(proposeEventTime.params.parse(only.params), base, ctx.timeZone);
    const outcome = await proposeEventTime.run({ request }, skills);
    // A question instead of a proposal ("which Sam?"): said, and the step waits for the answer.
    if (outcome.kind === 'stop') ctx.emit({ type: 'text', text: outcome.text });
    ctx.onPlan?.({ tasks: [settled(only, outcome)] });
    return 'create_event';
  }
  ctx.budget.limit = Math.max(ctx.budget.used, MULTI_STEP_CALLS);
  ctx.emit({ type: 'stage', stage: 'route', label: 'plan' });
  // Options → "tell the guests when I cancel" holds for the model's Plans as for the built-in reader's.
  const noted = ctx.preferences.notifyByDefault === 'guests' ? validatePlan(withNotesOnCancels(plan), SKILLS) : undefined;
  const run = await executePlan(noted?.ok === true ? noted.plan : plan, skills, {
    skills: SKILLS,
    ...(ctx.workflows === undefined ? {} : { workflows: ctx.workflows }),
  });
  ctx.onPlan?.(run.plan);
  return 'plan';
}

function settled(task: Task, outcome: SkillOutcome): Task {
  return outcome.kind === 'done'
    ? { ...task, status: 'done', result: outcome.result }
    : { ...task, status: 'waiting', note: outcome.text };
}
