import { describe, expect, it } from 'vitest';
import { expandShorthand } from '../../../lib/core/nlu/expand-shorthand';
import { restateFronted } from '../../../lib/core/nlu/restate-fronted';

describe('verbs said as terse chat or as other Englishes say them', () => {
  it.each([
    ['rm the webinar dry run', 'remove the webinar dry run'],
    ['rm all budget reviews jan', 'remove all budget reviews jan'],
    ['pls rm my 3pm', 'please remove my 3pm'],
    ['mv standup to fri', 'move standup to fri'],
    ['ok mv the sync to 4', 'ok move the sync to 4'],
    ['bin all my 1:1s with Priya in January', 'delete all my 1:1s with Priya in January'],
    ['bin the standup', 'delete the standup'],
    ['I want to bin my 1:1 tomorrow', 'I want to delete my 1:1 tomorrow'],
    ['scrap the sync tomorrow', 'delete the sync tomorrow'],
    ['ditch the gym tonight', 'delete the gym tonight'],
    ['axe all friday meetings', 'delete all friday meetings'],
    [
      'Kindly prepone the meeting after the API review by half an hour',
      'Kindly move the meeting after the API review earlier by half an hour',
    ],
    ['prepone the standup to 9', 'move the standup to 9'],
    ['pls prepone my 3pm', 'please move my 3pm earlier'],
    ['Please do the needful and cancel my 3:30 slot', 'Please cancel my 3:30 slot'],
    ['kindly do the needful to move the review to friday', 'kindly move the review to friday'],
    [
      'Could you kindly arrange for the pricing page review to be moved to 3 PM',
      'Could you kindly move the pricing page review to 3 PM',
    ],
    ['can you arrange for my dentist to be cancelled', 'can you cancel my dentist'],
    ['can you organise for the offsite to be postponed', 'can you postpone the offsite'],
    ['kindly arrange to move the review to friday', 'kindly move the review to friday'],
  ])('%s', (said, plain) => {
    expect(expandShorthand(said)).toBe(plain);
  });

  it.each([
    'rm 204 is booked for the offsite',
    'book rm 4 for the sync',
    'bin day tomorrow at 7',
    'a bin collection reminder friday',
    'scrap metal pickup friday',
    'arrange a meeting with sam tomorrow',
    'lunch with the prepone team',
    'the mv agusta test ride saturday',
  ])('leaves "%s" as it is', (said) => {
    expect(expandShorthand(said)).toBe(said);
  });
});

describe('an event named first, then asked whether it can go somewhere', () => {
  it.each([
    ['my next thing with ingrid — can it go to 4pm', 'move my next thing with ingrid to 4pm'],
    ['the budget review, could that be moved to friday?', 'move the budget review to friday?'],
    ['the dentist tomorrow - can it be cancelled?', 'cancel the dentist tomorrow?'],
    ['my 1:1 with sam, could it go earlier', 'move my 1:1 with sam earlier'],
  ])('%s', (said, plain) => {
    expect(restateFronted(said)).toBe(plain);
  });

  it.each(['I have a call at 3, can it go to voicemail first?', 'can it go to 4pm', 'book lunch, could that be fun'])(
    'leaves "%s" as it is',
    (said) => {
      expect(restateFronted(said)).toBe(said);
    },
  );

  it('reads an arrow after "mv" as a move', () => {
    expect(restateFronted('mv webinar dry run → 5:30p')).toBe('move webinar dry run to 5:30p');
  });
});
