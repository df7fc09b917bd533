import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { isoDateToInstant, toZonedIso } from '../../../lib/core/time/zoned';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. */
const TUESDAY = '2026-11-24T09:00:00-05:00';

function read(text: string): { start: string; end?: string } | undefined {
  const match = parseWhen(text, Date.parse(TUESDAY), NY);
  if (match === undefined) return undefined;
  const got: { start: string; end?: string } = { start: toZonedIso(match.when.start, NY) };
  if (match.when.end !== undefined) got.end = toZonedIso(match.when.end, NY);
  return got;
}

/** From midnight to midnight in New York, EST or EDT as the date has it. */
const span = (from: string, to: string) => ({
  start: toZonedIso(isoDateToInstant(from, NY), NY),
  end: toZonedIso(isoDateToInstant(to, NY), NY),
});

describe('months and runs of days named by their months', () => {
  it.each([
    ['the month after next', span('2027-01-01', '2027-02-01')],
    ['the year after next', span('2028-01-01', '2029-01-01')],
    ['next month on the 20th', span('2026-12-20', '2026-12-21')],
    ['on the 3rd next month', span('2026-12-03', '2026-12-04')],
    ['the last day of next month', span('2026-12-31', '2027-01-01')],
    ['the last day of the month', span('2026-11-30', '2026-12-01')],
    ['december through february', span('2026-12-01', '2027-03-01')],
    ['jan - mar 2027', span('2027-01-01', '2027-04-01')],
    ['between may and june', span('2027-05-01', '2027-07-01')],
    ['12/14-12/18', span('2026-12-14', '2026-12-19')],
    ['from 12/24 to 1/4', span('2026-12-24', '2027-01-05')],
    ['december', span('2026-12-01', '2027-01-01')],
    ['june works for the offsite', span('2027-06-01', '2027-07-01')],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('leaves a month with its day said in words to the date readers', () => {
    expect(read('february tenth')).toEqual(span('2027-02-10', '2027-02-11'));
    expect(read('the twelfth of january')).toEqual(span('2027-01-12', '2027-01-13'));
  });

  it('reads no month in words that only look like one', () => {
    expect(read('march to the office')).toBeUndefined();
    expect(read('may and june')).toEqual(undefined);
  });
});
