/// <reference types="@maxim_mazurok/gapi.client.calendar-v3" />
import type { CalendarEvent, EventDraft, EventId } from '../core/domain/calendar-event';
import { KairosError } from '../core/errors';
import type { WriteOptions } from '../ports/calendar';
import type { ResolvedCalendar } from './google-calendar-directory';
import { eventsPath, type GoogleContext } from './google-context';
import { fromGoogleEvent, hasManagedFields, insertBodyOf, patchOf, restoreBodyOf, roomsOf } from './google-event-mapping';
import { fetchStoredEvent, getGoogleEvent, liveEventOf, type StoredEvent } from './google-event-reads';
import { googleEventSchema } from './google-event-schema';
import { parseAnswer } from './google-http';

// Writes. Every one can be sent twice safely — inserts carry the client's id, patches and deletes
// an If-Match — so google-http may repeat them after a dropped connection; what a repeat finds
// (409, 412, 410) is sorted out here.

/** What an insert may add to the draft's own fields: a series split carries its call across. */
export interface InsertExtras {
  conferenceData?: gapi.client.calendar.ConferenceData;
}

export async function insertGoogleEvent(
  ctx: GoogleContext,
  draft: EventDraft,
  options: WriteOptions = {},
  extras: InsertExtras = {},
): Promise<CalendarEvent> {
  const calendar = await ctx.directory.resolve(draft.calendarId ?? ctx.writeCalendarId);
  const body = { ...insertBodyOf(draft), ...extras } satisfies gapi.client.calendar.Event;
  const { status, body: answer } = await ctx.http.send({
    method: 'POST',
    path: eventsPath(calendar.id),
    query: { sendUpdates: options.sendUpdates, conferenceDataVersion: body.conferenceData === undefined ? undefined : 1 },
    body,
    repeatable: true,
    expect: [409],
  });
  if (status !== 409) return liveOrUnreadable(parseAnswer(googleEventSchema, answer, 'an event'), calendar, draft);

  // 409: the id exists. A retried insert whose first answer was lost finds its own event; an undo
  // of a delete finds the cancelled event Google keeps under that id, and brings it back.
  const existing = await fetchStoredEvent(ctx, calendar.id, draft.id);
  if (existing === undefined) {
    throw new KairosError('invalid_input', `Google Calendar will not reuse the id of "${draft.title}" — try again.`);
  }
  if (existing.raw.status === 'cancelled') return restoreCancelled(ctx, existing, draft, options);
  return liveOrUnreadable(existing.raw, existing.calendar, draft);
}

async function restoreCancelled(
  ctx: GoogleContext,
  cancelled: StoredEvent,
  draft: EventDraft,
  options: WriteOptions,
): Promise<CalendarEvent> {
  const body = restoreBodyOf(draft);
  const {
    status,
    body: answer,
    afterLostAttempt,
  } = await ctx.http.send({
    method: 'PATCH',
    path: eventsPath(cancelled.calendar.id, cancelled.raw.id),
    query: { sendUpdates: options.sendUpdates, conferenceDataVersion: body.conferenceData === undefined ? undefined : 1 },
    body,
    ifMatch: cancelled.raw.etag,
    repeatable: true,
    expect: [412],
  });
  if (status === 412) return settleConflict(ctx, cancelled.calendar.id, draft, afterLostAttempt);
  return liveOrUnreadable(parseAnswer(googleEventSchema, answer, 'an event'), cancelled.calendar, draft);
}

export async function updateGoogleEvent(
  ctx: GoogleContext,
  draft: EventDraft,
  ifMatch: string,
  options: WriteOptions = {},
): Promise<CalendarEvent> {
  const stored = await fetchStoredEvent(ctx, draft.calendarId ?? ctx.writeCalendarId, draft.id);
  return patchStoredEvent(ctx, stored, draft, ifMatch, options);
}

/**
 * Patches the event read just before (`stored`) to match the draft, guarded by `ifMatch`. The read
 * costs one request and buys three things: a stale etag is refused before anything is sent, only
 * changed fields are sent, and rooms (which Kairos does not list) survive an attendee change.
 */
export async function patchStoredEvent(
  ctx: GoogleContext,
  stored: StoredEvent | undefined,
  draft: EventDraft,
  ifMatch: string,
  options: WriteOptions = {},
): Promise<CalendarEvent> {
  const current = stored === undefined ? undefined : liveEventOf(stored);
  if (stored === undefined || current === undefined) throw goneError(draft.title);
  if (stored.raw.etag !== ifMatch) throw staleError(current.title);
  const patch = patchOf(draft, current, roomsOf(stored.raw));
  if (Object.keys(patch).length === 0) return current;
  const { status, body, afterLostAttempt } = await ctx.http.send({
    method: 'PATCH',
    path: eventsPath(stored.calendar.id, stored.raw.id),
    query: { sendUpdates: options.sendUpdates, conferenceDataVersion: patch.conferenceData === undefined ? undefined : 1 },
    body: patch,
    ifMatch,
    repeatable: true,
    expect: [412],
  });
  if (status === 412) return settleConflict(ctx, stored.calendar.id, draft, afterLostAttempt);
  return liveOrUnreadable(parseAnswer(googleEventSchema, body, 'an event'), stored.calendar, draft);
}

/**
 * A guarded write was refused (412): someone changed the event since it was read, and it is never
 * overwritten. The one exception is Kairos's own write: when the first attempt's answer was lost,
 * the repeat is refused because the first one landed, and the event already reads as the draft.
 */
async function settleConflict(
  ctx: GoogleContext,
  calendarId: string,
  draft: EventDraft,
  afterLostAttempt: boolean,
): Promise<CalendarEvent> {
  const now = await getGoogleEvent(ctx, draft.id, calendarId);
  if (now === undefined) throw goneError(draft.title);
  if (afterLostAttempt && hasManagedFields(now, draft)) return now;
  throw staleError(now.title);
}

export async function deleteGoogleEvent(
  ctx: GoogleContext,
  id: EventId,
  ifMatch: string,
  options: WriteOptions & { calendarId?: string } = {},
): Promise<void> {
  const calendar = await ctx.directory.resolve(options.calendarId ?? ctx.writeCalendarId);
  const { status } = await ctx.http.send({
    method: 'DELETE',
    path: eventsPath(calendar.id, id),
    query: { sendUpdates: options.sendUpdates },
    ifMatch,
    repeatable: true,
    // 410: already deleted (by a first attempt whose answer was lost, or by someone else): done.
    expect: [410, 412],
  });
  if (status !== 412) return;
  const now = await getGoogleEvent(ctx, id, calendar.id);
  // Gone by now either way: what was asked for is true.
  if (now === undefined) return;
  throw staleError(now.title);
}

function liveOrUnreadable(raw: StoredEvent['raw'], calendar: ResolvedCalendar, draft: EventDraft): CalendarEvent {
  const event = fromGoogleEvent(raw, { calendarId: calendar.id, calendarTimeZone: calendar.timeZone });
  if (event === undefined) throw goneError(draft.title);
  return event;
}

export function staleError(title: string): KairosError {
  return new KairosError('stale_target', `"${title}" changed in Google Calendar since Kairos read it, so it was left as it is.`);
}

export function goneError(title: string): KairosError {
  return new KairosError('not_found', `"${title}" is no longer in Google Calendar.`);
}
