import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterPlaces, isOpenDuring, MIN_RATING } from '../../../lib/core/places/filter-places';
import { instantToWallClock } from '../../../lib/core/time/zoned';
import type { OpeningHoursReader } from '../../../lib/ports/places';
import { rated, testPlace } from '../../helpers/places';

const LONDON = 'Europe/London';
const SOHO = { lat: 51.5155, lon: -0.1321 };

/** Reads "HH-HH" as open between those hours on the zone's wall clock; anything else is unreadable. */
const simpleHours: OpeningHoursReader & { zones: string[] } = {
  zones: [],
  isOpenAt(hours, at, timeZone) {
    simpleHours.zones.push(timeZone);
    const match = /^(\d\d)-(\d\d)$/.exec(hours.osm ?? '');
    if (match === null) return undefined;
    const { hour } = instantToWallClock(at, timeZone);
    return hour >= Number(match[1]) && hour < Number(match[2]);
  },
};

const hours = (osm: string) => ({ openingHours: { text: osm, osm } });
// Tuesday 3 March 2026, 10:00–11:00 in London (GMT).
const MORNING = { start: Date.parse('2026-03-03T10:00:00Z'), end: Date.parse('2026-03-03T11:00:00Z') };

describe('filterPlaces', () => {
  it('keeps places rated 4.0/5 or more and places nobody rated, and drops the rest', () => {
    const places = [
      testPlace('Exactly four', SOHO, { rating: rated(4.0) }),
      testPlace('Just under', SOHO, { rating: rated(3.95) }),
      testPlace('Unrated', SOHO),
      testPlace('Eight out of ten', SOHO, { rating: { value: 4, source: { value: 8, scale: 10 } } }),
      testPlace('Seven point nine', SOHO, { rating: { value: 3.95, source: { value: 7.9, scale: 10 } } }),
    ];
    expect(filterPlaces(places, { timeZone: LONDON, hours: simpleHours }).map((p) => p.name)).toEqual([
      'Exactly four',
      'Unrated',
      'Eight out of ten',
    ]);
  });

  it('drops a place known to be closed at the chosen time and keeps one whose hours are unknown or unreadable', () => {
    const places = [
      testPlace('Open', SOHO, hours('08-18')),
      testPlace('Opens at noon', SOHO, hours('12-22')),
      testPlace('Closes mid-meeting', SOHO, hours('08-10')),
      testPlace('No hours', SOHO),
      testPlace('Unreadable hours', SOHO, hours('by appointment')),
    ];
    expect(filterPlaces(places, { during: MORNING, timeZone: LONDON, hours: simpleHours }).map((p) => p.name)).toEqual([
      'Open',
      'No hours',
      'Unreadable hours',
    ]);
  });

  it('keeps a place that closes exactly when the event ends', () => {
    const place = testPlace('Closes at eleven', SOHO, hours('08-11'));
    expect(isOpenDuring(place, MORNING, LONDON, simpleHours)).toBe(true);
  });

  it("reads a place's hours in its own zone when the provider gave one, else in the person's", () => {
    simpleHours.zones.length = 0;
    filterPlaces(
      [testPlace('Zoned', SOHO, { ...hours('08-18'), timeZone: 'Europe/Paris' }), testPlace('Unzoned', SOHO, hours('08-18'))],
      {
        during: MORNING,
        timeZone: LONDON,
        hours: simpleHours,
      },
    );
    expect(simpleHours.zones).toEqual(['Europe/Paris', 'Europe/Paris', LONDON, LONDON]);
  });

  it('without a time, filters on rating only', () => {
    const closedAllDay = testPlace('Never open', SOHO, hours('00-00'));
    expect(filterPlaces([closedAllDay], { timeZone: LONDON, hours: simpleHours })).toEqual([closedAllDay]);
  });

  it('returns a subset, in order, of which every place is well rated or unrated', () => {
    const ratingArb = fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(fc.array(ratingArb, { maxLength: 12 }), (ratings) => {
        const places = ratings.map((r, i) => testPlace(`P${String(i)}`, SOHO, r === undefined ? {} : { rating: rated(r) }));
        const kept = filterPlaces(places, { timeZone: LONDON, hours: simpleHours });
        expect(kept.every((p) => p.rating === undefined || p.rating.value >= MIN_RATING)).toBe(true);
        const indexes = kept.map((p) => places.indexOf(p));
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        expect(kept).toHaveLength(places.filter((p) => p.rating === undefined || p.rating.value >= MIN_RATING).length);
      }),
    );
  });
});
