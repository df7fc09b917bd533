import { z } from 'zod';
import { placeSchema } from './places';

/**
 * How long a place search is answered from the cache. Venues and their hours change over days, so
 * half an hour costs no accuracy and spares OpenStreetMap's volunteer-run servers the repeats of a
 * conversation ("any earlier times?" searches the same area again).
 */
export const PLACE_TTL_MS = 30 * 60_000;

/** One search's answer, kept by placeCacheKey(...) of provider, area and query. */
export const cachedPlacesSchema = z.object({
  key: z.string().min(1),
  places: z.array(placeSchema),
  at: z.number().int(),
});
export type CachedPlaces = z.infer<typeof cachedPlacesSchema>;

/** Recent place searches (IndexedDB in the extension; memory in tests and the CLI). */
export interface PlaceCache {
  /** The entry under `key`, unless it is older than PLACE_TTL_MS at `now`. */
  get(key: string, now: number): Promise<CachedPlaces | undefined>;
  set(entry: CachedPlaces): Promise<void>;
}
