import { tzOffset } from '@date-fns/tz';

/*
 * Instants are epoch ms. "Floating" ms are wall-clock fields stored as if UTC, which rrule walks
 * without any DST; a zone turns one into the other. All-day dates are floating midnights.
 */

const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** RFC 3339; the offset may be left out only where a separate timeZone says where (event times). */
export function isDateTime(text: string, offsetRequired: boolean): boolean {
  const m = DATE_TIME.exec(text);
  if (m === null || (offsetRequired && m[8] === undefined)) return false;
  return validFields(Number(m[1]), Number(m[2]), Number(m[3])) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 61;
}

export function isDate(text: string): boolean {
  const m = DATE.exec(text);
  return m !== null && validFields(Number(m[1]), Number(m[2]), Number(m[3]));
}

export const hasOffset = (text: string): boolean => DATE_TIME.exec(text)?.[8] !== undefined;

export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant of an RFC 3339 date-time; one without an offset is read as a wall clock in `zone`. */
export function parseDateTime(text: string, zone: string): number {
  const m = DATE_TIME.exec(text);
  if (m === null) return Number.NaN;
  if (m[8] !== undefined) return Date.parse(text.toUpperCase());
  const floating = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return instantOfFloating(floating + Math.round(Number(m[7] ?? 0) * 1000), zone);
}

/** A YYYY-MM-DD date as floating midnight. */
export const floatingOfDate = (date: string): number => Date.parse(`${date}T00:00:00Z`);

export const floatingOf = (instant: number, zone: string): number => instant + offsetMs(zone, instant);

/**
 * The instant a wall clock in `zone` shows, as RFC 5545 and Google resolve it: a time shown twice
 * (clocks going back) is the earlier one; a time skipped by a jump forward moves on by the jump.
 */
export function instantOfFloating(floating: number, zone: string): number {
  const before = offsetMs(zone, floating - DAY_MS);
  const after = offsetMs(zone, floating + DAY_MS);
  const valid = [before, after].map((offset) => floating - offset).filter((instant) => floatingOf(instant, zone) === floating);
  return valid.length > 0 ? Math.min(...valid) : floating - before;
}

/** 2026-11-02T09:00:00-05:00; Google writes a zero offset as Z. */
export function formatInZone(instant: number, zone: string): string {
  const offset = offsetMs(zone, instant);
  const wall = new Date(instant + offset).toISOString().slice(0, 19);
  if (offset === 0) return `${wall}Z`;
  const minutes = Math.abs(offset) / MINUTE_MS;
  const sign = offset < 0 ? '-' : '+';
  return `${wall}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export const dateOfFloating = (floating: number): string => new Date(floating).toISOString().slice(0, 10);

/** 20261102T140000Z: the suffix of a timed instance's id. */
export const utcStamp = (instant: number): string => new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, '') + 'Z';

/** 20261102: the suffix of an all-day instance's id. */
export const dateStamp = (floating: number): string => dateOfFloating(floating).replace(/-/g, '');

function offsetMs(zone: string, at: number): number {
  return tzOffset(zone, new Date(at)) * MINUTE_MS;
}

function validFields(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const pad = (n: number): string => String(n).padStart(2, '0');
