import { expandShorthand } from '../nlu/expand-shorthand';
import type { ParsedRequest } from '../nlu/parsed-request';
import { PlanDraft, type BuildContext } from './plan-draft';
import type { PlanInput } from './plan-schema';
import { readCondition } from './reading/read-condition';
import { readQuestion } from './reading/read-question';
import { addCondition, addUncheckedCondition } from './build-condition';
import { addBulkDelete, addDelete } from './build-delete';
import { addQuestion } from './build-question';
import { buildBulkMove } from './build-bulk-move';
import { addEdit } from './build-edit';
import { addSteps } from './build-steps';
import { addLighten, addLightenMove, readLightenDay } from './build-lighten';

/** A request that opens with a change to events: it may say "when" or "who", but it asks nothing. */
const CHANGE_FIRST =
  /^\s*(?:(?:please|pls|ok(?:ay)?|so)[,\s]+)?(?:move|reschedule|push|shift|postpone|bump|cancel|delete|remove|clear|rename|book|schedule|set\s+up|add|create|block)\b/i;

/**
 * The built-in reader's Plan for a request, or undefined when the request is one the five-stage
 * path answers whole (a new event, an edit of the last suggestion or of one event, a follow-up,
 * activities, a booking link) — the turn then runs it as today.
 */
export function buildPlan(text: string, parsed: ParsedRequest, ctx: BuildContext): PlanInput | undefined {
  const draft = new PlanDraft();
  // Read as the parse read it: "mtg w/ sam", "cancle" and "decmber" spelled out and put right.
  return addRequest(draft, expandShorthand(text), parsed, ctx, true) ? { tasks: draft.tasks } : undefined;
}

/** Adds the steps for one request (or one part of several); false when the Plan cannot say it. */
function addRequest(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext, whole: boolean): boolean {
  const condition = readCondition(text, ctx);
  if (condition !== undefined && addCondition(draft, condition, ctx, addPart)) return true;
  // A condition that could not be read is never dropped: acting anyway could be the wrong change.
  if (whole && addUncheckedCondition(draft, text)) return true;
  const lighten = readLightenDay(text, ctx);
  if (lighten !== undefined && whole) {
    addLighten(draft, lighten, ctx);
    return true;
  }
  // "move the team meeting but not the check-in" right after "make Thursday lighter".
  const lightening = ctx.previous === undefined ? undefined : readLightenDay(ctx.previous, ctx);
  if (lightening !== undefined && whole && addLightenMove(draft, text, lightening, ctx)) return true;
  // Several requests in one message: each step, in order, leaning on the one before where it says so.
  if (whole && addSteps(draft, text, parsed, ctx, addPart)) return true;
  if (parsed.parts !== undefined && whole) return false;
  // "move this friday's meetings to when everyone's free": a change that says "when", not a question.
  const question = CHANGE_FIRST.test(text) ? undefined : readQuestion(text);
  if (question !== undefined && parsed.intent !== 'bulk' && parsed.intent !== 'delete_event')
    return addQuestion(draft, question, text, parsed, ctx);
  if (parsed.clarification !== undefined || parsed.noAction === true) return false;
  switch (parsed.intent) {
    case 'delete_event':
      return addDelete(draft, text, parsed, ctx);
    case 'bulk':
      return buildBulkMove(draft, text, parsed, ctx) || (!whole && addBulkDelete(draft, text, parsed, ctx));
    case 'update_event':
      // "move friday mtgs to next week when people are free": many events, though no "all" was said.
      return buildBulkMove(draft, text, parsed, ctx) || (!whole && addEdit(draft, text, ctx));
    case 'create_event':
      if (whole) return false;
      draft.add('ProposeEventTime', { request: parsed });
      return true;
    default:
      return false;
  }
}

/** One step of several: read as a request of its own. */
function addPart(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  return addRequest(draft, text, parsed, ctx, false);
}
