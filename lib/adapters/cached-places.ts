import { placeCacheKey, snapToGrid, type PlaceRequest } from '../core/places/place-cache-key';
import type { Clock } from '../ports/clock';
import type { PlaceCache } from '../ports/place-cache';
import type { PlacesOutcome, PlacesPort } from '../ports/places';

// A PlacesPort that answers repeated searches from a PlaceCache (30-minute TTL), in front of any
// provider. Only answers are kept, empty ones included; failures never are, so the next turn asks
// again. The cache is a convenience: if it cannot be read or written, the search goes on without it.

export interface CachedPlacesConfig {
  places: PlacesPort;
  cache: PlaceCache;
  clock: Clock;
  /** Told when the cache fails; the search itself still answers. */
  onCacheError?: (error: unknown) => void;
}

export function createCachedPlaces(config: CachedPlacesConfig): PlacesPort {
  const { places, cache, clock } = config;

  async function cached(request: PlaceRequest, ask: () => Promise<PlacesOutcome>): Promise<PlacesOutcome> {
    const key = placeCacheKey(places.provider, request);
    try {
      const hit = await cache.get(key, clock.now());
      if (hit !== undefined) return { ok: true, places: hit.places };
    } catch (error) {
      config.onCacheError?.(error);
    }
    const outcome = await ask();
    if (outcome.ok) {
      try {
        await cache.set({ key, places: outcome.places, at: clock.now() });
      } catch (error) {
        config.onCacheError?.(error);
      }
    }
    return outcome;
  }

  return {
    provider: places.provider,
    search(query) {
      // Searched from the snapped centre, so every request sharing a key gets the same answer.
      const snapped = { ...query, area: { ...query.area, center: snapToGrid(query.area.center) } };
      return cached({ kind: 'search', query: snapped }, () => places.search(snapped));
    },
    geocode(text, near) {
      const snapped = near === undefined ? undefined : snapToGrid(near);
      return cached({ kind: 'geocode', text, ...(snapped === undefined ? {} : { near: snapped }) }, () =>
        places.geocode(text, snapped),
      );
    },
  };
}
