/// <reference types="@maxim_mazurok/gapi.client.calendar-v3" />
import { z } from 'zod';
import {
  calendarEventSchema,
  type Attendee,
  type CalendarEvent,
  type EventDraft,
  type EventTime,
} from '../core/domain/calendar-event';
import { KairosError } from '../core/errors';
import { DAY_MS, MINUTE_MS, toZonedIso } from '../core/time/zoned';
import type { GoogleAttendee, GoogleEvent, GoogleEventDateTime } from './google-event-schema';

// Google Event ⇄ CalendarEvent. Bodies sent are typed by Google's own discovery-generated types
// (gapi.client.calendar.*), so a misspelt or read-only field fails to compile.

type GoogleEventBody = gapi.client.calendar.Event;

/** Where an event was read from: every event Kairos reads names its calendar by its real id. */
export interface ReadContext {
  calendarId: string;
  /** The calendar's zone, for timed events that carry no zone of their own. */
  calendarTimeZone: string;
}

/** The event as Kairos models it; undefined for a cancelled (deleted) one, which Kairos never shows. */
export function fromGoogleEvent(raw: GoogleEvent, context: ReadContext): CalendarEvent | undefined {
  if (raw.status === 'cancelled') return undefined;
  const title = raw.summary ?? '';
  const candidate = withoutUndefined({
    id: raw.id,
    title,
    time: eventTimeOf(raw, context.calendarTimeZone),
    attendees: (raw.attendees ?? []).flatMap((a) => attendeeOf(a) ?? []),
    // Google leaves an emptied field out; Kairos does the same so "" and absent never differ.
    location: nonEmpty(raw.location),
    description: nonEmpty(raw.description),
    recurrence: raw.recurrence !== undefined && raw.recurrence.length > 0 ? raw.recurrence : undefined,
    transparency: raw.transparency === 'transparent' ? 'transparent' : 'opaque',
    icalUid: raw.iCalUID,
    calendarId: context.calendarId,
    conference: conferenceOf(raw),
    recurringEventId: raw.recurringEventId,
    originalStart: originalStartOf(raw.originalStartTime),
    organizer: organizerOf(raw.organizer),
    link: isWebUrl(raw.htmlLink) ? raw.htmlLink : undefined,
    etag: raw.etag,
    updatedAt: raw.updated === undefined ? 0 : Date.parse(raw.updated),
  });
  const parsed = calendarEventSchema.safeParse(candidate);
  if (!parsed.success) throw unreadable(title, parsed.error);
  return parsed.data;
}

function eventTimeOf(raw: GoogleEvent, calendarTimeZone: string): EventTime {
  const { start, end } = raw;
  if (start?.dateTime !== undefined && end?.dateTime !== undefined) {
    const startMs = Date.parse(start.dateTime);
    // Google allows zero-length events (deadlines, reminders); Kairos's events have length, so one
    // minute stands in. Updates send only changed fields, so this never reaches Google unasked.
    const endMs = Math.max(Date.parse(end.dateTime), startMs + MINUTE_MS);
    return { kind: 'timed', start: startMs, end: endMs, timeZone: start.timeZone ?? calendarTimeZone };
  }
  if (start?.date !== undefined && end?.date !== undefined) {
    const endDate = end.date > start.date ? end.date : nextDate(start.date);
    return { kind: 'allDay', startDate: start.date, endDate };
  }
  throw unreadable(raw.summary ?? raw.id, 'no start or end');
}

const emailSchema = z.email();

/** Rooms and other resources are places, not people: they are kept off the attendee list. */
function attendeeOf(a: GoogleAttendee): Attendee | undefined {
  if (a.resource === true || a.email === undefined || !emailSchema.safeParse(a.email).success) return undefined;
  return withoutUndefined({
    email: a.email,
    name: a.displayName,
    responseStatus: a.responseStatus,
    self: a.self === true ? true : undefined,
    organizer: a.organizer === true ? true : undefined,
    optional: a.optional === true ? true : undefined,
  });
}

function organizerOf(organizer: GoogleEvent['organizer']): CalendarEvent['organizer'] {
  if (organizer === undefined) return undefined;
  const result = withoutUndefined({
    email: emailSchema.safeParse(organizer.email).success ? organizer.email : undefined,
    name: organizer.displayName,
    self: organizer.self === true ? true : undefined,
  });
  return Object.keys(result).length === 0 ? undefined : result;
}

/**
 * The video call: the conference's video entry point, else the legacy hangoutLink. A Meet link
 * still being made (createRequest pending) reads as `{}`, the same "a call is wanted" as a draft.
 */
function conferenceOf(raw: GoogleEvent): CalendarEvent['conference'] {
  const data = raw.conferenceData;
  const video = data?.entryPoints?.find((entry) => entry.entryPointType === 'video' && isWebUrl(entry.uri));
  const url = video?.uri ?? (isWebUrl(raw.hangoutLink) ? raw.hangoutLink : undefined);
  if (url !== undefined) return { url, label: data?.conferenceSolution?.name ?? 'Google Meet' };
  if (data?.createRequest?.status?.statusCode === 'pending') return {};
  return undefined;
}

function originalStartOf(original: GoogleEventDateTime | undefined): CalendarEvent['originalStart'] {
  if (original?.dateTime !== undefined) return Date.parse(original.dateTime);
  return original?.date;
}

/** The fields Kairos manages on Google, in Google's shape; everything else on an event is left alone. */
export interface ManagedFields {
  summary: string;
  description: string;
  location: string;
  start: gapi.client.calendar.EventDateTime;
  end: gapi.client.calendar.EventDateTime;
  attendees: gapi.client.calendar.EventAttendee[];
  recurrence: string[];
  transparency: 'opaque' | 'transparent';
}

/** Every managed field with a value, "" and [] standing for "none" as Google's patch reads them. */
export function managedFieldsOf(draft: EventDraft): ManagedFields {
  return {
    summary: draft.title,
    description: draft.description ?? '',
    location: draft.location ?? '',
    start: dateTimeOf(draft.time, 'start'),
    end: dateTimeOf(draft.time, 'end'),
    attendees: draft.attendees.map(toGoogleAttendee),
    recurrence: draft.recurrence ?? [],
    transparency: draft.transparency,
  } satisfies GoogleEventBody;
}

function dateTimeOf(time: EventTime, edge: 'start' | 'end'): gapi.client.calendar.EventDateTime {
  if (time.kind === 'allDay') return { date: edge === 'start' ? time.startDate : time.endDate };
  const ms = edge === 'start' ? time.start : time.end;
  return { dateTime: toZonedIso(ms, time.timeZone), timeZone: time.timeZone };
}

// self and organizer are Google's to say (read-only), so they are never sent. A new guest has not
// answered: Google stores that as needsAction, and saying so keeps drafts and read events comparable.
function toGoogleAttendee(a: Attendee): gapi.client.calendar.EventAttendee {
  return withoutUndefined({
    email: a.email,
    displayName: a.name,
    responseStatus: a.responseStatus ?? 'needsAction',
    optional: a.optional === true ? true : undefined,
  }) satisfies gapi.client.calendar.EventAttendee;
}

/** A draft asks for a new Google Meet link with `conference: {}`. */
export function wantsNewMeet(draft: Pick<EventDraft, 'conference'>): boolean {
  return draft.conference !== undefined && draft.conference.url === undefined;
}

/** Asks Google to make a Meet link; the same requestId again is ignored, so a retry makes one link. */
export function meetRequest(requestId: string): gapi.client.calendar.ConferenceData {
  return { createRequest: { requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } } };
}

/** events.insert's body: the client's id, the draft's fields, and nothing Google sets itself. */
export function insertBodyOf(draft: EventDraft): GoogleEventBody {
  const fields = managedFieldsOf(draft);
  return withoutUndefined({
    id: draft.id,
    summary: fields.summary,
    description: nonEmpty(fields.description),
    location: nonEmpty(fields.location),
    start: fields.start,
    end: fields.end,
    attendees: fields.attendees.length > 0 ? fields.attendees : undefined,
    recurrence: fields.recurrence.length > 0 ? fields.recurrence : undefined,
    transparency: fields.transparency,
    conferenceData: wantsNewMeet(draft) ? meetRequest(draft.id) : undefined,
  }) satisfies GoogleEventBody;
}

/**
 * Brings a cancelled (deleted) event back as the draft says. Google keeps a deleted event's id, so
 * undoing a delete cannot insert it again; it sets it confirmed instead.
 */
export function restoreBodyOf(draft: EventDraft): GoogleEventBody {
  const { id: _id, ...fields } = insertBodyOf(draft);
  const cleared = { description: draft.description ?? '', location: draft.location ?? '', attendees: fields.attendees ?? [] };
  return { ...fields, ...cleared, status: 'confirmed' } satisfies GoogleEventBody;
}

/** A patch body: managed fields plus the nulls that clear the other form of a start or end. */
export type EventPatch = Omit<GoogleEventBody, 'start' | 'end'> & {
  start?: DateTimePatch;
  end?: DateTimePatch;
};
type DateTimePatch =
  | gapi.client.calendar.EventDateTime
  | { date: string; dateTime: null; timeZone: null }
  | { date: null; dateTime: string; timeZone: string };

/**
 * Only the managed fields that differ from the event as it is now: a title edit sends the title, so
 * fields Kairos does not model (reminders, colours, attachments) and those it did not change stay
 * exactly as Google has them. Rooms booked on the event (`rooms`) are kept when attendees change,
 * because a patch replaces the whole attendee list.
 */
export function patchOf(draft: EventDraft, current: CalendarEvent, rooms: readonly GoogleAttendee[]): EventPatch {
  const want = managedFieldsOf(draft);
  const have = managedFieldsOf(current);
  const differs = (key: keyof ManagedFields): boolean => JSON.stringify(want[key]) !== JSON.stringify(have[key]);
  // Patch merges nested objects, so turning timed into all-day (or back) must clear the other form.
  const kindChanged = draft.time.kind !== current.time.kind;
  const timePatch = (edge: 'start' | 'end'): DateTimePatch => {
    const value = want[edge];
    if (!kindChanged) return value;
    return value.date !== undefined
      ? { date: value.date, dateTime: null, timeZone: null }
      : { date: null, dateTime: value.dateTime ?? '', timeZone: value.timeZone ?? '' };
  };
  return withoutUndefined({
    summary: differs('summary') ? want.summary : undefined,
    description: differs('description') ? want.description : undefined,
    location: differs('location') ? want.location : undefined,
    start: differs('start') || differs('end') ? timePatch('start') : undefined,
    end: differs('start') || differs('end') ? timePatch('end') : undefined,
    attendees: differs('attendees') ? [...want.attendees, ...rooms.map(roomOf)] : undefined,
    recurrence: differs('recurrence') ? want.recurrence : undefined,
    transparency: differs('transparency') ? want.transparency : undefined,
    // Asked for a call and there is none yet; an existing call is never removed by Kairos.
    conferenceData: wantsNewMeet(draft) && current.conference === undefined ? meetRequest(`${draft.id}-meet`) : undefined,
  });
}

/** Whether the event already has every managed field the draft asks for (a lost write that landed). */
export function hasManagedFields(event: CalendarEvent, draft: EventDraft): boolean {
  return JSON.stringify(managedFieldsOf(event)) === JSON.stringify(managedFieldsOf(draft));
}

function roomOf(room: GoogleAttendee): gapi.client.calendar.EventAttendee {
  return withoutUndefined({
    email: room.email,
    displayName: room.displayName,
    responseStatus: room.responseStatus,
    resource: true,
  }) satisfies gapi.client.calendar.EventAttendee;
}

/** The rooms on a Google event, which Kairos keeps off its attendee list but must not drop. */
export function roomsOf(raw: GoogleEvent): GoogleAttendee[] {
  return (raw.attendees ?? []).filter((a) => a.resource === true);
}

function unreadable(what: string, cause: unknown): KairosError {
  return new KairosError('calendar_unavailable', `Google Calendar sent an event Kairos could not read ("${what}").`, { cause });
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

function isWebUrl(value: string | undefined): value is string {
  return value !== undefined && /^https?:\/\//i.test(value) && URL.canParse(value);
}

/** Drops keys whose value is undefined, so an absent field is absent and not `key: undefined`. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
