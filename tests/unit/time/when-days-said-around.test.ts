import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { toZonedIso } from '../../../lib/core/time/zoned';
import type { WhenRow } from '../core/parse-when-expect';
import { describeRow, expectWhen, rowToExpected } from '../core/parse-when-expect';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. Next week is Mon 30 Nov – Sun 6 Dec. */
const TUESDAY = '2026-11-24T09:00:00-05:00';
const at = (ymd: string, hm: string, offset = '-05:00'): string => `${ymd}T${hm}:00${offset}`;
const day = (ymd: string, offset = '-05:00'): string => `${ymd}T00:00:00${offset}`;

function table(name: string, rows: WhenRow[], now = TUESDAY, zone = NY): void {
  describe(name, () => {
    it.each(rows.map((row) => [describeRow(row), row] as const))('%s', (_name, row) => {
      expectWhen(row[0], now, zone, rowToExpected(row));
    });
  });
}

/** The day a text's time starts on, or undefined when no time is read. */
function startDay(text: string, options: { lookBack?: boolean } = {}): string | undefined {
  const m = parseWhen(text, Date.parse(TUESDAY), NY, options);
  return m === undefined ? undefined : toZonedIso(m.when.start, NY).slice(0, 10);
}

describe('a weekday with a part of the day and the week it is in', () => {
  table('the part of the day may sit between the weekday and the week', [
    ['free up my wednesday morning next week', at('2026-12-02', '08:00'), at('2026-12-02', '12:00'), 'hour', ['08:00', '12:00']],
    ['wednesday afternoon next week', at('2026-12-02', '12:00'), at('2026-12-02', '17:00'), 'hour', ['12:00', '17:00']],
    ['Thursday evening next week please', at('2026-12-03', '17:00'), at('2026-12-03', '21:00'), 'hour', ['17:00', '21:00']],
    ['monday morning of next week', at('2026-11-30', '08:00'), at('2026-11-30', '12:00'), 'hour', ['08:00', '12:00']],
    ['wednesday in the morning next week', at('2026-12-02', '08:00'), at('2026-12-02', '12:00'), 'hour', ['08:00', '12:00']],
    ['wednesday next week in the morning', at('2026-12-02', '08:00'), at('2026-12-02', '12:00'), 'hour', ['08:00', '12:00']],
    ['next week wednesday afternoon', at('2026-12-02', '12:00'), at('2026-12-02', '17:00'), 'hour', ['12:00', '17:00']],
    ['thursday afternoon the week after next', at('2026-12-10', '12:00'), at('2026-12-10', '17:00'), 'hour', ['12:00', '17:00']],
    ['Friday at 3 next week', at('2026-12-04', '15:00'), undefined, 'hour'],
    ['tuesday at 10am next week', at('2026-12-01', '10:00'), undefined, 'hour'],
  ]);

  it('keeps a later weekday in a list apart from a clock time ("monday at 3 or tuesday")', () => {
    expect(startDay('monday at 3 or tuesday')).toBe('2026-11-30');
  });
});

describe('weekends and weeks named by a date in them', () => {
  table('asked Tue 24 Nov', [
    ['clear out the weekend of dec 5', day('2026-12-05'), day('2026-12-07'), 'day'],
    ['the weekend of December 12th', day('2026-12-12'), day('2026-12-14'), 'day'],
    // A Sunday's weekend is the Saturday before and itself; a weekday's, the one ending its week.
    ['the weekend of 6 dec', day('2026-12-05'), day('2026-12-07'), 'day'],
    ['weekend of the 19th', day('2026-12-19'), day('2026-12-21'), 'day'],
    ['the weekend of the 10th', day('2026-12-12'), day('2026-12-14'), 'day'],
    ['the week of dec 7', day('2026-12-07'), day('2026-12-14'), 'week'],
    ['the week of the 9th', day('2026-12-07'), day('2026-12-14'), 'week'],
    // "after next" is the one after the coming weekend, as "Friday after next" is.
    ['the weekend after next', day('2026-12-05'), day('2026-12-07'), 'day'],
    ['the first weekend of december', day('2026-12-05'), day('2026-12-07'), 'day'],
    ['the first weekend in january', day('2027-01-02'), day('2027-01-04'), 'day'],
    ['the second weekend of next month', day('2026-12-12'), day('2026-12-14'), 'day'],
    ['the last weekend of the month', day('2026-11-28'), day('2026-11-30'), 'day'],
    ['last weekend', day('2026-11-21'), day('2026-11-23'), 'day'],
    ['this weekend', day('2026-11-28'), day('2026-11-30'), 'day'],
  ]);
});

describe('the coming fortnight and counted days from today', () => {
  table('asked Tue 24 Nov', [
    ['cancel the yoga classes for the next fortnight', day('2026-11-24'), day('2026-12-08'), 'week'],
    ['over the next fortnight', day('2026-11-24'), day('2026-12-08'), 'week'],
    ['the coming fortnight', day('2026-11-24'), day('2026-12-08'), 'week'],
    ['within a fortnight', day('2026-11-24'), day('2026-12-08'), 'week'],
    ['anything in the following fortnight', day('2026-11-24'), day('2026-12-08'), 'week'],
    ['the next 2 fortnights', day('2026-11-24'), day('2026-12-22'), 'week'],
    ['for the next two weeks', day('2026-11-24'), day('2026-12-08'), 'week'],
    ['next 10 days', day('2026-11-24'), day('2026-12-04'), 'day'],
    // A fortnight from now is the week that day falls in, as "in two weeks" is.
    ['in a fortnight', day('2026-12-07'), day('2026-12-14'), 'week'],
  ]);
});

describe('a day of the month said as a word, run into the next sentence', () => {
  it.each([
    ['hey kairos im travelling on the eleventh clear the day and notify everyone', '2026-12-11'],
    ["i'm out on the twenty third so push everything", '2026-12-23'],
    ['can you book dinner for the twelfth we need a table', '2026-12-12'],
    ['off on the fifth i will be away', '2026-12-05'],
    ['on friday the eleventh clear the day', '2026-12-11'],
    ['on the eleventh', '2026-12-11'],
  ])('reads %j as the next such day', (text, expected) => {
    expect(startDay(text)).toBe(expected);
  });

  it.each([
    'the first meeting',
    'the second one',
    'the third option',
    'after the first meeting',
    'on the first one',
    'cancel the first I have',
    'friday first thing',
  ])('reads no day of the month in %j', (text) => {
    const m = parseWhen(text, Date.parse(TUESDAY), NY);
    expect(m === undefined || !/first|second|third/i.test(text.slice(m.index, m.index + m.length))).toBe(true);
  });
});

describe('British weeks counted from a weekday', () => {
  table('asked Tue 24 Nov (the coming Monday is the 30th)', [
    ['book a catch-up with Lucas and Jordan on Monday week at ten', at('2026-12-07', '10:00'), undefined, 'hour'],
    ['Friday week', day('2026-12-04'), day('2026-12-05'), 'day'],
    ['a week on Tuesday', day('2026-12-08'), day('2026-12-09'), 'day'],
    ['Tuesday fortnight', day('2026-12-15'), day('2026-12-16'), 'day'],
    ['a week on friday', day('2026-12-04'), day('2026-12-05'), 'day'],
    ['two weeks on thursday', day('2026-12-10'), day('2026-12-11'), 'day'],
    ['a week from monday', day('2026-12-07'), day('2026-12-08'), 'day'],
    ['a week today', day('2026-12-01'), day('2026-12-02'), 'day'],
    ['a week tomorrow at 3', at('2026-12-02', '15:00'), undefined, 'hour'],
    // "next Friday" is the Friday of next week (4 Dec), so "next Friday week" is the 11th.
    ['next friday week', day('2026-12-11'), day('2026-12-12'), 'day'],
    ['this friday week', day('2026-12-04'), day('2026-12-05'), 'day'],
    ['sunday week pls', day('2026-12-06'), day('2026-12-07'), 'day'],
  ]);

  it.each([
    ['monday weekly sync', '2026-11-30'],
    ["friday week's plan", '2026-11-27'],
    ['monday week 2 of the course', '2026-11-30'],
    ['monday next week', '2026-11-30'],
  ])('leaves the week out of %j', (text, expected) => {
    expect(startDay(text)).toBe(expected);
  });
});

describe('looking back', () => {
  it.each([
    ['what did i get up to on halloween', '2026-10-31'],
    ['what did i have on the 19th of november', '2026-11-19'],
    ['what did i have on nov 19', '2026-11-19'],
    ['what did i do on christmas', '2025-12-25'],
    ['what did i have on december nineteen', '2025-12-19'],
    ['what did i have on the 30th', '2026-10-30'],
    ['what did i have on the 24th', '2026-11-24'],
    // Words that count from today are not dates that come round again.
    ['what did i have tomorrow', '2026-11-25'],
  ])('reads %j as its latest occurrence up to today', (text, expected) => {
    expect(startDay(text, { lookBack: true })).toBe(expected);
  });

  it('reads the next occurrence when not looking back', () => {
    expect(startDay('halloween')).toBe('2027-10-31');
    expect(startDay('the 19th of november')).toBe('2027-11-19');
  });
});
