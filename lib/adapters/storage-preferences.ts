import { z } from 'zod';
import { DEFAULT_PREFERENCES, preferencesSchema } from '../core/domain/preferences';
import { migratePreferences } from '../core/domain/preferences-migrations';
import type { PreferencesPort } from '../ports/preferences';
import { createStoredItem, type KeyValueArea } from './storage-item';

/**
 * Preferences in chrome.storage.local, versioned; time zone `null` follows the browser. An older
 * record is migrated before the schema checks it, so it reads as the latest version with its values
 * kept; it is written back as the latest version on the next save.
 */
export function createStoragePreferences(area: KeyValueArea): PreferencesPort {
  return createStoredItem(area, 'preferences', z.preprocess(migratePreferences, preferencesSchema), DEFAULT_PREFERENCES);
}
