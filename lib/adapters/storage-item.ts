import type { z } from 'zod';

/** The slice of chrome.storage.local (or a Map in tests) a stored setting needs. */
export interface KeyValueArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface StoredItem<T> {
  get(): Promise<T>;
  set(value: T): Promise<void>;
}

/**
 * One versioned record in extension storage, checked by its schema both ways. A record that fails
 * its schema (hand-edited, or written by a later version) reads as the defaults rather than
 * breaking the extension.
 */
export function createStoredItem<T>(area: KeyValueArea, key: string, schema: z.ZodType<T>, defaults: T): StoredItem<T> {
  return {
    async get(): Promise<T> {
      const raw = (await area.get(key))[key];
      if (raw === undefined) return defaults;
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : defaults;
    },
    async set(value) {
      await area.set({ [key]: schema.parse(value) });
    },
  };
}
