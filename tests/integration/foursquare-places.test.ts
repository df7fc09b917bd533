import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCachedPlaces } from '../../lib/adapters/cached-places';
import { createFoursquarePlaces } from '../../lib/adapters/foursquare-places';
import { createMemoryPlaceCache } from '../../lib/adapters/memory-place-cache';
import { createOpeningHoursReader } from '../../lib/adapters/opening-hours-reader';
import { filterPlaces } from '../../lib/core/places/filter-places';
import { placesFailureNote } from '../../lib/core/places/places-note';
import { rankPlaces } from '../../lib/core/places/rank-places';
import type { PlaceQuery, PlacesOutcome } from '../../lib/ports/places';
import { startFakeFoursquare, type FakeFoursquare } from '../servers/fake-places/fake-foursquare';
import { SOHO } from '../servers/fake-places/world';
import { createVirtualTime, type VirtualTime } from '../helpers/virtual-time';

// The Foursquare adapter against a loopback Places API v3 speaking its JSON.

let server: FakeFoursquare;
let time: VirtualTime;

beforeEach(async () => {
  server = await startFakeFoursquare();
  time = createVirtualTime('2026-03-02T12:00:00Z');
});

afterEach(async () => {
  await server.close();
});

const foursquare = (apiKey = server.apiKey, timeoutMs?: number) =>
  createFoursquarePlaces({
    apiKey,
    baseUrl: `${server.url}/v3`,
    clock: time.clock,
    sleep: time.sleep,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

const search = (category: 'cafe' | 'restaurant' | 'bar' | 'pub' | 'ice_cream'): PlaceQuery => ({
  what: { kind: 'category', category },
  area: { center: SOHO, radiusMeters: 1500 },
  limit: 20,
});

function places(outcome: PlacesOutcome) {
  if (!outcome.ok) throw new Error(`expected places, got ${outcome.failure.reason}: ${outcome.failure.message}`);
  return outcome.places;
}

function failureOf(outcome: PlacesOutcome) {
  if (outcome.ok) throw new Error('expected a failure');
  return outcome.failure;
}

describe('Foursquare places', () => {
  it('searches a category by id around the centre, with the key and the fields Kairos reads', async () => {
    await foursquare().search(search('cafe'));
    const [request] = server.requests;
    expect(request?.path).toBe('/v3/places/search');
    expect(request?.headers.authorization).toBe(server.apiKey);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      ll: '51.515500,-0.132100',
      radius: '1500',
      limit: '20',
      categories: '13032',
      fields: 'fsq_id,name,geocodes,location,categories,distance,rating,price,hours,website,link,timezone',
    });
  });

  it('reads the rating out of 10 onto the 0–5 scale, keeping the source figure, with price, hours, zone and links', async () => {
    const [kiln] = places(await foursquare().search(search('cafe')));
    expect(kiln).toEqual({
      id: 'fsq:5a1b2c3d4e5f607182930a01',
      provider: 'foursquare',
      name: 'Kiln & Bean',
      category: 'Coffee Shop',
      kind: 'cafe',
      location: { lat: 51.5149, lon: -0.1335 },
      address: '14 Greek Street, London W1D 4NE',
      rating: { value: 4.55, source: { value: 9.1, scale: 10 } },
      priceLevel: 1,
      openingHours: {
        text: 'Mon-Fri 7:30 AM-6:00 PM; Sat-Sun 9:00 AM-5:00 PM',
        osm: 'Mo 07:30-18:00; Tu 07:30-18:00; We 07:30-18:00; Th 07:30-18:00; Fr 07:30-18:00; Sa 09:00-17:00; Su 09:00-17:00',
      },
      timeZone: 'Europe/London',
      distanceMeters: 118,
      website: 'https://kilnandbean.example',
      mapUrl: 'https://foursquare.com/v/5a1b2c3d4e5f607182930a01',
    });
  });

  it('searches a category Kairos has no id for by its words', async () => {
    const found = places(await foursquare().search(search('pub')));
    expect(server.requests[0]?.query.get('query')).toBe('pub');
    expect(server.requests[0]?.query.has('categories')).toBe(false);
    expect(found.map((p) => p.name)).toEqual(['The Crown & Anchor']);
  });

  it('answers a search with no matches with no places', async () => {
    expect(await foursquare().search(search('ice_cream'))).toEqual({ ok: true, places: [] });
  });

  it('keeps places rated 8/10 or more, and ranks them by the blend', async () => {
    const found = places(await foursquare().search({ ...search('cafe'), area: { center: SOHO, radiusMeters: 5000 } }));
    expect(found.map((p) => p.name)).toContain('Berwick Street Espresso');
    const during = { start: Date.parse('2026-03-02T09:00:00Z'), end: Date.parse('2026-03-02T10:00:00Z') };
    const kept = filterPlaces(found, { during, timeZone: 'Europe/London', hours: createOpeningHoursReader() });
    expect(kept.map((p) => p.name)).toEqual(['Kiln & Bean', 'Golden Square Café', 'Camden Lock Café']);
    expect(rankPlaces(kept, SOHO).map((r) => r.place.name)).toEqual(['Kiln & Bean', 'Golden Square Café', 'Camden Lock Café']);
  });

  it('drops a restaurant that is closed at the time chosen (Dean Street is shut on Mondays)', async () => {
    const found = places(await foursquare().search(search('restaurant')));
    const monday = { start: Date.parse('2026-03-02T12:30:00Z'), end: Date.parse('2026-03-02T13:30:00Z') };
    const tuesday = { start: Date.parse('2026-03-03T12:30:00Z'), end: Date.parse('2026-03-03T13:30:00Z') };
    const reader = createOpeningHoursReader();
    expect(filterPlaces(found, { during: monday, timeZone: 'Europe/London', hours: reader }).map((p) => p.name)).toEqual([
      'Soho Noodle House',
    ]);
    expect(filterPlaces(found, { during: tuesday, timeZone: 'Europe/London', hours: reader }).map((p) => p.name)).toEqual([
      'Dean Street Trattoria',
      'Soho Noodle House',
    ]);
  });

  it('geocodes a locality with `near`, as the circle Foursquare read it as', async () => {
    const [soho] = places(await foursquare().geocode('Soho, London', SOHO));
    expect(soho).toMatchObject({
      name: 'Soho, London',
      category: 'Area',
      location: { lat: 51.5136, lon: -0.1365 },
      provider: 'foursquare',
    });
    expect(server.requests[0]?.query.get('near')).toBe('Soho, London');
  });

  it('finds nothing, without failing, for a place Foursquare cannot locate', async () => {
    expect(await foursquare().geocode('1 Nowhere Lane, Atlantis')).toEqual({ ok: true, places: [] });
  });
});

describe('Foursquare places: failures degrade to times only', () => {
  it('reports a refused key as an auth failure the person can fix in Options', async () => {
    const failure = failureOf(await foursquare('fsq3wrong').search(search('cafe')));
    expect(failure).toMatchObject({
      provider: 'foursquare',
      reason: 'auth',
      retryable: false,
      message: 'Foursquare: HTTP 401: Invalid request token.',
    });
    expect(placesFailureNote(failure)).toContain('Options → Places');
  });

  it('reports a 429 as rate_limited and sends nothing more until Retry-After has passed', async () => {
    const adapter = foursquare();
    server.failNext({ status: 429, retryAfter: '60' });
    expect(failureOf(await adapter.search(search('cafe')))).toMatchObject({ reason: 'rate_limited', retryable: true });
    time.advance(30_000);
    expect(failureOf(await adapter.search(search('cafe'))).reason).toBe('rate_limited');
    expect(server.requests).toHaveLength(1);
    time.advance(30_000);
    expect(places(await adapter.search(search('cafe'))).length).toBeGreaterThan(0);
  });

  it('reports a 500 as unavailable and a body without results as bad_response', async () => {
    server.failNext({ status: 500 });
    expect(failureOf(await foursquare().search(search('cafe')))).toMatchObject({ reason: 'unavailable', retryable: true });
    server.failNext({ status: 200, reply: { status: 200, json: { message: 'ok' } } });
    expect(failureOf(await foursquare().search(search('cafe'))).reason).toBe('bad_response');
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    server.delayMs = 2000;
    expect(failureOf(await foursquare(server.apiKey, 50).search(search('cafe')))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
    });
  });

  it('serves a repeated search from the cache without asking Foursquare again', async () => {
    const cached = createCachedPlaces({ places: foursquare(), cache: createMemoryPlaceCache(), clock: time.clock });
    const first = await cached.search(search('bar'));
    time.advance(60_000);
    expect(await cached.search(search('bar'))).toEqual(first);
    expect(server.requests).toHaveLength(1);
  });
});
