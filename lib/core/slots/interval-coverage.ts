import { merge, type Interval } from '../time/interval';

/**
 * A merged interval list that answers "how much of this slot does it cover?" in O(log n), with
 * prefix sums of lengths and binary search: the fallback search asks it for thousands of slots per
 * participant, and a linear scan each time would be the whole budget.
 */
export interface Coverage {
  readonly intervals: readonly Interval[];
  overlapMs(slot: Interval): number;
  /**
   * overlapMs of [s - leadMs, s - leadMs + lengthMs) for every s of `starts` (ascending), in one
   * sweep with two pointers that only move forward: how the fallback scores thousands of slots.
   */
  overlapsAtStarts(starts: readonly number[], leadMs: number, lengthMs: number): Float64Array;
  /** The longest stretch of `within` covered by neither this list nor `extra`. */
  longestGap(within: Interval, extra: Interval): number;
}

export function createCoverage(intervals: readonly Interval[]): Coverage {
  const list = unionOf(intervals);
  const prefix = [0];
  for (const i of list) prefix.push((prefix.at(-1) ?? 0) + (i.end - i.start));

  /** Index of the first interval ending after `t`. */
  const firstEndingAfter = (t: number): number => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((list[mid] as Interval).end <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const overlapMs = (slot: Interval): number => {
    if (slot.end <= slot.start) return 0;
    const first = firstEndingAfter(slot.start);
    let lastExclusive = firstEndingAfter(slot.end - 1);
    // The interval holding slot.end - 1 counts too when it starts inside the slot.
    if (lastExclusive < list.length && (list[lastExclusive] as Interval).start < slot.end) lastExclusive++;
    if (first >= lastExclusive) return 0;
    let total = (prefix[lastExclusive] ?? 0) - (prefix[first] ?? 0);
    const head = list[first] as Interval;
    const tail = list[lastExclusive - 1] as Interval;
    total -= Math.max(0, slot.start - head.start);
    total -= Math.max(0, tail.end - slot.end);
    return Math.max(0, total);
  };

  const overlapsAtStarts = (starts: readonly number[], leadMs: number, lengthMs: number): Float64Array => {
    const out = new Float64Array(starts.length);
    // covered(t): covered milliseconds before t; `done` counts intervals wholly before t.
    const sweep = (): ((t: number) => number) => {
      let done = 0;
      return (t) => {
        while (done < list.length && (list[done] as Interval).end <= t) done++;
        const open = list[done];
        return (prefix[done] ?? 0) + (open !== undefined && open.start < t ? t - open.start : 0);
      };
    };
    const coveredBeforeStart = sweep();
    const coveredBeforeEnd = sweep();
    starts.forEach((s, k) => {
      const from = s - leadMs;
      out[k] = coveredBeforeEnd(from + lengthMs) - coveredBeforeStart(from);
    });
    return out;
  };

  const longestGap = (within: Interval, extra: Interval): number => {
    let best = 0;
    let cursor = within.start;
    const blocks: Interval[] = [];
    for (let k = firstEndingAfter(within.start); k < list.length; k++) {
      const b = list[k] as Interval;
      if (b.start >= within.end) break;
      blocks.push(b);
    }
    for (const b of merge([...blocks, extra])) {
      if (b.end <= cursor) continue;
      if (b.start >= within.end) break;
      best = Math.max(best, b.start - cursor);
      cursor = Math.max(cursor, b.end);
    }
    return Math.max(best, within.end - cursor);
  };

  return { intervals: list, overlapMs, overlapsAtStarts, longestGap };
}

/**
 * The same sorted, disjoint union as time/interval.ts's merge, faster on thousands of unsorted
 * intervals: starts and ends are sorted apart as numbers (a native typed-array sort, no comparator),
 * then one sweep counts how many intervals are open. A start is taken before an end at the same
 * instant, so touching intervals join, as merge joins them.
 */
export function unionOf(intervals: readonly Interval[]): Interval[] {
  // Calendars usually arrive sorted (busyFromOccurrences returns them merged): then one pass will do.
  if (isSortedByStart(intervals)) return mergeSorted(intervals);
  const starts = new Float64Array(intervals.length);
  const ends = new Float64Array(intervals.length);
  let n = 0;
  for (const i of intervals) {
    if (i.end <= i.start) continue;
    starts[n] = i.start;
    ends[n] = i.end;
    n++;
  }
  const s = starts.subarray(0, n).sort();
  const e = ends.subarray(0, n).sort();
  const out: Interval[] = [];
  let open = 0;
  let from = 0;
  let j = 0;
  for (let k = 0; k < n; k++) {
    const start = s[k] ?? 0;
    // Close what ends strictly before this start; an end equal to it is joined, not closed.
    while (j < n && (e[j] ?? 0) < start) {
      open--;
      j++;
      if (open === 0) out.push({ start: from, end: e[j - 1] ?? 0 });
    }
    if (open === 0) from = start;
    open++;
  }
  if (n > 0) out.push({ start: from, end: e[n - 1] ?? 0 });
  return out;
}

function isSortedByStart(intervals: readonly Interval[]): boolean {
  for (let k = 1; k < intervals.length; k++)
    if ((intervals[k] as Interval).start < (intervals[k - 1] as Interval).start) return false;
  return true;
}

function mergeSorted(intervals: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const i of intervals) {
    if (i.end <= i.start) continue;
    const last = out.at(-1);
    if (last !== undefined && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}
