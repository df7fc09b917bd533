import { placeSchema, type GeoPoint, type Place } from '../../lib/ports/places';

let counter = 0;

/** A place checked against the schema, with only what a test cares about given. */
export function testPlace(
  name: string,
  location: GeoPoint,
  extra: Partial<Omit<Place, 'id' | 'name' | 'location'>> & { id?: string } = {},
): Place {
  const id = extra.id ?? `osm:node/${String(++counter)}`;
  return placeSchema.parse({
    provider: 'openstreetmap',
    category: 'cafe',
    mapUrl: `https://www.openstreetmap.org/node/${String(counter)}`,
    ...extra,
    id,
    name,
    location,
  });
}

/** A rating given on Kairos's 0–5 scale, as OSM-style data would carry it. */
export function rated(value: number): Place['rating'] {
  return { value, source: { value, scale: 5 } };
}
