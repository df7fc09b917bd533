import { describe, expect, it } from 'vitest';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { Proposal, TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday

function proposals(events: TurnEvent[]): Proposal[] {
  return events.flatMap((e) => (e.type === 'proposal' ? [e.proposal] : []));
}
function lastText(events: TurnEvent[]): string {
  return events.flatMap((e) => (e.type === 'text' ? [e.text] : [])).at(-1) ?? '';
}

describe('follow-ups on the last proposal', () => {
  it('"any earlier times?" proposes an earlier free time in place of the first, and the old card can no longer be approved', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow at 3pm', w.context());
    const [first] = proposals(w.events);
    if (first === undefined) throw new Error('no proposal');
    await runTurn('any earlier times?', w.context());
    const second = proposals(w.events)[1];
    expect(second).toBeDefined();
    if (second === undefined) return;
    expect(second.start).toBeLessThan(first.start);
    expect(second.end - second.start).toBe(first.end - first.start);
    for (const alt of second.alternatives) expect(alt.start).toBeLessThan(first.start);
    expect((await w.approvals.get(first.token)).status).toBe('rejected');
    await w.approvals.approve(second.token);
    expect((await w.calendar.allEvents())[0]?.time).toMatchObject({ start: second.start });
  });

  it('"show more" moves on to times not shown yet', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('find an hour with dana@corp.com next week', w.context());
    await runTurn('show me more', w.context());
    const [first, more] = proposals(w.events);
    if (first === undefined || more === undefined) throw new Error('expected two proposals');
    const before = new Set([first, ...first.alternatives].map((s) => s.start));
    for (const slot of [more, ...more.alternatives]) expect(before.has(slot.start)).toBe(false);
  });

  it('says so when nothing earlier works, and keeps the current suggestion', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent(timedDraft('bus000004', 'Offsite', '2026-11-23T09:00:00-05:00', '2026-11-23T15:00:00-05:00'));
    await runTurn('meeting with dana@corp.com tomorrow afternoon', w.context());
    const [first] = proposals(w.events);
    await runTurn('any earlier times?', w.context());
    expect(proposals(w.events)).toHaveLength(1);
    expect(lastText(w.events)).toMatch(/^Nothing earlier works: Mon 23 Nov, 15:00–15:30 is the earliest free time I found\.$/);
    expect(first !== undefined && (await w.approvals.get(first.token)).status).toBe('suggested');
  });

  it('asks for a request when there is no recent proposal', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('any earlier times?', w.context());
    expect(lastText(w.events)).toMatch(/^Which event should I change\?/);
  });
});

describe('earlier times for a meal', () => {
  it('stay at a time that suits the meal before earlier ones that do not', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('lunch with dana@corp.com on Tuesday', w.context());
    await runTurn('any earlier times?', w.context());
    const [first, earlier] = proposals(w.events);
    if (first === undefined || earlier === undefined) throw new Error('expected two proposals');
    expect(earlier.start).toBeLessThan(first.start);
    const hour = Number(
      new Date(earlier.start).toLocaleString('en-US', { timeZone: 'America/New_York', hour: 'numeric', hour12: false }),
    );
    expect(hour).toBeGreaterThanOrEqual(11);
  });
});

describe('replies to the suggestion in everyday words', () => {
  const dayOf = (ms: number): string => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const hourOf = (ms: number): number =>
    Number(new Date(ms).toLocaleString('en-US', { timeZone: 'America/New_York', hour: 'numeric', hour12: false }));

  it('"anything later?" revises the suggestion to a later time, never an agenda', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow at 10am', w.context());
    await runTurn('anything later?', w.context());
    const [first, later] = proposals(w.events);
    if (first === undefined || later === undefined) throw new Error('expected two proposals');
    expect(later.start).toBeGreaterThan(first.start);
    expect(w.events.some((e) => e.type === 'answer')).toBe(false);
    expect((await w.approvals.get(first.token)).status).toBe('rejected');
  });

  it('"what about Tuesday?" moves the suggestion to Tuesday', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow at 10am', w.context());
    await runTurn('what about Tuesday?', w.context());
    const moved = proposals(w.events)[1];
    expect(moved !== undefined && dayOf(moved.start)).toBe('2026-11-24');
  });

  it('"got anything in the afternoon?" searches the afternoon of the suggestion’s own day', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com on Tuesday at 9am', w.context());
    await runTurn('got anything in the afternoon?', w.context());
    const [first, afternoon] = proposals(w.events);
    if (first === undefined || afternoon === undefined) throw new Error('expected two proposals');
    expect(dayOf(afternoon.start)).toBe(dayOf(first.start));
    expect(hourOf(afternoon.start)).toBeGreaterThanOrEqual(12);
    expect(hourOf(afternoon.start)).toBeLessThan(17);
    // A new event is never made of the words: the title stays.
    expect(afternoon.title).toBe(first.title);
  });

  it('"any slots after 3?" searches after 3 on the suggestion’s own day, not today', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com on Tuesday at 9am', w.context());
    await runTurn('any slots after 3?', w.context());
    const [first, after] = proposals(w.events);
    if (first === undefined || after === undefined) throw new Error('expected two proposals');
    expect(dayOf(after.start)).toBe(dayOf(first.start));
    expect(hourOf(after.start)).toBeGreaterThanOrEqual(15);
  });

  it('reads the same words as a question when no suggestion is waiting', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('anything on Tuesday?', w.context());
    expect(proposals(w.events)).toHaveLength(0);
    expect(w.events.some((e) => e.type === 'answer')).toBe(true);
  });
});

describe('a typed reply to the cards still waiting', () => {
  it('"yes, go ahead" is a reply naming the suggestions waiting, and changes nothing itself', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow at 3pm', w.context());
    const [first] = proposals(w.events);
    w.events.length = 0;
    await runTurn('yes, go ahead please', w.context());
    const reply = w.events.find((e) => e.type === 'reply');
    expect(reply).toEqual({ type: 'reply', reply: 'approve', tokens: [first?.token] });
    expect(await w.calendar.allEvents()).toEqual([]);
  });

  it('"never mind" is a rejecting reply', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('meeting with dana@corp.com tomorrow at 3pm', w.context());
    w.events.length = 0;
    await runTurn('never mind', w.context());
    expect(w.events.find((e) => e.type === 'reply')).toMatchObject({ reply: 'reject' });
  });

  it('with nothing waiting, says so instead of reading "yes" as something to schedule', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('yes', w.context());
    expect(w.events.some((e) => e.type === 'reply' || e.type === 'proposal')).toBe(false);
    expect(lastText(w.events)).toMatch(/^Nothing is waiting for your approval/);
  });
});
