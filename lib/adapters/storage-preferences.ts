import { DEFAULT_PREFERENCES, preferencesSchema } from '../core/domain/preferences';
import type { PreferencesPort } from '../ports/preferences';
import { createStoredItem, type KeyValueArea } from './storage-item';

/** Preferences in chrome.storage.local, versioned; time zone `null` follows the browser. */
export function createStoragePreferences(area: KeyValueArea): PreferencesPort {
  return createStoredItem(area, 'preferences', preferencesSchema, DEFAULT_PREFERENCES);
}
