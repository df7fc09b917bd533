import { describe, expect, it } from 'vitest';
import { createMemoryActionStore } from '../../../lib/adapters/memory-action-store';
import { createMemoryCalendar } from '../../../lib/adapters/memory-calendar';
import { createApprovals } from '../../../lib/core/approvals/approvals';
import { toDraft } from '../../../lib/core/approvals/execute-change';
import type { SingleChange } from '../../../lib/core/approvals/pending-action';
import { eventIdSchema, type CalendarEvent } from '../../../lib/core/domain/calendar-event';
import { KairosError } from '../../../lib/core/errors';
import { createFailingCalendar } from '../../helpers/failing-calendar';
import { failureOf } from '../../helpers/failure-of';
import { createFixedClock, createSequentialIds, timedDraft } from '../../helpers/fakes';

// A bulk write that stops part-way for a passing reason keeps what it made, says how far it got,
// and Retry makes only the rest; a failure Retry cannot fix still puts everything back.

const NOW = '2026-11-22T10:00:00-05:00';
const HOUR = 3_600_000;
// The Google adapter's words once its own retries are spent (lib/adapters/google-http-errors.ts).
const rateLimited = () =>
  new KairosError('calendar_unavailable', 'Google Calendar is rate limiting Kairos — wait a minute and try again.', {
    retryable: true,
  });
const busy = () =>
  new KairosError('calendar_unavailable', 'Google Calendar is busy right now — try again in a minute.', { retryable: true });
const unreachable = () =>
  new KairosError('calendar_unavailable', 'Google Calendar could not be reached — check the connection and try again.', {
    retryable: true,
  });

/** Friday's meetings on a memory calendar, behind a calendar that fails the calls a test chooses. */
async function world(count: number) {
  const clock = createFixedClock(NOW);
  const memory = createMemoryCalendar({ clock });
  const events: CalendarEvent[] = [];
  for (let i = 0; i < count; i++) {
    const hour = String(8 + i).padStart(2, '0');
    events.push(
      await memory.insertEvent(
        timedDraft(
          `evt0000${String(i + 1)}`,
          `Meeting ${String(i + 1)}`,
          `2026-11-27T${hour}:00:00-05:00`,
          `2026-11-27T${hour}:30:00-05:00`,
        ),
      ),
    );
  }
  const failing = createFailingCalendar(memory);
  const store = createMemoryActionStore();
  const approvals = createApprovals({ store, calendar: failing.calendar, clock, ids: createSequentialIds('k') });
  const suggest = (changes: SingleChange[]) =>
    approvals.suggest({ change: { kind: 'bulk', changes }, description: 'Friday', source: 'chat' });
  /** Each event's title and start, sorted: what the person would see in the calendar. */
  const shown = async () =>
    (await memory.allEvents())
      .map((e) => `${e.title}@${e.time.kind === 'timed' ? new Date(e.time.start).toISOString().slice(11, 16) : ''}`)
      .sort();
  return { memory, failing, store, approvals, events, suggest, shown };
}

const deletesOf = (events: readonly CalendarEvent[]): SingleChange[] => events.map((before) => ({ kind: 'delete', before }));
const movesOf = (events: readonly CalendarEvent[]): SingleChange[] =>
  events.map((before) => {
    if (before.time.kind !== 'timed') throw new Error('timed events only');
    return {
      kind: 'update',
      before,
      after: { ...toDraft(before), time: { ...before.time, start: before.time.start + HOUR, end: before.time.end + HOUR } },
    };
  });
const createsOf = (titles: readonly string[]): SingleChange[] =>
  titles.map((title, i) => ({
    kind: 'create',
    event: timedDraft(
      `new0000${String(i + 1)}`,
      title,
      `2026-11-28T1${String(i)}:00:00-05:00`,
      `2026-11-28T1${String(i)}:30:00-05:00`,
    ),
  }));

describe('a bulk change stopped by a passing failure', () => {
  it('keeps what was made, records it, and says how far it got and what Retry will do', async () => {
    const w = await world(4);
    const action = await w.suggest(deletesOf(w.events));
    w.failing.fail({ method: 'deleteEvent', nth: 3, error: rateLimited() });
    const error = await failureOf(w.approvals.approve(action.token));
    expect(error).toMatchObject({
      code: 'action_incomplete',
      retryable: true,
      message:
        'Deleted 2 of 4 events; 2 were not changed because Google Calendar is rate limiting Kairos. Press Retry to finish the other 2.',
    });
    expect(await w.shown()).toEqual(['Meeting 3@15:00', 'Meeting 4@16:00']);
    const failed = await w.approvals.get(action.token);
    expect(failed).toMatchObject({ status: 'failed', retryable: true, error: error.message });
    const [entry] = await w.approvals.history(10);
    expect(entry).toMatchObject({ id: failed.auditId, doneParts: [0, 1], etagsAfter: [null, null, null, null] });
  });

  it('Retry makes only the changes not made, and ends with one audit entry that undoes all of them', async () => {
    const w = await world(4);
    const action = await w.suggest(deletesOf(w.events));
    w.failing.fail({ method: 'deleteEvent', nth: 3, error: rateLimited() });
    await failureOf(w.approvals.approve(action.token));
    const partial = await w.approvals.get(action.token);

    const { action: executed, audit } = await w.approvals.retry(action.token);
    expect(executed).toMatchObject({ status: 'executed', auditId: partial.auditId });
    expect(executed.retryable).toBeUndefined();
    expect(executed.error).toBeUndefined();
    expect(audit.doneParts).toBeUndefined();
    expect(audit.etagsAfter).toEqual([null, null, null, null]);
    expect(await w.shown()).toEqual([]);
    // Each event was deleted once; only the rate-limited one was asked twice.
    expect(w.failing.idsOf('deleteEvent')).toEqual(['evt00001', 'evt00002', 'evt00003', 'evt00003', 'evt00004']);
    expect(await w.approvals.history(10)).toHaveLength(1);

    await w.approvals.undo(audit.id);
    expect(await w.shown()).toEqual(['Meeting 1@13:00', 'Meeting 2@14:00', 'Meeting 3@15:00', 'Meeting 4@16:00']);
  });

  it('undo of what stopped part-way puts back exactly what was made, and Retry is refused after it', async () => {
    const w = await world(4);
    const before = await w.shown();
    const changes = [...createsOf(['Added A', 'Added B']), ...movesOf(w.events.slice(0, 2)), ...deletesOf(w.events.slice(2))];
    const action = await w.suggest(changes);
    w.failing.fail({ method: 'updateEvent', nth: 2, error: busy() });
    const error = await failureOf(w.approvals.approve(action.token));
    expect(error.message).toBe(
      'Made 3 of 6 changes; 3 were not made because Google Calendar is busy right now. Press Retry to finish the other 3.',
    );
    const { auditId } = await w.approvals.get(action.token);
    const callsBefore = w.failing.calls.length;
    await w.approvals.undo(auditId ?? '');
    expect(await w.shown()).toEqual(before);
    // Only the three made are touched, newest first; the rest are not even written as no-ops.
    const writes = w.failing.calls.slice(callsBefore).filter((c) => c.method !== 'getEvent');
    expect(writes.map((c) => `${c.method} ${c.id}`)).toEqual([
      'updateEvent evt00001',
      'deleteEvent new00002',
      'deleteEvent new00001',
    ]);
    expect(await failureOf(w.approvals.retry(action.token))).toMatchObject({
      code: 'action_not_pending',
      message: 'What this change had made was undone, so it will not be finished. Ask again for a fresh suggestion.',
    });
    expect(await w.shown()).toEqual(before);
  });

  it('a passing failure while re-reading the targets changes nothing, and Retry makes all of it', async () => {
    const w = await world(3);
    const action = await w.suggest(deletesOf(w.events));
    w.failing.fail({ method: 'getEvent', nth: 2, error: busy() });
    const error = await failureOf(w.approvals.approve(action.token));
    expect(error.message).toBe('Nothing was changed yet because Google Calendar is busy right now. Press Retry to make all 3.');
    expect(await w.approvals.history(10)).toEqual([]);
    expect((await w.approvals.get(action.token)).auditId).toBeUndefined();
    const { audit } = await w.approvals.retry(action.token);
    expect(audit.etagsAfter).toEqual([null, null, null]);
    expect(await w.shown()).toEqual([]);
  });

  it('a Retry that stops again adds what it made to the same entry and says how far the whole change got', async () => {
    const w = await world(5);
    const action = await w.suggest(deletesOf(w.events));
    w.failing.fail({ method: 'deleteEvent', nth: 2, error: rateLimited() });
    expect((await failureOf(w.approvals.approve(action.token))).message).toMatch(/^Deleted 1 of 5 events; 4 were not changed/);
    const first = (await w.approvals.get(action.token)).auditId;
    w.failing.fail({ method: 'deleteEvent', nth: 3, error: unreachable() });
    expect((await failureOf(w.approvals.retry(action.token))).message).toBe(
      'Deleted 3 of 5 events; 2 were not changed because Google Calendar could not be reached. Press Retry to finish the other 2.',
    );
    const again = await w.approvals.get(action.token);
    expect(again).toMatchObject({ status: 'failed', retryable: true, auditId: first });
    expect((await w.store.getAudit(first ?? ''))?.doneParts).toEqual([0, 1, 2]);
    const { audit } = await w.approvals.retry(action.token);
    expect(audit.id).toBe(first);
    expect(await w.shown()).toEqual([]);
    expect(await w.approvals.history(10)).toHaveLength(1);
  });

  it('two Retries at once run once and both get the same outcome', async () => {
    const w = await world(3);
    const action = await w.suggest(deletesOf(w.events));
    w.failing.fail({ method: 'deleteEvent', nth: 2, error: busy() });
    await failureOf(w.approvals.approve(action.token));
    const [a, b] = await Promise.all([w.approvals.retry(action.token), w.approvals.retry(action.token)]);
    expect(a.audit.id).toBe(b.audit.id);
    expect(w.failing.idsOf('deleteEvent')).toEqual(['evt00001', 'evt00002', 'evt00002', 'evt00003']);
    expect((await w.approvals.retry(action.token)).audit.id).toBe(a.audit.id);
  });
});

describe('Retry after a write whose answer was lost (the write landed)', () => {
  it('does not make a create twice: the client id makes the insert return the event made before', async () => {
    const w = await world(0);
    const action = await w.suggest(createsOf(['Added A', 'Added B', 'Added C']));
    w.failing.fail({ method: 'insertEvent', nth: 2, error: unreachable(), landed: true });
    expect((await failureOf(w.approvals.approve(action.token))).message).toBe(
      'Added 1 of 3 events; 2 were not added because Google Calendar could not be reached. Press Retry to finish the other 2.',
    );
    expect(await w.memory.allEvents()).toHaveLength(2);
    const { audit } = await w.approvals.retry(action.token);
    const titles = (await w.memory.allEvents()).map((e) => e.title).sort();
    expect(titles).toEqual(['Added A', 'Added B', 'Added C']);
    expect(audit.etagsAfter?.every((e) => typeof e === 'string')).toBe(true);
    await w.approvals.undo(audit.id);
    expect(await w.memory.allEvents()).toEqual([]);
  });

  it('counts a delete as made when its event is already gone', async () => {
    const w = await world(3);
    const before = await w.shown();
    const action = await w.suggest(deletesOf(w.events));
    w.failing.fail({ method: 'deleteEvent', nth: 2, error: unreachable(), landed: true });
    await failureOf(w.approvals.approve(action.token));
    const { audit } = await w.approvals.retry(action.token);
    expect(audit.etagsAfter).toEqual([null, null, null]);
    // The lost one is not sent again: Retry saw it gone.
    expect(w.failing.idsOf('deleteEvent')).toEqual(['evt00001', 'evt00002', 'evt00003']);
    await w.approvals.undo(audit.id);
    expect(await w.shown()).toEqual(before);
  });

  it('counts an update as made when the event already reads as the change leaves it, with its new etag', async () => {
    const w = await world(3);
    const before = await w.shown();
    const action = await w.suggest(movesOf(w.events));
    w.failing.fail({ method: 'updateEvent', nth: 2, error: busy(), landed: true });
    await failureOf(w.approvals.approve(action.token));
    const { audit } = await w.approvals.retry(action.token);
    expect(await w.shown()).toEqual(['Meeting 1@14:00', 'Meeting 2@15:00', 'Meeting 3@16:00']);
    expect(w.failing.idsOf('updateEvent')).toEqual(['evt00001', 'evt00002', 'evt00003']);
    const moved = await w.memory.getEvent(eventIdSchema.parse('evt00002'));
    expect(audit.etagsAfter?.[1]).toBe(moved?.etag);
    await w.approvals.undo(audit.id);
    expect(await w.shown()).toEqual(before);
  });

  it('refuses an event someone else changed since, keeps what was made, and offers no more Retry', async () => {
    const w = await world(3);
    const action = await w.suggest(movesOf(w.events));
    w.failing.fail({ method: 'updateEvent', nth: 2, error: busy() });
    await failureOf(w.approvals.approve(action.token));
    const third = w.events[2];
    if (third === undefined) throw new Error('setup');
    await w.memory.updateEvent({ ...toDraft(third), title: 'Renamed by hand' }, third.etag);

    const error = await failureOf(w.approvals.retry(action.token));
    expect(error.code).toBe('stale_target');
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(
      'Changed 1 of 3 events, then stopped: "Meeting 3" changed after Kairos suggested this (title was "Meeting 3", now "Renamed by hand"). The other 2 were not made; ask again for them, or undo the 1 from History.',
    );
    const failed = await w.approvals.get(action.token);
    expect(failed.retryable).toBeUndefined();
    expect((await w.store.getAudit(failed.auditId ?? ''))?.doneParts).toEqual([0]);
    expect((await failureOf(w.approvals.retry(action.token))).code).toBe('action_not_pending');
    await w.approvals.undo(failed.auditId ?? '');
    expect(await w.shown()).toEqual(['Meeting 1@13:00', 'Meeting 2@14:00', 'Renamed by hand@15:00']);
  });
});

describe('a failure Retry cannot fix', () => {
  it('still puts back what was made, says nothing changed, and offers no Retry', async () => {
    const w = await world(3);
    const before = await w.shown();
    const action = await w.suggest(movesOf(w.events));
    w.failing.fail({
      method: 'updateEvent',
      nth: 3,
      error: new KairosError('calendar_forbidden', 'Only the organiser can change this event in Google Calendar — ask them to.'),
    });
    const error = await failureOf(w.approvals.approve(action.token));
    expect(error).toMatchObject({
      code: 'calendar_forbidden',
      retryable: false,
      message:
        'Changing "Meeting 3" failed: Only the organiser can change this event in Google Calendar — ask them to. The 2 change(s) already made were put back, so nothing was changed.',
    });
    expect(await w.shown()).toEqual(before);
    expect(await w.approvals.history(10)).toEqual([]);
    const failed = await w.approvals.get(action.token);
    expect([failed.status, failed.retryable, failed.auditId]).toEqual(['failed', undefined, undefined]);
    expect(await failureOf(w.approvals.retry(action.token))).toMatchObject({
      code: 'action_not_pending',
      message: 'This change failed for a reason Retry cannot fix. Ask again for a fresh suggestion.',
    });
  });

  it('Retry refuses a suggestion that never stopped part-way', async () => {
    const w = await world(1);
    const action = await w.suggest(deletesOf(w.events));
    expect(await failureOf(w.approvals.retry(action.token))).toMatchObject({
      code: 'action_not_pending',
      message: 'This suggestion has not been approved yet, so there is nothing to retry.',
    });
    expect(await w.shown()).toHaveLength(1);
  });
});
