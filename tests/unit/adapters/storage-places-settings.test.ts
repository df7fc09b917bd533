import { describe, expect, it } from 'vitest';
import { FOURSQUARE_URL } from '../../../lib/adapters/foursquare-places';
import { NOMINATIM_URL, OVERPASS_URL } from '../../../lib/adapters/openstreetmap-places';
import { PLACES_ENDPOINTS } from '../../../lib/adapters/places-source';
import { createStoragePlacesEndpoints, createStoragePlacesSettings } from '../../../lib/adapters/storage-places-settings';
import { hostPermissionPattern } from '../../../lib/core/domain/model-settings';
import {
  DEFAULT_PLACES_SETTINGS,
  hostOfPattern,
  PLACES_HOST_PATTERNS,
  type PlacesSettings,
} from '../../../lib/core/domain/places-settings';
import { memoryArea } from '../../helpers/memory-area';

const WORK = { address: 'Soho Square', point: { lat: 51.5155, lon: -0.1321 }, label: 'Soho Square, Soho, London' };
const soho: PlacesSettings = {
  version: 1,
  provider: 'openstreetmap',
  foursquareKey: '',
  home: {
    address: '14 Greek Street, London',
    point: { lat: 51.5149, lon: -0.1335 },
    label: 'Kiln & Bean, 14 Greek Street, London',
  },
  work: WORK,
};

describe('places settings in storage.local', () => {
  it('reads the defaults, which use no provider, when nothing was saved', async () => {
    expect(await createStoragePlacesSettings(memoryArea()).get()).toEqual(DEFAULT_PLACES_SETTINGS);
    expect(DEFAULT_PLACES_SETTINGS.provider).toBe('none');
  });

  it('keeps what was saved under its own key, leaving the other settings alone', async () => {
    const area = memoryArea({ modelSettings: { untouched: true } });
    const port = createStoragePlacesSettings(area);
    await port.set(soho);
    expect(await createStoragePlacesSettings(area).get()).toEqual(soho);
    expect(Object.keys(area.data).sort()).toEqual(['modelSettings', 'placesSettings']);
    expect(area.data.modelSettings).toEqual({ untouched: true });
    await port.set({ ...soho, provider: 'foursquare', foursquareKey: 'fsq3-secret' });
    expect((await port.get()).foursquareKey).toBe('fsq3-secret');
  });

  it.each([
    ['a record from a later version', { ...soho, version: 2 }],
    ['a home without its point', { ...soho, home: { address: 'Soho', label: 'Soho' } }],
    ['a point off the globe', { ...soho, work: { ...WORK, point: { lat: 91, lon: 0 } } }],
    ['an unknown provider', { ...soho, provider: 'google' }],
    ['a string', 'openstreetmap'],
    ['null', null],
  ])('reads %s as the defaults', async (_label, raw) => {
    expect(await createStoragePlacesSettings(memoryArea({ placesSettings: raw })).get()).toEqual(DEFAULT_PLACES_SETTINGS);
  });

  it('refuses to save invalid settings and keeps the saved ones', async () => {
    const port = createStoragePlacesSettings(memoryArea());
    await port.set(soho);
    await expect(port.set({ ...soho, home: { ...WORK, address: '' } })).rejects.toThrow();
    expect(await port.get()).toEqual(soho);
  });
});

describe('test-only places endpoints', () => {
  it('uses the real services, and says so, in every real install (no override saved)', async () => {
    expect(await createStoragePlacesEndpoints(memoryArea()).get()).toEqual({ endpoints: PLACES_ENDPOINTS, testOnly: false });
  });

  it('uses the loopback fakes an e2e test saved, marked as test-only', async () => {
    const fakes = {
      nominatimUrl: 'http://127.0.0.1:4100',
      overpassUrl: 'http://127.0.0.1:4101/api/interpreter',
      foursquareUrl: 'http://127.0.0.1:4102/v3',
    };
    expect(await createStoragePlacesEndpoints(memoryArea({ placesEndpoints: fakes })).get()).toEqual({
      endpoints: fakes,
      testOnly: true,
    });
  });

  it('ignores an override that does not read, keeping the real services', async () => {
    const area = memoryArea({ placesEndpoints: { nominatimUrl: 'file:///etc/passwd' } });
    expect(await createStoragePlacesEndpoints(area).get()).toEqual({ endpoints: PLACES_ENDPOINTS, testOnly: false });
  });
});

describe('places host permissions', () => {
  it.each([
    ['openstreetmap', NOMINATIM_URL],
    ['openstreetmap', OVERPASS_URL],
    ['foursquare', FOURSQUARE_URL],
  ] as const)('asks %s for the host of %s', (provider, url) => {
    expect(PLACES_HOST_PATTERNS[provider]).toContain(hostPermissionPattern(url));
  });

  it('asks for nothing more than those hosts', () => {
    expect(Object.values(PLACES_HOST_PATTERNS).flat().map(hostOfPattern)).toEqual([
      'nominatim.openstreetmap.org',
      'overpass-api.de',
      'places-api.foursquare.com',
    ]);
  });
});
