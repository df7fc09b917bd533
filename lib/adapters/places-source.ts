import { z } from 'zod';
import type { PlacesSettings } from '../core/domain/places-settings';
import type { TurnPlaces } from '../core/places/turn-places';
import type { Clock } from '../ports/clock';
import type { PlaceCache } from '../ports/place-cache';
import type { PlacesPort } from '../ports/places';
import { createCachedPlaces } from './cached-places';
import { createFoursquarePlaces, FOURSQUARE_URL } from './foursquare-places';
import { createOpeningHoursReader } from './opening-hours-reader';
import { createOpenStreetMapPlaces, NOMINATIM_URL, OVERPASS_URL } from './openstreetmap-places';

/** Where the services live: their real addresses, or (tests only) loopback fakes. */
export const placesEndpointsSchema = z.object({
  nominatimUrl: z.url({ protocol: /^https?$/ }),
  overpassUrl: z.url({ protocol: /^https?$/ }),
  foursquareUrl: z.url({ protocol: /^https?$/ }),
});
export type PlacesEndpoints = z.infer<typeof placesEndpointsSchema>;

export const PLACES_ENDPOINTS: PlacesEndpoints = {
  nominatimUrl: NOMINATIM_URL,
  overpassUrl: OVERPASS_URL,
  foursquareUrl: FOURSQUARE_URL,
};

export interface PlacesSourceDeps {
  cache: PlaceCache;
  clock: Clock;
  fetch?: typeof fetch;
  userAgent?: string;
  language?: string;
  onCacheError?: (error: unknown) => void;
}

/**
 * Turns the saved Places settings into what a turn uses. The provider's port is built once per
 * provider, key and endpoints and then reused by every turn: its request pacer must outlive a turn,
 * or two quick turns would send OpenStreetMap two requests inside its one-a-second policy.
 */
export function createPlacesSource(
  deps: PlacesSourceDeps,
): (settings: PlacesSettings, endpoints?: PlacesEndpoints) => TurnPlaces | undefined {
  const hours = createOpeningHoursReader();
  let built: { key: string; port: PlacesPort } | undefined;
  return (settings, endpoints = PLACES_ENDPOINTS) => {
    const provider = providerOf(settings);
    if (provider === undefined) return undefined;
    const key = JSON.stringify([provider, settings.foursquareKey, endpoints]);
    if (built?.key !== key)
      built = {
        key,
        port: createCachedPlaces({
          places: portFor(provider, settings, endpoints, deps),
          cache: deps.cache,
          clock: deps.clock,
          ...(deps.onCacheError === undefined ? {} : { onCacheError: deps.onCacheError }),
        }),
      };
    return {
      port: built.port,
      hours,
      ...(settings.home === undefined ? {} : { home: settings.home.point }),
      ...(settings.work === undefined ? {} : { work: settings.work.point }),
    };
  };
}

/** The provider to ask, or none: Foursquare without a key is no provider. */
function providerOf(settings: PlacesSettings): 'openstreetmap' | 'foursquare' | undefined {
  if (settings.provider === 'openstreetmap') return 'openstreetmap';
  if (settings.provider === 'foursquare' && settings.foursquareKey !== '') return 'foursquare';
  return undefined;
}

function portFor(
  provider: 'openstreetmap' | 'foursquare',
  settings: PlacesSettings,
  endpoints: PlacesEndpoints,
  deps: PlacesSourceDeps,
): PlacesPort {
  const common = {
    clock: deps.clock,
    ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
    ...(deps.language === undefined ? {} : { language: deps.language }),
  };
  if (provider === 'foursquare') {
    return createFoursquarePlaces({ ...common, apiKey: settings.foursquareKey, baseUrl: endpoints.foursquareUrl });
  }
  return createOpenStreetMapPlaces({
    ...common,
    nominatimUrl: endpoints.nominatimUrl,
    overpassUrl: endpoints.overpassUrl,
    ...(deps.userAgent === undefined ? {} : { userAgent: deps.userAgent }),
  });
}
