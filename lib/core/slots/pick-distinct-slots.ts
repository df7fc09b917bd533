import type { Interval } from '../time/interval';
import { instantToWallClock } from '../time/zoned';

/**
 * Up to `count` slots, the first one best, the rest spread out: a different day or a different
 * part of the day from those already picked, so alternatives are real alternatives and not the
 * same hour nudged by 15 minutes.
 */
export function pickDistinctSlots(ranked: readonly Interval[], count: number, zone: string): Interval[] {
  const picked: Interval[] = [];
  const seen = new Set<string>();
  const key = (slot: Interval): string => {
    const w = instantToWallClock(slot.start, zone);
    const part = w.hour < 12 ? 'morning' : w.hour < 17 ? 'afternoon' : 'evening';
    return `${String(w.year)}-${String(w.month)}-${String(w.day)}-${part}`;
  };
  for (const slot of ranked) {
    if (picked.length >= count) break;
    if (seen.has(key(slot))) continue;
    seen.add(key(slot));
    picked.push(slot);
  }
  // Few days and few parts of the day: fill with the next non-overlapping slots.
  for (const slot of ranked) {
    if (picked.length >= count) break;
    if (picked.some((p) => p.start < slot.end && slot.start < p.end)) continue;
    picked.push(slot);
  }
  const [best, ...others] = picked;
  return best === undefined ? [] : [best, ...others.sort((a, b) => a.start - b.start)];
}
