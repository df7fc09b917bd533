import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { createIdbTemplateCache, pruneTemplates } from '../../../lib/adapters/idb-template-cache';
import { openKairosDb } from '../../../lib/adapters/kairos-db';
import { createMemoryTemplateCache } from '../../../lib/adapters/memory-template-cache';
import { TEMPLATE_TTL_MS, type CachedTemplate, type TemplateCache } from '../../../lib/ports/template-cache';

const AT = Date.parse('2026-03-02T15:00:00Z');

const lunch: CachedTemplate = {
  key: 'dana@example.com,sam',
  request: {
    intent: 'create_event',
    confidence: 0.9,
    entities: { title: 'Lunch', attendees: [{ name: 'Sam' }, { email: 'dana@example.com' }], durationMinutes: 60 },
    constraints: [],
  },
  token: 'tok00000001',
  at: AT,
};

let dbCounter = 0;

async function freshDb() {
  const name = `template-cache-test-${String(++dbCounter)}`;
  return { name, db: await openKairosDb(name) };
}

const adapters: [string, () => Promise<TemplateCache>][] = [
  ['in memory', () => Promise.resolve(createMemoryTemplateCache())],
  ['in IndexedDB', async () => createIdbTemplateCache((await freshDb()).db)],
];

describe.each(adapters)('template cache %s', (_label, create) => {
  it('returns the template set for those participants and nothing for others', async () => {
    const cache = await create();
    await cache.set(lunch);
    expect(await cache.get(lunch.key, AT)).toEqual(lunch);
    expect(await cache.get('sam', AT)).toBeUndefined();
  });

  it('replaces the template when the same participants get a newer proposal', async () => {
    const cache = await create();
    await cache.set(lunch);
    await cache.set({ ...lunch, token: 'tok00000002', at: AT + 60_000 });
    expect((await cache.get(lunch.key, AT + 60_000))?.token).toBe('tok00000002');
  });

  it('still returns a template exactly TEMPLATE_TTL_MS old, and not one a millisecond older', async () => {
    const cache = await create();
    await cache.set(lunch);
    expect(await cache.get(lunch.key, AT + TEMPLATE_TTL_MS)).toEqual(lunch);
    expect(await cache.get(lunch.key, AT + TEMPLATE_TTL_MS + 1)).toBeUndefined();
  });

  it('forgets an expired template, so asking again with an earlier time does not bring it back', async () => {
    const cache = await create();
    await cache.set(lunch);
    expect(await cache.get(lunch.key, AT + TEMPLATE_TTL_MS + 1)).toBeUndefined();
    expect(await cache.get(lunch.key, AT)).toBeUndefined();
  });

  it('hands out copies: changing what was set or returned does not change the cache', async () => {
    const cache = await create();
    const entry = structuredClone(lunch);
    await cache.set(entry);
    entry.token = 'changed-after-set';
    const read = await cache.get(lunch.key, AT);
    if (read !== undefined) read.request.entities.title = 'changed-after-get';
    expect(await cache.get(lunch.key, AT)).toEqual(lunch);
  });
});

describe('template cache in IndexedDB', () => {
  it('deletes an expired template from the store when it is asked for', async () => {
    const { db } = await freshDb();
    const cache = createIdbTemplateCache(db);
    await cache.set(lunch);
    await cache.get(lunch.key, AT + TEMPLATE_TTL_MS + 1);
    expect(await db.get('templates', lunch.key)).toBeUndefined();
  });

  it('reads a record that fails its schema as no template and removes it', async () => {
    const { name, db } = await freshDb();
    const raw = await openDB(name);
    await raw.put('templates', { key: lunch.key, request: 'not a request', at: AT });
    raw.close();

    expect(await createIdbTemplateCache(db).get(lunch.key, AT)).toBeUndefined();
    expect(await db.count('templates')).toBe(0);
  });

  it('refuses to store a template that fails its schema', async () => {
    const { db } = await freshDb();
    await expect(createIdbTemplateCache(db).set({ ...lunch, at: 1.5 })).rejects.toThrow();
    expect(await db.count('templates')).toBe(0);
  });

  it('survives a service-worker restart: a fresh adapter over a reopened database finds the template', async () => {
    const { name, db } = await freshDb();
    await createIdbTemplateCache(db).set(lunch);
    db.close();
    expect(await createIdbTemplateCache(await openKairosDb(name)).get(lunch.key, AT + 60_000)).toEqual(lunch);
  });

  it('prunes only templates past their TTL', async () => {
    const { db } = await freshDb();
    const cache = createIdbTemplateCache(db);
    await cache.set(lunch);
    await cache.set({ ...lunch, key: 'sam', at: AT + 1 });
    expect(await pruneTemplates(db, AT + TEMPLATE_TTL_MS + 1)).toBe(1);
    expect(await db.getAllKeys('templates')).toEqual(['sam']);
  });
});
