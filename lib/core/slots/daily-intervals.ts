import { WEEKDAYS, minutesOfDay, type TimeRange, type Weekday, type WorkingHours } from '../domain/preferences';
import { merge, type Interval } from '../time/interval';
import type { ZoneClock } from './zone-clock';

const DAY_MS = 86_400_000;

/**
 * Times of day repeated day by day in one zone's wall clock, as instants inside `range`: working
 * hours, "mornings", "lunch 12:00–13:00". The same result as time/working-hours.ts's
 * workingIntervals, on the cached ZoneClock, because a search builds these for every participant and
 * every constraint (the Intl-backed version costs ~2 ms per person for 60 days).
 */
export function dailyIntervals(
  range: Interval,
  clock: ZoneClock,
  rangesOn: (weekday: Weekday, date: string) => readonly TimeRange[],
): Interval[] {
  if (range.end <= range.start) return [];
  const out: Interval[] = [];
  const lastDay = clock.dayNumber(range.end - 1);
  for (let day = clock.dayNumber(range.start); day <= lastDay; day++) {
    // 1970-01-01 (day 0) was a Thursday.
    const weekday = WEEKDAYS[(((day + 4) % 7) + 7) % 7];
    if (weekday === undefined) continue;
    // Day numbers count civil days from 1970-01-01, so the UTC date of that many days is the wall date.
    for (const r of rangesOn(weekday, new Date(day * DAY_MS).toISOString().slice(0, 10))) {
      const start = Math.max(clock.instantOfDayMinute(day, minutesOfDay(r.start)), range.start);
      const end = Math.min(clock.instantOfDayMinute(day, minutesOfDay(r.end)), range.end);
      if (start < end) out.push({ start, end });
    }
  }
  return merge(out);
}

export function workingTime(range: Interval, hours: WorkingHours, clock: ZoneClock): Interval[] {
  return dailyIntervals(range, clock, (weekday) => hours[weekday]);
}

/** `timeRange` (all day when absent) on `days` and `dates` (every day when neither is given). */
export function recurringTime(
  range: Interval,
  clock: ZoneClock,
  days: readonly Weekday[] | undefined,
  timeRange: TimeRange | undefined,
  dates?: readonly string[],
): Interval[] {
  const ranges = [timeRange ?? { start: '00:00', end: '24:00' }];
  return dailyIntervals(range, clock, (weekday, date) =>
    (days === undefined || days.includes(weekday)) && (dates === undefined || dates.includes(date)) ? ranges : [],
  );
}
