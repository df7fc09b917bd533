import { metersBetween, startPlacesServer, type FakePlacesServer, type PlacesReply } from './fake-http';
import { FOURSQUARE_LOCALITIES, VENUES, type FakeVenue } from './world';

// A loopback Foursquare Places API v3 /places/search
// (https://docs.foursquare.com/developer/reference/place-search): the key in Authorization, `ll` +
// `radius` or `near`, `categories` (a parent id matches its children), `query`, `limit`, and `fields`,
// which limits each result to the fields named, as the real one does. Answers
// `{results: [...], context: {geo_bounds: {circle}}}`; errors are `{message}` with the status.

export interface FakeFoursquare extends FakePlacesServer {
  apiKey: string;
}

const DEFAULT_FIELDS = [
  'fsq_id',
  'categories',
  'chains',
  'distance',
  'geocodes',
  'link',
  'location',
  'name',
  'related_places',
  'timezone',
];

export async function startFakeFoursquare(apiKey = 'fsq3fakeKeyForLoopbackTests0000000000000='): Promise<FakeFoursquare> {
  const server = await startPlacesServer(
    (request) => {
      if (request.headers.authorization !== apiKey) return { status: 401, json: { message: 'Invalid request token.' } };
      if (request.path !== '/v3/places/search') return { status: 404, json: { message: 'Not found' } };
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
  const categories = (query.get('categories') ?? '')
    .split(',')
    .filter((c) => c !== '')
    .map(Number);
  const words = (query.get('query') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const fields = (query.get('fields') ?? DEFAULT_FIELDS.join(',')).split(',');
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
    fsq_id: fsq.id,
    name: venue.tags.name,
    categories: fsq.categories.slice(0, 1).map((c) => ({
      id: c.id,
      name: c.name,
      short_name: c.name,
      plural_name: `${c.name}s`,
      icon: { prefix: 'https://ss3.4sqi.net/img/categories_v2/food/coffeeshop_', suffix: '.png' },
    })),
    chains: [],
    distance,
    geocodes: {
      main: { latitude: venue.lat, longitude: venue.lon },
      roof: { latitude: venue.lat, longitude: venue.lon },
    },
    link: `/v3/places/${fsq.id}`,
    location: {
      ...(street === '' ? {} : { address: street }),
      country: 'GB',
      cross_street: '',
      formatted_address: [street, 'London W1D 4NE'].filter(Boolean).join(', '),
      locality: 'London',
      postcode: 'W1D 4NE',
      region: 'Greater London',
    },
    related_places: {},
    timezone: 'Europe/London',
    ...(fsq.rating === undefined ? {} : { rating: fsq.rating }),
    ...(fsq.price === undefined ? {} : { price: fsq.price }),
    hours: { is_local_holiday: false, ...(fsq.hours ?? {}) },
    ...(fsq.website === undefined ? {} : { website: fsq.website }),
  };
}

function pick(result: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(result).filter(([key]) => fields.includes(key)));
}
