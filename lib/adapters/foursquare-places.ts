import { distanceKm } from '../core/places/distance-km';
import type { Clock } from '../ports/clock';
import { placeSchema, type GeoPoint, type Place, type PlacesFailure, type PlacesOutcome, type PlacesPort } from '../ports/places';
import {
  FOURSQUARE_CATEGORY_WORDS,
  FOURSQUARE_FIELDS,
  foursquareAnswerSchema,
  mapUrlAt,
  placesFromFoursquare,
} from './foursquare-place-mapping';
import { guardPlaces, placesFailure, sendPlacesRequest, type PlacesHttpConfig } from './places-http';
import { createRequestPacer } from './request-pacer';
import { systemClock } from './system-clock';

// Places from Foursquare's Places API with the person's own Service Key: ratings, prices and hours
// that OpenStreetMap does not have. GET https://places-api.foursquare.com/places/search (no /v3 in
// the path any more), the key as `Authorization: Bearer <key>`, and the API version as a date in the
// X-Places-Api-Version header. Sources:
// - https://docs.foursquare.com/fsq-developers-places/reference/migration-guide.md (new host and
//   paths, versioning by header, renamed response fields)
// - https://docs.foursquare.com/fsq-developers-places/reference/authentication (Service Keys as
//   `Authorization: Bearer`, with `X-Places-Api-Version: 2025-06-17` in the example request)
// - https://docs.foursquare.com/fsq-developers-places/reference/place-search, read as the endpoint's
//   published OpenAPI schema (query, ll, radius ≤ 100,000 m, near, fsq_category_ids, fields,
//   limit ≤ 50; a required X-Places-Api-Version whose one allowed value is 2025-06-17; the answer's
//   results[] and context.geo_bounds.circle)
// - https://docs.foursquare.com/fsq-developers-places/reference/errors.md (401 "Invalid request
//   token", 403 restricted, 5xx server trouble; details in the body's `message`)

export const FOURSQUARE_URL = 'https://places-api.foursquare.com';
/** The API version Kairos is written against: the current (and only listed) value in the docs above. */
export const FOURSQUARE_API_VERSION = '2025-06-17';
export const FOURSQUARE_TIMEOUT_MS = 8000;
/**
 * Foursquare sets no per-second rule for a key, so requests are not spaced; the pacer is there for
 * its hold-off, so that after a 429 nothing more is sent until Retry-After has passed.
 */
const FOURSQUARE_INTERVAL_MS = 0;
const FOURSQUARE_MAX_WAIT_MS = 5000;

export interface FoursquarePlacesConfig {
  /** The person's Service Key, sent as a Bearer token. */
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  clock?: Clock;
  sleep?: (ms: number) => Promise<void>;
  /** Accept-Language for names and categories. */
  language?: string;
  timeoutMs?: number;
}

export function createFoursquarePlaces(config: FoursquarePlacesConfig): PlacesPort {
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = config.clock ?? systemClock;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const baseUrl = (config.baseUrl ?? FOURSQUARE_URL).replace(/\/+$/, '');
  const http: PlacesHttpConfig = {
    provider: 'foursquare',
    service: 'Foursquare',
    fetch: doFetch,
    pacer: createRequestPacer({ intervalMs: FOURSQUARE_INTERVAL_MS, maxWaitMs: FOURSQUARE_MAX_WAIT_MS, clock, sleep }),
    timeoutMs: config.timeoutMs ?? FOURSQUARE_TIMEOUT_MS,
    clock,
    refusal: 'auth',
  };
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${config.apiKey}`,
    'X-Places-Api-Version': FOURSQUARE_API_VERSION,
    ...(config.language === undefined ? {} : { 'Accept-Language': config.language }),
  };

  async function searchRequest(params: URLSearchParams, expect?: readonly number[]) {
    return sendPlacesRequest(http, {
      url: `${baseUrl}/places/search?${params.toString()}`,
      method: 'GET',
      headers,
      ...(expect === undefined ? {} : { expect }),
    });
  }

  return {
    provider: 'foursquare',
    search: (query) =>
      guardPlaces('foursquare', async () => {
        const params = new URLSearchParams({
          ll: `${query.area.center.lat.toFixed(6)},${query.area.center.lon.toFixed(6)}`,
          radius: String(Math.min(100_000, query.area.radiusMeters)),
          limit: String(query.limit),
          fields: FOURSQUARE_FIELDS,
          // By words even for a category: the docs read list no ids for the current fsq_category_ids.
          query: query.what.kind === 'text' ? query.what.text : FOURSQUARE_CATEGORY_WORDS[query.what.category],
        });
        const answer = await searchRequest(params);
        if (!answer.ok) return answer;
        const parsed = foursquareAnswerSchema.safeParse(answer.body);
        if (!parsed.success) return failure('bad_response', 'Foursquare sent a search answer without results', false);
        const kind = query.what.kind === 'category' ? query.what.category : undefined;
        return { ok: true, places: placesFromFoursquare(parsed.data.results, kind) };
      }),
    // Foursquare geocodes a locality, not a street address: `near` names the area ("if the value is
    // not geocodable, returns an error"), and the answer's context.geo_bounds is the circle it was
    // read as. Good enough for "near Union Square"; a street address wants Nominatim
    // (docs/decisions.md, "Places").
    geocode: (text, near) =>
      guardPlaces('foursquare', async () => {
        const params = new URLSearchParams({ near: text, limit: '1', fields: 'fsq_place_id' });
        const answer = await searchRequest(params, [400]);
        if (!answer.ok) return answer;
        // A 400 (bad parameter) is Foursquare's answer to a `near` it cannot place: no match, not a fault.
        if (answer.status === 400) return { ok: true, places: [] };
        const parsed = foursquareAnswerSchema.safeParse(answer.body);
        if (!parsed.success) return failure('bad_response', 'Foursquare sent a search answer without results', false);
        const circle = parsed.data.context?.geo_bounds?.circle;
        if (circle === undefined) return { ok: true, places: [] };
        return { ok: true, places: areaPlace(text, { lat: circle.center.latitude, lon: circle.center.longitude }, near) };
      }),
  };
}

/** The area Foursquare read `text` as, as a place: its centre, named as the person wrote it. */
function areaPlace(text: string, location: GeoPoint, near: GeoPoint | undefined): Place[] {
  const parsed = placeSchema.safeParse({
    id: `fsq:area_${String(Math.round(location.lat * 1e5))}_${String(Math.round(location.lon * 1e5))}`,
    provider: 'foursquare',
    name: text.trim(),
    category: 'Area',
    location,
    ...(near === undefined ? {} : { distanceMeters: Math.round(distanceKm(near, location) * 1000) }),
    mapUrl: mapUrlAt(location, 14),
  });
  return parsed.success ? [parsed.data] : [];
}

function failure(reason: PlacesFailure['reason'], message: string, retryable: boolean): PlacesOutcome {
  return placesFailure('foursquare', reason, message, retryable);
}
