import { describe, expect, it } from 'vitest';
import type { SingleChange } from '../../../lib/core/approvals/pending-action';
import { eventIdSchema, type Attendee, type EventDraft } from '../../../lib/core/domain/calendar-event';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { TurnInput } from '../../../lib/core/pipeline/turn-context';
import { createTestWorld, timedDraft } from '../../helpers/fakes';
import { only } from '../../helpers/turn-events';

const NOW = '2026-11-22T10:00:00-05:00'; // Sunday; Friday is the 27th, Monday the 30th the Monday after
const at = (iso: string): number => Date.parse(iso);
const ny = (local: string): string => `2026-${local}:00-05:00`;

const guest = (email: string): Attendee => ({ email });
const event = (id: string, title: string, start: string, end: string, over: Partial<EventDraft> = {}): EventDraft => ({
  ...timedDraft(id, title, ny(start), ny(end)),
  ...over,
});
const allDay = (id: string, title: string, date: string): EventDraft => ({
  id: eventIdSchema.parse(id),
  title,
  time: { kind: 'allDay', startDate: date, endDate: `${date.slice(0, 8)}${String(Number(date.slice(8)) + 1).padStart(2, '0')}` },
  attendees: [],
  transparency: 'transparent',
});

/**
 * A busy Friday: plain meetings (each with someone else invited, as "meetings" means), plus one of
 * each kind a bulk change leaves alone.
 */
const FRIDAY: readonly EventDraft[] = [
  event('evt00001', 'Design review', '11-27T09:00', '11-27T10:00', { attendees: [guest('sam@acme.com')] }),
  event('evt00002', 'Lunch with Dana', '11-27T12:00', '11-27T13:00', { attendees: [guest('dana@corp.com')] }),
  event('evt00003', 'Client call', '11-27T16:00', '11-27T16:30', { attendees: [guest('client@bigco.com')] }),
  event('evt00004', 'Standup', '11-23T09:30', '11-23T09:45', {
    recurrence: ['RRULE:FREQ=DAILY'],
    attendees: [guest('team@acme.com')],
  }),
  allDay('evt00005', 'Company holiday', '2026-11-27'),
  event('evt00006', 'Offsite', '11-27T14:00', '11-27T15:00', {
    attendees: [{ email: 'me@home.org', self: true, responseStatus: 'declined' }, guest('lee@corp.com')],
  }),
];

async function world(events: readonly EventDraft[] = []) {
  const w = await createTestWorld(NOW);
  for (const e of events) await w.calendar.insertEvent(e);
  const before = await w.calendar.allEvents();
  /** Runs one turn and returns the bulk change it suggested, if any. */
  const turn = async (text: string, over: Partial<TurnInput> = {}) => {
    w.events.length = 0;
    await runTurn(text, { ...w.context(), ...over });
    const approval = w.events.find((e) => e.type === 'approval')?.approval;
    const action = approval === undefined ? undefined : await w.approvals.get(approval.token);
    const changes = action?.change.kind === 'bulk' ? action.change.changes : [];
    return { approval, action, changes };
  };
  const text = (): string => only(w.events, 'text').text;
  return { w, before, turn, text };
}

const titles = (changes: readonly SingleChange[]) => changes.map((c) => (c.kind === 'create' ? c.event.title : c.before.title));
/** What a change does, in short: a delete, or the EXDATE lines an update of a series adds. */
const effects = (changes: readonly SingleChange[]) =>
  changes.map((c) =>
    c.kind === 'update' ? (c.after.recurrence ?? []).filter((l) => !(c.before.recurrence ?? []).includes(l)) : c.kind,
  );
/** Friday's Standup in the FRIDAY calendar: the occurrence a bulk change takes out of the daily series. */
const FRIDAY_STANDUP = 'EXDATE;TZID=America/New_York:20261127T093000';
const times = (changes: readonly SingleChange[]) =>
  changes.map((c) => (c.kind === 'update' && c.after.time.kind === 'timed' ? [c.after.time.start, c.after.time.end] : []));

describe('bulk delete', () => {
  it('suggests one bulk change for the day, writes nothing, and says what it left alone', async () => {
    const { w, before, turn } = await world(FRIDAY);
    const { approval, action, changes } = await turn('cancel all my events on Friday');
    expect(approval?.kind).toBe('bulk');
    expect(approval?.description).toBe('Delete 4 events on Fri 27 Nov');
    // The daily Standup loses Friday's occurrence only: its series is updated, not deleted.
    expect(effects(changes)).toEqual(['delete', [FRIDAY_STANDUP], 'delete', 'delete']);
    expect(titles(changes)).toEqual(['Design review', 'Standup', 'Lunch with Dana', 'Client call']);
    expect(approval?.review.items.map((i) => [i.kind, i.title])).toEqual([
      ['delete', 'Design review'],
      ['update', 'Standup'],
      ['delete', 'Lunch with Dana'],
      ['delete', 'Client call'],
    ]);
    expect(approval?.review.items[1]?.diff).toEqual([
      { field: 'repeat', label: 'Repeats', before: 'every day', after: 'every day, except Fri 27 Nov' },
    ]);
    expect(approval?.notices).toEqual(
      expect.arrayContaining([
        'Left alone: 1 all-day event (Company holiday) — say "including all-day events" to include them',
        'Left alone: 1 event you declined (Offsite)',
      ]),
    );
    expect(action?.status).toBe('suggested');
    expect(await w.calendar.allEvents()).toEqual(before);
  });

  it('finds the events first, then asks for approval', async () => {
    const { w, turn } = await world(FRIDAY);
    await turn('cancel everything on Friday');
    const kinds = w.events.map((e) => (e.type === 'stage' ? `stage:${e.label}` : e.type));
    expect(kinds.indexOf('stage:Finding the events')).toBeGreaterThan(-1);
    expect(kinds.indexOf('stage:Finding the events')).toBeLessThan(kinds.indexOf('approval'));
  });

  it('includes all-day events when asked', async () => {
    const { turn } = await world(FRIDAY);
    const { changes } = await turn('delete all my events on Friday including all-day events');
    expect(titles(changes)).toContain('Company holiday');
  });

  it('looks at the next 30 days when no time is said, and says so', async () => {
    const { turn } = await world([
      event('evt00010', 'Dentist', '11-24T09:00', '11-24T10:00'),
      event('evt00011', 'Haircut', '12-15T09:00', '12-15T10:00'),
      event('evt00012', 'Far away', '12-30T09:00', '12-30T10:00'),
    ]);
    const { approval, changes } = await turn('delete all my events');
    expect(approval?.description).toBe('Delete 2 events in the next 30 days');
    expect(titles(changes)).toEqual(['Dentist', 'Haircut']);
  });

  it('keeps a single match as a bulk of one', async () => {
    const { turn } = await world([event('evt00010', 'Dentist', '11-24T09:00', '11-24T10:00')]);
    const { approval, changes } = await turn('delete all my events');
    expect(approval?.kind).toBe('bulk');
    expect(approval?.description).toBe('Delete 1 event in the next 30 days');
    expect(changes).toHaveLength(1);
  });

  it('filters by part of the day', async () => {
    const { turn } = await world([
      event('evt00020', 'Breakfast', '11-23T07:30', '11-23T08:30'),
      event('evt00021', 'Sync', '11-23T13:00', '11-23T13:30'),
      event('evt00022', 'Review', '11-23T16:00', '11-23T17:00'),
      event('evt00023', 'Dinner', '11-23T18:00', '11-23T20:00'),
    ]);
    expect(titles((await turn('clear my afternoon tomorrow')).changes)).toEqual(['Sync', 'Review']);
    expect(titles((await turn('cancel all my morning meetings tomorrow')).changes)).toEqual(['Breakfast']);
  });

  it('filters by a guest, by address', async () => {
    const { turn } = await world(FRIDAY);
    const { changes } = await turn('delete all events with dana@corp.com next week');
    expect(titles(changes)).toEqual(['Lunch with Dana']);
  });

  it.each<[string, string[]]>([
    ['cancel all my classes on Monday', ['Yoga class', 'Pottery Class']],
    ['drop all my 1:1s on Monday', ['1:1 with Dana']],
    ['cancel all my standups and lunches on Monday', ['Stand-up', 'Team lunch']],
    ['cancel everything on Monday except lunches', ['Yoga class', 'Stand-up', '1:1 with Dana', 'Pottery Class']],
  ])('filters "%s" by title, plural or not', async (text, expected) => {
    const { turn } = await world([
      event('evt00030', 'Yoga class', '11-23T08:00', '11-23T09:00'),
      event('evt00031', 'Stand-up', '11-23T09:30', '11-23T09:45'),
      event('evt00032', '1:1 with Dana', '11-23T11:00', '11-23T11:30'),
      event('evt00033', 'Team lunch', '11-23T12:00', '11-23T13:00'),
      event('evt00034', 'Pottery Class', '11-23T18:00', '11-23T20:00'),
    ]);
    expect(titles((await turn(text)).changes)).toEqual(expected);
  });

  it('leaves events that already started alone, with a note', async () => {
    const { turn } = await world([
      event('evt00040', 'Breakfast', '11-22T08:00', '11-22T09:00'),
      event('evt00041', 'Tea', '11-22T15:00', '11-22T16:00'),
    ]);
    const { approval, changes } = await turn('clear my day');
    expect(titles(changes)).toEqual(['Tea']);
    expect(approval?.notices).toContain('Left alone: 1 event that already started (Breakfast)');
  });

  it('says what it searched when nothing matches, and suggests nothing', async () => {
    const { w, text, turn } = await world();
    await turn('cancel all my meetings on Friday');
    expect(text()).toBe('I found no events on Fri 27 Nov to cancel.');
    expect(w.events.some((e) => e.type === 'approval')).toBe(false);
  });

  it('names the filters in the no-match reply', async () => {
    const { text, turn } = await world(FRIDAY);
    await turn('cancel all my standups with dana@corp.com on Friday');
    expect(text()).toBe('I found no events matching "standups" with dana@corp.com on Fri 27 Nov to cancel.');
  });

  it('says why nothing changes when every match is left alone', async () => {
    const { text, turn } = await world([FRIDAY[5] as EventDraft]);
    await turn('cancel all my meetings on Friday');
    expect(text()).toBe('Nothing to cancel on Fri 27 Nov. Left alone: 1 event you declined (Offsite).');
  });

  it('cancels each named occurrence of a local repeating event as one update of its series', async () => {
    const { w, turn } = await world([FRIDAY[3] as EventDraft]);
    const { approval, changes } = await turn('cancel all my standups this week');
    expect(approval?.description).toBe('Delete 7 events between Sun 22 Nov and Sun 29 Nov');
    expect(effects(changes)).toEqual([
      ['23', '24', '25', '26', '27', '28', '29'].map((d) => `EXDATE;TZID=America/New_York:202611${d}T093000`),
    ]);
    if (approval === undefined) throw new Error('no approval');
    await w.approvals.approve(approval.token);
    const left = await w.calendar.listOccurrences(
      { start: at(ny('11-22T00:00')), end: at(ny('12-01T00:00')) },
      'America/New_York',
    );
    expect(left.map((o) => new Date(o.start).toISOString())).toEqual(['2026-11-30T14:30:00.000Z']);
  });

  it('asks to narrow it down past the most one change may hold', async () => {
    const many = Array.from({ length: 101 }, (_, i) => {
      const start = at('2026-11-23T00:00:00-05:00') + i * 10 * 60_000;
      return timedDraft(
        `evt${String(i).padStart(5, '0')}`,
        `Slot ${String(i)}`,
        new Date(start).toISOString(),
        new Date(start + 5 * 60_000).toISOString(),
      );
    });
    const { w, text, turn } = await world(many);
    await turn('cancel everything tomorrow');
    expect(text()).toMatch(/^That is 101 events on Mon 23 Nov, more than the 100 one change can hold\. Narrow it down/);
    expect(w.events.some((e) => e.type === 'approval')).toBe(false);
  });
});

describe('bulk move', () => {
  it("moves Friday's events to the Monday after, each at its own time", async () => {
    const { w, before, turn } = await world(FRIDAY);
    const { approval, changes } = await turn('move all my Friday events to Monday');
    expect(approval?.description).toBe('Move 4 events from Fri 27 Nov to Mon 30 Nov');
    // Friday's Standup leaves its series and becomes a single event on Monday.
    expect(changes.map((c) => c.kind)).toEqual(['update', 'update', 'create', 'update', 'update']);
    expect(effects(changes)[1]).toEqual([FRIDAY_STANDUP]);
    expect(times(changes)).toEqual([
      [at(ny('11-30T09:00')), at(ny('11-30T10:00'))],
      [at(ny('11-23T09:30')), at(ny('11-23T09:45'))], // the series keeps its own times
      [],
      [at(ny('11-30T12:00')), at(ny('11-30T13:00'))],
      [at(ny('11-30T16:00')), at(ny('11-30T16:30'))],
    ]);
    const moved = changes[2];
    expect(moved?.kind === 'create' ? [moved.event.title, moved.event.time, moved.event.recurrence] : []).toEqual([
      'Standup',
      { kind: 'timed', start: at(ny('11-30T09:30')), end: at(ny('11-30T09:45')), timeZone: 'America/New_York' },
      undefined,
    ]);
    expect(approval?.notices).toEqual(
      expect.arrayContaining([
        'Left alone: 1 all-day event (Company holiday) — only events with a start and end time can be moved',
        'Repeating events move for this occurrence only (Standup); the rest of each series stays.',
      ]),
    );
    expect(await w.calendar.allEvents()).toEqual(before);
  });

  it('pushes every meeting tomorrow back an hour', async () => {
    const { turn } = await world([
      event('evt00050', 'Sync', '11-23T09:00', '11-23T09:30'),
      event('evt00051', 'Review', '11-23T14:00', '11-23T15:00'),
      event('evt00052', 'Wednesday thing', '11-25T14:00', '11-25T15:00'),
    ]);
    const { approval, changes } = await turn('push all my meetings tomorrow back an hour');
    expect(approval?.description).toBe('Move 2 events 1 hour later (on Mon 23 Nov)');
    expect(times(changes)).toEqual([
      [at(ny('11-23T10:00')), at(ny('11-23T10:30'))],
      [at(ny('11-23T15:00')), at(ny('11-23T16:00'))],
    ]);
  });

  it('leaves alone a meeting an earlier shift would put in the past', async () => {
    const { approval, changes } = await (
      await world([
        event('evt00053', 'Soon', '11-22T11:00', '11-22T11:30'),
        event('evt00054', 'Later', '11-22T15:00', '11-22T16:00'),
      ])
    ).turn('bring all my meetings today forward by 2 hours');
    expect(times(changes)).toEqual([[at(ny('11-22T13:00')), at(ny('11-22T14:00'))]]);
    expect(approval?.notices).toContain('Left alone: 1 event that would move into the past (Soon)');
  });

  it('moves each occurrence of a Google repeating event on its own when the calendar can', async () => {
    const standups = ['11-23', '11-24', '11-25'].map((d, i) =>
      event(`evt0006${String(i)}`, 'Standup', `${d}T09:00`, `${d}T09:15`, { recurringEventId: 'standupseries' }),
    );
    const { turn } = await world(standups);
    const { approval, changes } = await turn('reschedule every standup this week to 10am', { recurringEdits: true });
    expect(changes.map((c) => (c.kind === 'update' ? c.scope : undefined))).toEqual(['this', 'this', 'this']);
    expect(times(changes)[0]).toEqual([at(ny('11-23T10:00')), at(ny('11-23T10:15'))]);
    expect(approval?.notices).toContain(
      'Repeating events move for this occurrence only (Standup); the rest of each series stays.',
    );
  });

  it('leaves repeating occurrences alone where the calendar cannot change one', async () => {
    const standup = event('evt00070', 'Standup', '11-23T09:00', '11-23T09:15', { recurringEventId: 'standupseries' });
    const { text, turn } = await world([standup]);
    await turn('reschedule every standup this week to 10am');
    expect(text()).toMatch(/^Nothing to move between Sun 22 Nov and Sun 29 Nov\. Left alone: 1 repeating event \(Standup\)/);
  });

  it('asks rather than piling several meetings onto one time', async () => {
    const { w, text, turn } = await world([
      event('evt00080', 'Sync', '11-23T09:00', '11-23T09:30'),
      event('evt00081', 'Review', '11-23T14:00', '11-23T15:00'),
    ]);
    await turn("move all tomorrow's meetings to 3pm");
    expect(text()).toMatch(/several events at 15:00 on the same day/);
    expect(w.events.some((e) => e.type === 'approval')).toBe(false);
  });
});

describe('telling guests', () => {
  it('emails everyone for this change when asked, whatever the setting, and says so', async () => {
    const { turn } = await world(FRIDAY);
    const { action, approval } = await turn('clear Friday for travel and tell everyone I had meetings with', {
      sendUpdates: 'none',
    });
    expect(action?.sendUpdates).toBe('all');
    expect(approval?.notices).toContain(
      'Guests will be emailed about this, as you asked (this change only; your setting stays as it is).',
    );
  });

  it('keeps the setting when nobody said anything about telling', async () => {
    const { turn } = await world(FRIDAY);
    expect((await turn('clear Friday', { sendUpdates: 'none' })).action?.sendUpdates).toBe('none');
  });

  it('emails no one when asked not to', async () => {
    const { turn } = await world(FRIDAY);
    const { action } = await turn('cancel all my meetings on Friday without telling anyone', { sendUpdates: 'all' });
    expect(action?.sendUpdates).toBe('none');
  });

  it('on the local calendar says nobody is emailed rather than promising it', async () => {
    const { turn } = await world(FRIDAY);
    const { action, approval } = await turn('clear Friday for travel and tell everyone I had meetings with');
    expect(action?.sendUpdates).toBeUndefined();
    expect(approval?.notices?.some((n) => /emails no one/.test(n))).toBe(true);
  });
});

describe('what is not done yet', () => {
  it('offers to cancel instead of declining', async () => {
    const { w, text, turn } = await world(FRIDAY);
    await turn('decline all of the recruiting calls this week');
    expect(text()).toMatch(/^Declining invitations is not supported yet\. I can cancel those events instead/);
    expect(w.events.some((e) => e.type === 'approval')).toBe(false);
  });

  it('does each of several different steps, asking about the one it cannot find and dropping none', async () => {
    const { w, text, turn } = await world(FRIDAY);
    const { approval } = await turn('cancel my 3pm and move my 4pm to 5pm');
    // Nothing starts at 15:00: that step is a question; the 16:00 Client call moves on its own card.
    expect(text()).toMatch(/^I couldn't find .*15:00/);
    expect(approval?.review.items.map((i) => [i.kind, i.title, i.start])).toEqual([
      ['update', 'Client call', at(ny('11-27T17:00'))],
    ]);
    expect(w.events.filter((e) => e.type === 'approval')).toHaveLength(1);
  });
});

describe('clearing time, however it is said', () => {
  it.each([
    // The afternoon starts at noon, so lunch at 12 is in it.
    ['free up my Friday afternoon', ['Lunch with Dana', 'Client call']],
    ['wipe my calendar on Friday', ['Design review', 'Standup', 'Lunch with Dana', 'Client call']],
    ['nuke everything on Friday', ['Design review', 'Standup', 'Lunch with Dana', 'Client call']],
  ])('"%s" deletes exactly %j', async (request, expected) => {
    const { turn } = await world(FRIDAY);
    const { changes } = await turn(request);
    // Each is deleted, except the daily Standup, which loses Friday's occurrence only.
    expect(effects(changes).every((e) => e === 'delete' || JSON.stringify(e) === JSON.stringify([FRIDAY_STANDUP]))).toBe(true);
    expect(titles(changes)).toEqual(expected);
  });

  it('"cancel the rest of my day" reaches only from now to midnight, not the coming weeks', async () => {
    const { w, turn } = await world([
      event('evt00011', 'Morning sync', '11-22T08:00', '11-22T08:30'),
      event('evt00012', 'Review', '11-22T14:00', '11-22T15:00'),
      event('evt00013', 'Dinner', '11-22T19:00', '11-22T20:00'),
      event('evt00014', 'Monday planning', '11-23T10:00', '11-23T11:00'),
    ]);
    const { changes } = await turn('cancel the rest of my day');
    expect(titles(changes)).toEqual(['Review', 'Dinner']);
    expect(await w.calendar.allEvents()).toHaveLength(4);
  });
});
