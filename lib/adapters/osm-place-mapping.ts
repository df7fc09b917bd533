import { distanceKm } from '../core/places/distance-km';
import { placeCategorySchema, placeSchema, type GeoPoint, type Place } from '../ports/places';

// OpenStreetMap objects (from Overpass, or Nominatim with extratags) as Kairos places. OSM has no
// ratings or prices, so its places are unrated: the filter lets them through and the ranking gives
// them a neutral score (lib/core/places/rank-places.ts).

export type OsmType = 'node' | 'way' | 'relation';

export interface OsmObject {
  type: OsmType;
  id: number;
  location: GeoPoint;
  tags: Readonly<Record<string, string>>;
  /** Nominatim's display name, when the object came from there: a full address. */
  displayName?: string;
}

/** A place for an OSM object, or undefined when it has no usable name or fails the place schema. */
export function placeFromOsm(object: OsmObject, from: GeoPoint | undefined): Place | undefined {
  const name = object.tags.name?.trim() || object.displayName?.split(',')[0]?.trim();
  if (name === undefined || name === '') return undefined;
  const kind = placeCategorySchema.safeParse(object.tags.amenity);
  const hours = object.tags.opening_hours?.trim();
  const website = webAddress(object.tags.website ?? object.tags['contact:website'] ?? object.tags.url);
  const address = addressOf(object.tags) ?? object.displayName;
  const parsed = placeSchema.safeParse({
    id: `osm:${object.type}/${String(object.id)}`,
    provider: 'openstreetmap',
    name,
    category: object.tags.amenity ?? object.tags.shop ?? object.tags.tourism ?? object.tags.leisure ?? 'place',
    ...(kind.success ? { kind: kind.data } : {}),
    location: object.location,
    ...(address === undefined ? {} : { address }),
    ...(hours === undefined || hours === '' ? {} : { openingHours: { text: hours, osm: hours } }),
    ...(from === undefined ? {} : { distanceMeters: Math.round(distanceKm(from, object.location) * 1000) }),
    ...(website === undefined ? {} : { website }),
    mapUrl: `https://www.openstreetmap.org/${object.type}/${String(object.id)}`,
  });
  return parsed.success ? parsed.data : undefined;
}

/** "12 High Street, London" from the addr:* tags (https://wiki.openstreetmap.org/wiki/Key:addr:*). */
export function addressOf(tags: Readonly<Record<string, string>>): string | undefined {
  const full = tags['addr:full']?.trim();
  if (full !== undefined && full !== '') return full;
  const street = [tags['addr:housenumber'], tags['addr:street']].filter((p) => p !== undefined && p.trim() !== '').join(' ');
  const parts = [street, tags['addr:city']].filter((p): p is string => p !== undefined && p.trim() !== '');
  return parts.length === 0 ? undefined : parts.join(', ');
}

/** A website tag as an http(s) URL: mappers often leave out the scheme ("www.example.com"). */
export function webAddress(value: string | undefined): string | undefined {
  const text = value?.trim().split(';')[0]?.trim();
  if (text === undefined || text === '') return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  const parsed = placeSchema.shape.website.safeParse(withScheme);
  return parsed.success ? parsed.data : undefined;
}
