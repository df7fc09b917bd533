import { describe, expect, it } from 'vitest';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';
import { NY } from './nlu-fixtures';

// "change the hour of the check-in of day 17 to 3 of the afternoon" (Brazilian "a hora", "dia 17",
// "3 da tarde"): a move to 15:00 of the event on the 17th, never a new place called "3 of the afternoon".

const edit = (text: string) => parseEdit(text, NY.now, NY.timeZone);
const day = (iso: string) => Date.parse(`${iso}T00:00:00-05:00`);

describe('an hour and a day said as Portuguese and Spanish speakers say them', () => {
  it.each([
    ['Please, change the hour of the design check-in of day 17 to 3 of the afternoon', 900, '2026-12-17'],
    ['change the time of the review of day 3 to 4 of the afternoon', 960, '2026-12-03'],
    ['change the hour of my dentist on day 9 to 10 of the morning', 600, '2026-12-09'],
    ['move the sync of day 21 to 7 of the evening', 1140, '2026-12-21'],
    ['can you change the starting time of the standup for day 2 to 9:30', 570, '2026-12-02'],
  ])('%s → %i minutes on %s', (text, minutes, iso) => {
    const read = edit(text);
    expect(read.change.newTime).toMatchObject({ kind: 'clock', minutes });
    expect(read.change.location).toBeUndefined();
    expect(read.target.when?.start).toBe(day(iso));
  });

  it('keeps a street address as a place', () => {
    expect(edit('move the lunch to 10 Downing Street').change.location).toBe('10 Downing Street');
  });

  it('never takes a time of day for a place', () => {
    expect(edit('move the lunch to 12 in the afternoon please').change.location).toBeUndefined();
  });

  it('leaves "for day 2 hours" and other counts alone', () => {
    expect(edit('make the workshop on friday 2 hours').change.durationMinutes).toBe(120);
  });
});
