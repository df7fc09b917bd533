import { describe, expect, it } from 'vitest';
import { alignStart, formatClock, readClock } from '../../../lib/core/nlu/parse-time-of-day';
import { dayRange, weekdayOf, weekdaysIn } from '../../../lib/core/nlu/weekday-words';

describe('readClock', () => {
  it.each([
    ['11', '11:00'],
    ['5', '17:00'],
    ['7', '19:00'],
    ['8', '08:00'],
    ['12', '12:00'],
    ['3pm', '15:00'],
    ['3 p.m.', '15:00'],
    ['12am', '00:00'],
    ['12pm', '12:00'],
    ['9:30', '09:30'],
    ['14:00', '14:00'],
    ['09:00', '09:00'],
    ['17h', '17:00'],
    ['noon', '12:00'],
    ['midnight', '00:00'],
    ['half past 2', '14:30'],
    ['quarter to 9', '08:45'],
    ['9 o’clock'.replace('’', "'"), '09:00'],
  ])('reads "%s" as %s', (word, clock) => {
    expect(formatClock(readClock(word)?.minutes ?? -1)).toBe(clock);
  });

  it.each(['25', '13pm', '9:75', 'soon'])('refuses "%s"', (word) => {
    expect(readClock(word)).toBeUndefined();
  });

  it('lends the end\'s meridiem to a bare start: "8 to 9pm" starts at 20:00', () => {
    const start = readClock('8');
    const end = readClock('9pm');
    expect(start !== undefined && end !== undefined ? formatClock(alignStart(start, end)) : '').toBe('20:00');
  });

  it('writes the end of the day as 24:00', () => {
    expect(formatClock(1440)).toBe('24:00');
  });
});

describe('weekday words', () => {
  it.each([
    ['Tuesdays', 'tue'],
    ['thurs', 'thu'],
    ['SUN', 'sun'],
  ])('reads "%s" as %s', (word, day) => {
    expect(weekdayOf(word)).toBe(day);
  });

  it('wraps a range over the weekend', () => {
    expect(dayRange('fri', 'mon')).toEqual(['fri', 'sat', 'sun', 'mon']);
  });

  it('lists each named day once, in the order named', () => {
    expect(weekdaysIn('Wed, Monday or wednesday')).toEqual(['wed', 'mon']);
  });
});
