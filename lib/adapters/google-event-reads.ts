import type { CalendarEvent, EventId, EventOccurrence } from '../core/domain/calendar-event';
import { occurrenceIntervalOfAllDay } from '../core/time/expand-occurrences';
import { overlaps, type Interval } from '../core/time/interval';
import { HOUR_MS } from '../core/time/zoned';
import type { ResolvedCalendar } from './google-calendar-directory';
import { eventsPath, type GoogleContext } from './google-context';
import { fromGoogleEvent } from './google-event-mapping';
import { googleEventSchema, googleEventsPageSchema, type GoogleEvent } from './google-event-schema';
import { parseAnswer } from './google-http';

/** An event as Google stores it (cancelled ones too), with the calendar it was read from. */
export interface StoredEvent {
  raw: GoogleEvent;
  calendar: ResolvedCalendar;
}

// events.list's largest page; most ranges Kairos reads fit in one.
const EVENTS_PAGE = 2500;
// Google places all-day events in the calendar's zone when filtering by timeMin/timeMax, and the
// person may view them in another (UTC−12 to UTC+14): read wider, then keep what overlaps here.
const ZONE_SPREAD_MS = 26 * HOUR_MS;

/** events.get; undefined when Google has no such event (404, or 410 for one long deleted). */
export async function fetchStoredEvent(
  ctx: GoogleContext,
  calendarIdOrAlias: string,
  id: string,
): Promise<StoredEvent | undefined> {
  const calendar = await ctx.directory.resolve(calendarIdOrAlias);
  const { status, body } = await ctx.http.send({
    method: 'GET',
    path: eventsPath(calendar.id, id),
    repeatable: true,
    expect: [404, 410],
  });
  if (status === 404 || status === 410) return undefined;
  return { raw: parseAnswer(googleEventSchema, body, 'an event'), calendar };
}

/** The stored event as Kairos sees it; undefined when it is cancelled. */
export function liveEventOf(stored: StoredEvent): CalendarEvent | undefined {
  return fromGoogleEvent(stored.raw, { calendarId: stored.calendar.id, calendarTimeZone: stored.calendar.timeZone });
}

export async function getGoogleEvent(ctx: GoogleContext, id: EventId, calendarId?: string): Promise<CalendarEvent | undefined> {
  const stored = await fetchStoredEvent(ctx, calendarId ?? ctx.writeCalendarId, id);
  return stored === undefined ? undefined : liveEventOf(stored);
}

/** Every page of an events.list or events.instances, cancelled entries left out. */
async function readEventPages(
  ctx: GoogleContext,
  calendar: ResolvedCalendar,
  path: string,
  query: Record<string, string | number | boolean>,
): Promise<CalendarEvent[]> {
  const events: CalendarEvent[] = [];
  let pageToken: string | undefined;
  do {
    const { body } = await ctx.http.send({ method: 'GET', path, query: { ...query, pageToken }, repeatable: true });
    const page = parseAnswer(googleEventsPageSchema, body, 'a list of events');
    // The list names the calendar's zone itself: the one Google used for zoneless timed events.
    const context = { calendarId: calendar.id, calendarTimeZone: page.timeZone ?? calendar.timeZone };
    for (const raw of page.items) {
      const event = fromGoogleEvent(raw, context);
      if (event !== undefined) events.push(event);
    }
    pageToken = page.nextPageToken;
  } while (pageToken !== undefined);
  return events;
}

function rangeQuery(range: Interval): { timeMin: string; timeMax: string; maxResults: number } {
  return { timeMin: new Date(range.start).toISOString(), timeMax: new Date(range.end).toISOString(), maxResults: EVENTS_PAGE };
}

/** events.instances: a series' occurrences overlapping the range. */
export async function listGoogleInstances(
  ctx: GoogleContext,
  recurringEventId: string,
  range: Interval,
  calendarId?: string,
): Promise<CalendarEvent[]> {
  const calendar = await ctx.directory.resolve(calendarId ?? ctx.writeCalendarId);
  return readEventPages(ctx, calendar, eventsPath(calendar.id, recurringEventId, 'instances'), rangeQuery(range));
}

/**
 * Every read calendar's occurrences overlapping the range, Google expanding the series
 * (singleEvents). An event on two of them (an invitation seen on a shared calendar too) is one
 * iCalUID at one start: it is kept once, preferring the copy on the calendar Kairos writes to,
 * since that is the one the person can change.
 */
export async function listGoogleOccurrences(ctx: GoogleContext, range: Interval, timeZone: string): Promise<EventOccurrence[]> {
  const resolved = await Promise.all(ctx.readCalendarIds.map((id) => ctx.directory.resolve(id)));
  const calendars = [...new Map(resolved.map((c) => [c.id, c])).values()];
  const writeId = (await ctx.directory.resolve(ctx.writeCalendarId)).id;
  const wide = { start: range.start - ZONE_SPREAD_MS, end: range.end + ZONE_SPREAD_MS };
  const query = { ...rangeQuery(wide), singleEvents: true, orderBy: 'startTime' };
  const lists = await Promise.all(calendars.map((c) => readEventPages(ctx, c, eventsPath(c.id), query)));

  const kept = new Map<string, EventOccurrence>();
  for (const event of lists.flat()) {
    const occurrence = occurrenceOf(event, timeZone);
    if (!overlaps(occurrence, range)) continue;
    const key = `${event.icalUid ?? event.id}@${String(occurrence.start)}`;
    const seen = kept.get(key);
    if (seen === undefined || (seen.event.calendarId !== writeId && event.calendarId === writeId)) kept.set(key, occurrence);
  }
  // As the local calendar sorts: by start, all-day first when they start together.
  return [...kept.values()].sort((a, b) => a.start - b.start || Number(b.allDay) - Number(a.allDay));
}

/** All-day events span the viewer's midnights, as lib/core/time/expand-occurrences places them. */
function occurrenceOf(event: CalendarEvent, timeZone: string): EventOccurrence {
  if (event.time.kind === 'timed') return { event, start: event.time.start, end: event.time.end, allDay: false };
  const { start, end } = occurrenceIntervalOfAllDay(event.time.startDate, event.time.endDate, timeZone);
  return { event, start, end, allDay: true };
}
