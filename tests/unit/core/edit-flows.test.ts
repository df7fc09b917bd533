import { describe, expect, it } from 'vitest';
import { eventIdSchema, type CalendarEvent } from '../../../lib/core/domain/calendar-event';
import { runTurn, type TurnOutcome } from '../../../lib/core/pipeline/run-turn';
import type { Proposal, TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday
const at = (iso: string): number => Date.parse(iso);

type World = Awaited<ReturnType<typeof createTestWorld>>;

function proposals(events: readonly TurnEvent[]): Proposal[] {
  return events.flatMap((e) => (e.type === 'proposal' ? [e.proposal] : []));
}
function texts(events: readonly TurnEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'text' ? [e.text] : []));
}

/** One built-in turn: its proposal (if any), its text, and the outcome; the world's event log is cleared first. */
async function say(w: World, text: string): Promise<{ proposal?: Proposal; text: string; outcome: TurnOutcome }> {
  w.events.length = 0;
  const outcome = await runTurn(text, w.context());
  expect(outcome.modelCalls).toBe(0);
  expect(w.events.some((e) => e.type === 'error')).toBe(false);
  const all = proposals(w.events);
  expect(all.length).toBeLessThanOrEqual(1);
  const [proposal] = all;
  return { ...(proposal === undefined ? {} : { proposal }), text: texts(w.events).join('\n'), outcome };
}

async function mustPropose(w: World, text: string): Promise<Proposal> {
  const { proposal, text: said } = await say(w, text);
  if (proposal === undefined) throw new Error(`no proposal for "${text}"; said: ${said}`);
  return proposal;
}

async function eventTime(w: World, id: string): Promise<{ start: number; end: number } | undefined> {
  const event = await w.calendar.getEvent(eventIdSchema.parse(id));
  return event?.time.kind === 'timed' ? { start: event.time.start, end: event.time.end } : undefined;
}

async function worldWith(...drafts: Parameters<World['calendar']['insertEvent']>[0][]): Promise<World> {
  const w = await createTestWorld(NOW);
  for (const d of drafts) await w.calendar.insertEvent(d);
  return w;
}

const dentist = timedDraft('dent00001', 'Dentist', '2026-11-24T10:00:00-05:00', '2026-11-24T11:00:00-05:00');

describe('moving an event already in the calendar', () => {
  it('proposes the named time as an update, writes only on approval, and undo puts it back', async () => {
    const w = await worldWith(dentist);
    const proposal = await mustPropose(w, 'move the dentist to Friday at 2');
    expect(proposal).toMatchObject({
      change: 'update',
      title: 'Dentist',
      start: at('2026-11-27T14:00:00-05:00'),
      end: at('2026-11-27T15:00:00-05:00'),
      previous: { start: at('2026-11-24T10:00:00-05:00'), end: at('2026-11-24T11:00:00-05:00') },
      conflicts: [],
    });
    expect(await eventTime(w, 'dent00001')).toEqual({
      start: at('2026-11-24T10:00:00-05:00'),
      end: at('2026-11-24T11:00:00-05:00'),
    });

    const { audit } = await w.approvals.approve(proposal.token);
    expect(await eventTime(w, 'dent00001')).toEqual({
      start: at('2026-11-27T14:00:00-05:00'),
      end: at('2026-11-27T15:00:00-05:00'),
    });
    expect(await w.calendar.allEvents()).toHaveLength(1);

    await w.approvals.undo(audit.id);
    expect(await eventTime(w, 'dent00001')).toEqual({
      start: at('2026-11-24T10:00:00-05:00'),
      end: at('2026-11-24T11:00:00-05:00'),
    });
  });
});

describe('moving an event named by its start time', () => {
  const threePm = timedDraft('thre00001', 'Budget chat', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00');

  it('moves "my 3pm" to 4pm the same day, and a nudge within its own time does not clash with itself', async () => {
    const w = await worldWith(threePm);
    const proposal = await mustPropose(w, 'move my 3pm to 4pm');
    expect(proposal).toMatchObject({
      change: 'update',
      start: at('2026-11-23T16:00:00-05:00'),
      end: at('2026-11-23T16:30:00-05:00'),
      previous: { start: at('2026-11-23T15:00:00-05:00') },
      conflicts: [],
      reason: 'The new time is free.',
    });
    const nudge = await mustPropose(w, 'move my 3pm to 3:15pm');
    expect(nudge.start).toBe(at('2026-11-23T15:15:00-05:00'));
    expect(nudge.conflicts).toEqual([]);
  });

  it('shows the clash and free alternatives when another event is at the new time', async () => {
    const w = await worldWith(
      threePm,
      timedDraft('intv00001', 'Interview', '2026-11-23T16:00:00-05:00', '2026-11-23T17:00:00-05:00'),
    );
    const proposal = await mustPropose(w, 'move my 3pm to 4pm');
    expect(proposal.start).toBe(at('2026-11-23T16:00:00-05:00'));
    expect(proposal.conflicts.map((c) => c.title)).toEqual(['Interview']);
    expect(proposal.alternatives.length).toBeGreaterThan(0);
    for (const alt of proposal.alternatives) {
      expect(alt.end - alt.start).toBe(30 * 60_000);
      expect(alt.end <= at('2026-11-23T16:00:00-05:00') || alt.start >= at('2026-11-23T17:00:00-05:00')).toBe(true);
    }
  });
});

describe('other changes to a calendar event', () => {
  const teamSync = timedDraft('tsnc00001', 'Team sync', '2026-11-24T09:00:00-05:00', '2026-11-24T09:30:00-05:00');
  const review = timedDraft('revi00001', 'Design review', '2026-11-24T13:00:00-05:00', '2026-11-24T14:00:00-05:00');
  const standup = timedDraft('stan00001', 'Standup', '2026-11-24T11:00:00-05:00', '2026-11-24T11:15:00-05:00');

  it('pushes team sync back 30 minutes', async () => {
    const w = await worldWith(teamSync, review);
    const proposal = await mustPropose(w, 'push team sync back 30 minutes');
    expect(proposal).toMatchObject({
      title: 'Team sync',
      start: at('2026-11-24T09:30:00-05:00'),
      end: at('2026-11-24T10:00:00-05:00'),
    });
  });

  it('changes the length and keeps the start ("change the design review to 45 minutes", "extend … by 15 minutes")', async () => {
    const w = await worldWith(teamSync, review);
    const shorter = await mustPropose(w, 'change the design review to 45 minutes');
    expect(shorter).toMatchObject({
      change: 'update',
      start: at('2026-11-24T13:00:00-05:00'),
      end: at('2026-11-24T13:45:00-05:00'),
    });
    const w2 = await worldWith(review);
    const longer = await mustPropose(w2, 'extend the design review by 15 minutes');
    expect(longer).toMatchObject({ start: at('2026-11-24T13:00:00-05:00'), end: at('2026-11-24T14:15:00-05:00') });
  });

  it('renames an event without moving it, and approval writes the new title', async () => {
    const w = await worldWith(dentist);
    const proposal = await mustPropose(w, 'rename the dentist to Doctor visit');
    expect(proposal).toMatchObject({ change: 'update', title: 'Doctor visit', start: at('2026-11-24T10:00:00-05:00') });
    await w.approvals.approve(proposal.token);
    expect((await w.calendar.getEvent(eventIdSchema.parse('dent00001')))?.title).toBe('Doctor visit');
  });

  it('"can we do the standup earlier?" finds a free earlier time on its own day first', async () => {
    const w = await worldWith(teamSync, standup);
    const proposal = await mustPropose(w, 'can we do the standup earlier?');
    expect(proposal.start).toBeLessThan(at('2026-11-24T11:00:00-05:00'));
    expect(proposal.start).toBeGreaterThanOrEqual(at('2026-11-24T09:30:00-05:00'));
    expect(proposal.end - proposal.start).toBe(15 * 60_000);
    expect(proposal.conflicts).toEqual([]);
    for (const alt of proposal.alternatives) expect(alt.start).toBeLessThan(at('2026-11-24T11:00:00-05:00'));
  });

  it('says so and proposes nothing when nothing earlier is free', async () => {
    const w = await worldWith(
      timedDraft('blok00001', 'Workshop', '2026-11-23T09:00:00-05:00', '2026-11-23T17:00:00-05:00'),
      timedDraft('blok00002', 'Workshop', '2026-11-24T09:00:00-05:00', '2026-11-24T11:00:00-05:00'),
      standup,
    );
    const { proposal, text } = await say(w, 'can we do the standup earlier?');
    expect(proposal).toBeUndefined();
    expect(text).toBe('Nothing earlier is free for "Standup"; it stays at Tue 24 Nov, 11:00–11:15.');
  });

  it('asks what to change when the edit names no change at all', async () => {
    const w = await worldWith(dentist);
    const { proposal, text } = await say(w, 'move the dentist');
    expect(proposal).toBeUndefined();
    expect(text).toMatch(/^What should change\?/);
  });

  it('moves "to the afternoon" into the afternoon of the event’s own day', async () => {
    const w = await worldWith(dentist);
    const { proposal } = await say(w, 'move the dentist to the afternoon');
    expect(proposal?.change).toBe('update');
    expect(proposal?.start).toBeGreaterThanOrEqual(at('2026-11-24T12:00:00-05:00'));
    expect(proposal?.end).toBeLessThanOrEqual(at('2026-11-24T17:00:00-05:00'));
  });
});

describe('edits of the suggestion still waiting for approval', () => {
  const FIRST = 'coffee with sam@acme.com tomorrow at 3pm';

  it.each([
    ['make it 45 minutes', { start: at('2026-11-23T15:00:00-05:00'), end: at('2026-11-23T15:45:00-05:00'), title: 'Coffee' }],
    ['move it to 5pm', { start: at('2026-11-23T17:00:00-05:00'), end: at('2026-11-23T17:30:00-05:00'), title: 'Coffee' }],
    ['push it back an hour', { start: at('2026-11-23T16:00:00-05:00'), end: at('2026-11-23T16:30:00-05:00'), title: 'Coffee' }],
  ])('"%s" replaces the card, and the first can no longer be approved', async (edit, expected) => {
    const w = await createTestWorld(NOW);
    const first = await mustPropose(w, FIRST);
    const second = await mustPropose(w, edit);
    expect(second).toMatchObject({ ...expected, replaces: first.token, attendees: [{ email: 'sam@acme.com' }] });
    expect(second.change).not.toBe('update');
    await expect(w.approvals.approve(first.token)).rejects.toThrow(/replaced/);
    await w.approvals.approve(second.token);
    expect((await w.calendar.allEvents()).map((e) => e.time)).toEqual([
      expect.objectContaining({ start: expected.start, end: expected.end }),
    ]);
  });

  it('"can we do lunch instead?" becomes lunch at lunchtime that day, and "any earlier times?" still works', async () => {
    const w = await createTestWorld(NOW);
    const first = await mustPropose(w, FIRST);
    const lunch = await mustPropose(w, 'can we do lunch instead?');
    expect(lunch.replaces).toBe(first.token);
    expect(lunch.title).toBe('Lunch');
    expect(lunch.start).toBeGreaterThanOrEqual(at('2026-11-23T11:00:00-05:00'));
    expect(lunch.start).toBeLessThanOrEqual(at('2026-11-23T13:00:00-05:00'));
    expect(lunch.end - lunch.start).toBe(60 * 60_000);
    expect((await w.approvals.get(first.token)).status).toBe('rejected');

    const earlier = await mustPropose(w, 'any earlier times?');
    expect(earlier.replaces).toBe(lunch.token);
    expect(earlier.start).toBeLessThan(lunch.start);
    expect(earlier.title).toBe('Lunch');
  });

  it('"can we do lunch instead on Friday?" searches Friday at lunchtime', async () => {
    const w = await createTestWorld(NOW);
    await mustPropose(w, FIRST);
    const lunch = await mustPropose(w, 'can we do lunch instead on Friday?');
    expect(lunch.start).toBeGreaterThanOrEqual(at('2026-11-27T11:00:00-05:00'));
    expect(lunch.end).toBeLessThanOrEqual(at('2026-11-27T14:00:00-05:00'));
  });

  it('a suggested move changed again stays one update of the same event, from its calendar time', async () => {
    const w = await worldWith(dentist);
    const move = await mustPropose(w, 'move the dentist to Friday at 2');
    const shorter = await mustPropose(w, 'make it 30 minutes');
    expect(shorter).toMatchObject({
      change: 'update',
      replaces: move.token,
      start: at('2026-11-27T14:00:00-05:00'),
      end: at('2026-11-27T14:30:00-05:00'),
      previous: { start: at('2026-11-24T10:00:00-05:00'), end: at('2026-11-24T11:00:00-05:00') },
      conflicts: [],
    });
    await w.approvals.approve(shorter.token);
    expect(await w.calendar.allEvents()).toHaveLength(1);
    expect(await eventTime(w, 'dent00001')).toEqual({
      start: at('2026-11-27T14:00:00-05:00'),
      end: at('2026-11-27T14:30:00-05:00'),
    });
  });

  it('after approval, "move it to 5pm" proposes an update of the event it created', async () => {
    const w = await createTestWorld(NOW);
    const first = await mustPropose(w, FIRST);
    await w.approvals.approve(first.token);
    const [created] = await w.calendar.allEvents();
    const move = await mustPropose(w, 'move it to 5pm');
    expect(move).toMatchObject({
      change: 'update',
      title: 'Coffee',
      start: at('2026-11-23T17:00:00-05:00'),
      end: at('2026-11-23T17:30:00-05:00'),
      previous: { start: first.start, end: first.end },
    });
    expect(move.replaces).toBeUndefined();
    await w.approvals.approve(move.token);
    const events = await w.calendar.allEvents();
    expect(events.map((e) => e.id)).toEqual([created?.id]);
    expect(events[0]?.time).toMatchObject({ start: at('2026-11-23T17:00:00-05:00') });
  });
});

describe('a weekday alone is the one in the event’s week', () => {
  it.each([
    ['move the dentist to Tuesday', '2026-11-30T10:00:00-05:00', '2026-12-01T10:00:00-05:00'],
    ['move the dentist to thursday at the same time', '2026-12-07T10:00:00-05:00', '2026-12-10T10:00:00-05:00'],
    // Tonight's event: the Friday of its week has passed, so the next Friday to come.
    ['move the dentist to Friday', '2026-11-22T18:00:00-05:00', '2026-11-27T18:00:00-05:00'],
  ])('"%s" for an event at %s moves it to %s', async (text, from, to) => {
    const w = await worldWith(timedDraft('dent00001', 'Dentist', from, new Date(Date.parse(from) + 3_600_000).toISOString()));
    const proposal = await mustPropose(w, text);
    expect(new Date(proposal.start).toISOString()).toBe(new Date(to).toISOString());
  });
});

describe('edits Kairos cannot make or must ask about', () => {
  it('moves one day of a repeating event on the local calendar, leaves the others, and undo restores the series', async () => {
    const w = await worldWith({
      ...timedDraft('stan00002', 'Standup', '2026-11-23T09:00:00-05:00', '2026-11-23T09:15:00-05:00'),
      recurrence: ['RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'],
    });
    const series = await w.calendar.getEvent(eventIdSchema.parse('stan00002'));
    const proposal = await mustPropose(w, 'move the standup on Wednesday to 10am');
    expect(proposal).toMatchObject({
      change: 'update',
      title: 'Standup',
      start: at('2026-11-25T10:00:00-05:00'),
      end: at('2026-11-25T10:15:00-05:00'),
      previous: { start: at('2026-11-25T09:00:00-05:00'), end: at('2026-11-25T09:15:00-05:00') },
    });
    expect(await w.calendar.allEvents()).toHaveLength(1);

    const { audit } = await w.approvals.approve(proposal.token);
    const week = await w.calendar.listOccurrences(
      { start: at('2026-11-23T00:00:00-05:00'), end: at('2026-11-28T00:00:00-05:00') },
      'America/New_York',
    );
    expect(week.map((o) => [o.event.title, new Date(o.start).toISOString()])).toEqual([
      ['Standup', '2026-11-23T14:00:00.000Z'],
      ['Standup', '2026-11-24T14:00:00.000Z'],
      ['Standup', '2026-11-25T15:00:00.000Z'],
      ['Standup', '2026-11-26T14:00:00.000Z'],
      ['Standup', '2026-11-27T14:00:00.000Z'],
    ]);
    expect(week[2]?.event.id).not.toBe('stan00002');

    await w.approvals.undo(audit.id);
    // The series is written back as it was; only its etag and stamp are new.
    const fields = ({ etag: _etag, updatedAt: _updatedAt, ...rest }: CalendarEvent): object => rest;
    expect((await w.calendar.allEvents()).map(fields)).toEqual(series === undefined ? [] : [fields(series)]);
  });

  it('says this and the following days of a series cannot be moved on the local calendar, and proposes nothing', async () => {
    const w = await worldWith({
      ...timedDraft('stan00002', 'Standup', '2026-11-23T09:00:00-05:00', '2026-11-23T09:15:00-05:00'),
      recurrence: ['RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'],
    });
    const { proposal, text: said } = await say(w, 'move the standup on Wednesday to 10am, this and all following');
    expect(proposal).toBeUndefined();
    expect(said).toMatch(/"Standup" repeats\./);
    expect((await w.store.listAudit(10)).length).toBe(0);
  });

  it('asks which event when none matches', async () => {
    const w = await worldWith(dentist);
    const { proposal, text } = await say(w, 'move the gym to Friday');
    expect(proposal).toBeUndefined();
    expect(text).toBe('I couldn\'t find "gym" between Sun 22 Nov and Tue 22 Dec. Which one do you mean?');
  });

  it('asks which one, listing both, when two events match on the same day', async () => {
    const w = await worldWith(
      timedDraft('revi00002', 'Design review', '2026-11-24T13:00:00-05:00', '2026-11-24T14:00:00-05:00'),
      timedDraft('revi00003', 'Code review', '2026-11-24T15:00:00-05:00', '2026-11-24T15:30:00-05:00'),
    );
    const { proposal, text } = await say(w, 'move the review to Friday');
    expect(proposal).toBeUndefined();
    expect(text).toBe(
      'Several events match "review": "Design review" (Tue 24 Nov, 13:00–14:00), "Code review" (Tue 24 Nov, 15:00–15:30). Which one do you mean?',
    );
  });
});

describe('edits across the spring DST change in New York', () => {
  it('moves "my 9am on Monday" to 10am EDT and "push … back a day" keeps the wall-clock time', async () => {
    const w = await createTestWorld('2026-03-06T12:00:00-05:00');
    await w.calendar.insertEvent(timedDraft('plan00001', 'Planning', '2026-03-09T09:00:00-04:00', '2026-03-09T10:00:00-04:00'));
    await w.calendar.insertEvent(timedDraft('dinn00001', 'Dinner', '2026-03-07T19:00:00-05:00', '2026-03-07T20:00:00-05:00'));
    expect(await mustPropose(w, 'move my 9am on Monday to 10am')).toMatchObject({
      start: at('2026-03-09T10:00:00-04:00'),
      end: at('2026-03-09T11:00:00-04:00'),
    });
    expect(await mustPropose(w, 'push the dinner back a day')).toMatchObject({
      start: at('2026-03-08T19:00:00-04:00'),
      end: at('2026-03-08T20:00:00-04:00'),
    });
  });
});
