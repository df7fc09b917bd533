import type { CalendarRecord, EventStore } from './event-store';
import { asRecord } from './event-times';
import { overlaps, spanOf } from './event-lookup';
import { type Window } from './expand-instances';
import { required, timeRangeEmpty } from './google-errors';
import { type Reply, jsonReply } from './http-io';
import { selectEvents } from './select-events';
import { formatInZone, isValidZone, parseDateTime } from './zone-time';

export interface BusyPeriod {
  start: string;
  end: string;
}

/**
 * freebusy.query: for each asked id, the busy periods in the range, clipped and merged. The account's
 * calendars answer from their events (not cancelled, opaque, not declined by the account); other
 * people answer what setFreeBusy gave them; anyone else answers Google's notFound entry.
 */
export function queryFreeBusy(store: EventStore, others: ReadonlyMap<string, readonly BusyPeriod[]>, body: unknown): Reply {
  const request = asRecord(body) ?? {};
  if (typeof request.timeMin !== 'string') throw required('Missing timeMin parameter.');
  if (typeof request.timeMax !== 'string') throw required('Missing timeMax parameter.');
  const zone = typeof request.timeZone === 'string' && isValidZone(request.timeZone) ? request.timeZone : 'UTC';
  const window = { start: parseDateTime(request.timeMin, zone), end: parseDateTime(request.timeMax, zone) };
  if (window.end <= window.start) throw timeRangeEmpty('timeMax');
  const items = Array.isArray(request.items) ? (request.items as unknown[]) : [];
  const calendars: Record<string, unknown> = {};
  for (const item of items) {
    const id = asRecord(item)?.id;
    if (typeof id !== 'string') continue;
    const calendar = store.find(id);
    const extra = others.get(calendar?.id ?? id);
    if (calendar === undefined && extra === undefined) {
      calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
      continue;
    }
    const periods = [
      ...(calendar === undefined ? [] : calendarBusy(store, calendar, window)),
      ...(extra ?? []).map((p) => ({ start: Date.parse(p.start), end: Date.parse(p.end) })),
    ];
    calendars[id] = {
      busy: mergeClipped(periods, window).map((p) => ({ start: formatInZone(p.start, zone), end: formatInZone(p.end, zone) })),
    };
  }
  return jsonReply({
    kind: 'calendar#freeBusy',
    timeMin: new Date(window.start).toISOString(),
    timeMax: new Date(window.end).toISOString(),
    calendars,
  });
}

function calendarBusy(store: EventStore, calendar: CalendarRecord, window: Window): Window[] {
  const zone = store.zoneOf(calendar);
  return selectEvents(store, calendar, { window, singleEvents: true, showDeleted: false })
    .filter((event) => event.status !== 'cancelled' && event.transparency !== 'transparent' && overlaps(event, zone, window))
    .filter((event) => !declinedByAccount(store, event.attendees))
    .map((event) => spanOf(event, zone))
    .filter((span) => span !== undefined);
}

function declinedByAccount(store: EventStore, attendees: unknown): boolean {
  if (!Array.isArray(attendees)) return false;
  return attendees.some((attendee) => {
    const entry = asRecord(attendee);
    if (entry?.responseStatus !== 'declined') return false;
    return entry.self === true || (typeof entry.email === 'string' && entry.email.toLowerCase() === store.account.toLowerCase());
  });
}

function mergeClipped(periods: Window[], window: Window): Window[] {
  const clipped = periods
    .map((p) => ({ start: Math.max(p.start, window.start), end: Math.min(p.end, window.end) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start);
  const merged: Window[] = [];
  for (const period of clipped) {
    const last = merged.at(-1);
    if (last !== undefined && period.start <= last.end) last.end = Math.max(last.end, period.end);
    else merged.push({ ...period });
  }
  return merged;
}
