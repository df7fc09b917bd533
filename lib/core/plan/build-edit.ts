import { parseEdit } from '../nlu/parse-edit';
import { formatClock } from '../nlu/parse-time-of-day';
import { isoDateInZone, toZonedIso } from '../time/zoned';
import { PlanDraft, addConfirmedWrites, ref, type BuildContext } from './plan-draft';
import { readEditTargetQuery } from './reading/read-edit-target';

/**
 * One edit of a named event as steps of a larger Plan ("cancel the dentist and move the haircut to
 * 5pm"): find the one event, work out its new time, title or length, and change it after approval.
 * Edits that search ("earlier", "lunch instead") or point back ("move it") stay on their own path.
 */
export function addEdit(draft: PlanDraft, text: string, ctx: BuildContext): boolean {
  const { now, timeZone: zone } = ctx;
  const edit = parseEdit(text, now, zone);
  const { change } = edit;
  if (edit.conditional || edit.timePreference !== undefined || change.kind !== undefined || change.location !== undefined)
    return false;
  if (change.durationDeltaMinutes !== undefined || change.eventType !== undefined) return false;
  const query = readEditTargetQuery(text, edit.target, now, zone);
  if (query === undefined) return false;
  const newTime = change.newTime;
  const move =
    newTime?.kind === 'exact'
      ? { kind: 'to', start: toZonedIso(newTime.start, zone) }
      : newTime?.kind === 'clock'
        ? {
            kind: 'clock',
            clock: formatClock(newTime.minutes),
          }
        : newTime?.kind === 'day'
          ? { kind: 'toDay', date: isoDateInZone(newTime.start, zone) }
          : newTime?.kind === 'range'
            ? { kind: 'find', range: { start: toZonedIso(newTime.start, zone), end: toZonedIso(newTime.end, zone) } }
            : change.shiftMinutes !== undefined
              ? { kind: 'shift', minutes: change.shiftMinutes }
              : undefined;
  if (move === undefined && change.title === undefined && change.durationMinutes === undefined) return false;
  const find = draft.add('FindEvents', { query });
  const generate = draft.add('GenerateProposedUpdates', {
    events: ref(find, 'events'),
    ...(move === undefined ? {} : { move }),
    ...(change.title === undefined ? {} : { rename: change.title }),
    ...(change.durationMinutes === undefined ? {} : { durationMinutes: change.durationMinutes }),
  });
  addConfirmedWrites(
    draft,
    [generate],
    'UpdateEvents',
    { changes: ref(generate, 'changes'), notes: ref(generate, 'notes') },
    undefined,
  );
  return true;
}
