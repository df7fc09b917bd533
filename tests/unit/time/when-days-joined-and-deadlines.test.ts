import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';

// Now is Tue 24 Nov 2026 09:00 in New York.
const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';
const read = (text: string) => parseWhen(text, NOW, ZONE);
const at = (iso: string): number => Date.parse(iso);
const day = (date: string): number => at(`${date}T00:00:00-05:00`);

describe('parseWhen: days listed after a month and its day', () => {
  it.each([
    ['cancel the dana check-ins on dec 22 and 29', ['2026-12-22', '2026-12-29']],
    ['cancel the dana check-ins on dec 22 & 29', ['2026-12-22', '2026-12-29']],
    ['jan 5, 6 and 12', ['2027-01-05', '2027-01-06', '2027-01-12']],
    ['on the 22nd and 29th of december', ['2026-12-22', '2026-12-29']],
    ['on 22 and 29 december', ['2026-12-22', '2026-12-29']],
    ['the 22nd & 29th of dec', ['2026-12-22', '2026-12-29']],
  ])('%j is those days only', (text, days) => {
    expect(read(text)?.when.days).toEqual(days);
  });

  it('keeps "between the 22nd and 29th of december" every day from one to the other', () => {
    const between = read('between the 22nd and 29th of december');
    expect(between?.when.days).toBeUndefined();
    expect(between?.when.start).toBe(day('2026-12-22'));
    expect(between?.when.end).toBe(day('2026-12-30'));
  });

  it('does not take a count after the month\'s day for a day ("dec 22 and 3 people")', () => {
    expect(read('dec 22 and 3 people')?.when).toEqual({ start: day('2026-12-22'), end: day('2026-12-23'), grain: 'day' });
  });
});

describe('parseWhen: a range whose end is a weekday beside its date', () => {
  it.each([
    ['taking the kids skiing Thu 28 – Fri 29 Jan', '2027-01-28', '2027-01-30'],
    ['thu 28 jan to fri 29 jan', '2027-01-28', '2027-01-30'],
    ['thursday 28 to friday 29 january', '2027-01-28', '2027-01-30'],
    ['thu or fri, dec 4', '2026-12-03', '2026-12-05'],
    ['dec 3 to fri 11 dec', '2026-12-03', '2026-12-12'],
  ])('%j runs from %s to the day before %s', (text, start, end) => {
    const said = read(text);
    expect(said?.when.start).toBe(day(start));
    expect(said?.when.end).toBe(day(end));
  });

  it('moves weekdays listed before a date with it ("mon and tue 8 dec")', () => {
    expect(read('mon and tue 8 dec')?.when.days).toEqual(['2026-12-07', '2026-12-08']);
    expect(read('Monday & Wednesday, Dec 9')?.when.days).toEqual(['2026-12-07', '2026-12-09']);
  });

  it('reads a bare number after a weekday as its date only when it cannot be an hour', () => {
    expect(read('sat 19')?.when).toEqual({ start: day('2026-12-19'), end: day('2026-12-20'), grain: 'day' });
    // "thu 3" may be three o'clock: it is not Thursday the 3rd.
    expect(read('thu 3')?.when.start).not.toBe(day('2026-12-03'));
  });
});

describe('parseWhen: a deadline day', () => {
  it.each([
    ['the last gym session before christmas', '2026-12-25'],
    ['before the 15th', '2026-12-15'],
    ['move it to before the 15th', '2026-12-15'],
  ])('%j runs from now to the start of %s', (text, end) => {
    const said = read(text);
    expect(said?.when.start).toBe(NOW);
    expect(said?.when.end).toBe(day(end));
  });

  it('includes the day said after "by" or "until"', () => {
    expect(read('until dec 18')?.when).toEqual({ start: NOW, end: day('2026-12-19'), grain: 'day' });
    // A deadline is whole days, from the start of today as "by saturday" is.
    expect(read('by dec 18')?.when).toEqual({ start: day('2026-11-24'), end: day('2026-12-19'), grain: 'day' });
    expect(read('by saturday')?.when.start).toBe(read('by the 1st')?.when.start);
  });

  it('keeps "the day before christmas" one day', () => {
    expect(read('the day before christmas')?.when).toEqual({ start: day('2026-12-24'), end: day('2026-12-25'), grain: 'day' });
  });
});

describe('parseWhen: clocks said the British way or inside a month said as a period', () => {
  it.each([
    ['bump the 8th of Jan marketing sync to 2.30', '2027-01-08T14:30:00-05:00'],
    ['move it to 2.30', '2026-11-24T14:30:00-05:00'],
    ['at 9.15 tomorrow', '2026-11-25T09:15:00-05:00'],
  ])('%j is at %s', (text, start) => {
    expect(read(text)?.when.start).toBe(at(start));
  });

  it('reads "10-11am" after "in january" as the hours of each day, not the 10th', () => {
    const said = read('tax prep in january 10-11am');
    expect(said?.when.start).toBe(day('2027-01-01'));
    expect(said?.dailyWindow).toEqual({ start: '10:00', end: '11:00' });
  });

  it('does not read an ordinal of meetings as a day ("the 5th meeting on Thu 7 Jan")', () => {
    expect(read('knock off the 5th meeting on Thu 7 Jan')?.when).toEqual({
      start: day('2027-01-07'),
      end: day('2027-01-08'),
      grain: 'day',
    });
  });
});
