import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { toZonedIso } from '../../../lib/core/time/zoned';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. */
const TUESDAY = '2026-11-24T09:00:00-05:00';
const MINUTE = 60_000;

function read(text: string, now = TUESDAY): { start: string; end?: string } | undefined {
  const match = parseWhen(text, Date.parse(now), NY);
  if (match === undefined) return undefined;
  const got: { start: string; end?: string } = { start: toZonedIso(match.when.start, NY) };
  if (match.when.end !== undefined) got.end = toZonedIso(match.when.end, NY);
  return got;
}
const days = (from: string, to: string): { start: string; end: string } => ({
  start: `${from}T00:00:00-05:00`,
  end: `${to}T00:00:00-05:00`,
});

describe('"and a half" hours from now', () => {
  it.each([
    ['in 3 and a half hours', 210],
    ['ping me in four and a half hours', 270],
    ['six and a half hours from now', 390],
    ['in 1½ hours', 90],
  ])('%j is now + %i minutes', (text, minutes) => {
    const found = parseWhen(text, Date.parse(TUESDAY), NY);
    expect(found?.when).toEqual({ start: Date.parse(TUESDAY) + minutes * MINUTE, grain: 'minute' });
  });
});

describe('one unit measured in another', () => {
  it.each(['how many hours are in a day', 'a week has 7 days in a week', '1440 minutes in a day', '3600 seconds in an hour'])(
    '%j is no time',
    (text) => {
      expect(read(text)).toBeUndefined();
    },
  );

  it('still reads "in an hour" after a length that is not the unit', () => {
    expect(parseWhen('book 20 minutes in an hour', Date.parse(TUESDAY), NY)?.when.start).toBe(Date.parse(TUESDAY) + 60 * MINUTE);
  });
});

describe('early, mid and late this or next month are its thirds', () => {
  it.each([
    ['mid next month', days('2026-12-11', '2026-12-21')],
    ['late in the following month', days('2026-12-21', '2027-01-01')],
    // November 1st is still on summer time.
    ['early this month', { start: '2026-11-01T00:00:00-04:00', end: '2026-11-11T00:00:00-05:00' }],
    ['the middle of next month', days('2026-12-11', '2026-12-21')],
  ])('%j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('counts from the month after the one asked in', () => {
    expect(read('early in the next month', '2026-12-28T09:00:00-05:00')).toEqual(days('2027-01-01', '2027-01-11'));
  });

  it('keeps the start of a month its first week', () => {
    expect(read('the beginning of next month')).toEqual(days('2026-12-01', '2026-12-08'));
  });
});

describe('a deadline over days starts at the start of today', () => {
  it.each([
    ['no later than the 12th', days('2026-11-24', '2026-12-13')],
    ['needs to be done by jan 4', days('2026-11-24', '2027-01-05')],
  ])('%j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('leaves "before" and "till" a day running from now', () => {
    expect(read('before jan 4')).toEqual({ start: TUESDAY, end: '2027-01-04T00:00:00-05:00' });
  });
});

describe('a four-digit number said to be a code', () => {
  it.each(['the gate code is 0845', 'door passcode = 0715', 'extension number is 0830'])('%j is no time', (text) => {
    expect(read(text)).toBeUndefined();
  });

  it('is still a clock when a meeting is said to be then', () => {
    expect(read('the review is 0930 tomorrow')).toEqual({ start: '2026-11-25T09:30:00-05:00' });
  });
});
