import { describe, expect, it } from 'vitest';
import { eventIdSchema, type EventDraft } from '../../../lib/core/domain/calendar-event';
import { KairosError } from '../../../lib/core/errors';
import { createTestWorld } from '../../helpers/fakes';

const NOW = '2026-11-22T10:00:00-05:00';
const draft = (id: string, title = 'Coffee'): EventDraft => ({
  id: eventIdSchema.parse(id),
  title,
  time: {
    kind: 'timed',
    start: Date.parse('2026-11-23T15:00:00-05:00'),
    end: Date.parse('2026-11-23T15:30:00-05:00'),
    timeZone: 'America/New_York',
  },
  attendees: [{ email: 'sam@acme.com' }],
  transparency: 'opaque',
});

async function expectCode(promise: Promise<unknown>, code: string): Promise<void> {
  await expect(promise).rejects.toBeInstanceOf(KairosError);
  await promise.catch((e: unknown) => {
    expect((e as KairosError).code).toBe(code);
  });
}

describe('approvals lifecycle', () => {
  it('writes nothing until approved, then executes once and logs an audit entry', async () => {
    const w = await createTestWorld(NOW);
    const action = await w.approvals.suggest({
      change: { kind: 'create', event: draft('evt00001') },
      description: 'Create "Coffee"',
      source: 'chat',
    });
    expect(action.status).toBe('suggested');
    expect(await w.calendar.getEvent(eventIdSchema.parse('evt00001'))).toBeUndefined();

    const { action: executed, audit } = await w.approvals.approve(action.token);
    expect(executed.status).toBe('executed');
    expect(audit.change.kind).toBe('create');
    expect((await w.calendar.getEvent(eventIdSchema.parse('evt00001')))?.title).toBe('Coffee');
    expect(await w.approvals.history(10)).toHaveLength(1);
  });

  it('treats a second approve of the same suggestion as the first (no duplicate event)', async () => {
    const w = await createTestWorld(NOW);
    const action = await w.approvals.suggest({
      change: { kind: 'create', event: draft('evt00001') },
      description: 'x',
      source: 'chat',
    });
    const first = await w.approvals.approve(action.token);
    const second = await w.approvals.approve(action.token);
    expect(second.audit.id).toBe(first.audit.id);
    expect(await w.calendar.allEvents()).toHaveLength(1);
  });

  it('refuses to approve after the suggestion expires and marks it expired', async () => {
    const w = await createTestWorld(NOW);
    const action = await w.approvals.suggest({
      change: { kind: 'create', event: draft('evt00001') },
      description: 'x',
      source: 'chat',
    });
    w.clock.advance(10 * 60_000);
    await expectCode(w.approvals.approve(action.token), 'action_expired');
    expect((await w.approvals.get(action.token)).status).toBe('expired');
    expect(await w.calendar.allEvents()).toHaveLength(0);
  });

  it('rejects a suggestion so it can no longer be approved', async () => {
    const w = await createTestWorld(NOW);
    const action = await w.approvals.suggest({
      change: { kind: 'create', event: draft('evt00001') },
      description: 'x',
      source: 'chat',
    });
    expect((await w.approvals.reject(action.token)).status).toBe('rejected');
    await expectCode(w.approvals.approve(action.token), 'action_not_pending');
  });

  it('replaces a revised suggestion: the old token is closed, the new one approves the new event', async () => {
    const w = await createTestWorld(NOW);
    const old = await w.approvals.suggest({
      change: { kind: 'create', event: draft('evt00001') },
      description: 'x',
      source: 'chat',
    });
    const next = await w.approvals.revise(old.token, {
      change: { kind: 'create', event: draft('evt00001', 'Tea') },
      description: 'y',
      source: 'chat',
    });
    expect((await w.approvals.get(old.token)).replacedBy).toBe(next.token);
    await expectCode(w.approvals.approve(old.token), 'action_not_pending');
    await w.approvals.approve(next.token);
    expect((await w.calendar.allEvents())[0]?.title).toBe('Tea');
  });

  it('undoes a create by deleting the event, and a second undo changes nothing', async () => {
    const w = await createTestWorld(NOW);
    const action = await w.approvals.suggest({
      change: { kind: 'create', event: draft('evt00001') },
      description: 'x',
      source: 'chat',
    });
    const { audit } = await w.approvals.approve(action.token);
    const undone = await w.approvals.undo(audit.id);
    expect(undone.undoneAt).toBe(w.clock.now());
    expect(await w.calendar.allEvents()).toHaveLength(0);
    expect((await w.approvals.undo(audit.id)).undoneAt).toBe(undone.undoneAt);
  });

  it('refuses to undo a create when the event was edited afterwards', async () => {
    const w = await createTestWorld(NOW);
    const action = await w.approvals.suggest({
      change: { kind: 'create', event: draft('evt00001') },
      description: 'x',
      source: 'chat',
    });
    const { audit } = await w.approvals.approve(action.token);
    const current = await w.calendar.getEvent(eventIdSchema.parse('evt00001'));
    if (current === undefined) throw new Error('event missing');
    await w.calendar.updateEvent({ ...draft('evt00001'), title: 'Coffee (moved)' }, current.etag);
    await expectCode(w.approvals.undo(audit.id), 'stale_target');
    expect(await w.calendar.allEvents()).toHaveLength(1);
  });

  it('deletes only if the event is unchanged since the suggestion, and undo brings it back', async () => {
    const w = await createTestWorld(NOW);
    const event = await w.calendar.insertEvent(draft('evt00001'));
    const stale = await w.approvals.suggest({ change: { kind: 'delete', before: event }, description: 'x', source: 'chat' });
    await w.calendar.updateEvent({ ...draft('evt00001'), title: 'Renamed' }, event.etag);
    await expectCode(w.approvals.approve(stale.token), 'stale_target');
    expect((await w.approvals.get(stale.token)).status).toBe('failed');

    const fresh = await w.calendar.getEvent(event.id);
    if (fresh === undefined) throw new Error('event missing');
    const action = await w.approvals.suggest({ change: { kind: 'delete', before: fresh }, description: 'x', source: 'chat' });
    const { audit } = await w.approvals.approve(action.token);
    expect(await w.calendar.getEvent(event.id)).toBeUndefined();
    await w.approvals.undo(audit.id);
    expect((await w.calendar.getEvent(event.id))?.title).toBe('Renamed');
  });

  it('undoes an update by restoring the previous fields', async () => {
    const w = await createTestWorld(NOW);
    const event = await w.calendar.insertEvent(draft('evt00001'));
    const action = await w.approvals.suggest({
      change: { kind: 'update', before: event, after: { ...draft('evt00001'), title: 'Lunch' } },
      description: 'x',
      source: 'chat',
    });
    const { audit } = await w.approvals.approve(action.token);
    expect((await w.calendar.getEvent(event.id))?.title).toBe('Lunch');
    await w.approvals.undo(audit.id);
    expect((await w.calendar.getEvent(event.id))?.title).toBe('Coffee');
  });
});
