import { describe, expect, it } from 'vitest';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import { createTestWorld, timedDraft } from '../../helpers/fakes';
import { only } from '../../helpers/turn-events';

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday
const at = (iso: string): number => Date.parse(iso);

describe('runTurn with the built-in engine', () => {
  it('on a day off, says the time is outside working hours rather than that it clashes', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('find 30 minutes today', w.context());
    expect(only(w.events, 'proposal').proposal.reason).toBe(
      'Nothing in that range is inside working hours; this is the nearest time that is free.',
    );
  });

  it('acknowledges first, proposes the named time, ends with done, and writes nothing', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('coffee with sam@acme.com tomorrow at 3pm for 30 minutes', w.context());
    expect(w.events[0]?.type).toBe('ack');
    expect(w.events.at(-1)?.type).toBe('done');
    const { proposal } = only(w.events, 'proposal');
    expect(proposal).toMatchObject({
      title: 'Coffee',
      start: at('2026-11-23T15:00:00-05:00'),
      end: at('2026-11-23T15:30:00-05:00'),
      timeZone: 'America/New_York',
      attendees: [{ email: 'sam@acme.com', name: 'Sam' }],
      conflicts: [],
      alternatives: [],
    });
    expect(await w.calendar.allEvents()).toEqual([]);
    expect((await w.approvals.get(proposal.token)).status).toBe('suggested');
  });

  it('warns about an overlap at the named time and offers free alternatives that do not overlap', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent(
      timedDraft('bus000001', 'Design review', '2026-11-23T14:30:00-05:00', '2026-11-23T16:00:00-05:00'),
    );
    await runTurn('coffee with sam@acme.com tomorrow at 3pm for 30 minutes', w.context());
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.conflicts.map((c) => c.title)).toEqual(['Design review']);
    expect(proposal.alternatives.length).toBeGreaterThan(0);
    for (const alt of proposal.alternatives) {
      expect(alt.end - alt.start).toBe(30 * 60_000);
      expect(alt.start >= at('2026-11-23T16:00:00-05:00') || alt.end <= at('2026-11-23T14:30:00-05:00')).toBe(true);
    }
  });

  it('picks a free working-hours slot on the named day when no time is named, with distinct alternatives', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent(timedDraft('bus000002', 'Planning', '2026-11-23T09:00:00-05:00', '2026-11-23T11:00:00-05:00'));
    await runTurn('meeting with dana@corp.com tomorrow', w.context());
    const { proposal } = only(w.events, 'proposal');
    const slots = [proposal, ...proposal.alternatives];
    for (const slot of slots) {
      expect(slot.end - slot.start).toBe(30 * 60_000);
      expect(slot.start).toBeGreaterThanOrEqual(at('2026-11-23T11:00:00-05:00'));
      expect(slot.end).toBeLessThanOrEqual(at('2026-11-23T17:00:00-05:00'));
    }
    expect(proposal.alternatives.length).toBe(3);
    expect(new Set(slots.map((s) => s.start)).size).toBe(4);
    expect(proposal.conflicts).toEqual([]);
  });

  it('obeys a constraint stated in the request and reads it back', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('find an hour with dana@corp.com next week, no meetings on Monday, not before 11', w.context());
    const { proposal } = only(w.events, 'proposal');
    for (const slot of [proposal, ...proposal.alternatives]) {
      const local = new Date(slot.start).toLocaleString('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: 'numeric',
        hour12: false,
      });
      expect(local).not.toMatch(/^Mon/);
      expect(Number(local.split(' ').at(-1))).toBeGreaterThanOrEqual(11);
    }
    expect(proposal.understood?.length).toBe(2);
  });

  it('asks instead of proposing when the person says not to act yet', async () => {
    const w = await createTestWorld(NOW);
    await runTurn("just checking, don't book anything: coffee with sam@acme.com tomorrow at 3pm", w.context());
    expect(w.events.some((e) => e.type === 'proposal')).toBe(false);
    expect(only(w.events, 'text').text.length).toBeGreaterThan(0);
  });

  it('proposes a repeating event with its rule in words', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('team sync every Tuesday at 9am', w.context());
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.start).toBe(at('2026-11-24T09:00:00-05:00'));
    expect(proposal.repeats).toBe('every week on Tuesday');
  });

  it('lists a created event when asked what is on that day', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('coffee with sam@acme.com tomorrow at 3pm for 30 minutes', w.context());
    await w.approvals.approve(only(w.events, 'proposal').proposal.token);
    w.events.length = 0;
    await runTurn("What's on tomorrow?", w.context());
    const { answer } = only(w.events, 'answer');
    expect(answer.text).toMatch(/^1 event on Mon 23 Nov\b/);
    expect(answer.days?.flatMap((d) => d.items.map((a) => a.title))).toEqual(['Coffee']);
  });

  it('answers an unreadable request with a clarifying question, not an error', async () => {
    const w = await createTestWorld(NOW);
    await runTurn('asdf qwer', w.context());
    expect(only(w.events, 'text').text).toMatch(/didn't catch/);
    expect(w.events.some((e) => e.type === 'error')).toBe(false);
  });

  it('asks for approval before cancelling the one matching event', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent(timedDraft('dent00001', 'Dentist', '2026-11-27T10:00:00-05:00', '2026-11-27T11:00:00-05:00'));
    await runTurn('cancel my dentist appointment on Friday', w.context());
    const { approval } = only(w.events, 'approval');
    expect(approval.description).toBe('Delete "Dentist" on Fri 27 Nov, 10:00–11:00');
    expect(await w.calendar.allEvents()).toHaveLength(1);
  });
});

describe('in-person events at a named place', () => {
  it('keeps travel time free around them', async () => {
    const w = await createTestWorld(NOW);
    await w.calendar.insertEvent(timedDraft('bus000003', 'Standup', '2026-11-23T09:00:00-05:00', '2026-11-23T09:30:00-05:00'));
    // Without travel time, 09:30 (straight after standup) would be offered.
    await runTurn('coffee with sam@acme.com at Blue Bottle tomorrow between 9:30 and 10:30 for 30 minutes', w.context());
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.location).toBe('Blue Bottle');
    const starts = [proposal, ...proposal.alternatives].map((s) => s.start);
    expect(starts).toEqual([at('2026-11-23T10:00:00-05:00')]);
  });
});
