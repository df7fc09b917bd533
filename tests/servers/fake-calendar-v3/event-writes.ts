import type { GoogleEventJson } from './api';
import { conferenceAfterWrite } from './conference';
import { type CalendarRecord, type EventStore, writableCalendar } from './event-store';
import { exceptionsOf, lookupEvent } from './event-lookup';
import { asRecord, timesDiffer, validateTimes } from './event-times';
import { isRecurring, originalKey } from './expand-instances';
import { apiError, conditionNotMet, deleted, GoogleApiError, invalid, notFound } from './google-errors';
import { type Reply, jsonReply } from './http-io';
import { parseRecurrence } from './recurrence-set';
import { formatInZone, parseDateTime } from './zone-time';

/** What an events write handler gets from the request. */
export interface EventWrite {
  calendarId: string;
  eventId: string;
  body: Record<string, unknown>;
  query: URLSearchParams;
  ifMatch: string | undefined;
}

const BASE32HEX_ID = /^[a-v0-9]{5,1024}$/;

// Fields the server owns: a body may carry them (clients echo what they read) but they are not taken.
const SERVER_FIELDS = new Set([
  'kind',
  'etag',
  'id',
  'htmlLink',
  'created',
  'updated',
  'iCalUID',
  'creator',
  'organizer',
  'recurringEventId',
  'originalStartTime',
  'hangoutLink',
  'conferenceData',
]);

function clientFields(body: Record<string, unknown>): GoogleEventJson {
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !SERVER_FIELDS.has(key) && value !== null));
}

const conferenceVersion = (query: URLSearchParams): number => Number(query.get('conferenceDataVersion') ?? '0');
const copy = (event: GoogleEventJson): GoogleEventJson => structuredClone(event);

export function insertEvent(store: EventStore, write: Omit<EventWrite, 'eventId' | 'ifMatch'>): Reply {
  const calendar = writableCalendar(store, write.calendarId);
  const { body } = write;
  let id = store.newEventId();
  if (body.id !== undefined && body.id !== null) {
    if (typeof body.id !== 'string' || !BASE32HEX_ID.test(body.id)) throw invalid('Invalid resource id value.');
    if (calendar.events.has(body.id)) throw apiError(409, 'duplicate');
    id = body.id;
  }
  const fields = clientFields(body);
  checkTimes(store, calendar, fields);
  const conference = conferenceAfterWrite(store, undefined, body, conferenceVersion(write.query));
  const event = save(store, calendar, id, { ...newEventDefaults(store, calendar, id), ...fields, ...conference });
  return jsonReply(copy(event), String(event.etag));
}

/** Top-level merge: what the body names replaces the field whole; null removes it. */
export function patchEvent(store: EventStore, write: EventWrite): Reply {
  const calendar = writableCalendar(store, write.calendarId);
  const current = writeTarget(store, calendar, write);
  const cleared = new Set(Object.keys(write.body).filter((key) => write.body[key] === null));
  const merged: GoogleEventJson = Object.fromEntries(
    Object.entries({ ...current, ...clientFields(write.body) }).filter(([key]) => !cleared.has(key) || SERVER_FIELDS.has(key)),
  );
  if (merged.status !== 'cancelled') checkTimes(store, calendar, merged);
  const conference = conferenceAfterWrite(store, current, write.body, conferenceVersion(write.query));
  delete merged.conferenceData;
  delete merged.hangoutLink;
  const event = save(store, calendar, String(current.id), {
    ...merged,
    ...conference,
    sequence: nextSequence(store, calendar, current, merged, write.body),
  });
  if (event.status === 'cancelled' && isRecurring(event)) cancelExceptions(store, calendar, String(event.id));
  return jsonReply(copy(event), String(event.etag));
}

/** PUT: the body is the whole event; what the server owns carries over. */
export function updateEvent(store: EventStore, write: EventWrite): Reply {
  const calendar = writableCalendar(store, write.calendarId);
  const current = writeTarget(store, calendar, write);
  const fields = clientFields(write.body);
  checkTimes(store, calendar, fields);
  const carried: GoogleEventJson = {};
  for (const key of ['created', 'creator', 'organizer', 'iCalUID', 'recurringEventId', 'originalStartTime']) {
    if (current[key] !== undefined) carried[key] = current[key];
  }
  const event = save(store, calendar, String(current.id), {
    status: 'confirmed',
    ...carried,
    reminders: { useDefault: true },
    eventType: 'default',
    ...fields,
    ...conferenceAfterWrite(store, current, write.body, conferenceVersion(write.query)),
    sequence: nextSequence(store, calendar, current, fields, write.body),
  });
  if (event.status === 'cancelled' && isRecurring(event)) cancelExceptions(store, calendar, String(event.id));
  return jsonReply(copy(event), String(event.etag));
}

/** Deleting keeps the event as cancelled (Google can undelete it); deleting an instance stores a cancelled exception. */
export function deleteEvent(store: EventStore, write: Omit<EventWrite, 'body' | 'query'>): Reply {
  const calendar = writableCalendar(store, write.calendarId);
  const current = writeTarget(store, calendar, write, true);
  const id = String(current.id);
  save(store, calendar, id, { ...current, status: 'cancelled' });
  if (isRecurring(current)) cancelExceptions(store, calendar, id);
  return { status: 204 };
}

/** Stores an event as an insert would, without the checks a test seed does not need. */
export function seedEvent(store: EventStore, calendarId: string, seed: GoogleEventJson): GoogleEventJson {
  const calendar = store.find(calendarId);
  if (calendar === undefined) throw new Error(`seedEvent: no calendar ${calendarId}`);
  const zone = store.zoneOf(calendar);
  const parent = typeof seed.recurringEventId === 'string' ? calendar.events.get(seed.recurringEventId) : undefined;
  const id = seed.id ?? (parent === undefined ? store.newEventId() : `${String(parent.id)}_${stampOfOriginal(seed, zone)}`);
  if (calendar.events.has(id)) throw new Error(`seedEvent: ${calendarId} already has an event ${id}`);
  try {
    if (seed.status !== 'cancelled') checkTimes(store, calendar, seed);
  } catch (error) {
    throw new Error(`seedEvent: ${error instanceof GoogleApiError ? error.message : String(error)}`, { cause: error });
  }
  const event = save(store, calendar, id, { ...newEventDefaults(store, calendar, id, parent), ...seed });
  return copy(event);
}

/** What Google gives a new event before its own fields: confirmed, owned by the calendar, an instance in its series' iCalUID. */
function newEventDefaults(store: EventStore, calendar: CalendarRecord, id: string, series?: GoogleEventJson): GoogleEventJson {
  const owner = { email: calendar.id, self: true };
  return {
    status: 'confirmed',
    created: store.now(),
    creator: owner,
    organizer: owner,
    iCalUID: series?.iCalUID ?? `${id}@google.com`,
    sequence: 0,
    reminders: { useDefault: true },
    eventType: 'default',
  };
}

/** The event a write names (an instance becomes a stored exception), after Google's checks: 404, 410, 412. */
function writeTarget(
  store: EventStore,
  calendar: CalendarRecord,
  write: Pick<EventWrite, 'eventId' | 'ifMatch'>,
  deleting = false,
): GoogleEventJson {
  const found = lookupEvent(store, calendar, write.eventId);
  if (found === undefined) throw notFound();
  // A patch may undelete (status "confirmed"); an instance of a deleted series is gone for good.
  const seriesDeleted = !found.stored && found.series?.event.status === 'cancelled';
  if (seriesDeleted || (deleting && found.event.status === 'cancelled')) throw deleted();
  if (write.ifMatch !== undefined && write.ifMatch !== '*' && write.ifMatch !== found.event.etag) throw conditionNotMet();
  return found.event;
}

function checkTimes(store: EventStore, calendar: CalendarRecord, event: GoogleEventJson): void {
  const timing = validateTimes(event, store.zoneOf(calendar));
  if (isRecurring(event)) parseRecurrence(event.recurrence, timing);
}

function nextSequence(
  store: EventStore,
  calendar: CalendarRecord,
  before: GoogleEventJson,
  after: GoogleEventJson,
  body: Record<string, unknown>,
): number {
  if (typeof body.sequence === 'number') return body.sequence;
  const sequence = typeof before.sequence === 'number' ? before.sequence : 0;
  return timesDiffer(before, after, store.zoneOf(calendar)) ? sequence + 1 : sequence;
}

/** Writes a new version: a fresh etag and updated time; the account's own attendee entry is marked self. */
function save(store: EventStore, calendar: CalendarRecord, id: string, fields: GoogleEventJson): GoogleEventJson {
  const { kind: _kind, etag: _etag, id: _id, htmlLink: _link, updated: _updated, ...rest } = fields;
  const event: GoogleEventJson = {
    kind: 'calendar#event',
    etag: store.nextEtag(),
    id,
    htmlLink: store.htmlLink(calendar, id),
    ...rest,
    updated: store.now(),
  };
  if (Array.isArray(event.attendees)) event.attendees = event.attendees.map((a: unknown) => markAttendee(store, event, a));
  for (const key of ['start', 'end', 'originalStartTime']) {
    if (event[key] !== undefined) event[key] = inOwnZone(event[key], store.zoneOf(calendar));
  }
  calendar.events.set(id, event);
  return event;
}

/** Google answers a dateTime at the offset of its timeZone (else the calendar's), whatever offset it was sent with. */
function inOwnZone(value: unknown, calendarZone: string): unknown {
  const time = asRecord(value);
  if (typeof time?.dateTime !== 'string') return value;
  const zone = typeof time.timeZone === 'string' ? time.timeZone : calendarZone;
  const instant = parseDateTime(time.dateTime, zone);
  return Number.isNaN(instant) ? value : { ...time, dateTime: formatInZone(instant, zone) };
}

function markAttendee(store: EventStore, event: GoogleEventJson, attendee: unknown): unknown {
  const entry = asRecord(attendee);
  if (entry === undefined) return attendee;
  const email = typeof entry.email === 'string' ? entry.email.toLowerCase() : undefined;
  const organizer = asRecord(event.organizer)?.email;
  const out: Record<string, unknown> = { ...entry, responseStatus: entry.responseStatus ?? 'needsAction' };
  if (email !== undefined && email === store.account.toLowerCase()) out.self = true;
  else delete out.self;
  if (email !== undefined && typeof organizer === 'string' && email === organizer.toLowerCase()) out.organizer = true;
  return out;
}

function cancelExceptions(store: EventStore, calendar: CalendarRecord, seriesId: string): void {
  for (const exception of exceptionsOf(calendar, seriesId)) {
    if (exception.status !== 'cancelled') save(store, calendar, String(exception.id), { ...exception, status: 'cancelled' });
  }
}

function stampOfOriginal(event: GoogleEventJson, zone: string): string {
  const key = originalKey(event, zone);
  if (key === undefined) throw new Error('seedEvent: an exception needs originalStartTime');
  if (key.startsWith('d')) return key.slice(1).replace(/-/g, '');
  return new Date(Number(key.slice(1))).toISOString().slice(0, 19).replace(/[-:]/g, '') + 'Z';
}
