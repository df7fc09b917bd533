import { parseRequest } from '../nlu/parse-request';
import type { ParsedPart, ParsedRequest } from '../nlu/parsed-request';
import { daysBetween } from '../time/days-between';
import { addZonedDays, instantToWallClock, startOfZonedDay, toZonedIso, wallClockToInstant } from '../time/zoned';
import { namesMany } from './build-delete';
import type { EventQuery } from './event-query';
import { PlanDraft, addConfirmedWrites, ref, type BuildContext } from './plan-draft';
import type { Condition } from './plan-schema';
import type { AbsenceCondition, ConditionReading, FreeSpanCondition, OnlyEventCondition } from './reading/read-condition';
import type { CountCondition, EventCondition, EventTest } from './reading/read-event-condition';
import { readEventQuery } from './reading/read-event-query';

/** Adds the steps for one request of its own (the part after "then"); false when the Plan cannot say it. */
export type AddPart = (draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext) => boolean;

const DELETE_VERB = /^\s*(?:(?:please|pls|just|then)\s+)*(?:cancel|delete|remove|drop|scrap|call\s+off|clear)\b/i;
/** "push it to the afternoon": a part of the event's own day. */
const TO_PART = /\bto\s+(?:the\s+)?(morning|afternoon|evening)\b/i;
const POINTS_BACK = /\b(?:it|them)\b/i;

/**
 * The steps of a conditional request: look, then act only if the condition holds, and otherwise
 * say what was found and that nothing changed. A condition that fails never writes anything.
 */
export function addCondition(draft: PlanDraft, condition: ConditionReading, ctx: BuildContext, addPart: AddPart): boolean {
  const start = draft.tasks.length;
  const ok =
    condition.kind === 'absence'
      ? addAbsence(draft, condition, ctx)
      : condition.kind === 'freeSpan'
        ? addFreeSpan(draft, condition, ctx)
        : condition.kind === 'event'
          ? addEventCondition(draft, condition, ctx, addPart)
          : condition.kind === 'only'
            ? addOnlyEvent(draft, condition, ctx, addPart)
            : addCountCondition(draft, condition, ctx, addPart);
  if (!ok) draft.tasks.splice(start);
  return ok;
}

/** "If I haven't met Omar in two weeks, book…", "if I'm free at 2:30, book…": book only when nothing is found. */
function addAbsence(draft: PlanDraft, condition: AbsenceCondition, ctx: BuildContext): boolean {
  const { now, timeZone: zone } = ctx;
  const who = condition.person === undefined ? undefined : (condition.person.email ?? condition.person.name);
  // "book a call with her": the person the condition is about.
  const then = who === undefined ? condition.then : condition.then.replace(/\b(?:him|her|them)\b/i, who);
  const request = onDay(then, parseRequest(then, { now, timeZone: zone }), condition.bookOn, zone);
  if (request.intent !== 'create_event' || request.parts !== undefined) return false;
  const range = { start: toZonedIso(condition.range.start, zone), end: toZonedIso(condition.range.end, zone) };
  // "since the pricing call": the last one before now, whose end is where looking starts.
  // "after yoga" on that day: the one so named that day.
  const anchor =
    condition.sinceEvent !== undefined
      ? draft.add('FindEvents', {
          query: { title: condition.sinceEvent, past: true, range, ordinal: { position: 'last' }, expect: 'one' },
        })
      : condition.afterEvent !== undefined
        ? draft.add('FindEvents', { query: { title: condition.afterEvent, range, expect: 'one' } })
        : undefined;
  const find = draft.add(
    'FindEvents',
    {
      query: {
        ...(condition.person === undefined ? { allDay: 'exclude', overlapping: true } : { people: [condition.person] }),
        range,
        expect: 'many',
      },
      allowEmpty: true,
      ...(anchor === undefined ? {} : { after: ref(anchor, 'events') }),
    },
    anchor === undefined ? {} : { dependsOn: [anchor] },
  );
  const attendees = request.entities.attendees ?? [];
  const person = condition.person;
  const invited =
    person === undefined || attendees.length > 0
      ? attendees
      : [person.email === undefined ? { name: person.name ?? '' } : { email: person.email }];
  const proposal: ParsedPart = {
    ...request,
    entities: { ...request.entities, ...(invited.length === 0 ? {} : { attendees: invited }) },
  };
  draft.add('ProposeEventTime', { request: proposal }, { condition: { kind: 'empty', ref: ref(find, 'events') } });
  const found: Condition = { kind: 'notEmpty', ref: ref(find, 'events') };
  const answer = draft.add(
    'AnswerQuestion',
    person === undefined
      ? { question: 'free', range }
      : { question: 'last_met', events: ref(find, 'events'), subject: person.name ?? person.email ?? '' },
    { condition: found },
  );
  draft.add('FormatFinalResponse', { text: 'So I booked nothing.' }, { condition: found, dependsOn: [answer] });
  return true;
}

/**
 * "If there's an hour free between 12 and 3 on Dec 16, block it for lunch": the free windows of
 * that length in the window, and the booking of that length in it only when there is one.
 */
function addFreeSpan(draft: PlanDraft, condition: FreeSpanCondition, ctx: BuildContext): boolean {
  const zone = ctx.timeZone;
  const request = parseRequest(condition.then, { now: ctx.now, timeZone: zone });
  if (request.intent !== 'create_event' || request.parts !== undefined || request.when === undefined) return false;
  const range = { start: toZonedIso(condition.range.start, zone), end: toZonedIso(condition.range.end, zone) };
  const free = draft.add('FindFreeTime', { range, minMinutes: condition.minutes });
  const proposal = { ...request, entities: { ...request.entities, durationMinutes: condition.minutes } };
  draft.add('ProposeEventTime', { request: proposal }, { condition: { kind: 'notEmpty', ref: ref(free, 'slots') } });
  const none: Condition = { kind: 'empty', ref: ref(free, 'slots') };
  const answer = draft.add('AnswerQuestion', { question: 'free', range }, { condition: none, dependsOn: [free] });
  draft.add('FormatFinalResponse', { text: 'So I booked nothing.' }, { condition: none, dependsOn: [answer] });
  return true;
}

/**
 * The booking on the condition's day when it named only a time of day ("if there's nothing on
 * Saturday afternoon, block 2 to 5pm for a bike ride"); "block 2 to 5pm" is the event itself, so
 * its length is the span said.
 */
function onDay(then: string, request: ParsedRequest, day: number | undefined, zone: string): ParsedRequest {
  const when = request.when;
  if (day === undefined || when === undefined) return request;
  const days = daysBetween(startOfZonedDay(when.start, zone), day, zone);
  const start = addZonedDays(when.start, days, zone);
  if (when.end === undefined) return { ...request, when: { ...when, start } };
  const end = addZonedDays(when.end, days, zone);
  const blocks = request.entities.durationMinutes === undefined && BLOCK_VERB.test(then);
  const minutes = blocks ? { durationMinutes: Math.round((end - start) / 60_000) } : {};
  return { ...request, when: { ...when, start, end }, entities: { ...request.entities, ...minutes } };
}

const BLOCK_VERB = /^\s*(?:please\s+)?(?:block(?:\s+(?:off|out))?|reserve|hold|set\s+aside)\b/i;

/**
 * "If my haircut next week is before 5pm, move it to Saturday": the event (a question when it is
 * unclear which), the event again only if it passes the test, the request on it when it does, and
 * when it does not, when it is and that nothing changed.
 */
function addEventCondition(draft: PlanDraft, condition: EventCondition, ctx: BuildContext, addPart: AddPart): boolean {
  const subject = subjectQuery(condition.subject, ctx);
  if (subject.title === undefined && subject.people === undefined && subject.kind === undefined) return false;
  // "if I have a meeting with Carlos today": finding none is the answer, not a question.
  const existing = condition.said === '';
  const tested = withTest(subject, condition.test, ctx);
  if (tested === undefined) return false;
  const find = draft.add('FindEvents', { query: subject, ...(existing ? { allowEmpty: true } : {}) });
  const passing = existing ? find : draft.add('FindEvents', { query: tested, allowEmpty: true }, { dependsOn: [find] });
  const holds: Condition = { kind: condition.negated ? 'empty' : 'notEmpty', ref: ref(passing, 'events') };
  const fails: Condition = { kind: condition.negated ? 'notEmpty' : 'empty', ref: ref(passing, 'events') };
  // The event acted on: the one that passed, or for "isn't", the one found.
  const events = condition.negated ? find : passing;
  const acted = condition.negated ? subject : tested;
  if (!addThen(draft, condition.then, { words: condition.subject, events, query: acted }, holds, ctx, addPart)) return false;
  if (existing) {
    const text = `I found no ${condition.subject.replace(/^(?:an?|my|the|any)\s+/i, '')}, so I changed nothing.`;
    draft.add('FormatFinalResponse', { text }, { condition: fails, dependsOn: [find] });
    return true;
  }
  const when = draft.add(
    'AnswerQuestion',
    { question: 'when', events: ref(find, 'events') },
    { condition: fails, dependsOn: [find, passing] },
  );
  const said = condition.said.replace(/^still\s+/i, '');
  const text = condition.negated ? `It is ${said}, so I changed nothing.` : `It is not ${said}, so I changed nothing.`;
  draft.add('FormatFinalResponse', { text }, { condition: fails, dependsOn: [find, passing, when] });
  return true;
}

/**
 * "If new year's eve has nothing but the standup, cancel the standup": every other timed event that
 * day, and the request (on that day) only when there is none; otherwise what else is there.
 */
function addOnlyEvent(draft: PlanDraft, condition: OnlyEventCondition, ctx: BuildContext, addPart: AddPart): boolean {
  const zone = ctx.timeZone;
  const range = { start: toZonedIso(condition.range.start, zone), end: toZonedIso(condition.range.end, zone) };
  const read = subjectQuery(condition.subject, ctx);
  // The words are the name to set apart even when the reader took them as people or a kind: a name
  // that matches nothing leaves the other events in, and the condition fails safe.
  const title = read.title ?? condition.subject.replace(/^(?:the|my|our|this|that)\s+/i, '').trim();
  if (title === '') return false;
  const named = read.title !== undefined || read.people !== undefined || read.kind !== undefined;
  const subject: EventQuery = { ...read, ...(named ? {} : { title }), range };
  const find = draft.add('FindEvents', { query: subject, allowEmpty: true });
  const others = draft.add('FindEvents', {
    query: { range, allDay: 'exclude', excludeTitles: [title], expect: 'many' },
    allowEmpty: true,
  });
  const holds: Condition = { kind: 'empty', ref: ref(others, 'events') };
  const fails: Condition = { kind: 'notEmpty', ref: ref(others, 'events') };
  // "cancel the standup": the standup of the day the condition is about, not the next one.
  const then = DAY_SAID_IN_REQUEST.test(condition.then) ? condition.then : `${condition.then} on ${condition.day}`;
  const words = `${condition.subject} on ${condition.day}`;
  if (!addThen(draft, then, { words, events: find, query: subject }, holds, ctx, addPart)) return false;
  const answer = draft.add(
    'AnswerQuestion',
    { question: 'when', events: ref(others, 'events') },
    { condition: fails, dependsOn: [others] },
  );
  draft.add(
    'FormatFinalResponse',
    { text: `So ${condition.day} has more than ${condition.subject}, and I changed nothing.` },
    { condition: fails, dependsOn: [answer] },
  );
  return true;
}

/** A day or date said in the request after the condition. */
const DAY_SAID_IN_REQUEST =
  /\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\d{1,2}(?:st|nd|rd|th)|that\s+day|(?:new\s+year|christmas)['’]?s?\s+(?:eve|day))\b/i;

/** "If I have more than 8 meetings on Dec 3, cancel the API review": count, then act only past the number. */
function addCountCondition(draft: PlanDraft, condition: CountCondition, ctx: BuildContext, addPart: AddPart): boolean {
  const query = { ...subjectQuery(condition.object, ctx), expect: 'many' as const };
  const find = draft.add('FindEvents', { query, allowEmpty: true });
  const counted = ref(find, 'events');
  const holds: Condition = { kind: 'count', ref: counted, compare: condition.compare, value: condition.value };
  const fails: Condition = { kind: 'count', ref: counted, compare: OPPOSITE[condition.compare], value: condition.value };
  // "…more than 5 meetings on fri 22 jan, cancel the marketing sync": that day's, not the next one.
  const day = DAY_SAID_IN_REQUEST.test(condition.then) ? undefined : oneDayOf(query, ctx);
  const then = day === undefined ? condition.then : `${condition.then.replace(/[\s.!]+$/, '')} on ${day}`;
  if (!addThen(draft, then, undefined, holds, ctx, addPart)) return false;
  const subject = query.kind === 'meetings' ? 'meetings' : (query.title ?? 'events');
  const answer = draft.add(
    'AnswerQuestion',
    { question: 'count', events: counted, subject, ...(query.range === undefined ? {} : { range: query.range }) },
    { condition: fails, dependsOn: [find] },
  );
  // "more then 8" is typed for "more than 8".
  const said = condition.said.replace(/\bthen\b/i, 'than');
  draft.add(
    'FormatFinalResponse',
    { text: `That is not ${said}, so I changed nothing.` },
    { condition: fails, dependsOn: [answer] },
  );
  return true;
}

const OPPOSITE: Readonly<Record<'>' | '>=' | '<' | '<=' | '=', '>' | '>=' | '<' | '<=' | '!='>> = {
  '>': '<=',
  '>=': '<',
  '<': '>=',
  '<=': '>',
  '=': '!=',
};

interface Subject {
  /** The words that named it, put back for "it" in the request ("move it" → "move my haircut next week"). */
  words: string;
  /** The step that found it. */
  events: string;
  /** What that step looked for, so the request acts on the same event. */
  query: EventQuery;
}

/**
 * The request after the condition, every step of it held by `holds`. "Cancel it" and "push it to
 * the afternoon" act on the event found; other requests about "it" are read with its words in place,
 * and look for it as the condition did.
 */
function addThen(
  draft: PlanDraft,
  then: string,
  subject: Subject | undefined,
  holds: Condition,
  ctx: BuildContext,
  addPart: AddPart,
): boolean {
  const start = draft.tasks.length;
  // "…, book a cake at 3pm that day": the found event's day, known only once it is found; read
  // alone, "that day" would be today. Said only when the condition named its one day.
  const thatDay = THAT_DAY.exec(then);
  if (thatDay !== null) {
    const day = oneDayOf(subject?.query, ctx);
    if (day === undefined) return false;
    then = `${then.slice(0, thatDay.index)}on ${day}${then.slice(thatDay.index + thatDay[0].length)}`;
  }
  const refersBack = subject !== undefined && POINTS_BACK.test(then);
  const part = TO_PART.exec(then);
  const shift = refersBack ? parseRequest(then, ctx).entities.shiftMinutes : undefined;
  // "push it to the afternoon" (of its own day), "push it back an hour": moves of the event found.
  const move =
    shift !== undefined
      ? { kind: 'shift', minutes: shift }
      : part !== null && !DAY_WORD.test(then)
        ? { kind: 'find', partsOfDay: [(part[1] ?? 'afternoon').toLowerCase()] }
        : undefined;
  if (subject !== undefined && refersBack && DELETE_VERB.test(then)) {
    addConfirmedWrites(draft, [], 'DeleteEvents', { events: ref(subject.events, 'events') }, undefined);
  } else if (subject !== undefined && refersBack && move !== undefined) {
    const generate = draft.add('GenerateProposedUpdates', { events: ref(subject.events, 'events'), move });
    addConfirmedWrites(
      draft,
      [generate],
      'UpdateEvents',
      { changes: ref(generate, 'changes'), notes: ref(generate, 'notes') },
      undefined,
    );
  } else {
    const said = refersBack ? then.replace(POINTS_BACK, subject.words) : then;
    if (!addPart(draft, said, parseRequest(said, ctx), ctx)) return false;
    if (refersBack) {
      const finding = draft.tasks.slice(start).find((t) => t.taskType === 'FindEvents');
      if (finding !== undefined) finding.params = { ...finding.params, query: subject.query };
    }
  }
  for (const task of draft.tasks.slice(start)) task.condition ??= holds;
  return draft.tasks.length > start;
}

const THAT_DAY = /\b(?:on\s+)?(?:that|the\s+same|the)\s+day\b(?!\s+(?:after|before)\b)/i;
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** "December 2": the one day a query's range covers, as the readers read a day; undefined for more. */
function oneDayOf(query: EventQuery | undefined, ctx: BuildContext): string | undefined {
  const range = query?.range;
  if (range === undefined) return undefined;
  const start = Date.parse(range.start);
  const midnight = startOfZonedDay(start, ctx.timeZone);
  if (Date.parse(range.end) > addZonedDays(midnight, 1, ctx.timeZone)) return undefined;
  const wall = instantToWallClock(midnight, ctx.timeZone);
  return `${MONTHS[wall.month - 1] ?? ''} ${String(wall.day)} ${String(wall.year)}`;
}

const DAY_WORD =
  /\b(?:today|tomorrow|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|next|this)\b/i;

/**
 * The event a condition names: "my haircut next week", "meeting with Carlos today"; or the events,
 * when the words name several ("my classes on Friday").
 */
function subjectQuery(words: string, ctx: BuildContext): EventQuery {
  const parsed = parseRequest(`find ${words}`, ctx);
  return readEventQuery({
    object: words,
    text: words,
    when: parsed.when,
    attendees: parsed.entities.attendees ?? [],
    now: ctx.now,
    timeZone: ctx.timeZone,
    expect: namesMany(words) ? 'many' : 'one',
  });
}

/**
 * The subject's query narrowed by the test: its time of day, part of day, weekday, or (within its
 * own) a range. Undefined when the query language cannot say the test for it.
 */
function withTest(query: EventQuery, test: EventTest, ctx: BuildContext): EventQuery | undefined {
  const zone = ctx.timeZone;
  const narrowed: EventQuery = { ...query };
  if (test.endsAfter !== undefined) {
    // "ends after 5": still on from 17:00 to the end of its day; only one day is such a range.
    const day = query.range === undefined ? undefined : Date.parse(query.range.start);
    if (day === undefined || query.range === undefined) return undefined;
    const end = Date.parse(query.range.end);
    const midnight = startOfZonedDay(day, zone);
    if (end > addZonedDays(midnight, 1, zone)) return undefined;
    const [hour = 0, minute = 0] = test.endsAfter.split(':').map(Number);
    const from = Math.max(day, wallAt(midnight, hour, minute, zone));
    narrowed.range = { start: toZonedIso(from, zone), end: query.range.end };
    // Half-open: an event ending at 17:00 sharp does not overlap 17:00 onwards, so is not "after 5".
    narrowed.overlapping = true;
  }
  if (test.startsBefore !== undefined) narrowed.startsBefore = test.startsBefore;
  if (test.startsAfter !== undefined) narrowed.startsAfter = test.startsAfter;
  if (test.partsOfDay !== undefined) narrowed.partsOfDay = test.partsOfDay;
  if (test.weekdays !== undefined) narrowed.weekdays = test.weekdays;
  if (test.range !== undefined) {
    const own =
      query.range === undefined ? undefined : { start: Date.parse(query.range.start), end: Date.parse(query.range.end) };
    const start = Math.max(own?.start ?? test.range.start, test.range.start);
    const end = Math.min(own?.end ?? test.range.end, test.range.end);
    // A test outside the event's own time can never hold: an empty range, not no limit.
    narrowed.range = { start: toZonedIso(start, zone), end: toZonedIso(Math.max(start, end), zone) };
  }
  return narrowed;
}

function wallAt(midnight: number, hour: number, minute: number, zone: string): number {
  const day = instantToWallClock(midnight, zone);
  return wallClockToInstant({ year: day.year, month: day.month, day: day.day, hour, minute }, zone);
}
