import { isLocalSeries } from '../approvals/occurrence-change';
import { isRecurring, type EventOccurrence } from '../domain/calendar-event';
import type { EditRequest } from '../nlu/edit-request';
import { addZonedDays, isoDateInZone, startOfZonedDay } from '../time/zoned';
import type { TurnContext } from './turn-context';

/**
 * "my yoga class on sat jan 9, 10:30 instead": when the only day said went to the new time, the
 * event found is the series' next occurrence (Sat 28 Nov), and it would leave its week for Jan 9,
 * where the series meets anyway. The occurrence on the day the edit names is the one meant; an
 * occurrence moved onto a day its own series already has is never the change asked for.
 */
export async function seriesOccurrenceOnNewDay(
  edit: EditRequest,
  occurrence: EventOccurrence,
  ctx: TurnContext,
): Promise<EventOccurrence> {
  const { event } = occurrence;
  const newTime = edit.change.newTime;
  if (newTime?.kind !== 'exact' || (!isRecurring(event) && !isLocalSeries(event))) return occurrence;
  const zone = ctx.timeZone;
  if (isoDateInZone(newTime.start, zone) === isoDateInZone(occurrence.start, zone)) return occurrence;
  const day = startOfZonedDay(newTime.start, zone);
  const series = event.recurringEventId ?? event.id;
  const there = (await ctx.calendar.listOccurrences({ start: day, end: addZonedDays(day, 1, zone) }, zone)).filter(
    (o) => (o.event.recurringEventId ?? o.event.id) === series,
  );
  return there.length === 1 && there[0] !== undefined ? there[0] : occurrence;
}
