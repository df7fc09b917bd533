import { allMatches } from './all-matches';
import { parseWhen } from '../time/parse-when';
import type { Interval } from '../time/interval';
import { addZonedDays, instantToWallClock, isoDateInZone, startOfZonedDay } from '../time/zoned';
import { blank } from './mask-text';

const NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NAME = String.raw`(sun|mon|tues|wednes|thurs|fri|satur)day`;
/**
 * "every saturday night", "saturdays", "friday afternoons": a weekday that recurs, not the next
 * one. "saturday night" alone is the coming one, and "all my friday meetings" this Friday's: not read here.
 */
const EVERY_WEEKDAY = new RegExp(
  String.raw`\b(?:every|each)\s+${NAME}s?(?:\s+(nights?|evenings?|mornings?|afternoons?))?\b|\b${NAME}s\b|\b${NAME}\s+(nights|evenings|mornings|afternoons)\b`,
  'gi',
);
/** How far "every Saturday" looks when no period is said: the coming weeks, as a bulk change does. */
const DEFAULT_DAYS = 30;

export interface EveryWeekday {
  /** Where to look: the period said beside the weekday ("in january"), else the coming 30 days. */
  range: Interval;
  /** Each of those weekdays in the range, YYYY-MM-DD in the zone. */
  dates: string[];
  /** "saturday nights": the part of those days said with them. */
  part?: 'morning' | 'afternoon' | 'evening';
}

export function readEveryWeekday(text: string, now: number, zone: string): EveryWeekday | undefined {
  const found = allMatches(EVERY_WEEKDAY, text);
  if (found.length === 0) return undefined;
  const weekdays = new Set(found.map((m) => NAMES.findIndex((n) => n.startsWith((m[1] ?? m[3] ?? m[4] ?? '').toLowerCase()))));
  const said = found.map((m) => (m[2] ?? m[5])?.toLowerCase().replace(/s$/, '')).find((p) => p !== undefined);
  const part = said === 'night' ? 'evening' : said === 'morning' || said === 'afternoon' || said === 'evening' ? said : undefined;
  const rest = found.reduce((t, m) => blank(t, m.index, m[0].length), text);
  const period = parseWhen(rest, now, zone)?.when;
  const from = startOfZonedDay(now, zone);
  const range: Interval =
    period?.end !== undefined && period.end - period.start > 7 * 86_400_000
      ? { start: period.start, end: period.end }
      : { start: from, end: addZonedDays(from, DEFAULT_DAYS, zone) };
  const dates: string[] = [];
  for (let day = startOfZonedDay(range.start, zone); day < range.end; day = addZonedDays(day, 1, zone)) {
    const wall = instantToWallClock(day, zone);
    if (weekdays.has(new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay())) dates.push(isoDateInZone(day, zone));
  }
  if (dates.length === 0) return undefined;
  return part === undefined ? { range, dates } : { range, dates, part };
}
