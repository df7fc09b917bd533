import { z } from 'zod';

// Places for in-person plans: venues near the people meeting, and addresses turned into points.
// The core sees only these shapes; which service answered, and how, stays in lib/adapters.

export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

export const placesProviderSchema = z.enum(['openstreetmap', 'foursquare']);
export type PlacesProvider = z.infer<typeof placesProviderSchema>;

/** The kinds of venue Kairos searches for by category; anything else is a text query. */
export const placeCategorySchema = z.enum(['cafe', 'restaurant', 'bar', 'pub', 'fast_food', 'ice_cream']);
export type PlaceCategory = z.infer<typeof placeCategorySchema>;

/** `osm:node/123`, `osm:way/45`, `fsq:4b0588…`: unique across providers, so a cache can mix them. */
export const placeIdSchema = z
  .string()
  .regex(/^(?:osm:(?:node|way|relation)\/\d+|fsq:[\w-]+)$/)
  .brand<'PlaceId'>();
export type PlaceId = z.infer<typeof placeIdSchema>;

/** A rating on Kairos's 0–5 scale, with the figure as the source gave it (Foursquare rates out of 10). */
export const placeRatingSchema = z.object({
  value: z.number().min(0).max(5),
  source: z.object({ value: z.number().nonnegative(), scale: z.union([z.literal(5), z.literal(10)]) }),
});
export type PlaceRating = z.infer<typeof placeRatingSchema>;

export const openingHoursSchema = z.object({
  /** As the source wrote it, for showing: an OSM `opening_hours` value or Foursquare's display line. */
  text: z.string().min(1),
  /**
   * The same hours in OpenStreetMap's opening_hours syntax (https://wiki.openstreetmap.org/wiki/Key:opening_hours),
   * the one form an OpeningHoursReader evaluates. Absent when the source's hours could not be written in it.
   */
  osm: z.string().min(1).optional(),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const placeSchema = z.object({
  id: placeIdSchema,
  provider: placesProviderSchema,
  name: z.string().min(1),
  /** What it is, in the source's words ("cafe", "Coffee Shop"). */
  category: z.string().min(1),
  /** The category Kairos searched for, when the source said it is one. */
  kind: placeCategorySchema.optional(),
  location: geoPointSchema,
  address: z.string().min(1).optional(),
  rating: placeRatingSchema.optional(),
  /** 1 (cheap) to 4 (very expensive), as both providers count it. */
  priceLevel: z.number().int().min(1).max(4).optional(),
  openingHours: openingHoursSchema.optional(),
  /** The venue's IANA zone when the source knows it; otherwise its hours are read in the person's zone. */
  timeZone: z.string().min(1).optional(),
  /** From the centre of the area searched. */
  distanceMeters: z.number().nonnegative().optional(),
  /** The venue's own site, where its menu and booking usually are. */
  website: z.url({ protocol: /^https?$/ }).optional(),
  /** A map showing the place, opened when the person clicks. */
  mapUrl: z.url({ protocol: /^https$/ }),
});
export type Place = z.infer<typeof placeSchema>;

/** A circle on the map: "near a point" is a small one. */
export const searchAreaSchema = z.object({
  center: geoPointSchema,
  radiusMeters: z.number().int().min(50).max(50_000),
});
export type SearchArea = z.infer<typeof searchAreaSchema>;

/** A walk of about 20 minutes: the area searched around a midpoint unless a caller says otherwise. */
export const DEFAULT_SEARCH_RADIUS_METERS = 1500;

export const placeQuerySchema = z.object({
  what: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('category'), category: placeCategorySchema }),
    z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(200) }),
  ]),
  area: searchAreaSchema,
  /** At most this many, nearest or most relevant first as the provider orders them. */
  limit: z.number().int().min(1).max(50),
});
export type PlaceQuery = z.infer<typeof placeQuerySchema>;

export const placesFailureReasonSchema = z.enum([
  /** The service asked Kairos to slow down (HTTP 429), or Kairos held back to keep to its usage policy. */
  'rate_limited',
  /** Down, overloaded (5xx), timed out or unreachable. */
  'unavailable',
  /** The key was refused: only the person can fix it, in Options. */
  'auth',
  /** An answer Kairos could not read. */
  'bad_response',
]);
export type PlacesFailureReason = z.infer<typeof placesFailureReasonSchema>;

/** Why places could not be had. Data, not an exception: the turn goes on with times only and says so. */
export const placesFailureSchema = z.object({
  provider: placesProviderSchema,
  reason: placesFailureReasonSchema,
  /** For the log, in English; the card uses placesFailureNote(). */
  message: z.string(),
  retryable: z.boolean(),
});
export type PlacesFailure = z.infer<typeof placesFailureSchema>;

export type PlacesOutcome = { ok: true; places: Place[] } | { ok: false; failure: PlacesFailure };

/**
 * Venues and addresses from one provider. Never rejects: every failure, down to a bug in reading an
 * answer, comes back as `{ok: false}` so the pipeline can still propose times.
 */
export interface PlacesPort {
  readonly provider: PlacesProvider;
  search(query: PlaceQuery): Promise<PlacesOutcome>;
  /** An address or place name as points, best match first; `near` biases the match towards that point. */
  geocode(text: string, near?: GeoPoint): Promise<PlacesOutcome>;
}

/** Answers "is it open then?" from a place's hours: undefined when the hours cannot be read. */
export interface OpeningHoursReader {
  /** Open at the instant `at` (epoch ms), reading the hours on the wall clock of `timeZone`. */
  isOpenAt(hours: OpeningHours, at: number, timeZone: string): boolean | undefined;
}
