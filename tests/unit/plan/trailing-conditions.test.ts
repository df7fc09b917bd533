import { describe, expect, it } from 'vitest';
import { runAndApprove } from './selection-world';

// Whole turns on the calendar in selection-world.ts (now: Tue 24 Nov 2026, 09:00 New York; the
// haircut is Tue 1 Dec 18:00, Priya's birthday Wed 2 Dec all day, Game night Sat 28 Nov). A condition
// said after the request is a test of its event, never where to look for it.

describe('a condition said after the request', () => {
  it.each([
    "cancel the haircut unless it's on a weekend",
    'Cancel the haircut unless it is on the weekend.',
    'please delete my haircut unless its on a weekend',
    "drop the haircut if it's on a weekday",
    'cancel the haircut, but only if it is on a weekday',
    "cancel the haircut as long as it's in the evening",
    'Could you cancel the haircut provided it is on a Tuesday?',
  ])('acts on the event when "%s" holds', async (text) => {
    const { removed, added } = await runAndApprove(text);
    expect(removed).toEqual(['Haircut @ 2026-12-01 18:00']);
    expect(added).toEqual([]);
  });

  it.each([
    "cancel the haircut unless it's on a weekday",
    "cancel the haircut if it's on a weekend",
    'delete the haircut if it is in the morning',
    "cancel the haircut unless it's in the evening",
    'cancel the haircut if it falls on a saturday',
  ])('changes nothing when "%s" does not hold, and says so', async (text) => {
    const { removed, added, said } = await runAndApprove(text);
    expect(removed).toEqual([]);
    expect(added).toEqual([]);
    expect(said).toMatch(/changed nothing/);
  });

  it.each([
    'cancel the hike if it rains',
    'cancel game night if it rains on saturday',
    'move the haircut to friday as long as my barber agrees',
    'delete the yoga class unless sam cancels first',
    'book dinner with my parents on sunday at 7 provided they are back',
    'move the pipeline review to 2pm, assuming jo is ok with that',
    'cancel game night only if the others drop out',
  ])('never drops a condition the calendar cannot judge: "%s" changes nothing and says why', async (text) => {
    const { removed, added, said } = await runAndApprove(text);
    expect(removed).toEqual([]);
    expect(added).toEqual([]);
    expect(said).toMatch(/can't tell from your calendar/);
  });

  it.each(['cancel the haircut if possible', 'cancel the haircut if you can', 'cancel the haircut if that works'])(
    'reads courtesy as none: "%s" cancels',
    async (text) => {
      const { removed } = await runAndApprove(text);
      expect(removed).toEqual(['Haircut @ 2026-12-01 18:00']);
    },
  );
});

describe('conditions on an event’s weekday and end', () => {
  it.each([
    "if priya's birthday falls on a weekday, cancel the haircut",
    "If Priya's birthday is on a weekday then cancel the haircut",
    "if priya's birthday lands on a wednesday, cancel the haircut",
  ])('acts when "%s" holds', async (text) => {
    const { removed } = await runAndApprove(text);
    expect(removed).toEqual(['Haircut @ 2026-12-01 18:00']);
  });

  it.each([
    "if priya's birthday falls on a weekend, cancel the haircut",
    "if priya's birthday isn't on a weekday, cancel the haircut",
  ])('changes nothing when "%s" does not hold', async (text) => {
    const { removed, said } = await runAndApprove(text);
    expect(removed).toEqual([]);
    expect(said).toMatch(/changed nothing/);
  });

  it.each([
    ['if the game night on saturday ends after 9pm, cancel it', ['Game night @ 2026-11-28 19:00']],
    ['if the game night on saturday runs past 8pm, cancel it', ['Game night @ 2026-11-28 19:00']],
    ['if the game night on saturday ends after 11pm, cancel it', []],
    ['if the haircut on tuesday finishes after 7pm, cancel it', []],
  ])('"%s" tests the end of the event', async (text, removed) => {
    expect((await runAndApprove(text)).removed).toEqual(removed);
  });

  it('says it cannot tell rather than booking on the wrong day when "that day" is not known yet', async () => {
    const { added, said } = await runAndApprove("if priya's birthday falls on a weekday, book a team cake at 3pm that day");
    expect(added.filter((a) => !a.startsWith('Team cake @ 2026-12-02 15:00'))).toEqual([]);
    expect(said).not.toMatch(/^$/);
  });
});

describe('free time counted from an event, and free time of a length', () => {
  it.each([
    'if I have nothing on sunday the 29th after dinner with my parents, book a walk at 9pm',
    "if there's nothing on sunday the 29th after the dinner with my parents, pencil in a walk at 9pm",
    "If I'm free on Sunday Nov 29 after dinner with my parents then add a walk at 9pm",
  ])('books when nothing follows the event: "%s"', async (text) => {
    const { proposal } = await runAndApprove(text);
    expect(proposal?.start).toBe(Date.parse('2026-11-29T21:00:00-05:00'));
  });

  it.each([
    'if I have nothing on saturday the 28th after yoga, pencil in a hike at 11',
    "if there's nothing booked on sat nov 28 after my yoga class, add a hike at 4pm",
  ])('books nothing when something follows the event: "%s"', async (text) => {
    const { proposal, said } = await runAndApprove(text);
    expect(proposal).toBeUndefined();
    expect(said).toMatch(/booked nothing/);
  });

  it.each([
    ["if there's an hour free between 1 and 3 on wednesday, block it for lunch", 60],
    ['if I have 30 minutes free between 1 and 3pm on Nov 25, book a call with dana', 30],
    ['If there is an hour open between 1pm and 3pm on wed then block that for lunch', 60],
    ["if we've got 45 mins free between 1 and 3 on wednesday put in a walk", 45],
  ])('books in the window when a long enough gap is there: "%s"', async (text, minutes) => {
    const { proposal } = await runAndApprove(text);
    expect(proposal).toBeDefined();
    const start = proposal?.start ?? 0;
    const end = proposal?.end ?? 0;
    expect(end - start).toBe(minutes * 60_000);
    expect(start).toBeGreaterThanOrEqual(Date.parse('2026-11-25T13:45:00-05:00'));
    expect(end).toBeLessThanOrEqual(Date.parse('2026-11-25T15:00:00-05:00'));
  });

  it.each([
    "if there's a 2 hour gap free between 1 and 4 on wednesday, block it for deep work",
    "if there's two hours free between 1 and 4 on wednesday, block it for deep work",
  ])('books nothing when no gap is long enough: "%s"', async (text) => {
    const { proposal, said } = await runAndApprove(text);
    expect(proposal).toBeUndefined();
    expect(said).toMatch(/booked nothing|can't tell/);
  });
});
