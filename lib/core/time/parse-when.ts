import { allMatches } from '../nlu/all-matches';
import type { When } from '../nlu/parsed-request';
import { CALENDAR_RANGE_MATCHERS } from './when-calendar-ranges';
import { chronoDatePieces } from './when-chrono-dates';
import { wallDayAndMinutes } from './when-civil-days';
import { CLOCK_MATCHERS, DAY_PART_MATCHER, movedBack, qualifierNextToDayPart } from './when-clock-phrases';
import { CLOCK_SHORTHAND_MATCHERS } from './when-clock-shorthand';
import { joinClockRanges } from './when-clock-ranges';
import { CLOCK_WORD_MATCHERS } from './when-clock-words';
import { HOLIDAY_MATCHERS } from './when-holidays';
import { COUNTED_DAY_MATCHERS } from './when-counted-days';
import { MONTH_ALONE_MATCHER, MONTH_SPAN_MATCHERS } from './when-month-spans';
import { combinePieces } from './when-combine';
import { localeDatePieces } from './when-locale-dates';
import { DAY_OF_MONTH_MATCHERS, NAMED_DAY_MATCHERS } from './when-named-days';
import { PERIOD_PART_MATCHERS } from './when-period-parts';
import type { Piece, WhenContext, WhenMatcher } from './when-pieces';
import { RELATIVE_MATCHERS } from './when-relative-ranges';
import { SPOKEN_DATE_MATCHERS } from './when-spoken-dates';

export interface WhenMatch {
  when: When;
  /** True when the person named a time of day or a part of the day, not only a date. */
  hasTimeOfDay: boolean;
  /** Where the time phrase sits in the text, from its first piece to its last, so other extractors can skip it. */
  index: number;
  length: number;
  /** Each piece read, in order: "12:30-1:30 | for lunch | on the 17th" leaves the words between to other readers. */
  pieces?: { index: number; length: number }[];
  /**
   * The part of each day the person means, "HH:MM" with end exclusive (may be "24:00"):
   * "mornings next week" is next week with 08:00–12:00. Over a single day the window is already
   * folded into `when` and repeated here.
   */
  dailyWindow?: { start: string; end: string };
}

/**
 * Order matters: each matcher blanks what it read, so the more specific phrase must come first —
 * "the first Monday of next month" before "next month" and "Monday", "3 days from now" before
 * "now", a duration before "at"-less numbers, "between 2 and 4" before "at 4", and everything
 * before chrono, which only gets the calendar dates that are left.
 */
const MATCHERS: readonly WhenMatcher[] = [
  ...CLOCK_WORD_MATCHERS,
  ...CLOCK_SHORTHAND_MATCHERS,
  ...HOLIDAY_MATCHERS,
  ...COUNTED_DAY_MATCHERS,
  ...MONTH_SPAN_MATCHERS,
  ...SPOKEN_DATE_MATCHERS,
  ...DAY_OF_MONTH_MATCHERS,
  ...RELATIVE_MATCHERS,
  ...PERIOD_PART_MATCHERS,
  ...CALENDAR_RANGE_MATCHERS,
  ...CLOCK_MATCHERS,
  ...NAMED_DAY_MATCHERS,
  MONTH_ALONE_MATCHER,
  DAY_PART_MATCHER,
];

/**
 * The request's main time, resolved against `now` in `zone`: dates are counted on the zone's
 * calendar, and instants built from its wall clock with the IANA rules, so "tomorrow at 9" is right
 * on the day the clocks change. Our matchers read the phrases of scheduling ("next week",
 * "mornings", "after 5", "the first Monday of next month"); chrono-node reads written dates.
 */
export function parseWhen(text: string, now: number, zone: string, options: { lookBack?: boolean } = {}): WhenMatch | undefined {
  const ctx: WhenContext = {
    now,
    zone,
    ...wallDayAndMinutes(now, zone),
    ...(options.lookBack === true ? { lookBack: true } : {}),
  };
  return combinePieces(readTimeSpans(text, ctx), text, ctx);
}

/** True when the text's time is a clock time and nothing else ("four pm", "4 in the afternoon"): no day, no range. */
export function namesOnlyClock(text: string, now: number, zone: string): boolean {
  const pieces = readTimeSpans(text, { now, zone, ...wallDayAndMinutes(now, zone) });
  // "4 in the afternoon": the part of the day only says which 4.
  return (
    // "12:30-1:30", "from 4 on": a span of the clock is as much a clock as a point on it.
    pieces.some((p) => p.kind === 'time' || (p.kind === 'window' && !p.daily && p.from !== undefined)) &&
    pieces.every((p) => p.kind === 'time' || p.kind === 'daypart' || (p.kind === 'window' && !p.daily))
  );
}

/** Where the text says a clock time ("three thirty", "the 9am", "10-11"): such words never name an event. */
export function clockSpans(text: string, now: number, zone: string): { index: number; length: number }[] {
  return readTimeSpans(text, { now, zone, ...wallDayAndMinutes(now, zone) })
    .filter((p) => p.kind === 'time' || (p.kind === 'window' && !p.daily))
    .map(({ index, length }) => ({ index, length }));
}

/**
 * The time spans of a text, each claimed once: every matcher blanks what it read, so no two spans
 * overlap and no character is read twice. parseWhen combines them into the request's one time.
 */
export function readTimeSpans(said: string, ctx: WhenContext): Piece[] {
  const { text, moved } = qualifierNextToDayPart(said);
  return moved.length === 0 ? readSpans(text, ctx) : readSpans(text, ctx).map((p) => movedBack(p, moved));
}

function readSpans(text: string, ctx: WhenContext): Piece[] {
  // Chinese, Japanese, French, German and Spanish are read by chrono's parser for the language
  // first; for English this is empty and the matchers below see the text as it was.
  const pieces: Piece[] = localeDatePieces(text, ctx);
  let rest = pieces.reduce((r, p) => blank(r, p.index, p.length), text);
  for (const matcher of MATCHERS) {
    if (matcher.gate !== undefined && !matcher.gate.test(rest)) continue;
    for (const m of allMatches(matcher.re, rest)) {
      // A phrase may not reach across one already read ("last now quarter" is not "last quarter").
      if (pieces.some((p) => p.index < m.index + m[0].length && m.index < p.index + p.length)) continue;
      const bodies = matcher.read(m, ctx);
      if (bodies === undefined) continue;
      const at = { index: m.index, length: m[0].length };
      for (const body of bodies) pieces.push({ ...body, ...at });
      rest = blank(rest, at.index, at.length);
    }
  }
  // Range ends read apart ("10am thru 1pm", "3 to 5 this afternoon") become one window.
  const joined = joinClockRanges(pieces, text, rest);
  for (const p of joined) if (p.kind === 'window') rest = blank(rest, p.index, p.length);
  pieces.splice(0, pieces.length, ...joined);
  // chrono reads over blanks ("Dec 3 at ␣␣␣"): its span ends where a span already read begins.
  const read = [...pieces];
  // chrono sees what was read as a mark, not as spaces: "2 December ␣␣␣␣" would let its month
  // parser take the blanks and drop the day. A caller may hand in text it already blanked ("on 9th
  // December ␣␣␣␣␣␣␣␣␣␣␣␣␣" once "by 30 minutes" is read): a long run of spaces is a blank too, and
  // keeps only its first space.
  const long = new Uint8Array(rest.length);
  for (const m of allMatches(LONG_BLANK, rest)) long.fill(1, m.index + 1, m.index + m[0].length);
  let marked = '';
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charAt(i);
    marked += c === ' ' && (text.charAt(i) !== ' ' || long[i] === 1) ? '|' : c;
  }
  for (const piece of chronoDatePieces(marked, ctx)) {
    const overlapping = read.filter((q) => q.index < piece.index + piece.length && piece.index < q.index + q.length);
    if (overlapping.some((q) => q.index <= piece.index)) continue;
    const end = Math.min(piece.index + piece.length, ...overlapping.map((q) => q.index));
    pieces.push({ ...piece, length: text.slice(piece.index, end).trimEnd().length });
  }
  return pieces;
}

/** Three or more spaces in a row: nobody types that many between words, so all but the first were blanked. */
const LONG_BLANK = / {3,}/g;

/** Same length, so every index found later still points into the original text. */
function blank(text: string, index: number, length: number): string {
  return text.slice(0, index) + ' '.repeat(length) + text.slice(index + length);
}
