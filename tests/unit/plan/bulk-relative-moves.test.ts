import { describe, expect, it } from 'vitest';
import { withPronounNoun } from '../../../lib/core/plan/build-bulk-move';
import { runAndApprove } from './selection-world';

// Whole turns on the calendar in selection-world.ts (now: Tue 24 Nov 2026, 09:00 New York; next
// week 30 Nov – 6 Dec), each approved, then read back.

const BRIGHTLINE_NEXT_WEEK = [
  'Call Brightline @ 2026-12-02 16:00',
  'Contract review @ 2026-12-04 13:30',
  'Quarterly business review @ 2026-12-01 15:00',
];

describe('moving many events "to the week after"', () => {
  it.each([
    'reschedule everything i have with brightline next week to the week after',
    'push everything with Brightline next week to the following week',
    'move all my brightline meetings next week to the week after pls',
  ])('moves "%s" by 7 days, same weekday and clock', async (text) => {
    const { removed, added } = await runAndApprove(text);
    expect(removed).toEqual(BRIGHTLINE_NEXT_WEEK);
    expect(added).toEqual([
      'Call Brightline @ 2026-12-09 16:00',
      'Contract review @ 2026-12-11 13:30',
      'Quarterly business review @ 2026-12-08 15:00',
    ]);
  });

  it('moves them into the week after their own when it says "when they\'re all free"', async () => {
    const { removed, added } = await runAndApprove(
      "reschedule everything i have with brightline next week to the week after, when they're all free",
    );
    expect(removed).toEqual(BRIGHTLINE_NEXT_WEEK);
    expect(added).toHaveLength(3);
    for (const key of added) expect(key.slice(-16, -6) >= '2026-12-07' && key.slice(-16, -6) < '2026-12-14').toBe(true);
  });

  it.each(['move all my meetings to the week after', 'move all my meetings to the week after when everyone is free'])(
    'changes nothing and asks for "%s", which says no week to count from',
    async (text) => {
      const { removed, added, said } = await runAndApprove(text);
      expect(removed).toEqual([]);
      expect(added).toEqual([]);
      expect(said).toMatch(/which events|when should they go/i);
    },
  );

  it('does not read "the standup to the week after the offsite" as a 7-day shift of everything', async () => {
    const { removed } = await runAndApprove('move all my meetings next week to the week after the offsite');
    expect(removed).toEqual([]);
  });
});

describe('"the afternoon ones": the noun said before', () => {
  it('moves only the classes named before the verb', async () => {
    const { removed, added } = await runAndApprove(
      'my classes next week clash with customer stuff, move the afternoon ones to mornings',
    );
    expect(removed).toEqual(['Spanish class @ 2026-12-01 16:00']);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^Spanish class @ 2026-12-01 (?:0\d|1[01]):/);
  });

  it.each(['move the afternoon ones to mornings', 'move them to the morning when everyone is free'])(
    'asks, moving nothing, when nothing says what "%s" are',
    async (text) => {
      const { removed, said } = await runAndApprove(text);
      expect(removed).toEqual([]);
      expect(said).toMatch(/which/i);
    },
  );

  it.each<[string, string, string | undefined, string | undefined]>([
    ['the afternoon ones', 'my classes this week clash with work, ', undefined, 'the afternoon classes'],
    ['the afternoon ones', '', 'my classes this week clash with work', 'the afternoon classes'],
    ['them all', 'all my design reviews next week, ', undefined, 'design reviews all'],
    ['the ones on friday', 'ugh the standups ', undefined, 'the standups on friday'],
    ['the afternoon ones', '', undefined, undefined],
    ['the afternoon ones', 'my week is busy, ', undefined, undefined],
    ['the afternoon standups', 'my classes clash, ', undefined, 'the afternoon standups'],
    ['the ones with priya', 'my classes clash, ', undefined, 'the ones with priya'],
  ])('reads "%s" after "%s" (previously "%s") as "%s"', (object, before, previous, expected) => {
    expect(withPronounNoun(object, before, previous)?.text).toBe(expected);
  });
});

describe('"to another day": free time on a day other than their own', () => {
  it('moves the meetings of one morning, except the one kept, to other days of the week named', async () => {
    const { removed, added } = await runAndApprove(
      'please move my meetings on the morning of Wednesday the 2nd except the deal review to another day next week',
    );
    expect(removed).toEqual(['Security review @ 2026-12-02 11:00']);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^Security review @ 2026-(?:11-30|12-0[13-6]) /);
  });

  it('asks which day when the events are on several days', async () => {
    const { removed, said } = await runAndApprove('move all my meetings next week to another day');
    expect(removed).toEqual([]);
    expect(said).toMatch(/which day/i);
  });
});

describe('"except the last one" among many events', () => {
  it.each([
    'cancel all my spanish classes in december except the last one',
    'pls delete all the spanish classes in dec but not the last one',
  ])('"%s" leaves the last class of December', async (text) => {
    const { removed } = await runAndApprove(text);
    expect(removed).toEqual([
      'Spanish class @ 2026-12-01 16:00',
      'Spanish class @ 2026-12-08 16:00',
      'Spanish class @ 2026-12-15 16:00',
    ]);
  });

  it('"except the first one" leaves the first', async () => {
    const { removed } = await runAndApprove('cancel all my spanish classes in december except the first one');
    expect(removed).toEqual([
      'Spanish class @ 2026-12-08 16:00',
      'Spanish class @ 2026-12-15 16:00',
      'Spanish class @ 2026-12-22 16:00',
    ]);
  });
});
