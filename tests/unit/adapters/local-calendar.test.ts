import { describe, expect, it } from 'vitest';
import { eventIdSchema, type EventDraft } from '../../../lib/core/domain/calendar-event';
import { KairosError } from '../../../lib/core/errors';
import { createTestWorld } from '../../helpers/fakes';

const NOW = '2026-11-22T10:00:00-05:00';
const at = (iso: string): number => Date.parse(iso);
const timed = (id: string, title: string, start: string, end: string): EventDraft => ({
  id: eventIdSchema.parse(id),
  title,
  time: { kind: 'timed', start: at(start), end: at(end), timeZone: 'America/New_York' },
  attendees: [],
  transparency: 'opaque',
});

describe('local calendar (IndexedDB)', () => {
  it('creates, reads, updates and deletes an event, changing the etag on every write', async () => {
    const { calendar } = await createTestWorld(NOW);
    const created = await calendar.insertEvent(
      timed('evt00001', 'Coffee', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00'),
    );
    expect(await calendar.getEvent(created.id)).toEqual(created);
    const updated = await calendar.updateEvent({ ...created, title: 'Tea' }, created.etag);
    expect(updated.etag).not.toBe(created.etag);
    expect((await calendar.getEvent(created.id))?.title).toBe('Tea');
    await calendar.deleteEvent(created.id, updated.etag);
    expect(await calendar.getEvent(created.id)).toBeUndefined();
  });

  it('returns the existing event when an insert is retried with the same id', async () => {
    const { calendar } = await createTestWorld(NOW);
    const first = await calendar.insertEvent(
      timed('evt00001', 'Coffee', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00'),
    );
    const again = await calendar.insertEvent(
      timed('evt00001', 'Coffee again', '2026-11-23T16:00:00-05:00', '2026-11-23T16:30:00-05:00'),
    );
    expect(again).toEqual(first);
    expect(await calendar.allEvents()).toHaveLength(1);
  });

  it('refuses an update or delete made against an old etag', async () => {
    const { calendar } = await createTestWorld(NOW);
    const created = await calendar.insertEvent(
      timed('evt00001', 'Coffee', '2026-11-23T15:00:00-05:00', '2026-11-23T15:30:00-05:00'),
    );
    await calendar.updateEvent({ ...created, title: 'Tea' }, created.etag);
    await expect(calendar.updateEvent({ ...created, title: 'Juice' }, created.etag)).rejects.toSatisfy(
      (e) => e instanceof KairosError && e.code === 'stale_target',
    );
    await expect(calendar.deleteEvent(created.id, created.etag)).rejects.toSatisfy(
      (e) => e instanceof KairosError && e.code === 'stale_target',
    );
    expect((await calendar.getEvent(created.id))?.title).toBe('Tea');
  });

  it('lists occurrences in a range sorted by start, all-day first on a shared start, and skips the rest', async () => {
    const { calendar } = await createTestWorld(NOW);
    await calendar.importEvents([
      timed('evt00002', 'Late', '2026-11-23T16:00:00-05:00', '2026-11-23T17:00:00-05:00'),
      timed('evt00001', 'Early', '2026-11-23T09:00:00-05:00', '2026-11-23T10:00:00-05:00'),
      timed('evt00003', 'Next week', '2026-11-30T09:00:00-05:00', '2026-11-30T10:00:00-05:00'),
      {
        id: eventIdSchema.parse('evt00004'),
        title: 'Holiday',
        time: { kind: 'allDay', startDate: '2026-11-23', endDate: '2026-11-24' },
        attendees: [],
        transparency: 'transparent',
      },
    ]);
    const day = await calendar.listOccurrences(
      { start: at('2026-11-23T00:00:00-05:00'), end: at('2026-11-24T00:00:00-05:00') },
      'America/New_York',
    );
    expect(day.map((o) => o.event.title)).toEqual(['Holiday', 'Early', 'Late']);
  });

  it('imports all drafts in one go and clears everything on request', async () => {
    const { calendar } = await createTestWorld(NOW);
    expect(
      await calendar.importEvents([
        timed('evt00001', 'A', '2026-11-23T09:00:00-05:00', '2026-11-23T10:00:00-05:00'),
        timed('evt00002', 'B', '2026-11-23T11:00:00-05:00', '2026-11-23T12:00:00-05:00'),
      ]),
    ).toBe(2);
    await calendar.clear();
    expect(await calendar.allEvents()).toEqual([]);
  });
});
