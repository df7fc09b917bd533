import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { DB_VERSION, MIGRATIONS, openKairosDb, type KairosDbSchema } from '../../../lib/adapters/kairos-db';
import { calendarEventSchema } from '../../../lib/core/domain/calendar-event';
import v1Events from '../../fixtures/db/v1-events.json';

describe('kairos IndexedDB migrations', () => {
  it('walks a v1 profile with events to the latest version without losing an event', async () => {
    const name = 'migration-v1';
    const v1 = await openDB<KairosDbSchema>(name, 1, {
      upgrade(db) {
        MIGRATIONS[0]?.(db);
      },
    });
    for (const event of v1Events) await v1.put('events', calendarEventSchema.parse(event));
    v1.close();

    const latest = await openKairosDb(name);
    expect(latest.version).toBe(DB_VERSION);
    expect([...latest.objectStoreNames].sort()).toEqual(['actions', 'audit', 'events']);
    const events = await latest.getAll('events');
    expect(events.map((e) => calendarEventSchema.parse(e))).toEqual(v1Events.map((e) => calendarEventSchema.parse(e)));
    expect(await latest.getAllFromIndex('events', 'byStart')).toHaveLength(1); // the all-day event has no start instant
    latest.close();
  });

  it('creates every store on a fresh profile', async () => {
    const db = await openKairosDb('migration-fresh');
    expect([...db.objectStoreNames].sort()).toEqual(['actions', 'audit', 'events']);
    expect(db.transaction('audit').store.indexNames.contains('byAt')).toBe(true);
    db.close();
  });
});
