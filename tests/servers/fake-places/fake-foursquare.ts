import { metersBetween, startPlacesServer, type FakePlacesServer, type PlacesReply } from './fake-http';
import { FOURSQUARE_LOCALITIES, VENUES, type FakeVenue } from './world';

// A loopback Foursquare Places API, as served from places-api.foursquare.com since the migration
// (https://docs.foursquare.com/fsq-developers-places/reference/migration-guide.md): GET
// /places/search with no /v3, the Service Key as `Authorization: Bearer <key>` and the dated
// `X-Places-Api-Version` header (https://docs.foursquare.com/fsq-developers-places/reference/authentication).
// Reads `ll` + `radius` or `near`, `fsq_category_ids` (a parent category matches its children),
// `query`, `limit`, and `fields`, which limits each result to the fields named; without `fields` the
// Pro fields come back, as the real one does
// (https://docs.foursquare.com/fsq-developers-places/reference/response-fields). Answers
// `{results: [...], context: {geo_bounds: {circle}}}`; errors are `{message}` with the status
// (https://docs.foursquare.com/fsq-developers-places/reference/errors.md).

export interface FakeFoursquare extends FakePlacesServer {
  apiKey: string;
}

/** The one version the place-search reference lists for X-Places-Api-Version. */
export const FAKE_FOURSQUARE_API_VERSION = '2025-06-17';

/** The Pro fields this world has data for: what a search without `fields` returns. */
const PRO_FIELDS = [
  'fsq_place_id',
  'name',
  'latitude',
  'longitude',
  'categories',
  'chains',
  'distance',
  'link',
  'location',
  'website',
];

const INVALID_TOKEN = { status: 401, json: { message: 'Invalid request token.' } };

export async function startFakeFoursquare(apiKey = 'FAKESERVICEKEYFORLOOPBACKTESTS0000000000000000000'): Promise<FakeFoursquare> {
  const server = await startPlacesServer(
    (request) => {
      // The docs name 401 for a bad token; what a missing or unknown version header gets is not
      // documented, so it is refused the same way rather than answered in some other version's shape.
      if (request.headers.authorization !== `Bearer ${apiKey}`) return INVALID_TOKEN;
      if (request.headers['x-places-api-version'] !== FAKE_FOURSQUARE_API_VERSION) return INVALID_TOKEN;
      if (request.method !== 'GET') return { status: 405, json: { message: 'Method Not Allowed' } };
      if (request.path !== '/places/search') return { status: 404, json: { message: 'Not found' } };
      return search(request.query);
    },
    (failure) => ({
      status: failure.status,
      json: {
        message:
          failure.status === 429 ? 'Quota exceeded' : failure.status === 401 ? 'Invalid request token.' : 'Internal Server Error',
      },
    }),
  );
  return Object.assign(server, { apiKey });
}

function search(query: URLSearchParams): PlacesReply {
  const near = query.get('near');
  const ll = query.get('ll');
  let circle: { lat: number; lon: number; radius: number };
  if (near !== null) {
    const locality = FOURSQUARE_LOCALITIES[near.trim().toLowerCase()];
    if (locality === undefined) return { status: 400, json: { message: `Invalid 'near' param provided: ${near}` } };
    circle = locality;
  } else if (ll !== null) {
    const [lat, lon] = ll.split(',').map(Number);
    if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      return { status: 400, json: { message: 'Invalid ll param provided' } };
    }
    const radius = Number(query.get('radius') ?? '22000');
    if (radius > 100_000) return { status: 400, json: { message: 'radius must be less than or equal to 100000' } };
    circle = { lat, lon, radius };
  } else {
    return { status: 400, json: { message: 'One of ll, near or ne/sw must be provided' } };
  }
  const limit = Math.min(50, Number(query.get('limit') ?? '10'));
  const categories = (query.get('fsq_category_ids') ?? '').split(',').filter((c) => c !== '');
  const words = (query.get('query') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const fields = (query.get('fields') ?? PRO_FIELDS.join(',')).split(',');
  const center = { lat: circle.lat, lon: circle.lon };
  const results = VENUES.flatMap((v) =>
    v.fsq === undefined ? [] : [{ venue: v, fsq: v.fsq, distance: Math.round(metersBetween(center, v)) }],
  )
    .filter(
      ({ fsq, distance }) =>
        distance <= circle.radius && (categories.length === 0 || fsq.categories.some((c) => categories.includes(c.id))),
    )
    .filter(({ venue, fsq }) => {
      const haystack = `${venue.tags.name ?? ''} ${fsq.categories.map((c) => c.name).join(' ')}`.toLowerCase();
      return words.every((w) => haystack.includes(w));
    })
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map(({ venue, distance }) => pick(resultOf(venue, distance), fields));
  return {
    status: 200,
    json: {
      results,
      context: { geo_bounds: { circle: { center: { latitude: circle.lat, longitude: circle.lon }, radius: circle.radius } } },
    },
  };
}

function resultOf(venue: FakeVenue, distance: number): Record<string, unknown> {
  const fsq = venue.fsq;
  if (fsq === undefined) return {};
  const street = [venue.tags['addr:housenumber'], venue.tags['addr:street']].filter(Boolean).join(' ');
  return {
    fsq_place_id: fsq.id,
    name: venue.tags.name,
    latitude: venue.lat,
    longitude: venue.lon,
    categories: fsq.categories.slice(0, 1).map((c) => ({
      fsq_category_id: c.id,
      name: c.name,
      short_name: c.name,
      plural_name: `${c.name}s`,
      icon: { prefix: 'https://ss3.4sqi.net/img/categories_v2/food/coffeeshop_', suffix: '.png' },
    })),
    chains: [],
    distance,
    link: `/places/${fsq.id}`,
    location: {
      ...(street === '' ? {} : { address: street }),
      country: 'GB',
      formatted_address: [street, 'London W1D 4NE'].filter(Boolean).join(', '),
      locality: 'London',
      postcode: 'W1D 4NE',
      region: 'Greater London',
    },
    ...(fsq.rating === undefined ? {} : { rating: fsq.rating }),
    ...(fsq.price === undefined ? {} : { price: fsq.price }),
    hours: { is_local_holiday: false, ...(fsq.hours ?? {}) },
    ...(fsq.website === undefined ? {} : { website: fsq.website }),
  };
}

function pick(result: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(result).filter(([key]) => fields.includes(key)));
}
