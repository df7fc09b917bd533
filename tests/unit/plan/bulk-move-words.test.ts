import { describe, expect, it } from 'vitest';
import {
  draftsNote,
  keepsLunch,
  readDestination,
  readExceptions,
  readProtected,
  reasonSaid,
  withoutReason,
} from '../../../lib/core/plan/bulk-move-words';

/** The destination of "<verb> …", read from just after the verb. */
function destinationOf(text: string) {
  const verb = /\b(?:move|reschedule|push|shift)\b/i.exec(text);
  return readDestination(text, (verb?.index ?? 0) + (verb?.[0].length ?? 0));
}

describe('where many events go', () => {
  it.each([
    ['reschedule my afternoon classes to mornings', 'morning'],
    ['shift my classes for the rest of the month into the mornings, but leave mondays', 'morning'],
    ['move my morning meetings to the afternoon', 'afternoon'],
  ])('%s → %s', (text, part) => {
    expect(destinationOf(text)?.partsOfDay).toEqual([part]);
  });

  it.each([
    ["move this friday's meetings to next week when everyone's free, don't schedule over my gym", 'next week'],
    ['can u move friday mtgs to next week when ppl are free but dont make me miss the gym', 'next week'],
    ['Move my Friday meetings to a time when everyone is available next week, but keep my gym', 'next week'],
    ['Move my Friday meetings to next week at a time that works for everyone, but keep my gym sessions', 'next week'],
    ['push friday calls whenever everyone is around in december', 'in december'],
  ])('%s → free time %s', (text, words) => {
    const found = destinationOf(text);
    expect(found?.partsOfDay).toBeUndefined();
    expect(found?.rangeWords).toBe(words);
  });

  it.each([
    ['move my meetings that morning to another day next week and let people know', 'next week'],
    ['shift all my wednesday calls onto a different day next week', 'next week'],
    ['move all the standups to some other day', undefined],
    ['can u push my friday mtgs to another day in december pls', 'december'],
  ])('%s → another day, %s', (text, words) => {
    const found = destinationOf(text);
    expect(found?.otherDay).toBe(true);
    expect(found?.rangeWords).toBe(words);
  });

  it.each([
    ['push all the hiring syncs in december to next week wherever I am free', 'next week'],
    ["move my friday meetings to next week whenever I'm free", 'next week'],
    ["reschedule all my calls to the week after wherever there's a gap", 'the week after'],
  ])('%s → my own free time, %s', (text, words) => {
    const found = destinationOf(text);
    expect(found?.ownFreeTime).toBe(true);
    expect(found?.rangeWords).toBe(words);
  });

  it.each(['move the standup to another room', 'move my meetings to the other calendar', 'move all my 1:1s to 4pm'])(
    '%s → no free-time destination',
    (text) => {
      expect(destinationOf(text)?.otherDay).toBeUndefined();
    },
  );

  it('names no destination for a fixed move', () => {
    expect(destinationOf('move all my meetings tomorrow an hour later')).toBeUndefined();
  });
});

describe('which events stay, and which days stay clear', () => {
  it.each([
    "but don't touch the ones on Mondays and leave time for lunch",
    'except the monday ones',
    'skip mondays leave lunch open',
    ', apart from mondays, and leave an hour for lunch',
    '(not mondays), keep lunch free pls',
    'but leave mondays alone',
    ', mondays excluded, lunch protected',
  ])("keeps Monday's events where they are: %j", (tail) => {
    expect(readExceptions(tail, undefined)).toEqual({ weekdays: ['mon'] });
  });

  it("reads a day other than the events' own day as where they must not go", () => {
    expect(readExceptions(', but not Monday', 'fri')).toEqual({ notToWeekdays: ['mon'] });
    expect(readExceptions(", but make sure I don't miss my gym, and nothing on Monday please", 'fri')).toEqual({
      notToWeekdays: ['mon'],
    });
    expect(readExceptions(' and keep tuesday free', undefined)).toEqual({ notToWeekdays: ['tue'] });
  });

  it('keeps an event named by title', () => {
    expect(readExceptions(' but not the check-in', undefined)).toEqual({ titles: ['check-in'] });
    expect(readExceptions(' and leave time for lunch', undefined)).toEqual({});
  });
});

describe('what must stay free', () => {
  it.each([
    ["but make sure I don't miss my gym", 'gym', false],
    ['but dont make me miss the gym', 'gym', false],
    ["don't schedule over my gym", 'gym', false],
    ['but keep my gym sessions', 'gym', true],
    ['and work around the school run', 'school run', false],
    ['avoid my gym time', 'gym', false],
  ])('%s → %s', (tail, name, keep) => {
    expect(readProtected(tail)).toEqual([{ name, keep }]);
  });

  it('is not fooled by lunch or a weekday', () => {
    expect(readProtected('keep lunch free and keep mondays clear')).toEqual([]);
  });

  it.each([
    'leave time for lunch',
    'keep lunch free',
    'leave lunch open',
    'make sure I still have time for lunch',
    'leave an hour for lunch',
    'mondays excluded, lunch protected',
  ])('keeps lunch: %s', (tail) => {
    expect(keepsLunch(tail)).toBe(true);
  });
});

describe('clearing a day', () => {
  it('takes a reason said as a clause for the reason, not an event', () => {
    expect(withoutReason('next friday, im travelling.').replace(/[\s.]+$/, '')).toBe('next friday');
    expect(reasonSaid("next friday I'll be travelling")).toBe('travel');
    expect(reasonSaid("i'm flying out on friday")).toBe('travel');
    expect(withoutReason('the board meeting')).toBe('the board meeting');
  });

  it.each(['notify anyone I had meetings with', 'send a note to whoever I was meeting', 'let the people affected know'])(
    'drafts a note for %j',
    (text) => {
      expect(draftsNote(`clear friday and ${text}`)).toBe(true);
    },
  );
});
