import { parseRequest } from '../../nlu/parse-request';
import { addZonedDays, startOfZonedDay } from '../../time/zoned';
import { durationDays, startOfCurrent } from './condition-periods';
import { inPlainWords } from './condition-words';
import type { PersonRef } from '../event-query';
import {
  readCountCondition,
  readEventCondition,
  readTest,
  type CountCondition,
  type EventCondition,
} from './read-event-condition';

/**
 * "If I haven't seen Omar in two weeks, set up a chat…", "unless I already see her that day", "if I'm
 * free Thursday at 2:30, book…": the events to look for, and what to do when there are none.
 */
export interface AbsenceCondition {
  kind: 'absence';
  /** Whose meetings count; absent: any event (a free-time condition). */
  person?: PersonRef;
  /** Where to look, epoch ms; for "that day" the day the booking names. */
  range: { start: number; end: number };
  /** "since the pricing call": only what came after the last event so named counts. */
  sinceEvent?: string;
  /** "nothing on Saturday after yoga": only what starts once that event, on that day, is over. */
  afterEvent?: string;
  /** What to do when nothing is found: "set up a 20-minute chat at my first free slot on Monday". */
  then: string;
  /** The day the booking goes on when it names only a time of day ("…, block 2 to 5pm"): midnight, epoch ms. */
  bookOn?: number;
}

/**
 * "If there's an hour free between 12 and 3 on Dec 16, block it for lunch": free time of a length
 * in a window, and the booking of that length in it.
 */
export interface FreeSpanCondition {
  kind: 'freeSpan';
  range: { start: number; end: number };
  minutes: number;
  /** The booking, its window and length said: "block for lunch between 12 and 3 on dec 16". */
  then: string;
}

/**
 * "If new year's eve has nothing but the standup, cancel the standup": the one event (by its
 * words) that may be on the day, every other timed event there making the condition fail.
 */
export interface OnlyEventCondition {
  kind: 'only';
  /** The event's words: "the standup". */
  subject: string;
  /** The day, epoch ms. */
  range: { start: number; end: number };
  /** The day as said, put back into the request when it names none ("cancel the standup"). */
  day: string;
  then: string;
}

/** A condition on the calendar, and the request to carry out when it holds. */
export type ConditionReading = AbsenceCondition | EventCondition | CountCondition | FreeSpanCondition | OnlyEventCondition;

export interface ConditionContext {
  now: number;
  timeZone: string;
}

const NEGATED = String.raw`(?:haven'?t|haven’t|havent|have\s+not|hadn'?t|didn'?t|didnt|did\s+not|don'?t|dont|do\s+not|never|not|have\s+no|had\s+no)`;
const MET = String.raw`(?:met|meet|seen|see|spoken|speak|talked|talk|caught\s+up|catch\s+up|synced|sync|had\s+(?:a\s+|any\s+)?(?:meeting|call|chat|1:1|lunch|coffee|anything)s?|have\s+(?:a\s+|any\s+)?(?:meeting|call|chat|1:1|lunch|coffee|anything)s?|anything|any\s+meetings?|meetings?|been\s+to)`;
const IF_NOT_MET = new RegExp(
  String.raw`^\s*(?:and\s+|so\s+)?if\s+(?:i|we)\s*(?:'ve|’ve|\s+have)?\s+${NEGATED}\s+(?:yet\s+)?${MET}(?:\s+up)?\s*(?:with|to)?\s+(.+?)\s*(?:,|\bthen\b|(?=\b(?:book|set\s+up|schedule|put|add|arrange|find|plan|organi[sz]e|block|make|get|create|send|invite)\b))\s*(.+)$`,
  'iu',
);
const IF_BEEN_SINCE = new RegExp(
  String.raw`^\s*if\s+it(?:'s|’s|\s+has)\s+been\s+(?:more\s+than\s+|over\s+|at\s+least\s+)?(.+?)\s+since\s+(?:i|we)\s+(?:last\s+)?${MET}\s*(?:with|to)?\s+(.+?)\s*(?:,|\bthen\b|(?=\b(?:book|set\s+up|schedule|put|add|arrange|plan|block|make)\b))\s*(.+)$`,
  'iu',
);
const UNLESS_SEEN = new RegExp(
  String.raw`^(.+?)\s*,?\s+unless\s+(?:i|we)\s+(?:already\s+)?(?:have|see|meet|am\s+seeing|am\s+meeting|'m\s+seeing)\s+(?:(?:a\s+)?(?:meeting|something|anything)\s+with\s+)?(him|her|them|[\p{L}'-]+)\s*(.*)$`,
  'iu',
);
const IF_FREE = new RegExp(
  String.raw`^\s*if\s+(?:i(?:'m|’m|m|\s+am)\s+(?:still\s+)?(?:free|available|not\s+busy|open)|there(?:'s|’s|s|\s+is)\s+nothing(?:\s+(?:booked|scheduled|planned))?|nothing(?:'s|’s|\s+is)\s+(?:on|booked|scheduled|planned)|i\s+have\s+nothing(?:\s+(?:on|booked|scheduled|planned))?|my\s+calendar\s+is\s+(?:free|empty|clear|open)|(?:i|we)(?:['’]ve|\s+have)?\s+(?:got\s+)?(?:no\s+(?:plans|meetings|events|appointments|calls|commitments)|nothing)(?:\s+(?:on|booked|scheduled|planned|going\s+on))?|(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)\s+not\s+doing\s+anything)\s+(.+?)\s*(?:,|\bthen\b|(?=\b(?:book|set\s+up|schedule|put|add|block|make|plan|pencil|grab|reserve)\b))\s*(.+)$`,
  'iu',
);
/** "if my afternoon on Dec 5 is free", "if Friday morning is clear": the time is the subject. */
const IF_TIME_FREE = new RegExp(
  String.raw`^\s*if\s+(?:my\s+|the\s+)?((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|morning|afternoon|evening|next|this|dec|nov|jan|\d)[^,]*?)\s+(?:is|are|looks)\s+(?:still\s+)?(?:free|clear|open|empty|available)\s*(?:,|\bthen\b|(?=\b(?:book|set\s+up|schedule|put|add|block|make|plan|pencil|grab|reserve)\b))\s*(.+)$`,
  'iu',
);
/** "if there's an hour free between 12 and 3", "if I have 30 minutes open on Friday morning". */
const IF_SPAN_FREE = new RegExp(
  String.raw`^\s*(?:and\s+|so\s+)?if\s+(?:there(?:'s|’s|s|\s+is)|(?:i|we)(?:\s+(?:have|got|have\s+got|still\s+have)|['’]ve\s+got|\s+['’]ve\s+got)|(?:i|we)(?:'m|’m|\s+am|\s+are|'re)\s+free\s+for)\s+((?:an?|one|two|three|half\s+an?|\d+(?:\.\d+)?|forty[\s-]?five|thirty|fifteen|ninety)\s*(?:-|\s)?(?:hours?|hrs?|h|minutes?|mins?|m))\s+(?:(?:free|open|clear|available|spare)\s+)?(.+?)\s*(?:,|\bthen\b|(?=\b(?:book|set\s+up|schedule|put|add|block|make|plan|pencil|grab|reserve|hold)\b))\s*(.+)$`,
  'iu',
);
/** "if Friday has nothing on", "if new year's day is empty": any words for a time, checked by reading them as one. */
const IF_DAY_EMPTY = new RegExp(
  String.raw`^\s*(?:and\s+|so\s+)?if\s+(?:my\s+|the\s+)?(.+?)\s+(?:(?:has|have)\s+(?:got\s+)?(?:nothing|no\s+(?:plans|meetings|events|appointments|calls))(?:\s+(?:on(?:\s+it)?|in\s+it|booked|scheduled|planned))?|(?:is|are|looks)\s+(?:still\s+)?(?:completely\s+|totally\s+|entirely\s+)?(?:free|clear|open|empty)(\s+(?:after|before|from|until|till|between|in\s+the)\s+[^,]+?)?)\s*(?:,|\bthen\b|(?=\b(?:book|set\s+up|schedule|put|add|block|make|plan|pencil|grab|reserve)\b))\s*(.+)$`,
  'iu',
);
const BUT = String.raw`(?:but|except(?:\s+for)?|besides|other\s+than|apart\s+from|aside\s+from|bar)`;
const ONLY_THEN = String.raw`\s*(?:,|\bthen\b|(?=\b(?:just\s+)?(?:cancel|delete|remove|drop|scrap|clear|move|push|reschedule|book|schedule|add|put|block)\b))\s*(.+)$`;
/**
 * "if new year's eve has nothing but the standup", "if the standup is the only thing on Friday",
 * "if there's nothing on Friday except the standup", "if all I have on Friday is the standup",
 * "if I've only got the standup on Friday": [day, event] or [event, day] by the form.
 */
const ONLY_FORMS: readonly { re: RegExp; day: number; subject: number }[] = [
  {
    re: new RegExp(
      String.raw`^\s*if\s+(.+?)\s+(?:has|have)\s+(?:got\s+)?(?:nothing|no\s+(?:meetings|events|plans))(?:\s+on(?:\s+it)?)?\s+${BUT}\s+(.+?)${ONLY_THEN}`,
      'iu',
    ),
    day: 1,
    subject: 2,
  },
  {
    re: new RegExp(String.raw`^\s*if\s+(.+?)\s+only\s+has\s+(.+?)(?:\s+(?:on\s+it|in\s+it))?${ONLY_THEN}`, 'iu'),
    day: 1,
    subject: 2,
  },
  {
    re: new RegExp(
      String.raw`^\s*if\s+(.+?)\s+is\s+the\s+only\s+(?:thing|event|meeting|appointment|one)\s+(?:on|in|for)\s+(?:my\s+calendar\s+(?:on|for)\s+)?(.+?)${ONLY_THEN}`,
      'iu',
    ),
    day: 2,
    subject: 1,
  },
  {
    re: new RegExp(
      String.raw`^\s*if\s+the\s+only\s+(?:thing|event|meeting|appointment)\s+(?:on|in|for)\s+(.+?)\s+is\s+(.+?)${ONLY_THEN}`,
      'iu',
    ),
    day: 1,
    subject: 2,
  },
  {
    re: new RegExp(
      String.raw`^\s*if\s+there(?:['’]s|s|\s+is)\s+nothing\s+(?:on\s+|in\s+)?(.+?)\s+${BUT}\s+(.+?)${ONLY_THEN}`,
      'iu',
    ),
    day: 1,
    subject: 2,
  },
  {
    re: new RegExp(
      String.raw`^\s*if\s+all\s+(?:i|we)\s+(?:have|['’]ve\s+got|got)\s+(?:on|for)\s+(.+?)\s+is\s+(.+?)${ONLY_THEN}`,
      'iu',
    ),
    day: 1,
    subject: 2,
  },
  {
    re: new RegExp(
      String.raw`^\s*if\s+(?:i|we)(?:['’]ve|\s+have)?\s+only\s+(?:got|have)\s+(.+?)\s+(?:on|for)\s+(.+?)${ONLY_THEN}`,
      'iu',
    ),
    day: 2,
    subject: 1,
  },
];

/** "it", "that", "that time" in "block it for lunch": the free time found. */
const THE_FREE_TIME = /\b(?:it|that(?:\s+(?:time|slot|hour))?|the\s+(?:time|slot|hour))\b\s*/i;

/** "…, but only if I'm free": the booking first, the condition after it. */
const TRAILING_FREE =
  /^(.+?)\s*,?\s+(?:but\s+)?(?:only\s+)?if\s+(?:i(?:'m|’m|m|\s+am)\s+(?:still\s+)?(?:free|available|not\s+busy|open)|i\s+have\s+nothing(?:\s+(?:on|booked|scheduled))?|(?:there(?:'s|’s|s|\s+is)\s+|nothing(?:'s|’s|\s+is)\s+)(?:nothing\s+)?(?:on|booked|scheduled)?)(?:\s+then)?\s*[.!?]*$/iu;
/** Words that say a day, so a booking that names one keeps it: "…, book lunch on Friday". */
const DAY_SAID =
  /\b(?:today|tonight|tomorrow|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|week|weekend|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2})\b/i;

/**
 * "cancel the haircut unless it's on a weekend", "move the review to 4 if it's still in the morning":
 * the request first, then a test of the event it names. Read as a condition on that event, so its
 * time words never become where to look.
 */
const TRAILING_EVENT =
  /^(.+?)\s*,?\s+(?:but\s+)?(?:only\s+)?(unless|if|as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|providing)\s+(?:it|that|they|the\s+(?:event|meeting|appointment|call|one))\s*((?:['’]s|(?<=\bit)s|\s+is|\s+are|['’]re)(?:n['’]?t|\s+not)?|\s+(?:is|are)n['’]?t|\s+(?:falls|lands|happens|starts|begins)|\s+(?:does|do)(?:n['’]?t|\s+not)\s+(?:fall|land|start|begin))\s+(?:still\s+)?(.+?)\s*[.!?]*$/iu;
/** The verb of the request a trailing condition is about, and the words naming its event after it. */
const CHANGE_OBJECT =
  /^\s*(?:(?:please|pls|can\s+you|could\s+you|would\s+you|just|kindly)\s+)*(?:cancel|delete|remove|drop|ditch|scrap|nix|axe|call\s+off|move|reschedule|push(?:\s+back)?|postpone|shift|bump|delay|pull|bring|slide|rename|shorten|extend)\s+(.+)$/i;
const OBJECT_STOP = /\s(?:to|until|till|by|back|forward|ahead|earlier|later|into|for|from|instead)\b/i;

const TIME_FIRST =
  /^(?:on|at|in|this|next|today|tonight|tomorrow|during|for|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b/i;

export function readCondition(said: string, ctx: ConditionContext): ConditionReading | undefined {
  const text = inPlainWords(said);
  const notMet = IF_NOT_MET.exec(text);
  // "if I have no meetings on Thursday": a time, not a person, follows: a free-day condition.
  if (notMet !== null && !TIME_FIRST.test(notMet[1] ?? '')) {
    const { person, period } = personAndPeriod(notMet[1] ?? '');
    if (person === undefined) return undefined;
    const then = (notMet[2] ?? '').trim();
    // "since the pricing call": since an event, not a date.
    const since = /^\s*since\s+(?:the\s+|my\s+|our\s+|that\s+|last\s+)*(.+?)\s*$/i.exec(period)?.[1];
    if (since !== undefined && parseRequest(`find time from ${since}`, ctx).when === undefined) {
      const range = { start: addZonedDays(startOfZonedDay(ctx.now, ctx.timeZone), -365, ctx.timeZone), end: ctx.now };
      return { kind: 'absence', person, range, sinceEvent: since, then };
    }
    return { kind: 'absence', person, range: pastOrFuture(period, ctx), then };
  }
  const since = IF_BEEN_SINCE.exec(text);
  if (since !== null) {
    const days = durationDays(since[1] ?? '');
    const person = personAndPeriod(since[2] ?? '').person;
    if (person === undefined || days === undefined) return undefined;
    const range = { start: addZonedDays(ctx.now, -days, ctx.timeZone), end: ctx.now };
    return { kind: 'absence', person, range, then: (since[3] ?? '').trim() };
  }
  const span = IF_SPAN_FREE.exec(text);
  if (span !== null) return freeSpanCondition(span[1] ?? '', span[2] ?? '', (span[3] ?? '').trim(), ctx);
  const only = onlyEventCondition(text, ctx);
  if (only !== undefined) return only;
  const free = IF_FREE.exec(text) ?? IF_TIME_FREE.exec(text);
  if (free !== null) return freeCondition(free[1] ?? '', (free[2] ?? '').trim(), ctx);
  const empty = IF_DAY_EMPTY.exec(text);
  const emptyDay = empty === null ? undefined : freeCondition(`${empty[1] ?? ''}${empty[2] ?? ''}`, (empty[3] ?? '').trim(), ctx);
  if (emptyDay !== undefined) return emptyDay;
  const trailing = TRAILING_FREE.exec(text);
  if (trailing !== null) {
    // "book lunch with Sam Friday at noon if I'm free": free when the booking would be.
    const then = (trailing[1] ?? '').trim();
    const booking = parseRequest(then, ctx);
    const when = booking.when;
    if (when === undefined || (when.grain !== 'minute' && when.grain !== 'hour')) return undefined;
    const minutes = booking.entities.durationMinutes ?? 30;
    return { kind: 'absence', range: { start: when.start, end: when.end ?? when.start + minutes * 60_000 }, then };
  }
  const unless = UNLESS_SEEN.exec(text);
  if (unless !== null) {
    const then = (unless[1] ?? '').trim();
    const booking = parseRequest(then, ctx);
    const pronoun = /^(?:him|her|them)$/i.test(unless[2] ?? '');
    const named = booking.entities.attendees?.[0];
    const person: PersonRef | undefined = pronoun
      ? named?.email !== undefined
        ? { email: named.email }
        : named?.name !== undefined
          ? { name: named.name }
          : undefined
      : { name: unless[2] ?? '' };
    const day = booking.when?.start;
    if (person === undefined || day === undefined) return undefined;
    const start = startOfZonedDay(day, ctx.timeZone);
    return { kind: 'absence', person, range: { start, end: addZonedDays(start, 1, ctx.timeZone) }, then };
  }
  return readCountCondition(text, ctx) ?? readEventCondition(text, ctx) ?? trailingEventCondition(text, ctx);
}

/** "if Friday has nothing but the standup, …": one day, read as one, and the event's words. */
function onlyEventCondition(text: string, ctx: ConditionContext): OnlyEventCondition | undefined {
  for (const form of ONLY_FORMS) {
    const m = form.re.exec(text);
    if (m === null) continue;
    const day = (m[form.day] ?? '').replace(/^(?:on|for)\s+/i, '').trim();
    const subject = (m[form.subject] ?? '').trim();
    const then = (m[3] ?? '').trim();
    const when = parseRequest(`find time ${day}`, ctx).when;
    if (when === undefined || when.grain !== 'day' || subject === '' || then === '') return undefined;
    const start = startOfZonedDay(when.start, ctx.timeZone);
    return { kind: 'only', subject, range: { start, end: addZonedDays(start, 1, ctx.timeZone) }, day, then };
  }
  return undefined;
}

/** "cancel the haircut unless it's on a weekend": a test of the event the request names, said after it. */
function trailingEventCondition(text: string, ctx: ConditionContext): EventCondition | undefined {
  const m = TRAILING_EVENT.exec(text);
  if (m === null) return undefined;
  const then = (m[1] ?? '').trim();
  const object = CHANGE_OBJECT.exec(then)?.[1];
  if (object === undefined) return undefined;
  const stop = OBJECT_STOP.exec(` ${object}`);
  const subject = (stop === null ? object : object.slice(0, Math.max(0, stop.index - 1))).trim();
  const said = (m[4] ?? '').trim();
  const test = readTest(said, ctx);
  if (subject === '' || test === undefined) return undefined;
  const unless = /^unless$/i.test(m[2] ?? '');
  const not = /n['’]?t\b|\bnot\b/i.test(m[3] ?? '');
  return { kind: 'event', subject, test, said, negated: unless !== not, then };
}

/** "an hour" free "between 12 and 3 on dec 16": the window, and the booking of that length in it. */
function freeSpanCondition(length: string, said: string, then: string, ctx: ConditionContext): FreeSpanCondition | undefined {
  const minutes = parseRequest(`block ${length}`, ctx).entities.durationMinutes;
  const when = parseRequest(`find time ${said}`, ctx).when;
  if (minutes === undefined || when === undefined || then === '') return undefined;
  const end =
    when.end ?? (when.grain === 'day' ? addZonedDays(startOfZonedDay(when.start, ctx.timeZone), 1, ctx.timeZone) : undefined);
  // "free at 3": a point is no window to fit a length in.
  if (end === undefined || end - when.start < minutes * 60_000) return undefined;
  const booking = `${then
    .replace(THE_FREE_TIME, '')
    .replace(/[.!?]+$/, '')
    .trim()} ${said.trim()}`;
  return { kind: 'freeSpan', range: { start: when.start, end }, minutes, then: booking };
}

/** "if I'm free Thursday at 2:30, book…": the time said, and the booking at it. */
function freeCondition(said: string, then: string, ctx: ConditionContext): AbsenceCondition | undefined {
  const beside = besideEvent(said, ctx);
  if (beside === null) return undefined;
  if (beside !== undefined) {
    const day = parseRequest(`find time ${beside.day}`, ctx).when;
    if (day === undefined || then === '' || day.grain !== 'day') return undefined;
    const start = startOfZonedDay(day.start, ctx.timeZone);
    const booking = parseRequest(then, ctx).when === undefined ? `${then} ${beside.day}` : then;
    const bookOn = DAY_SAID.test(booking) ? undefined : start;
    return {
      kind: 'absence',
      range: { start, end: addZonedDays(start, 1, ctx.timeZone) },
      afterEvent: beside.event,
      then: booking,
      ...(bookOn === undefined ? {} : { bookOn }),
    };
  }
  const when = parseRequest(`find time ${said}`, ctx).when;
  if (when === undefined || then === '') return undefined;
  const booking = bookingAt(then, said, ctx);
  // "free at 2:30" for a 30-minute call means free for those 30 minutes.
  const minutes = parseRequest(booking, ctx).entities.durationMinutes ?? 30;
  const range = { start: when.start, end: when.end ?? when.start + minutes * 60_000 };
  // "…, block 2 to 5pm": a time of day only, on the day the condition is about.
  const bookOn =
    parseRequest(booking, ctx).when !== undefined && !DAY_SAID.test(booking)
      ? startOfZonedDay(when.start, ctx.timeZone)
      : undefined;
  return { kind: 'absence', range, then: booking, ...(bookOn === undefined ? {} : { bookOn }) };
}

const BESIDE_EVENT = /^(.*?)\s+(after|before)\s+(?:my\s+|the\s+|our\s+)?([\p{L}][\p{L}\d'’ -]*?)\s*$/iu;

/**
 * "on saturday the 12th after yoga": the day, and the event whose end free time is counted from;
 * undefined when no event is named ("after 3pm" is a time); null for "before yoga", which the
 * calendar steps cannot count up to.
 */
function besideEvent(said: string, ctx: ConditionContext): { day: string; event: string } | null | undefined {
  const m = BESIDE_EVENT.exec(said.trim());
  if (m === null) return undefined;
  const event = (m[3] ?? '').trim();
  // "after 3", "after lunch time", "after noon": a time, which the whole phrase reads as it is.
  if (parseRequest(`find time ${m[2] ?? 'after'} ${event}`, ctx).when !== undefined || /^(?:lunch|work|school)$/i.test(event))
    return undefined;
  if (/^before$/i.test(m[2] ?? '')) return null;
  return { day: (m[1] ?? '').trim(), event };
}

/**
 * What to book when the person is free: the booking, at the time the condition named when it
 * names none ("if I'm free Thursday at 2:30, book 30 min with Hannah").
 */
function bookingAt(then: string, said: string, ctx: ConditionContext): string {
  return parseRequest(then, ctx).when === undefined ? `${then} ${said.trim()}` : then;
}

/** "Omar in two weeks", "Priya this week", "Ben Carter" (never), "Ingrid coming up", "rachel since monday". */
function personAndPeriod(words: string): { person?: PersonRef; period: string } {
  const m =
    /^(?:my\s+)?([\w.+-]+@[\w.-]+\.\w+|[\p{L}'-]+(?:\s+(?!in\b|for\b|this\b|since\b|over\b|during\b|within\b|the\b|coming\b|lately\b|recently\b|yet\b|before\b|last\b|next\b)[\p{L}'-]+)?)\s*(.*)$/iu.exec(
      words.trim(),
    );
  if (m === null) return { period: words };
  const who = m[1] ?? '';
  return { person: who.includes('@') ? { email: who.toLowerCase() } : { name: who }, period: m[2] ?? '' };
}

/** The period a "haven't met" looks back over (or ahead, for "coming up"); a year when none is said. */
function pastOrFuture(period: string, ctx: ConditionContext): { start: number; end: number } {
  const { now, timeZone } = ctx;
  if (/\b(?:coming\s+up|upcoming|in\s+the\s+future|planned|scheduled)\b/i.test(period))
    return { start: now, end: addZonedDays(now, 60, timeZone) };
  const current = /\bthis\s+(week|month|year)\b/i.exec(period)?.[1]?.toLowerCase();
  if (current !== undefined) return { start: startOfCurrent(current, now, timeZone), end: now };
  const days = durationDays(period);
  if (days !== undefined) return { start: addZonedDays(startOfZonedDay(now, timeZone), -days, timeZone), end: now };
  const when =
    period.trim() === '' ? undefined : parseRequest(`find time ${period.replace(/^\s*(?:since)\s+/i, 'from ')}`, ctx).when;
  if (when !== undefined) {
    const sinceWord = /^\s*since\b/i.test(period);
    return {
      start: when.start,
      end: sinceWord ? now : Math.min(when.end ?? now, now) > when.start ? Math.min(when.end ?? now, now) : (when.end ?? now),
    };
  }
  return { start: addZonedDays(startOfZonedDay(now, timeZone), -365, timeZone), end: now };
}
