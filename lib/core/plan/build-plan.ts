import { isOutsideCalendar } from '../nlu/detect-outside-calendar';
import { withoutRestatedTask } from '../reading/task-restated';
import { expandShorthand } from '../nlu/expand-shorthand';
import { matchIntentRule } from '../nlu/classify-intent';
import { parseWhen } from '../time/parse-when';
import type { ParsedRequest } from '../nlu/parsed-request';
import { PlanDraft, type BuildContext } from './plan-draft';
import type { PlanInput } from './plan-schema';
import { readCondition } from './reading/read-condition';
import { conditionSaidFirst } from './reading/condition-said-last';
import { readQuestion } from './reading/read-question';
import { addCondition } from './build-condition';
import { addUncheckedCondition } from './unchecked-condition';
import { addBulkDelete, addDelete } from './build-delete';
import { addQuestion } from './build-question';
import { buildBulkMove } from './build-bulk-move';
import { addEdit, addManyEdit, asksForFreeTime } from './build-edit';
import { addNextToEvent } from './build-next-to-event';
import { addSteps } from './build-steps';
import { readScene, type Scene } from './reading/read-scene';
import { severalSteps, withSceneDayWords } from './scene-day';
import { parseRequest } from '../nlu/parse-request';
import { addLighten, addLightenMove, readLightenDay } from './build-lighten';

/** A request that opens with a change to events: it may say "when" or "who", but it asks nothing. */
const CHANGE_FIRST =
  /^\s*(?:(?:please|pls|ok(?:ay)?|so)[,\s]+)?(?:move|reschedule|push|shift|postpone|bump|cancel|delete|remove|clear|rename|book|schedule|set\s+up|add|create|block)\b/i;

const CHANGES: ReadonlySet<string> = new Set(['delete_event', 'update_event', 'bulk']);
/** A person said only as a pronoun, among the words naming the events to change. */
const UNNAMED_PERSON =
  /(?<!\b(?:all|both|each|any|some|none|one|two|three|either|neither|most|several|few|many|which|rest)\s+)\b(?:with|for|of|from)\s+(him|her|them)\b(?!\s+(?:all|both)\b)(\s+[\p{L}'-]+)?/iu;
/** Words that may follow "with her" when "her" is the person ("with her tomorrow"), not whose ("for her birthday"). */
const AFTER_THE_PERSON =
  /^(?:today|tonight|tomorrow|on|at|this|next|that|to|and|or|in|from|for|before|after|please|pls|instead|again|too|as|then|but|so|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)$/i;

/**
 * "the omar from brightline - cancel my next meeting with him", "Marcus at Pacific Design: move my
 * call with him to 3": the person, said first with where they work, is who the pronoun is.
 */
const FRONTED_PERSON =
  /^\s*(?:the\s+)?((?!(?:the|guy|guys|person|people|one|ones|man|woman|lady|dude|folks|team|meeting|call|event|thing|stuff|client|someone|somebody)\b)\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?\s+(?:from|at)\s+\p{L}[\p{L}\d&'.-]*(?:\s+(?!(?:cancel|move|delete|remove|reschedule|push|shift|clear|drop|scrap)\b)\p{L}[\p{L}\d&'.-]*){0,2})\s*(?:[-–—:;,]+|\.{3}|…)\s*(?=\S)/iu;

/** Who a pronoun among the events to change is: said first (the words restated with the person), or unknown (asked). */
function unnamedPerson(text: string): { said: string } | { pronoun: string } | undefined {
  const m = UNNAMED_PERSON.exec(text);
  const pronoun = m?.[1];
  if (m === null || pronoun === undefined) return undefined;
  const next = m[2]?.trim();
  // "for her birthday": whose, not who.
  if (pronoun.toLowerCase() === 'her' && next !== undefined && !AFTER_THE_PERSON.test(next)) return undefined;
  const fronted = FRONTED_PERSON.exec(text);
  const person = fronted?.[1];
  if (fronted === null || person === undefined || m.index < fronted[0].length) return { pronoun };
  const rest = text.slice(fronted[0].length);
  const at = m.index - fronted[0].length + m[0].indexOf(pronoun);
  return { said: `${rest.slice(0, at)}${person}${rest.slice(at + pronoun.length)}` };
}

/**
 * The built-in reader's Plan for a request, or undefined when the request is one the five-stage
 * path answers whole (a new event, an edit of the last suggestion or of one event, a follow-up,
 * activities, a booking link) — the turn then runs it as today.
 */
export function buildPlan(text: string, parsed: ParsedRequest, ctx: BuildContext): PlanInput | undefined {
  // "what does QBR stand for" is no question about the calendar, though its words look like one.
  if (isOutsideCalendar(text)) return undefined;
  // "anything closer to my office?" asks about the last proposal's place, not the calendar.
  if (parsed.placeFollowUp !== undefined) return undefined;
  const draft = new PlanDraft();
  // Read as the parse read it: "mtg w/ sam", "cancle" and "decmber" spelled out and put right.
  // "…, but the design review should go to Thursday": an exception moved, said as every reader knows it.
  // "…Find a time that works for everyone.": the ask said again is no step of its own.
  const said = withoutRestatedTask(expandShorthand(text), ctx).replace(BUT_SHOULD_GO, ', except move $1 $2 ');
  return addRequest(draft, said, parsed, ctx, true) ? { tasks: draft.tasks } : undefined;
}

/** "Omar can't do mornings anymore. If the roadmap review…": sentences before a condition. */
const CONTEXT_THEN_IF = /^((?:[^.!?;]+[.!?;]+\s+){1,3})((?:and\s+|so\s+)?if\b[\s\S]+)$/i;

/**
 * The condition after sentences that only set the scene ("I'm travelling Thursday. If my 1:1 is that
 * day, move it to Friday"): none of them may ask for anything, or the message is several steps.
 */
function afterContext(text: string, ctx: BuildContext): string {
  const m = CONTEXT_THEN_IF.exec(text);
  const [, context, rest] = m ?? [];
  if (context === undefined || rest === undefined) return '';
  const sentences = context.split(/(?<=[.!?;])\s+/).filter((sentence) => sentence.trim() !== '');
  if (!sentences.every((sentence) => matchIntentRule(sentence) === undefined)) return '';
  // "…travelling on Friday Dec 4. If the roadmap review is that day…": the day the scene named.
  const when = THAT_DAY.test(rest) ? parseWhen(context, ctx.now, ctx.timeZone) : undefined;
  if (when === undefined) return rest;
  const day = context.slice(when.index, when.index + when.length).replace(/^\s*on\s+/i, '');
  return rest.replace(THAT_DAY, `on ${day}`);
}

const THAT_DAY = /\b(?:on\s+)?(?:that|the\s+same)\s+day\b/i;

/** "cancel my meetings that day, except move the finance review to Thursday": what stays is moved. */
const EXCEPT_MOVE =
  /,?\s+(?:except|but)\s+(move|reschedule|push|shift|bump|slide)\s+((?:the|my|our)\s+[^,;.]+?)\s+(to|till|until|into|onto)\s+/i;
/** "…except the sales meeting, shift that one to friday": the same, the exception said first. */
const EXCEPT_THEN_MOVE =
  /\s+(?:except(?:\s+for)?|but\s+not)\s+((?:the|my|our)\s+[^,;.]+?)\s*[,;]\s*(?:and\s+)?(?:just\s+)?(move|reschedule|push|shift|bump|slide)\s+(?:that(?:\s+one)?|it|this(?:\s+one)?)\s+(to|till|until|into|onto)\s+/i;

/** "clear my meetings in that window, but the design review should go to Thursday": the same, said as what should happen. */
const BUT_SHOULD_GO =
  /,?\s+but\s+((?:the|my|our)\s+[^,;.]+?)\s+(?:should|can|could|must|needs?\s+to|has\s+to|will|is\s+to)\s+(?:go|move|be\s+moved|be\s+pushed|be\s+shifted|shift|slide)\s+(to|till|until|into|onto)\s+/i;

/** The exception kept out of the change before it, and its move a step of its own after it. */
function exceptMoveAsStep(said: string): string {
  const first = EXCEPT_THEN_MOVE.exec(said);
  const text =
    first === null
      ? said
      : `${said.slice(0, first.index)} except ${first[1] ?? ''}, and ${first[2] ?? ''} ${first[1] ?? ''} ${first[3] ?? ''} ${said.slice(first.index + first[0].length)}`;
  const m = EXCEPT_MOVE.exec(text);
  const [, verb, object, to] = m ?? [];
  if (m === null || verb === undefined || object === undefined || to === undefined) return text;
  return `${text.slice(0, m.index)} except ${object}, and ${verb} ${object} ${to} ${text.slice(m.index + m[0].length)}`;
}

/** Adds the steps for one request (or one part of several); false when the Plan cannot say it. */
function addRequest(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext, whole: boolean): boolean {
  const saidFirst = whole ? conditionSaidFirst(text, ctx) : undefined;
  const condition =
    readCondition(text, ctx) ??
    readCondition(afterContext(text, ctx), ctx) ??
    (saidFirst === undefined ? undefined : readCondition(saidFirst, ctx));
  if (condition !== undefined && addCondition(draft, condition, ctx, addPart)) return true;
  // A condition that could not be read is never dropped: acting anyway could be the wrong change.
  if (whole && addUncheckedCondition(draft, text)) return true;
  const scene = whole && ctx.sceneDay === undefined ? readScene(text, ctx) : undefined;
  if (scene !== undefined && addAfterScene(draft, scene, ctx)) return true;
  const lighten = readLightenDay(text, ctx);
  if (lighten !== undefined && whole) {
    addLighten(draft, lighten, ctx);
    return true;
  }
  // "move the team meeting but not the check-in" right after "make Thursday lighter".
  const lightening = ctx.previous === undefined ? undefined : readLightenDay(ctx.previous, ctx);
  if (lightening !== undefined && whole && addLightenMove(draft, text, lightening, ctx)) return true;
  // Several requests in one message: each step, in order, leaning on the one before where it says so.
  if (whole && addSteps(draft, exceptMoveAsStep(text), parsed, ctx, addPart)) return true;
  if (parsed.parts !== undefined && whole) return false;
  // "move this friday's meetings to when everyone's free": a change that says "when", not a question.
  const question = CHANGE_FIRST.test(text) ? undefined : readQuestion(text);
  if (question !== undefined && parsed.intent !== 'bulk' && parsed.intent !== 'delete_event')
    return addQuestion(draft, question, text, parsed, ctx);
  if (parsed.clarification !== undefined || parsed.noAction === true) return false;
  // "cancel my meetings with her tomorrow" with nobody named before: whose events is a guess, so ask.
  const unnamed = CHANGES.has(parsed.intent) ? unnamedPerson(text) : undefined;
  // Restated, the request must be answered here: the path after the Plan reads the words as first said.
  if (unnamed !== undefined && 'said' in unnamed && addRequest(draft, unnamed.said, parsed, ctx, whole)) return true;
  if (unnamed !== undefined) {
    const pronoun = 'pronoun' in unnamed ? unnamed.pronoun : (UNNAMED_PERSON.exec(text)?.[1] ?? 'them');
    draft.add('FormatFinalResponse', {
      text: `I can't tell who "${pronoun.toLowerCase()}" is here. Who do you mean: what is their name or email?`,
    });
    return true;
  }
  switch (parsed.intent) {
    case 'delete_event':
      return addDelete(draft, text, parsed, ctx);
    case 'bulk':
      return (
        buildBulkMove(draft, text, parsed, ctx) ||
        (!whole && (addBulkDelete(draft, text, parsed, ctx) || addBulkMoveToDay(draft, text, parsed, ctx)))
      );
    case 'update_event':
      // "move friday mtgs to next week when people are free": many events, though no "all" was said.
      // "move the api review to Friday when I'm free": one event to free time, which the Plan's step finds.
      return (
        buildBulkMove(draft, text, parsed, ctx) ||
        addManyEdit(draft, text, ctx) ||
        ((!whole || asksForFreeTime(text)) && addEdit(draft, text, ctx))
      );
    case 'create_event':
      // "add a coffee right after my dentist on 12/8": found first, then placed against it.
      if (addNextToEvent(draft, text, parsed, ctx)) return true;
      if (whole) return false;
      draft.add('ProposeEventTime', { request: parsed });
      return true;
    default:
      return false;
  }
}

/**
 * Several steps after words that set their scene, each read on the scene's day where it names none
 * (one request alone is restated before it gets here: restateScene).
 */
function addAfterScene(draft: PlanDraft, scene: Scene, ctx: BuildContext): boolean {
  if (scene.day === undefined) return false;
  const rest = exceptMoveAsStep(withSceneDayWords(scene.rest, scene.day, ctx));
  if (!severalSteps(rest)) return false;
  const onDay: BuildContext = { ...ctx, sceneDay: scene.day };
  return addRequest(draft, rest, parseRequest(rest, onDay), onDay, true);
}

/** "…, and move my meetings on the 15th to Wed the 16th": a step that moves many to a day, where each fits. */
const TO_A_DAY =
  /\b(?:move|reschedule|shift|push|bump)\b[\s\S]*\bto\s+(?![\s\S]*\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b|o['’]?clock))/i;

function addBulkMoveToDay(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  if (!TO_A_DAY.test(text) || /\b(?:free|available|open)\b/i.test(text)) return false;
  return buildBulkMove(draft, `${text.replace(/[\s.!]+$/, '')} wherever I'm free`, parsed, ctx);
}

/** One step of several: read as a request of its own. */
function addPart(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  return addRequest(draft, text, parsed, ctx, false);
}
