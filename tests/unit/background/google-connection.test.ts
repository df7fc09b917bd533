import { describe, expect, it, vi } from 'vitest';
import type { GoogleAuth } from '../../../lib/adapters/google-auth';
import type { GoogleCalendar, GoogleCalendarConfig } from '../../../lib/adapters/google-calendar';
import { createStorageGoogleSettings } from '../../../lib/adapters/storage-google-settings';
import { createActiveCalendar } from '../../../lib/background/active-calendar';
import { createGoogleConnection } from '../../../lib/background/google-connection';
import { effectiveTimeZone } from '../../../lib/background/services';
import { DEFAULT_GOOGLE_SETTINGS, GOOGLE_ENDPOINTS, type CalendarListEntry } from '../../../lib/core/domain/calendar-connection';
import { DEFAULT_PREFERENCES } from '../../../lib/core/domain/preferences';
import { KairosError } from '../../../lib/core/errors';
import type { CalendarPort } from '../../../lib/ports/calendar';
import { memoryArea } from '../../helpers/memory-area';

const CALENDARS: CalendarListEntry[] = [
  { id: 'me@example.com', summary: 'Me', primary: true, accessRole: 'owner', timeZone: 'Europe/Berlin' },
  { id: 'team@group.calendar.google.com', summary: 'Team', primary: false, accessRole: 'writer' },
  { id: 'holidays@group.v.calendar.google.com', summary: 'Holidays', primary: false, accessRole: 'reader' },
];

function fakeAuth(): GoogleAuth & { signedOut: unknown[] } {
  const signedOut: unknown[] = [];
  return {
    signedOut,
    signIn: () => Promise.resolve({ method: 'webAuthFlow', token: 'tok-1' }),
    tokens: () => ({ get: () => Promise.resolve('tok-1'), invalidate: () => Promise.resolve() }),
    signOut: (method) => {
      signedOut.push(method);
      return Promise.resolve();
    },
  };
}

function fakeCalendar(config: GoogleCalendarConfig, fail?: KairosError): GoogleCalendar {
  const refuse = (): Promise<never> => Promise.reject(fail ?? new Error('not in this test'));
  return {
    listCalendars: () => (fail === undefined ? Promise.resolve(CALENDARS) : refuse()),
    settingsTimeZone: () => Promise.resolve('Europe/Berlin'),
    listOccurrences: () => (fail === undefined ? Promise.resolve([]) : refuse()),
    getEvent: refuse,
    insertEvent: refuse,
    updateEvent: refuse,
    deleteEvent: refuse,
    updateRecurring: refuse,
    listInstances: refuse,
    query: refuse,
    // The config it was made with, for assertions.
    ...({ config } as object),
  };
}

function setup(options: { fail?: KairosError } = {}) {
  const area = memoryArea();
  const auth = fakeAuth();
  const made: GoogleCalendarConfig[] = [];
  const connection = createGoogleConnection({
    settings: createStorageGoogleSettings(area),
    endpoints: () => Promise.resolve(GOOGLE_ENDPOINTS),
    manifestClientId: 'client-123.apps.googleusercontent.com',
    webClientId: undefined,
    createAuth: () => auth,
    createCalendar: (config) => {
      made.push(config);
      return fakeCalendar(config, options.fail);
    },
    log: { warn: vi.fn() },
  });
  return { area, auth, made, connection };
}

describe('the Google connection', () => {
  it('is offline until connected: no adapter, the defaults, and Connect available with a client id', async () => {
    const { connection } = setup();
    expect(await connection.calendar()).toBeUndefined();
    expect(await connection.status()).toEqual({ available: true, settings: DEFAULT_GOOGLE_SETTINGS });
  });

  it('says Connect cannot work in a build without a client id', async () => {
    const area = memoryArea();
    const bare = createGoogleConnection({
      settings: createStorageGoogleSettings(area),
      endpoints: () => Promise.resolve(GOOGLE_ENDPOINTS),
      manifestClientId: undefined,
      webClientId: undefined,
      createAuth: fakeAuth,
      createCalendar: (c) => fakeCalendar(c),
      log: { warn: vi.fn() },
    });
    expect((await bare.status()).available).toBe(false);
  });

  it('connects: records the account, the method and the calendar’s zone, and lists the calendars', async () => {
    const { connection, made } = setup();
    const status = await connection.connect();
    expect(status.settings).toMatchObject({
      connected: true,
      account: 'me@example.com',
      authMethod: 'webAuthFlow',
      needsReconnect: false,
      calendarTimeZone: 'Europe/Berlin',
      readCalendarIds: ['primary'],
      writeCalendarId: 'primary',
    });
    expect(status.calendars).toEqual(CALENDARS);
    expect(await connection.calendar()).toBeDefined();
    expect(made.at(-1)?.apiBaseUrl).toBe('https://www.googleapis.com/calendar/v3');
  });

  it('saves the calendars to read and write and who is emailed, and the adapter uses them', async () => {
    const { connection, made } = setup();
    await connection.connect();
    await connection.choose({
      readCalendarIds: ['me@example.com', 'team@group.calendar.google.com'],
      writeCalendarId: 'team@group.calendar.google.com',
      sendUpdates: 'none',
    });
    await connection.calendar();
    expect(made.at(-1)).toMatchObject({
      readCalendarIds: ['me@example.com', 'team@group.calendar.google.com'],
      writeCalendarId: 'team@group.calendar.google.com',
    });
    expect((await connection.settings()).sendUpdates).toBe('none');
  });

  it.each([
    [{ readCalendarIds: ['nobody@example.com'], writeCalendarId: 'primary' }, 'There is no calendar "nobody@example.com"'],
    [
      { readCalendarIds: ['primary'], writeCalendarId: 'holidays@group.v.calendar.google.com' },
      'Kairos cannot write to "Holidays": you can only read it.',
    ],
  ])('refuses a choice it cannot honour, keeping the old one', async (choice, message) => {
    const { connection } = setup();
    await connection.connect();
    await expect(connection.choose({ ...choice, sendUpdates: 'all' })).rejects.toThrow(message);
    expect((await connection.settings()).writeCalendarId).toBe('primary');
  });

  it('marks the connection for reconnecting when Google refuses the sign-in, wherever it happened', async () => {
    const lost = new KairosError('calendar_auth', 'Google sign-in expired — reconnect in Kairos options.');
    const { connection, area } = setup();
    await connection.connect();
    const broken = setup({ fail: lost });
    // Same stored settings, an adapter whose calls fail for sign-in.
    broken.area.data.googleSettings = area.data.googleSettings;
    const calendar = await broken.connection.calendar();
    await expect(calendar?.listOccurrences({ start: 0, end: 1 }, 'UTC')).rejects.toBe(lost);
    await vi.waitFor(async () => {
      expect((await broken.connection.settings()).needsReconnect).toBe(true);
    });
    const status = await broken.connection.status();
    expect(status.calendars).toBeUndefined();
  });

  it('reports a problem listing calendars without losing the connection', async () => {
    const offline = new KairosError('calendar_unavailable', 'Google Calendar could not be reached.', { retryable: true });
    const { connection, area } = setup();
    await connection.connect();
    const broken = setup({ fail: offline });
    broken.area.data.googleSettings = area.data.googleSettings;
    const status = await broken.connection.status();
    expect(status.problem).toBe('Google Calendar could not be reached.');
    expect(status.settings.connected).toBe(true);
  });

  it('disconnects: signs out and goes back to the local calendar', async () => {
    const { connection, auth } = setup();
    await connection.connect();
    const status = await connection.disconnect();
    expect(auth.signedOut).toEqual(['webAuthFlow']);
    expect(status.settings).toEqual(DEFAULT_GOOGLE_SETTINGS);
    expect(await connection.calendar()).toBeUndefined();
  });
});

describe('the calendar in use', () => {
  it('is Google while connected and the local calendar otherwise, chosen per call', async () => {
    const localList = vi.fn(() => Promise.resolve([]));
    const googleList = vi.fn(() => Promise.resolve([]));
    const local = { listOccurrences: localList } as unknown as CalendarPort;
    const google = { listOccurrences: googleList } as unknown as CalendarPort;
    let connected = false;
    const active = createActiveCalendar(local, () => Promise.resolve(connected ? google : undefined));
    await active.listOccurrences({ start: 0, end: 1 }, 'UTC');
    connected = true;
    await active.listOccurrences({ start: 0, end: 1 }, 'UTC');
    expect(localList).toHaveBeenCalledTimes(1);
    expect(googleList).toHaveBeenCalledTimes(1);
  });

  it('refuses a recurring edit on a calendar that cannot make one', async () => {
    const active = createActiveCalendar({} as CalendarPort, () => Promise.resolve(undefined));
    await expect(active.updateRecurring?.({} as never, {} as never, 'this')).rejects.toThrow('Google Calendar only');
  });
});

describe('the zone Kairos plans in', () => {
  const google = { ...DEFAULT_GOOGLE_SETTINGS, connected: true, calendarTimeZone: 'Europe/Berlin' };
  it('is the one pinned in Options, else the Google Calendar’s, else the browser’s', () => {
    expect(effectiveTimeZone({ ...DEFAULT_PREFERENCES, timeZone: 'Asia/Tokyo' }, google, 'America/New_York')).toBe('Asia/Tokyo');
    expect(effectiveTimeZone({ ...DEFAULT_PREFERENCES, timeZone: null }, google, 'America/New_York')).toBe('Europe/Berlin');
    expect(effectiveTimeZone({ ...DEFAULT_PREFERENCES, timeZone: null }, DEFAULT_GOOGLE_SETTINGS, 'America/New_York')).toBe(
      'America/New_York',
    );
  });
});
