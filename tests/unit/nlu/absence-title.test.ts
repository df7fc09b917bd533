import { describe, expect, it } from 'vitest';
import { absenceTitle } from '../../../lib/core/nlu/absence-title';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };

describe('an absence left alone once the time is read is named as a calendar names it', () => {
  it.each([
    ["I'll be out of office from 12/24 to 1/4", 'Out of office'],
    ['block dec 24 - jan 4 as OOO', 'Out of office'],
    ["I'm away next week", 'Out of office'],
    ['put me down as off friday', 'Out of office'],
    ["I'm out sick tomorrow", 'Sick day'],
    ['mark me out sick tomorrow', 'Sick day'],
    ['day off friday', 'Day off'],
    ["I'm on vacation Dec 24 - Jan 4", 'Vacation'],
    ["I'm taking PTO from Dec 21 to Dec 31", 'PTO'],
  ])('%s → %s', (said, title) => {
    expect(parseRequest(said, NY).entities.title).toBe(title);
  });

  it('keeps the days the absence covers', () => {
    const parsed = parseRequest("I'll be out of office from 12/24 to 1/4", NY);
    expect(parsed.when?.start).toBe(Date.parse('2026-12-24T00:00:00-05:00'));
    expect(parsed.when?.end).toBe(Date.parse('2027-01-05T00:00:00-05:00'));
  });

  it.each(['block off', 'offsite planning', 'out of office party', 'away game', 'sick of meetings', 'leave early'])(
    'leaves "%s" to the other title readers',
    (rest) => {
      expect(absenceTitle(rest)).toBeUndefined();
    },
  );

  it('is not the title when guests are named', () => {
    expect(parseRequest('out of office with Sam friday', NY).entities.title).not.toBe('Out of office');
  });
});

describe("someone's absence written with numbers is read as those days", () => {
  it.each([
    ['Sam is out from 12/24 to 1/4', '2026-12-24', '2027-01-04', 12],
    ['Sam is off 24/12 - 2/1', '2026-12-24', '2027-01-02', 10],
    ['Sam is away 12/24', '2026-12-24', '2026-12-24', 1],
  ])('%s', (said, first, last, count) => {
    const found = parseRequest(said, NY).constraints.find((c) => c.who === 'Sam');
    expect(found?.type).toBe('avoid');
    const rule = found?.type === 'avoid' ? found : undefined;
    expect(rule?.dates?.[0]).toBe(first);
    expect(rule?.dates?.at(-1)).toBe(last);
    expect(rule?.dates).toHaveLength(count);
    expect(rule?.timeRange).toBeUndefined();
  });

  it('does not read the month of a written date as a clock', () => {
    const rules = parseRequest("Sam can't do after 12/3", NY).constraints;
    expect(rules.some((c) => c.type === 'avoid' && c.timeRange?.start === '12:00')).toBe(false);
  });
});
