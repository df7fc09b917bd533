import type { PlacesEndpoints } from '../adapters/places-source';
import type { PlacesEndpointsInUse } from '../adapters/storage-places-settings';
import { hostOfPattern, PLACES_HOST_PATTERNS, type PlacesSettings } from '../core/domain/places-settings';
import type { TurnPlaces } from '../core/places/turn-places';
import type { PlacesProvider } from '../ports/places';

/** Whether Kairos may ask the chosen provider, and what a turn or Save then uses. */
export type PlacesReach =
  | { ok: true; provider: PlacesProvider; places: TurnPlaces }
  /** No provider chosen, or Foursquare without a key. */
  | { ok: false; reason: 'no_provider' }
  /** The person has not granted the provider's host permission: nothing may be sent to it. */
  | { ok: false; reason: 'no_access'; provider: PlacesProvider; hosts: string[] };

export interface PlacesAccessDeps {
  endpoints: () => Promise<PlacesEndpointsInUse>;
  /** chrome.permissions.contains for these origin patterns. */
  hasHostAccess: (patterns: readonly string[]) => Promise<boolean>;
  /** createPlacesSource(...): the provider's cached, paced port, kept across turns. */
  source: (settings: PlacesSettings, endpoints?: PlacesEndpoints) => TurnPlaces | undefined;
}

/**
 * Places for the given settings, read afresh each time so a Save in Options applies to the next
 * turn. The host permission is checked every time rather than remembered: the person can take it
 * back in chrome://extensions at any moment, and from then on nothing may leave the browser.
 */
export function createPlacesAccess(deps: PlacesAccessDeps): (settings: PlacesSettings) => Promise<PlacesReach> {
  return async (settings) => {
    const provider = settings.provider;
    if (provider === 'none') return { ok: false, reason: 'no_provider' };
    const { endpoints, testOnly } = await deps.endpoints();
    const patterns = PLACES_HOST_PATTERNS[provider];
    if (!testOnly && !(await granted(deps, patterns))) {
      return { ok: false, reason: 'no_access', provider, hosts: patterns.map(hostOfPattern) };
    }
    const places = deps.source(settings, endpoints);
    return places === undefined ? { ok: false, reason: 'no_provider' } : { ok: true, provider, places };
  };
}

async function granted(deps: PlacesAccessDeps, patterns: readonly string[]): Promise<boolean> {
  try {
    return await deps.hasHostAccess(patterns);
  } catch {
    // Chrome could not say: without a yes, nothing is sent.
    return false;
  }
}
