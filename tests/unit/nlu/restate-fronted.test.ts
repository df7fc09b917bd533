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
