import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
const rules = (said: string) =>
  parseRequest(said, NY).constraints.map((c) => ({ type: c.type, who: c.who, days: 'days' in c ? c.days : undefined }));

describe('rules said with the verb of meeting, a need or a wish between the person and the days', () => {
  it.each([
    ['Kai never does Fridays', 'avoid', 'Kai', ['fri']],
    ['Kai never meets on Fridays', 'avoid', 'Kai', ['fri']],
    ['Chen only does tuesdays and thursdays', 'within', 'Chen', ['tue', 'thu']],
    ['Chen only works tuesdays and thursdays', 'within', 'Chen', ['tue', 'thu']],
    ['Tom has to keep Wednesday clear', 'avoid', 'Tom', ['wed']],
    ['Ivy would like Thursday kept free', 'avoid', 'Ivy', ['thu']],
    ['Sam wants Friday left open', 'avoid', 'Sam', ['fri']],
    ['I need Monday kept clear', 'avoid', 'me', ['mon']],
    ['keep my friday free', 'avoid', 'me', ['fri']],
  ])('%s', (said, type, who, days) => {
    expect(rules(said)).toContainEqual({ type, who, days });
  });

  it.each([
    ['Raj needs 15 minutes between meetings', 'Raj'],
    ['Isla wants at least half an hour between meetings', 'Isla'],
  ])('%s: the gap is theirs', (said, who) => {
    expect(rules(said)).toContainEqual({ type: 'leave_gap', who, days: undefined });
  });

  it('gives a rule said of two people, "both", to each', () => {
    const who = rules('Priya and Omar both prefer afternoons').map((r) => r.who);
    expect(who).toEqual(['Priya', 'Omar']);
  });

  it('keeps "don\'t touch my friday" a refusal, not a rule', () => {
    expect(parseRequest("please don't touch my friday", NY).constraints).toEqual([]);
  });
});

describe('time phrases from the third held-out round', () => {
  const when = (said: string) => {
    const w = parseRequest(said, NY).when;
    return w === undefined
      ? undefined
      : [new Date(w.start).toISOString(), w.end === undefined ? undefined : new Date(w.end).toISOString()];
  };
  it.each([
    ['this wknd', '2026-11-28T05:00:00.000Z', '2026-11-30T05:00:00.000Z'],
    ['sometime next yr', '2027-01-01T05:00:00.000Z', '2028-01-01T05:00:00.000Z'],
    ['sat am', '2026-11-28T13:00:00.000Z', '2026-11-28T17:00:00.000Z'],
    ['at 12 midnight', '2026-11-25T05:00:00.000Z', undefined],
    ['at 12 noon', '2026-11-24T17:00:00.000Z', undefined],
    ['the last day of december', '2026-12-31T05:00:00.000Z', '2027-01-01T05:00:00.000Z'],
    ['sometime in the first week of feb', '2027-02-01T05:00:00.000Z', '2027-02-08T05:00:00.000Z'],
    ['the tuesday after thanksgiving', '2026-12-01T05:00:00.000Z', '2026-12-02T05:00:00.000Z'],
    ['the friday before christmas', '2026-12-18T05:00:00.000Z', '2026-12-19T05:00:00.000Z'],
    ['four thirty', '2026-11-24T21:30:00.000Z', undefined],
    ['how about eleven fifteen?', '2026-11-24T16:15:00.000Z', undefined],
    ['set a reminder for 6pm: pick up the kids', '2026-11-24T23:00:00.000Z', undefined],
  ])('%s', (said, start, end) => {
    expect(when(said)).toEqual([start, end]);
  });

  it.each([
    'I have four thirty people',
    'two fifteen minute breaks',
    'The 76ers lost by 12 points',
    "We're a 24/7 operation",
    'Add 2 cups of flour and 1/2 cup sugar',
    'I sat down',
  ])('"%s" says no time', (said) => {
    expect(when(said)).toBeUndefined();
  });
});
