import { cachedPlacesSchema, PLACE_TTL_MS, type PlaceCache } from '../ports/place-cache';
import { deleteOlderThan, type KairosDb } from './kairos-db';

/** Place searches in IndexedDB, by cache key; expired or unreadable entries are deleted when met. */
export function createIdbPlaceCache(db: KairosDb): PlaceCache {
  return {
    async get(key, now) {
      // Readwrite so the expiry check and the delete are one step, as in the template cache.
      const tx = db.transaction('places', 'readwrite');
      const raw = await tx.store.get(key);
      if (raw === undefined) {
        await tx.done;
        return undefined;
      }
      const parsed = cachedPlacesSchema.safeParse(raw);
      if (parsed.success && now - parsed.data.at <= PLACE_TTL_MS) {
        await tx.done;
        return parsed.data;
      }
      await Promise.all([tx.store.delete(key), tx.done]);
      return undefined;
    },
    async set(entry) {
      await db.put('places', cachedPlacesSchema.parse(entry));
    },
  };
}

/** Deletes place searches past their TTL at `now`; returns how many. Meant for start-up, like the other prunes. */
export function prunePlaces(db: KairosDb, now: number): Promise<number> {
  return deleteOlderThan(db, 'places', now - PLACE_TTL_MS);
}
