import { parseRequest } from '../../nlu/parse-request';
import type { When } from '../../nlu/parsed-request';
import { parseWhen } from '../../time/parse-when';
import { addZonedDays, instantToWallClock, startOfZonedDay, toZonedIso, wallClockToInstant } from '../../time/zoned';
import type { BuildContext } from '../plan-draft';

/** A range as a Plan writes it: ISO instants with the zone's offset. */
export interface IsoRange {
  start: string;
  end: string;
}

/** Which way a question looks from now: at what has been ("did", "was", "so far") or what is to come. */
export type Direction = 'past' | 'future';

const PAST =
  /\b(?:did|didn'?t|was|wasn'?t|were|weren'?t|had|went|met|saw|spoke|talked|attended|visited|happened|ago|since|so\s+far|until\s+now|till\s+now|up\s+(?:to|until)\s+now|to\s+date|previous(?:ly)?|most\s+recent(?:ly)?|recently|earlier|yesterday|have\s+(?:i|we)\s+(?:had|been|met|seen|done|gone|attended|made|missed|skipped)|(?:have|has)\s+there\s+been|there\s+(?:have|has)\s+been|(?:i|we)(?:['’]ve|\s+have)\s+(?:had|been\s+to|met|seen|attended|made|missed|skipped)|(?:i|we)\s+(?:made|missed|skipped|took|joined))\b/i;
const PRESENT =
  /\b(?:is|are|am|will|shall|do|does|going\s+to|gonna|next|upcoming|coming|left|remaining|still|tomorrow|tonight)\b|\b(?:when|what|who|where|how|which)['’]?s\b|['’]ll\b/i;
const TIME_AFTER_LAST =
  /\blast\s+(?!(?:week|month|year|weekend|night|quarter|\d|few|couple|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/i;

const LAST_OF_CURRENT = /\b(?:last|final)\b.*\b(?:of|in)\s+(?:the|this)\s+(?:year|month|week|season|term|semester)\b/i;

/**
 * The tense decides the direction: "when was my last haircut" looks back, "when is my last Spanish
 * class" ahead. With no verb to tell ("last haircut?"), "last" on its own looks back.
 */
export function directionOf(text: string): Direction {
  if (PAST.test(text)) return 'past';
  if (PRESENT.test(text)) return 'future';
  // "last pottery of the year": the last in a span still running, so ahead.
  if (LAST_OF_CURRENT.test(text)) return 'future';
  return TIME_AFTER_LAST.test(text) ? 'past' : 'future';
}

/** "until now", "so far", "to date": the span ends now; "now" is no time of day to look at. */
export function endsNow(text: string): boolean {
  return /\b(?:until|till|til|up\s+(?:to|until))\s+now\b|\bso\s+far\b|\bto\s+date\b/i.test(text);
}

const WEEKDAY_ONLY = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|days|nesday|rsday|urday|sday)?\b/i;
const DATE_SAID = /\b\d{1,2}(?:st|nd|rd|th)?\b|\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/i;

/**
 * The time a question is about, read the way its tense reads it. The request's own parse, else a
 * day said bare in the words ("whats happening sat"); "until now" is no time; and a past question
 * about a month or weekday still ahead means the one gone by ("how many yoga classes I had in
 * October" in November is last October; "what did I have on Monday" on a Tuesday is yesterday).
 */
export function questionWhen(
  when: When | undefined,
  text: string,
  object: string,
  direction: Direction,
  ctx: BuildContext,
): When | undefined {
  const { now, timeZone: zone } = ctx;
  const said = when ?? bareDay(object, ctx);
  if (said === undefined) return undefined;
  if (endsNow(text) && (said.grain === 'minute' || said.grain === 'hour') && Math.abs(said.start - now) < 60_000)
    return undefined;
  if (direction !== 'past' || said.start <= now) return said;
  if (said.grain === 'month' || said.grain === 'quarter') return shiftYears(said, -1, zone);
  if (said.grain === 'day' && WEEKDAY_ONLY.test(text) && !DATE_SAID.test(text.replace(WEEKDAY_ONLY, ''))) {
    return {
      ...said,
      start: addZonedDays(said.start, -7, zone),
      ...(said.end === undefined ? {} : { end: addZonedDays(said.end, -7, zone) }),
    };
  }
  return latestPast(said, text, ctx) ?? said;
}

/**
 * A date that comes round again, asked about in the past tense ("what did I get up to on
 * Halloween", "what did I have on the 19th of November"): its latest occurrence, as the time
 * reader finds it looking back, when that is nearer than the next one. A date a few days ahead
 * ("what did I have on Dec 3" in late November) is more likely a slip of tense than a question
 * about a year ago, and stays. Only when reading forward finds the same time the request did, so
 * the words re-read are the ones the request's time came from; "tomorrow" stays tomorrow.
 */
function latestPast(said: When, text: string, ctx: BuildContext): When | undefined {
  if (said.grain !== 'day' && said.grain !== 'hour' && said.grain !== 'minute') return undefined;
  const forward = parseWhen(text, ctx.now, ctx.timeZone);
  if (forward === undefined || forward.when.start !== said.start || forward.when.end !== said.end) return undefined;
  const back = parseWhen(text, ctx.now, ctx.timeZone, { lookBack: true });
  if (back === undefined || back.when.start > ctx.now || back.when.grain !== said.grain) return undefined;
  return ctx.now - back.when.start < said.start - ctx.now ? back.when : undefined;
}

/** "sat", "thurs", or a day the parse read into a name ("with rachel yesterday"). */
function bareDay(object: string, ctx: BuildContext): When | undefined {
  if (!WEEKDAY_ONLY.test(object) && !/\b(?:today|tonight|tomorrow|tmrw|yesterday)\b/i.test(object)) return undefined;
  return parseRequest(`what's on ${object}`, { now: ctx.now, timeZone: ctx.timeZone }).when;
}

function shiftYears(when: When, years: number, zone: string): When {
  const shift = (ms: number): number => {
    const w = instantToWallClock(ms, zone);
    return wallClockToInstant({ ...w, year: w.year + years }, zone);
  };
  return { ...when, start: shift(when.start), ...(when.end === undefined ? {} : { end: shift(when.end) }) };
}

/**
 * The whole calendar week, month, quarter or year a parse began at today ("this month" from the
 * 24th): a count or a look back covers the days already gone too.
 */
export function wholeSpan(when: When, zone: string): When {
  const midnight = startOfZonedDay(when.start, zone);
  const w = instantToWallClock(midnight, zone);
  switch (when.grain) {
    case 'week':
      return { ...when, start: addZonedDays(midnight, -((w.weekday + 6) % 7), zone) };
    case 'month':
      return { ...when, start: addZonedDays(midnight, 1 - w.day, zone) };
    case 'quarter':
      return { ...when, start: wallClockToInstant({ ...w, month: w.month - ((w.month - 1) % 3), day: 1 }, zone) };
    case 'year':
      return { ...when, start: wallClockToInstant({ ...w, month: 1, day: 1 }, zone) };
    default:
      return when;
  }
}

/** A question's day: the time asked about, or today from now. */
export function dayRange(when: When | undefined, ctx: BuildContext): IsoRange {
  const { now, timeZone: zone } = ctx;
  const start = when?.start ?? now;
  // "at 10 tomorrow": the hour from then; a day or more: to its end.
  const end =
    when?.end ??
    (when?.grain === 'minute' || when?.grain === 'hour'
      ? start + 60 * 60_000
      : addZonedDays(startOfZonedDay(start, zone), 1, zone));
  return { start: toZonedIso(start, zone), end: toZonedIso(end, zone) };
}

/** The range cut at now, for a question about what has been; unchanged when it starts after now. */
export function untilNow(range: IsoRange, ctx: BuildContext): IsoRange {
  const { now, timeZone: zone } = ctx;
  const start = Date.parse(range.start);
  return start < now && Date.parse(range.end) > now ? { start: range.start, end: toZonedIso(now, zone) } : range;
}

/** A year back to now, or now to a year ahead: where "when was my last…" and "when is…" look. */
export function horizon(direction: Direction, ctx: BuildContext): IsoRange {
  const { now, timeZone: zone } = ctx;
  return direction === 'past'
    ? { start: toZonedIso(addZonedDays(now, -365, zone), zone), end: toZonedIso(now, zone) }
    : { start: toZonedIso(now, zone), end: toZonedIso(addZonedDays(now, 365, zone), zone) };
}

/** "my week", "the weekend", "this month" with no date parsed: from now to the end of that span. */
export function spanSaid(words: string, ctx: BuildContext): IsoRange | undefined {
  const { now, timeZone: zone } = ctx;
  const today = startOfZonedDay(now, zone);
  const weekday = instantToWallClock(today, zone).weekday;
  const iso = (start: number, end: number) => ({ start: toZonedIso(start, zone), end: toZonedIso(end, zone) });
  if (/\bweek\b/i.test(words)) return iso(today, addZonedDays(today, 7 - ((weekday + 6) % 7), zone));
  if (/\bweekend\b/i.test(words)) {
    const saturday = weekday === 0 ? addZonedDays(today, -1, zone) : addZonedDays(today, 6 - weekday, zone);
    return iso(Math.max(today, saturday), addZonedDays(saturday, 2, zone));
  }
  if (/\bmonth\b/i.test(words)) {
    const day = instantToWallClock(today, zone).day;
    const first = addZonedDays(today, -(day - 1), zone);
    return iso(today, addZonedDays(first, 32 - instantToWallClock(addZonedDays(first, 31, zone), zone).day, zone));
  }
  return undefined;
}

/** "a free hour", "2 hour block", "90 min workshop", "half an hour": how long a free window must be. */
export function minutesSaid(text: string): number | undefined {
  const hours = /\b(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:h|hrs?|hours?)\b/i.exec(text);
  if (hours !== null) return Math.round(Number(hours[1]) * 60);
  const minutes = /\b(\d+)\s*(?:-\s*)?(?:m|mins?|minutes?)\b/i.exec(text);
  if (minutes !== null) return Number(minutes[1]);
  if (/\bhalf\s+(?:an\s+)?hour\b/i.test(text)) return 30;
  if (/\b(?:an?|one)\s+(?:(?:full|whole|clear|solid|free|open|spare)\s+){0,2}hour\b/i.test(text)) return 60;
  return undefined;
}
