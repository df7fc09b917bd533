import { WEEKDAYS, minutesOfDay, type WorkingHours } from '../domain/preferences';
import { merge, type Interval } from './interval';
import { addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from './zoned';

/** The person's working time inside `range`, as instants, day by day in their own zone. */
export function workingIntervals(range: Interval, hours: WorkingHours, zone: string): Interval[] {
  const out: Interval[] = [];
  for (let day = startOfZonedDay(range.start, zone); day < range.end; day = addZonedDays(day, 1, zone)) {
    const w = instantToWallClock(day, zone);
    const weekday = WEEKDAYS[w.weekday];
    if (weekday === undefined) continue;
    for (const r of hours[weekday]) {
      const at = (minutes: number): number =>
        wallClockToInstant(
          { year: w.year, month: w.month, day: w.day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
          zone,
        );
      const start = Math.max(at(minutesOfDay(r.start)), range.start);
      const end = Math.min(at(minutesOfDay(r.end)), range.end);
      if (start < end) out.push({ start, end });
    }
  }
  return merge(out);
}
