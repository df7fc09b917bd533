import { describe, expect, it } from 'vitest';
import { readAdjacency } from '../../../lib/core/plan/reading/read-adjacency';
import { readEventQuery } from '../../../lib/core/plan/reading/read-event-query';
import { splitSteps } from '../../../lib/core/nlu/split-intents';

// Words left over once people, times and filler are set aside become a title filter; a word that
// names no event ("two", "most", "ive got") then matches nothing and reads as an empty day.

const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const read = (object: string) =>
  readEventQuery({ object, text: object, attendees: [], now: NOW, timeZone: 'America/New_York', expect: 'one' });

describe('words that are no title', () => {
  it.each([
    'two weeks from today',
    'on two weeks from today',
    'three days from now',
    'in two weeks',
    'the next fortnight',
    'the most',
    'most often',
    'the least',
    'a lot',
    'more often',
    'whatever ive got',
    "whatever i've got",
    'anything i have',
    'all the stuff',
    'whatever i’ve got',
    'whatever weve got',
    // A clock said as the event's name is when it is: "cancel my three thirty".
    'my three thirty on wednesday the ninth',
    "my three o'clock",
    'the 3:30',
    'my ten thirty tomorrow',
  ])('"%s" has no title', (object) => {
    expect(read(object).title).toBeUndefined();
  });

  it.each([
    ['the sales meeting', 'sales meeting'],
    ['game night', 'game night'],
    ['Game Night', 'game night'],
    ['the quiz night', 'quiz night'],
    ['coffee morning', 'coffee morning'],
    ['two truths lunch', 'two truths lunch'],
    ['the haircut', 'haircut'],
  ])('"%s" keeps its title', (object, title) => {
    expect(read(object).title).toBe(title);
  });

  it.each(['tomorrow night', 'friday night', 'the meeting tomorrow morning', 'saturday night'])(
    '"%s": a part of the day after a time word is time',
    (object) => {
      expect(read(object).title).toBeUndefined();
    },
  );
});

describe('positions counted from the end', () => {
  it.each([
    'my 2nd-to-last meeting',
    'the second to last meeting',
    'my next-to-last meeting',
    'the next to last call',
    'my last but one meeting',
    'the penultimate meeting',
    'my second from last meeting',
    'the 2nd to the last meeting',
  ])('"%s" is the one before the last', (object) => {
    expect(read(object).ordinal).toEqual({ position: 'nth', n: -2 });
    expect(read(object).title).toBeUndefined();
  });

  it.each([
    ['my third to last meeting', -3],
    ['the last but two call', -3],
  ])('"%s" is %i from the end', (object, n) => {
    expect(read(object).ordinal).toEqual({ position: 'nth', n });
  });

  it.each(['my last meeting', 'the final call'])('"%s" is the last', (object) => {
    expect(read(object).ordinal).toEqual({ position: 'last' });
  });
});

describe('where the anchor of "the meeting before X" ends', () => {
  it.each([
    ['the meeting before my haircut back 30 min', 'haircut'],
    ['the meeting before my haircut back by 30 minutes', 'haircut'],
    ['the call after the standup forward an hour', 'standup'],
    ['the meeting after my dentist 15 mins later', 'dentist'],
    ['the one before the design review up by half an hour', 'design review'],
    ['the meeting before my haircut back', 'haircut'],
    ['the call after my catch up', 'catch up'],
    ['the meeting before the stand up', 'stand up'],
  ])('"%s": the anchor is %s', (object, title) => {
    expect(readAdjacency(object, [])?.adjacentTo.anchor.title).toBe(title);
  });
});

describe('two steps joined by "and" with a colloquial verb', () => {
  it.each([
    ['ditch game night and pencil in a movie at home saturday at 8pm', 2],
    ['scrap the standup and book a run at 7', 2],
    ['nix the dentist and slot in a walk at 9 tomorrow', 2],
    ['cancel the review and squeeze in a call with sam at 4', 2],
    ['book coffee with sam and alex at 3', 1],
    ['ditch the game night', 1],
  ])('"%s" is %i step(s)', (text, n) => {
    expect(splitSteps(text)).toHaveLength(n);
  });
});
