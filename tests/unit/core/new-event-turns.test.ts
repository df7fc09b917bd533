import { describe, expect, it } from 'vitest';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { createTestWorld, timedDraft } from '../../helpers/fakes';
import { only } from '../../helpers/turn-events';

// A new event through a whole turn with the built-in engine: what is written once approved, and
// when the turn asks instead of suggesting anything. Today is Sunday 22 November 2026 in New York.
const NOW = '2026-11-22T10:00:00-05:00';

/** A past meeting that makes Mei a known guest, by address. */
async function worldWithMei() {
  const w = await createTestWorld(NOW);
  await w.calendar.insertEvent({
    ...timedDraft('mei000001', 'Design sync', '2026-11-20T10:00:00-05:00', '2026-11-20T10:30:00-05:00'),
    attendees: [{ email: 'mei@kairos.test', name: 'Mei Chen' }],
  });
  return w;
}

describe('an all-day event', () => {
  it('waits on a card and, once approved, takes the day as a date, free', async () => {
    const w = await createTestWorld(NOW);
    await runTurn("Create an all-day event 'Quarter close' on December 31", w.context());
    const { approval } = only(w.events, 'approval');
    expect(approval.kind).toBe('create');
    expect(approval.description).toBe('Create all-day "Quarter close" on Thu 31 Dec');
    expect(await w.calendar.allEvents()).toEqual([]);
    await w.approvals.approve(approval.token);
    const [made] = await w.calendar.allEvents();
    expect(made).toMatchObject({
      title: 'Quarter close',
      time: { kind: 'allDay', startDate: '2026-12-31', endDate: '2027-01-01' },
      transparency: 'transparent',
    });
  });

  it('keeps the day busy when the words block it', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('block all day friday for travel', w.context());
    await w.approvals.approve(only(w.events, 'approval').approval.token);
    const [made] = await w.calendar.allEvents();
    expect(made).toMatchObject({ time: { kind: 'allDay', startDate: '2026-11-27' }, transparency: 'opaque' });
  });

  it('asks which day when none is said', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('add an all day event called Moving day', w.context());
    expect(only(w.events, 'text').text).toBe('Which day should "Moving day" be on?');
    expect(w.events.some((e) => e.type === 'approval' || e.type === 'proposal')).toBe(false);
  });
});

describe('people in a new event', () => {
  it('invites a guest the calendar knows by first name', async () => {
    const w = await worldWithMei();
    await runTurn('lunch with mei on friday at noon', w.context());
    expect(only(w.events, 'proposal').proposal.attendees).toEqual([{ email: 'mei@kairos.test', name: 'Mei Chen' }]);
  });

  it('asks for the address of someone the calendar has never seen, and suggests nothing', async () => {
    const w = await worldWithMei();
    await runTurn('book a meeting with Jamie tomorrow at 3', w.context());
    expect(w.events.some((e) => e.type === 'proposal')).toBe(false);
    expect(only(w.events, 'text').text).toBe(
      "Nobody called Jamie is on your calendar's events, so I have no address to invite. What is Jamie's email address?",
    );
  });
});

describe('a new event with nothing to go on', () => {
  it.each([['schedule a meeting'], ['put something on my calendar for next week']])(
    '"%s" asks what it is and suggests nothing',
    async (text) => {
      const w = await createTestWorld(NOW);
      await runTurn(text, w.context());
      expect(w.events.some((e) => e.type === 'proposal')).toBe(false);
      expect(only(w.events, 'text').text).toMatch(/\?/);
    },
  );
});
