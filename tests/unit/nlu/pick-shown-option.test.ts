import { describe, expect, it } from 'vitest';
import { pickShownOption, type ShownOptions } from '../../../lib/core/nlu/pick-shown-option';
import { restateFollowUp } from '../../../lib/core/nlu/restate-follow-up';

const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-24T09:00:00-05:00');
const at = (local: string): number => Date.parse(`${local}-05:00`);

// A first card (Thu 10 Dec 10:30, 11:30, 14:00; Fri 11 Dec 14:30), then "show more" (Mon 14 Dec 9:00, 15:30).
const FIRST_CARD = ['2026-12-10T10:30', '2026-12-10T11:30', '2026-12-10T14:00', '2026-12-11T14:30'].map(at);
const SECOND_CARD = ['2026-12-14T09:00', '2026-12-14T15:30'].map(at);
const first: ShownOptions = { shown: FIRST_CARD, current: { start: at('2026-12-10T10:30'), end: at('2026-12-10T11:00') } };
const more: ShownOptions = {
  shown: [...FIRST_CARD, ...SECOND_CARD],
  current: { start: at('2026-12-14T09:00'), end: at('2026-12-14T09:30') },
};

const PICKS: readonly (readonly [string, ShownOptions, string])[] = [
  ['the 2nd option', first, '2026-12-10T11:30'],
  ['the second one', first, '2026-12-10T11:30'],
  ['2nd one please', first, '2026-12-10T11:30'],
  ['how about the 2nd option', first, '2026-12-10T11:30'],
  ['option 2', first, '2026-12-10T11:30'],
  ['Option two.', first, '2026-12-10T11:30'],
  ['#2', first, '2026-12-10T11:30'],
  ['number 3', first, '2026-12-10T14:00'],
  ['the third one', first, '2026-12-10T14:00'],
  ['3rd option pls', first, '2026-12-10T14:00'],
  ['ok the fourth one', first, '2026-12-11T14:30'],
  ['the last one', first, '2026-12-11T14:30'],
  ["let's go with the last option", first, '2026-12-11T14:30'],
  ['the first one', first, '2026-12-10T10:30'],
  ['the 11:30 one', first, '2026-12-10T11:30'],
  ['the one at 2pm', first, '2026-12-10T14:00'],
  ['the 2 pm one', first, '2026-12-10T14:00'],
  ['the 2:30 one', first, '2026-12-11T14:30'],
  ["let's do the friday one", first, '2026-12-11T14:30'],
  ['I’ll take the fri one', first, '2026-12-11T14:30'],
  ['the one on friday', first, '2026-12-11T14:30'],
  ['yes the 10:30 one', first, '2026-12-10T10:30'],
  // After "show more": ordinals are the card on screen; "you showed me" goes back to the start.
  ['the second one', more, '2026-12-14T15:30'],
  ['ok the first one you showed me', more, '2026-12-10T10:30'],
  ['the second one you suggested', more, '2026-12-10T11:30'],
  ['the 9am one', more, '2026-12-14T09:00'],
  ['the 11:30 one', more, '2026-12-10T11:30'],
];
/** Not a pick of a shown time: nothing matches, or several do. */
const NOT_PICKS: readonly (readonly [string, ShownOptions])[] = [
  ['the thursday one', first],
  ['the monday one', more],
  ['the fifth one', first],
  ['the third one', more],
  ['the 4pm one', first],
  ['the one with jordan', first],
  ['the one next week', first],
  ['the one on dec 9', first],
  ['the big one', first],
  ['one', first],
  ['this one', first],
  ['the other one', first],
  ['option 7', first],
  ['move it to 3', first],
];

describe('picking a time the card showed', () => {
  it.each(PICKS)('"%s" picks %#', (text, options, local) => {
    expect(pickShownOption(text, options, ZONE)).toBe(at(local));
  });
  it.each(NOT_PICKS)('"%s" picks nothing', (text, options) => {
    expect(pickShownOption(text, options, ZONE)).toBeUndefined();
  });
  it('restates a pick as a move to that exact time, for new events and moves alike', () => {
    expect(restateFollowUp('the 2nd option', NOW, ZONE, first)).toBe('move it to dec 10 at 11:30am');
    expect(restateFollowUp('how about the third one?', NOW, ZONE, first)).toBe('move it to dec 10 at 2pm');
    expect(restateFollowUp('ok the first one you showed me', NOW, ZONE, more)).toBe('move it to dec 10 at 10:30am');
  });
  it('keeps the card’s clock time for "same time" on another day', () => {
    expect(restateFollowUp('same time friday', NOW, ZONE, first)).toBe('move it to friday at 10:30am');
    expect(restateFollowUp('monday, same time?', NOW, ZONE, more)).toBe('move it to monday at 9am');
  });
  it.each([
    ['the day after?', 'move it to dec 11'],
    ['next day', 'move it to dec 11'],
    ['how about the following day', 'move it to dec 11'],
    ['hmm, the day before?', 'move it to dec 9'],
  ])('counts "%s" from the card’s own day', (text, restated) => {
    expect(restateFollowUp(text, NOW, ZONE, first)).toBe(restated);
  });
  it('restates no pick without the times the card showed', () => {
    expect(restateFollowUp('the day after?', NOW, ZONE)).toBeUndefined();
    expect(restateFollowUp('the 2nd option', NOW, ZONE)).toBeUndefined();
  });
});
