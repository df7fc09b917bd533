import { DAY_MS, MINUTE_MS, instantToWallClock, wallClockToInstant } from './zoned';

/*
 * Floating time: wall-clock fields stored as if UTC, which rrule iterates without any DST, and
 * their conversion to and from real instants in a zone.
 */

export function utcFields(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  return new Date(0).setUTCFullYear(year, month - 1, day) + hour * 3_600_000 + minute * MINUTE_MS + second * 1000;
}

export function floatingOf(instant: number, zone: string): number {
  const w = instantToWallClock(instant, zone);
  return utcFields(w.year, w.month, w.day, w.hour, w.minute, 0) + mod(instant, MINUTE_MS);
}

export function instantOfFloating(floating: number, zone: string): number {
  const d = new Date(floating);
  const wall = {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
  return wallClockToInstant(wall, zone) + mod(floating, MINUTE_MS);
}

export function dayFloor(floating: number): number {
  return floating - mod(floating, DAY_MS);
}

export function mod(a: number, b: number): number {
  return ((a % b) + b) % b;
}
