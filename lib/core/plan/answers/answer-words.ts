import type { EventOccurrence } from '../../domain/calendar-event';
import { formatDay, formatDuration, formatRange, formatTime } from '../../time/format';
import type { Interval } from '../../time/interval';
import { DAY_MS, MINUTE_MS, addZonedDays, instantToWallClock, startOfZonedDay } from '../../time/zoned';

/** A range as a sentence names it: the noun ("Tue 24 Nov") and with its preposition ("on Tue 24 Nov"). */
export interface RangeWords {
  noun: string;
  on: string;
}

/**
 * "on Tue 24 Nov", "from Mon 23 Nov to Sun 29 Nov", "on Fri 27 Nov morning", "on Fri 27 Nov, 10:00–15:00":
 * whole days by their dates, a part of one day by its name when it lies within one.
 */
export function rangeWords(range: Interval, zone: string, now?: number): RangeWords {
  const firstMidnight = startOfZonedDay(range.start, zone);
  // A look back ending now, or ahead starting now, said from now: "in the past year", "from Sat 21 Nov to now".
  if (now !== undefined && (range.end === now || range.start === now)) {
    const back = range.end === now;
    if (range.end - range.start >= 360 * DAY_MS)
      return back ? { noun: 'the past year', on: 'in the past year' } : { noun: 'the next year', on: 'in the next year' };
    const days = calendarDaysBetween(range.start, range.end, zone);
    const timeOfDay = (ms: number): number => ms - startOfZonedDay(ms, zone);
    if (!back && days > 1 && timeOfDay(range.end) === timeOfDay(range.start)) {
      return { noun: `the next ${String(days)} days`, on: `in the next ${String(days)} days` };
    }
    // "till christmas": from now to the end of a day, said by its last day.
    if (!back && range.end === startOfZonedDay(range.end, zone)) {
      const last = formatDay(range.end - 1, zone);
      return { noun: `now to ${last}`, on: `from now to ${last}` };
    }
    if (back && range.start === firstMidnight) {
      const day = formatDay(range.start, zone);
      return calendarDaysBetween(range.start, now, zone) === 0
        ? { noun: 'today so far', on: 'today so far' }
        : { noun: `${day} to now`, on: `from ${day} to now` };
    }
  }
  const lastDay = formatDay(range.end - 1, zone);
  const firstDay = formatDay(range.start, zone);
  if (range.start === firstMidnight && range.end === startOfZonedDay(range.end, zone)) {
    return firstDay === lastDay
      ? { noun: firstDay, on: `on ${firstDay}` }
      : { noun: `${firstDay} to ${lastDay}`, on: `from ${firstDay} to ${lastDay}` };
  }
  if (firstDay === lastDay) {
    const part = partOfDayOf(range, zone);
    if (part !== undefined) return { noun: `${firstDay} ${part}`, on: `on ${firstDay} ${part}` };
    const span = formatRange(range.start, range.end, zone);
    return { noun: span, on: `on ${span}` };
  }
  const from = `${firstDay}, ${formatTime(range.start, zone)}`;
  const to = `${formatDay(range.end, zone)}, ${formatTime(range.end, zone)}`;
  return { noun: `${from} to ${to}`, on: `from ${from} to ${to}` };
}

/**
 * The part of the day a range is, as the readers write them (when-clock-phrases: morning 08–12,
 * afternoon 12–17, evening 17–21; the event query's 05–12, 12–17, 17–24): a range that only lies
 * inside one, such as 12:00–13:00, is said by its times instead.
 */
function partOfDayOf(range: Interval, zone: string): 'morning' | 'afternoon' | 'evening' | undefined {
  const hour = 60;
  const start = minutesIntoDay(range.start, zone);
  const end =
    range.end === addZonedDays(startOfZonedDay(range.start, zone), 1, zone) ? 24 * hour : minutesIntoDay(range.end, zone);
  if (end === 12 * hour && start <= 8 * hour) return 'morning';
  if (start === 12 * hour && end >= 17 * hour && end <= 18 * hour) return 'afternoon';
  if (start >= 17 * hour && start <= 18 * hour && end >= 21 * hour) return 'evening';
  return undefined;
}

function minutesIntoDay(ms: number, zone: string): number {
  const w = instantToWallClock(ms, zone);
  return w.hour * 60 + w.minute;
}

/** Whole calendar days from `from`'s day to `to`'s day in the zone (DST days count as one). */
export function calendarDaysBetween(from: number, to: number, zone: string): number {
  return Math.round((startOfZonedDay(to, zone) - startOfZonedDay(from, zone)) / DAY_MS);
}

/** "today", "tomorrow", "yesterday", else "on Thu 3 Dec". */
export function dayWords(ms: number, now: number, zone: string): string {
  const days = calendarDaysBetween(now, ms, zone);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return `on ${formatDay(ms, zone)}`;
}

/** "in 2 h 15 min" within a day, else "in 9 days" by the calendar. */
export function untilWords(ms: number, now: number, zone: string): string {
  const minutes = Math.round((ms - now) / MINUTE_MS);
  if (minutes < 1) return 'now';
  if (minutes < 24 * 60) return `in ${formatDuration(minutes)}`;
  const days = calendarDaysBetween(now, ms, zone);
  return days === 1 ? 'tomorrow' : `in ${String(days)} days`;
}

/** "earlier today", "yesterday", "12 days ago" by the calendar. */
export function agoWords(ms: number, now: number, zone: string): string {
  const days = calendarDaysBetween(ms, now, zone);
  if (days <= 0) return 'earlier today';
  return days === 1 ? 'yesterday' : `${String(days)} days ago`;
}

/** An occurrence's time after a verb: "on Thu 3 Dec, 15:00–15:45", "on Thu 3 Dec, all day", "from Thu 3 Dec to Sat 5 Dec, all day". */
export function occurrenceWhen(o: Pick<EventOccurrence, 'start' | 'end' | 'allDay'>, zone: string): string {
  if (!o.allDay) return `on ${formatRange(o.start, o.end, zone)}`;
  const first = formatDay(o.start, zone);
  const last = formatDay(o.end - 1, zone);
  return first === last ? `on ${first}, all day` : `from ${first} to ${last}, all day`;
}

/** An occurrence's time within a day already named: "10:00–10:30", "all day", or the whole range when it spans days. */
export function timeWithinDay(o: Pick<EventOccurrence, 'start' | 'end' | 'allDay'>, zone: string): string {
  if (o.allDay) return 'all day';
  const range = formatRange(o.start, o.end, zone);
  const prefix = `${formatDay(o.start, zone)}, `;
  return range.startsWith(prefix) && !range.includes(' – ') ? range.slice(prefix.length) : range;
}

/** Windows said together: times alone when they share a day, else each with its day. */
export function windowsWords(windows: readonly Interval[], zone: string): string {
  const firstDay = windows[0] === undefined ? '' : formatDay(windows[0].start, zone);
  const oneDay = windows.every((w) => formatDay(w.start, zone) === firstDay);
  return joinWords(
    windows.map((w) => (oneDay ? timeWithinDay({ ...w, allDay: false }, zone) : formatRange(w.start, w.end, zone))),
  );
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const DETERMINER = /^(?:your|my|the|a|an|our)\s+/i;

/**
 * How many of what the subject names: "6 meetings", "1 standup", "2 events with Omar". A subject is
 * a noun ("meetings", "your haircut", "Sales standup") or a person's name (capitalised words only).
 */
export function countWords(n: number, subject: string | undefined): string {
  const count = n === 0 ? 'no' : String(n);
  return `${count} ${n === 1 ? singularWords(subject) : pluralWords(subject)}`;
}

/** What the subject names, many of them: "meetings", "yoga classes", "events with Omar". */
export function pluralWords(subject: string | undefined): string {
  return nounWords(subject, plural);
}

function singularWords(subject: string | undefined): string {
  return nounWords(subject, singular);
}

function nounWords(subject: string | undefined, inflect: (word: string) => string): string {
  const what = subject?.trim().replace(DETERMINER, '') ?? '';
  if (what === '') return inflect('events');
  const words = what.split(/\s+/);
  const isName = words.every((w) => /^\p{Lu}/u.test(w)) && !isPlural(words.at(-1) ?? '');
  if (isName) return `${inflect('events')} with ${what}`;
  // "meetings with Kim": the noun is before "with", the people after it stay as they are.
  const withAt = words.findIndex((w, i) => i > 0 && /^(?:with|from|at)$/i.test(w));
  const noun = withAt < 0 ? words : words.slice(0, withAt);
  const rest = withAt < 0 ? [] : words.slice(withAt);
  return [...noun.slice(0, -1), inflect(noun.at(-1) ?? ''), ...rest].join(' ');
}

/** A subject as a thing's name in a sentence: "your haircut", else the event's own title in quotes. */
export function subjectOr(subject: string | undefined, fallback: string): string {
  const s = subject?.trim();
  return s === undefined || s === '' ? fallback : s;
}

function isPlural(word: string): boolean {
  return /[^s]s$/i.test(word) && word.length > 3;
}

function singular(word: string): string {
  if (!isPlural(word)) return word;
  return /(?:ss|x|ch|sh)es$/i.test(word) ? word.slice(0, -2) : word.slice(0, -1);
}

function plural(word: string): string {
  if (isPlural(word)) return word;
  return /(?:s|x|ch|sh)$/i.test(word) ? `${word}es` : `${word}s`;
}
