import { z } from 'zod';
import { timeZoneSchema } from './preferences';

/** Who Google emails about a write: the person's choice, shown on every approval card. */
export const sendUpdatesSchema = z.enum(['all', 'externalOnly', 'none']);
export type SendUpdates = z.infer<typeof sendUpdatesSchema>;

/** One of the person's Google calendars, as calendarList.list reports it. */
export const calendarListEntrySchema = z.object({
  id: z.string().min(1),
  summary: z.string(),
  primary: z.boolean(),
  /** Only owner and writer calendars can be written to; freeBusyReader ones show busy time only. */
  accessRole: z.enum(['freeBusyReader', 'reader', 'writer', 'owner']),
  timeZone: z.string().optional(),
  color: z.string().optional(),
});
export type CalendarListEntry = z.infer<typeof calendarListEntrySchema>;

export const authMethodSchema = z.enum(['getAuthToken', 'webAuthFlow']);
export type AuthMethod = z.infer<typeof authMethodSchema>;

/**
 * The Google connection as the person set it up in Options. Absent or `connected: false`, Kairos
 * uses the local calendar. Tokens are never here: Chrome keeps getAuthToken's, and the web flow's
 * live in storage.session (gone when the browser closes).
 */
export const googleSettingsSchema = z.object({
  version: z.literal(1),
  connected: z.boolean(),
  /** The signed-in account (the primary calendar's id), shown in Options. */
  account: z.string().optional(),
  /** How the token was got, so a refresh uses the same way. */
  authMethod: authMethodSchema.optional(),
  /** Google said the grant is gone (revoked, expired): turns stop using Google until reconnected. */
  needsReconnect: z.boolean(),
  /** Calendars whose events count as the person's busy time. */
  readCalendarIds: z.array(z.string().min(1)).min(1),
  /** The calendar new events go to (and Kairos's edits of events it cannot place elsewhere). */
  writeCalendarId: z.string().min(1),
  sendUpdates: sendUpdatesSchema,
  /** The zone in the person's Google Calendar settings, read at connect; used unless Options pins one. */
  calendarTimeZone: timeZoneSchema.optional(),
});
export type GoogleSettings = z.infer<typeof googleSettingsSchema>;

export const DEFAULT_GOOGLE_SETTINGS: GoogleSettings = {
  version: 1,
  connected: false,
  needsReconnect: false,
  readCalendarIds: ['primary'],
  writeCalendarId: 'primary',
  sendUpdates: 'all',
};

/**
 * Where Google is, for tests only: a loopback fake Calendar v3 and OAuth server. Never shown in
 * Options; set in storage by the e2e tests. Absent, the real Google endpoints are used.
 */
export const googleEndpointsSchema = z.object({
  apiBaseUrl: z.url({ protocol: /^https?$/ }),
  authUrl: z.url({ protocol: /^https?$/ }),
  revokeUrl: z.url({ protocol: /^https?$/ }),
  /** The OAuth client id to use when the build has none in its manifest. */
  clientId: z.string().min(1).optional(),
});
export type GoogleEndpoints = z.infer<typeof googleEndpointsSchema>;

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  apiBaseUrl: 'https://www.googleapis.com/calendar/v3',
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
};

/** calendar.events to write; calendar.readonly for the calendar list, settings and free/busy. */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
] as const;

/** What Options and the side panel show about the connection. */
export const googleStatusSchema = z.object({
  /** The build has an OAuth client id (or test endpoints): Connect can work. */
  available: z.boolean(),
  settings: googleSettingsSchema,
  /** The person's calendars, when connected and Google answered. */
  calendars: z.array(calendarListEntrySchema).optional(),
  /** Why the calendars could not be listed just now (offline, sign-in expired). */
  problem: z.string().optional(),
});
export type GoogleStatus = z.infer<typeof googleStatusSchema>;

/** Which of a recurring event's occurrences an edit changes, as Google Calendar asks. */
export const recurrenceScopeSchema = z.enum(['this', 'following', 'all']);
export type RecurrenceScope = z.infer<typeof recurrenceScopeSchema>;
