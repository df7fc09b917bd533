import { z } from 'zod';
import { placeSchema, type GeoPoint, type Place, type PlaceCategory } from '../ports/places';

// Foursquare Places API (places-api.foursquare.com) search results as Kairos places. Sources:
// - result fields: https://docs.foursquare.com/fsq-developers-places/reference/response-fields
//   (fsq_place_id, name, categories, location, latitude, longitude, distance, website, link are Pro
//   fields, returned when `fields` is absent; rating, price and hours are not among them, so every
//   field read is named in `fields`);
// - the place-search response schema (results[] of those fields, plus context.geo_bounds.circle),
//   from the OpenAPI published with https://docs.foursquare.com/fsq-developers-places/reference/place-search
// - renames from the legacy v3 API (fsq_id → fsq_place_id, geocodes.main → top-level
//   latitude/longitude, categories[].id → string fsq_category_id; no `timezone` any more):
//   https://docs.foursquare.com/fsq-developers-places/reference/migration-guide.md
// Ratings are out of 10, prices 1–4, and hours come as `regular: [{day, open, close}]` with day 1 =
// Monday; a close of "+0200" (the legacy API's form, still read) means 2 am the next day.

/** The fields asked for: with `fields` set, Foursquare returns only those, so fsq_place_id must be named. */
export const FOURSQUARE_FIELDS = [
  'fsq_place_id',
  'name',
  'latitude',
  'longitude',
  'location',
  'categories',
  'distance',
  'rating',
  'price',
  'hours',
  'website',
].join(',');

/**
 * What each category is searched by: words, which Foursquare's `query` matches against names and
 * category names. The current API filters by `fsq_category_ids`, which are BSON-style strings now
 * (not the legacy 13003-style integers), and the docs read for this adapter list none of them, so
 * no id is guessed.
 */
export const FOURSQUARE_CATEGORY_WORDS: Record<PlaceCategory, string> = {
  cafe: 'coffee',
  restaurant: 'restaurant',
  bar: 'bar',
  pub: 'pub',
  fast_food: 'fast food',
  ice_cream: 'ice cream',
};

const hoursSchema = z.object({
  display: z.string().optional(),
  open_now: z.boolean().optional(),
  is_local_holiday: z.boolean().optional(),
  regular: z.array(z.object({ day: z.number().int().min(1).max(7), open: z.string(), close: z.string() })).optional(),
});

export const foursquareResultSchema = z.object({
  fsq_place_id: z.string().min(1),
  name: z.string().min(1),
  latitude: z.number(),
  longitude: z.number(),
  location: z
    .object({ formatted_address: z.string().optional(), address: z.string().optional(), locality: z.string().optional() })
    .optional(),
  categories: z.array(z.object({ fsq_category_id: z.string().optional(), name: z.string() })).optional(),
  distance: z.number().nonnegative().optional(),
  rating: z.number().min(0).max(10).optional(),
  price: z.number().int().min(1).max(4).optional(),
  hours: hoursSchema.optional(),
  website: z.string().optional(),
});
export type FoursquareResult = z.infer<typeof foursquareResultSchema>;

export const foursquareAnswerSchema = z.object({
  results: z.array(z.unknown()),
  context: z
    .object({
      geo_bounds: z
        .object({ circle: z.object({ center: z.object({ latitude: z.number(), longitude: z.number() }), radius: z.number() }) })
        .optional(),
    })
    .optional(),
});

/** Places from a search answer; results that do not read are skipped, not the whole answer. */
export function placesFromFoursquare(results: readonly unknown[], kind: PlaceCategory | undefined): Place[] {
  return results.flatMap((raw) => {
    const parsed = foursquareResultSchema.safeParse(raw);
    if (!parsed.success) return [];
    const place = placeFromFoursquare(parsed.data, kind);
    return place === undefined ? [] : [place];
  });
}

function placeFromFoursquare(r: FoursquareResult, kind: PlaceCategory | undefined): Place | undefined {
  const address = r.location?.formatted_address ?? r.location?.address;
  const hours = r.hours === undefined ? undefined : openingHoursOf(r.hours);
  const website = placeSchema.shape.website.safeParse(r.website);
  const location = { lat: r.latitude, lon: r.longitude };
  const parsed = placeSchema.safeParse({
    id: `fsq:${r.fsq_place_id}`,
    provider: 'foursquare',
    name: r.name,
    category: r.categories?.[0]?.name ?? 'Place',
    ...(kind === undefined ? {} : { kind }),
    location,
    ...(address === undefined || address === '' ? {} : { address }),
    ...(r.rating === undefined ? {} : { rating: { value: r.rating / 2, source: { value: r.rating, scale: 10 } } }),
    ...(r.price === undefined ? {} : { priceLevel: r.price }),
    ...(hours === undefined ? {} : { openingHours: hours }),
    ...(r.distance === undefined ? {} : { distanceMeters: r.distance }),
    ...(website.success && website.data !== undefined ? { website: website.data } : {}),
    mapUrl: mapUrlAt(location),
  });
  return parsed.success ? parsed.data : undefined;
}

/**
 * A map with a marker on the point. The current API documents no public venue page (`link` is the
 * API's own Place Details path), so the place is shown on OpenStreetMap where Foursquare puts it:
 * street level for a venue, zoom 14 for an area.
 */
export function mapUrlAt(point: GeoPoint, zoom = 18): string {
  const lat = point.lat.toFixed(5);
  const lon = point.lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${String(zoom)}/${lat}/${lon}`;
}

const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** Foursquare's hours with an OSM opening_hours rendering of `regular`, so one reader answers for both providers. */
export function openingHoursOf(hours: z.infer<typeof hoursSchema>): Place['openingHours'] {
  const osm = hours.regular === undefined || hours.regular.length === 0 ? undefined : osmFromRegular(hours.regular);
  const text = hours.display?.trim() || osm;
  if (text === undefined) return undefined;
  return { text, ...(osm === undefined ? {} : { osm }) };
}

/**
 * `[{day: 1, open: "0800", close: "1200"}, {day: 1, open: "1400", close: "+0100"}, {day: 2, …}]` →
 * `Mo 08:00-12:00,14:00-25:00, Tu …`. A close on the next day is written past 24:00, which the OSM
 * syntax reads as running into the next morning; days not listed are closed. Days are joined as
 * additional rules (", "), not with ";": a later ";" rule for Saturday would replace Saturday
 * whole, Friday night's hours after midnight included. Undefined when a time does not read.
 */
export function osmFromRegular(regular: readonly { day: number; open: string; close: string }[]): string | undefined {
  const byDay = new Map<number, string[]>();
  for (const entry of [...regular].sort((a, b) => a.day - b.day || a.open.localeCompare(b.open))) {
    const open = minutesOf(entry.open);
    const close = minutesOf(entry.close);
    if (open === undefined || close === undefined) return undefined;
    // "+0200", or a close at or before the open ("1800"–"0200"), runs past midnight.
    const end = close.nextDay || close.minutes <= open.minutes ? close.minutes + 24 * 60 : close.minutes;
    byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), `${clock(open.minutes)}-${clock(end)}`]);
  }
  const rules = [...byDay].map(([day, spans]) => `${OSM_DAYS[day - 1] ?? 'Mo'} ${spans.join(',')}`);
  return rules.length === 0 ? undefined : rules.join(', ');
}

function minutesOf(value: string): { minutes: number; nextDay: boolean } | undefined {
  const match = /^(\+?)(\d{2}):?(\d{2})$/.exec(value.trim());
  if (match === null) return undefined;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
  return { minutes: hours * 60 + minutes, nextDay: match[1] === '+' };
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
