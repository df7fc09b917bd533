import type { EventTime } from '../domain/calendar-event';
import { dayFloor, floatingOf, instantOfFloating, mod } from './floating-time';
import type { Interval } from './interval';
import { type IcalValue, type RecurrenceDate, parseIcalValue } from './parse-recurrence-lines';
import { DAY_MS, isValidTimeZone } from './zoned';

// Frames: how floating times (wall-clock fields stored as if UTC, which rrule iterates without
// any DST) map to real instants for one event.

export interface Candidate {
  /** Identity for de-duplication and EXRULE matching: floating start, or floating day if all-day. */
  key: number;
  interval: Interval;
}

export interface Exclusion {
  instant?: number;
  key?: number;
  /** Floating midnight: removes every instance starting on that local date. */
  day?: number;
}

export interface Frame {
  dtstart: number;
  /** Repeated in wall-clock time, so 09:00–10:00 stays 09:00–10:00 even on a 23-hour day. */
  wallDuration: number;
  keyOf(floating: number): number;
  instanceAt(floating: number): Interval;
  rdate(date: RecurrenceDate): Candidate;
  exclusion(value: IcalValue): Exclusion;
  until(value: IcalValue): number;
}

export function timedFrame(time: Extract<EventTime, { kind: 'timed' }>): Frame | null {
  const zone = time.timeZone;
  // Without a real zone there is no wall clock to repeat in.
  if (!isValidTimeZone(zone)) return null;
  const dtstart = floatingOf(time.start, zone);
  const realDuration = time.end - time.start;
  const wallEnd = floatingOf(time.end, zone);
  const wallDuration = wallEnd > dtstart ? wallEnd - dtstart : realDuration;

  // A wall-clock end can land in a DST gap or fold and come out before the start.
  const span = (start: number, floatingEnd: number): Interval => {
    const end = instantOfFloating(floatingEnd, zone);
    return { start, end: end > start ? end : start + realDuration };
  };
  const resolve = (value: IcalValue): { floating: number; instant: number } => {
    switch (value.kind) {
      case 'utc':
        return { floating: floatingOf(value.instant, zone), instant: value.instant };
      case 'local': {
        const valueZone = value.zone ?? zone;
        const instant = instantOfFloating(value.floating, valueZone);
        return { floating: valueZone === zone ? value.floating : floatingOf(instant, zone), instant };
      }
      case 'date': {
        // A bare date on a timed event means that day at the event's usual time.
        const floating = value.floating + mod(dtstart, DAY_MS);
        return { floating, instant: instantOfFloating(floating, zone) };
      }
    }
  };

  return {
    dtstart,
    wallDuration,
    keyOf: (f) => f,
    // The first instance keeps its exact instants, which a fold (01:30 happening twice) could not recover.
    instanceAt: (f) =>
      f === dtstart ? { start: time.start, end: time.end } : span(instantOfFloating(f, zone), f + wallDuration),
    rdate: ({ start, end }) => {
      const at = resolve(start);
      if (end === null) return { key: at.floating, interval: span(at.instant, at.floating + wallDuration) };
      if (end.kind === 'duration') return { key: at.floating, interval: span(at.instant, at.floating + end.ms) };
      return { key: at.floating, interval: span(at.instant, resolve(end.value).floating) };
    },
    exclusion: (value) => (value.kind === 'date' ? { day: value.floating } : { instant: resolve(value).instant }),
    until: (value) => {
      // A date-only UNTIL on a timed event is read as the whole of that day, not its first instant.
      if (value.kind === 'date') return value.floating + DAY_MS - 1;
      return resolve(value).floating;
    },
  };
}

export function allDayFrame(time: Extract<EventTime, { kind: 'allDay' }>, viewZone: string): Frame | null {
  const dtstart = dateToFloating(time.startDate);
  const endFloating = dateToFloating(time.endDate);
  if (dtstart === null || endFloating === null) return null;
  const wallDuration = endFloating > dtstart ? endFloating - dtstart : DAY_MS;
  const instanceAt = (f: number): Interval => {
    const day = dayFloor(f);
    return { start: instantOfFloating(day, viewZone), end: instantOfFloating(day + wallDuration, viewZone) };
  };
  // Dates are read as written: a UTC value's own date, not the date it falls on for the viewer.
  const dayOf = (value: IcalValue): number => dayFloor(value.kind === 'utc' ? value.instant : value.floating);
  return {
    dtstart,
    wallDuration,
    keyOf: dayFloor,
    instanceAt,
    // A PERIOD's own length is ignored: an all-day instance lasts as many days as the event.
    rdate: ({ start }) => ({ key: dayOf(start), interval: instanceAt(dayOf(start)) }),
    exclusion: (value) => ({ key: dayOf(value) }),
    until: (value) => (value.kind === 'utc' ? value.instant : value.floating),
  };
}

function dateToFloating(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (m === null) return null;
  const value = parseIcalValue(`${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`, null);
  return value?.kind === 'date' ? value.floating : null;
}
