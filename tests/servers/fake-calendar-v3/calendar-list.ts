import type { CalendarRecord, EventStore } from './event-store';
import { notFound } from './google-errors';
import { type Reply, jsonReply } from './http-io';
import { pageOf } from './pagination';

const ROLE_RANK: Record<string, number> = { freeBusyReader: 0, reader: 1, writerWithoutPrivateAccess: 2, writer: 3, owner: 4 };

/** calendarList.list: the primary calendar first, then the seeded ones. */
export function listCalendars(store: EventStore, query: URLSearchParams): Reply {
  const minRole = query.get('minAccessRole');
  const floor = minRole === null ? 0 : (ROLE_RANK[minRole] ?? 0);
  const entries = store
    .calendars()
    .filter((calendar) => (ROLE_RANK[calendar.accessRole] ?? 0) >= floor)
    .map((calendar) => entryOf(store, calendar));
  const page = pageOf(entries, query, { default: 100, max: 250 });
  return jsonReply({
    kind: 'calendar#calendarList',
    etag: `"p${String(store.calendars().length)}"`,
    ...(page.nextPageToken === undefined ? {} : { nextPageToken: page.nextPageToken }),
    items: page.items,
  });
}

function entryOf(store: EventStore, calendar: CalendarRecord): Record<string, unknown> {
  return {
    kind: 'calendar#calendarListEntry',
    etag: calendar.etag,
    id: calendar.id,
    summary: calendar.summary,
    timeZone: store.zoneOf(calendar),
    colorId: '14',
    backgroundColor: calendar.backgroundColor,
    foregroundColor: '#000000',
    selected: true,
    accessRole: calendar.accessRole,
    defaultReminders: [],
    ...(calendar.primary ? { primary: true } : {}),
  };
}

// What a new consumer account shows besides its zone (settings.list, as of revision 20260708).
const FIXED_SETTINGS: Record<string, string> = {
  locale: 'en',
  weekStart: '0',
  format24HourTime: 'false',
  dateFieldOrder: 'MDY',
  hideWeekends: 'false',
  showDeclinedEvents: 'true',
  defaultEventLength: '60',
};

/** settings.get: the zone comes from the account (setTimeZone), the rest are fixed. */
export function getSetting(store: EventStore, setting: string): Reply {
  const value = setting === 'timezone' ? store.settingsZone() : FIXED_SETTINGS[setting];
  if (value === undefined) throw notFound();
  const etag = store.settingsEtag();
  return jsonReply({ kind: 'calendar#setting', etag, id: setting, value }, etag);
}
