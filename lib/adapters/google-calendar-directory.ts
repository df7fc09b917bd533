import type { CalendarListEntry } from '../core/domain/calendar-connection';
import { googleCalendarListPageSchema, googleSettingSchema } from './google-event-schema';
import { parseAnswer, type GoogleHttp } from './google-http';

/** A calendar as events read from it are labelled: its real id, and the zone of its timed events. */
export interface ResolvedCalendar {
  id: string;
  timeZone: string;
}

/** The person's calendars (calendarList.list) and settings zone: read afresh on request, else kept. */
export interface GoogleCalendarDirectory {
  /** Every calendar in the person's list, all pages, read afresh. */
  list(): Promise<CalendarListEntry[]>;
  /** The zone in the person's Calendar settings, read afresh. */
  settingsTimeZone(): Promise<string>;
  /**
   * A calendar id as configured, which may be the alias "primary", to the id Google lists it under.
   * Events read through "primary" are labelled with the real id (the account's email), so an event
   * on the primary calendar has one calendarId however it was reached, and two configured ids for
   * the same calendar are read once. The list is read on first use and kept; list() renews it.
   */
  resolve(idOrAlias: string): Promise<ResolvedCalendar>;
}

const PRIMARY = 'primary';
// calendarList.list's largest page (its discovery document's maximum for maxResults).
const CALENDAR_LIST_PAGE = 250;

export function createGoogleCalendarDirectory(http: GoogleHttp): GoogleCalendarDirectory {
  async function readList(): Promise<CalendarListEntry[]> {
    const entries: CalendarListEntry[] = [];
    let pageToken: string | undefined;
    do {
      const { body } = await http.send({
        method: 'GET',
        path: '/users/me/calendarList',
        query: { maxResults: CALENDAR_LIST_PAGE, pageToken },
        repeatable: true,
      });
      const page = parseAnswer(googleCalendarListPageSchema, body, 'a calendar list');
      for (const item of page.items) {
        entries.push({
          id: item.id,
          summary: item.summaryOverride ?? item.summary ?? item.id,
          primary: item.primary === true,
          accessRole: item.accessRole,
          ...(item.timeZone === undefined ? {} : { timeZone: item.timeZone }),
          ...(item.backgroundColor === undefined ? {} : { color: item.backgroundColor }),
        });
      }
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined);
    return entries;
  }

  async function readSettingsZone(): Promise<string> {
    const { body } = await http.send({ method: 'GET', path: '/users/me/settings/timezone', repeatable: true });
    return parseAnswer(googleSettingSchema, body, 'a time zone setting').value;
  }

  const calendars = renewable(readList);
  const zone = renewable(readSettingsZone);
  return {
    list: calendars.renew,
    settingsTimeZone: zone.renew,
    async resolve(idOrAlias) {
      const entries = await calendars.current();
      const entry = entries.find((e) => (idOrAlias === PRIMARY ? e.primary : e.id === idOrAlias));
      return { id: entry?.id ?? idOrAlias, timeZone: entry?.timeZone ?? (await zone.current()) };
    },
  };
}

/** A value read from Google when first needed and then kept; renew() reads it afresh. A failed read is not kept. */
function renewable<T>(read: () => Promise<T>): { renew: () => Promise<T>; current: () => Promise<T> } {
  let kept: Promise<T> | undefined;
  const renew = (): Promise<T> => {
    const reading = read();
    kept = reading;
    reading.catch(() => {
      if (kept === reading) kept = undefined;
    });
    return reading;
  };
  return { renew, current: () => kept ?? renew() };
}
