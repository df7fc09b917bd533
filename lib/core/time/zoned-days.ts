import { WEEKDAYS, minutesOfDay, type Weekday } from '../domain/preferences';
import type { Interval } from './interval';
import { addZonedDays, instantToWallClock, isoDateInZone, startOfZonedDay, wallClockToInstant } from './zoned';

/** One calendar day in a zone, able to place a time of day on it. */
export interface ZonedDay {
  /** YYYY-MM-DD in the zone. */
  date: string;
  weekday: Weekday;
  /** The instant an "HH:MM" time of day (or "24:00") shows on this day, DST-correct. */
  at(time: string): number;
}

/**
 * The zone's calendar days that `range` touches, first to last. Days are stepped on the wall clock,
 * never by 24 hours, because a day across a DST change is 23 or 25 hours long.
 */
export function zonedDaysIn(range: Interval, zone: string): ZonedDay[] {
  const days: ZonedDay[] = [];
  for (let start = startOfZonedDay(range.start, zone); start < range.end; start = addZonedDays(start, 1, zone)) {
    const w = instantToWallClock(start, zone);
    const weekday = WEEKDAYS[w.weekday];
    if (weekday === undefined) continue;
    days.push({
      date: isoDateInZone(start, zone),
      weekday,
      at: (time) => {
        const minutes = minutesOfDay(time);
        return wallClockToInstant({ ...w, hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone);
      },
    });
  }
  return days;
}
