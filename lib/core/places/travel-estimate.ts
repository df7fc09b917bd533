import type { TravelMode } from './place-choice';

/**
 * Minutes to get somewhere from a straight-line distance (docs/decisions.md, "Travel buffers").
 * Streets are not straight: the distance is stretched by DETOUR_FACTOR first. Then the cheapest
 * plausible way for a city: walking up to WALK_MAX_KM (4.8 km/h), public transport up to
 * TRANSIT_MAX_KM (20 km/h plus ten minutes of waiting and walking to stops), a car beyond (40 km/h
 * plus ten minutes of parking). Rounded up to five minutes, since a buffer is kept, not timed.
 */
export const DETOUR_FACTOR = 1.3;
export const WALK_MAX_KM = 1.5;
export const TRANSIT_MAX_KM = 15;
const WALK_KMH = 4.8;
const TRANSIT_KMH = 20;
const DRIVE_KMH = 40;
const TRANSIT_OVERHEAD_MIN = 10;
const DRIVE_OVERHEAD_MIN = 10;
/** A place this close is where the person already is: no buffer. */
export const SAME_PLACE_KM = 0.05;

export function estimateTravel(straightKm: number): { minutes: number; mode: TravelMode } {
  const km = Math.max(0, straightKm) * DETOUR_FACTOR;
  if (straightKm <= SAME_PLACE_KM) return { minutes: 0, mode: 'walk' };
  if (km <= WALK_MAX_KM) return { minutes: roundUp((km / WALK_KMH) * 60), mode: 'walk' };
  if (km <= TRANSIT_MAX_KM) return { minutes: roundUp(TRANSIT_OVERHEAD_MIN + (km / TRANSIT_KMH) * 60), mode: 'transit' };
  return { minutes: roundUp(DRIVE_OVERHEAD_MIN + (km / DRIVE_KMH) * 60), mode: 'drive' };
}

function roundUp(minutes: number): number {
  return Math.max(5, Math.ceil(minutes / 5) * 5);
}

/** "a 10-minute walk", "20 minutes by transit", "35 minutes by car". */
export function travelWords(travel: { minutes: number; mode: TravelMode }): string {
  const m = String(travel.minutes);
  switch (travel.mode) {
    case 'walk':
      return `a ${m}-minute walk`;
    case 'transit':
      return `${m} minutes by transit`;
    case 'drive':
      return `${m} minutes by car`;
  }
}
