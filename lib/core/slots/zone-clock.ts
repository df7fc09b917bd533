import { tzOffset } from '@date-fns/tz';
import type { WallClock, ZonedParts } from '../time/zoned';
import { DAY_MS, MINUTE_MS, isValidTimeZone } from '../time/zoned';

/**
 * One zone's wall clock, fast enough to ask thousands of times per search. Asking Intl for an
 * offset costs ~4 µs (measured with tzOffset on Node 20), and a 60-day search over ten people asks
 * it tens of thousands of times; offsets are therefore cached per UTC day, with the instant of the
 * change on a day that has one. The cache is exact as long as a zone changes its offset at most once
 * a day, which every IANA zone does.
 */
export interface ZoneClock {
  readonly zone: string;
  /** Milliseconds to add to an instant to read the zone's wall clock as if it were UTC. */
  offsetAt(ms: number): number;
  wallClock(ms: number): ZonedParts;
  /** Minutes since local midnight. */
  minuteOfDay(ms: number): number;
  /** The local calendar date as days since 1970-01-01: a cheap key for "same day". */
  dayNumber(ms: number): number;
  /** 0 = Sunday, as in WEEKDAYS. */
  weekday(ms: number): number;
  /** The instant `minutes` after local midnight of local day `dayNumber`, resolved as zoned.ts does. */
  instantOfDayMinute(dayNumber: number, minutes: number): number;
  instantOf(w: WallClock): number;
  startOfDay(ms: number): number;
}

/** A day of offsets: one number, or the instant it changes and the offsets either side. */
type DayOffsets = number | { at: number; before: number; after: number };

export function createZoneClock(zone: string): ZoneClock {
  const exact = (ms: number): number => tzOffset(zone, new Date(ms)) * MINUTE_MS;
  const atMidnightUtc = new Map<number, number>();
  const days = new Map<number, DayOffsets>();
  // About 27 years of days: enough for any search, small enough to keep for a session.
  const MAX_DAYS = 10_000;

  const offsetAtDayStart = (day: number): number => {
    let offset = atMidnightUtc.get(day);
    if (offset === undefined) {
      offset = exact(day * DAY_MS);
      atMidnightUtc.set(day, offset);
    }
    return offset;
  };

  // A day whose two ends disagree holds one transition: find its instant once, by bisection.
  const offsetsOfDay = (day: number): DayOffsets => {
    const before = offsetAtDayStart(day);
    const after = offsetAtDayStart(day + 1);
    if (before === after) return before;
    let lo = day * DAY_MS;
    let hi = (day + 1) * DAY_MS;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (exact(mid) === before) lo = mid;
      else hi = mid;
    }
    return { at: hi, before, after };
  };

  const offsetAt = (ms: number): number => {
    const day = Math.floor(ms / DAY_MS);
    let offsets = days.get(day);
    if (offsets === undefined) {
      if (days.size >= MAX_DAYS) {
        days.clear();
        atMidnightUtc.clear();
      }
      offsets = offsetsOfDay(day);
      days.set(day, offsets);
    }
    return typeof offsets === 'number' ? offsets : ms < offsets.at ? offsets.before : offsets.after;
  };

  // Temporal's "compatible" rule, as wallClockToInstant in time/zoned.ts: the earlier instant of a
  // repeated time, and a skipped time moved on by the length of the jump.
  const fromLocal = (local: number): number => {
    const before = offsetAt(local - DAY_MS);
    const after = offsetAt(local + DAY_MS);
    let best: number | undefined;
    for (const offset of [before, after]) {
      const instant = local - offset;
      if (offsetAt(instant) === offset && (best === undefined || instant < best)) best = instant;
    }
    return best ?? local - before;
  };

  const dayNumber = (ms: number): number => Math.floor((ms + offsetAt(ms)) / DAY_MS);

  return {
    zone,
    offsetAt,
    wallClock: (ms) => {
      const d = new Date(ms + offsetAt(ms));
      return {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
        weekday: d.getUTCDay(),
      };
    },
    minuteOfDay: (ms) => {
      const local = ms + offsetAt(ms);
      return Math.floor((local - Math.floor(local / DAY_MS) * DAY_MS) / MINUTE_MS);
    },
    dayNumber,
    // 1970-01-01 was a Thursday.
    weekday: (ms) => (((dayNumber(ms) + 4) % 7) + 7) % 7,
    instantOfDayMinute: (day, minutes) => fromLocal(day * DAY_MS + minutes * MINUTE_MS),
    instantOf: (w) => fromLocal(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)),
    startOfDay: (ms) => fromLocal(dayNumber(ms) * DAY_MS),
  };
}

const shared = new Map<string, ZoneClock>();
const MAX_SHARED_ZONES = 64;

/**
 * The shared clock for `zone`. A zone's offsets are facts of the tz database, so one search can reuse
 * what the last one asked Intl (as @date-fns/tz keeps its formatters): in the service worker the
 * second search of a session skips ~300 Intl calls per zone. Bounded, so odd zones cannot pile up.
 */
export function zoneClockFor(zone: string): ZoneClock {
  let clock = shared.get(zone);
  if (clock === undefined) {
    // An unknown zone is a caller bug, and Intl would answer NaN offsets for it.
    if (!isValidTimeZone(zone)) throw new RangeError(`unknown time zone: ${zone}`);
    if (shared.size >= MAX_SHARED_ZONES) shared.clear();
    clock = createZoneClock(zone);
    shared.set(zone, clock);
  }
  return clock;
}
