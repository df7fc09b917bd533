import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCandidateSlots } from '../../../lib/core/slots/find-candidate-slots';
import { overlaps, type Interval } from '../../../lib/core/time/interval';
import { instantToWallClock } from '../../../lib/core/time/zoned';
import { MIN } from './slot-fixtures';
import { oracle, queryArb } from './slot-oracle';

// Each property checks the search against the brute-force oracle in slot-oracle.ts.
const RUNS = { numRuns: 150 };

describe('findCandidateSlots (properties)', () => {
  it('reports no common time exactly when brute force finds none, and otherwise returns only common slots', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const r = findCandidateSlots(q);
        const o = oracle(q);
        expect(r.hasNoCommonTime).toBe(o.common.length === 0);
        if (r.hasNoCommonTime) return;
        expect(r.slots.length).toBeGreaterThan(0);
        for (const s of r.slots) {
          for (const p of q.participants) {
            expect(o.isBusy(p, s)).toBe(false);
            expect(o.isOutside(p, s)).toBe(false);
          }
          expect(s.conflicts.every((c) => c.reason === 'constraint')).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('lists on every fallback slot exactly who is busy and who is outside their hours', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const r = findCandidateSlots(q);
        if (!r.hasNoCommonTime) return;
        const o = oracle(q);
        // Fallback slots come from the starts the hard constraints allow: some whenever there are any.
        expect(r.slots.length > 0).toBe(o.allowed.length > 0);
        for (const s of r.slots) {
          const ids = (reason: string): string[] =>
            s.conflicts
              .filter((c) => c.reason === reason)
              .map((c) => c.participantId)
              .sort();
          expect(ids('busy')).toEqual(
            q.participants
              .filter((p) => o.isBusy(p, s))
              .map((p) => p.id)
              .sort(),
          );
          expect(ids('outside_working_hours')).toEqual(
            q.participants
              .filter((p) => o.isOutside(p, s))
              .map((p) => p.id)
              .sort(),
          );
        }
      }),
      RUNS,
    );
  });

  it('ranks a fallback slot that fewer people miss first', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const r = findCandidateSlots(q);
        const [best] = r.slots;
        if (!r.hasNoCommonTime || best === undefined) return;
        const o = oracle(q);
        const missed = (s: Interval): number => q.participants.filter((p) => o.isBusy(p, s) || o.isOutside(p, s)).length;
        expect(missed(best)).toBe(Math.min(...o.allowed.map(missed)));
      }),
      RUNS,
    );
  });

  it('returns at most 4 distinct slots of exactly the duration, on the wall-clock grid, never before now + notice', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const r = findCandidateSlots(q);
        const o = oracle(q);
        expect(r.slots.length).toBeLessThanOrEqual(4);
        r.slots.forEach((s, k) => {
          expect(s.end - s.start).toBe(q.durationMinutes * MIN);
          expect(s.start).toBeGreaterThanOrEqual(o.earliest);
          expect(s.start).toBeGreaterThanOrEqual(q.now);
          expect(s.end).toBeLessThanOrEqual(q.window.end);
          expect(s.start % MIN).toBe(0);
          expect(instantToWallClock(s.start, q.timeZone).minute % 15).toBe(0);
          for (const other of r.slots.slice(k + 1)) expect(overlaps(s, other)).toBe(false);
        });
      }),
      RUNS,
    );
  });

  it('never breaks a hard constraint, fallback or not', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const r = findCandidateSlots(q);
        const o = oracle(q);
        for (const s of r.slots) for (const c of o.hard) expect(o.breaks(c, s)).toBe(false);
      }),
      RUNS,
    );
  });

  it('ranks common slots best first by score', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const r = findCandidateSlots(q);
        if (r.hasNoCommonTime) return;
        const scores = r.slots.map((s) => s.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }),
      RUNS,
    );
  });

  it('flags the requested time exactly when someone is busy then or a hard constraint rules it out', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const requested = q.requested;
        if (requested === undefined) return;
        const r = findCandidateSlots(q);
        const o = oracle(q);
        const expected = q.participants.some((p) => o.isBusy(p, requested)) || o.hard.some((c) => o.breaks(c, requested));
        expect(r.hasExplicitTimeConflict).toBe(expected);
      }),
      RUNS,
    );
  });
});
