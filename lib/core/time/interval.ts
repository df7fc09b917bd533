/**
 * Half-open intervals of epoch milliseconds, [start, end): touching intervals do not overlap.
 * Availability is algebra over sorted, disjoint lists of them (after cal.com's date-ranges).
 */
export interface Interval {
  start: number;
  end: number;
}

export function isEmpty(i: Interval): boolean {
  return i.end <= i.start;
}

/** Whether some instant lies in both; an empty interval holds no instant, so it overlaps nothing. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end && !isEmpty(a) && !isEmpty(b);
}

export function contains(outer: Interval, inner: Interval): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

export function durationOf(i: Interval): number {
  return Math.max(0, i.end - i.start);
}

/** Sorted, disjoint union; touching intervals are joined. */
export function merge(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => !isEmpty(i)).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out.at(-1);
    if (last !== undefined && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}

/** The instants in both a and b. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  return intersectSorted(merge(a), merge(b));
}

/** intersect for lists already sorted and disjoint (as merge returns them): one linear pass. */
export function intersectSorted(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const p = a[i] as Interval;
    const q = b[j] as Interval;
    const start = Math.max(p.start, q.start);
    const end = Math.min(p.end, q.end);
    if (start < end) out.push({ start, end });
    if (p.end < q.end) i++;
    else j++;
  }
  return out;
}

/** The instants in a and not in b. */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const cuts = merge(b);
  return merge(a).flatMap((piece) => complementWithin(cuts, piece));
}

/** `bounds` minus a sorted, disjoint list (as merge returns it): one linear pass. */
export function complementWithin(sorted: readonly Interval[], bounds: Interval): Interval[] {
  const out: Interval[] = [];
  let cursor = bounds.start;
  for (const piece of sorted) {
    if (piece.end <= cursor) continue;
    if (piece.start >= bounds.end) break;
    if (piece.start > cursor) out.push({ start: cursor, end: piece.start });
    cursor = Math.max(cursor, piece.end);
  }
  if (cursor < bounds.end) out.push({ start: cursor, end: bounds.end });
  return out;
}
