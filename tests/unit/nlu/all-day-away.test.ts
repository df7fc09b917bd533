import { describe, expect, it } from 'vitest';
import { extractAllDay } from '../../../lib/core/nlu/extract-all-day';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };

describe('days said without a clock, away or blocked as a run, are taken whole and busy', () => {
  it.each([
    "block jan 12 thru 14, I'm on PTO",
    'add vacation dec 28 to jan 1',
    'mark friday as OOO',
    'put my PTO in for next week',
    'block monday to wednesday',
    'hold the 3rd - 5th of december, annual leave',
    'Put in a sick day tomorrow pls',
    'block dec 21 through 23 im away',
    'add time off on jan 4',
  ])('%s', (said) => {
    expect(extractAllDay(said)?.allDay).toBe('busy');
  });

  it('makes the block an all-day event over the days said', () => {
    const parsed = parseRequest("block jan 12 thru 14, I'm on PTO", NY);
    expect(parsed.entities.allDay).toBe('busy');
    expect(parsed.when?.start).toBe(Date.parse('2027-01-12T00:00:00-05:00'));
    expect(parsed.when?.end).toBe(Date.parse('2027-01-15T00:00:00-05:00'));
  });

  it.each([
    'block 2 hours friday for focus',
    'hold friday afternoon for the offsite',
    'add lunch with sam friday',
    'add the holiday party on dec 18',
    "schedule a call with Ben on friday, I'm away monday",
    'block 9 to 11 on monday',
    'block friday at 3',
    'block time on friday',
    "I'm on PTO next week",
  ])('leaves "%s" a timed event or no event', (said) => {
    expect(extractAllDay(said)).toBeUndefined();
  });
});
