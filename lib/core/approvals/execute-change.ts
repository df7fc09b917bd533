import type { CalendarPort, WriteOptions } from '../../ports/calendar';
import type { CalendarEvent, EventDraft } from '../domain/calendar-event';
import { KairosError, toErrorPayload } from '../errors';
import { describeChanges, fieldChanges } from './field-diff';
import { singleChanges, type CalendarChange, type SingleChange } from './pending-action';

/** What a write left behind, for undo to check the targets are still as it left them. */
export interface Written {
  etagAfter?: string;
  /** Bulk: each event's etag after its write, in order (null: deleted). */
  etagsAfter?: (string | null)[];
}

/**
 * Makes a change. Every target is re-read first, and the whole change refused if any changed since
 * the suggestion: the person approved a diff against what they saw, not against now. A bulk change
 * is one unit: if one write fails, those already made are put back.
 */
export async function executeChange(
  calendar: CalendarPort,
  change: CalendarChange,
  options: WriteOptions,
  timeZone: string,
): Promise<Written> {
  const changes = singleChanges(change);
  for (const c of changes) if (c.kind !== 'create') await assertUnchanged(calendar, c.before, timeZone);
  if (change.kind !== 'bulk') {
    const written = await executeSingle(calendar, change, options);
    return written === undefined ? {} : { etagAfter: written.etag };
  }
  const done: { change: SingleChange; written: CalendarEvent | undefined }[] = [];
  for (const c of changes) {
    try {
      done.push({ change: c, written: await executeSingle(calendar, c, options) });
    } catch (error) {
      const notPutBack = await rollBack(calendar, done, options);
      const failed = `${verbOf(c)} "${titleOf(c)}" failed: ${toErrorPayload(error).message}`;
      const state =
        done.length === 0
          ? 'Nothing was changed.'
          : notPutBack.length === 0
            ? `The ${String(done.length)} change(s) already made were put back, so nothing was changed.`
            : `${String(notPutBack.length)} change(s) could not be put back: ${notPutBack.join(', ')}. Check them in your calendar.`;
      throw new KairosError(error instanceof KairosError ? error.code : 'internal', `${failed}. ${state}`, {
        retryable: error instanceof KairosError ? error.retryable : true,
        cause: error,
      });
    }
  }
  return { etagsAfter: done.map((d) => d.written?.etag ?? null) };
}

async function executeSingle(
  calendar: CalendarPort,
  change: SingleChange,
  options: WriteOptions,
): Promise<CalendarEvent | undefined> {
  switch (change.kind) {
    case 'create':
      return calendar.insertEvent(change.event, options);
    case 'update':
      if (change.scope !== undefined) {
        if (calendar.updateRecurring === undefined) {
          throw new KairosError('invalid_input', 'This calendar cannot change part of a repeating event.');
        }
        return calendar.updateRecurring(change.before, change.after, change.scope, options);
      }
      return calendar.updateEvent(change.after, change.before.etag, options);
    case 'delete':
      await calendar.deleteEvent(change.before.id, change.before.etag, { ...options, ...calendarOf(change.before) });
      return undefined;
  }
}

/** Puts back what a failed bulk change had done, newest first; returns the titles it could not. */
async function rollBack(
  calendar: CalendarPort,
  done: readonly { change: SingleChange; written: CalendarEvent | undefined }[],
  options: WriteOptions,
): Promise<string[]> {
  const failed: string[] = [];
  for (const { change, written } of [...done].reverse()) {
    try {
      switch (change.kind) {
        case 'create':
          if (written !== undefined) await calendar.deleteEvent(written.id, written.etag, { ...options, ...calendarOf(written) });
          break;
        case 'update':
          if (written !== undefined) await calendar.updateEvent(toDraft(change.before), written.etag, options);
          break;
        case 'delete':
          await calendar.insertEvent(toDraft(change.before), options);
          break;
      }
    } catch {
      failed.push(`"${titleOf(change)}"`);
    }
  }
  return failed;
}

/** Refuses when the event is gone or changed since it was read, saying what changed. */
export async function assertUnchanged(calendar: CalendarPort, before: CalendarEvent, timeZone: string): Promise<void> {
  const current = await calendar.getEvent(before.id, before.calendarId);
  if (current === undefined)
    throw new KairosError('not_found', `"${before.title}" is no longer in the calendar, so nothing was done.`);
  if (current.etag === before.etag) return;
  const what = describeChanges(fieldChanges(toDraft(before), toDraft(current), timeZone));
  throw new KairosError(
    'stale_target',
    `"${before.title}" changed after Kairos suggested this${what === '' ? '' : ` (${what})`}, so nothing was done. Ask again for a fresh suggestion.`,
  );
}

export function titleOf(change: SingleChange): string {
  return change.kind === 'create' ? change.event.title : change.before.title;
}

function verbOf(change: SingleChange): string {
  return change.kind === 'create' ? 'Creating' : change.kind === 'update' ? 'Changing' : 'Deleting';
}

export function toDraft(event: CalendarEvent): EventDraft {
  const { etag: _etag, updatedAt: _updatedAt, ...draft } = event;
  return draft;
}

export function calendarOf(event: { calendarId?: string | undefined }): { calendarId?: string } {
  return event.calendarId === undefined ? {} : { calendarId: event.calendarId };
}
