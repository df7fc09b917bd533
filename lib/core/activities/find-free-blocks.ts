import { merge, subtract, type Interval } from '../time/interval';
import { MINUTE_MS, addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from '../time/zoned';

/** Personal time is searched in waking hours, not working hours: 09:00–22:00 on the person's clock. */
export const WAKING_FROM_MINUTES = 9 * 60;
export const WAKING_TO_MINUTES = 22 * 60;

export interface FreeBlockQuery {
  window: Interval;
  /** Time that is taken: events, and on workdays the working hours. */
  busy: readonly Interval[];
  timeZone: string;
  /** Shorter gaps fit no activity and are left out. */
  minMinutes: number;
}

/**
 * The free stretches of waking time inside the window, day by day in the person's zone, sorted.
 * Each lies within one day, so its start and end read as that day's wall clock.
 */
export function findFreeBlocks(query: FreeBlockQuery): Interval[] {
  const { window, timeZone: zone } = query;
  const waking: Interval[] = [];
  for (let day = startOfZonedDay(window.start, zone); day < window.end; day = addZonedDays(day, 1, zone)) {
    const start = Math.max(window.start, atMinute(day, WAKING_FROM_MINUTES, zone));
    const end = Math.min(window.end, atMinute(day, WAKING_TO_MINUTES, zone));
    if (start < end) waking.push({ start, end });
  }
  return subtract(waking, merge(query.busy)).filter((b) => b.end - b.start >= query.minMinutes * MINUTE_MS);
}

/** The instant `minutes` after midnight on the zoned day holding `day`, read as the wall clock. */
export function atMinute(day: number, minutes: number, zone: string): number {
  const w = instantToWallClock(day, zone);
  return wallClockToInstant(
    { year: w.year, month: w.month, day: w.day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    zone,
  );
}

/** Minutes after midnight on the wall clock of `zone`. */
export function minuteOfDay(ms: number, zone: string): number {
  const w = instantToWallClock(ms, zone);
  return w.hour * 60 + w.minute;
}
