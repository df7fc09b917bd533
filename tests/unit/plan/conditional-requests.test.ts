import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { buildPlan } from '../../../lib/core/plan/build-plan';
import { NOW, ZONE, runAndApprove } from './selection-world';

// Whole turns on the calendar in selection-world.ts (now: Tue 24 Nov 2026, 09:00 New York). A
// condition that holds acts; one that does not changes nothing and says why.

const nyIso = (local: string): number => Date.parse(`2026-${local}:00-05:00`);

describe('conditions on an event the person has', () => {
  it.each([
    'if my haircut next week is before 5pm, move it to saturday',
    'If the haircut is earlier than 5pm, cancel it',
    'if my haircut next week starts before 17:00 then push it back an hour',
  ])('changes nothing when "%s" does not hold, and says when the event is', async (text) => {
    const { removed, added, said } = await runAndApprove(text);
    expect(removed).toEqual([]);
    expect(added).toEqual([]);
    expect(said).toMatch(/Tue 1 Dec, 18:00/);
    expect(said).toMatch(/changed nothing/);
  });

  it.each([
    ['if my dentist appointment is in the morning, push it to the afternoon', 'Dentist @ 2026-12-08 08:00'],
    ['If the pipeline review on friday starts before 11, cancel it', 'Pipeline review @ 2026-11-27 10:00'],
    ["if the haircut isn't before 5pm, drop it", 'Haircut @ 2026-12-01 18:00'],
  ])('acts when "%s" holds', async (text, changed) => {
    const { removed } = await runAndApprove(text);
    expect(removed).toEqual([changed]);
  });

  it('moves a morning appointment into the afternoon of its own day, not today', async () => {
    const { added } = await runAndApprove('if my dentist appointment is in the morning, push it to the afternoon');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^Dentist @ 2026-12-08 1[2-7]:/);
  });

  it('moves the event the condition found, to the time the request names', async () => {
    const { removed, added } = await runAndApprove('If the design review tomorrow is at 3:30, could you move it to 4:45?');
    expect(removed).toEqual(['Design review @ 2026-11-25 15:30']);
    expect(added).toEqual(['Design review @ 2026-11-25 16:45']);
  });

  it('changes nothing when "if I have …" finds no such event, and says so', async () => {
    const { removed, said } = await runAndApprove('if I have a dentist appointment tomorrow, cancel it');
    expect(removed).toEqual([]);
    expect(said).toMatch(/found no dentist appointment tomorrow/);
  });
});

describe('conditions on being free at a time', () => {
  it('books at the time the condition names when the booking names none', async () => {
    const { proposal } = await runAndApprove("if i'm free next thursday at 2:30pm, book 30 min with hannah");
    expect(proposal?.start).toBe(nyIso('12-03T14:30'));
    expect(proposal && proposal.end - proposal.start).toBe(30 * 60_000);
  });

  it('books on the condition\'s day a block said only as times ("block 2 to 5pm")', async () => {
    const { proposal } = await runAndApprove("if there's nothing on sunday afternoon, block 2 to 5pm for a bike ride");
    expect(proposal?.start).toBe(nyIso('11-29T14:00'));
    expect(proposal && proposal.end - proposal.start).toBe(180 * 60_000);
  });

  it.each([
    'if im free on december second at 11am book a call with tom',
    'If I am available Dec 2 at 11, set up a call with Tom',
  ])('books nothing when busy then ("%s"), and says so', async (text) => {
    const { proposal, said } = await runAndApprove(text);
    expect(proposal).toBeUndefined();
    expect(said).toMatch(/booked nothing/i);
  });
});

describe('conditions said after the request, or about the time itself', () => {
  it('books nothing when "…if I\'m free" is said after a booking at a busy time', async () => {
    const { proposal, said } = await runAndApprove("book a call with Tom at 11am on Dec 2, but only if I'm free");
    expect(proposal).toBeUndefined();
    expect(said).toMatch(/booked nothing/i);
  });

  it('books a free time said as the subject ("if my sunday afternoon is free")', async () => {
    const { proposal } = await runAndApprove('if my sunday afternoon is free, block 1-4pm for a hike');
    expect(proposal?.start).toBe(nyIso('11-29T13:00'));
    expect(proposal && proposal.end - proposal.start).toBe(180 * 60_000);
  });

  it.each([
    'if it rains tomorrow, cancel the haircut',
    "If I'm back by 5 on tuesday, move the haircut to 6:30",
    'unless Tom confirms, drop the contract review',
  ])('changes nothing for a condition the calendar cannot answer ("%s"), and says so', async (text) => {
    const { removed, added, proposal, said } = await runAndApprove(text);
    expect([removed, added, proposal]).toEqual([[], [], undefined]);
    expect(said).toMatch(/can't tell from your calendar whether .+, so I changed nothing/);
  });

  it('reads "if possible" as politeness, not a condition', async () => {
    expect((await runAndApprove('if possible, cancel the haircut')).removed).toEqual(['Haircut @ 2026-12-01 18:00']);
  });
});

describe('conditions on meetings since an event, and on how many', () => {
  it('looks only after the event named ("since the renewal call"), not at the year', () => {
    const text = "if I haven't met Rachel since the renewal call, book a catch-up with her Thursday Dec 10 at 11:30";
    const ctx = { now: Date.parse(NOW), timeZone: ZONE };
    const [anchor, met] = buildPlan(text, parseRequest(text, ctx), ctx)?.tasks ?? [];
    expect(anchor?.params).toMatchObject({ query: { title: 'renewal call', past: true, ordinal: { position: 'last' } } });
    expect(met?.params).toMatchObject({ after: `${anchor?.id ?? ''}.result.events` });
  });

  it.each([
    ['if I have more than 1 meeting on dec 3, cancel the api review', ['API review @ 2026-12-03 14:00']],
    ['if i have more then 5 meetings on dec 3 cancel the api review', []],
    ['If I have fewer than 3 meetings on Dec 3, cancel the API review', ['API review @ 2026-12-03 14:00']],
  ])('counts before acting: "%s"', async (text, removed) => {
    const outcome = await runAndApprove(text);
    expect(outcome.removed).toEqual(removed);
    if (removed.length === 0) expect(outcome.said).toMatch(/not more than 5, so I changed nothing/);
  });
});

describe('a condition after sentences that set the scene', () => {
  it.each([
    [
      "Jo can't do mornings anymore. If the pipeline review on friday starts before 11, cancel it",
      'Pipeline review @ 2026-11-27 10:00',
    ],
    ["I'm travelling on Tuesday Dec 1. If the haircut is that day, cancel it.", 'Haircut @ 2026-12-01 18:00'],
  ])('%j reads the condition, and "that day" as the day the scene named', async (text, changed) => {
    const { removed } = await runAndApprove(text);
    expect(removed).toEqual([changed]);
  });

  it('changes nothing when the condition after the scene does not hold', async () => {
    const { removed, added, said } = await runAndApprove("I'm out on Wednesday Dec 2. If the haircut is that day, cancel it.");
    expect(removed).toEqual([]);
    expect(added).toEqual([]);
    expect(said).toMatch(/Tue 1 Dec, 18:00/);
  });

  it('a scene that asks for something is a step of its own, not a scene', () => {
    const ctx = { now: Date.parse(NOW), timeZone: ZONE };
    const text = 'Cancel the gym tomorrow. If the haircut is before 5pm, move it to saturday';
    const tasks = buildPlan(text, parseRequest(text, ctx), ctx)?.tasks ?? [];
    // Not read as a scene: the haircut's move is never planned with the cancel of the gym dropped.
    expect(tasks.every((t) => t.condition === undefined)).toBe(true);
  });
});
