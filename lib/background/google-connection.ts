import type { GoogleAuth } from '../adapters/google-auth';
import type { GoogleCalendar, GoogleCalendarConfig } from '../adapters/google-calendar';
import type { StoredItem } from '../adapters/storage-item';
import {
  DEFAULT_GOOGLE_SETTINGS,
  type CalendarListEntry,
  type GoogleEndpoints,
  type GoogleSettings,
  type GoogleStatus,
  type SendUpdates,
} from '../core/domain/calendar-connection';
import { timeZoneSchema } from '../core/domain/preferences';
import { KairosError, toErrorPayload } from '../core/errors';
import type { Logger } from '../logger';

/** What the person picks in Options once connected. */
export interface GoogleChoice {
  readCalendarIds: string[];
  writeCalendarId: string;
  sendUpdates: SendUpdates;
}

export interface GoogleConnection {
  settings(): Promise<GoogleSettings>;
  /** The adapter for this turn or approval when connected; undefined means the local calendar. */
  calendar(): Promise<GoogleCalendar | undefined>;
  status(): Promise<GoogleStatus>;
  /** Interactive: only from a person's click in Options. */
  connect(): Promise<GoogleStatus>;
  disconnect(): Promise<GoogleStatus>;
  choose(choice: GoogleChoice): Promise<GoogleStatus>;
}

export interface GoogleConnectionDeps {
  settings: StoredItem<GoogleSettings>;
  endpoints: () => Promise<GoogleEndpoints>;
  /** The manifest's oauth2.client_id, for getAuthToken (Chrome). */
  manifestClientId: string | undefined;
  /** The web client for launchWebAuthFlow (Edge, Chromium); test endpoints may name one. */
  webClientId: string | undefined;
  createAuth: (endpoints: GoogleEndpoints, clientIds: { web: string | undefined; chrome: string | undefined }) => GoogleAuth;
  createCalendar: (config: GoogleCalendarConfig) => GoogleCalendar;
  log: Pick<Logger, 'warn'>;
}

export const RECONNECT_MESSAGE = 'Google sign-in expired — reconnect in Kairos options.';

/**
 * The person's Google account as Kairos uses it: sign-in and out, the calendars it reads and
 * writes, and the adapter for each call, built from the saved settings every time so a change in
 * Options applies to the next turn. A call Google refuses for sign-in marks the connection as
 * needing a reconnect, which the side panel and Options then show.
 */
export function createGoogleConnection(deps: GoogleConnectionDeps): GoogleConnection {
  const { settings: stored, log } = deps;
  // One auth per endpoints: its single-flight token refresh must be shared by concurrent calls.
  let auth: { key: string; value: GoogleAuth } | undefined;

  async function authFor(): Promise<{ auth: GoogleAuth; endpoints: GoogleEndpoints }> {
    const endpoints = await deps.endpoints();
    const clientIds = { web: endpoints.clientId ?? deps.webClientId, chrome: deps.manifestClientId };
    const key = JSON.stringify([endpoints, clientIds]);
    if (auth?.key !== key) auth = { key, value: deps.createAuth(endpoints, clientIds) };
    return { auth: auth.value, endpoints };
  }

  async function markSignInLost(): Promise<void> {
    const current = await stored.get();
    if (current.connected && !current.needsReconnect) await stored.set({ ...current, needsReconnect: true });
  }

  async function adapterFor(settings: GoogleSettings): Promise<GoogleCalendar | undefined> {
    if (!settings.connected || settings.authMethod === undefined) return undefined;
    const { auth: a, endpoints } = await authFor();
    const calendar = deps.createCalendar({
      apiBaseUrl: endpoints.apiBaseUrl,
      // The account as a hint: a browser signed in to several Google accounts refreshes silently for this one.
      tokens: a.tokens(settings.authMethod, settings.account === undefined ? {} : { loginHint: settings.account }),
      readCalendarIds: settings.readCalendarIds,
      writeCalendarId: settings.writeCalendarId,
    });
    return watchSignIn(calendar, () => {
      markSignInLost().catch((error: unknown) => {
        log.warn('could not record that Google sign-in expired', error);
      });
    });
  }

  async function status(): Promise<GoogleStatus> {
    const settings = await stored.get();
    const { endpoints } = await authFor();
    const available = [deps.manifestClientId, deps.webClientId, endpoints.clientId].some((id) => id !== undefined && id !== '');
    const base: GoogleStatus = { available, settings };
    if (!settings.connected || settings.needsReconnect) return base;
    try {
      const calendar = await adapterFor(settings);
      if (calendar === undefined) return base;
      return { ...base, calendars: await calendar.listCalendars() };
    } catch (error) {
      // Offline or signed out: Options still shows the connection, with why the list is missing.
      return { ...base, settings: await stored.get(), problem: toErrorPayload(error).message };
    }
  }

  return {
    settings: () => stored.get(),

    async calendar() {
      return adapterFor(await stored.get());
    },

    status,

    async connect() {
      const { auth: a, endpoints } = await authFor();
      const { method } = await a.signIn();
      const previous = await stored.get();
      const calendar = deps.createCalendar({
        apiBaseUrl: endpoints.apiBaseUrl,
        tokens: a.tokens(method),
        readCalendarIds: ['primary'],
        writeCalendarId: 'primary',
      });
      const [calendars, zone] = await Promise.all([calendar.listCalendars(), calendar.settingsTimeZone()]);
      const account = calendars.find((c) => c.primary)?.id;
      // Reconnecting the same account keeps its choices; another account starts from the defaults.
      const keep = previous.account !== undefined && previous.account === account;
      const next: GoogleSettings = {
        ...(keep ? previous : DEFAULT_GOOGLE_SETTINGS),
        connected: true,
        needsReconnect: false,
        authMethod: method,
        ...(account === undefined ? {} : { account }),
        ...(timeZoneSchema.safeParse(zone).success ? { calendarTimeZone: zone } : {}),
      };
      await stored.set(next);
      return { available: true, settings: next, calendars };
    },

    async disconnect() {
      const settings = await stored.get();
      const { auth: a } = await authFor();
      await a.signOut(settings.authMethod);
      await stored.set(DEFAULT_GOOGLE_SETTINGS);
      return status();
    },

    async choose(choice) {
      const settings = await stored.get();
      if (!settings.connected) throw new KairosError('invalid_input', 'Connect Google Calendar first.');
      const calendar = await adapterFor(settings);
      const calendars = calendar === undefined ? [] : await calendar.listCalendars();
      checkChoice(choice, calendars);
      const next: GoogleSettings = { ...settings, ...choice };
      await stored.set(next);
      return { available: true, settings: next, calendars };
    },
  };
}

/** A write calendar the person can write to, and read calendars that exist: else a specific error. */
function checkChoice(choice: GoogleChoice, calendars: readonly CalendarListEntry[]): void {
  const known = (id: string): CalendarListEntry | undefined =>
    calendars.find((c) => c.id === id || (id === 'primary' && c.primary));
  const missing = choice.readCalendarIds.find((id) => known(id) === undefined);
  if (missing !== undefined) throw new KairosError('invalid_input', `There is no calendar "${missing}" in this Google account.`);
  const write = known(choice.writeCalendarId);
  if (write === undefined) {
    throw new KairosError('invalid_input', `There is no calendar "${choice.writeCalendarId}" in this Google account.`);
  }
  if (write.accessRole !== 'owner' && write.accessRole !== 'writer') {
    throw new KairosError('invalid_input', `Kairos cannot write to "${write.summary}": you can only read it.`);
  }
}

/**
 * The adapter with every call watched for a lost sign-in (calendar_auth), so the connection is
 * marked for reconnecting wherever it happened: a turn, an approval, an undo.
 */
function watchSignIn(calendar: GoogleCalendar, onLost: () => void): GoogleCalendar {
  return new Proxy(calendar, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]): Promise<unknown> => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          if (error instanceof KairosError && error.code === 'calendar_auth') onLost();
          throw error;
        }
      };
    },
  });
}
