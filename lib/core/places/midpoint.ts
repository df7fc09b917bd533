import type { GeoPoint } from '../../ports/places';

const RADIANS = Math.PI / 180;

/**
 * The geographic midpoint of the participants' known locations: the points as vectors from the
 * Earth's centre, averaged, projected back to the surface. Unlike averaging degrees, this is right
 * across the antimeridian (Fiji's 179.9° and -179.9° meet at 180°, not at 0°). Undefined for no
 * points, and for points that cancel out (exactly opposite sides of the Earth), which have no midpoint.
 */
export function midpointOf(points: readonly GeoPoint[]): GeoPoint | undefined {
  if (points.length === 0) return undefined;
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of points) {
    const lat = p.lat * RADIANS;
    const lon = p.lon * RADIANS;
    x += Math.cos(lat) * Math.cos(lon);
    y += Math.cos(lat) * Math.sin(lon);
    z += Math.sin(lat);
  }
  x /= points.length;
  y /= points.length;
  z /= points.length;
  const horizontal = Math.hypot(x, y);
  if (horizontal < 1e-12 && Math.abs(z) < 1e-12) return undefined;
  return {
    lat: Math.atan2(z, horizontal) / RADIANS,
    // At a pole every longitude is the same point; 0 keeps the answer tidy.
    lon: horizontal < 1e-12 ? 0 : Math.atan2(y, x) / RADIANS,
  };
}
