import ICAL from 'ical.js';
import { isValidTimeZone, wallClockToInstant } from '../core/time/zoned';

/** A local date-time as written in the file, to the second. */
export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** How a DATE-TIME was written: UTC ("Z"), floating (no zone), or with a TZID parameter. */
export type ZoneRef = { kind: 'utc'; hint?: string } | { kind: 'floating' } | { kind: 'tzid'; tzid: string };

/** `iana` names the zone the event is labelled with; it is missing when a VTIMEZONE matches no IANA zone. */
export interface ResolvedZone {
  iana?: string;
  toInstant: (wall: Wall) => number;
}

export type ZoneResolver = (ref: ZoneRef, year: number) => ResolvedZone | { error: string };

/** Preferred IANA names for Outlook's Windows zone ids; only a hint, each is checked against the VTIMEZONE. */
const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'US Mountain Standard Time': 'America/Phoenix',
  'Pacific Standard Time': 'America/Los_Angeles',
  'Alaskan Standard Time': 'America/Anchorage',
  'Hawaiian Standard Time': 'Pacific/Honolulu',
  'Atlantic Standard Time': 'America/Halifax',
  'E. South America Standard Time': 'America/Sao_Paulo',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'GTB Standard Time': 'Europe/Bucharest',
  'FLE Standard Time': 'Europe/Kyiv',
  'Russian Standard Time': 'Europe/Moscow',
  'India Standard Time': 'Asia/Kolkata',
  'China Standard Time': 'Asia/Shanghai',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Singapore Standard Time': 'Asia/Singapore',
  'AUS Eastern Standard Time': 'Australia/Sydney',
};

export function utcInstant(w: Wall): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

export function ianaZone(zone: string): ResolvedZone {
  return { iana: zone, toInstant: (w) => wallClockToInstant(w, zone) + w.second * 1000 };
}

/**
 * Resolves TZIDs without ICAL.TimezoneService, whose registry is global: parsing one file must not change how
 * another is read. IANA names go through Intl (the VTIMEZONE a file carries for them is redundant); other TZIDs
 * (Outlook's "Eastern Standard Time", "(UTC-05:00) Eastern Time") use the file's VTIMEZONE for the instant,
 * and are labelled with the first IANA zone that keeps the same clock all year, so Kairos can still place
 * repeats across DST changes.
 */
export function createZoneResolver(vtimezones: ICAL.Component[], defaultTimeZone: string, currentYear: number): ZoneResolver {
  const definitions = new Map<string, ICAL.Component>();
  for (const component of vtimezones) {
    const tzid = component.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') definitions.set(tzid, component);
  }
  const cache = new Map<string, ResolvedZone>();
  const floating = ianaZone(defaultTimeZone);
  const utc: ResolvedZone = { iana: 'UTC', toInstant: utcInstant };

  return (ref, year) => {
    if (ref.kind === 'utc') return utc;
    if (ref.kind === 'floating') return floating;
    if (isValidTimeZone(ref.tzid)) return ianaZone(ref.tzid);
    const component = definitions.get(ref.tzid);
    if (!component) {
      return { error: `TZID ${JSON.stringify(ref.tzid)} is not a known time zone and the file has no VTIMEZONE for it` };
    }
    const key = `${ref.tzid}|${String(year)}`;
    const known = cache.get(key);
    if (known) return known;
    const timezone = new ICAL.Timezone(component);
    const toInstant = (w: Wall): number => new ICAL.Time({ ...w, isDate: false }, timezone).toUnixTime() * 1000;
    const resolved: ResolvedZone = { toInstant };
    // Rules change (the US moved its DST dates in 2007): prefer a zone that matches both in the event's year
    // and today, where its repeats fall; an old VTIMEZONE may only describe the past.
    let fallback: string | undefined;
    for (const zone of ianaCandidates(ref.tzid, component, defaultTimeZone)) {
      if (!keepsSameClock(zone, toInstant, year)) continue;
      if (year === currentYear || keepsSameClock(zone, toInstant, currentYear)) {
        resolved.iana = zone;
        break;
      }
      fallback ??= zone;
    }
    if (resolved.iana === undefined && fallback !== undefined) resolved.iana = fallback;
    cache.set(key, resolved);
    return resolved;
  };
}

function ianaCandidates(tzid: string, component: ICAL.Component, defaultTimeZone: string): string[] {
  const location = component.getFirstPropertyValue('x-lic-location');
  const suffix = /(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[\w+\-/]+$/.exec(tzid);
  const preferred = [typeof location === 'string' ? location : '', suffix?.[0] ?? '', defaultTimeZone];
  const windows = WINDOWS_ZONES[tzid];
  if (windows) preferred.push(windows);
  return [...preferred, ...Intl.supportedValuesOf('timeZone')].filter((zone) => zone !== '' && isValidTimeZone(zone));
}

/** Noon of every day of the year: enough to tell DST rules apart, which differ by days, not hours. */
function keepsSameClock(zone: string, toInstant: (w: Wall) => number, year: number): boolean {
  for (let day = 0; day < 366; day += 1) {
    const date = new Date(Date.UTC(year, 0, 1 + day));
    const wall = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 12 };
    const noon = { ...wall, minute: 0, second: 0 };
    if (wallClockToInstant(noon, zone) !== toInstant(noon)) return false;
  }
  return true;
}
