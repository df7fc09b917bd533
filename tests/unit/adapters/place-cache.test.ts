import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { createIdbPlaceCache, prunePlaces } from '../../../lib/adapters/idb-place-cache';
import { openKairosDb } from '../../../lib/adapters/kairos-db';
import { createMemoryPlaceCache } from '../../../lib/adapters/memory-place-cache';
import { cachedPlacesSchema, PLACE_TTL_MS, type CachedPlaces, type PlaceCache } from '../../../lib/ports/place-cache';
import fixture from '../../fixtures/db/v5-places.json';

const [cafes, restaurants] = fixture.places.map((p) => cachedPlacesSchema.parse(p)) as [CachedPlaces, CachedPlaces];
const AT = cafes.at;

let dbCounter = 0;

async function freshDb() {
  const name = `place-cache-test-${String(++dbCounter)}`;
  return { name, db: await openKairosDb(name) };
}

const adapters: [string, () => Promise<PlaceCache>][] = [
  ['in memory', () => Promise.resolve(createMemoryPlaceCache())],
  ['in IndexedDB', async () => createIdbPlaceCache((await freshDb()).db)],
];

describe.each(adapters)('place cache %s', (_label, create) => {
  it('returns the places stored under a key and nothing under another', async () => {
    const cache = await create();
    await cache.set(cafes);
    expect(await cache.get(cafes.key, AT)).toEqual(cafes);
    expect(await cache.get(restaurants.key, AT)).toBeUndefined();
  });

  it('keeps an empty answer: an area with no cafés is an answer too', async () => {
    const cache = await create();
    await cache.set({ ...cafes, places: [] });
    expect((await cache.get(cafes.key, AT))?.places).toEqual([]);
  });

  it('still answers 30 minutes after the search, and not a millisecond later', async () => {
    const cache = await create();
    await cache.set(cafes);
    expect(PLACE_TTL_MS).toBe(30 * 60_000);
    expect(await cache.get(cafes.key, AT + PLACE_TTL_MS)).toEqual(cafes);
    expect(await cache.get(cafes.key, AT + PLACE_TTL_MS + 1)).toBeUndefined();
    expect(await cache.get(cafes.key, AT)).toBeUndefined();
  });

  it('hands out copies: changing what was set or returned does not change the cache', async () => {
    const cache = await create();
    const entry = structuredClone(cafes);
    await cache.set(entry);
    entry.places = [];
    const read = await cache.get(cafes.key, AT);
    if (read?.places[0] !== undefined) read.places[0].name = 'changed';
    expect(await cache.get(cafes.key, AT)).toEqual(cafes);
  });
});

describe('place cache in IndexedDB', () => {
  it('deletes an expired entry when it is asked for', async () => {
    const { db } = await freshDb();
    const cache = createIdbPlaceCache(db);
    await cache.set(cafes);
    await cache.get(cafes.key, AT + PLACE_TTL_MS + 1);
    expect(await db.get('places', cafes.key)).toBeUndefined();
  });

  it('reads a record that fails its schema as no entry and removes it', async () => {
    const { name, db } = await freshDb();
    const raw = await openDB(name);
    await raw.put('places', { key: cafes.key, places: [{ name: 'no id' }], at: AT });
    raw.close();
    expect(await createIdbPlaceCache(db).get(cafes.key, AT)).toBeUndefined();
    expect(await db.count('places')).toBe(0);
  });

  it('refuses to store places that fail their schema', async () => {
    const { db } = await freshDb();
    const bad = { ...cafes, places: [{ ...cafes.places[0], mapUrl: 'javascript:alert(1)' }] } as unknown as CachedPlaces;
    await expect(createIdbPlaceCache(db).set(bad)).rejects.toThrow();
    expect(await db.count('places')).toBe(0);
  });

  it('survives a service-worker restart', async () => {
    const { name, db } = await freshDb();
    await createIdbPlaceCache(db).set(restaurants);
    db.close();
    expect(await createIdbPlaceCache(await openKairosDb(name)).get(restaurants.key, restaurants.at + 60_000)).toEqual(
      restaurants,
    );
  });

  it('prunes only entries past their TTL', async () => {
    const { db } = await freshDb();
    const cache = createIdbPlaceCache(db);
    await cache.set(cafes);
    await cache.set(restaurants);
    expect(await prunePlaces(db, cafes.at + PLACE_TTL_MS + 1)).toBe(1);
    expect(await db.getAllKeys('places')).toEqual([restaurants.key]);
  });
});
