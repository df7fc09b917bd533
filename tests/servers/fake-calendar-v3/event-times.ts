import type { GoogleEventJson } from './api';
import { invalid, required, timeRangeEmpty } from './google-errors';
import { floatingOf, floatingOfDate, hasOffset, instantOfFloating, isValidZone, parseDateTime } from './zone-time';

/** When an event happens, read from its start and end. */
export interface EventTiming {
  allDay: boolean;
  /** Instants; an all-day event spans its dates' midnights in the calendar's zone. */
  start: number;
  end: number;
  /** The zone its wall clock lives in: start.timeZone, else the calendar's. */
  zone: string;
  /** The start's wall clock (timed) or date (all-day) as floating ms, where recurrence is walked. */
  floatingStart: number;
  /** The length instances copy: real ms for timed events, whole floating days for all-day ones. */
  length: number;
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The timing of an event already known to be valid; undefined when its times cannot be read. */
export function readTiming(event: GoogleEventJson, calendarZone: string): EventTiming | undefined {
  const start = asRecord(event.start);
  const end = asRecord(event.end);
  if (start === undefined || end === undefined) return undefined;
  const startDate = text(start.date);
  const endDate = text(end.date);
  if (startDate !== undefined && endDate !== undefined) {
    const floatingStart = floatingOfDate(startDate);
    const floatingEnd = floatingOfDate(endDate);
    return {
      allDay: true,
      start: instantOfFloating(floatingStart, calendarZone),
      end: instantOfFloating(floatingEnd, calendarZone),
      zone: calendarZone,
      floatingStart,
      length: floatingEnd - floatingStart,
    };
  }
  const startTime = text(start.dateTime);
  const endTime = text(end.dateTime);
  if (startTime === undefined || endTime === undefined) return undefined;
  const zone = text(start.timeZone) ?? calendarZone;
  const startMs = parseDateTime(startTime, zone);
  const endMs = parseDateTime(endTime, text(end.timeZone) ?? zone);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return undefined;
  return { allDay: false, start: startMs, end: endMs, zone, floatingStart: floatingOf(startMs, zone), length: endMs - startMs };
}

/**
 * Google's checks on an event's times, in its words: both present, each a date or a dateTime, the
 * same kind, a zone wherever the wall clock needs one (always, for recurring events), end after start.
 */
export function validateTimes(event: GoogleEventJson, calendarZone: string): EventTiming {
  const recurring = Array.isArray(event.recurrence) && event.recurrence.length > 0;
  const start = checkOne('start', event.start, recurring);
  const end = checkOne('end', event.end, recurring);
  if (start !== end) throw invalid('Start and end times must either both be date or both be dateTime.');
  const timing = readTiming(event, calendarZone);
  if (timing === undefined) throw invalid('Invalid start time.');
  if (timing.end <= timing.start) throw timeRangeEmpty();
  return timing;
}

function checkOne(which: 'start' | 'end', value: unknown, recurring: boolean): 'date' | 'dateTime' {
  const time = asRecord(value);
  if (time === undefined) throw required(`Missing ${which} time.`);
  const date = text(time.date);
  const dateTime = text(time.dateTime);
  const zone = text(time.timeZone);
  if (date === undefined && dateTime === undefined) throw required(`Missing ${which} time.`);
  if (date !== undefined && dateTime !== undefined) throw invalid(`Invalid ${which} time.`);
  if (zone !== undefined && !isValidZone(zone)) throw invalid(`Invalid time zone definition for ${which} time.`);
  if (dateTime === undefined) return 'date';
  if (zone === undefined && (recurring || !hasOffset(dateTime)))
    throw required(`Missing time zone definition for ${which} time.`);
  return 'dateTime';
}

/** True when two versions of an event start or end at different times (Google then bumps sequence). */
export function timesDiffer(a: GoogleEventJson, b: GoogleEventJson, calendarZone: string): boolean {
  const x = readTiming(a, calendarZone);
  const y = readTiming(b, calendarZone);
  return x?.start !== y?.start || x?.end !== y?.end || x?.allDay !== y?.allDay;
}
