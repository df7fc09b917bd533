import type { ConversationLine } from '../../../ports/conversation-memory';
import { callTool } from '../../pipeline/call-tool';
import type { TurnContext } from '../../pipeline/turn-context';
import type { Plan } from '../plan-schema';
import { directoryNames } from '../query/people-directory';
import { skillContext } from '../run-plan-turn';
import type { SkillContext } from '../skill';
import { makePlanTool } from './make-plan-tool';
import { DIRECTORY_NAMES, buildPlanMessages } from './plan-prompt';

/** The Plan call and its one repair (shared/DESIGN.md: invalid output gets one repair attempt). */
const PLAN_CALLS = 2;

export interface ModelPlan {
  /** Validated whole: every step's params, references, order and confirmations. */
  plan: Plan;
  /** The skills' view of the turn, with the calendar range the directory read already cached. */
  skills: SkillContext;
}

/**
 * One MINI call whose forced tool is the Plan (makePlan). An invalid Plan gets one repair listing
 * its problems; after that, or when the model fails or times out, undefined — the turn then answers
 * with the built-in engine and `ctx.budget.fellBack` says why.
 */
export async function planWithModel(
  text: string,
  history: readonly ConversationLine[],
  ctx: TurnContext,
): Promise<ModelPlan | undefined> {
  const model = ctx.model;
  if (model === undefined) return undefined;
  ctx.emit({ type: 'stage', stage: 'template', label: 'Reading your request' });
  const skills = skillContext(text, ctx);
  const people = await skills.directory().then(
    (directory) => directoryNames(directory, DIRECTORY_NAMES),
    (error: unknown) => {
      // The calendar could not be read: the steps that need it will say so; the Plan can still be written.
      if (ctx.signal?.aborted === true) throw error;
      return [];
    },
  );
  const messages = buildPlanMessages({
    text,
    history,
    now: ctx.clock.now(),
    timeZone: ctx.timeZone,
    people,
    preferences: ctx.preferences,
  });
  const tool = makePlanTool();
  const limit = ctx.budget.limit;
  ctx.budget.limit = Math.min(limit, ctx.budget.used + PLAN_CALLS);
  let plan: Plan | undefined;
  try {
    plan = await callTool(model, { tier: 'mini', messages, ...tool }, ctx);
  } finally {
    ctx.budget.limit = limit;
  }
  ctx.log?.('template', { tool: tool.name, valid: plan !== undefined });
  return plan === undefined ? undefined : { plan, skills };
}
