import { describe, expect, it } from 'vitest';
import { readRequest } from '../../../lib/core/reading/read-request';
import { toZonedIso } from '../../../lib/core/time/zoned';

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';
const read = (text: string) => readRequest(text, { now: NOW, timeZone: ZONE }).request;

describe('a time and that it suits is a time offered, not a rule', () => {
  it.each([
    ['on sat works for me', '2026-11-28T00:00'],
    ['quarter past 7 works for me', '2026-11-24T19:15'],
    ['Friday to Monday works for me', '2026-11-27T00:00'],
    ['the 3rd is good for me', '2026-12-03T00:00'],
    ['ok thursday at 3 works', '2026-11-26T15:00'],
    ['yeah next tuesday would work', '2026-12-01T00:00'],
    ['10am tomorrow suits me', '2026-11-25T10:00'],
  ])('%s', (text, start) => {
    const request = read(text);
    expect(request.constraints).toEqual([]);
    expect(toZonedIso(request.when?.start ?? 0, ZONE).slice(0, 16)).toBe(start);
  });

  it.each([
    'mornings work better for Bob',
    'weekdays work for me',
    'Sam says thursday works',
    'tuesday afternoon works best for me, book lunch with Sam',
    'afternoons suit me',
  ])('keeps a rule said with more than one time: %s', (text) => {
    expect(read(text).constraints.length).toBeGreaterThan(0);
  });
});
