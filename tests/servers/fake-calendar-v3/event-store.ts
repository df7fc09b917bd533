import { randomUUID } from 'node:crypto';
import type { FakeCalendarOptions, GoogleEventJson, SeedCalendar } from './api';
import { apiError, notFound } from './google-errors';

/** One calendar of the account, with its events by id (cancelled ones and exceptions included). */
export interface CalendarRecord {
  id: string;
  summary: string;
  accessRole: SeedCalendar['accessRole'];
  primary: boolean;
  /** Undefined on the primary calendar, which follows the account's settings zone. */
  timeZone?: string;
  etag: string;
  backgroundColor: string;
  events: Map<string, GoogleEventJson>;
}

export interface EventStore {
  readonly account: string;
  settingsZone(): string;
  setSettingsZone(zone: string): void;
  /** Bumps whenever the settings change, for the settings resource's etag. */
  settingsEtag(): string;
  calendars(): CalendarRecord[];
  /** "primary" is the account's own calendar. */
  find(calendarId: string): CalendarRecord | undefined;
  zoneOf(calendar: CalendarRecord): string;
  /** A fresh etag in Google's quoted-number shape, different from every earlier one. */
  nextEtag(): string;
  /** RFC 3339 UTC with milliseconds, strictly later than the previous answer. */
  now(): string;
  newEventId(): string;
  newMeetCode(): string;
  htmlLink(calendar: CalendarRecord, eventId: string): string;
}

const COLORS = ['#9fe1e7', '#7bd148', '#fad165', '#ff887c', '#9a9cff', '#f691b2', '#cca6ac', '#42d692'];

export function createEventStore(options: FakeCalendarOptions = {}): EventStore {
  const account = options.account ?? 'me@example.com';
  let zone = options.timeZone ?? 'America/New_York';
  // Etags look like Google's (microseconds since the epoch, quoted) and only ever grow.
  let etagCounter = 3_461_234_567_890_000;
  let settingsVersion = 0;
  let lastNow = 0;
  let meetCounter = 0;
  const nextEtag = (): string => `"${String(++etagCounter)}"`;

  const record = (seed: SeedCalendar, index: number): CalendarRecord => ({
    id: seed.id,
    summary: seed.summary,
    accessRole: seed.accessRole,
    primary: seed.primary === true,
    ...(seed.timeZone === undefined ? {} : { timeZone: seed.timeZone }),
    etag: nextEtag(),
    backgroundColor: COLORS[index % COLORS.length] ?? '#9fe1e7',
    events: new Map(),
  });

  const ownSeed = options.calendars?.find((c) => c.id === account);
  const primary = record(
    { ...ownSeed, id: account, summary: ownSeed?.summary ?? account, accessRole: 'owner', primary: true },
    0,
  );
  const others = (options.calendars ?? []).filter((c) => c.id !== account).map((c, i) => record(c, i + 1));
  const all = [primary, ...others];

  return {
    account,
    settingsZone: () => zone,
    setSettingsZone(next) {
      zone = next;
      settingsVersion++;
    },
    settingsEtag: () => `"${String(1_700_000_000_000 + settingsVersion)}"`,
    calendars: () => all,
    find: (calendarId) => all.find((c) => c.id === (calendarId === 'primary' ? account : calendarId)),
    zoneOf: (calendar) => calendar.timeZone ?? zone,
    nextEtag,
    now() {
      lastNow = Math.max(Date.now(), lastNow + 1);
      return new Date(lastNow).toISOString();
    },
    // A UUID without dashes is 32 hex digits, all inside base32hex, as Google recommends.
    newEventId: () => randomUUID().replace(/-/g, ''),
    newMeetCode() {
      meetCounter++;
      // A fixed odd multiplier modulo 26^10 spreads consecutive counters over all ten letters.
      let n = (BigInt(meetCounter) * 7_919_468_617_441n + 1_234_567n) % 26n ** 10n;
      let letters = '';
      for (let i = 0; i < 10; i++) {
        letters += String.fromCharCode(97 + Number(n % 26n));
        n /= 26n;
      }
      return `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7)}`;
    },
    htmlLink: (calendar, eventId) =>
      `https://www.google.com/calendar/event?eid=${Buffer.from(`${eventId} ${calendar.id}`).toString('base64url')}`,
  };
}

export function calendarOrNotFound(store: EventStore, calendarId: string): CalendarRecord {
  const calendar = store.find(calendarId);
  if (calendar === undefined) throw notFound();
  return calendar;
}

/** Writes need writer access; readers and free/busy readers get Google's requiredAccessLevel. */
export function writableCalendar(store: EventStore, calendarId: string): CalendarRecord {
  const calendar = calendarOrNotFound(store, calendarId);
  if (calendar.accessRole === 'reader' || calendar.accessRole === 'freeBusyReader') throw apiError(403, 'requiredAccessLevel');
  return calendar;
}
