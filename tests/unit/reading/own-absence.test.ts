import { describe, expect, it } from 'vitest';
import { readRequest } from '../../../lib/core/reading/read-request';
import { toZonedIso } from '../../../lib/core/time/zoned';

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';
const read = (text: string) => readRequest(text, { now: NOW, timeZone: ZONE }).request;
const startOf = (text: string) => {
  const when = read(text).when;
  return when === undefined ? undefined : toZonedIso(when.start, ZONE).slice(0, 10);
};

describe("the person's own absence", () => {
  it.each([
    ["i'm out sick monday nov 30, clear the day and tell everyone", '2026-11-30'],
    ["I'm off on the 8th, cancel everything that day", '2026-12-08'],
    ["i'll be away dec 3, wipe my calendar", '2026-12-03'],
  ])('is the time of a request that says no other: %s', (text, day) => {
    expect(startOf(text)).toBe(day);
  });

  it('is a rule when the request says its own time', () => {
    const request = read("find an hour with Sam next week, I'm out the 30th through the 2nd");
    expect(startOf("find an hour with Sam next week, I'm out the 30th through the 2nd")).toBe('2026-11-30');
    expect(request.constraints).toContainEqual(
      expect.objectContaining({ type: 'avoid', who: 'me', dates: ['2026-11-30', '2026-12-01', '2026-12-02'] }),
    );
  });

  it("is never the time when it is someone else's", () => {
    const request = read('Sam is out the 3rd through the 5th, find us an hour next week');
    expect(request.constraints.some((c) => c.type === 'avoid' && c.who === 'Sam' && c.dates !== undefined)).toBe(true);
  });
});
