import { describe, expect, it, vi } from 'vitest';
import { createOpeningHoursReader } from '../../../lib/adapters/opening-hours-reader';
import type { PlacesReach } from '../../../lib/background/places-access';
import { createTurnPortHandler } from '../../../lib/background/run-turn-on-port';
import { DEFAULT_PLACES_SETTINGS, type PlacesSettings } from '../../../lib/core/domain/places-settings';
import { DEFAULT_PREFERENCES } from '../../../lib/core/domain/preferences';
import { turnMessageSchema, type TurnMessage } from '../../../lib/messaging/protocol';
import type { PlaceQuery, PlacesPort } from '../../../lib/ports/places';
import { createTestWorld } from '../../helpers/fakes';
import { memoryArea } from '../../helpers/memory-area';
import { testServices } from '../../helpers/test-services';
import { rated, testPlace } from '../../helpers/places';

// Places reaching a side-panel turn: the saved settings are read for each turn, and the provider is
// asked only when Options → Places chose one and its host permission was granted.

const SOHO = { lat: 51.5155, lon: -0.1321 };
const REQUEST = 'coffee with sam@acme.com tomorrow';

const CAFES = [
  testPlace(
    'Kiln & Bean',
    { lat: 51.5149, lon: -0.1335 },
    { kind: 'cafe', rating: rated(4.6), openingHours: { text: '24/7', osm: '24/7' } },
  ),
  testPlace(
    'Berwick Espresso',
    { lat: 51.5139, lon: -0.1349 },
    { kind: 'cafe', rating: rated(4.2), openingHours: { text: '24/7', osm: '24/7' } },
  ),
  testPlace(
    'Golden Square Café',
    { lat: 51.5127, lon: -0.1372 },
    { kind: 'cafe', rating: rated(4.4), openingHours: { text: '24/7', osm: '24/7' } },
  ),
  testPlace(
    'Carnaby Coffee',
    { lat: 51.5141, lon: -0.1387 },
    { kind: 'cafe', rating: rated(4.0), openingHours: { text: '24/7', osm: '24/7' } },
  ),
  testPlace(
    'Dean Street Tea',
    { lat: 51.5138, lon: -0.1318 },
    { kind: 'cafe', rating: rated(4.3), openingHours: { text: '24/7', osm: '24/7' } },
  ),
];

const WORK = { address: 'Soho Square', point: SOHO, label: 'Soho Square, Soho, London' };

async function setup(options: { granted: boolean; settings: PlacesSettings }) {
  const world = await createTestWorld('2026-11-24T09:00:00Z', 'Europe/London');
  const area = memoryArea({
    preferences: { ...DEFAULT_PREFERENCES, timeZone: 'Europe/London' },
    placesSettings: options.settings,
  });
  const searches: PlaceQuery[] = [];
  const port: PlacesPort = {
    provider: 'openstreetmap',
    search: (query) => {
      searches.push(query);
      return Promise.resolve({ ok: true, places: CAFES });
    },
    geocode: () => Promise.resolve({ ok: true, places: [] }),
  };
  const reachPlaces = vi.fn((settings: PlacesSettings): Promise<PlacesReach> =>
    Promise.resolve(
      settings.provider === 'none'
        ? { ok: false, reason: 'no_provider' }
        : options.granted
          ? {
              ok: true,
              provider: settings.provider,
              places: { port, hours: createOpeningHoursReader(), ...(settings.work ? { work: settings.work.point } : {}) },
            }
          : { ok: false, reason: 'no_access', provider: settings.provider, hosts: ['nominatim.openstreetmap.org'] },
    ),
  );
  const services = testServices(world, area, { reachPlaces, browserTimeZone: () => 'Europe/London' });
  const sent: TurnMessage[] = [];
  const handler = createTurnPortHandler(
    { postMessage: (message) => sent.push(turnMessageSchema.parse(message)) },
    { services: Promise.resolve(services), log: { warn: vi.fn() } },
  );
  const turn = async (text: string) => {
    await handler.receive({ type: 'startTurn', turnId: 'turn-1', conversationId: 'conv-1', text });
    return sent.flatMap((m) => (m.event.type === 'proposal' ? [m.event.proposal] : []));
  };
  return { turn, searches, reachPlaces };
}

const osm: PlacesSettings = { ...DEFAULT_PLACES_SETTINGS, provider: 'openstreetmap', work: WORK };

describe('places on a side-panel turn', () => {
  it('proposes a café near work when a provider is chosen and its hosts are granted', async () => {
    const { turn, searches, reachPlaces } = await setup({ granted: true, settings: osm });
    const [proposal] = await turn(REQUEST);
    expect(reachPlaces).toHaveBeenCalledWith(osm);
    expect(searches.length).toBeGreaterThan(0);
    expect(searches[0]?.what).toEqual({ kind: 'category', category: 'cafe' });
    expect(CAFES.map((c) => c.name)).toContain(proposal?.places?.chosen.name);
  });

  it('asks no provider, and proposes times only, without the host permission', async () => {
    const { turn, searches } = await setup({ granted: false, settings: osm });
    const [proposal] = await turn(REQUEST);
    expect(searches).toEqual([]);
    expect(proposal?.places).toBeUndefined();
    expect(proposal?.start).toBeDefined();
  });

  it('asks no provider when none is chosen', async () => {
    const { turn, searches } = await setup({ granted: true, settings: { ...osm, provider: 'none' } });
    const [proposal] = await turn(REQUEST);
    expect(searches).toEqual([]);
    expect(proposal?.places).toBeUndefined();
  });
});
