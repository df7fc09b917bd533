import { matchIntentRule } from '../nlu/classify-intent';
import { parseRequest } from '../nlu/parse-request';
import type { ParsedRequest } from '../nlu/parsed-request';
import { splitSteps, type Step } from '../nlu/split-intents';
import { parseEdit } from '../nlu/parse-edit';
import { parseWhen } from '../time/parse-when';
import { addZonedDays } from '../time/zoned';
import { addEditOf, editParamsOf } from './build-edit';
import { readEditTargetQuery } from './reading/read-edit-target';
import { DAY_SAID, dayWords, linkStep, traceOf, type StepTrace } from './step-links';
import { onSceneDay } from './scene-day';
import { PlanDraft, addConfirmedWrites, ref, type BuildContext } from './plan-draft';
import type { TaskInput } from './plan-schema';
import { readQuestion, type QuestionReading } from './reading/read-question';

/** Adds one request's steps (build-plan's addRequest, for one part): passed in so the files do not import each other. */
export type AddOne = (draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext) => boolean;

/** What one step of a message is: its words, how the built-in engine reads it, and the question it asks, if any. */
export interface StepReading {
  step: Step;
  said: string;
  parsed: ParsedRequest;
  question: QuestionReading | undefined;
}

const INTO_ITS_SLOT =
  /\b(?:in|into|to)\s+(?:its|that|their|the\s+same|the\s+freed(?:[\s-]up)?|the\s+empty)\s+(?:place|slot|spot|time)\b/i;
const CREATES =
  /^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:book|schedule|set\s+up|add|create|put(?:\s+in)?(?=\s+(?:a|an|some|["“'‘]))|pencil\s+in|block|arrange)\b/i;
const ACTS = new Set(['create_event', 'update_event', 'delete_event', 'bulk', 'query_events']);
const DELETE_VERB = /^\s*(?:cancel|delete|remove|drop|scrap|axe|nix|kill)\b/i;
/** A question's object that is "it": the event of the step before. */
const ABOUT_IT = /^(?:it|that|this|them|those|that\s+one|this\s+one|there)?$/i;
/**
 * Questions about the events of the step before, in the words people use for them: "…and tell me
 * who's coming", "who was I supposed to meet?", "when is it?", "what time is that?".
 */
const ASKED_OF_IT =
  /^(?:(?:can|could|would)\s+you\s+|please\s+)?(?:(?:tell|show)\s+me|let\s+me\s+know)?\s*(?:(who)(?:'s|\s+is|\s+are|\s+was|\s+were|\s+will\s+be)?\s+(?:coming|attending|going|invited|joining|affected|in\s+(?:it|them)|on\s+(?:it|them)|there)|(who)\s+(?:was|am|were|did|do|have|had|will)\s+I\s+(?:\w+\s+)?(?:to\s+)?(?:meet(?:ing)?|see(?:ing)?|have|had|with)|(when|what\s+time)\s+(?:is|was|does)\s+(?:it|that|this)(?:\s+(?:start|end))?)\s*[?.!]*$/i;

/**
 * Several requests in one message ("cancel the dentist and move the haircut to 5pm", "delete the
 * dry run. Also, what time is lunch with Sam?"): each step's own Plan steps, side by side, in the
 * order said. A step may lean on the one before — "move it", "the one on Monday", "that day",
 * "right after", "who's coming" — and is then read with that step's event, day or time. A step the
 * Plan cannot say is reported in the closing words, never dropped; if the message is not really
 * several steps (a piece is no request of its own), false, and the request is read whole.
 */
export function addSteps(draft: PlanDraft, text: string, whole: ParsedRequest, ctx: BuildContext, addOne: AddOne): boolean {
  if (whole.noAction === true) return false;
  const steps = splitSteps(text);
  if (steps.length < 2) return false;
  const readings: StepReading[] = [];
  for (const step of steps) {
    const reading = readStep(step, ctx);
    // A piece that asks nothing and changes nothing ("I'm travelling") means the message is one request.
    if (reading === undefined) return false;
    // A vague step ("…sometime soon") is asked about by the turn, for the whole message.
    if (reading.question === undefined && (reading.parsed.clarification !== undefined || reading.parsed.noAction === true))
      return false;
    readings.push(reading);
  }
  const start = draft.tasks.length;
  const traces: StepTrace[] = [];
  const missed: string[] = [];
  for (const reading of readings) {
    const from = draft.tasks.length;
    const built = addStep(draft, reading, traces, ctx, addOne);
    if (built === 'unlinked') {
      draft.tasks.splice(start);
      return false;
    }
    if (!built) {
      draft.tasks.splice(from);
      missed.push(reading.said);
    }
    // A step that joined the edit before it ("…and call it 'X'") adds no tasks: it leaves what that one left.
    const joined = built && draft.tasks.length === from ? traces.at(-1) : undefined;
    traces.push(joined ?? traceOf(draft.tasks.slice(from), reading, ctx));
  }
  if (missed.length === readings.length) {
    draft.tasks.splice(start);
    return false;
  }
  if (missed.length > 0) {
    const list = missed.map((s) => `“${s}”`).join(' and ');
    draft.add('FormatFinalResponse', {
      text: `I haven't done ${list} yet: I can't do that as one step of several. Send it as a message of its own and I'll take it from there.`,
    });
  }
  return true;
}

/** One step's words read on their own; undefined when they neither ask nor act. */
function readStep(step: Step, ctx: BuildContext): StepReading | undefined {
  const trimmed = step.text
    .trim()
    .replace(/^(?:(?:and|also|then|plus|oh|so)\b[,\s]*)+/i, '')
    .replace(/[\s,;:–—-]+$/, '');
  // "…and add a run at 8am instead": a new event in the place of the one cancelled, not an edit.
  const created = CREATES.test(trimmed) ? trimmed.replace(/\s+instead\b/i, '') : trimmed;
  // "…and what else do I have that day?": else than the step before, which the question need not know.
  const said = step.index > 0 ? created.replace(/\b(what|who|anything|anyone)\s+else\b/i, '$1') : created;
  if (said === '') return undefined;
  const parsed = parseRequest(said, ctx);
  const ofIt = ASKED_OF_IT.exec(said);
  if (ofIt !== null) {
    const kind = (ofIt[1] ?? ofIt[2]) === undefined ? 'when' : 'who';
    return { step, said, parsed, question: { kind, object: '' } };
  }
  const asked = readQuestion(said);
  const question = asked !== undefined && parsed.intent !== 'bulk' && parsed.intent !== 'delete_event' ? asked : undefined;
  if (question !== undefined) return { step, said, parsed, question };
  if (step.refersBack) return { step, said, parsed, question };
  if (!ACTS.has(parsed.intent) || matchIntentRule(said) === undefined) return undefined;
  return { step, said, parsed, question };
}

/** Adds one step; false when the Plan cannot say it, 'unlinked' when it leans on a step that has nothing to lean on. */
function addStep(
  draft: PlanDraft,
  reading: StepReading,
  traces: readonly StepTrace[],
  ctx: BuildContext,
  addOne: AddOne,
): boolean | 'unlinked' {
  const before = traces.at(-1);
  const { said, question } = reading;
  // "…and tell me who's coming", "when is it?": asked of the event just named.
  if (question !== undefined && ABOUT_IT.test(question.object) && (question.kind === 'who' || question.kind === 'when')) {
    if (before?.events === undefined) return 'unlinked';
    draft.add('AnswerQuestion', { question: question.kind, events: before.events });
    return true;
  }
  if (reading.step.refersBack) return addToSameEvent(draft, reading, before, ctx);
  const linked = linkStep(said, reading, traces, ctx);
  if (linked === 'unlinked') return 'unlinked';
  // "…and slide the budget review that day into its spot": to where the step before's event was.
  if (question === undefined && reading.parsed.intent !== 'create_event' && INTO_ITS_SLOT.test(said))
    return addIntoSlot(draft, linked.text, before, ctx);
  // "Got called for jury duty on Tuesday 15 Dec. Cancel the standup…": the scene's day, when the step says none.
  if (question === undefined) linked.text = onSceneDay(linked.text, reading.parsed, ctx);
  const from = draft.tasks.length;
  const parsed = linked.text === said ? reading.parsed : parseRequest(linked.text, ctx);
  const day = before?.ownDay;
  if (day !== undefined && leansOnDay(reading, linked.text, parsed) && addOnDayFirst(draft, linked.text, day, ctx, addOne)) {
    const start = draft.tasks.length;
    if (!addOne(draft, linked.text, parsed, ctx)) {
      draft.tasks.splice(from);
      return false;
    }
    // Not on that day: read as said, only then.
    const found = draft.tasks[from]?.id ?? '';
    for (const task of draft.tasks.slice(start)) task.condition ??= { kind: 'empty', ref: ref(found, 'events') };
    linked.patch(draft.tasks.slice(from));
    keepClearOfEarlierMoves(draft.tasks.slice(from), traces);
    return true;
  }
  if (!addOne(draft, linked.text, parsed, ctx)) return false;
  linked.patch(draft.tasks.slice(from));
  keepClearOfEarlierMoves(draft.tasks.slice(from), traces);
  return true;
}

/** Where a move says its event goes: " to Thursday afternoon…" to the end. */
const DESTINATION = /\s(?:to|till|until|into|onto)\s[\s\S]*$/i;

/**
 * One event moved to where the step before's event starts ("cancel the marketing sync on the 4th and
 * slide the budget review that day into its spot"); false (said back) when that step found none or
 * the words name no one event.
 */
function addIntoSlot(draft: PlanDraft, text: string, before: StepTrace | undefined, ctx: BuildContext): boolean {
  if (before?.events === undefined || before.single !== true) return false;
  const said = text.replace(INTO_ITS_SLOT, ' ').replace(/\s+/g, ' ').trim();
  // With no new time said, the edit's reader takes the day for where the event goes: here it is where the event is.
  const target = parseEdit(said, ctx.now, ctx.timeZone).target;
  const day = parseWhen(said, ctx.now, ctx.timeZone)?.when;
  const when = day === undefined ? undefined : { start: day.start, end: day.end ?? addZonedDays(day.start, 1, ctx.timeZone) };
  const query = readEditTargetQuery(said, { ...target, ...(when === undefined ? {} : { when }) }, ctx.now, ctx.timeZone);
  if (query === undefined || query.expect !== 'one') return false;
  const find = draft.add('FindEvents', { query });
  addEditOf(draft, ref(find, 'events'), { move: { kind: 'into', events: before.events } });
  return true;
}

/**
 * "move the sprint planning tomorrow to 11 and cancel my check-in with jordan": a change that names
 * no day of its own, after a step about one day's event, looks on that day first.
 */
function leansOnDay(reading: StepReading, text: string, parsed: ParsedRequest): boolean {
  // "…and move the design review to Thursday": the day said is where it goes, not where it is.
  if (reading.question !== undefined || DAY_SAID.test(text.replace(DESTINATION, ''))) return false;
  if (parsed.intent !== 'delete_event' && parsed.intent !== 'update_event') return false;
  return !/\b(?:all|every|everything|each|both|next|last|first|upcoming)\b/i.test(text);
}

/**
 * The step read on that day, its event allowed to be missing there and every write held by finding
 * it; false (nothing added) when its first step is not one event found by name.
 */
function addOnDayFirst(draft: PlanDraft, text: string, day: number, ctx: BuildContext, addOne: AddOne): boolean {
  const from = draft.tasks.length;
  const said = text.replace(/[\s.!?]+$/, '');
  const to = DESTINATION.exec(said);
  const onDay =
    to === null
      ? `${said} on ${dayWords(day, ctx)}`
      : `${said.slice(0, to.index)} on ${dayWords(day, ctx)}${said.slice(to.index)}`;
  if (!addOne(draft, onDay, parseRequest(onDay, ctx), ctx)) {
    draft.tasks.splice(from);
    return false;
  }
  const find = draft.tasks[from];
  const query = find?.params.query as { expect?: string; range?: unknown; ordinal?: unknown } | undefined;
  if (find?.taskType !== 'FindEvents' || query?.expect !== 'one' || query.range === undefined || query.ordinal !== undefined) {
    draft.tasks.splice(from);
    return false;
  }
  find.params = { ...find.params, allowEmpty: true };
  for (const task of draft.tasks.slice(from + 1)) task.condition ??= { kind: 'notEmpty', ref: ref(find.id, 'events') };
  return true;
}

/**
 * "move the pipeline review and the year-end review to next week when everyone's free": each step
 * finds its own free time, so a later one keeps clear of where the earlier ones put their events.
 */
function keepClearOfEarlierMoves(tasks: readonly TaskInput[], traces: readonly StepTrace[]): void {
  const earlier = traces.flatMap((t) => (t.generate === undefined ? [] : [ref(t.generate.id, 'slots')]));
  if (earlier.length === 0) return;
  for (const task of tasks) {
    const move = task.params.move;
    if (task.taskType !== 'GenerateProposedUpdates' || typeof move !== 'object' || move === null) continue;
    if (!('kind' in move) || move.kind !== 'find') continue;
    const avoid: unknown = task.params.avoid;
    const kept: unknown[] = avoid === undefined ? [] : Array.isArray(avoid) ? (avoid as unknown[]) : [avoid];
    task.params.avoid = [...kept, ...earlier];
  }
}

/**
 * "rename the deal desk to 'Q4 close' and move it to 4pm": the same event again. An edit joins the
 * edit before it (one change, one card); otherwise it gets its own change of those events.
 */
function addToSameEvent(
  draft: PlanDraft,
  reading: StepReading,
  before: StepTrace | undefined,
  ctx: BuildContext,
): boolean | 'unlinked' {
  if (before?.events === undefined) return 'unlinked';
  const params = DELETE_VERB.test(reading.said) ? undefined : editParamsOf(reading.said, ctx);
  if (!DELETE_VERB.test(reading.said) && params === undefined) return false;
  // "it" is one event: what a question listed ("when is the design review and move it…") is found
  // again as one, and asked about if it is not.
  let events = before.events;
  if (before.single !== true && !/\b(?:them|those)\b/i.test(reading.said)) {
    if (before.query === undefined) return 'unlinked';
    events = ref(draft.add('FindEvents', { query: { ...before.query, expect: 'one' } }), 'events');
  }
  if (params === undefined) {
    addConfirmedWrites(draft, [], 'DeleteEvents', { events }, undefined);
    return true;
  }
  const earlier = before.generate?.params;
  const clashes =
    earlier === undefined ||
    (params.move !== undefined && earlier.move !== undefined) ||
    (params.rename !== undefined && earlier.rename !== undefined) ||
    ((params.durationMinutes ?? params.durationDeltaMinutes) !== undefined &&
      (earlier.durationMinutes ?? earlier.durationDeltaMinutes) !== undefined);
  if (!clashes && events === before.events) {
    Object.assign(earlier, params);
    return true;
  }
  addEditOf(draft, events, params);
  return true;
}
