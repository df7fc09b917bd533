import { describe, expect, it } from 'vitest';
import { hoursSaidAsClock } from '../../../lib/core/nlu/extract-duration';
import { at, parse } from './nlu-fixtures';

// "saturday 10 hours" is ten o'clock to someone whose first language says "10 heures", "10 horas"
// or "10 Uhr"; a length is said before the day or with "for". Today is Sunday 22 November 2026.

const ny = (local: string): number => at(`2026-${local}:00-05:00`);

describe('an hour said in "hours" after a day or "at" is the clock', () => {
  it.each([
    ['please make the appointment for hair cut on saturday 10 hours', ny('11-28T10:00')],
    ['please fix a meeting with Ahmed on wednesday 12 hours', ny('11-25T12:00')],
    ['meeting with Ahmed tomorrow at 15 hours', ny('11-23T15:00')],
    ['call with Ana monday at 9 hours', ny('11-23T09:00')],
    ['lunch friday 13 hours with Lee', ny('11-27T13:00')],
    ['reunion with Carlos the 3rd 14 hours', ny('12-03T14:00')],
  ])('%s → that hour, no length', (text, start) => {
    const parsed = parse(text);
    expect(parsed.when?.start).toBe(start);
    expect(parsed.entities.durationMinutes).toBeUndefined();
  });
});

describe('a length stays a length', () => {
  it.each([
    ['block 3 hours on Saturday afternoon for errands', 180],
    ['meeting friday 2 hours', 120],
    ['block saturday 8 hours for the move', 480],
    ['I need saturday 10 hours of cleaning', 600],
    ['workshop on monday for 4 hours', 240],
    ['the offsite is on the 3rd, 10 hours long', 600],
  ])('%s → %i minutes', (text, minutes) => {
    expect(parse(text).entities.durationMinutes).toBe(minutes);
  });

  it('keeps the text the same length, so what was found keeps its place', () => {
    const text = 'lunch saturday 12 hours with Sam';
    expect(hoursSaidAsClock(text)).toHaveLength(text.length);
    expect(hoursSaidAsClock('call in 2 hours')).toBe('call in 2 hours');
  });
});
