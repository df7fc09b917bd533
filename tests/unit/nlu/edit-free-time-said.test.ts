import { describe, expect, it } from 'vitest';
import { parseEdit } from '../../../lib/core/nlu/parse-edit';
import { NY } from './nlu-fixtures';

// "move X to <when> whenever everyone's free": the free-time clause says how to pick a time in the
// new place, so it is neither part of the new time nor words naming the event.

const edit = (text: string) => parseEdit(text, NY.now, NY.timeZone);

describe('a free-time clause after the new time leaves the new time readable', () => {
  it.each([
    ["move the pricing workshop from dec 8 to the week of the 14th whenever everyone's free", 'range', ['pricing', 'workshop']],
    ['move the standup to friday when all attendees are available', 'day', ['standup']],
    ["push my 1:1 with dana to next week wherever there's room", 'range', ['1:1']],
    ["move the budget review to thursday when I'm free", 'day', ['budget', 'review']],
    ['Move the review to Friday, when everybody is available.', 'day', ['review']],
    ['pls shift the offsite to next week when the guests are free', 'range', ['offsite']],
    ['can u move the sync to tuesday whenever theres room', 'day', ['sync']],
    ["could you move the design review to friday sometime, whenever's open, thanks", 'day', ['design', 'review']],
    ['move the budget review to thursday whenever works', 'day', ['budget', 'review']],
    ['push the offsite to next week sometime', 'range', ['offsite']],
    ['move the standup to monday, thanks!', 'day', ['standup']],
    ['shift the vendor demo to friday whenever is best for them, cheers', 'day', ['vendor', 'demo']],
  ])('%s → a %s, the event named by %j', (text, kind, words) => {
    const read = edit(text);
    expect(read.change.newTime?.kind).toBe(kind);
    expect(read.target.words).toEqual(words);
  });

  it('leaves a plain move as it was', () => {
    const read = edit('move the pricing workshop to thursday please');
    expect(read.change.newTime?.kind).toBe('day');
    expect(read.target.words).toEqual(['pricing', 'workshop']);
  });
});

describe('free time said as "somewhere I’m free", "wherever I have space", "any free slot"', () => {
  it.each([
    ["move the budget review to thursday somewhere I'm free", 'day', ['budget', 'review']],
    ['push the offsite to next week wherever I have space', 'range', ['offsite']],
    ['move my 1:1 with dana to friday, any free slot', 'day', ['1:1']],
    ['shift the vendor demo to monday anywhere we’ve got room', 'day', ['vendor', 'demo']],
    ['move the standup to tuesday, any open time', 'day', ['standup']],
    ['reschedule the design review to wednesday wherever we are free', 'day', ['design', 'review']],
  ])('%s → a %s, the event named by %j', (text, kind, words) => {
    const read = edit(text);
    expect(read.change.newTime?.kind).toBe(kind);
    expect(read.target.words).toEqual(words);
  });

  it('keeps a place said after the time', () => {
    const read = edit('move the standup to friday in room 4');
    expect(read.change.newTime?.kind).toBe('day');
  });
});
