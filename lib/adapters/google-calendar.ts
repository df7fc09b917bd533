import type { CalendarListEntry } from '../core/domain/calendar-connection';
import type { CalendarEvent } from '../core/domain/calendar-event';
import type { Interval } from '../core/time/interval';
import type { AccessTokens } from '../ports/access-token';
import type { CalendarPort } from '../ports/calendar';
import type { FreeBusyPort } from '../ports/free-busy';
import { createGoogleCalendarDirectory } from './google-calendar-directory';
import type { GoogleContext } from './google-context';
import { getGoogleEvent, listGoogleInstances, listGoogleOccurrences } from './google-event-reads';
import { deleteGoogleEvent, insertGoogleEvent, updateGoogleEvent } from './google-event-writes';
import { queryGoogleFreeBusy } from './google-free-busy';
import { createGoogleHttp } from './google-http';
import { updateGoogleRecurring } from './google-recurring-edit';

export interface GoogleCalendarConfig {
  /** https://www.googleapis.com/calendar/v3, or a loopback fake in tests. No trailing slash. */
  apiBaseUrl: string;
  tokens: AccessTokens;
  /** Calendars whose events are the person's own busy time (listOccurrences reads them all). */
  readCalendarIds: readonly string[];
  /** Where inserts go, and the calendar of an event that names none. */
  writeCalendarId: string;
  fetch?: typeof fetch;
  /** Waits between retries; tests pass one that records and resolves at once. */
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, for backoff jitter. */
  random?: () => number;
}

/** The Calendar port on Google Calendar v3, plus what Options and free/busy need. */
export interface GoogleCalendar extends CalendarPort, FreeBusyPort {
  listCalendars(): Promise<CalendarListEntry[]>;
  /** The zone in the person's Google Calendar settings (settings.get timezone). */
  settingsTimeZone(): Promise<string>;
  /** A recurring event's instances overlapping the range (events.instances). */
  listInstances(recurringEventId: string, range: Interval, calendarId?: string): Promise<CalendarEvent[]>;
  updateRecurring: NonNullable<CalendarPort['updateRecurring']>;
}

/**
 * The Google adapter: Calendar v3 over fetch. Each part lives beside this file — google-http
 * (tokens, retries, errors), google-event-mapping (Google Event ⇄ CalendarEvent), the reads, the
 * writes, free/busy and google-recurring-edit — and this factory only wires them together.
 */
export function createGoogleCalendar(config: GoogleCalendarConfig): GoogleCalendar {
  const http = createGoogleHttp(config);
  const ctx: GoogleContext = {
    http,
    directory: createGoogleCalendarDirectory(http),
    readCalendarIds: config.readCalendarIds,
    writeCalendarId: config.writeCalendarId,
  };
  return {
    listCalendars: () => ctx.directory.list(),
    settingsTimeZone: () => ctx.directory.settingsTimeZone(),
    listOccurrences: (range, timeZone) => listGoogleOccurrences(ctx, range, timeZone),
    listInstances: (recurringEventId, range, calendarId) => listGoogleInstances(ctx, recurringEventId, range, calendarId),
    getEvent: (id, calendarId) => getGoogleEvent(ctx, id, calendarId),
    insertEvent: (draft, options) => insertGoogleEvent(ctx, draft, options),
    updateEvent: (draft, ifMatch, options) => updateGoogleEvent(ctx, draft, ifMatch, options),
    deleteEvent: (id, ifMatch, options) => deleteGoogleEvent(ctx, id, ifMatch, options),
    updateRecurring: (occurrence, after, scope, options) => updateGoogleRecurring(ctx, occurrence, after, scope, options),
    query: (emails, range) => queryGoogleFreeBusy(http, emails, range),
  };
}
