import { TEMPLATE_TTL_MS, type CachedTemplate, type TemplateCache } from '../ports/template-cache';

/** Templates of recent proposals in this process only: for tests and the CLI. */
export function createMemoryTemplateCache(): TemplateCache {
  const entries = new Map<string, CachedTemplate>();
  return {
    get: (key, now) => {
      const entry = entries.get(key);
      if (entry === undefined) return Promise.resolve(undefined);
      if (now - entry.at <= TEMPLATE_TTL_MS) return Promise.resolve(structuredClone(entry));
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
