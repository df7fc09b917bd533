import type { EventOccurrence } from '../../domain/calendar-event';
import type { Preferences } from '../../domain/preferences';
import { busyFromOccurrences } from '../../slots/busy-from-occurrences';
import { durationOf, subtract, type Interval } from '../../time/interval';
import { workingIntervals } from '../../time/working-hours';
import { MINUTE_MS, addZonedDays, isoDateToInstant } from '../../time/zoned';

/** The person's working time inside `range`: their weekly hours, less the dates they are off. */
export function workingTime(
  range: Interval,
  preferences: Pick<Preferences, 'workingHours' | 'daysOff'>,
  zone: string,
): Interval[] {
  const daysOff = preferences.daysOff.map((date) => {
    const start = isoDateToInstant(date, zone);
    return { start, end: addZonedDays(start, 1, zone) };
  });
  return subtract(workingIntervals(range, preferences.workingHours, zone), daysOff);
}

/** The parts of `bounds` no occurrence blocks, each at least `minMinutes` long. */
export function freeWindows(
  bounds: readonly Interval[],
  occurrences: readonly EventOccurrence[],
  zone: string,
  minMinutes: number,
): Interval[] {
  return subtract(bounds, busyFromOccurrences(occurrences, zone)).filter((w) => durationOf(w) >= minMinutes * MINUTE_MS);
}
