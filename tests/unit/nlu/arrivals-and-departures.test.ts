import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { readRequest } from '../../../lib/core/reading/read-request';

// Monday 7 December 2026, before the working day.
const NOW = Date.parse('2026-12-07T07:00:00-05:00');
const read = (text: string) => parseRequest(text, { now: NOW, timeZone: 'America/New_York' });
const rules = (text: string) =>
  read(`Book a meeting with Ann and Bilal on Tuesday. ${text}`).constraints.map((c) => ({
    type: c.type,
    who: c.who,
    ...('days' in c && c.days !== undefined ? { days: c.days } : {}),
    ...('timeRange' in c && c.timeRange !== undefined ? { range: `${c.timeRange.start}-${c.timeRange.end}` } : {}),
  }));

describe('a departure rules out what comes after it, an arrival what comes before', () => {
  it.each([
    ['Bilal leaves at 16:30 on Monday.', { type: 'avoid', who: 'Bilal', days: ['mon'], range: '16:30-24:00' }],
    ['Ann has a hard stop at 3pm.', { type: 'avoid', who: 'Ann', range: '15:00-24:00' }],
    ["Ann can't stay past 16:00.", { type: 'avoid', who: 'Ann', range: '16:00-24:00' }],
    ['Ann is gone after 4:30pm.', { type: 'avoid', who: 'Ann', range: '16:30-24:00' }],
    ['Ann needs to leave at 1pm.', { type: 'avoid', who: 'Ann', range: '13:00-24:00' }],
    ["Ann doesn't get in until 10:30.", { type: 'avoid', who: 'Ann', range: '00:00-10:30' }],
    ['Ann is not arriving before 11:30.', { type: 'avoid', who: 'Ann', range: '00:00-11:30' }],
    ['Ann arrives at 10.', { type: 'avoid', who: 'Ann', range: '00:00-10:00' }],
    ['Ann 11:30 at the earliest.', { type: 'avoid', who: 'Ann', range: '00:00-11:30' }],
  ])('%s', (text, rule) => {
    expect(rules(text)).toEqual([rule]);
  });

  it('keeps the meeting on its day: a departure time is not the time asked for', () => {
    const request = read('Book a meeting with Ann and Bilal on Tuesday. Bilal leaves at 16:30.');
    expect(request.when?.grain).toBe('day');
    expect(new Date(request.when?.start ?? 0).toISOString()).toBe('2026-12-08T05:00:00.000Z');
  });

  it('reads the group wanting to finish, and nobody wanting to start early', () => {
    expect(rules('The group wants to finish by 15:00.')).toEqual([{ type: 'within', who: 'everyone', range: '00:00-15:00' }]);
    expect(rules('Nobody wants to start before 11:30am.')).toEqual([{ type: 'avoid', who: 'me', range: '00:00-11:30' }]);
  });
});

describe('a sentence that only asks again is no second step', () => {
  it("keeps one meeting when the message ends with 'Find a time that works for everyone's schedule'", () => {
    const request = read(
      "You need to schedule a meeting for Hal and Ivy for half an hour between the work hours of 9:00 to 17:00 on Monday. Find a time that works for everyone's schedule and constraints.",
    );
    expect(request.parts).toBeUndefined();
    expect(request.intent).toBe('create_event');
    expect(request.entities.title).toBe('Meeting with Hal and Ivy');
    expect(request.entities.durationMinutes).toBe(30);
  });

  it('reads the sentence said alone as the request itself', () => {
    expect(read('find a time that works for everyone').intent).toBe('create_event');
  });

  it('keeps a sentence that says a time or a person of its own', () => {
    for (const text of [
      'Lunch with Sam. Find a time that works for everyone next week.',
      'Lunch with Sam. Find a slot for Dana and Lee.',
    ])
      expect(readRequest(text, { now: NOW, timeZone: 'America/New_York' }).spans.some((s) => s.kind === 'restated')).toBe(false);
  });
});

describe('weekdays listed with commas are those days only', () => {
  it.each([
    ['on Monday, Wednesday or Friday', ['2026-12-07', '2026-12-09', '2026-12-11']],
    ['sometime Monday, Tuesday or Thursday', ['2026-12-07', '2026-12-08', '2026-12-10']],
  ])('%s', (text, days) => {
    expect(read(`meet with Sam ${text}`).when?.days).toEqual(days);
  });

  it('still reads a weekday beside its date as one day', () => {
    expect(new Date(read('lunch with Sam Friday, Dec 11 at 1pm').when?.start ?? 0).toISOString()).toBe(
      '2026-12-11T18:00:00.000Z',
    );
  });
});

describe('a time asked about is offered, a request asked as a question keeps its rules', () => {
  it('keeps Thursday in "Would 9:30am PT on Thursday work for you?"', () => {
    expect(new Date(read('Would 9:30am PT on Thursday work for you?').when?.start ?? 0).toISOString()).toBe(
      '2026-12-10T17:30:00.000Z',
    );
  });

  it('keeps "mornings only" in "Can you set up a call with Omar, mornings only?"', () => {
    expect(read('Can you set up a call with Omar, mornings only?').constraints.map((c) => c.type)).toEqual(['within']);
  });
});
