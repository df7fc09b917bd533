import type { OpeningHoursReader, Place } from '../../ports/places';
import { MINUTE_MS } from '../time/zoned';

/** Well rated means at least 4.0 out of 5 (8 out of 10 on Foursquare); a place nobody rated is given the benefit of the doubt. */
export const MIN_RATING = 4.0;

export interface PlaceFilter {
  /** The event's half-open interval (epoch ms): a place must be open for it when its hours are known. */
  during?: { start: number; end: number };
  /** The person's zone: a place's hours are read in its own zone when the provider gave one, else in this. */
  timeZone: string;
  hours: OpeningHoursReader;
}

/** The candidates worth proposing: well rated or unrated, and not known to be closed at the time chosen. */
export function filterPlaces(places: readonly Place[], filter: PlaceFilter): Place[] {
  return places.filter(
    (place) =>
      isWellRated(place) &&
      (filter.during === undefined || isOpenDuring(place, filter.during, filter.timeZone, filter.hours) !== false),
  );
}

export function isWellRated(place: Place): boolean {
  return place.rating === undefined || place.rating.value >= MIN_RATING;
}

/**
 * Open at the event's start and in its last minute; undefined when the hours are unknown or cannot
 * be read at either end. Two readings rather than every minute: a venue that shuts for an hour in
 * the middle of a lunch is rare enough not to pay for.
 */
export function isOpenDuring(
  place: Place,
  during: { start: number; end: number },
  timeZone: string,
  hours: OpeningHoursReader,
): boolean | undefined {
  if (place.openingHours === undefined) return undefined;
  const zone = place.timeZone ?? timeZone;
  const lastMinute = Math.max(during.start, during.end - MINUTE_MS);
  const atStart = hours.isOpenAt(place.openingHours, during.start, zone);
  const atEnd = hours.isOpenAt(place.openingHours, lastMinute, zone);
  if (atStart === false || atEnd === false) return false;
  if (atStart === undefined || atEnd === undefined) return undefined;
  return true;
}
