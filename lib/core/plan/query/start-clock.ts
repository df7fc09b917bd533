import { DAY_MS, MINUTE_MS, instantToWallClock } from '../../time/zoned';

/** When an occurrence starts on the wall clock of a zone. weekday 0 = Sunday, as in zoned.ts. */
export interface StartClock {
  /** Minutes after midnight. */
  minutes: number;
  weekday: number;
}

/**
 * A reader of start clocks in `zone`. instantToWallClock costs microseconds (it formats through
 * Intl), which a year of occurrences multiplies into tens of milliseconds per query; the zone's
 * offset, though, is the same all day on all but two days a year. So the offset is worked out once
 * per UTC day and reused when both ends of that day agree, and asked for exactly when they do not
 * (a DST change falls inside it). Days are remembered across queries, per zone.
 */
export function createStartClock(zone: string): (ms: number) => StartClock {
  let days = offsetsByZone.get(zone);
  if (offsetsByZone.size >= MAX_REMEMBERED_ZONES) offsetsByZone.clear();
  if (days === undefined || days.size >= MAX_REMEMBERED_DAYS) {
    // A few years of days per zone is a few thousand entries; starting over keeps memory bounded
    // should something ask about every day of a century.
    days = new Map<number, number | null>();
    offsetsByZone.set(zone, days);
  }
  const known = days;
  return (ms) => {
    const day = Math.floor(ms / DAY_MS);
    let offset = known.get(day);
    if (offset === undefined) {
      const first = offsetAt(day * DAY_MS, zone);
      offset = first === offsetAt((day + 1) * DAY_MS - MINUTE_MS, zone) ? first : null;
      known.set(day, offset);
    }
    const local = new Date(ms + (offset ?? offsetAt(ms, zone)));
    return { minutes: local.getUTCHours() * 60 + local.getUTCMinutes(), weekday: local.getUTCDay() };
  };
}

/** The offset at `ms`, in ms, to the minute: what the wall clock shows, read back as if it were UTC. */
function offsetAt(ms: number, zone: string): number {
  const minute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const w = instantToWallClock(minute, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - minute;
}

const MAX_REMEMBERED_DAYS = 20_000;
const MAX_REMEMBERED_ZONES = 50;
const offsetsByZone = new Map<string, Map<number, number | null>>();
