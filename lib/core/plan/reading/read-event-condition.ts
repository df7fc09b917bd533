import { parseRequest } from '../../nlu/parse-request';
import { TIME_WORD, formatClock, readClock } from '../../nlu/parse-time-of-day';
import { NUMBER_WORDS } from '../../time/number-words';
import type { Weekday } from '../../domain/preferences';
import type { PartOfDay } from '../event-query';

/**
 * Conditions on events the person already has: "if my haircut next week is before 5pm, move it to
 * Saturday", "if the sales meeting is still on for tomorrow, move it to 4:30", "if I have a meeting
 * with Carlos today, …", "if I have more than 8 meetings on Dec 3, cancel the API review".
 */

/** What an event must be for the condition to hold; empty: only that it exists. */
export interface EventTest {
  range?: { start: number; end: number };
  startsBefore?: string;
  startsAfter?: string;
  /** "ends after 5": still going at that time of its own day. */
  endsAfter?: string;
  partsOfDay?: PartOfDay[];
  /** "falls on a weekday", "is on a weekend", "is on a Friday". */
  weekdays?: Weekday[];
}

export interface EventCondition {
  kind: 'event';
  /** The words naming the event: "my haircut next week", "meeting with Carlos today". */
  subject: string;
  test: EventTest;
  /** The test as said, for the reply when it does not hold: "before 5pm", "on for tomorrow". */
  said: string;
  /** "if the haircut isn't before 5pm": the request runs when the test fails. */
  negated: boolean;
  then: string;
}

export type CountCompare = '>' | '>=' | '<' | '<=' | '=';

export interface CountCondition {
  kind: 'count';
  /** The words naming the events counted: "meetings on dec 3". */
  object: string;
  compare: CountCompare;
  value: number;
  /** "more than 8", for the reply when it does not hold. */
  said: string;
  then: string;
}

export interface EventConditionContext {
  now: number;
  timeZone: string;
}

/** Where the condition ends and the request begins: a comma, "then", or the request's verb. */
const THEN = String.raw`\s*(?:,|\bthen\b|(?=\b(?:move|push|pull|bring|shift|reschedule|postpone|bump|delay|cancel|delete|remove|drop|clear|scrap|book|schedule|set\s+up|add|put|block|make|rename|change|could\s+you|can\s+you|would\s+you|please|pls)\b))\s*(.+)$`;
/** "my haircut", "the review", "priya's birthday" (never "it's", "that's": those are no event). */
const SUBJECT = String.raw`(?:(?:my|the|our|this|that)\s+.+?|(?!(?:it|that|there|what|who|he|she|here|let)['’]s\b)[\p{L}]+['’]s\s+.+?)`;
/** How the event is said to be: "is", "isn't", "starts", "falls on", "ends"; `ends` is read apart. */
const VERB = String.raw`((?:is|are|was)(?:n['’]?t|\s+not)?|['’]s|starts|begins|(?:does|do)(?:n['’]?t|\s+not)\s+(?:start|begin|fall|land|end|finish)|falls|lands|happens|ends|finishes|wraps\s+up|runs)`;
const IF_EVENT_IS = new RegExp(String.raw`^\s*(?:and\s+|so\s+)?if\s+(${SUBJECT})\s+${VERB}\s+(?:still\s+)?(.+?)${THEN}`, 'iu');
/** "if I have a meeting with Carlos today": never "if I have time" (that is free time) nor a number (a count). */
const IF_HAVE = new RegExp(
  String.raw`^\s*(?:and\s+|so\s+)?if\s+(?:i|we)\s+(?:still\s+)?(?:have|got|['’]ve\s+got|have\s+got)\s+(?!no\b|nothing\b|more\b|less\b|fewer\b|over\b|under\b|at\s+(?:least|most)\b|exactly\b|only\b|time\b|free\b|(?:some|any|enough)\s+(?:free\s+)?time\b|an?\s+(?:free|open|opening|gap|slot|window)\b|\d)(.+?)${THEN}`,
  'iu',
);
const COUNT_WORDS = String.raw`\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve`;
const IF_COUNT = new RegExp(
  String.raw`^\s*(?:and\s+|so\s+)?if\s+(?:(?:i|we)\s+(?:have|got|['’]ve\s+got|have\s+got)|there\s+(?:are|is|['’]re))\s+((?:more|over|fewer|less|under|at\s+least|at\s+most|exactly|only)\s+(?:than\s+|then\s+)?(${COUNT_WORDS})|(${COUNT_WORDS})\s*(?:\+|or\s+more))\s+(.+?)${THEN}`,
  'iu',
);

/** "if there are more than 8 meetings on Dec 3": how many, compared how. */
export function readCountCondition(text: string, ctx: EventConditionContext): CountCondition | undefined {
  const m = IF_COUNT.exec(text);
  if (m === null) return undefined;
  const said = (m[1] ?? '').trim();
  const value = countOf(m[2] ?? m[3] ?? '');
  const object = (m[4] ?? '').trim();
  const then = (m[5] ?? '').trim();
  if (value === undefined || object === '' || then === '') return undefined;
  if (parseRequest(then, ctx).intent === 'query_events') return undefined;
  const word = (/^(more|over|fewer|less|under|at\s+least|at\s+most|exactly|only)/i.exec(said)?.[1] ?? 'at least')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  const compare: CountCompare = m[3] !== undefined ? '>=' : (COMPARES[word] ?? '>=');
  return { kind: 'count', object, compare, value, said, then };
}

const COMPARES: Readonly<Record<string, CountCompare>> = {
  more: '>',
  over: '>',
  fewer: '<',
  less: '<',
  under: '<',
  'at least': '>=',
  'at most': '<=',
  exactly: '=',
  only: '=',
};

function countOf(word: string): number | undefined {
  const n = Number(word);
  if (Number.isInteger(n)) return n;
  return NUMBER_WORDS[word.toLowerCase()];
}

/** "if my haircut next week is before 5pm, …", "if I have a meeting with Carlos today, …". */
export function readEventCondition(text: string, ctx: EventConditionContext): EventCondition | undefined {
  const is = IF_EVENT_IS.exec(text);
  if (is !== null) {
    const said = (is[3] ?? '').trim();
    const verb = is[2] ?? '';
    const test = END_VERB.test(verb) ? readEndTest(said) : readTest(said, ctx);
    const then = (is[4] ?? '').trim();
    if (test === undefined || then === '') return undefined;
    const negated = /n['’]?t\b|\bnot\b/i.test(verb);
    return {
      kind: 'event',
      subject: (is[1] ?? '').trim(),
      test,
      said: END_VERB.test(verb) ? `ending ${said}` : said,
      negated,
      then,
    };
  }
  const have = IF_HAVE.exec(text);
  if (have !== null) {
    const then = (have[2] ?? '').trim();
    if (then === '') return undefined;
    return { kind: 'event', subject: (have[1] ?? '').trim(), test: {}, said: '', negated: false, then };
  }
  return undefined;
}

const END_VERB = /\b(?:ends?|finish(?:es)?|wraps\s+up|runs)$/i;
const END_TEST = new RegExp(String.raw`^(?:after|later\s+than|past|beyond|over)\s+(${TIME_WORD})$`, 'i');

/**
 * "ends after 5", "runs past 6pm": still going then. "Ends before 5" has no form in the event
 * query language, so it is not read (the request then does nothing and says why).
 */
function readEndTest(words: string): EventTest | undefined {
  const m = END_TEST.exec(words.replace(/[?.!]+$/, '').trim());
  const minutes = m === null ? undefined : readClock(m[1] ?? '')?.minutes;
  return minutes === undefined ? undefined : { endsAfter: formatClock(Math.min(minutes, 1439)) };
}

/** "on a weekend", "a weekday", "on a Friday": the days of the week the event must be on. */
const WEEKDAY_TEST =
  /^(?:on\s+)?(?:an?\s+|the\s+)?(weekend|weekday|week\s+day|work\s*day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?$/i;
const WEEKDAY_KEYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function readWeekdayTest(said: string): Weekday[] | undefined {
  const m = WEEKDAY_TEST.exec(said);
  if (m === null) return undefined;
  const word = (m[1] ?? '').toLowerCase().replace(/\s+/g, '');
  if (word === 'weekend') return ['sat', 'sun'];
  if (word === 'weekday' || word === 'workday') return ['mon', 'tue', 'wed', 'thu', 'fri'];
  const day = WEEKDAY_KEYS.find((k) => word.startsWith(k));
  return day === undefined ? undefined : [day];
}

const CLOCK_TEST = new RegExp(String.raw`^(before|after|earlier\s+than|later\s+than|past|by|at)\s+(${TIME_WORD})$`, 'i');
const PART_TEST =
  /^(?:in\s+the\s+|during\s+the\s+|an?\s+|on\s+an?\s+)?(morning|afternoon|evening)(?:\s+(?:one|thing|event|appointment|meeting|slot))?$/i;

/**
 * "before 5pm", "at 3", "in the morning", "on for tomorrow", "on Tuesday", "still on" (it exists):
 * a test an event's time can pass; undefined when the words are not about its time ("is nice").
 */
export function readTest(words: string, ctx: EventConditionContext): EventTest | undefined {
  const said = words
    .replace(/[?.!]+$/, '')
    .replace(/^(?:still\s+)?(?:on|happening|scheduled|booked|planned|set|going\s+ahead)?\s*(?:for\s+)?/i, '')
    .trim();
  if (said === '')
    return /^(?:still\s+)?(?:on|happening|scheduled|booked|planned|set|going\s+ahead)$/i.test(words.trim()) ? {} : undefined;
  const clock = CLOCK_TEST.exec(said);
  if (clock !== null) {
    const minutes = readClock(clock[2] ?? '')?.minutes;
    if (minutes === undefined) return undefined;
    const at = formatClock(Math.min(minutes, 1439));
    const how = (clock[1] ?? '').toLowerCase();
    if (how === 'at') return { startsAfter: at, startsBefore: formatClock(Math.min(minutes + 1, 1439)) };
    return how === 'before' || how === 'by' || how.startsWith('earlier') ? { startsBefore: at } : { startsAfter: at };
  }
  const weekdays = readWeekdayTest(said);
  if (weekdays !== undefined) return { weekdays };
  const part = PART_TEST.exec(said);
  if (part !== null) return { partsOfDay: [(part[1] ?? 'morning').toLowerCase() as PartOfDay] };
  const when = parseRequest(`find time ${said}`, ctx).when;
  if (when === undefined) return undefined;
  return { range: { start: when.start, end: when.end ?? when.start + 60_000 } };
}
