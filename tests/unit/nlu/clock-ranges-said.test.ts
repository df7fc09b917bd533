import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { parseWhen } from '../../../lib/core/time/parse-when';

// Now is Tue 24 Nov 2026 09:00 in New York.
const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ctx = { now: NOW, timeZone: ZONE };
const at = (iso: string) => Date.parse(iso);

describe('a clock range said with both ends', () => {
  it.each([
    ['2p-4p thu jan 28', '2027-01-28T14:00:00-05:00', '2027-01-28T16:00:00-05:00'],
    ['2:30p-4p thu jan 28', '2027-01-28T14:30:00-05:00', '2027-01-28T16:00:00-05:00'],
    ['10a-11:30a tomorrow', '2026-11-25T10:00:00-05:00', '2026-11-25T11:30:00-05:00'],
  ])('reads %j with its compact "p"/"a" ends', (text, start, end) => {
    const found = parseWhen(text, NOW, ZONE);
    expect(found?.when.start).toBe(at(start));
    expect(found?.when.end).toBe(at(end));
  });

  it.each([
    ['car service sat jan 16 10:30-noon', 90],
    ["hold 2:30p-4p thu jan 28 for 'Q1 territory plan'", 90],
    ['dentist 3-4 tomorrow', 60],
  ])('%j books the whole range (%i minutes): both ends said are the event', (text, minutes) => {
    expect(parseRequest(text, ctx).entities.durationMinutes).toBe(minutes);
  });

  it.each(['lunch with Sam between 12 and 2', 'find time from 2 to 5 tomorrow', 'lunch 11 to 3 on friday'])(
    '%j stays a window to look in',
    (text) => {
      expect(parseRequest(text, ctx).entities.durationMinutes).toBeUndefined();
    },
  );
});

describe('"book in 40 mins": the verb\'s "in", a length', () => {
  it('is 40 minutes long at the time said, not 40 minutes from now', () => {
    const parsed = parseRequest('Could you book in 40 mins with ben@harbor.test at half two on Wednesday 20 January?', ctx);
    expect(parsed.entities.durationMinutes).toBe(40);
    expect(parsed.when?.start).toBe(at('2027-01-20T14:30:00-05:00'));
  });

  it('"remind me in 40 mins" is still 40 minutes from now', () => {
    expect(parseRequest('remind me in 40 mins', ctx).when?.start).toBe(NOW + 40 * 60_000);
  });
});
