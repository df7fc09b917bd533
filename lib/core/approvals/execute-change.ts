import type { CalendarPort, WriteOptions } from '../../ports/calendar';
import type { CalendarEvent, EventDraft } from '../domain/calendar-event';
import { KairosError, toErrorPayload, type ErrorCode } from '../errors';
import { describeChanges, fieldChanges } from './field-diff';
import type { CalendarChange, FieldChange, SingleChange } from './pending-action';
import { incompleteReport, stoppedReport } from './stopped-report';

/** What a write left behind, for undo to check the targets are still as it left them. */
export interface Written {
  etagAfter?: string;
  /** Bulk: each event's etag after its write, in order (null: deleted, or not made when stopped part-way). */
  etagsAfter?: (string | null)[];
}

/** How far a bulk change got: the changes made (by index) and each one's etag after its write. */
export interface BulkProgress {
  doneParts: readonly number[];
  /** In the order of the changes; null for a delete and for a change not made. */
  etagsAfter: readonly (string | null)[];
}

/**
 * A bulk change that stopped with some of it made, which is kept. `action_incomplete` (retryable)
 * when the reason will pass and Retry makes the rest; otherwise the cause's code (a Retry found a
 * target changed since), and a fresh suggestion or undo is what helps.
 */
export class PartlyDoneError extends KairosError {
  readonly progress: BulkProgress;

  constructor(code: ErrorCode, message: string, progress: BulkProgress, options: { retryable?: boolean; cause?: unknown }) {
    super(code, message, options);
    this.name = 'PartlyDoneError';
    this.progress = progress;
  }
}

/**
 * Makes a change. Every target is re-read first, and the whole change refused if any changed since
 * the suggestion: the person approved a diff against what they saw, not against now. `earlier`
 * resumes a bulk change that stopped part-way (Retry): only the changes not yet made are written.
 */
export async function executeChange(
  calendar: CalendarPort,
  change: CalendarChange,
  options: WriteOptions,
  timeZone: string,
  earlier?: BulkProgress,
): Promise<Written> {
  if (change.kind === 'bulk') return { etagsAfter: await executeBulk(calendar, change.changes, options, timeZone, earlier) };
  if (change.kind !== 'create') await assertUnchanged(calendar, change.before, timeZone);
  const written = await executeSingle(calendar, change, options);
  return written === undefined ? {} : { etagAfter: written.etag };
}

/**
 * A bulk change, one write after another. When a write fails for a reason that will pass (rate
 * limit, outage, lost connection — after the calendar's own retries), what was made is kept and
 * the error says how far it got, so Retry makes only the rest: for a plan of many writes, putting
 * good work back over a passing failure wastes it, and the person wants to know what was done.
 * A failure that will not pass (a target changed or gone, a write refused) cannot be finished by
 * Retry, so the change stays one unit as approved: what was made is put back and nothing changes.
 * Once a Retry has kept work, that work stays either way, and the error says so.
 */
async function executeBulk(
  calendar: CalendarPort,
  changes: readonly SingleChange[],
  options: WriteOptions,
  zone: string,
  earlier: BulkProgress | undefined,
): Promise<(string | null)[]> {
  const retrying = earlier !== undefined;
  const etags = changes.map((_, i) => earlier?.etagsAfter[i] ?? null);
  const done = new Set(earlier?.doneParts ?? []);
  const made: { change: SingleChange; written: CalendarEvent | undefined }[] = [];
  const progress = (): BulkProgress => ({ doneParts: [...done].sort((a, b) => a - b), etagsAfter: [...etags] });
  const markMade = (index: number, etag: string | null): void => {
    done.add(index);
    etags[index] = etag;
  };
  // Work from before this run (an earlier run's, or a lost write found made) is kept whatever happens.
  const keepsEarlierWork = (): boolean => done.size > made.length;
  const incomplete = (error: KairosError): PartlyDoneError =>
    new PartlyDoneError('action_incomplete', incompleteReport(changes, done.size, error.message), progress(), {
      retryable: true,
      cause: error,
    });
  const kept = (error: unknown, problem: string): PartlyDoneError =>
    new PartlyDoneError(toErrorPayload(error).code, stoppedReport(changes, done.size, problem), progress(), { cause: error });

  const todo = changes.map((change, index) => ({ change, index })).filter(({ index }) => !done.has(index));
  for (const { change, index } of todo) {
    let check: TargetCheck;
    try {
      check = await checkTarget(calendar, change, zone, retrying);
    } catch (error) {
      if (isPassing(error)) throw incomplete(error);
      throw keepsEarlierWork() ? kept(error, toErrorPayload(error).message) : error;
    }
    if (check.kind === 'made') markMade(index, check.etag);
    if (check.kind === 'refused') throw keepsEarlierWork() ? kept(check.error, check.problem) : check.error;
  }

  for (const { change, index } of todo) {
    if (done.has(index)) continue;
    try {
      const written = await writePart(calendar, change, options, retrying);
      made.push({ change, written });
      markMade(index, written?.etag ?? null);
    } catch (error) {
      if (isPassing(error)) throw incomplete(error);
      const failed = `${verbOf(change)} "${titleOf(change)}" failed: ${toErrorPayload(error).message}`;
      if (keepsEarlierWork()) throw kept(error, failed);
      throw await rolledBack(calendar, made, options, failed, error);
    }
  }
  return etags;
}

/** Will it pass? Rate limits, outages and lost connections, which the calendar already retried. */
function isPassing(error: unknown): error is KairosError {
  return error instanceof KairosError && error.retryable && !(error instanceof PartlyDoneError);
}

type TargetCheck =
  { kind: 'write' } | { kind: 'made'; etag: string | null } | { kind: 'refused'; error: KairosError; problem: string };

/**
 * Whether a change may be written. On Retry a change may already be made: the run that stopped
 * wrote it but lost the answer (a dropped connection), so a deleted event is gone and a changed one
 * has a new etag. Such a change counts as made instead of being refused as stale. A create needs no
 * look: its client id makes the insert idempotent, and sending it again returns the event made before.
 */
async function checkTarget(calendar: CalendarPort, change: SingleChange, zone: string, retrying: boolean): Promise<TargetCheck> {
  if (change.kind === 'create') return { kind: 'write' };
  const current = await calendar.getEvent(change.before.id, change.before.calendarId);
  if (retrying && change.kind === 'delete' && current === undefined) return { kind: 'made', etag: null };
  if (retrying && change.kind === 'update' && current !== undefined && current.etag !== change.before.etag) {
    if (readsAsAfter(change, current, zone)) return { kind: 'made', etag: current.etag };
  }
  const refusal = refusalOf(change.before, current, zone);
  return refusal === undefined ? { kind: 'write' } : { kind: 'refused', ...refusal };
}

/** What a lost update is judged by: what the person sees of an event, and whatever this change alters. */
const SEEN: ReadonlySet<FieldChange['field']> = new Set(['time', 'title', 'location', 'attendees']);

function readsAsAfter(change: Extract<SingleChange, { kind: 'update' }>, current: CalendarEvent, zone: string): boolean {
  const altered = new Set(fieldChanges(toDraft(change.before), change.after, zone).map((c) => c.field));
  // A Meet link asked for has no url until it is written, so there the draft never reads as the event.
  return !fieldChanges(toDraft(current), change.after, zone).some(
    (c) => c.field !== 'video' && (SEEN.has(c.field) || altered.has(c.field)),
  );
}

/** One part's write; on Retry, a delete that finds its event gone (404, 410) has what it asked for. */
async function writePart(
  calendar: CalendarPort,
  change: SingleChange,
  options: WriteOptions,
  retrying: boolean,
): Promise<CalendarEvent | undefined> {
  try {
    return await executeSingle(calendar, change, options);
  } catch (error) {
    const gone = error instanceof KairosError && error.code === 'not_found';
    if (retrying && change.kind === 'delete' && gone) return undefined;
    throw error;
  }
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

/** Puts back what this run made, then says what failed and whether everything is as it was. */
async function rolledBack(
  calendar: CalendarPort,
  made: readonly { change: SingleChange; written: CalendarEvent | undefined }[],
  options: WriteOptions,
  failed: string,
  error: unknown,
): Promise<KairosError> {
  const notPutBack = await rollBack(calendar, made, options);
  const state =
    made.length === 0
      ? 'Nothing was changed.'
      : notPutBack.length === 0
        ? `The ${String(made.length)} change(s) already made were put back, so nothing was changed.`
        : `${String(notPutBack.length)} change(s) could not be put back: ${notPutBack.join(', ')}. Check them in your calendar.`;
  // The calendar's words may end a sentence already ("… ask them to.").
  return new KairosError(error instanceof KairosError ? error.code : 'internal', `${failed.replace(/\.$/, '')}. ${state}`, {
    retryable: error instanceof KairosError ? error.retryable : true,
    cause: error,
  });
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
  const refusal = refusalOf(before, await calendar.getEvent(before.id, before.calendarId), timeZone);
  if (refusal !== undefined) throw refusal.error;
}

/** Why a change may not touch the event as it is now (gone, or changed since it was read); undefined: it may. */
function refusalOf(
  before: CalendarEvent,
  current: CalendarEvent | undefined,
  timeZone: string,
): { error: KairosError; problem: string } | undefined {
  if (current === undefined) {
    const problem = `"${before.title}" is no longer in the calendar`;
    return { problem, error: new KairosError('not_found', `${problem}, so nothing was done.`) };
  }
  if (current.etag === before.etag) return undefined;
  const what = describeChanges(fieldChanges(toDraft(before), toDraft(current), timeZone));
  const problem = `"${before.title}" changed after Kairos suggested this${what === '' ? '' : ` (${what})`}`;
  return {
    problem,
    error: new KairosError('stale_target', `${problem}, so nothing was done. Ask again for a fresh suggestion.`),
  };
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
