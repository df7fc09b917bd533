// A place search answered from the place cache: the path a conversation's second turn takes
// ("any earlier times?"), in front of the extension's IndexedDB (fake-indexeddb here) and the CLI's memory.
import 'fake-indexeddb/auto';
import { createCachedPlaces } from '../lib/adapters/cached-places';
import { createIdbPlaceCache } from '../lib/adapters/idb-place-cache';
import { openKairosDb } from '../lib/adapters/kairos-db';
import { createMemoryPlaceCache } from '../lib/adapters/memory-place-cache';
import type { PlaceCache } from '../lib/ports/place-cache';
import { placeSchema, type Place, type PlaceQuery, type PlacesPort } from '../lib/ports/places';
import { median, seededRandom } from './bench-utils';

const RUNS = 500;
const WARM_UP = 20;
const NOW = Date.parse('2026-03-02T12:00:00Z');
const SOHO = { lat: 51.5155, lon: -0.1321 };

const random = seededRandom(15);
const places: Place[] = Array.from({ length: 40 }, (_, i) =>
  placeSchema.parse({
    id: `osm:node/${String(4_100_000_000 + i)}`,
    provider: 'openstreetmap',
    name: `Café ${String(i)}`,
    category: 'cafe',
    kind: 'cafe',
    location: { lat: SOHO.lat + (random() - 0.5) / 50, lon: SOHO.lon + (random() - 0.5) / 30 },
    address: `${String(i + 1)} Greek Street, London`,
    openingHours: { text: 'Mo-Fr 07:30-18:00; Sa,Su 09:00-17:00', osm: 'Mo-Fr 07:30-18:00; Sa,Su 09:00-17:00' },
    distanceMeters: Math.round(random() * 1500),
    website: `https://cafe${String(i)}.example`,
    mapUrl: `https://www.openstreetmap.org/node/${String(4_100_000_000 + i)}`,
  }),
);

let providerCalls = 0;
const provider: PlacesPort = {
  provider: 'openstreetmap',
  search: () => {
    providerCalls++;
    return Promise.resolve({ ok: true, places });
  },
  geocode: () => Promise.resolve({ ok: true, places: [] }),
};
const query: PlaceQuery = { what: { kind: 'category', category: 'cafe' }, area: { center: SOHO, radiusMeters: 1500 }, limit: 40 };

async function timeCachedSearches(cache: PlaceCache): Promise<{ median: number; p95: number }> {
  const cached = createCachedPlaces({ places: provider, cache, clock: { now: () => NOW } });
  await cached.search(query);
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    const outcome = await cached.search(query);
    const took = performance.now() - started;
    if (!outcome.ok || outcome.places.length !== places.length) throw new Error('the cache lost the places');
    if (run >= WARM_UP) times.push(took);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: median(times), p95: sorted[Math.floor(0.95 * sorted.length)] ?? 0 };
}

const idb = await timeCachedSearches(createIdbPlaceCache(await openKairosDb('places-bench')));
const memory = await timeCachedSearches(createMemoryPlaceCache());
if (providerCalls !== 2) throw new Error(`expected one provider call per cache, got ${String(providerCalls)}`);
const ms = (value: number): string => value.toFixed(2);
console.log(
  `place search served from cache: ${ms(idb.median)} ms (IndexedDB, ${String(places.length)} places, median of ${String(RUNS)}; p95 ${ms(idb.p95)} ms; target < 5 ms)`,
);
console.log(`place search served from cache: ${ms(memory.median)} ms in memory (CLI; p95 ${ms(memory.p95)} ms)`);
