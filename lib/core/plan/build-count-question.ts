import { parseRequest } from '../nlu/parse-request';
import type { When } from '../nlu/parsed-request';
import { addZonedDays, startOfZonedDay, toZonedIso } from '../time/zoned';
import type { EventQuery } from './event-query';
import { readDayCount } from './reading/read-day-count';
import { PlanDraft, ref, type BuildContext } from './plan-draft';
import { readEventQuery, type ReadQueryInput } from './reading/read-event-query';
import { readQuestionObject } from './reading/question-object';
import { dayRange, directionOf, endsNow, questionWhen, untilNow, wholeSpan, type IsoRange } from './reading/question-time';

/** "how many hours of meetings", "how much time in meetings": the question is a length, not a number. */
const TIME_ASKED = /\bhow\s+(?:many\s+(?:hours|hrs|minutes|mins)|much\s+(?:time|of\s+my\s+(?:day|week)))\b/i;
/** The span "how often" is read over when none is named. */
const OFTEN_DAYS = 28;
/** What is still to come: "are left", "to go", "remaining". */
const AHEAD = /\b(?:left|remaining|to\s+go|still|upcoming|coming\s+up|ahead)\b/i;
/** "till christmas", "until Friday", "before the 18th", "between now and Friday": a span from now. */
const UP_TO =
  /\b(until|till|til|thru|through|up\s+(?:to|until)|before|between\s+now\s+and|from\s+now\s+(?:to|until|till))\s+(?!now\b)/i;
const FOLKS = String.raw`(?:people|folks|guys|anyone|someone|colleagues|contacts|team|ppl)`;
/** "with people from Brightline", "with folks at Harbor Point": an organisation, matched by its guests' addresses. */
const PEOPLE_FROM = new RegExp(
  String.raw`\b(?:with|w\/)\s+(?:the\s+)?${FOLKS}\s+(?:from|at|of)\s+((?:[\p{L}][\p{L}&.'-]*\s*){1,3})`,
  'iu',
);
/** "with Brightline people", "with the Harbor Point folks": the same, named first. */
const ORG_PEOPLE = new RegExp(String.raw`\b(?:with|w\/)\s+(?:the\s+)?((?:[\p{L}][\p{L}&.'-]*\s+){1,3})${FOLKS}\b`, 'iu');
/** Words that end an organisation's name: a time, a verb, a preposition. */
const NOT_A_NAME =
  /^(?:this|next|last|in|on|at|for|during|over|from|today|tonight|tomorrow|yesterday|are|is|was|were|do|does|did|have|has|had|i|we|so|until|till|since|before|after|and|or|but|to|my|the|a|an|month|week|year|left|remaining)$/i;

/**
 * "How many meetings with Sam this week", "how many hours of meetings tomorrow", "how much times I
 * met Kenji until now": the events counted (or their time added up) over the span said, the whole
 * of a month named ("in November" counts its first weeks too), looking back when the verb is past.
 */
export function addCountQuestion(draft: PlanDraft, base: Omit<ReadQueryInput, 'expect'>, ctx: BuildContext): boolean {
  const { text } = base;
  const measure = TIME_ASKED.test(text) ? 'time' : /\bhow\s+(?:(?:many|much)\s+times|often)\b/i.test(text) ? 'times' : undefined;
  const asked = readQuestionObject(
    base.object
      .replace(
        /^(?:(?:hours?|hrs?|minutes?|mins?)\s+(?:of\s+|in\s+)?|time\s+(?:in\s+|on\s+|for\s+)?|of\s+my\s+(?:day|week)\s+)/i,
        '',
      )
      .replace(/^times?\s+/i, ''),
  );
  // "times I met Kenji": the words after a verb of meeting are people.
  const said = asked.met && !/^(?:with\s+)/i.test(asked.words) ? `meetings with ${asked.words}` : asked.words;
  const { object, organisation } = organisationSaid(said);
  const attendees =
    organisation === undefined
      ? base.attendees
      : [
          ...base.attendees.filter((a) => !organisation.toLowerCase().includes((a.name ?? a.email ?? '').toLowerCase())),
          { name: organisation },
        ];
  const direction = directionOf(text);
  const when = countWhen(questionWhen(base.when, text, object, direction, ctx), text, direction, ctx);
  // "how many Sundays in January have nothing on": days counted over the span, not events.
  const days = readDayCount(object);
  if (days !== undefined) {
    const range = countRange(text, when, ctx);
    draft.add('AnswerQuestion', { question: 'count', range: direction === 'past' ? untilNow(range, ctx) : range, days });
    return true;
  }
  const query = readEventQuery({ ...base, attendees, object, when, expect: 'many' });
  const span = query.range ?? countRange(text, when, ctx);
  const range = direction === 'past' ? untilNow(span, ctx) : span;
  const find = draft.add('FindEvents', {
    query: { ...query, range, upcoming: undefined, past: undefined, ordinal: undefined },
    allowEmpty: true,
  });
  draft.add('AnswerQuestion', {
    question: 'count',
    events: ref(find, 'events'),
    range,
    subject: subjectOf(query),
    ...(measure === undefined ? {} : { measure }),
  });
  return true;
}

/** "meetings with people from Harbor Point this week": "meetings this week", and the organisation "Harbor Point". */
function organisationSaid(said: string): { object: string; organisation?: string } {
  const m = PEOPLE_FROM.exec(said) ?? ORG_PEOPLE.exec(said);
  if (m === null) return { object: said };
  const words = (m[1] ?? '').trim().split(/\s+/);
  const end = words.findIndex((w) => NOT_A_NAME.test(w));
  const name = (end < 0 ? words : words.slice(0, end)).join(' ');
  if (name === '') return { object: said };
  const after = said.slice(m.index + m[0].length);
  const rest = end < 0 ? after : `${words.slice(end).join(' ')} ${after}`;
  return { object: `${said.slice(0, m.index)} ${rest}`.replace(/\s+/g, ' ').trim(), organisation: name };
}

/** A month, quarter or year counts whole unless only what is left is asked; a week whole when looking back. */
function countWhen(when: When | undefined, text: string, direction: 'past' | 'future', ctx: BuildContext): When | undefined {
  // "till christmas", "between now and Friday": from now up to that day, not on it.
  const upTo = UP_TO.exec(text);
  if (when !== undefined && upTo !== null && direction === 'future' && when.start > ctx.now) {
    const zone = ctx.timeZone;
    const day = startOfZonedDay(when.start, zone);
    const end = /^before$/i.test(upTo[1] ?? '')
      ? day
      : addZonedDays(startOfZonedDay((when.end ?? when.start + 1) - 1, zone), 1, zone);
    return { start: ctx.now, end, grain: 'day' };
  }
  if (when === undefined || AHEAD.test(text)) return when;
  const whole = when.grain === 'month' || when.grain === 'quarter' || when.grain === 'year';
  return whole || (direction === 'past' && when.grain === 'week') ? wholeSpan(when, ctx.timeZone) : when;
}

/**
 * The span a count looks over when none is named: what is left ("are left", "to go") runs a year
 * ahead, what was had ("have I had", "so far", "since September") a year back to now, else today.
 */
function countRange(text: string, when: When | undefined, ctx: BuildContext): IsoRange {
  const { now, timeZone: zone } = ctx;
  const iso = (start: number, end: number) => ({ start: toZonedIso(start, zone), end: toZonedIso(end, zone) });
  const past = directionOf(text) === 'past' || /\bsince\b/i.test(text) || endsNow(text);
  const since = /\bsince\s+(.+)$/i.exec(text)?.[1];
  if (since !== undefined) {
    const from = parseRequest(`find time on ${since}`, ctx).when?.start;
    if (from !== undefined) return iso(from > now ? addZonedDays(from, -365, zone) : from, now);
  }
  if (when !== undefined) {
    const end = when.end ?? addZonedDays(startOfZonedDay(when.start, zone), 1, zone);
    return iso(when.start, end);
  }
  if (AHEAD.test(text)) return iso(now, addZonedDays(now, 365, zone));
  // "how often do I have yoga": the next four weeks show the rhythm.
  if (/\bhow\s+often\b/i.test(text)) return iso(now, addZonedDays(now, OFTEN_DAYS, zone));
  if (past) return iso(addZonedDays(now, -365, zone), now);
  return dayRange(undefined, ctx);
}

const KIND_NOUNS: Readonly<Record<NonNullable<EventQuery['kind']>, string>> = {
  meetings: 'meetings',
  one_on_one: 'one-on-ones',
  personal: 'personal events',
  all: 'events',
};

/** "meetings with Kim", "yoga class", "events": what the answer counts, in the person's words. */
function subjectOf(query: EventQuery): string {
  const noun = query.title ?? KIND_NOUNS[query.kind ?? 'all'];
  const people = (query.people ?? []).map((p) => p.name ?? p.email ?? '').filter((n) => n !== '');
  return people.length === 0 ? noun : `${noun} with ${people.map(capitalised).join(' and ')}`;
}

function capitalised(name: string): string {
  return name.includes('@') ? name : name.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}
