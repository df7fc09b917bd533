import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCachedPlaces } from '../../lib/adapters/cached-places';
import { createMemoryPlaceCache } from '../../lib/adapters/memory-place-cache';
import { createOpeningHoursReader } from '../../lib/adapters/opening-hours-reader';
import {
  createOpenStreetMapPlaces,
  DEFAULT_USER_AGENT,
  type OpenStreetMapPlacesConfig,
} from '../../lib/adapters/openstreetmap-places';
import { filterPlaces } from '../../lib/core/places/filter-places';
import { placesFailureNote } from '../../lib/core/places/places-note';
import { rankPlaces } from '../../lib/core/places/rank-places';
import { PLACE_TTL_MS } from '../../lib/ports/place-cache';
import type { PlaceQuery, PlacesOutcome } from '../../lib/ports/places';
import { startFakeNominatim } from '../servers/fake-places/fake-nominatim';
import { startFakeOverpass, type FakeOverpass } from '../servers/fake-places/fake-overpass';
import type { FakePlacesServer } from '../servers/fake-places/fake-http';
import { SOHO } from '../servers/fake-places/world';
import { createVirtualTime, type VirtualTime } from '../helpers/virtual-time';

// The OpenStreetMap adapter against loopback Nominatim and Overpass servers speaking their JSON.

let nominatim: FakePlacesServer;
let overpass: FakeOverpass;
let time: VirtualTime;
let fetchStarts: { url: string; at: number }[];

beforeEach(async () => {
  [nominatim, overpass] = await Promise.all([startFakeNominatim(), startFakeOverpass()]);
  time = createVirtualTime('2026-03-02T12:00:00Z');
  fetchStarts = [];
});

afterEach(async () => {
  await Promise.all([nominatim.close(), overpass.close()]);
});

function osm(extra: OpenStreetMapPlacesConfig = {}) {
  return createOpenStreetMapPlaces({
    nominatimUrl: nominatim.url,
    overpassUrl: `${overpass.url}/api/interpreter`,
    clock: time.clock,
    sleep: time.sleep,
    fetch: (input, init) => {
      fetchStarts.push({
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        at: time.clock.now(),
      });
      return fetch(input, init);
    },
    ...extra,
  });
}

const cafes: PlaceQuery = { what: { kind: 'category', category: 'cafe' }, area: { center: SOHO, radiusMeters: 1500 }, limit: 20 };

function places(outcome: PlacesOutcome) {
  if (!outcome.ok) throw new Error(`expected places, got ${outcome.failure.reason}: ${outcome.failure.message}`);
  return outcome.places;
}

function failureOf(outcome: PlacesOutcome) {
  if (outcome.ok) throw new Error('expected a failure');
  return outcome.failure;
}

describe('OpenStreetMap places: Overpass', () => {
  it('finds the named cafés within the radius, nearest first, from nodes and from ways’ centres', async () => {
    const found = places(await osm().search(cafes));
    expect(found.map((p) => p.name)).toEqual([
      'Kiln & Bean',
      'Berwick Street Espresso',
      'Golden Square Cafe',
      'Golden Square Café',
      'Carnaby Coffee Lab',
    ]);
    expect(found.map((p) => p.distanceMeters)).toEqual(
      [...found.map((p) => p.distanceMeters)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    const way = found.find((p) => p.id === 'osm:way/220000103');
    expect(way?.location).toEqual({ lat: 51.51275, lon: -0.13725 });
  });

  it('reads name, address, hours, website and map link from the tags; OSM has no ratings', async () => {
    const [kiln] = places(await osm().search(cafes));
    expect(kiln).toEqual({
      id: 'osm:node/4100000101',
      provider: 'openstreetmap',
      name: 'Kiln & Bean',
      category: 'cafe',
      kind: 'cafe',
      location: { lat: 51.5149, lon: -0.1335 },
      address: '14 Greek Street, London',
      openingHours: { text: 'Mo-Fr 07:30-18:00; Sa,Su 09:00-17:00', osm: 'Mo-Fr 07:30-18:00; Sa,Su 09:00-17:00' },
      distanceMeters: expect.any(Number) as number,
      website: 'https://kilnandbean.example',
      mapUrl: 'https://www.openstreetmap.org/node/4100000101',
    });
    const berwick = places(await osm().search(cafes)).find((p) => p.name === 'Berwick Street Espresso');
    expect(berwick?.website).toBe('https://www.berwickespresso.example');
  });

  it('posts one Overpass QL query for the amenity around the centre, identifying Kairos', async () => {
    await osm().search({ ...cafes, what: { kind: 'category', category: 'restaurant' } });
    expect(overpass.requests).toHaveLength(1);
    const [request] = overpass.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(request?.body).get('data')).toBe(
      '[out:json][timeout:7];nwr["amenity"="restaurant"]["name"](around:1500,51.515500,-0.132100);out center 200;',
    );
    expect(request?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
  });

  it('answers an area with no such venues with no places, not a failure', async () => {
    const outcome = await osm().search({ ...cafes, what: { kind: 'category', category: 'ice_cream' } });
    expect(outcome).toEqual({ ok: true, places: [] });
  });

  it('keeps the nearest `limit` of many matches', async () => {
    expect(places(await osm().search({ ...cafes, limit: 2 })).map((p) => p.name)).toEqual([
      'Kiln & Bean',
      'Berwick Street Espresso',
    ]);
  });
});

describe('OpenStreetMap places: Nominatim', () => {
  it('geocodes an address with the search endpoint in jsonv2', async () => {
    const found = places(await osm().geocode('10 Downing Street, London'));
    expect(found[0]).toMatchObject({
      id: 'osm:way/31000001',
      name: '10 Downing Street',
      location: { lat: 51.5034, lon: -0.1276 },
      address: expect.stringContaining('SW1A 2AA') as string,
      mapUrl: 'https://www.openstreetmap.org/way/31000001',
    });
    const query = nominatim.requests[0]?.query;
    expect(query?.get('format')).toBe('jsonv2');
    expect(query?.get('q')).toBe('10 Downing Street, London');
    expect(query?.has('bounded')).toBe(false);
    expect(nominatim.requests[0]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
  });

  it('biases a geocode towards a point without ruling out matches elsewhere', async () => {
    const found = places(await osm().geocode('Clapham Common', SOHO));
    expect(found[0]?.name).toBe('Clapham Common');
    expect(found[0]?.distanceMeters).toBeGreaterThan(5000);
    expect(nominatim.requests[0]?.query.get('viewbox')).toBe('-0.632100,52.015500,0.367900,51.015500');
    expect(nominatim.requests[0]?.query.has('bounded')).toBe(false);
  });

  it('finds no place for an address it does not know, without failing', async () => {
    expect(await osm().geocode('1 Nowhere Lane, Atlantis')).toEqual({ ok: true, places: [] });
  });

  it('searches text within the area only, with the venue’s extra tags', async () => {
    const found = places(await osm().search({ ...cafes, what: { kind: 'text', text: 'trattoria' } }));
    expect(found.map((p) => p.name)).toEqual(['Dean Street Trattoria']);
    expect(found[0]?.openingHours?.osm).toBe('Tu-Su 12:00-15:00,18:00-23:00');
    expect(found[0]?.website).toBe('http://deanstreettrattoria.example/book');
    expect(nominatim.requests[0]?.query.get('bounded')).toBe('1');
    const far = places(await osm().search({ ...cafes, what: { kind: 'text', text: 'Camden Lock' } }));
    expect(far).toEqual([]);
  });
});

describe('OpenStreetMap places: usage policy', () => {
  it('sends at most one request a second to each service, in the order asked', async () => {
    const adapter = osm();
    const outcomes = await Promise.all([
      adapter.search(cafes),
      adapter.geocode('Soho Square'),
      adapter.search({ ...cafes, what: { kind: 'category', category: 'bar' } }),
      adapter.geocode('Clapham Common'),
      adapter.search({ ...cafes, what: { kind: 'category', category: 'pub' } }),
    ]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const first = fetchStarts[0]?.at ?? Number.NaN;
    const startsAt = (service: string) => fetchStarts.filter((s) => s.url.startsWith(service)).map((s) => s.at - first);
    expect(startsAt(overpass.url)).toEqual([0, 1000, 2000]);
    expect(startsAt(nominatim.url)).toEqual([0, 1000]);
  });

  it('after a 429 sends nothing more until Retry-After has passed, then asks again', async () => {
    const adapter = osm();
    overpass.failNext({ status: 429, retryAfter: '20' });
    const limited = failureOf(await adapter.search(cafes));
    expect(limited).toMatchObject({ provider: 'openstreetmap', reason: 'rate_limited', retryable: true });
    expect(placesFailureNote(limited)).toBe(
      'OpenStreetMap asked Kairos to slow down, so these are times only — ask again in a minute for places.',
    );

    time.advance(5000);
    expect(failureOf(await adapter.search(cafes)).reason).toBe('rate_limited');
    expect(overpass.requests).toHaveLength(1);

    time.advance(15_000);
    expect(places(await adapter.search(cafes))).toHaveLength(5);
    expect(overpass.requests).toHaveLength(2);
  });

  it('holds off Nominatim separately from Overpass', async () => {
    const adapter = osm();
    nominatim.failNext({ status: 429 });
    expect(failureOf(await adapter.geocode('Soho Square')).reason).toBe('rate_limited');
    expect(places(await adapter.search(cafes)).length).toBeGreaterThan(0);
  });
});

describe('OpenStreetMap places: failures degrade to times only', () => {
  it('reports a 504 from an overloaded Overpass as unavailable, worth retrying', async () => {
    overpass.failNext({ status: 504 });
    expect(failureOf(await osm().search(cafes))).toMatchObject({
      reason: 'unavailable',
      retryable: true,
      message: 'Overpass: HTTP 504',
    });
  });

  it('reports a 200 carrying Overpass’s runtime-error remark as unavailable, not as no cafés', async () => {
    overpass.remarkNext('runtime error: Query timed out in "query" at line 1 after 7 seconds.');
    const failure = failureOf(await osm().search(cafes));
    expect(failure.reason).toBe('unavailable');
    expect(failure.message).toContain('Query timed out');
  });

  it('reports a 503 from Nominatim as unavailable and a 403 block as not worth retrying', async () => {
    nominatim.failNext({ status: 503 });
    expect(failureOf(await osm().geocode('Soho Square'))).toMatchObject({ reason: 'unavailable', retryable: true });
    nominatim.failNext({ status: 403 });
    expect(failureOf(await osm({}).geocode('Soho Square'))).toMatchObject({
      reason: 'unavailable',
      retryable: false,
      message: 'Nominatim: HTTP 403: Access blocked.',
    });
  });

  it('reports an answer that is not JSON, or not the expected shape, as bad_response', async () => {
    overpass.failNext({ status: 200, reply: { status: 200, html: '<html>maintenance</html>' } });
    expect(failureOf(await osm().search(cafes)).reason).toBe('bad_response');
    nominatim.failNext({ status: 200, reply: { status: 200, json: { error: 'not a list' } } });
    expect(failureOf(await osm().geocode('Soho Square')).reason).toBe('bad_response');
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    overpass.delayMs = 2000;
    const failure = failureOf(await osm({ timeoutMs: 50 }).search(cafes));
    expect(failure).toMatchObject({ reason: 'unavailable', retryable: true, message: 'Overpass: no answer within 50 ms' });
  });

  it('reports a server that cannot be reached as unavailable', async () => {
    const gone = nominatim.url;
    await nominatim.close();
    const outcome = await createOpenStreetMapPlaces({ nominatimUrl: gone, clock: time.clock, sleep: time.sleep }).geocode(
      'Soho Square',
    );
    expect(failureOf(outcome)).toMatchObject({ reason: 'unavailable', retryable: true });
    nominatim = await startFakeNominatim();
  });
});

describe('OpenStreetMap places behind the place cache', () => {
  it('answers a repeated search from the cache for 30 minutes, then asks Overpass again', async () => {
    const cached = createCachedPlaces({ places: osm(), cache: createMemoryPlaceCache(), clock: time.clock });
    const first = places(await cached.search(cafes));
    time.advance(10 * 60_000);
    // The midpoint moved a few metres between turns: same grid cell, same answer, no request.
    const again = places(
      await cached.search({ ...cafes, area: { ...cafes.area, center: { lat: SOHO.lat + 0.00004, lon: SOHO.lon - 0.00003 } } }),
    );
    expect(again).toEqual(first);
    expect(overpass.requests).toHaveLength(1);
    time.advance(PLACE_TTL_MS);
    await cached.search(cafes);
    expect(overpass.requests).toHaveLength(2);
  });

  it('caches geocodes and empty answers, but never failures', async () => {
    const cached = createCachedPlaces({ places: osm(), cache: createMemoryPlaceCache(), clock: time.clock });
    await cached.geocode('1 Nowhere Lane');
    await cached.geocode('1 nowhere  lane ');
    expect(nominatim.requests).toHaveLength(1);
    overpass.failNext({ status: 502 });
    expect((await cached.search(cafes)).ok).toBe(false);
    time.advance(1000);
    expect((await cached.search(cafes)).ok).toBe(true);
    expect(overpass.requests).toHaveLength(2);
  });

  it('still searches when the cache itself fails', async () => {
    const errors: unknown[] = [];
    const broken = { get: () => Promise.reject(new Error('disk full')), set: () => Promise.reject(new Error('disk full')) };
    const cached = createCachedPlaces({ places: osm(), cache: broken, clock: time.clock, onCacheError: (e) => errors.push(e) });
    expect(places(await cached.search(cafes)).length).toBeGreaterThan(0);
    expect(errors).toHaveLength(2);
  });
});

describe('OpenStreetMap places through the business logic', () => {
  it('proposes distinct cafés open on a Monday at 09:00, the twice-mapped one once, the unreadable hours kept', async () => {
    const found = places(await osm().search(cafes));
    const during = { start: Date.parse('2026-03-02T09:00:00Z'), end: Date.parse('2026-03-02T10:00:00Z') };
    const open = filterPlaces(found, { during, timeZone: 'Europe/London', hours: createOpeningHoursReader() });
    // Berwick Street Espresso opens at 08:00, so it stays; nothing here closes before 10:00.
    expect(open.map((p) => p.name)).toEqual(found.map((p) => p.name));
    const ranked = rankPlaces(open, SOHO);
    // The café mapped as a node and as its building is one venue: the nearer record (the building's centre) stays.
    expect(ranked.map((r) => r.place.name)).toEqual([
      'Kiln & Bean',
      'Berwick Street Espresso',
      'Golden Square Cafe',
      'Carnaby Coffee Lab',
    ]);
    const early = { start: Date.parse('2026-03-02T07:00:00Z'), end: Date.parse('2026-03-02T07:45:00Z') };
    expect(
      filterPlaces(found, { during: early, timeZone: 'Europe/London', hours: createOpeningHoursReader() }).map((p) => p.name),
    ).toEqual(['Golden Square Cafe', 'Golden Square Café', 'Carnaby Coffee Lab']);
  });
});
