import type { GoogleEventJson } from './api';
import { asRecord, type EventTiming, readTiming } from './event-times';
import { parseRecurrence, type RecurrenceSet } from './recurrence-set';
import {
  DAY_MS,
  dateOfFloating,
  dateStamp,
  floatingOf,
  floatingOfDate,
  formatInZone,
  instantOfFloating,
  parseDateTime,
  utcStamp,
} from './zone-time';

/** A recurring event ready to expand. */
export interface Series {
  event: GoogleEventJson;
  id: string;
  timing: EventTiming;
  set: RecurrenceSet;
}

/** One instance by its original (unmodified) times. */
export interface Occurrence {
  floatingStart: number;
  start: number;
  end: number;
  /** The id suffix: 20261102T140000Z, or 20261102 for all-day. */
  stamp: string;
  /** Matches a stored exception's originalStartTime (see originalKey). */
  key: string;
}

export interface Window {
  start: number;
  end: number;
}

export const EVERYTHING: Window = { start: -Infinity, end: Infinity };

/** Unbounded rules stop here per series and request; Google pages further, tests never need to. */
const MAX_OCCURRENCES = 2500;
const MAX_RULE_STEPS = 100_000;

export function isRecurring(event: GoogleEventJson): boolean {
  return Array.isArray(event.recurrence) && event.recurrence.length > 0 && event.recurringEventId === undefined;
}

/** The series view of a stored recurring event; undefined for single events and exceptions. */
export function seriesOf(event: GoogleEventJson, calendarZone: string): Series | undefined {
  if (!isRecurring(event) || typeof event.id !== 'string') return undefined;
  const timing = readTiming(event, calendarZone);
  if (timing === undefined) return undefined;
  try {
    return { event, id: event.id, timing, set: parseRecurrence(event.recurrence, timing) };
  } catch {
    return undefined;
  }
}

/** The series' instances overlapping `window`, by their original times, earliest first. */
export function expandOccurrences(series: Series, window: Window, limit = MAX_OCCURRENCES): Occurrence[] {
  const { timing, set } = series;
  const low = Number.isFinite(window.start) ? floatingOf(window.start, timing.zone) - timing.length - 2 * DAY_MS : -Infinity;
  const high = Number.isFinite(window.end) ? floatingOf(window.end, timing.zone) + 2 * DAY_MS : Infinity;
  // DTSTART is always the first instance (RFC 5545), even when the rule itself would skip it.
  const starts = new Set<number>([timing.floatingStart, ...set.added]);
  for (const rule of set.rules) {
    rule.all((date, steps) => {
      const floating = date.getTime();
      if (floating >= high || steps > MAX_RULE_STEPS) return false;
      if (floating >= low) starts.add(floating);
      return starts.size <= limit + set.removed.size + set.added.length + 1;
    });
  }
  return [...starts]
    .filter((floating) => !set.removed.has(floating) && floating >= timing.floatingStart)
    .sort((a, b) => a - b)
    .map((floating) => occurrenceAt(series, floating))
    .filter((o) => o.end > window.start && o.start < window.end)
    .slice(0, limit);
}

function occurrenceAt({ timing }: Series, floating: number): Occurrence {
  const start = instantOfFloating(floating, timing.zone);
  if (timing.allDay) {
    const date = dateOfFloating(floating);
    return {
      floatingStart: floating,
      start,
      end: instantOfFloating(floating + timing.length, timing.zone),
      stamp: dateStamp(floating),
      key: `d${date}`,
    };
  }
  return { floatingStart: floating, start, end: start + timing.length, stamp: utcStamp(start), key: `t${String(start)}` };
}

/** Splits `<seriesId>_<stamp>` into its parts. */
export function splitInstanceId(id: string): { seriesId: string; stamp: string } | undefined {
  const m = /^(.+)_(\d{8}(?:T\d{6}Z)?)$/.exec(id);
  return m?.[1] === undefined || m[2] === undefined ? undefined : { seriesId: m[1], stamp: m[2] };
}

/** The occurrence an instance id's stamp names, if the series has one there. */
export function occurrenceOfStamp(series: Series, stamp: string): Occurrence | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/.exec(stamp);
  if (m === null) return undefined;
  const date = `${m[1] ?? ''}-${m[2] ?? ''}-${m[3] ?? ''}`;
  if (series.timing.allDay !== (m[4] === undefined)) return undefined;
  const start = series.timing.allDay
    ? instantOfFloating(floatingOfDate(date), series.timing.zone)
    : Date.parse(`${date}T${m[4] ?? ''}:${m[5] ?? ''}:${m[6] ?? ''}Z`);
  return expandOccurrences(series, { start, end: start + 1 }).find((o) => o.stamp === stamp);
}

/** The key of a stored exception's originalStartTime, comparable with Occurrence.key. */
export function originalKey(event: GoogleEventJson, calendarZone: string): string | undefined {
  const original = asRecord(event.originalStartTime);
  if (original === undefined) return undefined;
  if (typeof original.date === 'string') return `d${original.date}`;
  if (typeof original.dateTime !== 'string') return undefined;
  const zone = typeof original.timeZone === 'string' ? original.timeZone : calendarZone;
  return `t${String(parseDateTime(original.dateTime, zone))}`;
}

const instanceIdOf = (series: Series, occurrence: Occurrence): string => `${series.id}_${occurrence.stamp}`;

/** An instance as Google shows one: the series' fields at this occurrence's times, with its own id and etag. */
export function virtualInstance(series: Series, occurrence: Occurrence, htmlLink: (id: string) => string): GoogleEventJson {
  const { recurrence: _recurrence, ...fields } = series.event;
  const { timing } = series;
  const id = instanceIdOf(series, occurrence);
  const startZone = asRecord(series.event.start)?.timeZone;
  const endZone = asRecord(series.event.end)?.timeZone;
  const at = (instant: number, zone: unknown): Record<string, unknown> =>
    typeof zone === 'string'
      ? { dateTime: formatInZone(instant, zone), timeZone: zone }
      : { dateTime: formatInZone(instant, timing.zone) };
  const start = timing.allDay ? { date: dateOfFloating(occurrence.floatingStart) } : at(occurrence.start, startZone);
  const end = timing.allDay
    ? { date: dateOfFloating(occurrence.floatingStart + timing.length) }
    : at(occurrence.end, endZone ?? startZone);
  return {
    ...fields,
    etag: instanceEtag(String(series.event.etag), occurrence.stamp),
    id,
    htmlLink: htmlLink(id),
    start,
    end,
    recurringEventId: series.id,
    originalStartTime: { ...start },
  };
}

/** A stable etag per (series version, instance), in Google's quoted-number shape. */
function instanceEtag(seriesEtag: string, stamp: string): string {
  const base = Number(seriesEtag.replace(/"/g, ''));
  let hash = 0;
  for (const ch of stamp) hash = (hash * 31 + ch.charCodeAt(0)) % 997;
  return `"${String((Number.isFinite(base) ? base : 0) + hash + 1)}"`;
}
