import type { WorkingHours } from '../../domain/preferences';
import { complementWithin, intersect, merge, subtract, type Interval } from '../../time/interval';
import { workingIntervals } from '../../time/working-hours';
import { PART_OF_DAY_MINUTES } from '../../time/part-of-day-minutes';
import { MINUTE_MS, instantToWallClock } from '../../time/zoned';
import type { PartOfDay } from '../event-query';

/** Parts of the day for placing events: the hours people mean when they ask for "mornings". */
export const PART_MINUTES: Readonly<Record<PartOfDay, readonly [number, number]>> = PART_OF_DAY_MINUTES;
/**
 * The same parts for the person's own time (a class, the gym): an early start counts as morning
 * when the usual hours are full, as people book a class at 7 but rarely a meeting.
 */
const OWN_PART_MINUTES: Readonly<Record<PartOfDay, readonly [number, number]>> = {
  morning: [7 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 22 * 60],
};
const STEP_MS = 15 * MINUTE_MS;

export interface FreeStartQuery {
  range: Interval;
  length: number;
  /** Sorted, merged busy time. */
  busy: readonly Interval[];
  zone: string;
  partsOfDay: readonly PartOfDay[];
  workingHours: WorkingHours;
  lunch?: { windows: readonly Interval[]; minutes: number } | undefined;
  /**
   * An event with no one else on it: when the parts asked for have no room inside working hours,
   * anywhere in those parts (then in their wider own-time hours) will do — working hours bound
   * meetings, not the person's own classes.
   */
  ownTime?: boolean;
}

/**
 * The earliest start on a quarter-hour where an event of `length` fits: in working hours (or, when
 * a part of the day is asked for outside them, in that part), clear of busy time, and leaving a
 * lunch break of the person's length free inside that day's lunch window.
 */
export function findFreeStart(q: FreeStartQuery): number | undefined {
  const work = workingIntervals(q.range, q.workingHours, q.zone);
  const parts = q.partsOfDay.length === 0 ? undefined : partIntervals(q.range, q.partsOfDay, q.zone, PART_MINUTES);
  const allowed = parts === undefined ? work : intersect(work, parts).length > 0 ? intersect(work, parts) : parts;
  const found = earliestIn(allowed, q);
  if (found !== undefined || q.ownTime !== true || parts === undefined) return found;
  return earliestIn(parts, q) ?? earliestIn(partIntervals(q.range, q.partsOfDay, q.zone, OWN_PART_MINUTES), q);
}

function earliestIn(allowed: readonly Interval[], q: FreeStartQuery): number | undefined {
  for (const free of subtract(allowed, q.busy)) {
    for (let start = roundUp(free.start); start + q.length <= free.end; start += STEP_MS) {
      const slot = { start, end: start + q.length };
      if (q.lunch === undefined || leavesLunch(slot, q.busy, q.lunch)) return start;
    }
  }
  return undefined;
}

function leavesLunch(slot: Interval, busy: readonly Interval[], lunch: NonNullable<FreeStartQuery['lunch']>): boolean {
  const need = lunch.minutes * MINUTE_MS;
  return lunch.windows
    .filter((w) => w.start < slot.end && slot.start < w.end)
    .every((w) => complementWithin(merge([...busy, slot]), w).some((gap) => gap.end - gap.start >= need));
}

function partIntervals(
  range: Interval,
  parts: readonly PartOfDay[],
  zone: string,
  hours: Readonly<Record<PartOfDay, readonly [number, number]>>,
): Interval[] {
  const out: Interval[] = [];
  for (let t = range.start; t < range.end; t += STEP_MS) {
    const wall = instantToWallClock(t, zone);
    const minutes = wall.hour * 60 + wall.minute;
    if (parts.some((p) => minutes >= hours[p][0] && minutes < hours[p][1])) out.push({ start: t, end: t + STEP_MS });
  }
  return merge(out);
}

function roundUp(ms: number): number {
  return Math.ceil(ms / STEP_MS) * STEP_MS;
}
