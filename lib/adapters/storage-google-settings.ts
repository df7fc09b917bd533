import {
  DEFAULT_GOOGLE_SETTINGS,
  GOOGLE_ENDPOINTS,
  googleEndpointsSchema,
  googleSettingsSchema,
  type GoogleEndpoints,
  type GoogleSettings,
} from '../core/domain/calendar-connection';
import { createStoredItem, type KeyValueArea, type StoredItem } from './storage-item';

/** The Google connection's choices in chrome.storage.local; never a token (see GoogleSettings). */
export function createStorageGoogleSettings(area: KeyValueArea): StoredItem<GoogleSettings> {
  return createStoredItem(area, 'googleSettings', googleSettingsSchema, DEFAULT_GOOGLE_SETTINGS);
}

/**
 * Test-only: where the loopback fake Google lives. Options never writes it; an e2e test sets
 * `googleEndpoints` in storage.local. Absent (every real install), Google's own endpoints.
 */
export function createStorageGoogleEndpoints(area: KeyValueArea): { get(): Promise<GoogleEndpoints> } {
  const item = createStoredItem(area, 'googleEndpoints', googleEndpointsSchema.nullable(), null);
  return { get: async () => (await item.get()) ?? GOOGLE_ENDPOINTS };
}
