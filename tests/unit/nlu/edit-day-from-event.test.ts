import { describe, expect, it } from 'vitest';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';
import { newStartOf } from '../../../lib/core/pipeline/new-start-of';
import { NY, at } from './nlu-fixtures';

// "the following Monday", "the day before", "the same time the week after" are counted from the
// event's own day: an event on Wed 9 Dec moved "to the following Monday" goes to Mon 14 Dec, never
// to the Monday after today.

const edit = (text: string) => parseEdit(text, NY.now, NY.timeZone);
/** The review on Wed 9 Dec 2026, 14:00–15:00 New York. */
const REVIEW = { start: at('2026-12-09T14:00:00-05:00'), end: at('2026-12-09T15:00:00-05:00') };
const movedTo = (text: string): string | undefined => {
  const start = newStartOf(edit(text).change, REVIEW, NY.timeZone);
  return start === undefined ? undefined : new Date(start).toISOString();
};

describe('a weekday counted from the event’s own day', () => {
  it.each([
    ['move the review to the following Monday', '2026-12-14T19:00:00.000Z'],
    ['push the review to the following monday wherever it fits', '2026-12-14T19:00:00.000Z'],
    ['can you move the review to the Monday after', '2026-12-14T19:00:00.000Z'],
    ['move the review to the friday after please', '2026-12-11T19:00:00.000Z'],
    ['reschedule the review to the Monday before, same time', '2026-12-07T19:00:00.000Z'],
    ['shift the review to the tuesday prior', '2026-12-08T19:00:00.000Z'],
    ['mv the review to the following wed', '2026-12-16T19:00:00.000Z'],
  ])('%s → %s', (text, iso) => {
    expect(movedTo(text)).toBe(iso);
    expect(edit(text).target.words).toEqual(['review']);
  });
});

describe('days and weeks counted from the event’s own day', () => {
  it.each([
    ['move the review to the next day', 1440],
    ['push the review to the following day', 1440],
    ['move the review to the day after', 1440],
    ['move the review to the day before', -1440],
    ['pls move the review to the previous day', -1440],
    ['move the review to the same time the week after', 7 * 1440],
    ['bump the review to the following week, same time', 7 * 1440],
    ['move the review to the week before', -7 * 1440],
  ])('%s → %i minutes', (text, minutes) => {
    expect(edit(text).change.shiftMinutes).toBe(minutes);
    expect(edit(text).target.words).toEqual(['review']);
  });
});

describe('days counted from today stay so', () => {
  it.each([
    ['move the review to next monday', undefined],
    ['move the review to monday', undefined],
    ['move the review to the week after next', undefined],
  ])('%s is not counted from the event', (text) => {
    const change = edit(text).change;
    expect(change.shiftMinutes).toBeUndefined();
    expect(change.newTime?.kind === 'day' ? change.newTime.fromEvent : undefined).toBeUndefined();
  });

  it('a free time on the day asked for is searched', () => {
    expect(edit('move the review to the following Monday wherever it fits').free).toBe(true);
    expect(edit('move the review to friday when I’m free').free).toBe(true);
    expect(edit('move the review to friday').free).toBeUndefined();
  });
});

describe('"next week" and "next day" without "the" are counted from today', () => {
  it.each(['push the offsite to next week', 'move the review to next week wherever there’s room'])('%s', (text) => {
    expect(edit(text).change.shiftMinutes).toBeUndefined();
    expect(edit(text).change.newTime?.kind).toBe('range');
  });
});
