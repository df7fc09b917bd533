import { describe, expect, it } from 'vitest';
import { splitSteps } from '../../../lib/core/nlu/split-intents';
import { runAndApprove } from './selection-world';

// Whole turns on the calendar in selection-world.ts (now: Tue 24 Nov 2026, 09:00 New York): the
// pipeline review and the partner call are Fri 27 Nov, the haircut Tue 1 Dec 18:00, the design
// review Wed 25 Nov 15:30 (every other week), the Brightline renewal Wed 25 Nov 13:00.

describe('"this Friday\'s X and the Y": the day said of the first event', () => {
  it('moves both Friday events out of Friday to free time next week', async () => {
    const { removed, added } = await runAndApprove(
      "Could you move this Friday's partner call and the pipeline review to next week when everyone is free?",
    );
    expect(removed.sort()).toEqual(['Partner call @ 2026-11-27 11:00', 'Pipeline review @ 2026-11-27 10:00']);
    expect(added).toHaveLength(2);
    for (const a of added) expect(a).toMatch(/@ 2026-(?:11-30|12-0[1-6]) /);
  });

  it.each([
    "move friday's partner call and the pipeline review to sometime next week when all attendees are available",
    "pls move this friday's partner call & the pipeline review to next week when the attendees are free",
    "Could you move this Friday's partner call and the pipeline review to next week when everyone is free? Please avoid my gym sessions.",
  ])('never moves another day\'s event: "%s"', async (text) => {
    const { removed } = await runAndApprove(text);
    for (const r of removed) expect(r).toMatch(/@ 2026-11-27 /);
  });

  it.each([
    ["move this friday's partner call and the pipeline review to next week", 2],
    ["cancel tomorrow's design review and the brightline renewal", 2],
    ['move the dentist and the haircut to next week when everyone is free', 2],
    ['move all my meetings on friday to next week when everyone is free', 1],
    ['move this to friday', 1],
  ])('"%s" is %i step(s)', (text, n) => {
    expect(splitSteps(text)).toHaveLength(n);
  });

  it.each(["move this friday's partner call to 3pm", 'move this friday meeting to 3pm', 'cancel this morning call'])(
    '"%s" names its own event, not the one before',
    (text) => {
      expect(splitSteps(text)[0]?.refersBack).toBe(false);
    },
  );

  it("gives the later event the first one's day", () => {
    expect(splitSteps("cancel tomorrow's design review and the brightline renewal").map((s) => s.text)).toEqual([
      "cancel tomorrow's design review",
      "cancel tomorrow's brightline renewal",
    ]);
  });
});

describe('a step with no day after a step about one day', () => {
  it.each([
    'move the pipeline review on friday to 2pm and cancel the partner call',
    'move the pipeline review friday to 2pm, then delete the partner call',
  ])('looks on that day first: "%s"', async (text) => {
    const { removed } = await runAndApprove(text);
    expect(removed.sort()).toEqual(['Partner call @ 2026-11-27 11:00', 'Pipeline review @ 2026-11-27 10:00']);
  });

  it('reads the step as said when its event is not on that day', async () => {
    const { removed } = await runAndApprove('move the pipeline review on friday to 2pm and cancel the haircut');
    expect(removed.sort()).toEqual(['Haircut @ 2026-12-01 18:00', 'Pipeline review @ 2026-11-27 10:00']);
  });
});

describe('a new event "N min before/after it"', () => {
  it.each([
    ['move the haircut to dec 5 at 11am and block 30 min before it for travel', 'Travel', '2026-12-05T10:30:00-05:00'],
    ['move the haircut to dec 5 at 11am and block 30 mins before it for travel', 'Travel', '2026-12-05T10:30:00-05:00'],
    ['move the haircut to dec 5 at 11am and book 15 minutes after it for a walk', 'Walk', '2026-12-05T11:45:00-05:00'],
    ['move the haircut to dec 5 at 11am then block half an hour before that for travel', 'Travel', '2026-12-05T10:30:00-05:00'],
  ])('"%s" puts it next to where the event went', async (text, title, start) => {
    const { added, proposal } = await runAndApprove(text);
    expect(added).toEqual(['Haircut @ 2026-12-05 11:00']);
    expect(proposal?.title).toBe(title);
    expect(proposal?.start).toBe(Date.parse(start));
  });
});
