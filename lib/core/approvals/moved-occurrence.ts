import type { CalendarEvent, EventDraft, EventOccurrence } from '../domain/calendar-event';
import { cancelledOccurrences } from './cancelled-occurrences';
import { isMovedOccurrenceOf } from './occurrence-change';
import type { CalendarChange, SingleChange } from './pending-action';

/** One occurrence of a local series moved (moveOccurrence's pair), read back from a card's change. */
export interface MovedOccurrence {
  series: CalendarEvent;
  /** Where the series had it. */
  from: EventOccurrence;
  /** The single event that takes its place. */
  moved: EventDraft;
  cancel: Extract<SingleChange, { kind: 'update' }>;
}

/**
 * The pair moveOccurrence makes (the series without one occurrence, and a single event like it at
 * the new time), when that is all the change is; undefined for any other change. A card, a revision
 * and "move it again" treat the pair as the one move the person asked for.
 */
export function movedOccurrenceOf(change: CalendarChange, viewZone: string): MovedOccurrence | undefined {
  if (change.kind !== 'bulk' || change.changes.length !== 2) return undefined;
  const [cancel, create] = change.changes;
  if (cancel?.kind !== 'update' || create?.kind !== 'create' || !isMovedOccurrenceOf(create.event, cancel.before)) {
    return undefined;
  }
  const gone = cancelledOccurrences(cancel, viewZone);
  const from = gone.length === 1 ? gone[0] : undefined;
  return from === undefined ? undefined : { series: cancel.before, from, moved: create.event, cancel };
}
