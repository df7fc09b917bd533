import { TZDate, tzOffset } from '@date-fns/tz';

/** A wall-clock reading in some zone. month is 1–12; weekday 0 = Sunday. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface ZonedParts extends WallClock {
  weekday: number;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * The instant a wall clock in `zone` shows, resolved as Temporal's "compatible" rule does and
 * independent of the machine's own zone: a time shown twice (clocks going back) is the earlier
 * instant; a time skipped by a jump forward moves on by the length of the jump.
 */
export function wallClockToInstant(w: WallClock, zone: string): number {
  const local = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  // Reading one request asks for the same few instants many times; each costs three zone lookups.
  const key = `${zone} ${String(local)}`;
  const known = INSTANTS.get(key);
  if (known !== undefined) return known;
  if (INSTANTS.size >= INSTANTS_KEPT) INSTANTS.clear();
  const instant = resolveWallClock(local, zone);
  INSTANTS.set(key, instant);
  return instant;
}

const INSTANTS = new Map<string, number>();
const INSTANTS_KEPT = 4096;

function resolveWallClock(local: number, zone: string): number {
  const before = tzOffset(zone, new Date(local - DAY_MS));
  const after = tzOffset(zone, new Date(local + DAY_MS));
  const valid = [before, after]
    .map((offset) => local - offset * MINUTE_MS)
    .filter((instant) => tzOffset(zone, new Date(instant)) * MINUTE_MS === local - instant);
  if (valid.length > 0) return Math.min(...valid);
  return local - before * MINUTE_MS;
}

/**
 * The zone's offset at an instant, in minutes east of UTC (tzOffset), kept per quarter hour: since
 * 1990 zones change their offsets on a quarter hour of UTC, so one lookup answers all of it (earlier,
 * Monrovia's 1972 change came at 00:44:30; those are looked up each time). A parse
 * reads the offset of the same few instants many times over.
 */
export function offsetMinutes(zone: string, ms: number): number {
  if (ms < SINCE_1990_MS) return tzOffset(zone, new Date(ms));
  const key = `${zone}|${String(Math.floor(ms / QUARTER_HOUR_MS))}`;
  const known = OFFSETS.get(key);
  if (known !== undefined) return known;
  if (OFFSETS.size >= OFFSETS_KEPT) OFFSETS.clear();
  const offset = tzOffset(zone, new Date(ms));
  OFFSETS.set(key, offset);
  return offset;
}

const QUARTER_HOUR_MS = 15 * 60_000;
const SINCE_1990_MS = Date.UTC(1990, 0, 1);
const OFFSETS = new Map<string, number>();
const OFFSETS_KEPT = 4096;

/**
 * The wall clock is the instant moved by the zone's offset and read as UTC: what `new TZDate(ms,
 * zone)` answers, at half its cost (a TZDate looks the offset up twice and builds three Dates). A
 * request reads the clock at `now` for every time phrase, so this runs on every parse
 * (bench/parse.bench.ts). The offset may carry seconds (a zone's local mean time before standard
 * time), rounded to the second exactly as TZDate rounds it.
 */
export function instantToWallClock(ms: number, zone: string): ZonedParts {
  // A Date's own time value: a fraction of a millisecond is dropped before the offset is added.
  const instant = new Date(ms).getTime();
  const d = new Date(instant - Math.round(-offsetMinutes(zone, instant) * 60) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  };
}

/** Midnight of the zoned day containing `ms` (not always 24 h before the next one). */
export function startOfZonedDay(ms: number, zone: string): number {
  const w = instantToWallClock(ms, zone);
  return wallClockToInstant({ ...w, hour: 0, minute: 0 }, zone);
}

/** The same wall-clock time `days` calendar days later in `zone`. */
export function addZonedDays(ms: number, days: number, zone: string): number {
  const w = instantToWallClock(ms, zone);
  return wallClockToInstant({ ...w, day: w.day + days }, zone);
}

/** YYYY-MM-DD of the zoned day containing `ms`. */
export function isoDateInZone(ms: number, zone: string): string {
  const w = instantToWallClock(ms, zone);
  return `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}`;
}

/** Midnight in `zone` at the start of a YYYY-MM-DD date. */
export function isoDateToInstant(date: string, zone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return wallClockToInstant({ year: year ?? 1970, month: month ?? 1, day: day ?? 1, hour: 0, minute: 0 }, zone);
}

/** ISO 8601 with the zone's offset, e.g. 2026-11-23T15:00:00-05:00: the form times take at boundaries. */
export function toZonedIso(ms: number, zone: string): string {
  return new TZDate(ms, zone).toISOString().replace(/\.000(?=[+-Z])/, '');
}

export function isValidTimeZone(zone: string): boolean {
  const known = validZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  // Building a formatter costs far more than the lookup; a calendar names a handful of zones, but
  // a hostile file could name many, so the memory is bounded.
  if (validZones.size < MAX_REMEMBERED_ZONES) validZones.set(zone, valid);
  return valid;
}

const MAX_REMEMBERED_ZONES = 1000;
const validZones = new Map<string, boolean>();

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
