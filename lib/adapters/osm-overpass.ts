import { z } from 'zod';
import type { GeoPoint, Place, PlaceCategory, SearchArea } from '../ports/places';
import { placeFromOsm } from './osm-place-mapping';

// Overpass API (https://wiki.openstreetmap.org/wiki/Overpass_API/Overpass_QL) with [out:json]:
// `{version, generator, osm3s, elements: [...], remark?}`. Nodes carry lat/lon; ways and relations
// carry `center` when asked for with `out center`. A query that failed on the server can still come
// back as HTTP 200, with no elements and a `remark` starting "runtime error".

/** Server-side limit, seconds: less than the client's timeout, so a slow query ends with Overpass's own remark. */
export const OVERPASS_TIMEOUT_S = 7;
/** Overpass returns matches in id order, not by distance: ask for plenty, then keep the nearest. */
export const OVERPASS_MAX_ELEMENTS = 200;

const elementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number().int(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
});

export const overpassAnswerSchema = z.object({
  elements: z.array(z.unknown()),
  remark: z.string().optional(),
});

/**
 * The query for named venues of one amenity in a circle. Category values come from a closed enum
 * and coordinates are numbers, so nothing a person typed reaches the query text.
 */
export function overpassVenueQuery(category: PlaceCategory, area: SearchArea): string {
  const around = `around:${String(area.radiusMeters)},${area.center.lat.toFixed(6)},${area.center.lon.toFixed(6)}`;
  // `out center` (body verbosity) and not `out tags center`: at the tags verbosity Overpass leaves
  // out nodes' coordinates, and most cafés are nodes.
  return `[out:json][timeout:${String(OVERPASS_TIMEOUT_S)}];nwr["amenity"="${category}"]["name"](${around});out center ${String(OVERPASS_MAX_ELEMENTS)};`;
}

/** A remark that reports a failed query ("runtime error: Query timed out…"); other remarks are notes. */
export function isOverpassError(remark: string | undefined): boolean {
  return remark !== undefined && /runtime error|out of memory/i.test(remark);
}

/** The nearest `limit` venues from the elements, skipping any that do not read or have no position. */
export function placesFromOverpass(elements: readonly unknown[], from: GeoPoint, limit: number): Place[] {
  const places = elements.flatMap((raw) => {
    const parsed = elementSchema.safeParse(raw);
    if (!parsed.success) return [];
    const e = parsed.data;
    const location = e.lat !== undefined && e.lon !== undefined ? { lat: e.lat, lon: e.lon } : e.center;
    if (location === undefined) return [];
    const place = placeFromOsm({ type: e.type, id: e.id, location, tags: e.tags ?? {} }, from);
    return place === undefined ? [] : [place];
  });
  return places.sort((a, b) => (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0) || a.id.localeCompare(b.id)).slice(0, limit);
}
