import { describe, expect, it } from 'vitest';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';
import { restateFronted } from '../../../lib/core/nlu/restate-fronted';
import { inEventsWeek } from '../../../lib/core/time/in-events-week';

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const ZONE = 'America/New_York';

// Someone else's wish for our event, a person's story before the request, and a weekday's part
// said for an event weeks ahead: each was read as a new event, a question "who is her?", or a move
// to this week's Friday, before the event itself.
describe('what others want, said before the request', () => {
  it.each([
    ["rachel kim wants our jan 11 slot pushed to 4:30, she's got a board thing", 'move our jan 11 slot with rachel kim to 4:30'],
    ['carlos asked to do our jan 19 thing half an hour later', 'move our jan 19 thing with carlos half an hour later'],
    ['my Bend Studio class on sat jan 9, can it be 10:30 instead', 'move my Bend Studio class on sat jan 9 to 10:30 instead'],
    ['the standup tomorrow, could it be at 9:30?', 'move the standup tomorrow to 9:30?'],
    ['my 1700 on 4 jan, make it 1730', 'move my 1700 on 4 jan 1730'],
  ])('%j is restated as %j', (said, restated) => {
    expect(restateFronted(said)).toBe(restated);
  });

  it.each([
    ["Hannah's taking a long weekend starting Fri 22 Jan. Drop everything I have with her that day", /with Hannah/],
    [
      'Sam’s at a customer site all day Thu 17 Dec — move my account planning with him to Friday morning',
      /with Sam (?:Thu )?17 Dec to Friday/,
    ],
  ])('%j names the person', (said, restated) => {
    expect(restateFronted(said)).toMatch(restated);
  });

  it.each(['I want the review at 3', 'we asked to move the standup to 10'])('%j is left as said', (said) => {
    expect(restateFronted(said)).toBe(said);
  });
});

describe('a weekday’s part of the day, for an event weeks ahead', () => {
  it('is read with its weekday', () => {
    const edit = parseEdit('move the account planning on dec 17 to friday morning', NOW, ZONE);
    expect(edit.change.newTime).toMatchObject({ kind: 'range', weekday: 5 });
  });

  it('is that day of the event’s own week', () => {
    const friday = { start: Date.parse('2026-11-27T08:00:00-05:00'), end: Date.parse('2026-11-27T12:00:00-05:00') };
    const event = { start: Date.parse('2026-12-17T17:00:00-05:00'), end: Date.parse('2026-12-17T17:45:00-05:00') };
    expect(inEventsWeek(friday, event, ZONE)).toEqual({
      start: Date.parse('2026-12-18T08:00:00-05:00'),
      end: Date.parse('2026-12-18T12:00:00-05:00'),
    });
    const soon = { start: Date.parse('2026-11-26T10:00:00-05:00'), end: Date.parse('2026-11-26T11:00:00-05:00') };
    expect(inEventsWeek(friday, soon, ZONE)).toEqual(friday);
  });
});
