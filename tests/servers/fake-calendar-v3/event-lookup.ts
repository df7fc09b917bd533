import type { GoogleEventJson } from './api';
import type { CalendarRecord, EventStore } from './event-store';
import { readTiming } from './event-times';
import {
  occurrenceOfStamp,
  originalKey,
  type Series,
  seriesOf,
  splitInstanceId,
  virtualInstance,
  type Window,
} from './expand-instances';
import { parseDateTime } from './zone-time';

export interface Lookup {
  event: GoogleEventJson;
  /** False for an instance that exists only through its series' rule. */
  stored: boolean;
  /** The series, when the id named one of its instances. */
  series?: Series;
}

/**
 * The stored event with this id, or else the instance a `<seriesId>_<stamp>` id names: its stored
 * exception when there is one, otherwise the instance the rule makes (cancelled with its series).
 */
export function lookupEvent(store: EventStore, calendar: CalendarRecord, eventId: string): Lookup | undefined {
  const stored = calendar.events.get(eventId);
  if (stored !== undefined) return { event: stored, stored: true };
  const parts = splitInstanceId(eventId);
  const seriesEvent = parts === undefined ? undefined : calendar.events.get(parts.seriesId);
  if (parts === undefined || seriesEvent === undefined) return undefined;
  const zone = store.zoneOf(calendar);
  const series = seriesOf(seriesEvent, zone);
  const occurrence = series === undefined ? undefined : occurrenceOfStamp(series, parts.stamp);
  if (series === undefined || occurrence === undefined) return undefined;
  const exception = exceptionsOf(calendar, series.id).find((e) => originalKey(e, zone) === occurrence.key);
  if (exception !== undefined) return { event: exception, stored: true, series };
  const virtual = virtualInstance(series, occurrence, (id) => store.htmlLink(calendar, id));
  if (seriesEvent.status === 'cancelled') virtual.status = 'cancelled';
  return { event: virtual, stored: false, series };
}

/** Stored exceptions (modified or cancelled instances) of a series. */
export function exceptionsOf(calendar: CalendarRecord, seriesId: string): GoogleEventJson[] {
  return [...calendar.events.values()].filter((e) => e.recurringEventId === seriesId);
}

/** The instants an event covers; a cancelled exception without times sits at its original start. */
export function spanOf(event: GoogleEventJson, calendarZone: string): Window | undefined {
  const timing = readTiming(event, calendarZone);
  if (timing !== undefined) return { start: timing.start, end: timing.end };
  const key = originalKey(event, calendarZone);
  if (key === undefined) return undefined;
  const at = key.startsWith('d') ? parseDateTime(`${key.slice(1)}T00:00:00`, calendarZone) : Number(key.slice(1));
  return { start: at, end: at + 1 };
}

/** Google's list rule: an event is in the range when it ends after timeMin and starts before timeMax. */
export function overlaps(event: GoogleEventJson, calendarZone: string, window: Window): boolean {
  const span = spanOf(event, calendarZone);
  if (span === undefined) return window.start === -Infinity && window.end === Infinity;
  return span.end > window.start && span.start < window.end;
}
