import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { isoDateInZone } from '../../../lib/core/time/zoned';

// Now is Tue 24 Nov 2026 09:00 in New York.
const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const dayOf = (text: string): string | undefined => {
  const found = parseWhen(text, NOW, ZONE);
  return found === undefined ? undefined : isoDateInZone(found.when.start, ZONE);
};

describe('parseWhen: dates said rather than written', () => {
  it.each([
    ['december nineteen', '2026-12-19'],
    ['dec twenty two at 2pm', '2026-12-22'],
    ['on saturday december nineteen at 2 in the afternoon', '2026-12-19'],
    ['november twenty', '2027-11-20'],
    ['the day 7 at 10', '2026-12-07'],
  ])('reads a month with a number word: %j is %s', (text, date) => {
    expect(dayOf(text)).toBe(date);
  });

  it('leaves the rest of an ordinal to the ordinal reader ("november twenty fourth")', () => {
    expect(dayOf('november twenty fourth')).toBe('2026-11-24');
  });

  it.each([
    ['nine people on december nine', '2026-12-09'],
    ['december nine thirty', undefined],
  ])('does not read a count or a clock as the day: %j', (text, date) => {
    expect(dayOf(text)).toBe(date);
  });

  it.each([
    ['monday the sixteenth', '2026-11-16'],
    ['friday the 4th', '2026-12-04'],
    ["what's on monday the 4th", '2027-01-04'],
    ['tuesday the 24th', '2026-11-24'],
  ])('takes the month in which the weekday and the day agree: %j is %s', (text, date) => {
    expect(dayOf(text)).toBe(date);
  });

  it('falls back to the written day when no month near has them agree', () => {
    // No 31st from October to January is a Monday: the date as written wins, as it did before.
    expect(dayOf('monday the 31st')).toBe('2026-12-31');
  });

  it.each([
    ['monday 11h', '2026-11-30T11:00:00-05:00'],
    ['tomorrow at 9h', '2026-11-25T09:00:00-05:00'],
    ['friday 9 o clock', '2026-11-27T09:00:00-05:00'],
    ['move it to two thirty', '2026-11-24T14:30:00-05:00'],
  ])('reads a clock said the European or spoken way: %j', (text, start) => {
    expect(parseWhen(text, NOW, ZONE)?.when.start).toBe(Date.parse(start));
  });

  it('keeps a small bare "2h" after a day a length, not a clock', () => {
    expect(parseWhen('friday 2h', NOW, ZONE)?.when.grain).toBe('day');
  });
});
