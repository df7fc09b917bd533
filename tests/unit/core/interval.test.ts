import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contains,
  durationOf,
  type Interval,
  intersect,
  isEmpty,
  merge,
  overlaps,
  subtract,
} from '../../../lib/core/time/interval';

/*
 * Endpoints are small integers, so an interval list covers exactly the reals in [k, k+1) for the
 * integers k it covers: comparing every integer point in the universe compares the sets exactly.
 */
const LOW = 0;
const HIGH = 200;
const POINTS = Array.from({ length: HIGH - LOW + 3 }, (_, i) => LOW - 1 + i);

/** Includes empty and inverted intervals: the algebra must treat them as covering nothing. */
const anyInterval = fc
  .tuple(fc.integer({ min: LOW, max: HIGH }), fc.integer({ min: LOW, max: HIGH }))
  .map(([start, end]): Interval => ({ start, end }));
const nonEmptyInterval = fc
  .tuple(fc.integer({ min: LOW, max: HIGH - 1 }), fc.integer({ min: 1, max: 60 }))
  .map(([start, length]): Interval => ({ start, end: Math.min(HIGH, start + length) }));
const intervalList = fc.array(anyInterval, { maxLength: 12 });

function inInterval(p: number, i: Interval): boolean {
  return i.start <= p && p < i.end;
}

function covers(list: readonly Interval[], p: number): boolean {
  return list.some((i) => inInterval(p, i));
}

function coveredPoints(list: readonly Interval[]): number[] {
  return POINTS.filter((p) => covers(list, p));
}

/** Sorted, every piece non-empty, and a real gap between neighbours: the form merge promises. */
function expectCanonical(list: readonly Interval[]): void {
  list.forEach((piece, k) => {
    expect(isEmpty(piece)).toBe(false);
    const next = list[k + 1];
    if (next !== undefined) expect(piece.end).toBeLessThan(next.start);
  });
}

describe('merge', () => {
  it('returns sorted, disjoint, non-touching, non-empty pieces', () => {
    fc.assert(
      fc.property(intervalList, (list) => {
        expectCanonical(merge(list));
      }),
    );
  });

  it('covers exactly the instants its input covers', () => {
    fc.assert(
      fc.property(intervalList, (list) => {
        expect(coveredPoints(merge(list))).toEqual(coveredPoints(list));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(intervalList, (list) => {
        expect(merge(merge(list))).toEqual(merge(list));
      }),
    );
  });

  it('does not mutate its input', () => {
    fc.assert(
      fc.property(intervalList, (list) => {
        const before = structuredClone(list);
        merge(list);
        expect(list).toEqual(before);
      }),
    );
  });

  it('joins touching intervals into one', () => {
    expect(
      merge([
        { start: 10, end: 20 },
        { start: 20, end: 30 },
      ]),
    ).toEqual([{ start: 10, end: 30 }]);
  });

  it('sorts, joins overlaps and drops empty and inverted intervals', () => {
    expect(
      merge([
        { start: 50, end: 60 },
        { start: 5, end: 5 },
        { start: 0, end: 10 },
        { start: 40, end: 30 },
        { start: 8, end: 12 },
      ]),
    ).toEqual([
      { start: 0, end: 12 },
      { start: 50, end: 60 },
    ]);
  });
});

describe('intersect', () => {
  it('covers exactly the instants in both inputs, in canonical form', () => {
    fc.assert(
      fc.property(intervalList, intervalList, (a, b) => {
        const result = intersect(a, b);
        expectCanonical(result);
        expect(coveredPoints(result)).toEqual(POINTS.filter((p) => covers(a, p) && covers(b, p)));
      }),
    );
  });

  it('is commutative', () => {
    fc.assert(
      fc.property(intervalList, intervalList, (a, b) => {
        expect(intersect(a, b)).toEqual(intersect(b, a));
      }),
    );
  });

  it('of touching intervals is empty', () => {
    expect(intersect([{ start: 0, end: 10 }], [{ start: 10, end: 20 }])).toEqual([]);
  });

  it('keeps each overlap of one interval with several others', () => {
    expect(
      intersect(
        [{ start: 0, end: 100 }],
        [
          { start: 10, end: 20 },
          { start: 30, end: 40 },
          { start: 90, end: 120 },
        ],
      ),
    ).toEqual([
      { start: 10, end: 20 },
      { start: 30, end: 40 },
      { start: 90, end: 100 },
    ]);
  });
});

describe('subtract', () => {
  it('covers exactly the instants in a and not in b, in canonical form', () => {
    fc.assert(
      fc.property(intervalList, intervalList, (a, b) => {
        const result = subtract(a, b);
        expectCanonical(result);
        expect(coveredPoints(result)).toEqual(POINTS.filter((p) => covers(a, p) && !covers(b, p)));
      }),
    );
  });

  it('together with intersect partitions a', () => {
    fc.assert(
      fc.property(intervalList, intervalList, (a, b) => {
        const outside = subtract(a, b);
        const inside = intersect(a, b);
        expect(intersect(outside, inside)).toEqual([]);
        expect(merge([...outside, ...inside])).toEqual(merge(a));
      }),
    );
  });

  it('of nothing leaves a merged, and from itself leaves nothing', () => {
    fc.assert(
      fc.property(intervalList, (a) => {
        expect(subtract(a, [])).toEqual(merge(a));
        expect(subtract(a, a)).toEqual([]);
      }),
    );
  });

  it('punches holes and keeps what touches the cut', () => {
    expect(
      subtract(
        [{ start: 0, end: 100 }],
        [
          { start: 10, end: 20 },
          { start: 20, end: 30 },
          { start: 90, end: 150 },
        ],
      ),
    ).toEqual([
      { start: 0, end: 10 },
      { start: 30, end: 90 },
    ]);
  });

  it('lets one cut span several pieces of a', () => {
    expect(
      subtract(
        [
          { start: 0, end: 10 },
          { start: 20, end: 30 },
          { start: 40, end: 50 },
        ],
        [{ start: 5, end: 45 }],
      ),
    ).toEqual([
      { start: 0, end: 5 },
      { start: 45, end: 50 },
    ]);
  });
});

describe('overlaps', () => {
  it('is true exactly when the two intervals share an instant', () => {
    fc.assert(
      fc.property(anyInterval, anyInterval, (a, b) => {
        expect(overlaps(a, b)).toBe(POINTS.some((p) => inInterval(p, a) && inInterval(p, b)));
      }),
    );
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(anyInterval, anyInterval, (a, b) => {
        expect(overlaps(a, b)).toBe(overlaps(b, a));
      }),
    );
  });

  it('is false for touching intervals', () => {
    fc.assert(
      fc.property(nonEmptyInterval, fc.integer({ min: 1, max: 50 }), (a, length) => {
        const after: Interval = { start: a.end, end: a.end + length };
        expect(overlaps(a, after)).toBe(false);
        expect(overlaps(after, a)).toBe(false);
      }),
    );
  });

  it('is false for an empty interval, even one strictly inside another', () => {
    expect(overlaps({ start: 5, end: 5 }, { start: 0, end: 10 })).toBe(false);
    expect(overlaps({ start: 0, end: 10 }, { start: 5, end: 5 })).toBe(false);
  });
});

describe('contains, durationOf, isEmpty', () => {
  it('contains a non-empty interval exactly when it holds every instant of it', () => {
    fc.assert(
      fc.property(anyInterval, nonEmptyInterval, (outer, inner) => {
        const holdsAll = POINTS.filter((p) => inInterval(p, inner)).every((p) => inInterval(p, outer));
        expect(contains(outer, inner)).toBe(holdsAll);
      }),
    );
  });

  it('measures the number of instants, zero for empty or inverted intervals', () => {
    fc.assert(
      fc.property(anyInterval, (i) => {
        expect(durationOf(i)).toBe(POINTS.filter((p) => inInterval(p, i)).length);
        expect(isEmpty(i)).toBe(durationOf(i) === 0);
      }),
    );
  });
});
