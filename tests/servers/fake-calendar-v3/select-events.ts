import type { GoogleEventJson } from './api';
import type { CalendarRecord, EventStore } from './event-store';
import { exceptionsOf, overlaps, spanOf } from './event-lookup';
import { asRecord } from './event-times';
import { expandOccurrences, originalKey, type Series, seriesOf, virtualInstance, type Window } from './expand-instances';

export interface Selection {
  window: Window;
  singleEvents: boolean;
  showDeleted: boolean;
}

/**
 * The events events.list returns before its filters, with Google's rules for what is left out:
 * - cancelled events only with showDeleted (but cancelled exceptions of a live series always
 *   appear when singleEvents is false: clients need them to hide those instances);
 * - with singleEvents, each series becomes its instances, stored exceptions replacing theirs.
 */
export function selectEvents(store: EventStore, calendar: CalendarRecord, selection: Selection): GoogleEventJson[] {
  const zone = store.zoneOf(calendar);
  const { window, singleEvents, showDeleted } = selection;
  const out: GoogleEventJson[] = [];
  for (const event of calendar.events.values()) {
    const parentId = event.recurringEventId;
    if (typeof parentId === 'string' && calendar.events.has(parentId)) {
      // An exception: expanded with its series below, or listed on its own.
      if (!singleEvents && overlaps(event, zone, window)) out.push(event);
      continue;
    }
    const series = seriesOf(event, zone);
    const visible = event.status !== 'cancelled' || showDeleted;
    if (series === undefined) {
      if (visible && overlaps(event, zone, window)) out.push(event);
    } else if (!singleEvents) {
      if (visible && expandOccurrences(series, window, 1).length > 0) out.push(event);
    } else {
      out.push(...seriesInstances(store, calendar, series, window, showDeleted));
    }
  }
  return out;
}

/** A series' instances in the window: those the rule makes, each replaced or removed by its stored exception. */
export function seriesInstances(
  store: EventStore,
  calendar: CalendarRecord,
  series: Series,
  window: Window,
  showDeleted: boolean,
): GoogleEventJson[] {
  const zone = store.zoneOf(calendar);
  const exceptions = exceptionsOf(calendar, series.id);
  const shownExceptions = exceptions.filter((e) => overlaps(e, zone, window) && (e.status !== 'cancelled' || showDeleted));
  // "If showDeleted and singleEvents are both True, only single instances of deleted events (but not
  // the underlying recurring events) are returned."
  if (series.event.status === 'cancelled') return showDeleted ? shownExceptions : [];
  const replaced = new Set(exceptions.map((e) => originalKey(e, zone)));
  const made = expandOccurrences(series, window)
    .filter((occurrence) => !replaced.has(occurrence.key))
    .map((occurrence) => virtualInstance(series, occurrence, (id) => store.htmlLink(calendar, id)));
  return [...made, ...shownExceptions];
}

/** q: every term, case-insensitively, somewhere in the fields the reference lists. */
function matchesText(event: GoogleEventJson, q: string): boolean {
  const people = [...(Array.isArray(event.attendees) ? (event.attendees as unknown[]) : []), event.organizer].map(asRecord);
  const haystack = [
    event.summary,
    event.description,
    event.location,
    ...people.flatMap((person) => [person?.email, person?.displayName]),
  ]
    .filter((value): value is string => typeof value === 'string')
    .join('\n')
    .toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '')
    .every((term) => haystack.includes(term));
}

/** The filters events.list applies after selecting: q, iCalUID, updatedMin, extended properties, eventTypes. */
export function matchesFilters(event: GoogleEventJson, query: URLSearchParams): boolean {
  const q = query.get('q');
  if (q !== null && !matchesText(event, q)) return false;
  const iCalUID = query.get('iCalUID');
  if (iCalUID !== null && event.iCalUID !== iCalUID) return false;
  const updatedMin = query.get('updatedMin');
  if (updatedMin !== null && Date.parse(String(event.updated)) < Date.parse(updatedMin)) return false;
  const types = query.getAll('eventTypes');
  if (types.length > 0 && !types.includes(typeof event.eventType === 'string' ? event.eventType : 'default')) return false;
  const properties = asRecord(event.extendedProperties);
  for (const [param, scope] of [
    ['privateExtendedProperty', 'private'],
    ['sharedExtendedProperty', 'shared'],
  ] as const) {
    const stored = asRecord(properties?.[scope]);
    for (const constraint of query.getAll(param)) {
      const [name = '', ...value] = constraint.split('=');
      if (stored?.[name] !== value.join('=')) return false;
    }
  }
  return true;
}

/** Start order (all-day events at their zoned midnight), ties by id: stable, as Google promises. */
export function byStart(zone: string): (a: GoogleEventJson, b: GoogleEventJson) => number {
  return (a, b) => (spanOf(a, zone)?.start ?? 0) - (spanOf(b, zone)?.start ?? 0) || String(a.id).localeCompare(String(b.id));
}

export function byUpdated(a: GoogleEventJson, b: GoogleEventJson): number {
  return String(a.updated).localeCompare(String(b.updated)) || String(a.id).localeCompare(String(b.id));
}
