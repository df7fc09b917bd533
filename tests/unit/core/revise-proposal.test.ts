import { describe, expect, it } from 'vitest';
import { eventIdSchema } from '../../../lib/core/domain/calendar-event';
import { reviseProposal } from '../../../lib/core/pipeline/revise-proposal';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { Proposal } from '../../../lib/core/pipeline/turn-event';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday
const at = (iso: string): number => Date.parse(iso);

type World = Awaited<ReturnType<typeof createTestWorld>>;

async function propose(w: World, text: string): Promise<Proposal> {
  w.events.length = 0;
  await runTurn(text, w.context());
  const proposal = w.events.flatMap((e) => (e.type === 'proposal' ? [e.proposal] : [])).at(-1);
  if (proposal === undefined) throw new Error(`no proposal for "${text}"`);
  return proposal;
}

const minutesOf = (p: Proposal): number => (p.end - p.start) / 60_000;

describe('picking another place on a suggested event', () => {
  it('writes the new location on approval, keeps the time, title and description, and closes the old card', async () => {
    const w = await createTestWorld(NOW);
    const first = await propose(w, 'coffee at Kiln & Bean tomorrow at 3pm');
    expect(first.location).toBeDefined();
    const location = 'Berwick Street Espresso, 4 Berwick Street, London';
    const revised = await reviseProposal(
      { token: first.token, title: first.title, start: first.start, durationMinutes: minutesOf(first), location },
      w.context(),
    );
    expect(revised).toMatchObject({ title: first.title, start: first.start, end: first.end, location });
    const [before, after] = [await w.approvals.get(first.token), await w.approvals.get(revised.token)];
    expect(before.status).toBe('rejected');
    expect(after.description).toBe(before.description);

    await w.approvals.approve(revised.token);
    const [event] = await w.calendar.allEvents();
    expect(event).toMatchObject({ title: first.title, location });
    expect(event?.time).toMatchObject({ start: first.start, end: first.end });
  });

  it('keeps the location when none is given and only the time changes', async () => {
    const w = await createTestWorld(NOW);
    const first = await propose(w, 'coffee at Blue Bottle tomorrow at 3pm');
    const start = at('2026-11-23T16:00:00-05:00');
    const revised = await reviseProposal(
      { token: first.token, title: first.title, start, durationMinutes: minutesOf(first) },
      w.context(),
    );
    expect(revised.location).toBe(first.location);
    expect(revised.start).toBe(start);
    await w.approvals.approve(revised.token);
    expect((await w.calendar.allEvents())[0]?.location).toBe(first.location);
  });

  it('changes the place of a suggested move: still one update of the same event, shown as a place change', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent({
      ...timedDraft('coff00001', 'Coffee', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00'),
      location: 'Blue Bottle',
    });
    const move = await propose(w, 'move my coffee tomorrow to 4pm');
    expect(move.change).toBe('update');
    const revised = await reviseProposal(
      { token: move.token, title: move.title, start: move.start, durationMinutes: minutesOf(move), location: 'Kiln & Bean' },
      w.context(),
    );
    expect(revised).toMatchObject({ change: 'update', location: 'Kiln & Bean', previous: move.previous });
    expect(revised.review?.items[0]?.diff.map((f) => f.field)).toContain('location');
    await w.approvals.approve(revised.token);
    const event = await w.calendar.getEvent(eventIdSchema.parse('coff00001'));
    expect(event?.location).toBe('Kiln & Bean');
    expect(await w.calendar.allEvents()).toHaveLength(1);
  });

  it('changes the place of one moved day of a repeating event, and only that day', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent({
      ...timedDraft('stan00002', 'Standup', '2026-11-23T09:00:00-05:00', '2026-11-23T09:15:00-05:00'),
      recurrence: ['RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'],
    });
    const move = await propose(w, 'move the standup on Wednesday to 10am');
    const revised = await reviseProposal(
      { token: move.token, title: move.title, start: move.start, durationMinutes: minutesOf(move), location: 'Room 4' },
      w.context(),
    );
    expect(revised).toMatchObject({ change: 'update', location: 'Room 4', start: move.start, previous: move.previous });
    await w.approvals.approve(revised.token);
    const week = await w.calendar.listOccurrences(
      { start: at('2026-11-23T00:00:00-05:00'), end: at('2026-11-28T00:00:00-05:00') },
      'America/New_York',
    );
    expect(week.map((o) => [new Date(o.start).toISOString(), o.event.location])).toEqual([
      ['2026-11-23T14:00:00.000Z', undefined],
      ['2026-11-24T14:00:00.000Z', undefined],
      ['2026-11-25T15:00:00.000Z', 'Room 4'],
      ['2026-11-26T14:00:00.000Z', undefined],
      ['2026-11-27T14:00:00.000Z', undefined],
    ]);
  });
});
