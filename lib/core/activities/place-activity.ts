import { minutesOfDay } from '../domain/preferences';
import { contains, type Interval } from '../time/interval';
import { MINUTE_MS } from '../time/zoned';
import type { Activity } from './activity-catalogue';
import { atMinute, minuteOfDay } from './find-free-blocks';

export interface Placement extends Interval {
  /** Minutes after midnight of the start, on the person's clock. */
  startMinute: number;
}

/**
 * The best start for an activity inside one free block: within its good hours, as near its usual
 * start (or the time the person named) as the block allows, on the half hour when possible.
 * Undefined when it does not fit.
 */
export function placeActivity(
  activity: Activity,
  block: Interval,
  zone: string,
  preferredMinute?: number,
): Placement | undefined {
  const blockFrom = ceilMinuteOfDay(block.start, zone);
  const blockTo = minuteOfDay(block.end, zone);
  const lo = Math.max(blockFrom, minutesOfDay(activity.from));
  const hi = Math.min(blockTo, minutesOfDay(activity.to)) - activity.durationMinutes;
  if (lo > hi) return undefined;
  const target = preferredMinute ?? minutesOfDay(activity.ideal);
  const minute = nearestOnGrid(lo, hi, target, 30) ?? nearestOnGrid(lo, hi, target, 15) ?? lo;
  const start = atMinute(block.start, minute, zone);
  const placed = { start, end: start + activity.durationMinutes * MINUTE_MS, startMinute: minute };
  // A wall-clock minute that a clock change skipped would land outside the block; such a start is not offered.
  return contains(block, placed) ? placed : undefined;
}

/** The multiple of `step` in [lo, hi] nearest to `target`, if there is one. */
function nearestOnGrid(lo: number, hi: number, target: number, step: number): number | undefined {
  const first = Math.ceil(lo / step) * step;
  const last = Math.floor(hi / step) * step;
  if (first > last) return undefined;
  return Math.min(last, Math.max(first, Math.round(target / step) * step));
}

/** The first whole wall-clock minute at or after `ms`: a block starting at 10:07:30 starts at 10:08. */
function ceilMinuteOfDay(ms: number, zone: string): number {
  const minute = minuteOfDay(ms, zone);
  return atMinute(ms, minute, zone) < ms ? minute + 1 : minute;
}
