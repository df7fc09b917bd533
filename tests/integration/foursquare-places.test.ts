import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCachedPlaces } from '../../lib/adapters/cached-places';
import { createFoursquarePlaces } from '../../lib/adapters/foursquare-places';
import { createMemoryPlaceCache } from '../../lib/adapters/memory-place-cache';
import { createOpeningHoursReader } from '../../lib/adapters/opening-hours-reader';
import { filterPlaces } from '../../lib/core/places/filter-places';
import { placesFailureNote } from '../../lib/core/places/places-note';
import { rankPlaces } from '../../lib/core/places/rank-places';
import type { PlaceQuery, PlacesOutcome } from '../../lib/ports/places';
import { FAKE_FOURSQUARE_API_VERSION, startFakeFoursquare, type FakeFoursquare } from '../servers/fake-places/fake-foursquare';
import { SOHO } from '../servers/fake-places/world';
import { createVirtualTime, type VirtualTime } from '../helpers/virtual-time';

// The Foursquare adapter against a loopback Places API (places-api.foursquare.com) speaking its JSON.

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
    baseUrl: server.url,
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
  it('searches a category by its words around the centre, with the Bearer key, the version and the fields Kairos reads', async () => {
    await foursquare().search(search('cafe'));
    const [request] = server.requests;
    expect(request?.path).toBe('/places/search');
    expect(request?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(request?.headers['x-places-api-version']).toBe('2025-06-17');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      ll: '51.515500,-0.132100',
      radius: '1500',
      limit: '20',
      fields: 'fsq_place_id,name,latitude,longitude,location,categories,distance,rating,price,hours,website',
      query: 'coffee',
    });
  });

  it('reads the rating out of 10 onto the 0–5 scale, keeping the source figure, with price, hours and links', async () => {
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
        osm: 'Mo 07:30-18:00, Tu 07:30-18:00, We 07:30-18:00, Th 07:30-18:00, Fr 07:30-18:00, Sa 09:00-17:00, Su 09:00-17:00',
      },
      distanceMeters: 118,
      website: 'https://kilnandbean.example',
      mapUrl: 'https://www.openstreetmap.org/?mlat=51.51490&mlon=-0.13350#map=18/51.51490/-0.13350',
    });
  });

  it('searches every category by words, never by a guessed fsq_category_id', async () => {
    const found = places(await foursquare().search(search('pub')));
    expect(server.requests[0]?.query.get('query')).toBe('pub');
    expect(server.requests[0]?.query.has('fsq_category_ids')).toBe(false);
    expect(found.map((p) => p.name)).toEqual(['The Crown & Anchor']);
  });

  it('searches free text as the query', async () => {
    const found = places(
      await foursquare().search({ what: { kind: 'text', text: 'noodle' }, area: { center: SOHO, radiusMeters: 1500 }, limit: 5 }),
    );
    expect(server.requests[0]?.query.get('query')).toBe('noodle');
    expect(found.map((p) => [p.name, p.kind])).toEqual([['Soho Noodle House', undefined]]);
  });

  it('reads a bar that closes after midnight as open into the small hours', async () => {
    const [poland] = places(await foursquare().search({ ...search('bar'), what: { kind: 'text', text: 'cocktail' } }));
    expect(poland?.openingHours).toEqual({
      text: 'Mon-Thu 5:00 PM-1:00 AM; Fri-Sat 5:00 PM-3:00 AM',
      osm: 'Mo 17:00-25:00, Tu 17:00-25:00, We 17:00-25:00, Th 17:00-25:00, Fr 17:00-27:00, Sa 17:00-27:00',
    });
    const reader = createOpeningHoursReader();
    if (poland?.openingHours === undefined) throw new Error('hours expected');
    // Saturday 02:30 in London (GMT in March) is still Friday night's opening.
    expect(reader.isOpenAt(poland.openingHours, Date.parse('2026-03-07T02:30:00Z'), 'Europe/London')).toBe(true);
    expect(reader.isOpenAt(poland.openingHours, Date.parse('2026-03-07T03:30:00Z'), 'Europe/London')).toBe(false);
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
    expect(server.requests[0]?.query.get('fields')).toBe('fsq_place_id');
  });

  it('finds nothing, without failing, for a place Foursquare cannot locate', async () => {
    expect(await foursquare().geocode('1 Nowhere Lane, Atlantis')).toEqual({ ok: true, places: [] });
  });
});

describe('Foursquare places: failures degrade to times only', () => {
  it('reports a refused key as an auth failure the person can fix in Options', async () => {
    const failure = failureOf(await foursquare('not-the-service-key').search(search('cafe')));
    expect(failure).toMatchObject({
      provider: 'foursquare',
      reason: 'auth',
      retryable: false,
      message: 'Foursquare: HTTP 401: Invalid request token.',
    });
    expect(placesFailureNote(failure)).toContain('Options → Places');
  });

  it('reports a 403 (a key without access) as auth, not as Foursquare being down', async () => {
    server.failNext({ status: 403, reply: { status: 403, json: { message: 'The requested information is restricted' } } });
    expect(failureOf(await foursquare().search(search('cafe')))).toMatchObject({ reason: 'auth', retryable: false });
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

  it('reports a body that is not JSON as bad_response', async () => {
    server.failNext({ status: 200, reply: { status: 200, html: '<html><body>Service Unavailable</body></html>' } });
    expect(failureOf(await foursquare().search(search('cafe')))).toMatchObject({ reason: 'bad_response', retryable: false });
  });

  it('skips a result in the legacy v3 shape (fsq_id, geocodes.main) rather than misreading it', async () => {
    const legacy = { fsq_id: 'abc', name: 'Old Shape Café', geocodes: { main: { latitude: 51.5, longitude: -0.13 } } };
    server.failNext({ status: 200, reply: { status: 200, json: { results: [legacy] } } });
    expect(await foursquare().search(search('cafe'))).toEqual({ ok: true, places: [] });
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    server.delayMs = 2000;
    expect(failureOf(await foursquare(server.apiKey, 50).search(search('cafe')))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
    });
  });

  it('meets a fake that, like the real API, refuses a missing version header or a key not sent as Bearer', async () => {
    const url = `${server.url}/places/search?ll=51.5155,-0.1321&limit=1`;
    const bearer = { Authorization: `Bearer ${server.apiKey}` };
    expect((await fetch(url, { headers: bearer })).status).toBe(401);
    expect(
      (await fetch(url, { headers: { Authorization: server.apiKey, 'X-Places-Api-Version': FAKE_FOURSQUARE_API_VERSION } }))
        .status,
    ).toBe(401);
    expect((await fetch(url, { headers: { ...bearer, 'X-Places-Api-Version': FAKE_FOURSQUARE_API_VERSION } })).status).toBe(200);
  });

  it('serves a repeated search from the cache without asking Foursquare again', async () => {
    const cached = createCachedPlaces({ places: foursquare(), cache: createMemoryPlaceCache(), clock: time.clock });
    const first = await cached.search(search('bar'));
    time.advance(60_000);
    expect(await cached.search(search('bar'))).toEqual(first);
    expect(server.requests).toHaveLength(1);
  });
});
