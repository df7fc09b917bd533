import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';

const WORDS = [
  'tomorrow',
  'today',
  'tonight',
  'next',
  'this',
  'last',
  'week',
  'weekend',
  'month',
  'Friday',
  'monday',
  'or',
  'and',
  'to',
  'at',
  'after',
  'before',
  'between',
  'from',
  'by',
  'in',
  'the',
  'morning',
  'mornings',
  'afternoon',
  'evening',
  'lunch',
  'noon',
  'midnight',
  'for',
  'minutes',
  'hours',
  'days',
  'weeks',
  'an',
  'hour',
  'a',
  'two',
  '3',
  '5',
  '12',
  '15th',
  '3pm',
  '10:30',
  '2-4pm',
  'Dec',
  '3/12',
  '2026-12-03',
  'end',
  'of',
  'first',
  'Q3',
  'asap',
  'now',
  'coffee',
  'with',
  'sam',
  ',',
  '-',
];
const ZONES = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Auckland', 'Asia/Kolkata', 'UTC'];

const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 10 }).map((w) => w.join(' '));
const now = fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') });
const zone = fc.constantFrom(...ZONES);

describe('parseWhen on any mix of time words', () => {
  it('never throws, locates its phrase inside the text and returns a non-empty half-open range', () => {
    fc.assert(
      fc.property(phrase, now, zone, (text, at, z) => {
        const match = parseWhen(text, at, z);
        if (match === undefined) return;
        expect(match.index).toBeGreaterThanOrEqual(0);
        expect(match.length).toBeGreaterThan(0);
        expect(match.index + match.length).toBeLessThanOrEqual(text.length);
        expect(Number.isInteger(match.when.start)).toBe(true);
        if (match.when.end !== undefined) expect(match.when.end).toBeGreaterThan(match.when.start);
        if (match.dailyWindow !== undefined) {
          expect(match.dailyWindow.start < match.dailyWindow.end).toBe(true);
          expect(match.dailyWindow.end <= '24:00').toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
    // 3,000 readings take about 2 s alone; the limit only guards against a hang when CI shares its cores.
  }, 30_000);

  it('finds the same answer in a phrase whatever words surround it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'tomorrow at 3pm',
          'next week',
          'mornings next week',
          'between 2 and 4 tomorrow',
          'the first Monday of next month',
        ),
        fc.constantFrom('', 'please book ', 'coffee with sam '),
        fc.constantFrom('', ' thanks', ' if that works'),
        now,
        zone,
        (core, before, after, at, z) => {
          const alone = parseWhen(core, at, z);
          const framed = parseWhen(before + core + after, at, z);
          expect(framed?.when).toEqual(alone?.when);
          expect(framed?.index).toBe(before.length);
          expect(framed?.length).toBe(core.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
