import { DEFAULT_PLACES_SETTINGS, placesSettingsSchema } from '../core/domain/places-settings';
import type { PlacesSettingsPort } from '../ports/places-settings';
import { PLACES_ENDPOINTS, placesEndpointsSchema, type PlacesEndpoints } from './places-source';
import { createStoredItem, type KeyValueArea } from './storage-item';

/**
 * Places settings in chrome.storage.local, versioned. Never chrome.storage.sync: the record holds a
 * Foursquare key and the person's home and work addresses, which sync would upload to their Google
 * account. An invalid record reads as the defaults, which use no provider.
 */
export function createStoragePlacesSettings(area: KeyValueArea): PlacesSettingsPort {
  return createStoredItem(area, 'placesSettings', placesSettingsSchema, DEFAULT_PLACES_SETTINGS);
}

/** Where the places services are, and whether that is a test's loopback fakes rather than the real ones. */
export interface PlacesEndpointsInUse {
  endpoints: PlacesEndpoints;
  /** Set by an e2e test: the fakes answer CORS on loopback, so no host permission is needed to reach them. */
  testOnly: boolean;
}

/**
 * Test-only: where the loopback fake Nominatim, Overpass and Foursquare live, as `googleEndpoints`
 * does for Google. Options never writes it; an e2e test sets `placesEndpoints` in storage.local.
 * Absent (every real install), the services' own endpoints.
 */
export function createStoragePlacesEndpoints(area: KeyValueArea): { get(): Promise<PlacesEndpointsInUse> } {
  const item = createStoredItem(area, 'placesEndpoints', placesEndpointsSchema.nullable(), null);
  return {
    async get() {
      const override = await item.get();
      return override === null ? { endpoints: PLACES_ENDPOINTS, testOnly: false } : { endpoints: override, testOnly: true };
    },
  };
}
