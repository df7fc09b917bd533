import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import {
  conversationRecordSchema,
  DB_VERSION,
  MIGRATIONS,
  openKairosDb,
  type KairosDbSchema,
} from '../../../lib/adapters/kairos-db';
import { auditEntrySchema, pendingActionSchema } from '../../../lib/core/approvals/pending-action';
import { calendarEventSchema } from '../../../lib/core/domain/calendar-event';
import { cachedPlacesSchema } from '../../../lib/ports/place-cache';
import { cachedTemplateSchema } from '../../../lib/ports/template-cache';
import v1Events from '../../fixtures/db/v1-events.json';
import v2Approvals from '../../fixtures/db/v2-approvals.json';
import v3Memory from '../../fixtures/db/v3-memory.json';
import v5Places from '../../fixtures/db/v5-places.json';

const ALL_STORES = ['actions', 'audit', 'conversations', 'events', 'places', 'templates', 'workflows'];

const events = v1Events.map((e) => calendarEventSchema.parse(e));
const actions = v2Approvals.actions.map((a) => pendingActionSchema.parse(a));
const audit = v2Approvals.audit.map((a) => auditEntrySchema.parse(a));
const conversations = v3Memory.conversations.map((c) => conversationRecordSchema.parse(c));
const templates = v3Memory.templates.map((t) => cachedTemplateSchema.parse(t));
const places = v5Places.places.map((p) => cachedPlacesSchema.parse(p));

/** A profile as an older build left it: only the first `version` migrations have run. */
function openAtVersion(name: string, version: number) {
  return openDB<KairosDbSchema>(name, version, {
    upgrade(db) {
      for (const migrate of MIGRATIONS.slice(0, version)) migrate(db);
    },
  });
}

describe('kairos IndexedDB migrations', () => {
  it('walks a v1 profile with events to the latest version without losing an event', async () => {
    const name = 'migration-v1';
    const v1 = await openAtVersion(name, 1);
    for (const event of events) await v1.put('events', event);
    v1.close();

    const latest = await openKairosDb(name);
    expect(latest.version).toBe(DB_VERSION);
    expect([...latest.objectStoreNames].sort()).toEqual(ALL_STORES);
    expect((await latest.getAll('events')).map((e) => calendarEventSchema.parse(e))).toEqual(events);
    expect(await latest.getAllFromIndex('events', 'byStart')).toHaveLength(1); // the all-day event has no start instant
    latest.close();
  });

  it('walks a v2 profile with pending actions and an audit log to the latest version without losing a record', async () => {
    const name = 'migration-v2';
    const v2 = await openAtVersion(name, 2);
    for (const event of events) await v2.put('events', event);
    for (const action of actions) await v2.put('actions', action);
    for (const entry of audit) await v2.put('audit', entry);
    v2.close();

    const latest = await openKairosDb(name);
    expect(latest.version).toBe(DB_VERSION);
    expect([...latest.objectStoreNames].sort()).toEqual(ALL_STORES);
    expect((await latest.getAll('events')).map((e) => calendarEventSchema.parse(e))).toEqual(events);
    expect((await latest.getAll('actions')).map((a) => pendingActionSchema.parse(a))).toEqual(actions);
    expect((await latest.getAll('audit')).map((a) => auditEntrySchema.parse(a))).toEqual(audit);
    expect((await latest.getAllFromIndex('actions', 'byStatus', 'suggested')).map((a) => a.token)).toEqual(['tok0000000001']);
    expect(await latest.count('conversations')).toBe(0);
    expect(await latest.count('templates')).toBe(0);
    expect(await latest.count('workflows')).toBe(0);
    latest.close();
  });

  it('walks a v3 profile with conversations and templates to the latest version without losing a record', async () => {
    const name = 'migration-v3';
    const v3 = await openAtVersion(name, 3);
    for (const event of events) await v3.put('events', event);
    for (const action of actions) await v3.put('actions', action);
    for (const conversation of conversations) await v3.put('conversations', conversation);
    for (const template of templates) await v3.put('templates', template);
    v3.close();

    const latest = await openKairosDb(name);
    expect(latest.version).toBe(DB_VERSION);
    expect([...latest.objectStoreNames].sort()).toEqual(ALL_STORES);
    expect((await latest.getAll('events')).map((e) => calendarEventSchema.parse(e))).toEqual(events);
    expect((await latest.getAll('actions')).map((a) => pendingActionSchema.parse(a))).toEqual(actions);
    expect((await latest.getAll('conversations')).map((c) => conversationRecordSchema.parse(c))).toEqual(conversations);
    expect((await latest.getAll('templates')).map((t) => cachedTemplateSchema.parse(t))).toEqual(templates);
    expect(await latest.count('workflows')).toBe(0);
    expect(await latest.count('places')).toBe(0);
    latest.close();
  });

  it('walks a v4 profile to the latest version, adding an empty place cache and keeping every record', async () => {
    const name = 'migration-v4';
    const v4 = await openAtVersion(name, 4);
    for (const event of events) await v4.put('events', event);
    for (const conversation of conversations) await v4.put('conversations', conversation);
    for (const template of templates) await v4.put('templates', template);
    v4.close();

    const latest = await openKairosDb(name);
    expect(latest.version).toBe(DB_VERSION);
    expect([...latest.objectStoreNames].sort()).toEqual(ALL_STORES);
    expect((await latest.getAll('events')).map((e) => calendarEventSchema.parse(e))).toEqual(events);
    expect((await latest.getAll('conversations')).map((c) => conversationRecordSchema.parse(c))).toEqual(conversations);
    expect((await latest.getAll('templates')).map((t) => cachedTemplateSchema.parse(t))).toEqual(templates);
    expect(await latest.count('places')).toBe(0);
    for (const entry of places) await latest.put('places', entry);
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect((await latest.getAll('places')).map((p) => cachedPlacesSchema.parse(p))).toEqual([...places].sort(byKey));
    expect((await latest.getAllKeysFromIndex('places', 'byAt')).length).toBe(places.length);
    latest.close();
  });

  it('creates every store and index on a fresh profile', async () => {
    const db = await openKairosDb('migration-fresh');
    expect([...db.objectStoreNames].sort()).toEqual(ALL_STORES);
    expect(db.transaction('audit').store.indexNames.contains('byAt')).toBe(true);
    expect(db.transaction('conversations').store.indexNames.contains('byUpdatedAt')).toBe(true);
    expect(db.transaction('templates').store.indexNames.contains('byAt')).toBe(true);
    expect(db.transaction('workflows').store.indexNames.contains('byAt')).toBe(true);
    expect(db.transaction('places').store.indexNames.contains('byAt')).toBe(true);
    db.close();
  });
});
