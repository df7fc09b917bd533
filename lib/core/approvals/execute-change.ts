import type { CalendarPort, WriteOptions } from '../../ports/calendar';
import type { CalendarEvent, EventDraft } from '../domain/calendar-event';
import { KairosError } from '../errors';
import type { CalendarChange } from './pending-action';

/**
 * Makes one write. Updates and deletes re-read their target first and refuse if it changed since
 * the suggestion was made: the person approved a diff against what they saw, not against now.
 */
export async function executeChange(
  calendar: CalendarPort,
  change: CalendarChange,
  options: WriteOptions = {},
): Promise<CalendarEvent | undefined> {
  switch (change.kind) {
    case 'create':
      return calendar.insertEvent(change.event, options);
    case 'update':
      await assertUnchanged(calendar, change.before);
      if (change.scope !== undefined) {
        if (calendar.updateRecurring === undefined) {
          throw new KairosError('invalid_input', 'This calendar cannot change part of a repeating event.');
        }
        return calendar.updateRecurring(change.before, change.after, change.scope, options);
      }
      return calendar.updateEvent(change.after, change.before.etag, options);
    case 'delete':
      await assertUnchanged(calendar, change.before);
      await calendar.deleteEvent(change.before.id, change.before.etag, { ...options, ...calendarOf(change.before) });
      return undefined;
  }
}

async function assertUnchanged(calendar: CalendarPort, before: CalendarEvent): Promise<void> {
  const current = await calendar.getEvent(before.id, before.calendarId);
  if (current === undefined) throw new KairosError('not_found', `"${before.title}" is no longer in the calendar.`);
  if (current.etag !== before.etag) {
    throw new KairosError(
      'stale_target',
      `"${before.title}" changed after Kairos suggested this, so nothing was done. Ask again for a fresh suggestion.`,
    );
  }
}

export function toDraft(event: CalendarEvent): EventDraft {
  const { etag: _etag, updatedAt: _updatedAt, ...draft } = event;
  return draft;
}

export function calendarOf(event: { calendarId?: string | undefined }): { calendarId?: string } {
  return event.calendarId === undefined ? {} : { calendarId: event.calendarId };
}
