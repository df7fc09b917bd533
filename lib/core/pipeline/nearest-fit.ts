import type { RankedSlot } from '../slots/slot-query';

/**
 * "Earlier" means a bit earlier at a time that still suits the event (a lunch stays at lunchtime),
 * so slots the ranker scores in a better band come first (a wrong time of day costs 200 points, a
 * day later 10), then the nearest to the current one.
 */
export function byFitThenNearest(slots: readonly RankedSlot[], currentStart: number): RankedSlot[] {
  const band = (s: RankedSlot): number => Math.floor(s.score / 100);
  return [...slots].sort((a, b) => band(b) - band(a) || Math.abs(a.start - currentStart) - Math.abs(b.start - currentStart));
}
