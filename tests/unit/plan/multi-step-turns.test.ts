import { describe, expect, it } from 'vitest';
import { createMemoryWorkflowStore } from '../../../lib/adapters/memory-workflow-store';
import type { EventOccurrence } from '../../../lib/core/domain/calendar-event';
import type { ApprovalRequest, TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { continueWorkflow, type ContinueContext } from '../../../lib/core/plan/continue-workflow';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const NOW = '2026-11-24T09:00:00-05:00';
const ZONE = 'America/New_York';
const lucas = { email: 'lucas@acme.com', name: 'Lucas Moreau' };
const priya = { email: 'priya@acme.com', name: 'Priya Natarajan' };
const hannah = { email: 'hannah@acme.com', name: 'Hannah Becker' };

/** Tue 24 Nov 2026, 09:00 New York: a week with interviews, classes, Friday meetings and the gym. */
async function world() {
  const w = await createTestWorld(NOW, ZONE);
  const add = (id: string, title: string, start: string, end: string, attendees: { email: string; name: string }[] = []) =>
    w.calendar.insertEvent({ ...timedDraft(id, title, start, end), attendees });
  await add('intv000001', 'Interview: Designer', '2026-11-24T14:00:00-05:00', '2026-11-24T14:30:00-05:00', [hannah]);
  await add('intv000002', 'Interview: Engineer', '2026-12-01T14:00:00-05:00', '2026-12-01T14:30:00-05:00', [hannah]);
  await add('intv000003', 'Interview: Analyst', '2026-12-03T15:00:00-05:00', '2026-12-03T15:30:00-05:00', [hannah]);
  await add('priya00001', '1:1 with Priya', '2026-11-30T16:00:00-05:00', '2026-11-30T16:30:00-05:00', [priya]);
  // Thursday 26 Nov: the morning's working hours are full; a class and a meeting in the afternoon.
  await add('workshop01', 'Pricing workshop', '2026-11-26T09:00:00-05:00', '2026-11-26T12:00:00-05:00', [hannah]);
  await add('spanish001', 'Spanish class', '2026-11-26T16:00:00-05:00', '2026-11-26T17:00:00-05:00');
  await add('vendor0001', 'Vendor call', '2026-11-26T14:00:00-05:00', '2026-11-26T14:30:00-05:00', [lucas]);
  // Friday 27 Nov and the week after.
  await add('pipeline01', 'Pipeline review', '2026-11-27T10:00:00-05:00', '2026-11-27T10:30:00-05:00', [lucas]);
  await add('gym0000001', 'Gym', '2026-11-30T09:00:00-05:00', '2026-11-30T10:00:00-05:00');
  const workflows = createMemoryWorkflowStore();
  const { emit: _emit, ...input } = w.context();
  const ctx: ContinueContext = { ...input, workflows };
  const turn = async (text: string) => {
    const start = w.events.length;
    await runTurn(text, { ...w.context(), workflows });
    return w.events.slice(start);
  };
  /** Approves every card the turn made, as `ask --yes` does, and returns what the steps after them said. */
  const approveAll = async (events: readonly TurnEvent[]): Promise<TurnEvent[]> => {
    const said: TurnEvent[] = [];
    for (const card of cardsOf(events)) {
      await w.approvals.approve(card.token);
      const workflow = await workflows.get(card.token);
      if (workflow !== undefined) said.push(...(await continueWorkflow(workflow, 'approved', ctx)).events);
    }
    return said;
  };
  const at = async (id: string): Promise<EventOccurrence | undefined> => {
    const range = { start: Date.parse('2026-11-20T00:00:00-05:00'), end: Date.parse('2026-12-20T00:00:00-05:00') };
    return (await w.calendar.listOccurrences(range, ZONE)).find((o) => o.event.id === id);
  };
  return { ...w, turn, approveAll, at };
}

function cardsOf(events: readonly TurnEvent[]): ApprovalRequest[] {
  return events.flatMap((e) => (e.type === 'approval' ? [e.approval] : []));
}

function answersOf(events: readonly TurnEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'answer' ? [e.answer.text] : []));
}

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('several steps in one message, run', () => {
  it('answers "how many are left" after the cancel asked before it is approved', async () => {
    const w = await world();
    const events = await w.turn('scrap the interview today, and tell me how many interviews I have left this year');
    // Nothing is counted before the cancel is approved.
    expect(answersOf(events)).toEqual([]);
    const after = await w.approveAll(events);
    expect(await w.at('intv000001')).toBeUndefined();
    expect(answersOf(after).join(' ')).toMatch(/\b2 interviews\b/);
  });

  it('books the new event right after the moved one ends', async () => {
    const w = await world();
    const events = await w.turn('move my 1:1 with Priya on Monday to 5pm and book 15 min with lucas@acme.com right after');
    const proposal = events.find((e) => e.type === 'proposal');
    expect(proposal?.type === 'proposal' && iso(proposal.proposal.start)).toBe(iso(Date.parse('2026-11-30T17:30:00-05:00')));
    expect(proposal?.type === 'proposal' && proposal.proposal.end - proposal.proposal.start).toBe(15 * 60_000);
    await w.approveAll(events);
    expect(iso((await w.at('priya00001'))?.start)).toBe(iso(Date.parse('2026-11-30T17:00:00-05:00')));
  });

  it('says who is coming to the meeting it just moved', async () => {
    const w = await world();
    const events = await w.turn("push the pipeline review to 2pm and who's coming?");
    expect(answersOf(events).join(' ')).toMatch(/Lucas Moreau/);
    expect(cardsOf(events)).toHaveLength(1);
  });
});

describe('many events moved, with what stays and what is kept clear', () => {
  it('puts a class moved "to mornings" before working hours when they are full, but never a meeting', async () => {
    const w = await world();
    const events = await w.turn('move my afternoon classes and meetings on thursday to the morning');
    await w.approveAll(events);
    const moved = await w.calendar.allEvents();
    const spanish = moved.find((e) => e.title === 'Spanish class');
    expect(spanish?.time.kind === 'timed' && iso(spanish.time.start)).toBe(iso(Date.parse('2026-11-26T08:00:00-05:00')));
    // The meeting stays where it is: the early hours are the person's own, not their guests'.
    expect(iso((await w.at('vendor0001'))?.start)).toBe(iso(Date.parse('2026-11-26T14:00:00-05:00')));
  });

  it.each([
    ['can u move friday mtgs to next wk when ppl are free but dont make me miss the gym', '2026-11-30T10:00:00-05:00'],
    [
      "move this friday's meetings to next week whenever everyone's around, don't schedule over my gym",
      '2026-11-30T10:00:00-05:00',
    ],
    [
      'Move my Friday meetings to a time that works for everyone next week, keep my gym sessions, and nothing on Monday',
      '2026-12-01T09:00:00-05:00',
    ],
  ])('%s', async (text, start) => {
    const w = await world();
    await w.approveAll(await w.turn(text));
    expect(iso((await w.at('pipeline01'))?.start)).toBe(iso(Date.parse(start)));
    expect(iso((await w.at('gym0000001'))?.start)).toBe(iso(Date.parse('2026-11-30T09:00:00-05:00')));
  });

  it('clears a day named with the reason said as a clause, and drafts the note', async () => {
    const w = await world();
    const events = await w.turn("clear this friday, i'm travelling. let everyone know");
    const card = cardsOf(events)[0];
    expect(card?.review.items.map((i) => `${i.kind} ${i.title}`)).toEqual(['delete Pipeline review']);
    expect(events.some((e) => e.type === 'link')).toBe(true);
  });
});
