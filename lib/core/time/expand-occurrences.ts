import type { CalendarEvent, EventOccurrence, EventTime } from '../domain/calendar-event';
import { expandRecurrence } from './expand-recurrence';
import { type Interval, isEmpty, overlaps } from './interval';
import { allDayFrame, timedFrame } from './occurrence-frame';
import { parseRecurrenceLines } from './parse-recurrence-lines';
import { isValidTimeZone, isoDateToInstant } from './zoned';

export interface ExpandOptions {
  /** Upper bound on occurrences returned, so a rule like FREQ=SECONDLY cannot exhaust memory. */
  maxOccurrences?: number;
}

const DEFAULT_MAX_OCCURRENCES = 5000;

/** The instants an all-day event covers for someone in `zone`: local midnight to local midnight. */
export function occurrenceIntervalOfAllDay(startDate: string, endDate: string, zone: string): Interval {
  return { start: isoDateToInstant(startDate, zone), end: isoDateToInstant(endDate, zone) };
}

/**
 * The occurrences of `event` overlapping the half-open `range`, sorted by start. Recurring timed
 * events repeat in the wall-clock time of their own zone (09:00 New York stays 09:00 across DST);
 * all-day events are placed in `viewZone`, because a date means a different instant for each viewer.
 * Transparency is ignored: whether an occurrence blocks time is the caller's decision.
 * An unknown `viewZone` is a caller bug and throws RangeError; bad recurrence data never throws.
 */
export function expandOccurrences(
  event: CalendarEvent,
  range: Interval,
  viewZone: string,
  options: ExpandOptions = {},
): EventOccurrence[] {
  if (!isValidTimeZone(viewZone)) throw new RangeError(`unknown time zone: ${viewZone}`);
  const cap = Math.max(0, Math.floor(options.maxOccurrences ?? DEFAULT_MAX_OCCURRENCES));
  if (isEmpty(range) || cap === 0) return [];

  const allDay = event.time.kind === 'allDay';
  const lines = event.recurrence ?? [];
  // Most events happen once: their own times are the occurrence, with no wall clock to work out.
  if (lines.length === 0 && event.time.kind === 'timed') {
    const { start, end } = event.time;
    return overlaps({ start, end }, range) ? [{ event, start, end, allDay }] : [];
  }
  const frame = event.time.kind === 'timed' ? timedFrame(event.time) : allDayFrame(event.time, viewZone);
  // A line we cannot read must not take the calendar down with it; showing the event once is the
  // least wrong fallback, since the first instance is the only one the event's own times vouch for.
  const recurrence = frame !== null && lines.length > 0 ? parseRecurrenceLines(lines) : null;
  if (frame === null || recurrence === null) {
    const only = frame === null ? singleInterval(event.time, viewZone) : frame.instanceAt(frame.dtstart);
    return overlaps(only, range) ? [{ event, start: only.start, end: only.end, allDay }] : [];
  }

  const candidates = expandRecurrence(frame, recurrence, range, cap);
  return candidates
    .sort((a, b) => a.interval.start - b.interval.start || a.interval.end - b.interval.end)
    .slice(0, cap)
    .map((c) => ({ event, start: c.interval.start, end: c.interval.end, allDay }));
}

function singleInterval(time: EventTime, viewZone: string): Interval {
  return time.kind === 'timed'
    ? { start: time.start, end: time.end }
    : occurrenceIntervalOfAllDay(time.startDate, time.endDate, viewZone);
}
