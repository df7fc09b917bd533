import { PLACE_TTL_MS, type CachedPlaces, type PlaceCache } from '../ports/place-cache';

/** Place searches in this process only: for tests and the CLI. */
export function createMemoryPlaceCache(): PlaceCache {
  const entries = new Map<string, CachedPlaces>();
  return {
    get: (key, now) => {
      const entry = entries.get(key);
      if (entry === undefined) return Promise.resolve(undefined);
      if (now - entry.at <= PLACE_TTL_MS) return Promise.resolve(structuredClone(entry));
      entries.delete(key);
      return Promise.resolve(undefined);
    },
    // Copies in and out, as IndexedDB does, so a caller changing its object cannot change the cache.
    set: (entry) => {
      entries.set(entry.key, structuredClone(entry));
      return Promise.resolve();
    },
  };
}
