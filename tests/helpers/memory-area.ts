import type { KeyValueArea } from '../../lib/adapters/storage-item';
import { createStorageGoogleSettings } from '../../lib/adapters/storage-google-settings';
import { createStoragePlacesSettings } from '../../lib/adapters/storage-places-settings';
import { createGoogleConnection, type GoogleConnection } from '../../lib/background/google-connection';
import type { Services } from '../../lib/background/services';
import { GOOGLE_ENDPOINTS } from '../../lib/core/domain/calendar-connection';

/** chrome.storage.local's shape over a plain object, which the test may read. */
export function memoryArea(initial: Record<string, unknown> = {}): KeyValueArea & {
  data: Record<string, unknown>;
  remove(key: string): Promise<void>;
} {
  const data: Record<string, unknown> = { ...initial };
  return {
    data,
    get: (key) => Promise.resolve(key in data ? { [key]: data[key] } : {}),
    set: (items) => {
      Object.assign(data, items);
      return Promise.resolve();
    },
    remove: (key) => {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a key-value store's delete
      delete data[key];
      return Promise.resolve();
    },
  };
}

/** A Google connection that was never connected: services use the local calendar. */
export function neverConnectedGoogle(area: KeyValueArea = memoryArea()): GoogleConnection {
  const refuse = (): never => {
    throw new Error('this test has no Google');
  };
  return createGoogleConnection({
    settings: createStorageGoogleSettings(area),
    endpoints: () => Promise.resolve(GOOGLE_ENDPOINTS),
    manifestClientId: undefined,
    webClientId: undefined,
    createAuth: refuse,
    createCalendar: refuse,
    log: { warn: () => undefined },
  });
}

/** Places as in a fresh install: settings in `area`, and no provider to reach (turns are times only). */
export function placesOff(area: KeyValueArea = memoryArea()): Pick<Services, 'placesSettings' | 'reachPlaces'> {
  return {
    placesSettings: createStoragePlacesSettings(area),
    reachPlaces: () => Promise.resolve({ ok: false, reason: 'no_provider' }),
  };
}
