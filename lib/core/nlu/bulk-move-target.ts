import { allMatches } from './all-matches';
import { WEEKDAYS } from '../domain/preferences';
import { parseWhen } from '../time/parse-when';
import { instantToWallClock, startOfZonedDay } from '../time/zoned';
import { DURATION_PHRASE, extractDuration } from './extract-duration';
import { blank } from './mask-text';
import { readClock, TIME_WORD } from './parse-time-of-day';
import { DAY_WORD, weekdayOf } from './weekday-words';

/** Where "move them to …" sends the events, as said; a weekday alone is placed after the events' own day. */
export type TargetPhrase =
  /** "to 10am": the same day, at that time. */
  | { kind: 'clock'; minutes: number }
  /** "to Monday", "to Monday at 9": the first such weekday after the day the events are on. 0 = Sunday. */
  | { kind: 'weekday'; weekday: number; clock?: number }
  /** "to tomorrow", "to Dec 4 at 10": that day (zoned midnight), keeping each event's time unless a clock is named. */
  | { kind: 'day'; day: number; clock?: number }
  /** "to next week": the same weekday in that week. */
  | { kind: 'week'; start: number }
  /** "to the week after", "to the following week", "two weeks later": weeks after the events' own week. */
  | { kind: 'weeks_later'; weeks: number }
  /** "to the afternoon", "to later": somewhere that is not one day, week or time of day. */
  | { kind: 'unclear'; said: string };

export interface FoundTarget {
  target: TargetPhrase;
  /** Where "to …" sits in the text, so what is left names the events. */
  index: number;
  length: number;
}

const PREPOSITION = /\b(?:to|until|till|onto|into)\s+/gi;
/** Where the destination ends: "to Monday because I'm away", "to 10am, please". */
const PHRASE_END = /\s+(?:and|but|because|since|so|as|while|then|for|if|please|instead|thanks)\b|[,;!?]|\.(?!\d)/i;
const CLOCK_ONLY = new RegExp(String.raw`^(?:at\s+)?(${TIME_WORD})$`, 'i');
const WEEKDAY_ONLY = new RegExp(
  String.raw`^(?:on\s+)?(?:the\s+)?(?:following\s+)?(${DAY_WORD})(?:\s*,?\s*(?:at\s+)?(${TIME_WORD}))?$`,
  'i',
);
const ONE_DAY_MS = 26 * 3_600_000;

/**
 * The leftmost "to/until/into …" whose words are wholly a time is where the events go, so "move
 * my visits to the dentist to Friday" keeps "the dentist" as events. A "to …" that is no time at
 * all is returned as unclear, to be asked about rather than guessed.
 */
export function findMoveTarget(text: string, from: number, now: number, zone: string): FoundTarget | undefined {
  let unclear: FoundTarget | undefined;
  for (const m of allMatches(PREPOSITION, text)) {
    if (m.index < from) continue;
    const after = text.slice(m.index + m[0].length);
    const cut = PHRASE_END.exec(after);
    const said = (cut === null ? after : after.slice(0, cut.index)).trim();
    if (said === '') continue;
    const target = readTargetPhrase(said, now, zone);
    const found = { target, index: m.index, length: m[0].length + (cut === null ? after.length : cut.index) };
    if (target.kind !== 'unclear') return found;
    unclear ??= found;
  }
  return unclear;
}

const COUNT: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4 };
/** "the week after (that)", "the following week", "the next week over": one week on from the events' own. */
const WEEK_AFTER =
  /^(?:the\s+)?(?:(?:week|wk)\s+(?:after|following)(?:\s+that(?:\s+one)?)?|following\s+(?:week|wk)|(?:week|wk)\s+over|next\s+week\s+over)$/i;
/** "a week later", "two weeks on" (British), "1 wk out": that many weeks on. */
const WEEKS_ON = /^(a|one|two|three|four|[1-4])\s+(?:weeks?|wks?)\s+(?:later|on|out|after)$/i;
/** "the same days next week", "next week, same time": the same weekday and clock, which any week move keeps. */
const SAME_SLOT =
  /^(?:on\s+|at\s+)?(?:the\s+)?same\s+(?:days?|times?|days?\s+and\s+times?|slots?|weekdays?)(?:\s+(?:of|in))?\s+|\s+(?:on\s+|at\s+)?(?:the\s+)?same\s+(?:days?|times?|days?\s+and\s+times?|slots?|weekdays?)$/i;

/**
 * How many weeks on from the events' own week a destination says, when it says it relative to
 * them: "the week after", "the following week", "a week later". Undefined for anything else,
 * including "the week after the offsite" (a week after something else) and "the week after next"
 * (two weeks from now, which the time reader reads).
 */
export function weeksLaterSaid(said: string): number | undefined {
  const words = said
    .replace(/[,.;:!?]+/g, ' ')
    .trim()
    .replace(SAME_SLOT, '')
    .replace(/\s+/g, ' ');
  if (WEEK_AFTER.test(words)) return 1;
  const on = WEEKS_ON.exec(words)?.[1]?.toLowerCase();
  return on === undefined ? undefined : (COUNT[on] ?? Number(on));
}

/** One destination phrase ("Monday", "10am", "next week", "Dec 4 at 9") read on its own. */
export function readTargetPhrase(said: string, now: number, zone: string): TargetPhrase {
  const weeks = weeksLaterSaid(said);
  if (weeks !== undefined) return { kind: 'weeks_later', weeks };
  // "the same days next week": every week move keeps the day and the clock, so only "next week" is read.
  const slot = said.replace(SAME_SLOT, '');
  if (slot !== said && slot.trim() !== '') return readTargetPhrase(slot.trim(), now, zone);
  const clock = CLOCK_ONLY.exec(said);
  if (clock !== null) {
    const reading = readClock(clock[1] ?? '');
    return reading === undefined || reading.minutes >= 1440
      ? { kind: 'unclear', said }
      : { kind: 'clock', minutes: reading.minutes };
  }
  const weekday = WEEKDAY_ONLY.exec(said);
  const day = weekdayOf(weekday?.[1] ?? '');
  if (weekday !== null && day !== undefined) {
    const at = weekday[2] === undefined ? undefined : readClock(weekday[2]);
    if (weekday[2] !== undefined && (at === undefined || at.minutes >= 1440)) return { kind: 'unclear', said };
    return { kind: 'weekday', weekday: WEEKDAYS.indexOf(day), ...(at === undefined ? {} : { clock: at.minutes }) };
  }
  const found = parseWhen(said, now, zone);
  if (found === undefined) return { kind: 'unclear', said };
  const leftover = (said.slice(0, found.index) + said.slice(found.index + found.length)).replace(/\b(?:on|at|the)\b/gi, '');
  if (/[\p{L}\p{N}]/u.test(leftover)) return { kind: 'unclear', said };
  const { when, hasTimeOfDay } = found;
  if (hasTimeOfDay && when.end === undefined) {
    const wall = instantToWallClock(when.start, zone);
    return { kind: 'day', day: startOfZonedDay(when.start, zone), clock: wall.hour * 60 + wall.minute };
  }
  if (!hasTimeOfDay && when.grain === 'day' && (when.end ?? when.start) - when.start <= ONE_DAY_MS) {
    return { kind: 'day', day: startOfZonedDay(when.start, zone) };
  }
  if (!hasTimeOfDay && when.grain === 'week') return { kind: 'week', start: when.start };
  return { kind: 'unclear', said };
}

const BY_AMOUNT = new RegExp(String.raw`\bby\s+(${DURATION_PHRASE}|(?:a|one|two|three|\d{1,2})\s+(?:days?|weeks?)\b)`, 'i');
const LATER_VERB = /^(?:push|postpon|delay|defer|put\s+off|bump|slide)/i;
const EARLIER_VERB = /^(?:bring|pull)/i;
const LATER_WORD = /\b(?:later|back|out)\b/i;
const EARLIER_WORD = /\b(?:earlier|forward|ahead|sooner)\b/i;
const DAY_WORDS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3 };

/**
 * "delay all my meetings on Friday by 15 min": an amount said with "by" far from its verb, which
 * the edit reader (it looks a few words back) leaves alone. The verb gives the direction
 * (postpone, delay: later; bring, pull: earlier); "move … by an hour" needs "later"/"earlier".
 */
export function readShiftAfterVerb(text: string, verb: string): { minutes: number; rest: string } | undefined {
  const m = BY_AMOUNT.exec(text);
  if (m === null) return undefined;
  const amount = m[1] ?? '';
  const days = /^(\w+)\s+(day|week)s?$/i.exec(amount);
  const count = days === null ? undefined : (DAY_WORDS[(days[1] ?? '').toLowerCase()] ?? Number(days[1]));
  const minutes =
    days === null
      ? extractDuration(amount)?.minutes
      : count === undefined
        ? undefined
        : count * (/week/i.test(days[2] ?? '') ? 7 : 1) * 1440;
  if (minutes === undefined || minutes <= 0) return undefined;
  const sign = LATER_VERB.test(verb) || LATER_WORD.test(text) ? 1 : EARLIER_VERB.test(verb) || EARLIER_WORD.test(text) ? -1 : 0;
  return sign === 0 ? undefined : { minutes: sign * minutes, rest: blank(text, m.index, m[0].length) };
}
