import { describe, expect, it } from 'vitest';
import { restateFronted } from '../../../lib/core/nlu/restate-fronted';

describe('restateFronted: the event named first is put after its verb', () => {
  it.each([
    ['the product designer interview - can we do 2:30 instead', 'can we do the product designer interview at 2:30 instead'],
    ['i dont need the dry cleaning thing tomorrow, delete it', 'delete the dry cleaning thing tomorrow'],
    ['I won’t make the next pipeline review, cancel it', 'cancel the next pipeline review'],
    ["I won't make the next pipeline review, cancel it", 'cancel the next pipeline review'],
    ['my 2nd meeting of today, put it at 11:30 please', 'move my 2nd meeting of today at 11:30 please'],
    [
      'the meeting with Carlos of 2 december, please put it at 4 in the afternoon',
      'please move the meeting with Carlos of 2 december at 4 in the afternoon',
    ],
    ['the check-in of Jordan on wednesday, move to 4:45pm', 'move the check-in of Jordan on wednesday to 4:45pm'],
    ['tomorrow the 10am meeting, please move at 4:30pm', 'please move tomorrow the 10am meeting at 4:30pm'],
    [
      'The last meeting on Monday is way too late for me, can you move it to Tuesday at the same time?',
      'can you move The last meeting on Monday to Tuesday at the same time?',
    ],
    [
      'If the sales meeting is still on for tomorrow, could you move it to 4:30?',
      'could you move the sales meeting tomorrow to 4:30?',
    ],
    ['the standup, push it back 15 min', 'push the standup back 15 min'],
    // When it begins is where it moves: "start it at", "have it on".
    ['Holiday party: can we start it at 18h45 instead', 'move Holiday party at 18h45 instead'],
    ['the offsite - could we have it on friday?', 'move the offsite on friday?'],
    ['so the budget review on friday: cancel that one', 'cancel the budget review on friday'],
    ['our sync tomorrow is clashing with a flight. can u push it to thursday', 'can u push our sync tomorrow to thursday'],
  ])('"%s" → "%s"', (said, restated) => {
    expect(restateFronted(said)).toBe(restated);
  });

  it('puts a person named first in place of "him"/"her", keeping their day', () => {
    expect(restateFronted('Carlos is sick today, can you cancel my meeting with him?')).toBe(
      'can you cancel my meeting with Carlos today?',
    );
    expect(restateFronted('I should really catch up with Fiona. Set up a call with her sometime next week')).toBe(
      'Set up a call with Fiona sometime next week',
    );
  });

  it('drops a first clause that only tells what happened', () => {
    expect(restateFronted('kenji cancelled on us, please remove my meetings with Kenji')).toBe(
      'please remove my meetings with Kenji',
    );
  });

  it.each([
    'cancel the dentist, move the gym to 6',
    'book lunch with Sam tomorrow, and invite her to the retro',
    'if my haircut next week is before 5pm, move it to saturday',
    "If I don't have anything with Fiona this month, would you set up a call with her next week?",
    'my reviews on Thursday, cancel them',
    'lunch with sam tomorrow, book it at noon',
    'what do I have tomorrow? move the standup to 10',
    'move the standup to 10',
    "Sam can't make it, move our sync to friday",
    'ugh thursday dec 3 is packed. can you move the team check-in to 2:30pm?',
  ])('leaves "%s" as it was', (said) => {
    expect(restateFronted(said)).toBe(said);
  });
});

describe('restateFronted: an arrow to a time is a move, never a new name', () => {
  it.each([
    ['1:1 w/ sam on the 9th → quarter to 5', 'move 1:1 w/ sam on the 9th to quarter to 5'],
    ['standup => half past ten', 'move standup to half past ten'],
    ['the review -> 4:30', 'move the review to 4:30'],
    ['dentist ⇒ 5 o’clock', 'move dentist to 5 o’clock'],
    ['budget sync -> the 8th at 2pm', 'move budget sync to the 8th at 2pm'],
    ['Lunch w Ana → noon', 'move Lunch w Ana to noon'],
    ['pipeline review dec 4 --> 17h30', 'move pipeline review dec 4 to 17h30'],
  ])('"%s" → "%s"', (said, restated) => {
    expect(restateFronted(said)).toBe(restated);
  });

  it.each([
    ['standup -> Daily sync', 'rename standup to Daily sync'],
    ['weekly 1:1 => Coaching session', 'rename weekly 1:1 to Coaching session'],
  ])('"%s" still renames: "%s"', (said, restated) => {
    expect(restateFronted(said)).toBe(restated);
  });

  it('leaves an arrow to a place alone', () => {
    expect(restateFronted('lunch -> room 4')).toBe('lunch -> room 4');
  });
});

describe('restateFronted: the event named first and a wish for when it should be', () => {
  it.each([
    [
      'The second appointment on Sunday the 6th I would like to have at 10 o’clock.',
      'move The second appointment on Sunday the 6th to 10 o’clock',
    ],
    ["my dentist on the 9th, I'd prefer it on Friday", 'move my dentist on the 9th to Friday'],
    ['the review tomorrow we want at 3pm', 'move the review tomorrow to 3pm'],
    ['the 3pm call with omar, I would really like it moved to thursday', 'move the 3pm call with omar to thursday'],
    ['the sync I want to have at half past 2', 'move the sync to half past 2'],
    ['The team lunch on Friday I would like on Monday please', 'move The team lunch on Friday to Monday please'],
    ['my first meeting tomorrow i need at 11am', 'move my first meeting tomorrow to 11am'],
  ])('"%s" → "%s"', (said, restated) => {
    expect(restateFronted(said)).toBe(restated);
  });

  it.each([
    "the lunch tomorrow I'd like to have at Nopa",
    'I would like to have lunch at 1',
    'book the review, I want it at 3pm',
    'if the sync is late I would like it at 9',
    'the offsite I want to have in Lisbon',
  ])('leaves "%s" as it was', (said) => {
    expect(restateFronted(said)).toBe(said);
  });
});

describe('restateFronted: shorter or longer, and a person said first as the topic', () => {
  it.each([
    ['the dinner with ana on the 9th, cut it down to an hour', 'shorten the dinner with ana on the 9th to an hour'],
    ['my 1:1 with priya tomorrow - trim it to 20 minutes', 'shorten my 1:1 with priya tomorrow to 20 minutes'],
    ['the standup, extend it by 15 minutes', 'extend the standup by 15 minutes'],
    ['Carlos the budget review on Friday, please move it to 3', 'please move the budget review on Friday with Carlos to 3'],
    ['Mei my coffee tomorrow, cancel it', 'cancel my coffee tomorrow with Mei'],
  ])('"%s" → "%s"', (said, restated) => {
    expect(restateFronted(said)).toBe(restated);
  });

  it.each(['Friday the standup, cancel it', 'Tomorrow the review, move it to 4'])('"%s" keeps its day as a day', (said) => {
    expect(restateFronted(said)).not.toMatch(/with (?:Friday|Tomorrow)/);
  });
});

describe('restateFronted: a day said first as a heading is the day of every event named', () => {
  it.each([
    [
      'Thursday the 10th: push the budget sync and the 1:1 to monday the 14th',
      'push the budget sync and the 1:1 on Thursday the 10th to monday the 14th',
    ],
    ['tomorrow - cancel the standup and the retro', 'cancel the standup and the retro tomorrow'],
    ['Dec 9: move the design review to 4pm', 'move the design review on Dec 9 to 4pm'],
    ['friday, please delete the gym and the call.', 'please delete the gym and the call on friday.'],
    ['next monday — reschedule my dentist to wednesday', 'reschedule my dentist next monday to wednesday'],
  ])('"%s" → "%s"', (said, restated) => {
    expect(restateFronted(said)).toBe(restated);
  });

  it.each(['friday: what do I have', 'Monday, book lunch with Sam', 'tomorrow - nothing after 5 please'])(
    'leaves "%s" as it was',
    (said) => {
      expect(restateFronted(said)).toBe(said);
    },
  );
});

describe('restateFronted: "whatever I have with X" is the one event with them', () => {
  it.each([
    ['whatever I’ve got with Rachel on the 15th, shift it to 3pm', 'shift my meeting with Rachel on the 15th to 3pm'],
    ['whatever i have with omar tomorrow - cancel it', 'cancel my meeting with omar tomorrow'],
    ["anything I've booked with Dana on Friday, move it to 3", 'move my meeting with Dana on Friday to 3'],
  ])('"%s" → "%s"', (said, restated) => {
    expect(restateFronted(said)).toBe(restated);
  });
});

describe('restateFronted: "bring it forward" is a move', () => {
  it.each([
    ['My check-in with Sam next week, kindly bring it forward to 9:30', 'kindly move My check-in with Sam next week to 9:30'],
    ['the standup tomorrow, bring it forward by 15 min', 'move the standup tomorrow earlier by 15 min'],
    ['the review on friday - can you bring it forward?', 'can you move the review on friday earlier?'],
    ['my 1:1 with sam, bring it back an hour', 'push my 1:1 with sam back an hour'],
    ['the dentist on the 9th: please bring it up to 8am', 'please move the dentist on the 9th to 8am'],
  ])('"%s" → "%s"', (said, restated) => {
    expect(restateFronted(said)).toBe(restated);
  });

  it('leaves "bring" that moves nothing alone', () => {
    const said = 'the team lunch on friday, bring cake';
    expect(restateFronted(said)).toBe(said);
  });
});
