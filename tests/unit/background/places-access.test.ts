import { describe, expect, it, vi } from 'vitest';
import { createMemoryPlaceCache } from '../../../lib/adapters/memory-place-cache';
import { createPlacesSource, PLACES_ENDPOINTS, type PlacesEndpoints } from '../../../lib/adapters/places-source';
import type { PlacesEndpointsInUse } from '../../../lib/adapters/storage-places-settings';
import { createPlacesAccess } from '../../../lib/background/places-access';
import { DEFAULT_PLACES_SETTINGS, PLACES_HOST_PATTERNS, type PlacesSettings } from '../../../lib/core/domain/places-settings';
import { createFixedClock } from '../../helpers/fakes';

const FAKES: PlacesEndpoints = {
  nominatimUrl: 'http://127.0.0.1:4100',
  overpassUrl: 'http://127.0.0.1:4101/api/interpreter',
  foursquareUrl: 'http://127.0.0.1:4102',
};
const REAL: PlacesEndpointsInUse = { endpoints: PLACES_ENDPOINTS, testOnly: false };
const HOME = { address: 'Soho Square', point: { lat: 51.5155, lon: -0.1321 }, label: 'Soho Square, Soho, London' };

const osm: PlacesSettings = { ...DEFAULT_PLACES_SETTINGS, provider: 'openstreetmap', home: HOME };

function setup(options: { granted?: boolean | Error; endpoints?: PlacesEndpointsInUse } = {}) {
  const hasHostAccess = vi.fn((_patterns: readonly string[]) =>
    options.granted instanceof Error ? Promise.reject(options.granted) : Promise.resolve(options.granted ?? false),
  );
  const build = createPlacesSource({ cache: createMemoryPlaceCache(), clock: createFixedClock('2026-11-24T09:00:00Z') });
  const source = vi.fn(build);
  const reach = createPlacesAccess({ endpoints: () => Promise.resolve(options.endpoints ?? REAL), hasHostAccess, source });
  return { reach, hasHostAccess, source };
}

describe('reaching the places provider', () => {
  it('has no places and asks Chrome nothing when no provider is chosen', async () => {
    const { reach, hasHostAccess, source } = setup({ granted: true });
    expect(await reach(DEFAULT_PLACES_SETTINGS)).toEqual({ ok: false, reason: 'no_provider' });
    expect(hasHostAccess).not.toHaveBeenCalled();
    expect(source).not.toHaveBeenCalled();
  });

  it('builds no port, so nothing can be sent, without the provider’s host permission', async () => {
    const { reach, hasHostAccess, source } = setup({ granted: false });
    expect(await reach(osm)).toEqual({
      ok: false,
      reason: 'no_access',
      provider: 'openstreetmap',
      hosts: ['nominatim.openstreetmap.org', 'overpass-api.de'],
    });
    expect(hasHostAccess).toHaveBeenCalledWith(PLACES_HOST_PATTERNS.openstreetmap);
    expect(source).not.toHaveBeenCalled();
  });

  it('treats a permission check that fails as no permission', async () => {
    const { reach } = setup({ granted: new Error('permissions API unavailable') });
    expect(await reach(osm)).toMatchObject({ ok: false, reason: 'no_access' });
  });

  it('gives the provider’s port and the saved home point once its hosts are granted', async () => {
    const { reach, source } = setup({ granted: true });
    const reached = await reach(osm);
    expect(reached.ok && reached.provider).toBe('openstreetmap');
    expect(reached.ok && reached.places.port.provider).toBe('openstreetmap');
    expect(reached.ok && reached.places.home).toEqual(HOME.point);
    expect(reached.ok && reached.places.work).toBeUndefined();
    expect(source).toHaveBeenCalledWith(osm, PLACES_ENDPOINTS);
  });

  it('asks for Foursquare’s own host when Foursquare is chosen', async () => {
    const { reach, hasHostAccess } = setup({ granted: true });
    const reached = await reach({ ...osm, provider: 'foursquare', foursquareKey: 'fsq-key' });
    expect(reached.ok && reached.places.port.provider).toBe('foursquare');
    expect(hasHostAccess).toHaveBeenCalledWith(PLACES_HOST_PATTERNS.foursquare);
  });

  it('has no provider for Foursquare without a key', async () => {
    const { reach } = setup({ granted: true });
    expect(await reach({ ...osm, provider: 'foursquare', foursquareKey: '' })).toEqual({ ok: false, reason: 'no_provider' });
  });

  it('reaches a test’s loopback fakes without a host permission, and only those', async () => {
    const { reach, hasHostAccess, source } = setup({ granted: false, endpoints: { endpoints: FAKES, testOnly: true } });
    expect((await reach(osm)).ok).toBe(true);
    expect(hasHostAccess).not.toHaveBeenCalled();
    expect(source).toHaveBeenCalledWith(osm, FAKES);
  });
});
