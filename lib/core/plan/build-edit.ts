import type { EditChange } from '../nlu/edit-request';
import { parseEdit } from '../nlu/parse-edit';
import { FREE_SAID } from '../nlu/free-time-said';
import { formatClock } from '../nlu/parse-time-of-day';
import { addZonedDays, isoDateInZone, isoDateToInstant, toZonedIso } from '../time/zoned';
import { PlanDraft, addConfirmedWrites, ref, type BuildContext } from './plan-draft';
import { readEditTargetQuery } from './reading/read-edit-target';

/** What GenerateProposedUpdates is asked to change: the move, the new title, the new length. */
export interface EditParams {
  move?: Record<string, unknown>;
  rename?: string;
  durationMinutes?: number;
  durationDeltaMinutes?: number;
  endClock?: string;
}

/**
 * One edit of a named event as steps of a larger Plan ("cancel the dentist and move the haircut to
 * 5pm"): find the one event, work out its new time, title or length, and change it after approval.
 * Edits that search ("earlier", "lunch instead") or point back ("move it") stay on their own path.
 */
export function addEdit(draft: PlanDraft, text: string, ctx: BuildContext): boolean {
  const { now, timeZone: zone } = ctx;
  const edit = parseEdit(text, now, zone);
  const params = editParamsOf(text, ctx);
  if (params === undefined) return false;
  const query = readEditTargetQuery(text, edit.target, now, zone);
  if (query === undefined) return false;
  const find = draft.add('FindEvents', { query });
  addEditOf(draft, ref(find, 'events'), params);
  return true;
}

/** "all the marketing syncs", "every standup", "each of my demos": the same change to many events. */
const ALL_OF =
  /\b(?:all(?:\s+of)?|every|each(?:\s+of)?|(?:my|the|our)\s+(?:remaining|upcoming))\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+)?[\p{L}\d]/iu;
/** "my remaining check-ins" is many; "my upcoming spanish class" is the next one, not every one. */
const REMAINING = /\b(?:my|the|our)\s+(?:remaining|upcoming)\s/i;
const EVERY = /\b(?:all|every|each)\b/i;

/**
 * "rename all the Marketing syncs in January to 'Brand sync'", "push all the product demos with
 * Rachel half an hour later", "shorten every check-in to 15 minutes", "bump all the design reviews to
 * 4pm": one change that is the same for each event (a new name, a shift, a length, an hour on its own
 * day), made to every one found — never to one of them picked, nor a question which one was meant.
 */
export function addManyEdit(draft: PlanDraft, text: string, ctx: BuildContext): boolean {
  if (!ALL_OF.test(text)) return false;
  const { now, timeZone: zone } = ctx;
  // "…, all of them", "this and all following": one series' occurrences, the edit's own path.
  if (parseEdit(text, now, zone).scope !== undefined) return false;
  const params = editParamsOf(text, ctx);
  if (params === undefined) return false;
  // Each event keeps its own day: a shift, an hour on that day, a new name or length says the same thing of each.
  if (params.move !== undefined && params.move.kind !== 'shift' && params.move.kind !== 'clock') return false;
  const query = readEditTargetQuery(text, parseEdit(text, now, zone).target, now, zone);
  if (query?.title === undefined && query?.people === undefined) return false;
  if (REMAINING.test(text) && !EVERY.test(text) && !/(?<!s)s$/i.test(query.title ?? '')) return false;
  const find = draft.add('FindEvents', { query: { ...query, expect: 'many' } });
  addEditOf(draft, ref(find, 'events'), params);
  return true;
}

/**
 * The change an edit's words ask for, in GenerateProposedUpdates' terms; undefined when it is not
 * one a Plan step makes (a search for a time, a new kind of event, a new place).
 */
export function editParamsOf(text: string, ctx: BuildContext): EditParams | undefined {
  const edit = parseEdit(text, ctx.now, ctx.timeZone);
  const { change } = edit;
  // "push it back an hour" says how far, so its direction is no search for a time.
  const searches = edit.timePreference !== undefined && change.shiftMinutes === undefined;
  if (edit.conditional || searches || change.kind !== undefined || change.location !== undefined) return undefined;
  if (change.eventType !== undefined) return undefined;
  const move = whenFree(moveOf(change, ctx.timeZone), text, ctx.timeZone);
  const { durationMinutes, durationDeltaMinutes, endMinutes } = change;
  if (
    move === undefined &&
    change.title === undefined &&
    durationMinutes === undefined &&
    durationDeltaMinutes === undefined &&
    endMinutes === undefined
  )
    return undefined;
  return {
    ...(move === undefined ? {} : { move }),
    ...(change.title === undefined ? {} : { rename: change.title }),
    ...(durationMinutes === undefined ? {} : { durationMinutes }),
    ...(durationDeltaMinutes === undefined || durationMinutes !== undefined ? {} : { durationDeltaMinutes }),
    ...(endMinutes === undefined || durationMinutes !== undefined ? {} : { endClock: formatClock(endMinutes % 1440) }),
  };
}

/** The change worked out for these events, confirmed, then made. Returns the GenerateProposedUpdates step. */
export function addEditOf(draft: PlanDraft, events: string, params: EditParams): string {
  const generate = draft.add('GenerateProposedUpdates', { events, ...params });
  addConfirmedWrites(
    draft,
    [generate],
    'UpdateEvents',
    { changes: ref(generate, 'changes'), notes: ref(generate, 'notes') },
    undefined,
  );
  return generate;
}

/** "to Friday Dec 11 when I'm free": the first free time that day, not the event's hour on it. */
function whenFree(move: Record<string, unknown> | undefined, text: string, zone: string): Record<string, unknown> | undefined {
  if (move?.kind !== 'toDay' || typeof move.date !== 'string' || !FREE_SAID.test(text)) return move;
  const start = isoDateToInstant(move.date, zone);
  return { kind: 'find', range: { start: toZonedIso(start, zone), end: toZonedIso(addZonedDays(start, 1, zone), zone) } };
}

/** Whether the edit asks for free time ("…when I'm free"), which the Plan's steps find. */
export function asksForFreeTime(text: string): boolean {
  return FREE_SAID.test(text);
}

function moveOf(change: EditChange, zone: string): Record<string, unknown> | undefined {
  const newTime = change.newTime;
  switch (newTime?.kind) {
    case 'exact':
      return { kind: 'to', start: toZonedIso(newTime.start, zone) };
    case 'clock':
      return { kind: 'clock', clock: formatClock(newTime.minutes), ...(newTime.halfDay === true ? { halfDay: true } : {}) };
    case 'day':
      // "the following Monday" is counted from each event's own day, which only the edit's own path knows.
      if (newTime.fromEvent !== undefined) return undefined;
      return { kind: 'toDay', date: isoDateInZone(newTime.start, zone) };
    case 'range':
      return {
        kind: 'find',
        range: { start: toZonedIso(newTime.start, zone), end: toZonedIso(newTime.end, zone) },
        ...(newTime.weekday === undefined ? {} : { sameWeek: true as const }),
      };
    case 'part':
      return { kind: 'find', partsOfDay: [newTime.part] };
    case 'window':
      // Hours of each event's own day: no Plan step says that; the edit's own path does.
      return undefined;
    case undefined:
      return change.shiftMinutes === undefined ? undefined : { kind: 'shift', minutes: change.shiftMinutes };
  }
}
