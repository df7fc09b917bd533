import type { Habit } from '../domain/preferences';
import { overlaps, type Interval } from '../time/interval';
import { zonedDaysIn } from '../time/zoned-days';

export interface HabitOccurrence {
  habit: Habit;
  interval: Interval;
}

/**
 * Every occurrence of each protected habit that overlaps `range`, by start. Occurrences are whole,
 * not cut at the range's edges, so a card can name "Gym, 17:00–18:30" as the person set it; busy-time
 * algebra intersects them with its own range anyway. A habit never crosses midnight (its end is
 * after its start on the same day), so the days `range` touches hold all of them.
 */
export function habitIntervals(habits: readonly Habit[], range: Interval, timeZone: string): HabitOccurrence[] {
  const out: HabitOccurrence[] = [];
  for (const day of zonedDaysIn(range, timeZone)) {
    for (const habit of habits) {
      if (!habit.days.includes(day.weekday)) continue;
      const interval = { start: day.at(habit.start), end: day.at(habit.end) };
      if (overlaps(interval, range)) out.push({ habit, interval });
    }
  }
  return out.sort((a, b) => a.interval.start - b.interval.start);
}
