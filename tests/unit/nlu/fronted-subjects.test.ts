import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

// Monday 7 December 2026, before the working day.
const NOW = Date.parse('2026-12-07T07:00:00-05:00');
const rules = (text: string) =>
  parseRequest(`Book a meeting with Ann, Bao and Mei this week. ${text}`, {
    now: NOW,
    timeZone: 'America/New_York',
  }).constraints.map((c) => ({
    type: c.type,
    who: c.who,
    strength: c.strength,
    ...('days' in c && c.days !== undefined ? { days: c.days } : {}),
    ...('timeRange' in c && c.timeRange !== undefined ? { range: `${c.timeRange.start}-${c.timeRange.end}` } : {}),
  }));

describe('a rule whose person is said before other words', () => {
  it.each([
    ['Ann: Tuesday not before 1:30 PM.', { type: 'avoid', who: 'Ann', strength: 'hard', days: ['tue'], range: '00:00-13:30' }],
    ['Ann: Mon not before 10:00.', { type: 'avoid', who: 'Ann', strength: 'hard', days: ['mon'], range: '00:00-10:00' }],
    ["Ann on Monday can't meet before 11.", { type: 'avoid', who: 'Ann', strength: 'hard', days: ['mon'], range: '00:00-11:00' }],
    [
      "Mei starts late on Thursday and can't do anything before 2 PM.",
      { type: 'avoid', who: 'Mei', strength: 'hard', days: ['thu'], range: '00:00-14:00' },
    ],
    [
      'At Tuesday Ann not want meetings before 10am.',
      { type: 'avoid', who: 'Ann', strength: 'hard', days: ['tue'], range: '00:00-10:00' },
    ],
    [
      "On Friday, Ann can't meet before 11.",
      { type: 'avoid', who: 'Ann', strength: 'hard', days: ['fri'], range: '00:00-11:00' },
    ],
    [
      "Ann, on Friday (Dec 11), can't meet after 3pm.",
      { type: 'avoid', who: 'Ann', strength: 'hard', days: ['fri'], range: '15:00-24:00' },
    ],
  ])('%s', (text, rule) => {
    expect(rules(text)).toEqual([rule]);
  });

  it('keeps a rule joined by "and" to something else the organiser said as the organiser\'s', () => {
    expect(rules("Lunch on Friday and can't do before 11.")).toEqual([
      { type: 'avoid', who: 'me', strength: 'hard', range: '00:00-11:00' },
    ]);
  });
});

describe('terse and second-language wordings of a rule', () => {
  it.each([
    ['Bao: AM only.', { type: 'within', who: 'Bao', strength: 'hard', range: '08:00-12:00' }],
    ['Bao: PM only.', { type: 'within', who: 'Bao', strength: 'hard', range: '12:00-17:00' }],
    ['Bao: mornings only.', { type: 'within', who: 'Bao', strength: 'hard', range: '08:00-12:00' }],
    ['Mei would rather skip Thu.', { type: 'avoid', who: 'Mei', strength: 'preference', days: ['thu'] }],
    ['Mei would rather skip Monday (Dec 7).', { type: 'avoid', who: 'Mei', strength: 'preference', days: ['mon'] }],
    ['Ann is not possible after 12:30pm.', { type: 'avoid', who: 'Ann', strength: 'hard', range: '12:30-24:00' }],
  ])('%s', (text, rule) => {
    expect(rules(text)).toEqual([rule]);
  });

  it('never reads the verb "am" as a morning', () => {
    expect(rules('I am only free on Monday.')).toEqual([{ type: 'within', who: 'me', strength: 'hard', days: ['mon'] }]);
  });
});

describe('a date said again in brackets after its weekday', () => {
  it.each([
    [
      'Ann prefers not to have meetings on Thursday (Dec 10) before 10:00.',
      { type: 'avoid', who: 'Ann', strength: 'preference', days: ['thu'], range: '00:00-10:00' },
    ],
    [
      "Ann doesn't want to meet on Monday (12/7) after 2:30pm.",
      { type: 'avoid', who: 'Ann', strength: 'hard', days: ['mon'], range: '14:30-24:00' },
    ],
  ])('%s', (text, rule) => {
    expect(rules(text)).toEqual([rule]);
  });
});
