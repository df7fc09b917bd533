import type { Interval } from './interval';
import { addZonedDays, startOfZonedDay } from './zoned';

/**
 * "Thu 17 Dec's account planning … to Friday morning": a part of one day said by its weekday is that
 * day of the event's own week (or the first after it), as "to Friday" is, not this week's, before
 * the event. A range of more than a day, or one not before the event's day, is left as said.
 */
export function inEventsWeek(range: Interval, event: Interval, zone: string): Interval {
  const eventDay = startOfZonedDay(event.start, zone);
  if (range.end - range.start > 25 * 3_600_000 || range.end > eventDay) return range;
  const weeks = Math.ceil((eventDay - startOfZonedDay(range.start, zone)) / (7 * 86_400_000));
  return { start: addZonedDays(range.start, 7 * weeks, zone), end: addZonedDays(range.end, 7 * weeks, zone) };
}
