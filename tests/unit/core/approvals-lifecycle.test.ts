import { describe, expect, it, vi } from 'vitest';
import { createApprovals } from '../../../lib/core/approvals/approvals';
import { mayAutoApprove } from '../../../lib/core/approvals/auto-approve-policy';
import { narrowBulk } from '../../../lib/core/approvals/narrow-bulk';
import type { PendingAction, Review, SingleChange } from '../../../lib/core/approvals/pending-action';
import { eventIdSchema, type CalendarEvent } from '../../../lib/core/domain/calendar-event';
import { KairosError } from '../../../lib/core/errors';
import type { CalendarPort, WriteOptions } from '../../../lib/ports/calendar';
import { createTestWorld, timedDraft } from '../../helpers/fakes';

const NOW = '2026-11-22T10:00:00-05:00';
const ZONE = 'America/New_York';
const review: Review = {
  timeZone: ZONE,
  items: [{ kind: 'create', title: 'x', start: 0, end: 1, allDay: false, diff: [] }],
  notify: [],
  checks: [],
};

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof KairosError) return e.code;
    throw e;
  }
  throw new Error('expected a KairosError');
}

/** A world with three events on Friday, as a bulk delete of them would find them. */
async function fridayWorld() {
  const w = await createTestWorld(NOW);
  const events: CalendarEvent[] = [];
  for (const [i, title] of ['Standup', 'Design review', 'Lunch'].entries()) {
    const hour = String(9 + i * 2).padStart(2, '0');
    events.push(
      await w.calendar.insertEvent({
        ...timedDraft(`evt0000${String(i + 1)}`, title, `2026-11-27T${hour}:00:00-05:00`, `2026-11-27T${hour}:30:00-05:00`),
        attendees: [{ email: 'dana@corp.com', name: 'Dana' }],
      }),
    );
  }
  const deletes: SingleChange[] = events.map((before) => ({ kind: 'delete', before }));
  return { w, events, bulk: { kind: 'bulk' as const, changes: deletes } };
}

/** The calendar with one method made to fail on its nth call, to see a unit fall apart and be put back. */
function failingOn(calendar: CalendarPort, method: 'deleteEvent' | 'insertEvent' | 'updateEvent', nth: number) {
  let calls = 0;
  const writes: { method: string; options: WriteOptions | undefined }[] = [];
  const wrapped: CalendarPort = {
    listOccurrences: (range, zone) => calendar.listOccurrences(range, zone),
    getEvent: (id, calendarId) => calendar.getEvent(id, calendarId),
    insertEvent: (draft, options) => {
      writes.push({ method: 'insertEvent', options });
      if (method === 'insertEvent' && ++calls === nth) return Promise.reject(new KairosError('calendar_unavailable', 'offline'));
      return calendar.insertEvent(draft, options);
    },
    updateEvent: (event, ifMatch, options) => {
      writes.push({ method: 'updateEvent', options });
      if (method === 'updateEvent' && ++calls === nth) return Promise.reject(new KairosError('calendar_unavailable', 'offline'));
      return calendar.updateEvent(event, ifMatch, options);
    },
    deleteEvent: (id, ifMatch, options) => {
      writes.push({ method: 'deleteEvent', options });
      if (method === 'deleteEvent' && ++calls === nth) return Promise.reject(new KairosError('calendar_unavailable', 'offline'));
      return calendar.deleteEvent(id, ifMatch, options);
    },
  };
  return { wrapped, writes };
}

describe('bulk changes are one unit', () => {
  it('writes nothing until approved, then every change, and undo puts every event back', async () => {
    const { w, events, bulk } = await fridayWorld();
    const action = await w.approvals.suggest({
      change: bulk,
      description: 'Delete 3 events on Fri 27 Nov',
      source: 'chat',
      review,
    });
    expect(await w.calendar.allEvents()).toHaveLength(3);
    const { audit } = await w.approvals.approve(action.token);
    expect(await w.calendar.allEvents()).toHaveLength(0);
    expect(audit.etagsAfter).toEqual([null, null, null]);
    await w.approvals.undo(audit.id);
    expect((await w.calendar.allEvents()).map((e) => e.title).sort()).toEqual(events.map((e) => e.title).sort());
  });

  it('refuses the whole change when one event changed since, saying what changed, and changes nothing', async () => {
    const { w, events, bulk } = await fridayWorld();
    const action = await w.approvals.suggest({ change: bulk, description: 'x', source: 'chat', review });
    const lunch = events[2];
    if (lunch === undefined) throw new Error('no lunch');
    await w.calendar.updateEvent(
      { ...timedDraft('evt00003', 'Lunch', '2026-11-27T13:30:00-05:00', '2026-11-27T14:00:00-05:00') },
      lunch.etag,
    );
    await expect(w.approvals.approve(action.token)).rejects.toThrow(
      /"Lunch" changed after Kairos suggested this \(time was .*13:00.*now .*13:30/,
    );
    expect(await w.calendar.allEvents()).toHaveLength(3);
    expect((await w.approvals.get(action.token)).status).toBe('failed');
  });

  it('puts back the changes already made when a later one fails', async () => {
    const { w, bulk } = await fridayWorld();
    const { wrapped } = failingOn(w.calendar, 'deleteEvent', 3);
    const approvals = createApprovals({ store: w.store, calendar: wrapped, clock: w.clock, ids: w.ids });
    const action = await approvals.suggest({ change: bulk, description: 'x', source: 'chat', review });
    await expect(approvals.approve(action.token)).rejects.toThrow(
      /Deleting "Lunch" failed: offline\. The 2 change\(s\) already made were put back, so nothing was changed\./,
    );
    expect((await w.calendar.allEvents()).map((e) => e.title).sort()).toEqual(['Design review', 'Lunch', 'Standup']);
    expect(await approvals.history(10)).toHaveLength(0);
  });

  it('refuses to undo any of it when one event was edited afterwards', async () => {
    const { w, bulk, events } = await fridayWorld();
    const moves: SingleChange[] = bulk.changes.map((c, i) => {
      const before = events[i];
      if (c.kind !== 'delete' || before === undefined) throw new Error('setup');
      return { kind: 'update', before, after: { ...before, title: `${before.title} (moved)` } };
    });
    const action = await w.approvals.suggest({
      change: { kind: 'bulk', changes: moves },
      description: 'x',
      source: 'chat',
      review,
    });
    const { audit } = await w.approvals.approve(action.token);
    const standup = await w.calendar.getEvent(eventIdSchema.parse('evt00001'));
    if (standup === undefined) throw new Error('missing');
    await w.calendar.updateEvent({ ...standup, title: 'Standup (by hand)' }, standup.etag);
    expect(await codeOf(w.approvals.undo(audit.id))).toBe('stale_target');
    expect((await w.calendar.allEvents()).map((e) => e.title).sort()).toEqual([
      'Design review (moved)',
      'Lunch (moved)',
      'Standup (by hand)',
    ]);
  });

  it('an undo that stops part-way finishes the rest when asked again, without repeating what it did', async () => {
    const { w, bulk } = await fridayWorld();
    const { wrapped, writes } = failingOn(w.calendar, 'insertEvent', 2);
    const approvals = createApprovals({ store: w.store, calendar: wrapped, clock: w.clock, ids: w.ids });
    const action = await approvals.suggest({ change: bulk, description: 'x', source: 'chat', review });
    const { audit } = await approvals.approve(action.token);
    await expect(approvals.undo(audit.id)).rejects.toThrow(/Undo stopped part-way: 1 of 3 put back/);
    expect(await w.calendar.allEvents()).toHaveLength(1);
    const undone = await approvals.undo(audit.id);
    expect(undone.undoneAt).toBeDefined();
    expect(await w.calendar.allEvents()).toHaveLength(3);
    expect(writes.filter((x) => x.method === 'insertEvent')).toHaveLength(4);
  });
});

describe('lifecycle', () => {
  it('two approvals at once execute once and both get the same outcome', async () => {
    const w = await createTestWorld(NOW);
    const action = await w.approvals.suggest({
      change: {
        kind: 'create',
        event: timedDraft('evt00009', 'Coffee', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00'),
      },
      description: 'x',
      source: 'chat',
    });
    const [a, b] = await Promise.all([w.approvals.approve(action.token), w.approvals.approve(action.token)]);
    expect(a.audit.id).toBe(b.audit.id);
    expect(await w.calendar.allEvents()).toHaveLength(1);
    expect(await w.approvals.history(10)).toHaveLength(1);
  });

  it('lists what waits, marks what ran out as expired, and says so each time something opens or closes', async () => {
    const w = await createTestWorld(NOW);
    const onChange = vi.fn();
    const approvals = createApprovals({ store: w.store, calendar: w.calendar, clock: w.clock, ids: w.ids, onChange });
    const change = {
      kind: 'create' as const,
      event: timedDraft('evt00009', 'A', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00'),
    };
    const first = await approvals.suggest({ change, description: 'first', source: 'chat' });
    w.clock.advance(6 * 60_000);
    const second = await approvals.suggest({ change, description: 'second', source: 'chat' });
    expect((await approvals.pending()).map((a) => a.token)).toEqual([first.token, second.token]);
    expect(onChange).toHaveBeenCalledTimes(2);

    w.clock.advance(4 * 60_000); // the first is now exactly 10 minutes old
    expect((await approvals.pending()).map((a) => a.token)).toEqual([second.token]);
    expect((await approvals.get(first.token)).status).toBe('expired');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(await codeOf(approvals.reject(first.token))).toBe('action_not_pending');

    await approvals.reject(second.token);
    expect(await approvals.pending()).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('a suggestion one millisecond before expiry can still be approved', async () => {
    const w = await createTestWorld(NOW);
    const action = await w.approvals.suggest({
      change: { kind: 'create', event: timedDraft('evt00009', 'A', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00') },
      description: 'x',
      source: 'chat',
    });
    w.clock.advance(10 * 60_000 - 1);
    expect((await w.approvals.approve(action.token)).action.status).toBe('executed');
  });

  it('a failed write can not be approved again: a fresh suggestion is needed', async () => {
    const w = await createTestWorld(NOW);
    const event = await w.calendar.insertEvent(
      timedDraft('evt00009', 'A', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00'),
    );
    const action = await w.approvals.suggest({ change: { kind: 'delete', before: event }, description: 'x', source: 'chat' });
    await w.calendar.deleteEvent(event.id, event.etag);
    expect(await codeOf(w.approvals.approve(action.token))).toBe('not_found');
    expect((await w.approvals.get(action.token)).status).toBe('failed');
    expect(await codeOf(w.approvals.approve(action.token))).toBe('action_not_pending');
  });

  it('records an auto-approved write as such', async () => {
    const w = await createTestWorld(NOW);
    const action = await w.approvals.suggest({
      change: { kind: 'create', event: timedDraft('evt00009', 'A', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00') },
      description: 'x',
      source: 'chat',
    });
    expect((await w.approvals.approve(action.token, { auto: true })).audit.autoApproved).toBe(true);
  });
});

/** A world where "Coffee" was created through approval: its audit entry and the event as written. */
async function approvedCoffee() {
  const w = await createTestWorld(NOW);
  const draft = timedDraft('evt00009', 'Coffee', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00');
  const create = await w.approvals.suggest({ change: { kind: 'create', event: draft }, description: 'create', source: 'chat' });
  const created = (await w.approvals.approve(create.token)).audit;
  const before = await w.calendar.getEvent(draft.id);
  if (before === undefined) throw new Error('missing');
  return { w, created, before };
}

describe('undo in order', () => {
  it('undoing a move, then the create before it, removes the event', async () => {
    const { w, created, before } = await approvedCoffee();
    const moved = timedDraft('evt00009', 'Coffee', '2026-11-23T16:00:00-05:00', '2026-11-23T16:30:00-05:00');
    const move = await w.approvals.suggest({
      change: { kind: 'update', before, after: moved },
      description: 'move',
      source: 'chat',
    });
    const movedEntry = (await w.approvals.approve(move.token)).audit;

    // Out of order, the create is refused: the event is not as the create left it.
    expect(await codeOf(w.approvals.undo(created.id))).toBe('stale_target');
    await w.approvals.undo(movedEntry.id);
    await w.approvals.undo(created.id);
    expect(await w.calendar.allEvents()).toEqual([]);
  });

  it('undoing a delete, then the create before it, removes the event again', async () => {
    const { w, created, before } = await approvedCoffee();
    const del = await w.approvals.suggest({ change: { kind: 'delete', before }, description: 'delete', source: 'chat' });
    const deleted = (await w.approvals.approve(del.token)).audit;
    await w.approvals.undo(deleted.id);
    expect(await w.calendar.allEvents()).toHaveLength(1);
    await w.approvals.undo(created.id);
    expect(await w.calendar.allEvents()).toEqual([]);
  });
});

describe('undo tells guests only as chosen', () => {
  async function deletedWithGuests(sendUpdates: 'all' | 'none') {
    const w = await createTestWorld(NOW);
    const { wrapped, writes } = failingOn(w.calendar, 'insertEvent', 0);
    const approvals = createApprovals({ store: w.store, calendar: wrapped, clock: w.clock, ids: w.ids });
    const event = await w.calendar.insertEvent({
      ...timedDraft('evt00009', 'Review', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00'),
      attendees: [{ email: 'dana@corp.com' }],
    });
    const action = await approvals.suggest({
      change: { kind: 'delete', before: event },
      description: 'x',
      source: 'chat',
      sendUpdates,
    });
    const { audit } = await approvals.approve(action.token);
    return { approvals, audit, writes };
  }

  it('brings a deleted event back quietly unless the person asks to tell its guests', async () => {
    const quiet = await deletedWithGuests('all');
    await quiet.approvals.undo(quiet.audit.id);
    expect(quiet.writes.at(-1)).toEqual({ method: 'insertEvent', options: { sendUpdates: 'none' } });

    const told = await deletedWithGuests('none');
    await told.approvals.undo(told.audit.id, { notifyGuests: true });
    expect(told.writes.at(-1)).toEqual({ method: 'insertEvent', options: { sendUpdates: 'all' } });
  });
});

describe('auto-approve policy', () => {
  const base = (over: Partial<PendingAction> = {}): PendingAction & { review: Review } => ({
    token: 'tok00000001',
    status: 'suggested',
    description: 'x',
    source: 'chat',
    change: { kind: 'create', event: timedDraft('evt00009', 'Focus', '2026-11-23T15:00:00-05:00', '2026-11-23T16:00:00-05:00') },
    createdAt: 0,
    expiresAt: 1,
    ...over,
    review: { ...review, ...(over.review ?? {}) },
  });
  const on = { autoApproveCreates: true };

  it.each([
    ['a sure single create on my own calendar', base(), 0.9, on, true],
    ['exactly at the threshold', base(), 0.85, on, true],
    ['the option off (the default)', base(), 0.99, { autoApproveCreates: false }, false],
    ['below the threshold', base(), 0.84, on, false],
    ['from an email', base({ source: 'email' }), 0.99, on, false],
    ['from a web page', base({ source: 'page' }), 0.99, on, false],
    [
      'a create that invites someone',
      base({
        change: {
          kind: 'create',
          event: {
            ...timedDraft('evt00009', 'Focus', '2026-11-23T15:00:00-05:00', '2026-11-23T16:00:00-05:00'),
            attendees: [{ email: 'sam@acme.com' }],
          },
        },
      }),
      0.99,
      on,
      false,
    ],
    [
      'a create that clashes',
      base({ review: { ...review, checks: [{ kind: 'overlap', text: 'Overlaps "A"' }] } }),
      0.99,
      on,
      false,
    ],
    [
      'a create on another calendar',
      base({
        change: {
          kind: 'create',
          event: {
            ...timedDraft('evt00009', 'Focus', '2026-11-23T15:00:00-05:00', '2026-11-23T16:00:00-05:00'),
            calendarId: 'team@group',
          },
        },
      }),
      0.99,
      on,
      false,
    ],
  ] as const)('%s → %s', (_name, action, confidence, prefs, expected) => {
    expect(mayAutoApprove(action, confidence, prefs)).toBe(expected);
  });

  it('never auto-approves a delete or a bulk change', async () => {
    const { events, bulk } = await fridayWorld();
    const event = events[0];
    if (event === undefined) throw new Error('setup');
    expect(mayAutoApprove(base({ change: { kind: 'delete', before: event } }), 1, on)).toBe(false);
    expect(mayAutoApprove(base({ change: bulk }), 1, on)).toBe(false);
  });
});

describe('narrowing a bulk change', () => {
  it('keeps the chosen events in their order and says how many of how many', async () => {
    const { bulk } = await fridayWorld();
    const action: PendingAction = {
      token: 'tok00000001',
      status: 'suggested',
      description: 'Delete 3 events on Fri 27 Nov',
      source: 'chat',
      change: bulk,
      createdAt: 0,
      expiresAt: 1,
    };
    const narrowed = narrowBulk(action, [2, 0, 2]);
    expect(narrowed.change.changes.map((c) => (c.kind === 'delete' ? c.before.title : ''))).toEqual(['Standup', 'Lunch']);
    expect(narrowed.description).toBe('Delete 3 events on Fri 27 Nov (only 2 of the 3)');
    expect(() => narrowBulk(action, [3])).toThrow(/only 3 events/);
    expect(() => narrowBulk(action, [])).toThrow(/at least one/);
  });
});
