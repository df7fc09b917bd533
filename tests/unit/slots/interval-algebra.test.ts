import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCoverage, unionOf } from '../../../lib/core/slots/interval-coverage';
import { gridStarts, startsClearOf, startsInside } from '../../../lib/core/slots/start-sets';
import { createZoneClock } from '../../../lib/core/slots/zone-clock';
import { complementWithin, intersectSorted, merge, overlaps, type Interval } from '../../../lib/core/time/interval';
import { instantToWallClock } from '../../../lib/core/time/zoned';
import { MIN, at } from './slot-fixtures';

// Small integer endpoints: comparing every integer point compares the sets exactly.
const HIGH = 120;
const POINTS = Array.from({ length: HIGH + 80 }, (_, i) => i - 30);
const interval = fc
  .tuple(fc.integer({ min: 0, max: HIGH - 1 }), fc.integer({ min: 0, max: 30 }))
  .map(([start, length]): Interval => ({ start, end: start + length }));
const list = fc.array(interval, { maxLength: 12 });
const inSet = (set: readonly Interval[], p: number): boolean => set.some((i) => i.start <= p && p < i.end);
const overlapNaive = (set: readonly Interval[], slot: Interval): number =>
  POINTS.filter((p) => p >= slot.start && p < slot.end && inSet(set, p)).length;

describe('unionOf', () => {
  it('is merge: sorted, disjoint, touching pieces joined', () => {
    fc.assert(
      fc.property(list, (l) => {
        expect(unionOf(l)).toEqual(merge(l));
        // Already sorted input takes the one-pass path.
        const sorted = [...l].sort((a, b) => a.start - b.start);
        expect(unionOf(sorted)).toEqual(merge(l));
      }),
    );
  });
});

describe('createCoverage', () => {
  it('measures overlap exactly', () => {
    fc.assert(
      fc.property(list, interval, (l, slot) => {
        expect(createCoverage(l).overlapMs(slot)).toBe(overlapNaive(l, slot));
      }),
    );
  });

  it('measures a sorted run of slots in one sweep as it measures each alone', () => {
    fc.assert(
      fc.property(
        list,
        fc.array(fc.integer({ min: -10, max: HIGH }), { maxLength: 20 }),
        fc.nat(10),
        fc.nat(30),
        (l, raw, lead, length) => {
          const starts = [...raw].sort((a, b) => a - b);
          const c = createCoverage(l);
          expect([...c.overlapsAtStarts(starts, lead, length)]).toEqual(
            starts.map((s) => overlapNaive(l, { start: s - lead, end: s - lead + length })),
          );
        },
      ),
    );
  });

  it('finds the longest stretch free of the list and an extra interval', () => {
    fc.assert(
      fc.property(list, interval, interval, (l, within, extra) => {
        let best = 0;
        let run = 0;
        for (let p = within.start; p < within.end; p++) {
          run = inSet([...l, extra], p) ? 0 : run + 1;
          best = Math.max(best, run);
        }
        expect(createCoverage(l).longestGap(within, extra)).toBe(best);
      }),
    );
  });
});

describe('start sets', () => {
  it('startsInside holds exactly the starts whose slot fits in one region', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 20 }), (l, d) => {
        const regions = merge(l);
        const starts = startsInside(regions, d);
        for (const s of POINTS) expect(inSet(starts, s)).toBe(regions.some((r) => r.start <= s && s + d <= r.end));
      }),
    );
  });

  it('startsClearOf holds exactly the starts whose slot plus margins misses every blocked interval', () => {
    fc.assert(
      fc.property(list, interval, fc.integer({ min: 1, max: 20 }), fc.nat(8), fc.nat(8), (l, bounds, d, before, after) => {
        const blocked = merge(l);
        const starts = startsClearOf(blocked, bounds, d, before, after);
        for (const s of POINTS) {
          const clear = blocked.every((b) => !overlaps(b, { start: s - before, end: s + d + after }));
          expect(inSet(starts, s)).toBe(clear && s >= bounds.start && s < bounds.end);
        }
      }),
    );
  });

  it('complement and intersection agree with point membership', () => {
    fc.assert(
      fc.property(list, list, interval, (a, b, bounds) => {
        const x = merge(a);
        const y = merge(b);
        const both = intersectSorted(x, y);
        const outside = complementWithin(x, bounds);
        for (const p of POINTS) {
          expect(inSet(both, p)).toBe(inSet(x, p) && inSet(y, p));
          expect(inSet(outside, p)).toBe(p >= bounds.start && p < bounds.end && !inSet(x, p));
        }
      }),
    );
  });

  it('lays the grid on the wall clock: :00/:15/:30/:45 in Kathmandu (+05:45) and across a DST change', () => {
    for (const zone of ['Asia/Kathmandu', 'America/New_York', 'Australia/Lord_Howe']) {
      const set = [{ start: at('2026-03-07T00:07:13Z'), end: at('2026-03-09T00:00:00Z') }];
      const starts = gridStarts(set, createZoneClock(zone), 15 * MIN);
      expect(starts.length).toBeGreaterThan(180);
      for (const s of starts) {
        expect(instantToWallClock(s, zone).minute % 15).toBe(0);
        expect(s % MIN).toBe(0);
      }
    }
  });
});
