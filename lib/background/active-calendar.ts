import { KairosError } from '../core/errors';
import type { CalendarPort } from '../ports/calendar';

/**
 * The calendar every turn, approval and undo uses: the person's Google Calendar while connected,
 * else the local one, chosen afresh on each call so connecting or disconnecting in Options applies
 * at once. A suggestion made on one and approved after switching finds no such event (not_found)
 * rather than writing to the wrong calendar.
 */
export function createActiveCalendar(local: CalendarPort, google: () => Promise<CalendarPort | undefined>): CalendarPort {
  const current = async (): Promise<CalendarPort> => (await google()) ?? local;
  return {
    listOccurrences: async (range, zone) => (await current()).listOccurrences(range, zone),
    getEvent: async (id, calendarId) => (await current()).getEvent(id, calendarId),
    insertEvent: async (draft, options) => (await current()).insertEvent(draft, options),
    updateEvent: async (event, ifMatch, options) => (await current()).updateEvent(event, ifMatch, options),
    deleteEvent: async (id, ifMatch, options) => (await current()).deleteEvent(id, ifMatch, options),
    async updateRecurring(occurrence, after, scope, options) {
      const calendar = await current();
      if (calendar.updateRecurring === undefined) {
        throw new KairosError('invalid_input', 'Changing part of a repeating event works with Google Calendar only.');
      }
      return calendar.updateRecurring(occurrence, after, scope, options);
    },
  };
}
