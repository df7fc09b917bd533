import type { CalendarPort, WriteOptions } from '../../ports/calendar';
import type { SendUpdates } from '../domain/calendar-connection';
import type { CalendarEvent } from '../domain/calendar-event';
import { KairosError, toErrorPayload } from '../errors';
import { calendarOf, titleOf, toDraft } from './execute-change';
import { singleChanges, type AuditEntry, type SingleChange } from './pending-action';

export interface UndoOptions {
  /** Email the guests about the undo; absent, as the original write did, but a restored delete tells no one. */
  notifyGuests?: boolean;
}

/**
 * An event put back as it was before a write, under a new etag. Earlier actions on it that left it
 * at `was` left it as it is again, so their undo stays possible: undoing a move, then the create
 * before it, works in that order.
 */
export interface EtagRestored {
  was: string;
  now: string;
}

/** Called after each change is put back, so an undo that stops part-way can be resumed without repeating it. */
export type UndoProgress = (index: number) => Promise<void>;

/**
 * Reverses an executed write, but only while every target is as the write left it: undo must never
 * throw away a change the person made afterwards. A bulk change is checked whole before anything is
 * put back, then undone newest first.
 */
export async function undoChange(
  calendar: CalendarPort,
  entry: AuditEntry,
  options: UndoOptions = {},
  progress: UndoProgress = () => Promise.resolve(),
): Promise<EtagRestored[]> {
  const changes = singleChanges(entry.change);
  const skip = new Set(entry.undoneParts ?? []);
  // A bulk change that stopped part-way made only some of its changes: undo puts back just those.
  const made = entry.doneParts === undefined ? undefined : new Set(entry.doneParts);
  const etagAfter = (i: number): string | null | undefined =>
    entry.change.kind === 'bulk' ? entry.etagsAfter?.[i] : entry.etagAfter;
  const todo = changes
    .map((change, index) => ({ change, index }))
    .filter(({ index }) => !skip.has(index) && (made === undefined || made.has(index)));
  for (const { change, index } of todo) await assertUndoable(calendar, change, etagAfter(index));
  let undone = 0;
  const restored: EtagRestored[] = [];
  for (const { change, index } of [...todo].reverse()) {
    try {
      const back = await undoSingle(calendar, change, writeOptions(change, entry.sendUpdates, options));
      if (back !== undefined && change.kind !== 'create') restored.push({ was: change.before.etag, now: back.etag });
    } catch (error) {
      if (todo.length === 1) throw error;
      throw new KairosError(
        error instanceof KairosError ? error.code : 'internal',
        `Undo stopped part-way: ${String(undone)} of ${String(todo.length)} put back; "${titleOf(change)}" failed: ${toErrorPayload(error).message}. Undo again to finish.`,
        { retryable: true, cause: error },
      );
    }
    undone++;
    await progress(index);
  }
  return restored;
}

async function assertUndoable(calendar: CalendarPort, change: SingleChange, etagAfter: string | null | undefined): Promise<void> {
  switch (change.kind) {
    case 'create': {
      const current = await calendar.getEvent(change.event.id, change.event.calendarId);
      if (current !== undefined) assertAsLeft(current.etag, etagAfter, change.event.title);
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
      assertAsLeft(current.etag, etagAfter, change.before.title);
      return;
    }
    case 'delete':
      return;
  }
}

async function undoSingle(
  calendar: CalendarPort,
  change: SingleChange,
  options: WriteOptions,
): Promise<CalendarEvent | undefined> {
  switch (change.kind) {
    case 'create': {
      const current = await calendar.getEvent(change.event.id, change.event.calendarId);
      if (current === undefined) return undefined; // Already gone: undoing a create has nothing left to do.
      await calendar.deleteEvent(current.id, current.etag, { ...options, ...calendarOf(current) });
      return undefined;
    }
    case 'update': {
      const current = await calendar.getEvent(change.before.id, change.before.calendarId);
      if (current === undefined)
        throw new KairosError('not_found', `"${change.before.title}" was deleted since, so it cannot be restored.`);
      return calendar.updateEvent(toDraft(change.before), current.etag, options);
    }
    case 'delete':
      return calendar.insertEvent(toDraft(change.before), options);
  }
}

/** Guests hear of an undo as they heard of the write, except a deleted event comes back quietly unless asked. */
function writeOptions(change: SingleChange, sendUpdates: SendUpdates | undefined, options: UndoOptions): WriteOptions {
  if (sendUpdates === undefined) return {};
  if (options.notifyGuests !== undefined)
    return { sendUpdates: options.notifyGuests ? (sendUpdates === 'none' ? 'all' : sendUpdates) : 'none' };
  return { sendUpdates: change.kind === 'delete' ? 'none' : sendUpdates };
}

function assertAsLeft(currentEtag: string, etagAfter: string | null | undefined, title: string): void {
  if (typeof etagAfter === 'string' && currentEtag !== etagAfter) {
    throw new KairosError(
      'stale_target',
      `"${title}" was changed after this action, so undo would lose that change. Nothing was undone.`,
    );
  }
}
