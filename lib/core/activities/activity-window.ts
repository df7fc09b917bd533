import type { When } from '../nlu/parsed-request';
import type { Interval } from '../time/interval';
import { addZonedDays, instantToWallClock, startOfZonedDay } from '../time/zoned';

/** Days of ideas at most: "next month" still gets ideas for its first week, not thirty days of them. */
const MAX_DAYS = 7;

export interface ActivityWindow extends Interval {
  /** A time the person named ("Saturday at 3"): ideas start there when they can. */
  preferredStart?: number;
}

/**
 * When to look for free time. A named day or range is used as said; a named time without an end
 * runs to the end of that day; nothing named means the coming weekend, or the rest of today when
 * it is already the weekend. The past is never included, so the window may be empty.
 */
export function activityWindow(when: When | undefined, now: number, zone: string): ActivityWindow {
  if (when === undefined) return comingWeekend(now, zone);
  const dayStart = startOfZonedDay(when.start, zone);
  const end = when.end ?? addZonedDays(dayStart, 1, zone);
  const capped = Math.min(end, addZonedDays(dayStart, MAX_DAYS, zone));
  const window: ActivityWindow = { start: Math.max(now, when.start), end: capped };
  if (when.end === undefined && when.start >= now) window.preferredStart = when.start;
  return window;
}

function comingWeekend(now: number, zone: string): ActivityWindow {
  const today = startOfZonedDay(now, zone);
  const weekday = instantToWallClock(now, zone).weekday;
  if (weekday === 0 || weekday === 6) return { start: now, end: addZonedDays(today, 1, zone) };
  const saturday = addZonedDays(today, 6 - weekday, zone);
  return { start: saturday, end: addZonedDays(saturday, 2, zone) };
}
