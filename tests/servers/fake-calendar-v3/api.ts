// The contract of the loopback fake Google Calendar v3 (and OAuth) server used by integration and
// e2e tests. index.ts implements it; tests import startFakeCalendarServer from there.

/** A Google Calendar v3 Event resource, as JSON on the wire. */
export type GoogleEventJson = Record<string, unknown> & { id?: string; status?: string; etag?: string };

export interface SeedCalendar {
  id: string;
  summary: string;
  accessRole: 'freeBusyReader' | 'reader' | 'writer' | 'owner';
  timeZone?: string;
  primary?: boolean;
}

export interface FakeCalendarOptions {
  /** The signed-in account: also the primary calendar's id. Default "me@example.com". */
  account?: string;
  /** The account's Calendar settings time zone. Default "America/New_York". */
  timeZone?: string;
  /** Calendars besides the primary (which always exists, accessRole owner). */
  calendars?: SeedCalendar[];
  /** Answer CORS preflights (the extension's worker fetches it cross-origin). Default true. */
  cors?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** The path after the origin, e.g. /calendar/v3/calendars/primary/events */
  path: string;
  query: Record<string, string[]>;
  headers: Record<string, string>;
  body: unknown;
  /** The discovery method id it matched, e.g. "calendar.events.insert"; undefined for OAuth paths or no match. */
  methodId?: string;
  status: number;
}

/** A failure the server injects on the next matching request(s). */
export interface Fault {
  /** Discovery method id ("calendar.events.insert") the fault applies to. */
  methodId: string;
  /** Answer with this HTTP status and Google's error body (the operation is NOT performed). */
  status?: number;
  /** The errors[0].reason in that body, e.g. "rateLimitExceeded", "backendError". */
  reason?: string;
  /** Perform the operation, then destroy the socket without answering (a dropped response). */
  dropResponse?: boolean;
  /** How many matching requests it applies to. Default 1. */
  times?: number;
  /**
   * Let this many matching requests through first, counted from when the fault is injected, so
   * it hits the (skip + 1)th: "the 4th delete of the batch". Default 0.
   */
  skip?: number;
}

export interface FakeCalendarServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** origin + "/calendar/v3" */
  apiBaseUrl: string;
  /** origin + "/o/oauth2/v2/auth": 302 to `${redirect_uri}#access_token=…&token_type=Bearer&expires_in=3599&scope=…&state=…` */
  authUrl: string;
  /** origin + "/revoke" (POST token=…): the token stops working. */
  revokeUrl: string;
  account: string;
  /** A fresh access token the API accepts (what the OAuth endpoint hands out). */
  issueToken(): string;
  /** The token stops working: the API answers 401 authError. */
  revokeToken(token: string): void;
  /** Every token stops working (a revoked grant); the OAuth endpoint then redirects with #error=access_denied until allowSignIn(). */
  revokeGrant(): void;
  allowSignIn(): void;
  /** Stores an event as Google would after an insert (id, etag, iCalUID… filled in when absent). */
  seedEvent(calendarId: string, event: GoogleEventJson): GoogleEventJson;
  /** Every stored event of a calendar, cancelled ones and recurring exceptions included, as stored. */
  events(calendarId: string): GoogleEventJson[];
  event(calendarId: string, id: string): GoogleEventJson | undefined;
  /** Someone else's busy time, visible to the account through free/busy. Unknown emails answer notFound. */
  setFreeBusy(email: string, busy: readonly { start: string; end: string }[]): void;
  setTimeZone(zone: string): void;
  inject(fault: Fault): void;
  requests: RecordedRequest[];
  /** Requests that broke the discovery document (unknown parameter, wrong body…); each was answered 400. */
  violations: string[];
  close(): Promise<void>;
}
