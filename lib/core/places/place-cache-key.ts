import type { GeoPoint, PlaceQuery, PlacesProvider } from '../../ports/places';

/**
 * Decimal places a search centre is snapped to: 3 is a grid of about 110 m north–south (less
 * east–west away from the equator). A midpoint that moves a few metres between turns ("any earlier
 * times?") lands on the same key, and the search is made from the snapped point, so everyone who
 * shares a key got the same answer from the same place.
 */
export const CENTER_DECIMALS = 3;

export function snapToGrid(point: GeoPoint): GeoPoint {
  const factor = 10 ** CENTER_DECIMALS;
  // `+ 0` turns -0 into 0, so a point on the equator or the meridian has one key.
  return { lat: Math.round(point.lat * factor) / factor + 0, lon: Math.round(point.lon * factor) / factor + 0 };
}

export type PlaceRequest = { kind: 'search'; query: PlaceQuery } | { kind: 'geocode'; text: string; near?: GeoPoint };

/**
 * The cache key of a request to a provider: provider, then what was asked, then where.
 * `openstreetmap|category:cafe|51.501,-0.142|r1500|n20`; `foursquare|geocode:"10 downing st, london"|-`.
 * Text is compared as a person would read it (case, spacing and Unicode form ignored) and quoted, so
 * no text can forge another request's key.
 */
export function placeCacheKey(provider: PlacesProvider, request: PlaceRequest): string {
  if (request.kind === 'geocode') {
    return [provider, `geocode:${comparableText(request.text)}`, request.near === undefined ? '-' : pointKey(request.near)].join(
      '|',
    );
  }
  const { what, area, limit } = request.query;
  const subject = what.kind === 'category' ? `category:${what.category}` : `text:${comparableText(what.text)}`;
  return [provider, subject, pointKey(area.center), `r${String(area.radiusMeters)}`, `n${String(limit)}`].join('|');
}

function pointKey(point: GeoPoint): string {
  const snapped = snapToGrid(point);
  return `${snapped.lat.toFixed(CENTER_DECIMALS)},${snapped.lon.toFixed(CENTER_DECIMALS)}`;
}

function comparableText(text: string): string {
  return JSON.stringify(text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase());
}
