import { allMatches } from './all-matches';
import { WEEKDAYS, type Weekday } from '../domain/preferences';

/** A weekday name, full or short ("tue", "tues", "thurs"); callers add the plural "s" and `\b`. */
export const DAY_WORD = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)`;

/** "weekdays", "workdays", "the weekend": days named as a group. */
export const DAY_GROUP_WORD = String.raw`(?:week\s?days?|work\s?days?|business\s+days|working\s+days|week-?ends?)`;

export const WORKWEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
export const WEEKEND: readonly Weekday[] = ['sat', 'sun'];

const BY_PREFIX: Readonly<Record<string, Weekday>> = {
  su: 'sun',
  mo: 'mon',
  tu: 'tue',
  we: 'wed',
  th: 'thu',
  fr: 'fri',
  sa: 'sat',
};

/** "Tuesdays" → tue; undefined for anything that is not a weekday name. */
export function weekdayOf(word: string): Weekday | undefined {
  return BY_PREFIX[word.trim().slice(0, 2).toLowerCase()];
}

/** The days a group word names: "weekdays" → mon–fri, "weekend" → sat, sun. */
export function daysOfGroup(word: string): readonly Weekday[] {
  return /end/i.test(word) ? WEEKEND : WORKWEEK;
}

/** "Fri" to "Mon" wraps the weekend: fri, sat, sun, mon. */
export function dayRange(from: Weekday, to: Weekday): Weekday[] {
  const days: Weekday[] = [];
  let i = WEEKDAYS.indexOf(from);
  const end = WEEKDAYS.indexOf(to);
  for (let guard = 0; guard < 7; guard++) {
    const day = WEEKDAYS[i];
    if (day !== undefined) days.push(day);
    if (i === end) break;
    i = (i + 1) % 7;
  }
  return days;
}

const DAY_WORDS = new RegExp(String.raw`\b${DAY_WORD}s?\b`, 'gi');

/** Every weekday named in a list ("Monday, Wednesday or Fri"), in the order given, once each. */
export function weekdaysIn(text: string): Weekday[] {
  const days: Weekday[] = [];
  for (const m of allMatches(DAY_WORDS, text)) {
    const day = weekdayOf(m[0]);
    if (day !== undefined && !days.includes(day)) days.push(day);
  }
  return days;
}

/** Sunday-first week order, as WEEKDAYS: how constraint day lists are written. */
export function sortDays(days: Iterable<Weekday>): Weekday[] {
  const set = new Set(days);
  return WEEKDAYS.filter((d) => set.has(d));
}
