import { describe, expect, it } from 'vitest';
import { readCondition } from '../../../lib/core/plan/reading/read-condition';
import { NOW, ZONE, runAndApprove } from './selection-world';

// The calendar of selection-world.ts (now: Tue 24 Nov 2026, 09:00 New York): Fri 11 Dec holds only
// the Year-end review with Priya, Mon 7 Dec only the 1:1 with Priya; Tue 8 Dec the Dentist and a
// Sakura check-in; Thu 3 Dec the API review and a Roadmap sync; Sat 5, Sun 6 and Thu 10 Dec nothing.

const ctx = { now: Date.parse(NOW), timeZone: ZONE };

describe('"nothing but X" on a day: the request runs only when X is all there is', () => {
  it.each([
    [
      'if dec 11 has nothing but the year-end review, cancel the year-end review',
      'Year-end review with Priya @ 2026-12-11 14:00',
    ],
    ['If the year-end review is the only thing on friday dec 11, cancel it', 'Year-end review with Priya @ 2026-12-11 14:00'],
    ['if all i have on monday dec 7 is the 1:1 with priya, just cancel the 1:1 with priya', '1:1 with Priya @ 2026-12-07 16:00'],
    [
      "if there's nothing on december 11th except the year end review then delete the year end review",
      'Year-end review with Priya @ 2026-12-11 14:00',
    ],
    ['if the only meeting on dec 7 is the 1:1 with priya, drop the 1:1 with priya', '1:1 with Priya @ 2026-12-07 16:00'],
  ])('"%s" removes %s', async (text, removed) => {
    const outcome = await runAndApprove(text);
    expect(outcome.removed).toEqual([removed]);
  });

  it.each([
    "if there's nothing on dec 8 except the dentist, cancel the dentist",
    "If I've only got the API review on dec 3, drop the API review",
    'if dec 3 has nothing besides the api review, cancel the api review',
  ])('changes nothing when "%s" does not hold, and says what else is there', async (text) => {
    const { removed, added, said } = await runAndApprove(text);
    expect(removed).toEqual([]);
    expect(added).toEqual([]);
    expect(said).toMatch(/changed nothing/);
  });

  it('reads the day and the event from either order', () => {
    const a = readCondition('if friday has nothing but the standup, cancel the standup', ctx);
    const b = readCondition('if the standup is the only thing on friday, cancel it', ctx);
    expect(a?.kind).toBe('only');
    expect(b?.kind).toBe('only');
    if (a?.kind === 'only' && b?.kind === 'only') {
      expect(a.subject).toBe('the standup');
      expect(b.subject).toBe('the standup');
      expect(a.range).toEqual(b.range);
    }
  });
});

describe('"no plans" on a day is a free-day condition', () => {
  it.each([
    ["if I've got no plans on dec 5, put 'Hike' at 10", '2026-12-05T10:00:00-05:00'],
    ['if i have no meetings on thursday dec 10, add "Deep work" at 10am', '2026-12-10T10:00:00-05:00'],
    ["If I'm not doing anything on Sunday Dec 6, book 'Museum' at 1pm", '2026-12-06T13:00:00-05:00'],
    ["if dec 10 has nothing on, add 'Focus' at 2pm", '2026-12-10T14:00:00-05:00'],
  ])('"%s" books at %s', async (text, start) => {
    const { proposal } = await runAndApprove(text);
    expect(proposal?.start).toBe(Date.parse(start));
  });

  it.each([
    "if I've got no plans on saturday nov 28, put 'Brunch' at 11",
    "if dec 3 is empty, add 'Nap' at 2pm",
    'if i have no meetings on dec 8, add "Deep work" at 10am',
  ])('books nothing when "%s" does not hold', async (text) => {
    const { added, proposal } = await runAndApprove(text);
    expect(added).toEqual([]);
    expect(proposal).toBeUndefined();
  });

  it('reads no condition where the words name no time', () => {
    expect(readCondition('if the room is free, book it for the retro', ctx)).toBeUndefined();
  });
});
