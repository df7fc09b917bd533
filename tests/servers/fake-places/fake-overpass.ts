import { htmlPage, metersBetween, startPlacesServer, type FakePlacesServer, type PlacesReply } from './fake-http';
import { VENUES } from './world';

// A loopback Overpass API interpreter (https://wiki.openstreetmap.org/wiki/Overpass_API) for the
// one query shape Kairos sends: named venues of an amenity around a point, `out center`. The answer
// is Overpass's JSON: version, generator, osm3s, elements (nodes with lat/lon, ways with center and
// node refs). A query it cannot read gets Overpass's 400 HTML; throttling (429) and overload (504)
// are HTML pages too; `remarkNext` makes the next answer a 200 with Overpass's runtime-error remark.

export interface FakeOverpass extends FakePlacesServer {
  /** The next answer is HTTP 200 with no elements and this remark. */
  remarkNext(remark: string): void;
}

const QUERY =
  /^\[out:json\]\[timeout:(\d+)\];nwr\["amenity"="(\w+)"\]\["name"\]\(around:(\d+),(-?[\d.]+),(-?[\d.]+)\);out center (\d+);$/;

export async function startFakeOverpass(): Promise<FakeOverpass> {
  const remarks: string[] = [];
  const server = await startPlacesServer(
    (request) => {
      if (request.path !== '/api/interpreter') return htmlPage(404, 'Not Found', 'The requested URL was not found.');
      const data = request.method === 'POST' ? new URLSearchParams(request.body).get('data') : request.query.get('data');
      const remark = remarks.shift();
      if (remark !== undefined) return { status: 200, json: { ...envelope(), elements: [], remark } };
      return interpret(data ?? '');
    },
    (failure) =>
      failure.status === 429
        ? htmlPage(429, 'Too Many Requests', 'The server is probably too busy to handle your request. Rate limit exceeded.')
        : htmlPage(failure.status, 'Gateway Timeout', 'The server is probably too busy to handle your request.'),
  );
  return Object.assign(server, { remarkNext: (remark: string) => remarks.push(remark) });
}

function interpret(data: string): PlacesReply {
  const match = QUERY.exec(data.trim());
  if (match === null) {
    return htmlPage(
      400,
      'Bad Request',
      `Error: line 1: parse error: the fake Overpass reads one query shape only: ${data.slice(0, 80)}`,
    );
  }
  const [, , amenity, radius, lat, lon, limit] = match;
  const center = { lat: Number(lat), lon: Number(lon) };
  const elements = VENUES.filter(
    (v) => v.tags.amenity === amenity && v.tags.name !== undefined && metersBetween(center, v) <= Number(radius),
  )
    .sort((a, b) => a.osm.id - b.osm.id)
    .slice(0, Number(limit))
    .map((v) =>
      v.osm.type === 'node'
        ? { type: 'node', id: v.osm.id, lat: v.lat, lon: v.lon, tags: v.tags }
        : {
            type: 'way',
            id: v.osm.id,
            center: { lat: v.lat, lon: v.lon },
            nodes: [v.osm.id * 10 + 1, v.osm.id * 10 + 2, v.osm.id * 10 + 3, v.osm.id * 10 + 1],
            tags: v.tags,
          },
    );
  return { status: 200, json: { ...envelope(), elements } };
}

function envelope() {
  return {
    version: 0.6,
    generator: 'Overpass API 0.7.62.1 084b4234',
    osm3s: {
      timestamp_osm_base: '2026-03-02T12:00:00Z',
      copyright: 'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
    },
  };
}
