import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { toZonedIso } from '../../../lib/core/time/zoned';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. */
const TUESDAY = '2026-11-24T09:00:00-05:00';

function read(text: string, now = TUESDAY, zone = NY): { start: string; end?: string } | undefined {
  const match = parseWhen(text, Date.parse(now), zone);
  if (match === undefined) return undefined;
  const got: { start: string; end?: string } = { start: toZonedIso(match.when.start, zone) };
  if (match.when.end !== undefined) got.end = toZonedIso(match.when.end, zone);
  return got;
}

/** Whole days [from, to) at New York midnight; the offset is EST for every day these tests use. */
const days = (from: string, to: string): { start: string; end: string } => ({
  start: `${from}T00:00:00-05:00`,
  end: `${to}T00:00:00-05:00`,
});
const hours = (ymd: string, from: string, to: string): { start: string; end: string } => ({
  start: `${ymd}T${from}:00-05:00`,
  end: `${ymd}T${to}:00-05:00`,
});

describe('short names of the day parts after a day', () => {
  it.each([
    ['friday arvo', hours('2026-11-27', '12:00', '17:00')],
    ['this arvo', hours('2026-11-24', '12:00', '17:00')],
    ['tmrw am', hours('2026-11-25', '08:00', '12:00')],
    ['friday pm', hours('2026-11-27', '12:00', '17:00')],
    ['mon PM works', hours('2026-11-30', '12:00', '17:00')],
    ['thursday eve', hours('2026-11-26', '17:00', '21:00')],
    ['monday morn', hours('2026-11-30', '08:00', '12:00')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each([
    ['I am free friday', days('2026-11-27', '2026-11-28')],
    ['friday am I free', days('2026-11-27', '2026-11-28')],
    ['I am on friday', days('2026-11-27', '2026-11-28')],
    ['christmas eve', days('2026-12-24', '2026-12-25')],
  ])('leaves the day of %j whole', (text, want) => {
    expect(read(text)).toEqual(want);
  });
});

describe('sat, sun and wed offered as days', () => {
  it.each([
    ['can we do wed', days('2026-11-25', '2026-11-26')],
    ['how about sat?', days('2026-11-28', '2026-11-29')],
    ['what about sun', days('2026-11-29', '2026-11-30')],
    ['sat works', days('2026-11-28', '2026-11-29')],
    ['sat?', days('2026-11-28', '2026-11-29')],
    ['maybe wed', days('2026-11-25', '2026-11-26')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each([
    ['1:30 - 2:15 wed', hours('2026-11-25', '13:30', '14:15')],
    ['10-11am sat', hours('2026-11-28', '10:00', '11:00')],
  ])('reads the day after a time in %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('reads the day after a clock with a length', () => {
    expect(read('45-minute slot at 10:15 wed')?.start).toBe('2026-11-25T10:15:00-05:00');
  });

  it.each(['I sat down with Bob', 'in the sun', 'we sat', 'sun protection', 'they wed in secret'])(
    'reads no day in %j',
    (text) => {
      expect(read(text)).toBeUndefined();
    },
  );
});

describe('ranges of days', () => {
  it.each([
    ['thursday till sunday', days('2026-11-26', '2026-11-30')],
    ['friday until monday', days('2026-11-27', '2026-12-01')],
    ['tomorrow till friday', days('2026-11-25', '2026-11-28')],
    ['mon-wed next week', days('2026-11-30', '2026-12-03')],
    ['monday to wednesday next week', days('2026-11-30', '2026-12-03')],
    ['thursday to sunday of next week', days('2026-12-03', '2026-12-07')],
    ['wed-fri this week', days('2026-11-25', '2026-11-28')],
    ['monday or tuesday next week', days('2026-11-30', '2026-12-02')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('keeps a deadline from today', () => {
    expect(read('till sunday')).toEqual(days('2026-11-24', '2026-11-30'));
    expect(read('finish it by friday')).toEqual(days('2026-11-24', '2026-11-28'));
  });
});

describe('British weeks counted from tomorrow', () => {
  it.each([
    ['tomorrow week', days('2026-12-02', '2026-12-03')],
    ['lunch tomorrow week?', days('2026-12-02', '2026-12-03')],
    ['today fortnight', days('2026-12-08', '2026-12-09')],
    ['a week tomorrow', days('2026-12-02', '2026-12-03')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('leaves "tomorrow weekend" and "tomorrow week 3" to their other words', () => {
    expect(read('tomorrow week 3 starts')).toEqual(days('2026-11-25', '2026-11-26'));
  });
});

describe('thirds of a month', () => {
  it.each([
    ['early January', days('2027-01-01', '2027-01-11')],
    ['mid-December', days('2026-12-11', '2026-12-21')],
    ['late January', days('2027-01-21', '2027-02-01')],
    ['sometime in mid march 2027', { start: '2027-03-11T00:00:00-05:00', end: '2027-03-21T00:00:00-04:00' }],
    ['in the middle of December', days('2026-12-11', '2026-12-21')],
    ['late Feb', days('2027-02-21', '2027-03-01')],
    // Begun already: from today; over: next year's.
    ['late November', days('2026-11-24', '2026-12-01')],
    ['early November', { start: '2027-11-01T00:00:00-04:00', end: '2027-11-11T00:00:00-05:00' }],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each(['running late for the meeting', 'an early start'])('reads no time in %j', (text) => {
    expect(read(text)).toBeUndefined();
  });
});

describe('quarters and halves of a year', () => {
  it.each([
    ['the current quarter', days('2026-11-24', '2027-01-01')],
    ['current quarter', days('2026-11-24', '2027-01-01')],
    ['ok, Q4 then', days('2026-11-24', '2027-01-01')],
    ['Q1 works', { start: '2027-01-01T00:00:00-05:00', end: '2027-04-01T00:00:00-04:00' }],
    ['H1 2027', { start: '2027-01-01T00:00:00-05:00', end: '2027-07-01T00:00:00-04:00' }],
    ['h2 next year', { start: '2027-07-01T00:00:00-04:00', end: '2028-01-01T00:00:00-05:00' }],
    ['the second half of next year', { start: '2027-07-01T00:00:00-04:00', end: '2028-01-01T00:00:00-05:00' }],
    ['the first half of 2027', { start: '2027-01-01T00:00:00-05:00', end: '2027-07-01T00:00:00-04:00' }],
    ['H2', days('2026-11-24', '2027-01-01')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each(['the H1 budget review', 'the Q4 plan', 'the second half of the meeting', 'H1B visa'])(
    'reads no time in %j',
    (text) => {
      expect(read(text)).toBeUndefined();
    },
  );
});

describe('holidays offered, zones before a sentence goes on, sizes', () => {
  it.each([
    ['how about halloween?', { start: '2027-10-31T00:00:00-04:00', end: '2027-11-01T00:00:00-04:00' }],
    ['what about thanksgiving', days('2026-11-26', '2026-11-27')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('leaves a holiday talked about to the title', () => {
    expect(read('call mom about Thanksgiving')).toBeUndefined();
  });

  it.each([
    ['is noon eastern any good for the design review?', '2026-11-24T09:00:00-08:00'],
    ['at 4 central for the call', '2026-11-24T14:00:00-08:00'],
    ['3pm eastern works', '2026-11-24T12:00:00-08:00'],
  ])('reads the zone of %j', (text, start) => {
    expect(read(text, '2026-11-24T08:00:00-08:00', 'America/Los_Angeles')?.start).toBe(start);
  });

  it('leaves "central park" a place', () => {
    expect(read('2pm central park', '2026-11-24T08:00:00-08:00', 'America/Los_Angeles')?.start).toBe('2026-11-24T14:00:00-08:00');
  });

  it.each(['buy some 2 by 4 lumber', 'print 3 by 5 cards', 'a 4 by 6 photo'])('reads no time in %j', (text) => {
    expect(read(text)).toBeUndefined();
  });

  it('keeps "by 4" a deadline', () => {
    expect(read('done by 4')).toEqual(hours('2026-11-24', '00:00', '16:00'));
  });
});
