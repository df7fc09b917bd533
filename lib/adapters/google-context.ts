import type { GoogleCalendarDirectory } from './google-calendar-directory';
import type { GoogleHttp } from './google-http';
import { segment } from './google-http';

/** What the Google adapter's parts share: the HTTP client, the calendars, and where writes go. */
export interface GoogleContext {
  http: GoogleHttp;
  directory: GoogleCalendarDirectory;
  readCalendarIds: readonly string[];
  writeCalendarId: string;
}

/** /calendars/{calendarId}/events[/{eventId}[/{suffix}]] */
export function eventsPath(calendarId: string, eventId?: string, suffix?: string): string {
  const base = `/calendars/${segment(calendarId)}/events`;
  if (eventId === undefined) return base;
  return `${base}/${segment(eventId)}${suffix === undefined ? '' : `/${suffix}`}`;
}
