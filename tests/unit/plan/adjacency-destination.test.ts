import { describe, expect, it } from 'vitest';
import { readAdjacency } from '../../../lib/core/plan/reading/read-adjacency';

// "shift it to after lunch" says where the event goes; only "the one after lunch" says which event.
describe('a side phrase after "to"/"until" is the destination, not an anchor', () => {
  it.each([
    'the product demo on the 15th to after lunch',
    'my sync with Ana to after the offsite',
    'the review till after the standup',
    'the call until after my 1:1 with Priya',
    'the dentist into after lunch',
    'it to right after the board meeting',
  ])('"%s" names no neighbour', (object) => {
    expect(readAdjacency(object, [])).toBeUndefined();
  });

  it.each([
    ['the meeting right after the standup', 'standup'],
    ['my first meeting after lunch', 'lunch'],
    ['the call before the board review to 4pm', 'board review'],
  ])('"%s" still names the event next to %s', (object, title) => {
    expect(readAdjacency(object, [])?.adjacentTo.anchor.title).toBe(title);
  });
});
