import OpeningHours from 'opening_hours';
import { instantToWallClock } from '../core/time/zoned';
import type { OpeningHoursReader } from '../ports/places';

// Reads OpenStreetMap's opening_hours syntax (https://wiki.openstreetmap.org/wiki/Key:opening_hours)
// with the opening_hours package, the parser OSM's own validators use, rather than a hand-written
// subset: real values carry holidays, month ranges, "off", comments and times past midnight.

/** Parsed values kept for reuse: a ranking reads the same few dozen values at two instants each. */
const PARSED_KEPT = 500;

/**
 * Time ranges, not points in time: the package's `mode` 0, passed as the bare number its
 * constructor accepts, because the `mode` enum in its types is not exported at run time.
 */
const TIME_RANGES = 0;

export function createOpeningHoursReader(): OpeningHoursReader {
  const parsed = new Map<string, OpeningHours | null>();

  function parse(value: string): OpeningHours | null {
    const known = parsed.get(value);
    if (known !== undefined) return known;
    let result: OpeningHours | null;
    try {
      // No Nominatim object: rules for public and school holidays (PH, SH) then never match, so
      // "Mo-Fr 09:00-17:00; PH off" reads as open on a weekday holiday. Passing one needs the
      // country and state of the venue, which Overpass does not return.
      result = new OpeningHours(value, null, TIME_RANGES);
    } catch {
      result = null;
    }
    if (parsed.size >= PARSED_KEPT) parsed.clear();
    parsed.set(value, result);
    return result;
  }

  return {
    isOpenAt(hours, at, timeZone) {
      if (hours.osm === undefined) return undefined;
      const oh = parse(hours.osm);
      if (oh === null) return undefined;
      // The package reads a Date's local fields, so it is handed a Date whose local clock shows the
      // venue's wall clock: the answer is then the same on a machine in any zone. A wall time the
      // machine's own zone skips (02:30 on its spring-forward night) has no such Date; the same
      // weekday and clock a week before is read instead, as weekly hours are the same then.
      const w = instantToWallClock(at, timeZone);
      const local =
        localClock(w.year, w.month - 1, w.day, w.hour, w.minute) ?? localClock(w.year, w.month - 1, w.day - 7, w.hour, w.minute);
      if (local === undefined) return undefined;
      try {
        // "unknown" rules and comments ("Sa 10:00-14:00 unknown", "call ahead") say nothing for sure.
        if (oh.getUnknown(local)) return undefined;
        return oh.getState(local);
      } catch {
        return undefined;
      }
    },
  };
}

/** A Date whose local fields show this wall clock; undefined when the machine's zone skips it. */
function localClock(year: number, monthIndex: number, day: number, hour: number, minute: number): Date | undefined {
  const local = new Date(year, monthIndex, day, hour, minute);
  return local.getHours() === hour && local.getMinutes() === minute ? local : undefined;
}
