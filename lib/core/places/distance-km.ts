import type { GeoPoint } from '../../ports/places';

/** The mean Earth radius (IUGG), in km: the sphere haversine distances are measured on. */
export const EARTH_RADIUS_KM = 6371.0088;

const RADIANS = Math.PI / 180;

/**
 * Great-circle distance between two points by the haversine formula. On a sphere, so up to ~0.5%
 * off the ellipsoid: far below what matters for "which café is nearer".
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLon = (b.lon - a.lon) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair past 1 for antipodal points; asin would return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}
