import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctPlaces } from '../../../lib/core/places/distinct-places';
import { PLACES_SHOWN, placeScore, rankPlaces } from '../../../lib/core/places/rank-places';
import type { GeoPoint } from '../../../lib/ports/places';
import { rated, testPlace } from '../../helpers/places';

const MID = { lat: 51.5155, lon: -0.1321 };
/** A point `km` east of the midpoint (a degree of longitude here is about 69.3 km). */
const east = (km: number): GeoPoint => ({ lat: MID.lat, lon: MID.lon + km / 69.33 });

describe('rankPlaces', () => {
  it('returns the best four distinct places, best first, with their distance from the midpoint', () => {
    const places = [
      testPlace('Far but superb', east(3), { rating: rated(4.9) }),
      testPlace('Near and good', east(0.2), { rating: rated(4.3) }),
      testPlace('Next door, unrated', east(0.05)),
      testPlace('Middling distance, great', east(0.8), { rating: rated(4.8) }),
      testPlace('Near and good', east(0.2005), { rating: rated(4.3) }),
      testPlace('Ok', east(1.2), { rating: rated(4.0) }),
    ];
    const ranked = rankPlaces(places, MID);
    expect(ranked.map((r) => r.place.name)).toEqual(['Near and good', 'Middling distance, great', 'Next door, unrated', 'Ok']);
    expect(ranked[0]?.distanceFromMidpointKm).toBeCloseTo(0.2, 2);
    expect(ranked).toHaveLength(PLACES_SHOWN);
  });

  it('prefers the better rated of two places at the same distance, and the nearer of two equally rated', () => {
    const better = testPlace('Better', east(0.5), { rating: rated(4.7) });
    const worse = testPlace('Worse', east(0.5), { rating: rated(4.2) });
    const nearer = testPlace('Nearer', east(0.3), { rating: rated(4.2) });
    expect(rankPlaces([worse, better], MID).map((r) => r.place.name)).toEqual(['Better', 'Worse']);
    expect(rankPlaces([worse, nearer], MID).map((r) => r.place.name)).toEqual(['Nearer', 'Worse']);
  });

  it('ranks an unrated place below a well-rated one at the same distance, but lets it win by being much nearer', () => {
    const unratedHere = testPlace('Unrated here', east(0.5));
    const ratedHere = testPlace('Rated here', east(0.5), { rating: rated(4.0) });
    expect(rankPlaces([unratedHere, ratedHere], MID)[0]?.place.name).toBe('Rated here');
    const unratedNextDoor = testPlace('Unrated next door', east(0.02));
    const ratedAcrossTown = testPlace('Rated across town', east(3), { rating: rated(4.5) });
    expect(rankPlaces([ratedAcrossTown, unratedNextDoor], MID)[0]?.place.name).toBe('Unrated next door');
  });

  it('scores within [0, 1], higher for a better rating and lower for a longer distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (r1, r2, d1, d2) => {
          const a = testPlace('A', MID, { rating: rated(r1) });
          const b = testPlace('B', MID, { rating: rated(r2) });
          const score = placeScore(a, d1);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
          if (r1 >= r2) expect(placeScore(a, d1)).toBeGreaterThanOrEqual(placeScore(b, d1));
          if (d1 <= d2) expect(placeScore(a, d1)).toBeGreaterThanOrEqual(placeScore(a, d2));
        },
      ),
    );
  });

  it('returns at most four places, all distinct, sorted by score, whatever it is given', () => {
    const candidate = fc.record({
      km: fc.double({ min: 0, max: 5, noNaN: true }),
      rating: fc.option(fc.double({ min: 4, max: 5, noNaN: true }), { nil: undefined }),
      name: fc.constantFrom('Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'),
    });
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 15 }), (candidates) => {
        const places = candidates.map((c) =>
          testPlace(c.name, east(c.km), c.rating === undefined ? {} : { rating: rated(c.rating) }),
        );
        const ranked = rankPlaces(places, MID);
        expect(ranked.length).toBeLessThanOrEqual(Math.min(PLACES_SHOWN, places.length));
        expect(new Set(ranked.map((r) => r.place.id)).size).toBe(ranked.length);
        expect(distinctPlaces(ranked.map((r) => r.place))).toHaveLength(ranked.length);
        for (let i = 1; i < ranked.length; i++) {
          expect(ranked[i - 1]?.score ?? 0).toBeGreaterThanOrEqual(ranked[i]?.score ?? 0);
        }
        if (distinctPlaces(places).length >= PLACES_SHOWN) expect(ranked).toHaveLength(PLACES_SHOWN);
      }),
    );
  });
});

describe('distinctPlaces', () => {
  it('treats the same name within 100 m as one venue, ignoring case and accents, and keeps the first', () => {
    const node = testPlace('Golden Square Café', MID);
    const building = testPlace('golden square cafe', east(0.03));
    const branch = testPlace('Golden Square Café', east(0.8));
    expect(distinctPlaces([node, building, branch])).toEqual([node, branch]);
  });

  it('drops a second record with the same id', () => {
    const place = testPlace('Kiln & Bean', MID, { id: 'fsq:abc' });
    const again = testPlace('Kiln and Bean', east(2), { id: 'fsq:abc' });
    expect(distinctPlaces([place, again])).toEqual([place]);
  });
});
