import { DEFAULT_MODEL_SETTINGS, modelSettingsSchema, type ModelSettings } from '../core/domain/model-settings';
import type { ModelSettingsPort } from '../ports/model-settings';
import type { KeyValueArea } from './storage-preferences';

const KEY = 'modelSettings';

/**
 * Model settings in chrome.storage.local, versioned. Never chrome.storage.sync: the record holds the
 * person's API key, and sync would upload it to their Google account and copy it to every browser
 * they sign in to, where a local URL (http://localhost:11434) would mean another machine anyway.
 * A record that fails its schema (hand-edited, or from a later version) falls back to the defaults,
 * which use no model, rather than breaking the extension.
 */
export function createStorageModelSettings(area: KeyValueArea): ModelSettingsPort {
  return {
    async get(): Promise<ModelSettings> {
      const raw = (await area.get(KEY))[KEY];
      if (raw === undefined) return DEFAULT_MODEL_SETTINGS;
      const parsed = modelSettingsSchema.safeParse(raw);
      return parsed.success ? parsed.data : DEFAULT_MODEL_SETTINGS;
    },
    async set(settings) {
      await area.set({ [KEY]: modelSettingsSchema.parse(settings) });
    },
  };
}
