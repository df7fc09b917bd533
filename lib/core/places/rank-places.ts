import type { GeoPoint, Place } from '../../ports/places';
import { distanceKm } from './distance-km';
import { distinctBy } from './distinct-places';

/** How many places a proposal shows: the best and three alternatives. */
export const PLACES_SHOWN = 4;

/**
 * The ranking blend (docs/decisions.md, "Places"): score = RATING_WEIGHT × rating/5 +
 * DISTANCE_WEIGHT × e^(−km/DISTANCE_SCALE_KM), each part in [0, 1]. Rating leads because a filter
 * already keeps everything within walking range of the midpoint; distance decays smoothly, so 300 m
 * nearer matters next door and little at 3 km. An unrated place counts as 3.5/5: below every
 * well-rated one (≥ 4.0) at equal distance, yet able to win by being much nearer.
 */
export const RATING_WEIGHT = 0.6;
export const DISTANCE_WEIGHT = 0.4;
export const DISTANCE_SCALE_KM = 1.5;
export const UNRATED_RATING = 3.5;

export interface RankedPlace {
  place: Place;
  distanceFromMidpointKm: number;
  score: number;
}

/** The best `limit` distinct places by the blend, best first; ties go to the nearer, then by name and id. */
export function rankPlaces(places: readonly Place[], midpoint: GeoPoint, limit: number = PLACES_SHOWN): RankedPlace[] {
  const ranked = places.map((place) => {
    const distanceFromMidpointKm = distanceKm(midpoint, place.location);
    return { place, distanceFromMidpointKm, score: placeScore(place, distanceFromMidpointKm) };
  });
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      a.distanceFromMidpointKm - b.distanceFromMidpointKm ||
      a.place.name.localeCompare(b.place.name) ||
      a.place.id.localeCompare(b.place.id),
  );
  // Duplicates are dropped after sorting, so the better-scoring record of a venue is the one kept.
  return distinctBy(ranked, (r) => r.place).slice(0, Math.max(0, limit));
}

export function placeScore(place: Place, distanceFromMidpointKm: number): number {
  const rating = (place.rating?.value ?? UNRATED_RATING) / 5;
  const nearness = Math.exp(-Math.max(0, distanceFromMidpointKm) / DISTANCE_SCALE_KM);
  return RATING_WEIGHT * rating + DISTANCE_WEIGHT * nearness;
}
