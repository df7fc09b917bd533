import type { Grain } from '../nlu/parsed-request';
import type { CivilDay } from './when-civil-days';
import { NUMBER_WORDS } from './number-words';

/**
 * The vocabulary parseWhen works in. Each matcher recognises one kind of phrase and reports a
 * piece; combining pieces ("next Tuesday" + "afternoon") is a separate step, so a new phrase is one
 * new matcher and never a new special case in the combination rules.
 */

export type RangeGrain = Exclude<Grain, 'minute' | 'hour'>;

/** Whole days [start, end), end exclusive. */
export interface DaySpan {
  start: CivilDay;
  end: CivilDay;
  grain: RangeGrain;
}

/**
 * A clock time as written. `fixed` when it needs no am/pm guess: it named the meridiem, was
 * written on a 24-hour clock ("17:00", "09:30"), or is a word ("noon"). hour 24 = midnight at the
 * end of the day.
 */
export interface ClockTime {
  hour: number;
  minute: number;
  fixed: boolean;
}

/** Minutes after midnight, [start, end); end may be 1440 ("24:00"), or past it for a range that runs overnight. */
export interface MinuteWindow {
  start: number;
  end: number;
}

export type PieceBody =
  /**
   * A date or a range of dates. `weekday` (0 = Sunday) when a weekday name produced it;
   * `listedDayOfMonth` when it is a day number listed after another day ("the 15th and 17th");
   * `listed` when one phrase lists its days ("the 22nd and 29th of December").
   */
  | {
      kind: 'days';
      span: DaySpan;
      weekday?: number;
      bareWeekday?: boolean;
      listedDayOfMonth?: number;
      listed?: CivilDay[];
    }
  /** An instant fixed by `now` alone: "now", "in an hour", "asap". */
  | { kind: 'instant'; start: number; end?: number; grain: Grain }
  /** A point on the clock: "at 3", "15:30", "noon"; `zone` when the person named one ("3pm London time"). */
  | { kind: 'time'; time: ClockTime; zone?: string }
  /** A span of the clock: "after 5" (no `to`), "between 2 and 4", "in the morning"; `daily` for "mornings". */
  | { kind: 'window'; from?: ClockTime; to?: ClockTime; daily: boolean; zone?: string }
  /** A bare "morning"/"evening": a time only right next to a date ("Friday morning"), else a word ("morning standup"). */
  | { kind: 'daypart'; from: ClockTime; to: ClockTime };

export type Piece = PieceBody & { index: number; length: number };

/** What every matcher may know about the moment of asking. */
export interface WhenContext {
  now: number;
  zone: string;
  today: CivilDay;
  /** Minutes since midnight on the zone's wall clock at `now`. */
  minutes: number;
  /**
   * A date that recurs ("Nov 19", "the 19th", "Halloween") means its latest occurrence up to today
   * rather than its next: set for a question about the past ("what did I have on Halloween").
   */
  lookBack?: boolean;
}

/**
 * One phrase shape. `read` returns the pieces it means, [] to swallow the text without meaning a
 * time (a duration that slipped through), or undefined when the match is not what it looked like.
 */
export interface WhenMatcher {
  re: RegExp;
  /**
   * A cheap test (not global) the text must pass before `re` runs at all: most requests hold none
   * of a rare phrase's words, and a long pattern with look-behinds is costly to try at every position.
   */
  gate?: RegExp;
  read: (m: RegExpExecArray, ctx: WhenContext) => PieceBody[] | undefined;
}

export const fixedClock = (hour: number, minute = 0): ClockTime => ({ hour, minute, fixed: true });

export const WEEKDAY_NAMES = String.raw`monday|mon|tuesday|tues|tue|wednesday|weds|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat|sunday|sun`;

/** 0 = Sunday, from any spelling in WEEKDAY_NAMES. */
export function weekdayNumber(name: string): number | undefined {
  const i = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'].indexOf(name.slice(0, 2).toLowerCase());
  return i < 0 ? undefined : i;
}

export const MONTH_NAMES = String.raw`january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|october|oct|november|nov|december|dec`;

/** 1–12, from any spelling in MONTH_NAMES. */
export function monthNumber(name: string): number | undefined {
  const i = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
    name.slice(0, 3).toLowerCase(),
  );
  return i < 0 ? undefined : i + 1;
}

/** "3", "three", "a couple of", "a few": how many units. */
export const AMOUNT = String.raw`\d{1,3}|(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve`;

export function amountValue(text: string): number | undefined {
  const trimmed = text.trim().toLowerCase();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const word = trimmed.replace(/^a\s+/, '').replace(/\s+of$/, '');
  return NUMBER_WORDS[word];
}
