import { merge, subtract, type Interval } from '../time/interval';
import { MINUTE_MS } from '../time/zoned';

export interface FreeSlotQuery {
  /** Where a slot may lie (already cut to working hours and the search window). */
  allowed: readonly Interval[];
  busy: readonly Interval[];
  durationMs: number;
  /** Slots start on this grid (epoch-aligned; whole-hour zones line up with :00/:15/:30/:45). */
  stepMs?: number;
  limit?: number;
}

/** Every grid-aligned start whose whole duration is allowed and free, earliest first. */
export function findFreeSlots(query: FreeSlotQuery): Interval[] {
  const step = query.stepMs ?? 15 * MINUTE_MS;
  const limit = query.limit ?? 500;
  const free = subtract(merge(query.allowed), query.busy);
  const out: Interval[] = [];
  for (const gap of free) {
    for (let start = Math.ceil(gap.start / step) * step; start + query.durationMs <= gap.end; start += step) {
      out.push({ start, end: start + query.durationMs });
      if (out.length >= limit) return out;
    }
  }
  return out;
}
