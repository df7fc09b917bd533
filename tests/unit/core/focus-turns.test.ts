import { describe, expect, it } from 'vitest';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

// Whole turns that point back at what the last turn listed or asked: the conversation's focus.
const NOW = '2026-11-24T09:00:00-05:00'; // Tuesday

async function world() {
  const w = await createTestWorld(NOW);
  for (const d of [
    timedDraft('dana00001', 'Check-in with Dana', '2026-11-24T10:00:00-05:00', '2026-11-24T10:30:00-05:00'),
    timedDraft('jord00001', 'Check-in with Jordan', '2026-11-25T11:30:00-05:00', '2026-11-25T12:00:00-05:00'),
    timedDraft('gymm00001', 'Gym', '2026-11-25T07:00:00-05:00', '2026-11-25T08:00:00-05:00'),
    timedDraft('revi00001', 'Design review', '2026-11-25T15:30:00-05:00', '2026-11-25T16:30:00-05:00'),
    timedDraft('budg00001', 'Budget check', '2026-11-26T15:00:00-05:00', '2026-11-26T15:30:00-05:00'),
  ])
    await w.calendar.insertEvent(d);
  return w;
}

function lastOf<T extends TurnEvent['type']>(events: TurnEvent[], type: T): Extract<TurnEvent, { type: T }> | undefined {
  return events.findLast((e): e is Extract<TurnEvent, { type: T }> => e.type === type);
}

function approvedDeletes(w: Awaited<ReturnType<typeof world>>): string[] {
  const card = lastOf(w.events, 'approval');
  if (card === undefined) return [];
  return card.approval.review.items.map((i) => i.title);
}

describe('answering "which one do you mean?"', () => {
  it('lists the events it asks about, and an answer that picks one runs the request again for that one', async () => {
    const w = await world();
    await runTurn('cancel my check-in', w.context());
    const question = lastOf(w.events, 'text');
    expect(question?.text).toMatch(/Which one do you mean\?$/);
    expect(question?.agenda?.map((a) => a.title)).toEqual(['Check-in with Dana', 'Check-in with Jordan']);
    w.events.length = 0;
    await runTurn('the one with jordan', w.context());
    expect(approvedDeletes(w)).toEqual(['Check-in with Jordan']);
  });

  it('an answer that picks none of them is read as a request of its own', async () => {
    const w = await world();
    await runTurn('cancel my check-in', w.context());
    w.events.length = 0;
    await runTurn('what do I have tomorrow?', w.context());
    expect(lastOf(w.events, 'approval')).toBeUndefined();
    expect(lastOf(w.events, 'answer')?.answer.kind).toBe('agenda');
  });
});

describe('"it" and "the first one" after an answer', () => {
  it('"move it to 5pm" after "when is the budget check?" moves that event', async () => {
    const w = await world();
    await runTurn('when is the budget check?', w.context());
    w.events.length = 0;
    await runTurn('move it to 5pm', w.context());
    const proposal = lastOf(w.events, 'proposal')?.proposal;
    expect(proposal?.title).toBe('Budget check');
    expect(proposal?.start).toBe(Date.parse('2026-11-26T17:00:00-05:00'));
  });

  it("\"cancel the first one\" after a day's agenda is that day's first event, not today's", async () => {
    const w = await world();
    await runTurn('what do I have tomorrow?', w.context());
    w.events.length = 0;
    await runTurn('cancel the first one', w.context());
    expect(approvedDeletes(w)).toEqual(['Gym']);
  });

  it('"cancel the last one" after a day\'s agenda is that day\'s last event', async () => {
    const w = await world();
    await runTurn('what do I have tomorrow?', w.context());
    w.events.length = 0;
    await runTurn('cancel the last one', w.context());
    expect(approvedDeletes(w)).toEqual(['Design review']);
  });
});

describe('answering "who is…?" for a new event', () => {
  it('an address completes the request it asked about', async () => {
    const w = await world();
    await runTurn('coffee with zoe tomorrow', w.context());
    expect(lastOf(w.events, 'text')?.text).toMatch(/What is Zoe's email address\?/);
    w.events.length = 0;
    await runTurn('zoe@acme.test', w.context());
    const proposal = lastOf(w.events, 'proposal')?.proposal;
    expect(proposal?.attendees.map((a) => a.email)).toEqual(['zoe@acme.test']);
  });
});

describe('"no, the one next week" after a card', () => {
  it('closes the card it corrects and suggests the one said instead', async () => {
    const w = await world();
    await w.calendar.insertEvent(
      timedDraft('revi00002', 'Design review', '2026-12-02T15:30:00-05:00', '2026-12-02T16:30:00-05:00'),
    );
    await runTurn('cancel the design review tomorrow', w.context());
    const first = lastOf(w.events, 'approval')?.approval;
    expect(first?.review.items.map((i) => i.title)).toEqual(['Design review']);
    w.events.length = 0;
    await runTurn('no, the one next week', w.context());
    const second = lastOf(w.events, 'approval')?.approval;
    expect(second?.description).toMatch(/Wed 2 Dec/);
    expect((await w.approvals.get(first?.token ?? '')).status).toBe('rejected');
  });
});

describe('a guest name one slip from someone on the calendar', () => {
  it('invites that person, spells the name right in the title, and says whom it took the name for', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent({
      ...timedDraft('hann00001', 'Design sync', '2026-11-20T10:00:00-05:00', '2026-11-20T10:30:00-05:00'),
      attendees: [{ email: 'hannah@corp.test', name: 'Hannah Becker' }],
    });
    await runTurn('meeting with hanah tomorrow at 2pm', w.context());
    const proposal = lastOf(w.events, 'proposal')?.proposal;
    expect(proposal?.title).toBe('Meeting with Hannah');
    expect(proposal?.attendees.map((a) => a.email)).toEqual(['hannah@corp.test']);
    expect(proposal?.notices ?? []).toContain('I took "Hanah" to be Hannah Becker.');
  });
});
