import type { GeoPoint, OpeningHoursReader, PlacesPort } from '../../ports/places';

/**
 * What a turn needs to propose places: a provider (already cached and paced by the adapters), a
 * reader of opening hours, and where the person usually is. Absent from a turn when the person chose
 * no provider (or has not granted its host access): proposals are then times only, as before.
 */
export interface TurnPlaces {
  port: PlacesPort;
  hours: OpeningHoursReader;
  /** Geocoded once, on Save in Options (or from the CLI's --home). */
  home?: GeoPoint;
  work?: GeoPoint;
}
