import type { ParsedAttendee, ParsedRequest, When } from '../nlu/parsed-request';
import { parseWhen } from '../time/parse-when';
import { readAskedZone } from '../time/when-zone-names';
import { addZonedDays, startOfZonedDay, toZonedIso } from '../time/zoned';
import type { EventQuery } from './event-query';
import { PlanDraft, ref, type BuildContext } from './plan-draft';
import { addCountQuestion } from './build-count-question';
import { addWho, addWhoOverSpan } from './build-who-question';
import { readAdjacency } from './reading/read-adjacency';
import { readEventQuery, type ReadQueryInput } from './reading/read-event-query';
import type { QuestionReading } from './reading/read-question';
import { readQuestionObject } from './reading/question-object';
import {
  dayRange,
  directionOf,
  horizon,
  minutesSaid,
  questionWhen,
  spanSaid,
  untilNow,
  wholeSpan,
} from './reading/question-time';
import { readSpanBound } from './reading/read-span-bound';

/**
 * The steps that answer a question about the calendar: find the events it is about, then answer.
 * Every step reads; a question never changes the calendar. The tense decides which way to look
 * ("when was my last haircut" looks back, "when is my last Spanish class" ahead).
 */
export function addQuestion(
  draft: PlanDraft,
  question: QuestionReading,
  text: string,
  parsed: ParsedRequest,
  ctx: BuildContext,
): boolean {
  // "what time is the review in London time": the times in that zone, the zone's words off the object.
  const asked = readAskedZone(question.object);
  if (asked === undefined) return addQuestionSteps(draft, question, text, parsed, ctx);
  const first = draft.tasks.length;
  const added = addQuestionSteps(draft, { ...question, object: asked.rest }, text, parsed, ctx);
  const inZone = { zone: asked.zone, label: asked.label };
  // Free time and agendas stay on the person's own clock: their working hours are kept there.
  for (const task of draft.tasks.slice(first))
    if (task.taskType === 'AnswerQuestion' && !['free', 'agenda', 'count'].includes(String(task.params.question)))
      task.params = { ...task.params, inZone };
  return added;
}

function addQuestionSteps(
  draft: PlanDraft,
  question: QuestionReading,
  text: string,
  parsed: ParsedRequest,
  ctx: BuildContext,
): boolean {
  const base: Omit<ReadQueryInput, 'expect'> = {
    object: question.object,
    text,
    when: parsed.when,
    attendees: (parsed.entities.attendees ?? []).map(withoutDay),
    now: ctx.now,
    timeZone: ctx.timeZone,
  };
  switch (question.kind) {
    case 'agenda':
      return addAgenda(draft, base, parsed, ctx);
    case 'free':
      return addFree(draft, base, parsed, ctx);
    case 'count':
      return addCountQuestion(draft, base, ctx);
    case 'who':
      return question.span === true
        ? addWhoOverSpan(draft, base, ctx)
        : addWho(draft, base, question.person, ctx, question.organisation);
    case 'when':
      return addWhen(draft, base, ctx);
    case 'next':
      return addNext(draft, base);
    case 'last_met':
    case 'next_meet':
      return addMet(draft, question.kind, base, ctx);
    case 'conflicts': {
      // "any clashes in January", "double-booked next week": over the span said, else the next two weeks.
      const when = questionWhen(parsed.when, text, base.object, directionOf(text), ctx);
      const range = when === undefined ? spanSaid(base.object, ctx) : dayRange(when, ctx);
      draft.add('AnswerQuestion', { question: 'conflicts', ...(range === undefined ? {} : { range }) });
      return true;
    }
  }
}

/** "What does my day look like", "what meetings did I have earlier this week": the agenda of a span. */
function addAgenda(draft: PlanDraft, base: Omit<ReadQueryInput, 'expect'>, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const { object, text } = base;
  const direction = directionOf(text);
  const asked = questionWhen(parsed.when, text, object, direction, ctx);
  const when = asked !== undefined && direction === 'past' ? wholeSpan(asked, ctx.timeZone) : asked;
  const query = withoutDayName(readEventQuery({ ...base, when, expect: 'many' }), object, ctx);
  const said = /^(?:left|remaining)\b/i.test(object)
    ? { ...dayRange(when, ctx), start: toZonedIso(ctx.now, ctx.timeZone) }
    : (query.range ?? (when === undefined ? spanSaid(object, ctx) : undefined) ?? dayRange(when, ctx));
  const range = direction === 'past' ? untilNow(said, ctx) : said;
  // "which meetings do I have before 10", "anything with Brightline this week": the agenda of those events.
  const narrowed =
    query.title !== undefined ||
    query.people !== undefined ||
    query.kind !== undefined ||
    query.partsOfDay !== undefined ||
    query.adjacentTo !== undefined;
  if (!narrowed) {
    draft.add('AnswerQuestion', { question: 'agenda', range });
    return true;
  }
  const find = draft.add('FindEvents', {
    query: { ...query, range, expect: 'many', ordinal: undefined, upcoming: undefined, past: undefined },
    allowEmpty: true,
  });
  draft.add('AnswerQuestion', {
    question: 'agenda',
    events: ref(find, 'events'),
    range,
    ...(query.kind === 'meetings' && query.title === undefined ? { subject: 'meetings' } : {}),
  });
  return true;
}

/**
 * "what do I have on MLK day": a day's name the time reader knew ("MLK day", "Boxing Day") is no
 * title, though its words are not the calendar's usual time words.
 */
function withoutDayName(query: EventQuery, object: string, ctx: BuildContext): EventQuery {
  const title = query.title;
  if (title === undefined) return query;
  const time = parseWhen(object, ctx.now, ctx.timeZone);
  if (time === undefined) return query;
  const timeWords = new Set(wordsOf(object.slice(time.index, time.index + time.length)));
  if (!wordsOf(title).every((w) => timeWords.has(w))) return query;
  const { title: _dropped, ...rest } = query;
  return rest;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** "Am I free Friday morning?", "is there a gap before my sales meeting?", "am I free all day Thursday?" */
function addFree(draft: PlanDraft, base: Omit<ReadQueryInput, 'expect'>, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const { object, text } = base;
  const { now, timeZone: zone } = ctx;
  const beside = /^(?:\w+\s+)?(?:right\s+|just\s+|directly\s+|immediately\s+)?(?:before|after)\b/i.test(object)
    ? readAdjacency(object, base.attendees)
    : undefined;
  if (beside !== undefined) {
    const { anchor, side } = beside.adjacentTo;
    const anchorQuery: EventQuery = {
      ...anchor,
      ...(parsed.when === undefined ? { upcoming: true } : { range: dayRange(parsed.when, ctx) }),
      expect: 'one',
    };
    const find = draft.add('FindEvents', { query: anchorQuery });
    draft.add('AnswerQuestion', { question: 'free', events: ref(find, 'events'), beside: side });
    return true;
  }
  const soonest = /\b(?:next|first|earliest)\s+(?:free|open|available|spare)\b/i.test(text);
  const range =
    soonest && parsed.when === undefined
      ? { start: toZonedIso(now, zone), end: toZonedIso(addZonedDays(startOfZonedDay(now, zone), 7, zone), zone) }
      : dayRange(parsed.when, ctx);
  const minMinutes = parsed.entities.durationMinutes ?? minutesSaid(text);
  const wholeDay = /\b(?:all|whole|entire|full)\s+(?:the\s+)?day\b|\ball\s+of\s+\w+day\b/i.test(text);
  draft.add('AnswerQuestion', {
    question: 'free',
    range,
    ...(minMinutes === undefined ? {} : { minMinutes }),
    ...(wholeDay ? { wholeDay: true } : {}),
  });
  return true;
}

/**
 * "When is the revops conference", "when was my last haircut", "what's my first meeting tomorrow",
 * "what's after my check-in with Dana", "when's my next day off": when events are, looking a year
 * back or ahead as the tense says, unless a span is named.
 */
function addWhen(draft: PlanDraft, base: Omit<ReadQueryInput, 'expect'>, ctx: BuildContext): boolean {
  const { text } = base;
  const direction = directionOf(text);
  const bound = readSpanBound(readQuestionObject(base.object).words, ctx);
  const object = bound.words;
  const daysOff = /\b(?:days?\s+off|time\s+off|off\s+days?)\b|\bholidays?\s*$/i.test(object);
  const asked = bound.range === undefined ? questionWhen(base.when, text, object, direction, ctx) : undefined;
  // "after lunch tomorrow" is read as a time, 13:00 on; beside an event it names the day the event is on.
  const when = asked !== undefined && readAdjacency(object, base.attendees) !== undefined ? wholeDays(asked, ctx) : asked;
  const query = readEventQuery({ ...base, object: daysOff ? '' : object, when, expect: 'many' });
  const named =
    query.title !== undefined ||
    query.people !== undefined ||
    query.ordinal !== undefined ||
    query.adjacentTo !== undefined ||
    query.kind !== undefined;
  if (!named && !daysOff) {
    // Nothing named ("when is it?"): the day asked about, never a booking.
    draft.add('AnswerQuestion', { question: 'agenda', range: query.range ?? dayRange(when, ctx) });
    return true;
  }
  const said =
    bound.range ?? (query.range === undefined ? undefined : direction === 'past' ? untilNow(query.range, ctx) : query.range);
  const looking = bound.direction ?? direction;
  const range = said ?? horizon(looking, ctx);
  // With no span named, "when was the last design sync" is the latest one; "what's after X" is the
  // nearest one beside X, which the neighbour query picks when one is expected.
  const ordinal =
    query.ordinal ??
    (bound.range !== undefined
      ? { position: looking === 'past' ? 'last' : 'first' }
      : said === undefined && looking === 'past' && query.adjacentTo === undefined
        ? { position: 'last' }
        : undefined);
  const one = ordinal !== undefined || query.adjacentTo !== undefined;
  const find = draft.add('FindEvents', {
    query: {
      ...query,
      range,
      upcoming: undefined,
      past: bound.range === undefined && direction === 'past' ? true : undefined,
      ...(ordinal === undefined ? {} : { ordinal }),
      ...(one ? { expect: 'one' } : {}),
      ...(daysOff
        ? { allDay: 'only' }
        : one && query.title === undefined && query.allDay === undefined
          ? { allDay: 'exclude' }
          : {}),
    },
    allowEmpty: true,
  });
  draft.add('AnswerQuestion', {
    question: 'when',
    events: ref(find, 'events'),
    ...(said === undefined ? { seriesOnce: true } : { range: said }),
    ...(HOW_LONG.test(text) ? { measure: 'length' } : {}),
    ...(daysOff
      ? { daysOff: true, subject: 'a day off' }
      : query.title === undefined || ordinal !== undefined
        ? {}
        : { subject: query.title }),
  });
  return true;
}

const HOW_LONG = /^\W*(?:(?:and|so|hey|ok(?:ay)?)[,\s]+)?how\s+long\b/i;

/** "What's next?", "what's my next meeting with Omar?". */
function addNext(draft: PlanDraft, base: Omit<ReadQueryInput, 'expect'>): boolean {
  const query = readEventQuery({ ...base, expect: 'one' });
  // What is on now is not next: the answer says both, so it needs the events from now on, not the first.
  const find = draft.add('FindEvents', {
    query:
      query.ordinal === undefined && query.adjacentTo === undefined
        ? { ...query, upcoming: true, expect: 'many' }
        : { ...query, upcoming: true, expect: 'one' },
    allowEmpty: true,
  });
  draft.add('AnswerQuestion', { question: 'next', events: ref(find, 'events') });
  return true;
}

/** "When did I last meet Sam?", "when do I next see Priya?". */
function addMet(
  draft: PlanDraft,
  kind: 'last_met' | 'next_meet',
  base: Omit<ReadQueryInput, 'expect'>,
  ctx: BuildContext,
): boolean {
  // "when do I see Hannah next", "… again", "… last time": the person, without the words after the name.
  const object = base.object
    .replace(/^(?:with|to)\s+/i, '')
    .replace(/\s+(?:(?:the\s+)?(?:next|last)(?:\s+time)?|again|soon)\s*$/i, '');
  const people =
    base.attendees.length > 0
      ? readEventQuery({ ...base, object, expect: 'many' }).people
      : [{ name: object.split(/\s+/).slice(0, 2).join(' ') }];
  if (people === undefined || people.length === 0 || object === '') return false;
  const past = kind === 'last_met';
  const find = draft.add('FindEvents', {
    query: {
      people,
      range: horizon(past ? 'past' : 'future', ctx),
      ordinal: { position: past ? 'last' : 'first' },
      expect: 'one',
    },
    allowEmpty: true,
  });
  draft.add('AnswerQuestion', {
    question: kind,
    events: ref(find, 'events'),
    subject: people.map((p) => p.name ?? p.email).join(', '),
  });
  return true;
}

/** A day read into a name ("Rachel Yesterday"): the name without it; questionWhen reads the day from the words. */
function withoutDay(attendee: ParsedAttendee): ParsedAttendee {
  const name = attendee.name?.replace(
    /\s+(?:today|tonight|tomorrow|tmrw|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i,
    '',
  );
  return name === undefined || name === attendee.name || name === '' ? attendee : { ...attendee, name };
}

/** The days a time falls on, midnight to midnight. */
function wholeDays(when: When, ctx: BuildContext): When {
  if (when.grain !== 'hour' && when.grain !== 'minute') return when;
  const start = startOfZonedDay(when.start, ctx.timeZone);
  const last = startOfZonedDay(Math.max(when.start, (when.end ?? when.start + 1) - 1), ctx.timeZone);
  return { start, end: addZonedDays(last, 1, ctx.timeZone), grain: 'day' };
}
