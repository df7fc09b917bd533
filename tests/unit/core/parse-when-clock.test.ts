import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import type { WhenRow } from './parse-when-expect';
import { describeRow, expectWhen, rowToExpected } from './parse-when-expect';

const NY = 'America/New_York';
/** Early on a Sunday, so every clock time of the day is still ahead. */
const EARLY = '2026-11-22T06:00:00-05:00';
const today = (hhmm: string): string => `2026-11-22T${hhmm}:00-05:00`;
const tomorrow = (hhmm: string): string => `2026-11-23T${hhmm}:00-05:00`;
const pad = (h: number): string => `${String(h).padStart(2, '0')}:00`;

/** A bare hour is a guess: 1–7 are afternoon or evening, 8–11 morning, 12 noon. */
const BARE_HOURS: [number, number][] = [
  [1, 13],
  [2, 14],
  [3, 15],
  [4, 16],
  [5, 17],
  [6, 18],
  [7, 19],
  [8, 8],
  [9, 9],
  [10, 10],
  [11, 11],
  [12, 12],
];

describe('parseWhen: bare hours after at/around/after/before', () => {
  it.each(BARE_HOURS)('reads "at %i" as %i:00', (h, h24) => {
    expectWhen(`at ${String(h)}`, EARLY, NY, { start: today(pad(h24)), grain: 'hour' });
  });
  it.each(BARE_HOURS)('reads "around %i" as %i:00', (h, h24) => {
    expectWhen(`around ${String(h)}`, EARLY, NY, { start: today(pad(h24)), grain: 'hour' });
  });
  it.each(BARE_HOURS)('reads "after %i" as %i:00 to midnight', (h, h24) => {
    expectWhen(`after ${String(h)}`, EARLY, NY, {
      start: today(pad(h24)),
      end: tomorrow('00:00'),
      grain: 'hour',
      dailyWindow: [pad(h24), '24:00'],
    });
  });
  it.each(BARE_HOURS)('reads "before %i" as midnight to %i:00', (h, h24) => {
    expectWhen(`before ${String(h)}`, EARLY, NY, {
      start: today('00:00'),
      end: today(pad(h24)),
      grain: 'hour',
      dailyWindow: ['00:00', pad(h24)],
    });
  });
});

const rows = (name: string, now: string, table: WhenRow[]): void => {
  describe(name, () => {
    it.each(table.map((row) => [describeRow(row), row] as const))('%s', (_name, row) => {
      expectWhen(row[0], now, NY, rowToExpected(row));
    });
  });
};

describe('parseWhen: clock times as written', () => {
  rows('asked Sunday 22 Nov at 06:00', EARLY, [
    ['at 5am', tomorrow('05:00'), undefined, 'hour'],
    ['at 7am', today('07:00'), undefined, 'hour'],
    ['at 11pm', today('23:00'), undefined, 'hour'],
    ['at 12am', tomorrow('00:00'), undefined, 'hour'],
    ['at 12pm', today('12:00'), undefined, 'hour'],
    ['3pm', today('15:00'), undefined, 'hour'],
    ['3 pm', today('15:00'), undefined, 'hour'],
    ['3 p.m.', today('15:00'), undefined, 'hour'],
    ['3:30pm', today('15:30'), undefined, 'minute'],
    ['3.30pm', today('15:30'), undefined, 'minute'],
    ['at 3.30', today('15:30'), undefined, 'minute'],
    ['at 3:30', today('15:30'), undefined, 'minute'],
    ['10:30 am', today('10:30'), undefined, 'minute'],
    ['10:30', today('10:30'), undefined, 'minute'],
    ['15:30', today('15:30'), undefined, 'minute'],
    ['07:00', today('07:00'), undefined, 'hour'],
    ['at 0:30', tomorrow('00:30'), undefined, 'minute'],
    ['at noon', today('12:00'), undefined, 'hour'],
    ['midday', today('12:00'), undefined, 'hour'],
    ['at midnight', tomorrow('00:00'), undefined, 'hour'],
    ["3 o'clock", today('15:00'), undefined, 'hour'],
    ["at 9 o'clock", today('09:00'), undefined, 'hour'],
    ['from 3', today('15:00'), undefined, 'hour'],
    ['at about 4', today('16:00'), undefined, 'hour'],
  ]);
  rows('asked Sunday 22 Nov at 15:00, once 15:00 has come', '2026-11-22T15:00:00-05:00', [
    ['at 3', tomorrow('15:00'), undefined, 'hour'],
    ['at 3:01pm', today('15:01'), undefined, 'minute'],
  ]);
});

describe('parseWhen: windows of the clock', () => {
  rows('asked Sunday 22 Nov at 06:00', EARLY, [
    ['between 2 and 4', today('14:00'), today('16:00'), 'hour', ['14:00', '16:00']],
    ['between 9 and 5', today('09:00'), today('17:00'), 'hour', ['09:00', '17:00']],
    ['between 11 and 1', today('11:00'), today('13:00'), 'hour', ['11:00', '13:00']],
    ['between 10 and 2pm', today('10:00'), today('14:00'), 'hour', ['10:00', '14:00']],
    ['between 2 and 4pm', today('14:00'), today('16:00'), 'hour', ['14:00', '16:00']],
    ['between 8 and 10pm', today('20:00'), today('22:00'), 'hour', ['20:00', '22:00']],
    ['between 7 and 9', today('19:00'), today('21:00'), 'hour', ['19:00', '21:00']],
    ['between noon and 2', today('12:00'), today('14:00'), 'hour', ['12:00', '14:00']],
    ['between lunch and 3', today('13:00'), today('15:00'), 'hour', ['13:00', '15:00']],
    ['from 2 to 4', today('14:00'), today('16:00'), 'hour', ['14:00', '16:00']],
    ['from 10am to 2', today('10:00'), today('14:00'), 'hour', ['10:00', '14:00']],
    ['2-4pm', today('14:00'), today('16:00'), 'hour', ['14:00', '16:00']],
    ['10-11am', today('10:00'), today('11:00'), 'hour', ['10:00', '11:00']],
    ['2pm-4pm', today('14:00'), today('16:00'), 'hour', ['14:00', '16:00']],
    ['10:30 to 11:30', today('10:30'), today('11:30'), 'minute', ['10:30', '11:30']],
    ['9:00–17:00', today('09:00'), today('17:00'), 'hour', ['09:00', '17:00']],
    ['after 3pm', today('15:00'), tomorrow('00:00'), 'hour', ['15:00', '24:00']],
    ['after 10am', today('10:00'), tomorrow('00:00'), 'hour', ['10:00', '24:00']],
    ['not before 10', today('10:00'), tomorrow('00:00'), 'hour', ['10:00', '24:00']],
    ['by 5pm', today('00:00'), today('17:00'), 'hour', ['00:00', '17:00']],
    ['until noon', today('00:00'), today('12:00'), 'hour', ['00:00', '12:00']],
    ['no later than 4', today('00:00'), today('16:00'), 'hour', ['00:00', '16:00']],
    ['before lunch', today('00:00'), today('12:00'), 'hour', ['00:00', '12:00']],
    ['after lunch', today('13:00'), tomorrow('00:00'), 'hour', ['13:00', '24:00']],
    ['at lunch', today('12:00'), today('13:00'), 'hour', ['12:00', '13:00']],
    ['lunchtime', today('12:00'), today('13:00'), 'hour', ['12:00', '13:00']],
    ['after lunch but before 4', today('13:00'), today('16:00'), 'hour', ['13:00', '16:00']],
    ['after 2 and before 5', today('14:00'), today('17:00'), 'hour', ['14:00', '17:00']],
  ]);
  rows('asked Sunday 22 Nov at 18:00, once a window has passed', '2026-11-22T18:00:00-05:00', [
    ['between 2 and 4', tomorrow('14:00'), tomorrow('16:00'), 'hour', ['14:00', '16:00']],
    ['before lunch', tomorrow('00:00'), tomorrow('12:00'), 'hour', ['00:00', '12:00']],
    ['after 5', today('17:00'), tomorrow('00:00'), 'hour', ['17:00', '24:00']],
  ]);
});

describe('parseWhen: parts of the day', () => {
  rows('asked Sunday 22 Nov at 06:00', EARLY, [
    ['in the morning', today('08:00'), today('12:00'), 'hour', ['08:00', '12:00']],
    ['in the afternoon', today('12:00'), today('17:00'), 'hour', ['12:00', '17:00']],
    ['in the evening', today('17:00'), today('21:00'), 'hour', ['17:00', '21:00']],
    ['at night', today('18:00'), today('23:00'), 'hour', ['18:00', '23:00']],
    ['this afternoon', today('12:00'), today('17:00'), 'hour', ['12:00', '17:00']],
    ['this evening', today('17:00'), today('21:00'), 'hour', ['17:00', '21:00']],
    ['tonight', today('18:00'), today('23:00'), 'hour', ['18:00', '23:00']],
    ['tomorrow morning', tomorrow('08:00'), tomorrow('12:00'), 'hour', ['08:00', '12:00']],
    ['Friday afternoon', '2026-11-27T12:00:00-05:00', '2026-11-27T17:00:00-05:00', 'hour', ['12:00', '17:00']],
    ['Friday night', '2026-11-27T18:00:00-05:00', '2026-11-27T23:00:00-05:00', 'hour', ['18:00', '23:00']],
    ['morning of Dec 3', '2026-12-03T08:00:00-05:00', '2026-12-03T12:00:00-05:00', 'hour', ['08:00', '12:00']],
    ['at 7 in the morning', today('07:00'), undefined, 'hour', ['08:00', '12:00']],
    ['at 5 in the morning', tomorrow('05:00'), undefined, 'hour', ['08:00', '12:00']],
    ['at 7 in the evening', today('19:00'), undefined, 'hour', ['17:00', '21:00']],
    ['tonight at 8', today('20:00'), undefined, 'hour', ['18:00', '23:00']],
    ['tonight at 11', today('23:00'), undefined, 'hour', ['18:00', '23:00']],
    ['Friday evening at 6', '2026-11-27T18:00:00-05:00', undefined, 'hour', ['17:00', '21:00']],
    ['this evening after 7', today('19:00'), today('21:00'), 'hour', ['19:00', '21:00']],
    ['tomorrow morning between 8 and 10', tomorrow('08:00'), tomorrow('10:00'), 'hour', ['08:00', '10:00']],
    ['this Friday at 10:30', '2026-11-27T10:30:00-05:00', undefined, 'minute'],
  ]);
  rows('asked Sunday 22 Nov at 14:00, after the morning', '2026-11-22T14:00:00-05:00', [
    ['in the morning', tomorrow('08:00'), tomorrow('12:00'), 'hour', ['08:00', '12:00']],
    ['this morning', today('08:00'), today('12:00'), 'hour', ['08:00', '12:00']],
  ]);
});

describe('parseWhen: a window on every day of a range', () => {
  rows('asked Sunday 22 Nov at 06:00', EARLY, [
    ['mornings', today('00:00'), '2026-11-29T00:00:00-05:00', 'week', ['08:00', '12:00']],
    ['afternoons', today('00:00'), '2026-11-29T00:00:00-05:00', 'week', ['12:00', '17:00']],
    ['evenings', today('00:00'), '2026-11-29T00:00:00-05:00', 'week', ['17:00', '21:00']],
    ['nights', today('00:00'), '2026-11-29T00:00:00-05:00', 'week', ['18:00', '23:00']],
    ['every morning', today('00:00'), '2026-11-29T00:00:00-05:00', 'week', ['08:00', '12:00']],
    ['mornings next week', tomorrow('00:00'), '2026-11-30T00:00:00-05:00', 'week', ['08:00', '12:00']],
    ['next week in the morning', tomorrow('00:00'), '2026-11-30T00:00:00-05:00', 'week', ['08:00', '12:00']],
    ['next week after lunch', tomorrow('00:00'), '2026-11-30T00:00:00-05:00', 'week', ['13:00', '24:00']],
    ['evenings in December', '2026-12-01T00:00:00-05:00', '2027-01-01T00:00:00-05:00', 'month', ['17:00', '21:00']],
    ['next week at 3pm', tomorrow('00:00'), '2026-11-30T00:00:00-05:00', 'week', ['15:00', '16:00']],
    // Asked on a Sunday, "this week" runs through the coming week.
    ['afternoons this week', today('00:00'), '2026-11-30T00:00:00-05:00', 'week', ['12:00', '17:00']],
    ['mornings tomorrow', tomorrow('08:00'), tomorrow('12:00'), 'hour', ['08:00', '12:00']],
  ]);
});

describe('parseWhen: numbers that are not times', () => {
  it.each([
    'for 45 minutes',
    '45 minutes',
    'a 30 min call',
    'for 2 hours',
    'at 3 people',
    'by the 3rd floor printer',
    'room 101',
    'version 2.3',
    'call 555-1234',
    'costs $5',
    'I sat down',
    'in the sun',
    'march on',
    'may I join',
    'morning standup',
    'lunch with Sam',
    'the 3 of us',
    '',
  ])('finds no time in "%s"', (text) => {
    expect(parseWhen(text, Date.parse(EARLY), NY)).toBeUndefined();
  });

  it.each([
    ['tomorrow at 3pm for 45 minutes', tomorrow('15:00'), 'hour'],
    ['a 30 min call tomorrow at 10', tomorrow('10:00'), 'hour'],
    ['at 10 for 1.5 hours', today('10:00'), 'hour'],
    ['at 4 for 2 hours', today('16:00'), 'hour'],
  ] as const)('keeps a slipped-through duration out of "%s"', (text, start, grain) => {
    expectWhen(text, EARLY, NY, { start, grain });
  });

  it('reads a day with a duration after it as the whole day, not as 00:45', () => {
    expectWhen('meeting tomorrow for 45 minutes', EARLY, NY, {
      start: tomorrow('00:00'),
      end: '2026-11-24T00:00:00-05:00',
      grain: 'day',
    });
  });
});

describe('parseWhen: where the phrase is', () => {
  const cover = (text: string): string | undefined => {
    const m = parseWhen(text, Date.parse(EARLY), NY);
    return m === undefined ? undefined : text.slice(m.index, m.index + m.length);
  };

  it.each([
    ['coffee with sam tomorrow at 3pm please', 'tomorrow at 3pm'],
    ['block mornings next week for writing', 'mornings next week'],
    ['lunch with Sam and Alex Kim on Friday', 'Friday'],
    ['Monday or Tuesday works for me', 'Monday or Tuesday'],
    ['morning standup tomorrow', 'tomorrow'],
    ['dentist at 3pm on Friday', 'at 3pm on Friday'],
    ['call between 2 and 4 tomorrow, thanks', 'between 2 and 4 tomorrow'],
    ['review the first Monday of next month', 'the first Monday of next month'],
    ['sync in an hour', 'in an hour'],
  ])('locates the time in "%s" as "%s"', (text, phrase) => {
    expect(cover(text)).toBe(phrase);
  });

  it('says a time of day was named for "at 3" and "mornings", not for "tomorrow"', () => {
    expect(parseWhen('at 3', Date.parse(EARLY), NY)?.hasTimeOfDay).toBe(true);
    expect(parseWhen('mornings', Date.parse(EARLY), NY)?.hasTimeOfDay).toBe(true);
    expect(parseWhen('tomorrow', Date.parse(EARLY), NY)?.hasTimeOfDay).toBe(false);
  });
});

describe('a meal named with a bare hour', () => {
  it.each([
    ['dinner with Sam at 8 on Friday', '2026-11-27T20:00:00-05:00'],
    ['drinks Friday at 6', '2026-11-27T18:00:00-05:00'],
    ['breakfast Friday at 8', '2026-11-27T08:00:00-05:00'],
    ['lunch Friday at 1', '2026-11-27T13:00:00-05:00'],
    ['dinner Friday at 7am', '2026-11-27T07:00:00-05:00'],
  ])('reads "%s" at the meal\'s hour', (text, start) => {
    expect(parseWhen(text, Date.parse('2026-11-22T10:00:00-05:00'), 'America/New_York')?.when.start).toBe(Date.parse(start));
  });
});

describe('deadlines and the working day', () => {
  const NOW = '2026-11-22T10:00:00-05:00'; // a Sunday
  it.each([
    ['45 minutes with Dana before Friday', '2026-11-22T00:00:00-05:00', '2026-11-27T00:00:00-05:00'],
    ['the review by Friday', '2026-11-22T00:00:00-05:00', '2026-11-28T00:00:00-05:00'],
    ['sync by next Tuesday', '2026-11-22T00:00:00-05:00', '2026-11-25T00:00:00-05:00'],
    ['call before tomorrow', '2026-11-22T00:00:00-05:00', '2026-11-23T00:00:00-05:00'],
  ])('reads "%s" as a range from today to the deadline', (text, start, end) => {
    const match = parseWhen(text, Date.parse(NOW), 'America/New_York');
    expect(match?.when).toEqual({ start: Date.parse(start), end: Date.parse(end), grain: 'day' });
  });

  it('reads "after work" as from 17:00 and "before work" as until 09:00', () => {
    expect(parseWhen('drinks after work on Thursday', Date.parse(NOW), 'America/New_York')?.when).toEqual({
      start: Date.parse('2026-11-26T17:00:00-05:00'),
      end: Date.parse('2026-11-27T00:00:00-05:00'),
      grain: 'hour',
    });
    expect(parseWhen('call before work tomorrow', Date.parse(NOW), 'America/New_York')?.when.end).toBe(
      Date.parse('2026-11-23T09:00:00-05:00'),
    );
  });
});
