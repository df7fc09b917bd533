import { htmlPage, startPlacesServer, type FakePlacesServer, type PlacesReply } from './fake-http';
import { ADDRESSES, VENUES } from './world';

// A loopback Nominatim /search (https://nominatim.org/release-docs/latest/api/Search/) answering
// format=jsonv2 (https://nominatim.org/release-docs/latest/api/Output/): a JSON array, coordinates
// as strings, `category`/`type` for the main tag, `extratags` on request, viewbox and bounded as
// the real one reads them. Errors are Nominatim's JSON error object; throttling is an HTML page.

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

interface Entry {
  placeId: number;
  osm: { type: string; id: number };
  lat: number;
  lon: number;
  name: string;
  displayName: string;
  category: string;
  type: string;
  extratags: Record<string, string>;
}

const ENTRIES: Entry[] = [
  ...ADDRESSES.map((a) => ({ ...a, extratags: {} })),
  ...VENUES.filter((v) => v.tags.name !== undefined).map((v, i) => {
    const { name = '', amenity = 'cafe', ...rest } = v.tags;
    const street = [v.tags['addr:housenumber'], v.tags['addr:street']].filter(Boolean).join(', ');
    return {
      placeId: 300_000_000 + i,
      osm: v.osm,
      lat: v.lat,
      lon: v.lon,
      name,
      displayName: [name, street, 'Soho, City of Westminster, London, Greater London, England, United Kingdom']
        .filter(Boolean)
        .join(', '),
      category: 'amenity',
      type: amenity,
      extratags: Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('addr:'))),
    };
  }),
];

export function startFakeNominatim(): Promise<FakePlacesServer> {
  return startPlacesServer(
    (request) =>
      request.path === '/search' ? search(request.query) : htmlPage(404, 'Not Found', 'The requested URL was not found.'),
    (failure) =>
      failure.status === 429
        ? htmlPage(429, 'Too Many Requests', 'You have been rate limited. Please slow down to one request per second.')
        : failure.status >= 500
          ? htmlPage(failure.status, 'Service Unavailable', 'The server is temporarily unable to service your request.')
          : { status: failure.status, json: { error: { code: failure.status, message: 'Access blocked.' } } },
  );
}

function search(query: URLSearchParams): PlacesReply {
  const format = query.get('format') ?? 'xml';
  if (format !== 'jsonv2') {
    return {
      status: 400,
      json: { error: { code: 400, message: "Parameter 'format' must be one of: xml, json, jsonv2, geojson, geocodejson" } },
    };
  }
  const q = (query.get('q') ?? '').toLowerCase();
  const words = q.split(/[\s,]+/).filter((w) => w !== '');
  const limit = Math.min(40, Number(query.get('limit') ?? '10'));
  const box = viewbox(query.get('viewbox'));
  const bounded = query.get('bounded') === '1' && box !== undefined;
  const extratags = query.get('extratags') === '1';
  const matches = ENTRIES.filter((e) => {
    const haystack = `${e.name} ${e.displayName} ${e.type}`.toLowerCase();
    if (!words.every((w) => haystack.includes(w))) return false;
    return !bounded || (e.lat >= box.south && e.lat <= box.north && e.lon >= box.west && e.lon <= box.east);
  });
  return {
    status: 200,
    json: matches.slice(0, limit).map((e, i) => ({
      place_id: e.placeId,
      licence: LICENCE,
      osm_type: e.osm.type,
      osm_id: e.osm.id,
      lat: e.lat.toFixed(7),
      lon: e.lon.toFixed(7),
      category: e.category,
      type: e.type,
      place_rank: 30,
      importance: Number((0.5 - i * 0.01).toFixed(8)),
      addresstype: e.category,
      name: e.name,
      display_name: e.displayName,
      boundingbox: [
        (e.lat - 0.0005).toFixed(7),
        (e.lat + 0.0005).toFixed(7),
        (e.lon - 0.0005).toFixed(7),
        (e.lon + 0.0005).toFixed(7),
      ],
      ...(extratags ? { extratags: e.extratags } : {}),
    })),
  };
}

/** viewbox=<x1>,<y1>,<x2>,<y2>, any two opposite corners, longitude first. */
function viewbox(value: string | null): { south: number; north: number; west: number; east: number } | undefined {
  const numbers = (value ?? '').split(',').map(Number);
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return undefined;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbers;
  return { west: Math.min(x1, x2), east: Math.max(x1, x2), south: Math.min(y1, y2), north: Math.max(y1, y2) };
}
