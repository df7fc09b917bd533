import type { Place } from '../../ports/places';
import { distanceKm } from './distance-km';

/** Two records this close with the same name are one venue (OSM often maps a café as a node and as its building). */
export const SAME_VENUE_KM = 0.1;

/**
 * The places with duplicates left out, first one kept: the same id, or the same name (ignoring case,
 * accents and punctuation) within SAME_VENUE_KM. Two branches of a chain further apart both stay.
 */
export function distinctPlaces(places: readonly Place[]): Place[] {
  return distinctBy(places, (place) => place);
}

/** distinctPlaces over anything that carries a place (a ranked entry), keeping the items. */
export function distinctBy<T>(items: readonly T[], placeOf: (item: T) => Place): T[] {
  const kept: { item: T; place: Place; name: string }[] = [];
  const ids = new Set<string>();
  for (const item of items) {
    const place = placeOf(item);
    if (ids.has(place.id)) continue;
    const name = comparableName(place.name);
    const twin = kept.some((other) => other.name === name && distanceKm(other.place.location, place.location) <= SAME_VENUE_KM);
    if (twin) continue;
    ids.add(place.id);
    kept.push({ item, place, name });
  }
  return kept.map((k) => k.item);
}

function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
