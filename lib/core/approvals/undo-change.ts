import type { CalendarPort, WriteOptions } from '../../ports/calendar';
import { KairosError } from '../errors';
import { calendarOf, toDraft } from './execute-change';
import type { AuditEntry } from './pending-action';

/**
 * Reverses an executed write, but only while its target is as the write left it: undo must never
 * throw away a change the person made afterwards.
 */
export async function undoChange(calendar: CalendarPort, entry: AuditEntry, options: WriteOptions = {}): Promise<void> {
  const change = entry.change;
  switch (change.kind) {
    case 'create': {
      const current = await calendar.getEvent(change.event.id, change.event.calendarId);
      if (current === undefined) return; // Already gone: undoing a create has nothing left to do.
      assertAsLeft(current.etag, entry, change.event.title);
      await calendar.deleteEvent(current.id, current.etag, { ...options, ...calendarOf(current) });
      return;
    }
    case 'update': {
      // One occurrence changed is an event of its own now, restored like any other; a series split
      // or shifted would need the series as it was, which the entry does not hold.
      if (change.scope !== undefined && change.scope !== 'this') {
        throw new KairosError(
          'invalid_input',
          `Undo cannot put back a change to every "${change.before.title}" yet. Ask Kairos to move them back, or change the series in Google Calendar.`,
        );
      }
      const current = await calendar.getEvent(change.before.id, change.before.calendarId);
      if (current === undefined)
        throw new KairosError('not_found', `"${change.before.title}" was deleted since, so it cannot be restored.`);
      assertAsLeft(current.etag, entry, change.before.title);
      await calendar.updateEvent(toDraft(change.before), current.etag, options);
      return;
    }
    case 'delete':
      await calendar.insertEvent(toDraft(change.before), options);
      return;
  }
}

function assertAsLeft(currentEtag: string, entry: AuditEntry, title: string): void {
  if (entry.etagAfter !== undefined && currentEtag !== entry.etagAfter) {
    throw new KairosError(
      'stale_target',
      `"${title}" was changed after this action, so undo would lose that change. Nothing was undone.`,
    );
  }
}
