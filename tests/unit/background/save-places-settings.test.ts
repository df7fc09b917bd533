import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryPlaceCache } from '../../../lib/adapters/memory-place-cache';
import { createPlacesSource, PLACES_ENDPOINTS } from '../../../lib/adapters/places-source';
import { createStoragePlacesSettings } from '../../../lib/adapters/storage-places-settings';
import { systemClock } from '../../../lib/adapters/system-clock';
import type { PlacesReach } from '../../../lib/background/places-access';
import { createPlacesAccess } from '../../../lib/background/places-access';
import { createRequestHandlers } from '../../../lib/background/request-handlers';
import { savePlacesSettings, type SavePlacesRequest } from '../../../lib/background/save-places-settings';
import { DEFAULT_PLACES_SETTINGS, type PlacesSettings } from '../../../lib/core/domain/places-settings';
import { dispatchRequest } from '../../../lib/messaging/dispatch-request';
import type { GeoPoint, PlacesFailure, PlacesOutcome, PlacesPort, PlacesProvider } from '../../../lib/ports/places';
import { createTestWorld } from '../../helpers/fakes';
import { memoryArea } from '../../helpers/memory-area';
import { testServices } from '../../helpers/test-services';
import { testPlace } from '../../helpers/places';
import { startFakeNominatim } from '../../servers/fake-places/fake-nominatim';
import type { FakePlacesServer } from '../../servers/fake-places/fake-http';

// Saving Options → Places: each changed address is looked up once, through the chosen provider,
// and nothing is saved unless every address was found. First against a scripted provider, then the
// whole background path (protocol, handler, host-access check, adapter) against the fake Nominatim.

const GREEK_STREET = { lat: 51.5149, lon: -0.1335 };
const SOHO_SQUARE = { lat: 51.5155, lon: -0.1321 };

const HOME = { address: '14 Greek Street, London', point: GREEK_STREET, label: 'Kiln & Bean, 14 Greek Street, London' };
const WORK = { address: 'Soho Square', point: SOHO_SQUARE, label: 'Soho Square, Soho, London' };

/** A provider that answers each address from a script and records what it was asked. */
function scriptedPort(provider: PlacesProvider, answers: Record<string, PlacesOutcome>) {
  const calls: { text: string; near: GeoPoint | undefined }[] = [];
  const port: PlacesPort = {
    provider,
    search: () => Promise.reject(new Error('Save never searches')),
    geocode: (text, near) => {
      calls.push({ text, near });
      return Promise.resolve(answers[text] ?? { ok: true, places: [] });
    },
  };
  return { port, calls };
}

const found = (name: string, point: GeoPoint, address?: string): PlacesOutcome => ({
  ok: true,
  places: [testPlace(name, point, address === undefined ? {} : { address }), testPlace('A namesake', { lat: 0, lon: 0 })],
});

const failed = (failure: Omit<PlacesFailure, 'message'>): PlacesOutcome => ({
  ok: false,
  failure: { ...failure, message: 'scripted' },
});

const ANSWERS: Record<string, PlacesOutcome> = {
  '14 Greek Street, London': found('Kiln & Bean', GREEK_STREET, '14 Greek Street, London'),
  'Soho Square': found('Soho Square', SOHO_SQUARE, 'Soho Square, Soho, London'),
};

function setup(options: { saved?: PlacesSettings; answers?: Record<string, PlacesOutcome>; granted?: boolean } = {}) {
  const area = memoryArea(options.saved === undefined ? {} : { placesSettings: options.saved });
  const settings = createStoragePlacesSettings(area);
  const provider = scriptedPort('openstreetmap', options.answers ?? ANSWERS);
  const reach = vi.fn((s: PlacesSettings): Promise<PlacesReach> =>
    Promise.resolve(
      s.provider === 'none'
        ? { ok: false, reason: 'no_provider' }
        : options.granted === false
          ? { ok: false, reason: 'no_access', provider: s.provider, hosts: ['nominatim.openstreetmap.org', 'overpass-api.de'] }
          : { ok: true, provider: s.provider, places: { port: provider.port, hours: { isOpenAt: () => undefined } } },
    ),
  );
  const save = (request: Partial<SavePlacesRequest>) =>
    savePlacesSettings({ provider: 'openstreetmap', foursquareKey: '', home: '', work: '', ...request }, { settings, reach });
  return { save, settings, calls: provider.calls, reach, area };
}

const saved = (extra: Partial<PlacesSettings> = {}): PlacesSettings => ({
  ...DEFAULT_PLACES_SETTINGS,
  provider: 'openstreetmap',
  home: HOME,
  work: WORK,
  ...extra,
});

describe('saving places settings', () => {
  it('looks each new address up once and keeps its point and the provider’s name for it', async () => {
    const { save, settings, calls } = setup();
    const result = await save({ home: '14 Greek Street, London', work: 'Soho Square' });
    expect(result).toEqual({ version: 1, provider: 'openstreetmap', foursquareKey: '', home: HOME, work: WORK });
    expect(await settings.get()).toEqual(result);
    expect(calls.map((c) => c.text)).toEqual(['14 Greek Street, London', 'Soho Square']);
  });

  it('looks work up near home, so a street name means the one in the person’s city', async () => {
    const { save, calls } = setup();
    await save({ home: '14 Greek Street, London', work: 'Soho Square' });
    expect(calls.map((c) => c.near)).toEqual([undefined, GREEK_STREET]);
  });

  it('does not look an unchanged address up again, whichever provider is chosen', async () => {
    const { save, calls, reach } = setup({ saved: saved() });
    expect(await save({ home: HOME.address, work: WORK.address })).toEqual(saved());
    expect(await save({ provider: 'foursquare', foursquareKey: 'fsq-key', home: HOME.address, work: WORK.address })).toEqual(
      saved({ provider: 'foursquare', foursquareKey: 'fsq-key' }),
    );
    expect(calls).toEqual([]);
    expect(reach).not.toHaveBeenCalled();
  });

  it('looks up only the address that changed, near the one kept', async () => {
    const { save, calls } = setup({ saved: saved({ home: undefined }) });
    const result = await save({ home: '14 Greek Street, London', work: WORK.address });
    expect(result.home).toEqual(HOME);
    expect(calls).toEqual([{ text: '14 Greek Street, London', near: SOHO_SQUARE }]);
  });

  it('clears a location whose field was emptied', async () => {
    const { save } = setup({ saved: saved() });
    const result = await save({ home: '', work: WORK.address });
    expect(result.home).toBeUndefined();
    expect(result.work).toEqual(WORK);
  });

  it('labels a place found by name with its address after the name', async () => {
    const { save } = setup({ answers: { Kiln: found('Kiln & Bean', GREEK_STREET, '14 Greek Street, London') } });
    expect((await save({ home: 'Kiln' })).home?.label).toBe('Kiln & Bean, 14 Greek Street, London');
  });

  it('names the field and the address it could not find, and saves nothing', async () => {
    const { save, settings } = setup({ saved: saved({ work: undefined }) });
    await expect(save({ home: HOME.address, work: '1 Nowhere Lane' })).rejects.toMatchObject({
      code: 'not_found',
      message: 'Couldn\'t find your work address "1 Nowhere Lane" — try adding the city. Nothing was saved.',
    });
    expect(await settings.get()).toEqual(saved({ work: undefined }));
  });

  it('saves nothing when work is not found, even though home was', async () => {
    const { save, settings } = setup();
    await expect(save({ home: '14 Greek Street, London', work: 'Atlantis' })).rejects.toMatchObject({ code: 'not_found' });
    expect(await settings.get()).toEqual(DEFAULT_PLACES_SETTINGS);
  });

  it('asks for a Foursquare key before anything else, and sends nothing', async () => {
    const { save, calls, settings } = setup();
    await expect(save({ provider: 'foursquare', home: 'Soho Square' })).rejects.toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('Enter your Foursquare API key') as unknown,
    });
    expect(calls).toEqual([]);
    expect(await settings.get()).toEqual(DEFAULT_PLACES_SETTINGS);
  });

  it('keeps the saved addresses with no provider, and cannot look up a new one', async () => {
    const { save, calls } = setup({ saved: saved() });
    expect(await save({ provider: 'none', home: HOME.address, work: WORK.address })).toEqual(saved({ provider: 'none' }));
    await expect(save({ provider: 'none', home: 'Soho Square', work: '' })).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'Choose OpenStreetMap or Foursquare so Kairos can look up "Soho Square". Nothing was saved.',
    });
    expect(calls).toEqual([]);
  });

  it('saves a provider with no addresses without asking it anything', async () => {
    const { save, reach } = setup({ granted: false });
    expect(await save({})).toEqual({ ...DEFAULT_PLACES_SETTINGS, provider: 'openstreetmap' });
    expect(reach).not.toHaveBeenCalled();
  });

  it('sends no address without the provider’s host permission, and says which hosts to allow', async () => {
    const { save, calls, settings } = setup({ granted: false });
    await expect(save({ home: 'Soho Square' })).rejects.toMatchObject({
      code: 'places_unavailable',
      message:
        'Kairos may not reach nominatim.openstreetmap.org and overpass-api.de yet, so "Soho Square" was not looked up and nothing was saved. Allow access when Chrome asks, then Save again.',
    });
    expect(calls).toEqual([]);
    expect(await settings.get()).toEqual(DEFAULT_PLACES_SETTINGS);
  });

  it.each([
    [
      'rate_limited',
      failed({ provider: 'openstreetmap', reason: 'rate_limited', retryable: true }),
      'places_unavailable',
      'OpenStreetMap asked Kairos to slow down, so "Soho Square" was not looked up — Save again in a minute. Nothing was saved.',
    ],
    [
      'unavailable',
      failed({ provider: 'openstreetmap', reason: 'unavailable', retryable: true }),
      'places_unavailable',
      'OpenStreetMap could not be reached, so "Soho Square" was not looked up — Save again in a moment. Nothing was saved.',
    ],
    [
      'auth',
      failed({ provider: 'foursquare', reason: 'auth', retryable: false }),
      'places_auth',
      'Foursquare refused the API key — check it, then Save again. Nothing was saved.',
    ],
    [
      'bad_response',
      failed({ provider: 'openstreetmap', reason: 'bad_response', retryable: false }),
      'places_unavailable',
      'OpenStreetMap sent an answer Kairos could not read, so "Soho Square" was not looked up. Nothing was saved.',
    ],
  ])('says what a %s failure means, and saves nothing', async (_reason, outcome, code, message) => {
    const { save, settings } = setup({ answers: { 'Soho Square': outcome } });
    await expect(save({ home: 'Soho Square' })).rejects.toMatchObject({ code, message });
    expect(await settings.get()).toEqual(DEFAULT_PLACES_SETTINGS);
  });
});

describe('savePlacesSettings through the background, against the fake Nominatim', () => {
  let nominatim: FakePlacesServer;

  beforeAll(async () => {
    nominatim = await startFakeNominatim();
  });
  afterAll(async () => {
    await nominatim.close();
  });

  /** The request handlers as the extension wires them, pointed at the fake by the test-only endpoints. */
  async function handlers() {
    const world = await createTestWorld('2026-11-24T09:00:00Z', 'Europe/London');
    const area = memoryArea();
    const hasHostAccess = vi.fn(() => Promise.resolve(false));
    const reachPlaces = createPlacesAccess({
      endpoints: () => Promise.resolve({ endpoints: { ...PLACES_ENDPOINTS, nominatimUrl: nominatim.url }, testOnly: true }),
      hasHostAccess,
      source: createPlacesSource({ cache: createMemoryPlaceCache(), clock: systemClock }),
    });
    const services = testServices(world, area, { reachPlaces, browserTimeZone: () => 'Europe/London' });
    const log = { warn: vi.fn() };
    const send = (type: string, payload: unknown) => dispatchRequest({ type, payload }, createRequestHandlers(services), log);
    return { send, area, hasHostAccess };
  }

  it('geocodes the typed home once and answers with the label Nominatim gave', async () => {
    const { send, area, hasHostAccess } = await handlers();
    const before = nominatim.requests.length;
    const answer = await send('savePlacesSettings', {
      provider: 'openstreetmap',
      foursquareKey: '',
      home: '  10 Downing Street, London ',
      work: '',
    });
    const home = {
      address: '10 Downing Street, London',
      point: { lat: 51.5034, lon: -0.1276 },
      label:
        "10 Downing Street, Whitehall, St. James's, City of Westminster, London, Greater London, England, SW1A 2AA, United Kingdom",
    };
    expect(answer).toEqual({ ok: true, value: { settings: { version: 1, provider: 'openstreetmap', foursquareKey: '', home } } });
    expect(nominatim.requests.slice(before).map((r) => r.query.get('q'))).toEqual(['10 Downing Street, London']);
    expect(area.data.placesSettings).toEqual({ version: 1, provider: 'openstreetmap', foursquareKey: '', home });
    expect(await send('getPlacesSettings', {})).toEqual(answer);
    // The fakes are the test-only endpoints: no host permission is needed, so none was asked about.
    expect(hasHostAccess).not.toHaveBeenCalled();
  });

  it('answers an address the world does not know with the specific error, and saves nothing', async () => {
    const { send, area } = await handlers();
    expect(
      await send('savePlacesSettings', {
        provider: 'openstreetmap',
        foursquareKey: '',
        home: '1 Nowhere Lane, Atlantis',
        work: '',
      }),
    ).toEqual({
      ok: false,
      error: {
        code: 'not_found',
        message: 'Couldn\'t find your home address "1 Nowhere Lane, Atlantis" — try adding the city. Nothing was saved.',
        retryable: false,
      },
    });
    expect(area.data.placesSettings).toBeUndefined();
  });

  it('says OpenStreetMap asked Kairos to slow down when Nominatim answers 429', async () => {
    const { send } = await handlers();
    nominatim.failNext({ status: 429, retryAfter: '30' });
    const answer = await send('savePlacesSettings', {
      provider: 'openstreetmap',
      foursquareKey: '',
      home: 'Soho Square',
      work: '',
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'places_unavailable', retryable: true } });
    expect(!answer.ok && answer.error.message).toMatch(/^OpenStreetMap asked Kairos to slow down/);
  });

  it('rejects an address past 300 characters before looking anything up', async () => {
    const { send } = await handlers();
    const before = nominatim.requests.length;
    const answer = await send('savePlacesSettings', {
      provider: 'openstreetmap',
      foursquareKey: '',
      home: 'x'.repeat(301),
      work: '',
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(nominatim.requests.length).toBe(before);
  });
});
