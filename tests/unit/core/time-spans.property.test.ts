import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallDayAndMinutes } from '../../../lib/core/time/when-civil-days';
import { parseWhen, readTimeSpans } from '../../../lib/core/time/parse-when';

// The reading's time spans, checked on generated text: spans never overlap (each character is
// claimed once), and a date and time written out in common forms reads back as the same instant,
// in several zones and across their DST changes.

const ZONES = ['America/New_York', 'Europe/London', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Tokyo', 'America/Los_Angeles'];
const WORDS = [
  'lunch',
  'with',
  'sam',
  'tomorrow',
  'at',
  '3pm',
  'quarter',
  'past',
  'three',
  'next',
  'friday',
  'thu',
  'from',
  'to',
  '6',
  'August',
  'the',
  'day',
  'after',
  'thanksgiving',
  'London',
  'time',
  'EST',
  '9',
  'tonight',
  'in',
  '2',
  'weeks',
  'business',
  'days',
  'mondays',
  'now',
  "week's",
  'last',
  'Dec',
  '3',
  '-',
  '18h45',
  'at 1830',
  'q1',
  '2027',
  'noon',
];
const zone = fc.constantFrom(...ZONES);
const now = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') });

describe('time spans', () => {
  it('never overlap: each character of a request is read by at most one span', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }), now, zone, (words, at, z) => {
        const text = words.join(' ');
        const spans = readTimeSpans(text, { now: at, zone: z, ...wallDayAndMinutes(at, z) }).sort((a, b) => a.index - b.index);
        for (const [i, span] of spans.entries()) {
          expect(span.index).toBeGreaterThanOrEqual(0);
          expect(span.index + span.length).toBeLessThanOrEqual(text.length);
          const next = spans[i + 1];
          // Pieces of one phrase share its span ("this afternoon" is a day and a window); others never overlap.
          if (next !== undefined && next.index !== span.index)
            expect(next.index).toBeGreaterThanOrEqual(span.index + span.length);
        }
      }),
      { numRuns: 2000, seed: 20261126 },
    );
  });
});

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number): string => String(n).padStart(2, '0');
const clock12 = (h: number, m: number): string => `${String(h % 12 === 0 ? 12 : h % 12)}:${pad(m)}${h < 12 ? 'am' : 'pm'}`;
const FORMATS: readonly ((y: number, mo: number, d: number, h: number, mi: number) => string)[] = [
  (y, mo, d, h, mi) => `${MONTHS[mo - 1] ?? ''} ${String(d)}, ${String(y)} at ${clock12(h, mi)}`,
  (y, mo, d, h, mi) => `${String(d)} ${MONTHS[mo - 1] ?? ''} ${String(y)} at ${pad(h)}:${pad(mi)}`,
  (y, mo, d, h, mi) => `${String(mo)}/${String(d)}/${String(y)} at ${clock12(h, mi)}`,
  (y, mo, d, h, mi) => `on ${String(y)}-${pad(mo)}-${pad(d)} at ${pad(h)}:${pad(mi)}`,
  (y, mo, d, h, mi) => `${(MONTHS[mo - 1] ?? '').slice(0, 3)} ${String(d)} ${String(y)} ${clock12(h, mi)}`,
];

describe('parse(format(x))', () => {
  it('reads a date and time written out back as the same instant, across DST, in several zones', () => {
    // Days around the DST changes of 2027 in these zones, and ordinary ones.
    const day = fc.oneof(
      fc.constantFrom('2027-03-13', '2027-03-14', '2027-03-15', '2027-03-27', '2027-03-28', '2027-04-04', '2027-10-03'),
      fc.constantFrom('2027-10-30', '2027-10-31', '2027-11-06', '2027-11-07', '2027-11-08', '2027-06-15', '2027-12-24'),
    );
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 5, 15, 30, 45),
        fc.integer({ min: 0, max: 4 }),
        zone,
        (iso, h, mi, f, z) => {
          const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
          const expected = new TZDate(y, mo - 1, d, h, mi, z);
          // A wall time the clocks skip does not exist; the round trip is only asked of real ones.
          fc.pre(expected.getHours() === h && expected.getMinutes() === mi);
          // A wall time shown twice (clocks going back) is read as the earlier one (docs/decisions.md, Time).
          const shownAgain = [-3_600_000, 3_600_000].some((dt) => {
            const other = new TZDate(expected.getTime() + dt, z);
            return other.getHours() === h && other.getMinutes() === mi;
          });
          fc.pre(!shownAgain);
          const format = FORMATS[f];
          if (format === undefined) throw new Error(`no format ${String(f)}`);
          const text = format(y, mo, d, h, mi);
          const read = parseWhen(text, Date.parse('2026-11-24T09:00:00Z'), z);
          expect(read?.when.start, `${text} in ${z}`).toBe(expected.getTime());
        },
      ),
      { numRuns: 800, seed: 20261126 },
    );
  });
});
