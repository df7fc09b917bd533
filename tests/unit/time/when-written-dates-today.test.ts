import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { isoDateInZone } from '../../../lib/core/time/zoned';

// A date written without its year is the next such day counting today, whatever the hour: chrono's
// own forward date compares an implied noon with now, which made "November 27 at 1pm" said at
// 12:30 on 27 November next year's.
const ZONE = 'America/New_York';
const dayOf = (text: string, now: string): string | undefined => {
  const found = parseWhen(text, Date.parse(now), ZONE);
  return found === undefined ? undefined : isoDateInZone(found.when.start, ZONE);
};

describe('parseWhen: a written date that is today', () => {
  it.each([
    ['November 27 at 1pm', '2026-11-27T12:30:00-05:00', '2026-11-27'],
    ['November 27 at 1pm', '2026-11-27T08:00:00-05:00', '2026-11-27'],
    ['Nov 27', '2026-11-27T23:30:00-05:00', '2026-11-27'],
    ['11/27 at 9am', '2026-11-27T15:00:00-05:00', '2026-11-27'],
    ['November 26 at 1pm', '2026-11-27T12:30:00-05:00', '2027-11-26'],
    ['November 28', '2026-11-27T23:59:00-05:00', '2026-11-28'],
  ])('%j said at %s is %s', (text, now, date) => {
    expect(dayOf(text, now)).toBe(date);
  });

  it('the same answer whatever zone the process runs in (the zone asked for decides)', () => {
    // 03:00 UTC on the 28th is still the 27th in New York.
    expect(dayOf('November 27 at 10pm', '2026-11-28T03:00:00Z')).toBe('2026-11-27');
  });

  it.each([
    ['Dec 29 - Jan 2', '2026-12-29', '2027-01-02'],
    ['Nov 20 - 30', '2026-11-20', '2026-11-30'],
  ])('a range %j keeps its days together (into the next year only when it must)', (text, first, last) => {
    const found = parseWhen(text, Date.parse('2026-11-27T12:30:00-05:00'), ZONE);
    expect(found && isoDateInZone(found.when.start, ZONE)).toBe(first);
    expect(found?.when.end && isoDateInZone(found.when.end - 1, ZONE)).toBe(last);
  });
});
