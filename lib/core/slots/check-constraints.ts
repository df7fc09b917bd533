import { minutesOfDay } from '../domain/preferences';
import type { Interval } from '../time/interval';
import { MINUTE_MS } from '../time/zoned';
import { recurringTime } from './daily-intervals';
import { createCoverage, type Coverage } from './interval-coverage';
import type { ResolvedConstraint } from './resolve-constraints';
import type { TravelBuffers } from './slot-query';
import { intersectAll, startsClearOf, startsInside } from './start-sets';
import type { ZoneClock } from './zone-clock';

/**
 * A resolved avoid/within/keep_free/leave_gap constraint made checkable: as a set of allowed starts
 * (so hard ones filter before any slot is built) and as a test of one slot (for preferences, the
 * requested time and leave_gap, which depends on where the meeting lands).
 */
export interface ConstraintCheck {
  resolved: Exclude<ResolvedConstraint, { kind: 'order' }>;
  hard: boolean;
  /** Allowed starts in `bounds`; null when only a slot-by-slot test can tell (leave_gap). */
  allowedStarts(bounds: Interval, durationMs: number): Interval[] | null;
  /** The targets this slot breaks it for. */
  violators(slot: Interval): string[];
  /** violators(slot).length > 0, without building the list: asked of every candidate. */
  isBrokenBy(slot: Interval): boolean;
}

export interface CheckContext {
  horizon: Interval;
  travel: TravelBuffers;
  clockFor(zone: string): ZoneClock;
  /** Busy time of a participant by id; empty for someone without a calendar in the search. */
  busyOf(id: string): Coverage;
}

export function prepareConstraintChecks(resolved: readonly ResolvedConstraint[], ctx: CheckContext): ConstraintCheck[] {
  const checks: ConstraintCheck[] = [];
  for (const r of resolved) {
    if (r.kind === 'region') checks.push(regionCheck(r, ctx));
    else if (r.kind === 'leave_gap') checks.push(leaveGapCheck(r, ctx));
  }
  return checks;
}

function widen(slot: Interval, travel: TravelBuffers, includesTravel: boolean): Interval {
  if (!includesTravel) return slot;
  return { start: slot.start - travel.beforeMinutes * MINUTE_MS, end: slot.end + travel.afterMinutes * MINUTE_MS };
}

function regionCheck(r: Extract<ResolvedConstraint, { kind: 'region' }>, ctx: CheckContext): ConstraintCheck {
  // Each target's days and times of day are read on their own wall clock.
  const regions = r.targets.map((t) => ({
    id: t.id,
    region: createCoverage(recurringTime(ctx.horizon, ctx.clockFor(t.timeZone), r.days, r.timeRange, r.dates)),
  }));
  const breaks = (region: Coverage, slot: Interval): boolean =>
    r.mode === 'avoid'
      ? region.overlapMs(widen(slot, ctx.travel, r.includesTravel)) > 0
      : region.overlapMs(slot) < slot.end - slot.start;
  const before = r.includesTravel ? ctx.travel.beforeMinutes * MINUTE_MS : 0;
  const after = r.includesTravel ? ctx.travel.afterMinutes * MINUTE_MS : 0;
  return {
    resolved: r,
    hard: r.constraint.strength === 'hard',
    allowedStarts: (bounds, durationMs) =>
      intersectAll(
        regions.map(({ region }) =>
          r.mode === 'avoid'
            ? startsClearOf(region.intervals, bounds, durationMs, before, after)
            : startsInside(region.intervals, durationMs),
        ),
        [bounds],
      ),
    violators: (slot) => regions.filter(({ region }) => breaks(region, slot)).map(({ id }) => id),
    isBrokenBy: (slot) => regions.some(({ region }) => breaks(region, slot)),
  };
}

/**
 * "Leave 30 minutes for lunch between 12 and 2": on the meeting's day (in the target's zone) the
 * range must still hold an unbroken free stretch of `minutes` once the meeting and its travel are
 * placed. A meeting that does not touch the range cannot take that time away, so it passes even on
 * a day that was already full.
 */
function leaveGapCheck(r: Extract<ResolvedConstraint, { kind: 'leave_gap' }>, ctx: CheckContext): ConstraintCheck {
  const needMs = r.minutes * MINUTE_MS;
  const from = minutesOfDay(r.timeRange.start);
  const to = minutesOfDay(r.timeRange.end);
  const targets = r.targets.map((t) => ({ id: t.id, clock: ctx.clockFor(t.timeZone), busy: ctx.busyOf(t.id) }));
  const breaks = ({ clock, busy }: (typeof targets)[number], slot: Interval): boolean => {
    const placed = widen(slot, ctx.travel, true);
    const day = clock.dayNumber(slot.start);
    const range = { start: clock.instantOfDayMinute(day, from), end: clock.instantOfDayMinute(day, to) };
    if (placed.end <= range.start || placed.start >= range.end) return false;
    return busy.longestGap(range, placed) < needMs;
  };
  return {
    resolved: r,
    hard: r.constraint.strength === 'hard',
    allowedStarts: () => null,
    violators: (slot) => targets.filter((t) => breaks(t, slot)).map(({ id }) => id),
    isBrokenBy: (slot) => targets.some((t) => breaks(t, slot)),
  };
}
