import { z } from 'zod';
import type { GeoPoint, Place, SearchArea } from '../ports/places';
import { placeFromOsm, type OsmType } from './osm-place-mapping';

// Nominatim's search endpoint with format=jsonv2 (https://nominatim.org/release-docs/latest/api/Search/,
// output: https://nominatim.org/release-docs/latest/api/Output/): a JSON array of places, coordinates
// as strings, the main OSM tag as `category`/`type`, and `extratags` when asked for.

const osmTypeSchema = z.enum(['node', 'way', 'relation']);

const coordinateSchema = z.union([z.string(), z.number()]).transform((v) => Number(v));

export const nominatimResultSchema = z.object({
  place_id: z.number().optional(),
  osm_type: z.string().optional(),
  osm_id: z.union([z.number(), z.string()]).optional(),
  lat: coordinateSchema,
  lon: coordinateSchema,
  category: z.string().optional(),
  type: z.string().optional(),
  name: z.string().optional(),
  display_name: z.string(),
  extratags: z.record(z.string(), z.string()).nullish(),
});
export type NominatimResult = z.infer<typeof nominatimResultSchema>;

export const nominatimAnswerSchema = z.array(z.unknown());

/** The query string of a free-text search; within the area's bounding box only when `bounded`. */
export function nominatimSearchParams(
  text: string,
  options: { limit: number; box?: BoundingBox; bounded: boolean; language?: string },
): URLSearchParams {
  const params = new URLSearchParams({ q: text, format: 'jsonv2', limit: String(options.limit), extratags: '1' });
  if (options.box !== undefined) {
    const { south, west, north, east } = options.box;
    // viewbox=<x1>,<y1>,<x2>,<y2>: longitude first.
    params.set('viewbox', [west, north, east, south].map((n) => n.toFixed(6)).join(','));
    if (options.bounded) params.set('bounded', '1');
  }
  if (options.language !== undefined) params.set('accept-language', options.language);
  return params;
}

/**
 * Places from a Nominatim answer. Items that do not read are skipped rather than failing the
 * answer: one odd record should not cost the person the other nine.
 */
export function placesFromNominatim(items: readonly unknown[], from: GeoPoint | undefined): Place[] {
  return items.flatMap((item) => {
    const parsed = nominatimResultSchema.safeParse(item);
    if (!parsed.success) return [];
    const place = placeFromNominatim(parsed.data, from);
    return place === undefined ? [] : [place];
  });
}

function placeFromNominatim(result: NominatimResult, from: GeoPoint | undefined): Place | undefined {
  const type = osmTypeSchema.safeParse(result.osm_type);
  const id = Number(result.osm_id);
  if (!type.success || !Number.isSafeInteger(id)) return undefined;
  const tags: Record<string, string> = { ...(result.extratags ?? {}) };
  if (result.name !== undefined && result.name.trim() !== '') tags.name = result.name;
  // The main tag is what the object is: amenity=cafe arrives as category "amenity", type "cafe".
  if (result.category !== undefined && result.type !== undefined && tags[result.category] === undefined) {
    tags[result.category] = result.type;
  }
  const osmType: OsmType = type.data;
  return placeFromOsm(
    { type: osmType, id, location: { lat: result.lat, lon: result.lon }, tags, displayName: result.display_name },
    from,
  );
}

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

const METERS_PER_DEGREE = 111_320;

/** The box around a circle (clamped at the poles and the antimeridian; no venue search goes there). */
export function boundingBoxOf(area: SearchArea): BoundingBox {
  const dLat = area.radiusMeters / METERS_PER_DEGREE;
  const dLon = area.radiusMeters / (METERS_PER_DEGREE * Math.max(0.01, Math.cos((area.center.lat * Math.PI) / 180)));
  return {
    south: Math.max(-90, area.center.lat - dLat),
    north: Math.min(90, area.center.lat + dLat),
    west: Math.max(-180, area.center.lon - dLon),
    east: Math.min(180, area.center.lon + dLon),
  };
}
