import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeCacheKey, snapToGrid } from '../../../lib/core/places/place-cache-key';
import { noPlacesNote, placesFailureNote } from '../../../lib/core/places/places-note';
import { placesFailureReasonSchema, type PlaceQuery } from '../../../lib/ports/places';

const cafes = (lat: number, lon: number, text?: string): PlaceQuery => ({
  what: text === undefined ? { kind: 'category', category: 'cafe' } : { kind: 'text', text },
  area: { center: { lat, lon }, radiusMeters: 1500 },
  limit: 20,
});

describe('placeCacheKey', () => {
  it('names provider, what was asked and where', () => {
    expect(placeCacheKey('openstreetmap', { kind: 'search', query: cafes(51.51554, -0.13214) })).toBe(
      'openstreetmap|category:cafe|51.516,-0.132|r1500|n20',
    );
    expect(placeCacheKey('foursquare', { kind: 'geocode', text: '  10 Downing   St, LONDON ' })).toBe(
      'foursquare|geocode:"10 downing st, london"|-',
    );
  });

  it('gives a midpoint that moved a few metres the same key, and a different provider, radius, limit or query another', () => {
    const base = placeCacheKey('openstreetmap', { kind: 'search', query: cafes(51.5155, -0.1321) });
    expect(placeCacheKey('openstreetmap', { kind: 'search', query: cafes(51.51552, -0.13208) })).toBe(base);
    expect(placeCacheKey('foursquare', { kind: 'search', query: cafes(51.5155, -0.1321) })).not.toBe(base);
    expect(placeCacheKey('openstreetmap', { kind: 'search', query: { ...cafes(51.5155, -0.1321), limit: 10 } })).not.toBe(base);
    expect(
      placeCacheKey('openstreetmap', {
        kind: 'search',
        query: { ...cafes(51.5155, -0.1321), area: { center: { lat: 51.5155, lon: -0.1321 }, radiusMeters: 800 } },
      }),
    ).not.toBe(base);
    expect(placeCacheKey('openstreetmap', { kind: 'search', query: cafes(51.5155, -0.1321, 'cafe') })).not.toBe(base);
    expect(placeCacheKey('openstreetmap', { kind: 'search', query: cafes(51.5255, -0.1321) })).not.toBe(base);
  });

  it('keeps text searches apart even when the text looks like another key', () => {
    const sneaky = placeCacheKey('openstreetmap', { kind: 'search', query: cafes(0, 0, 'x"|0.000,0.000|r1500|n20') });
    const plain = placeCacheKey('openstreetmap', { kind: 'search', query: cafes(0, 0, 'x') });
    expect(sneaky).not.toBe(plain);
  });

  it('snaps to a grid of three decimals, never more than 0.0005° from the point, and snapping twice changes nothing', () => {
    const coordinate = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lon: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(coordinate, (p) => {
        const snapped = snapToGrid(p);
        expect(Math.abs(snapped.lat - p.lat)).toBeLessThanOrEqual(0.0005 + 1e-12);
        expect(Math.abs(snapped.lon - p.lon)).toBeLessThanOrEqual(0.0005 + 1e-12);
        expect(snapToGrid(snapped)).toEqual(snapped);
        expect(Object.is(snapped.lat, -0) || Object.is(snapped.lon, -0)).toBe(false);
      }),
    );
  });
});

describe('places notes', () => {
  it('has a short note, naming the provider, for every failure reason', () => {
    for (const reason of placesFailureReasonSchema.options) {
      const note = placesFailureNote({ provider: 'openstreetmap', reason, message: 'x', retryable: true });
      expect(note).toMatch(/^OpenStreetMap .*times only/);
      expect(note.length).toBeLessThan(120);
    }
  });

  it('sends the person to Options when Foursquare refuses the key', () => {
    expect(placesFailureNote({ provider: 'foursquare', reason: 'auth', message: 'HTTP 401', retryable: false })).toBe(
      'Foursquare refused the API key, so these are times only — check it in Options → Places.',
    );
  });

  it('says so when a search found nothing to propose', () => {
    expect(noPlacesNote('cafés')).toBe('No well-rated cafés open then near the midpoint, so these are times only.');
  });
});
