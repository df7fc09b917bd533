import { newEventIdSchema, type CalendarEvent, type EventId, type EventTime } from '../core/domain/calendar-event';
import { KairosError } from '../core/errors';
import { expandOccurrences } from '../core/time/expand-occurrences';
import { floatingOf, instantOfFloating } from '../core/time/floating-time';
import { DAY_MS, isoDateToInstant } from '../core/time/zoned';
import { addDaysToDate, daysBetween, endRule, untilDate, untilInstant } from './google-rrule-edit';

// The time arithmetic of editing a whole series from one of its occurrences.

/**
 * How an occurrence was moved, to apply to its series: in wall-clock terms of the series' zone,
 * so moving a 09:00 instance in summer to 10:00 moves a series that started in winter to 10:00
 * too, not to whatever 10:00 summer time is in winter.
 */
export type TimeShift =
  | { kind: 'timed'; startBy: number; wallDuration: number; realDuration: number; zone: string; days: number }
  | { kind: 'allDay'; days: number; length: number };

export function shiftBetween(before: EventTime, after: EventTime, seriesZone: string): TimeShift {
  if (before.kind === 'allDay' && after.kind === 'allDay') {
    return {
      kind: 'allDay',
      days: daysBetween(before.startDate, after.startDate),
      length: daysBetween(after.startDate, after.endDate),
    };
  }
  if (before.kind === 'timed' && after.kind === 'timed') {
    const oldStart = floatingOf(before.start, seriesZone);
    const newStart = floatingOf(after.start, seriesZone);
    return {
      kind: 'timed',
      startBy: newStart - oldStart,
      wallDuration: floatingOf(after.end, seriesZone) - newStart,
      realDuration: after.end - after.start,
      // A change of zone on the occurrence is a change of zone for the series; otherwise it keeps its own.
      zone: after.timeZone === before.timeZone ? seriesZone : after.timeZone,
      days: Math.floor(newStart / DAY_MS) - Math.floor(oldStart / DAY_MS),
    };
  }
  throw new KairosError(
    'invalid_input',
    'Kairos cannot turn a whole series between all-day and timed — change it in Google Calendar, or change one occurrence.',
  );
}

/** The series' own time moved as its occurrence was. */
export function applyShift(series: EventTime, shift: TimeShift): EventTime {
  if (series.kind === 'allDay' && shift.kind === 'allDay') {
    const startDate = addDaysToDate(series.startDate, shift.days);
    return { kind: 'allDay', startDate, endDate: addDaysToDate(startDate, Math.max(1, shift.length)) };
  }
  if (series.kind === 'timed' && shift.kind === 'timed') {
    const zone = series.timeZone;
    const startFloating = floatingOf(series.start, zone) + shift.startBy;
    const start = instantOfFloating(startFloating, zone);
    // A wall-clock end in a DST gap or fold can come out at or before the start: keep the real length.
    const wallEnd = instantOfFloating(startFloating + shift.wallDuration, zone);
    const end = wallEnd > start ? wallEnd : start + shift.realDuration;
    return { kind: 'timed', start, end, timeZone: shift.zone };
  }
  // The occurrence's kind matched its series' when the shift was made, so this cannot happen.
  throw new KairosError('internal', 'A series and its occurrence disagree on being all-day.');
}

/** Where an occurrence sat in its series before any move: its originalStart, else its start. */
export function originalStartOf(occurrence: CalendarEvent): number | string {
  if (occurrence.originalStart !== undefined) return occurrence.originalStart;
  return occurrence.time.kind === 'timed' ? occurrence.time.start : occurrence.time.startDate;
}

export function isFirstOccurrence(series: CalendarEvent, originalStart: number | string): boolean {
  return series.time.kind === 'timed' ? series.time.start === originalStart : series.time.startDate === originalStart;
}

/**
 * The rule ended just before the occurrence: UNTIL one second before it for a timed series (UNTIL
 * is inclusive), the day before it for an all-day one.
 */
export function ruleEndingBefore(rule: string, originalStart: number | string): string {
  if (typeof originalStart === 'number') return endRule(rule, untilInstant(originalStart - 1000));
  return endRule(rule, untilDate(addDaysToDate(originalStart, -1)));
}

/**
 * How many times the rule (alone: COUNT counts before EXDATE removes any, RFC 5545 §3.8.5.3)
 * happened before the occurrence, so the split-off series repeats only as many times as are left.
 */
export function occurrencesBefore(series: CalendarEvent, rule: string, originalStart: number | string, count: number): number {
  const zone = series.time.kind === 'timed' ? series.time.timeZone : 'UTC';
  const seriesStart = series.time.kind === 'timed' ? series.time.start : isoDateToInstant(series.time.startDate, zone);
  const end = typeof originalStart === 'number' ? originalStart : isoDateToInstant(originalStart, zone);
  return expandOccurrences({ ...series, recurrence: [rule] }, { start: seriesStart, end }, zone, { maxOccurrences: count })
    .length;
}

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

/**
 * The id of the series split off at an occurrence: a hash of the series and where the occurrence
 * sat, so a retried split inserts the same id and finds its own series instead of making another.
 */
export async function splitSeriesId(seriesId: string, originalStart: number | string): Promise<EventId> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${seriesId}|${String(originalStart)}`),
  );
  // 26 characters of 32 symbols from 26 bytes, as lib/adapters/crypto-ids makes its ids (256 % 32 = 0: no bias).
  return newEventIdSchema.parse(Array.from(new Uint8Array(digest).slice(0, 26), (b) => BASE32HEX[b % 32]).join(''));
}
