import type { Interval } from '../time/interval';
import type { ZoneClock } from './zone-clock';
import { complementWithin, intersectSorted } from '../time/interval';

/*
 * A search works on the set of instants a slot may START at, not on free time: "fits inside these
 * hours" and "stays clear of these busy times (plus travel)" both become sets of starts, and
 * everyone's sets intersect in one linear pass, with no per-grid-step scan over busy intervals.
 * Sets are sorted, disjoint half-open intervals of integer milliseconds, so "start ≤ x" is
 * written [.., x + 1).
 */

/** Starts whose slot of `durationMs` lies wholly inside one of `regions` (sorted, merged). */
export function startsInside(regions: readonly Interval[], durationMs: number): Interval[] {
  const out: Interval[] = [];
  for (const r of regions) if (r.end - r.start >= durationMs) out.push({ start: r.start, end: r.end - durationMs + 1 });
  return out;
}

/**
 * Starts inside `bounds` whose slot, widened by `beforeMs` and `afterMs`, overlaps none of `blocked`
 * (sorted by start). [s - before, s + d + after) meets [b.start, b.end) exactly when
 * b.start - d - after < s < b.end + before.
 */
export function startsClearOf(
  blocked: readonly Interval[],
  bounds: Interval,
  durationMs: number,
  beforeMs = 0,
  afterMs = 0,
): Interval[] {
  const forbidden: Interval[] = [];
  for (const b of blocked) {
    const start = b.start - durationMs - afterMs + 1;
    const end = b.end + beforeMs;
    if (end <= bounds.start || start >= bounds.end) continue;
    const last = forbidden.at(-1);
    // `blocked` is sorted by start and every piece is shifted alike, so merging stays one pass.
    if (last !== undefined && start <= last.end) last.end = Math.max(last.end, end);
    else forbidden.push({ start, end });
  }
  return complementWithin(forbidden, bounds);
}

/** What all of `sets` share inside `within`. */
export function intersectAll(sets: readonly (readonly Interval[])[], within: readonly Interval[]): Interval[] {
  let acc = within.filter((i) => i.end > i.start);
  for (const set of sets) {
    acc = intersectSorted(acc, set);
    if (acc.length === 0) break;
  }
  return acc;
}

/**
 * The starts in `sets` that fall on the `stepMs` grid of `clock`'s wall clock: :00/:15/:30/:45 in
 * a +05:45 zone too, which an epoch-aligned grid only gets right while every offset is a multiple
 * of the step. Each start is re-checked against the offset it has, so a DST change inside a
 * range keeps the grid on the wall clock.
 */
export function gridStarts(sets: readonly Interval[], clock: ZoneClock, stepMs: number): number[] {
  const out: number[] = [];
  const align = (t: number): number => t + mod(-(t + clock.offsetAt(t)), stepMs);
  for (const set of sets) {
    let s = align(set.start);
    while (s < set.end) {
      const aligned = align(s);
      if (aligned !== s) {
        s = aligned;
        continue;
      }
      out.push(s);
      s += stepMs;
    }
  }
  return out;
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
