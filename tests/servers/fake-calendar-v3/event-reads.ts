import type { GoogleEventJson } from './api';
import { type CalendarRecord, calendarOrNotFound, type EventStore } from './event-store';
import { lookupEvent } from './event-lookup';
import { EVERYTHING, originalKey, seriesOf, type Window } from './expand-instances';
import { badRequest, deleted, notFound, timeRangeEmpty } from './google-errors';
import { type Reply, jsonReply } from './http-io';
import { pageOf } from './pagination';
import { byStart, byUpdated, matchesFilters, selectEvents, seriesInstances } from './select-events';
import { isDate, parseDateTime } from './zone-time';

const EVENT_PAGE = { default: 250, max: 2500 };

/**
 * get "always returns" cancelled events; an instance id answers the instance (or its exception).
 * If-None-Match with the current etag answers 304 Not Modified, as Google's conditional GET does.
 */
export function getEvent(store: EventStore, calendarId: string, eventId: string, ifNoneMatch?: string): Reply {
  const calendar = calendarOrNotFound(store, calendarId);
  const found = lookupEvent(store, calendar, eventId);
  if (found === undefined) throw notFound();
  const etag = String(found.event.etag);
  if (ifNoneMatch === etag) return { status: 304, headers: { ETag: etag } };
  return jsonReply(structuredClone(found.event), etag);
}

export function listEvents(store: EventStore, calendarId: string, query: URLSearchParams): Reply {
  const calendar = calendarOrNotFound(store, calendarId);
  const singleEvents = query.get('singleEvents') === 'true';
  const orderBy = query.get('orderBy');
  if (orderBy === 'startTime' && !singleEvents) {
    throw badRequest('The requested ordering is not available for the particular query.');
  }
  // "When [updatedMin is] specified, entries deleted since this time will always be included regardless of showDeleted."
  const showDeleted = query.get('showDeleted') === 'true' || query.has('updatedMin');
  const selected = selectEvents(store, calendar, { window: windowOf(query), singleEvents, showDeleted });
  const items = selected.filter((event) => matchesFilters(event, query));
  items.sort(orderBy === 'updated' ? byUpdated : byStart(store.zoneOf(calendar)));
  return jsonReply(eventsPage(store, calendar, items, query));
}

export function listInstances(store: EventStore, calendarId: string, eventId: string, query: URLSearchParams): Reply {
  const calendar = calendarOrNotFound(store, calendarId);
  const zone = store.zoneOf(calendar);
  const event = calendar.events.get(eventId);
  if (event === undefined) throw notFound();
  const series = seriesOf(event, zone);
  if (series === undefined) throw badRequest();
  if (event.status === 'cancelled') throw deleted();
  let items = seriesInstances(store, calendar, series, windowOf(query), query.get('showDeleted') === 'true');
  const originalStart = query.get('originalStart');
  if (originalStart !== null) {
    const key = isDate(originalStart) ? `d${originalStart}` : `t${String(parseDateTime(originalStart, zone))}`;
    items = items.filter((instance) => originalKey(instance, zone) === key);
  }
  items.sort(byStart(zone));
  return jsonReply(eventsPage(store, calendar, items, query));
}

/** timeMin and timeMax as a window; Google refuses one that is empty. */
function windowOf(query: URLSearchParams): Window {
  const min = query.get('timeMin');
  const max = query.get('timeMax');
  const window = {
    start: min === null ? EVERYTHING.start : Date.parse(min),
    end: max === null ? EVERYTHING.end : Date.parse(max),
  };
  if (window.end <= window.start) throw timeRangeEmpty('timeMax');
  return window;
}

function eventsPage(store: EventStore, calendar: CalendarRecord, items: GoogleEventJson[], query: URLSearchParams): unknown {
  const stored = [...calendar.events.values()];
  const updated = stored
    .map((e) => String(e.updated))
    .sort()
    .at(-1);
  const newest = stored.map((e) => Number(String(e.etag).replace(/"/g, ''))).reduce((a, b) => Math.max(a, b), 0);
  const page = pageOf(items, query, EVENT_PAGE);
  return {
    kind: 'calendar#events',
    etag: `"p${String(newest)}"`,
    summary: calendar.summary,
    updated: updated ?? store.now(),
    timeZone: store.zoneOf(calendar),
    accessRole: calendar.accessRole,
    defaultReminders: [],
    ...(page.nextPageToken === undefined ? {} : { nextPageToken: page.nextPageToken }),
    items: structuredClone(page.items),
  };
}
