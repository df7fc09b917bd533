import { DEFAULT_MODEL_SETTINGS, modelSettingsSchema } from '../core/domain/model-settings';
import type { ModelSettingsPort } from '../ports/model-settings';
import { createStoredItem, type KeyValueArea } from './storage-item';

/**
 * Model settings in chrome.storage.local, versioned. Never chrome.storage.sync: the record holds the
 * person's API key, and sync would upload it to their Google account and copy it to every browser
 * they sign in to, where a local URL (http://localhost:11434) would mean another machine anyway.
 * An invalid record reads as the defaults, which use no model.
 */
export function createStorageModelSettings(area: KeyValueArea): ModelSettingsPort {
  return createStoredItem(area, 'modelSettings', modelSettingsSchema, DEFAULT_MODEL_SETTINGS);
}
