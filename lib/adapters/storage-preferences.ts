import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from '../core/domain/preferences';
import type { PreferencesPort } from '../ports/preferences';

/** The slice of chrome.storage.local (or a Map in tests) the preferences need. */
export interface KeyValueArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

const KEY = 'preferences';

/**
 * Preferences in chrome.storage.local, versioned. A record that fails its schema (a hand-edited
 * or future profile) falls back to defaults rather than breaking the extension.
 */
export function createStoragePreferences(area: KeyValueArea): PreferencesPort {
  return {
    async get(): Promise<Preferences> {
      const raw = (await area.get(KEY))[KEY];
      if (raw === undefined) return DEFAULT_PREFERENCES;
      const parsed = preferencesSchema.safeParse(raw);
      return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
    },
    async set(preferences) {
      await area.set({ [KEY]: preferencesSchema.parse(preferences) });
    },
  };
}
