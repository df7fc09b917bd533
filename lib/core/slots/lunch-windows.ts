import type { Preferences } from '../domain/preferences';
import { overlaps, type Interval } from '../time/interval';
import { zonedDaysIn } from '../time/zoned-days';

/**
 * The lunch window on each working day that overlaps `range`, by start: a day with working hours
 * that is not a day off. The whole window is returned, not the part inside `range`, because the
 * break (`lunch.minutes`) must fit somewhere in all of it. None when lunch is off.
 */
export function lunchWindows(
  prefs: Pick<Preferences, 'lunch' | 'workingHours' | 'daysOff'>,
  range: Interval,
  timeZone: string,
): Interval[] {
  const { lunch } = prefs;
  if (lunch === null) return [];
  return zonedDaysIn(range, timeZone)
    .filter((day) => prefs.workingHours[day.weekday].length > 0 && !prefs.daysOff.includes(day.date))
    .map((day) => ({ start: day.at(lunch.start), end: day.at(lunch.end) }))
    .filter((window) => overlaps(window, range));
}
