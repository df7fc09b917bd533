import type { Clock } from '../ports/clock';
import type { GeoPoint, PlaceCategory, PlacesFailure, PlacesOutcome, PlacesPort, SearchArea } from '../ports/places';
import { boundingBoxOf, nominatimAnswerSchema, nominatimSearchParams, placesFromNominatim } from './osm-nominatim';
import { isOverpassError, overpassAnswerSchema, overpassVenueQuery, placesFromOverpass } from './osm-overpass';
import { guardPlaces, placesFailure, sendPlacesRequest, type PlacesHttpConfig } from './places-http';
import { createRequestPacer } from './request-pacer';
import { systemClock } from './system-clock';

// Places from OpenStreetMap, no key needed: Overpass for venues by category, Nominatim for names
// and addresses. Both are run by volunteers on donated servers, so Kairos keeps to their usage
// policies: at most one request a second to each (a RequestPacer per service), a descriptive
// User-Agent where the runtime lets it be set, results cached by the caller (cached-places.ts), and
// nothing sent while a 429 says to wait.

export const NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
export const OVERPASS_URL = 'https://overpass-api.de/api/interpreter';

/**
 * Identifies Kairos, as both policies ask. Node (the CLI, tests) sends it; Chrome ignores a
 * User-Agent set on fetch and forbids setting Referer, so from the extension the browser's own
 * User-Agent and the extension's Origin go instead (docs/decisions.md, "Places").
 */
export const DEFAULT_USER_AGENT = 'Kairos/0.1 (AI scheduling assistant; browser extension and CLI)';

export const OSM_INTERVAL_MS = 1000;
/** A request waits at most this long for its turn; past it the search reports rate_limited at once. */
export const OSM_MAX_WAIT_MS = 5000;
export const OSM_TIMEOUT_MS = 8000;
/** Nominatim answers at most 40; a geocode needs the few best. */
const GEOCODE_LIMIT = 5;
/** Half a degree each way: a geocode near a point prefers matches within ~50 km but accepts others. */
const GEOCODE_BIAS_DEGREES = 0.5;

export interface OpenStreetMapPlacesConfig {
  nominatimUrl?: string;
  overpassUrl?: string;
  fetch?: typeof fetch;
  clock?: Clock;
  sleep?: (ms: number) => Promise<void>;
  userAgent?: string;
  /** Accept-Language for names and addresses ("en", "de,en"); the server's default when absent. */
  language?: string;
  timeoutMs?: number;
}

export function createOpenStreetMapPlaces(config: OpenStreetMapPlacesConfig = {}): PlacesPort {
  // Looked up per call, not captured: a bare `fetch` called on another object throws in Chrome.
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = config.clock ?? systemClock;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const nominatimUrl = (config.nominatimUrl ?? NOMINATIM_URL).replace(/\/+$/, '');
  const overpassUrl = config.overpassUrl ?? OVERPASS_URL;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'User-Agent': config.userAgent ?? DEFAULT_USER_AGENT,
    ...(config.language === undefined ? {} : { 'Accept-Language': config.language }),
  };
  const http = (service: string): PlacesHttpConfig => ({
    provider: 'openstreetmap',
    service,
    fetch: doFetch,
    pacer: createRequestPacer({ intervalMs: OSM_INTERVAL_MS, maxWaitMs: OSM_MAX_WAIT_MS, clock, sleep }),
    timeoutMs: config.timeoutMs ?? OSM_TIMEOUT_MS,
    clock,
    // OSM answers 403 to clients it has blocked; no key of the person's can fix that.
    refusal: 'unavailable',
  });
  const nominatim = http('Nominatim');
  const overpass = http('Overpass');

  async function nominatimSearch(params: URLSearchParams, from: GeoPoint | undefined): Promise<PlacesOutcome> {
    const answer = await sendPlacesRequest(nominatim, {
      url: `${nominatimUrl}/search?${params.toString()}`,
      method: 'GET',
      headers,
    });
    if (!answer.ok) return answer;
    const items = nominatimAnswerSchema.safeParse(answer.body);
    if (!items.success) return badResponse('Nominatim', 'a search answer that is not a list');
    return { ok: true, places: placesFromNominatim(items.data, from) };
  }

  async function venues(category: PlaceCategory, area: SearchArea, limit: number): Promise<PlacesOutcome> {
    const body = new URLSearchParams({ data: overpassVenueQuery(category, area) }).toString();
    const answer = await sendPlacesRequest(overpass, {
      url: overpassUrl,
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body,
    });
    if (!answer.ok) return answer;
    const parsed = overpassAnswerSchema.safeParse(answer.body);
    if (!parsed.success) return badResponse('Overpass', 'an answer without elements');
    if (isOverpassError(parsed.data.remark)) {
      return failure('unavailable', `Overpass: ${parsed.data.remark ?? ''}`, true);
    }
    return { ok: true, places: placesFromOverpass(parsed.data.elements, area.center, limit) };
  }

  return {
    provider: 'openstreetmap',
    search: (query) =>
      guardPlaces('openstreetmap', async () => {
        if (query.what.kind === 'category') return venues(query.what.category, query.area, query.limit);
        const params = nominatimSearchParams(query.what.text, {
          limit: query.limit,
          box: boundingBoxOf(query.area),
          bounded: true,
          ...(config.language === undefined ? {} : { language: config.language }),
        });
        const outcome = await nominatimSearch(params, query.area.center);
        if (!outcome.ok) return outcome;
        // The box's corners lie outside the circle asked for.
        const within = outcome.places.filter((p) => (p.distanceMeters ?? 0) <= query.area.radiusMeters);
        return { ok: true, places: within };
      }),
    geocode: (text, near) =>
      guardPlaces('openstreetmap', () => {
        const box =
          near === undefined
            ? undefined
            : {
                south: Math.max(-90, near.lat - GEOCODE_BIAS_DEGREES),
                north: Math.min(90, near.lat + GEOCODE_BIAS_DEGREES),
                west: Math.max(-180, near.lon - GEOCODE_BIAS_DEGREES),
                east: Math.min(180, near.lon + GEOCODE_BIAS_DEGREES),
              };
        const params = nominatimSearchParams(text, {
          limit: GEOCODE_LIMIT,
          bounded: false,
          ...(box === undefined ? {} : { box }),
          ...(config.language === undefined ? {} : { language: config.language }),
        });
        return nominatimSearch(params, near);
      }),
  };
}

function failure(reason: PlacesFailure['reason'], message: string, retryable: boolean): PlacesOutcome {
  return placesFailure('openstreetmap', reason, message, retryable);
}

function badResponse(service: string, what: string): PlacesOutcome {
  return failure('bad_response', `${service} sent ${what}`, false);
}
