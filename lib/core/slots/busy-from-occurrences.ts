import { declinedBySelf, type EventOccurrence } from '../domain/calendar-event';
import { merge, type Interval } from '../time/interval';
import { DAY_MS, addZonedDays, startOfZonedDay } from '../time/zoned';

/**
 * The time these occurrences (recurring ones already expanded) block for someone reading them in
 * `viewZone`, merged. A "free" (transparent) event blocks nothing, all-day or not, and neither does
 * an invitation the person declined. An all-day event blocks its whole days from midnight to
 * midnight on the viewer's clock: a date means a different instant for every viewer, so the day is
 * re-anchored here rather than trusting the zone the occurrence was expanded in (the nearest
 * viewZone midnight to its start is taken as its first day, which is exact when it was expanded in
 * viewZone, as expandOccurrences does, and right for any zone less than 12 hours away).
 */
export function busyFromOccurrences(occurrences: readonly EventOccurrence[], viewZone: string): Interval[] {
  const busy: Interval[] = [];
  for (const o of occurrences) {
    if (o.event.transparency === 'transparent' || declinedBySelf(o.event)) continue;
    busy.push(o.allDay ? wholeDays(o, viewZone) : { start: o.start, end: o.end });
  }
  return merge(busy);
}

function wholeDays(o: EventOccurrence, zone: string): Interval {
  const t = o.event.time;
  const days =
    t.kind === 'allDay'
      ? Math.round((Date.parse(t.endDate) - Date.parse(t.startDate)) / DAY_MS)
      : Math.max(1, Math.round((o.end - o.start) / DAY_MS));
  const midnight = startOfZonedDay(o.start, zone);
  const next = addZonedDays(midnight, 1, zone);
  const first = o.start - midnight <= next - o.start ? midnight : next;
  // Back to midnight: in a zone whose clocks jump at midnight the first "midnight" is 01:00.
  return { start: first, end: startOfZonedDay(addZonedDays(first, Math.max(1, days), zone), zone) };
}
