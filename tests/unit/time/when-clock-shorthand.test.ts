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

const at = (ymd: string, hm: string): { start: string } => ({ start: `${ymd}T${hm}:00-05:00` });

describe('24-hour clocks written short', () => {
  it.each([
    ['0930', at('2026-11-24', '09:30')],
    ['standup 0945?', at('2026-11-24', '09:45')],
    ['0700', at('2026-11-25', '07:00')],
    ['tomorrow 0930', at('2026-11-25', '09:30')],
    ['thursday 1400 works', at('2026-11-26', '14:00')],
    ['Dec 8 0800', at('2026-12-08', '08:00')],
    ['call with ops 14 dec 1530', at('2026-12-14', '15:30')],
    ['13.45', at('2026-11-24', '13:45')],
    ['lets say 09.15 tmrw', at('2026-11-25', '09:15')],
    ['friday 10.30', at('2026-11-27', '10:30')],
    ['16:30h', at('2026-11-24', '16:30')],
    ['monday 9:15 hrs', at('2026-11-30', '09:15')],
    ['3 Dec 10:30', at('2026-12-03', '10:30')],
    ['8th of January 09:15', at('2027-01-08', '09:15')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each([
    ['1100-1230 thursday', { start: '2026-11-26T11:00:00-05:00', end: '2026-11-26T12:30:00-05:00' }],
    ['tomorrow 0900–1030', { start: '2026-11-25T09:00:00-05:00', end: '2026-11-25T10:30:00-05:00' }],
  ])('reads the range %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each([
    'meet in room 1100',
    'room 0930 is booked',
    'call 0800 123 4567',
    'ext 0930',
    'it costs 13.45',
    'pay $13.45',
    '13.45 kg of flour',
    'version 13.45',
    'the 2026-2027 budget',
    'order #0930',
    'on 14 dec 2027',
    'flight 1100 lands soon',
  ])('reads no time in %j', (text) => {
    expect(read(text)?.start.includes('T00:00') ?? true).toBe(true);
  });

  it('reads a year as a year, not 20:27', () => {
    expect(read('in 2027')).toEqual({ start: '2027-01-01T00:00:00-05:00', end: '2028-01-01T00:00:00-05:00' });
  });
});

describe('"-ish" is about then', () => {
  it.each([
    ['3ish', at('2026-11-24', '15:00')],
    ['5:30ish', at('2026-11-24', '17:30')],
    ['sat 10ish', at('2026-11-28', '10:00')],
    ['drinks fri 6-ish?', at('2026-11-27', '18:00')],
    ['tomorrow noonish', at('2026-11-25', '12:00')],
    ['call u around 4ish', at('2026-11-24', '16:00')],
    ['elevenish tomorrow', at('2026-11-25', '11:00')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each(['a smallish room', 'a biggish team', 'greenish'])('reads no time in %j', (text) => {
    expect(read(text)).toBeUndefined();
  });
});

describe('end of the working day is 17:00', () => {
  it.each([
    ['EOD friday', at('2026-11-27', '17:00')],
    ['COB thursday', at('2026-11-26', '17:00')],
    ['end of day', at('2026-11-24', '17:00')],
    ['close of business wednesday', at('2026-11-25', '17:00')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  const until = (ymd: string): { start: string; end: string } => ({
    start: `${ymd}T00:00:00-05:00`,
    end: `${ymd}T17:00:00-05:00`,
  });
  it.each([
    ['need it by eod', until('2026-11-24')],
    ['send it before COB', until('2026-11-24')],
    ['by end of day tomorrow', until('2026-11-25')],
    ['by the end of the day on monday', until('2026-11-30')],
    ['finish it by end of business', until('2026-11-24')],
    ["what's left before EOD today", until('2026-11-24')],
  ])('reads %j as the day up to 17:00, as "before 5pm" is', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each(['at the end of the day it does not matter', 'corn on the cob', 'the end of the world'])(
    'reads no time in %j',
    (text) => {
      expect(read(text)).toBeUndefined();
    },
  );
});

describe('spoken minutes beside a day', () => {
  it.each([
    ['eleven thirty on the fifth', at('2026-12-05', '11:30')],
    ['um can we do like ten fifteen on monday', at('2026-11-30', '10:15')],
    ['monday ten fifteen', at('2026-11-30', '10:15')],
    ['nine thirty tomorrow morning', at('2026-11-25', '09:30')],
    ['seven thirty tonight', at('2026-11-24', '19:30')],
    ['four forty five this afternoon', at('2026-11-24', '16:45')],
    ['two fifteen tomorrow', at('2026-11-25', '14:15')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  // Said alone, an hour with its minutes is the clock (decisions: "four thirty?"); inside other words it is not.
  it.each(['I read ten fifteen page reports', 'two thirty people on monday'])('gives no clock for %j', (text) => {
    expect(read(text)?.start.includes('T00:00') ?? true).toBe(true);
  });
});
