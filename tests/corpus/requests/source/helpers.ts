// Helpers for writing the request corpus by hand: dates as the words mean them, read at the
// reference moment (Tuesday 2026-11-24 09:00 in New York), written out as ISO instants with the
// zone's offset. Nothing here reads the parser: expected values come from the words.
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';

export const ZONE = 'America/New_York';
export const NOW = '2026-11-24T09:00:00-05:00';

export type Voice = 'terse' | 'chatty' | 'asr' | 'non-native' | 'polite' | 'question' | 'imperative' | 'colloquial' | 'formal';

export interface Expect {
  intent?: string;
  title?: string;
  attendees?: string[];
  durationMinutes?: number;
  start?: string;
  end?: string;
  noTime?: true;
  recurrence?: string;
  shiftMinutes?: number;
  timePreference?: 'earlier' | 'later' | 'specific';
  constraints?: { type: string; who?: string; days?: string[]; strength?: 'hard' | 'preference' }[];
  noAction?: true;
  parts?: number;
}

export interface SourceRow {
  text: string;
  category: string;
  voice: Voice;
  expect: Expect;
}

export type Line = readonly [Voice, string, Expect];

/** Rows of one category from [voice, text, expect] lines. */
export function rows(category: string, lines: readonly Line[]): SourceRow[] {
  return lines.map(([voice, text, expect]) => ({ text, category, voice, expect }));
}

// Days around the reference moment (Tuesday 24 November 2026).
export const TODAY = '2026-11-24';
export const WED = '2026-11-25'; // tomorrow
export const THU = '2026-11-26';
export const FRI = '2026-11-27';
export const SAT = '2026-11-28';
export const SUN = '2026-11-29';
export const MON = '2026-11-30'; // "monday", "next monday"
export const NTUE = '2026-12-01'; // "next tuesday"
export const NWED = '2026-12-02';
export const NTHU = '2026-12-03';
export const NFRI = '2026-12-04'; // "next friday"
export const TOMORROW = WED;

/** The instant a wall clock shows in the corpus zone: at('2026-11-27', '15:00'). */
export function at(date: string, time = '00:00'): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return formatISO(new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, ZONE));
}

/** The day after a YYYY-MM-DD date. */
export function nextDate(date: string, days = 1): string {
  const [y, m, d] = date.split('-').map(Number);
  const x = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return x.toISOString().slice(0, 10);
}

/** A whole day, [00:00, next 00:00). */
export function day(date: string): { start: string; end: string } {
  return { start: at(date), end: at(nextDate(date)) };
}

const PARTS = {
  morning: ['08:00', '12:00'],
  afternoon: ['12:00', '17:00'],
  evening: ['17:00', '21:00'],
  tonight: ['18:00', '23:00'],
} as const;

/** A part of a day: morning 08–12, afternoon 12–17, evening 17–21, tonight 18–23. */
export function part(date: string, which: keyof typeof PARTS): { start: string; end: string } {
  const [from, to] = PARTS[which];
  return { start: at(date, from), end: at(date, to) };
}

/** From one wall-clock time to another on the same day. */
export function span(date: string, from: string, to: string): { start: string; end: string } {
  return { start: at(date, from), end: at(date, to) };
}

/** "next week": [Mon 30 Nov, Mon 7 Dec). */
export const NEXT_WEEK = { start: at(MON), end: at('2026-12-07') };
/** "this weekend": [Sat 28 Nov, Mon 30 Nov). */
export const WEEKEND = { start: at(SAT), end: at(MON) };
/** "next month": [1 Dec, 1 Jan). */
export const NEXT_MONTH = { start: at('2026-12-01'), end: at('2027-01-01') };

/** Just the start of a whole day (for rows where only the day is certain). */
export function onDay(date: string): { start: string } {
  return { start: at(date) };
}

export const C = 'create_event';
export const U = 'update_event';
export const D = 'delete_event';
export const Q = 'query_events';
export const B = 'bulk';
export const H = 'help';
export const MORE = 'show_more';

/** "RRULE:FREQ=WEEKLY;BYDAY=MO,WE" from "MO,WE" (and an interval when given). */
export function weekly(byday: string, interval?: number): string {
  return `RRULE:FREQ=WEEKLY;BYDAY=${byday}${interval === undefined ? '' : `;INTERVAL=${String(interval)}`}`;
}
export const WEEKDAYS_RULE = weekly('MO,TU,WE,TH,FR');
export const DAILY = 'RRULE:FREQ=DAILY';
export const MONTHLY = 'RRULE:FREQ=MONTHLY';
export const YEARLY = 'RRULE:FREQ=YEARLY';
export function monthly(byday: string): string {
  return `RRULE:FREQ=MONTHLY;BYDAY=${byday}`;
}
