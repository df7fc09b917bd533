import { cachedTemplateSchema, TEMPLATE_TTL_MS, type TemplateCache } from '../ports/template-cache';
import { deleteOlderThan, type KairosDb } from './kairos-db';

/** Templates of recent proposals in IndexedDB, by participants key; expired or unreadable entries are deleted when met. */
export function createIdbTemplateCache(db: KairosDb): TemplateCache {
  return {
    async get(key, now) {
      // Readwrite so the expiry check and the delete are one step: a set() made in between is
      // queued after this transaction and is never the entry deleted.
      const tx = db.transaction('templates', 'readwrite');
      const raw = await tx.store.get(key);
      if (raw === undefined) {
        await tx.done;
        return undefined;
      }
      const parsed = cachedTemplateSchema.safeParse(raw);
      if (parsed.success && now - parsed.data.at <= TEMPLATE_TTL_MS) {
        await tx.done;
        return parsed.data;
      }
      await Promise.all([tx.store.delete(key), tx.done]);
      return undefined;
    },
    async set(entry) {
      await db.put('templates', cachedTemplateSchema.parse(entry));
    },
  };
}

/**
 * Deletes templates past their TTL at `now`; returns how many. get() only meets the keys someone
 * asks for again, so without this, entries for people never mentioned again would stay forever.
 */
export function pruneTemplates(db: KairosDb, now: number): Promise<number> {
  return deleteOlderThan(db, 'templates', now - TEMPLATE_TTL_MS);
}
