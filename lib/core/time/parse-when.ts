import * as chrono from 'chrono-node';
import type { When } from '../nlu/parsed-request';
import { addZonedDays, wallClockToInstant } from './zoned';

export interface WhenMatch {
  when: When;
  /** True when the person named a time of day, not only a date. */
  hasTimeOfDay: boolean;
  /** Where the time phrase sits in the text, so other extractors can skip it. */
  index: number;
  length: number;
}

/**
 * The request's main time, resolved against `now` in `zone`. chrono-node finds the phrase and its
 * wall-clock fields; the instant is built here with the IANA zone, because chrono only knows a
 * fixed offset and would be an hour off across a DST change ("tomorrow" after the clocks move).
 */
export function parseWhen(text: string, now: number, zone: string): WhenMatch | undefined {
  const reference = { instant: new Date(now), timezone: offsetMinutes(now, zone) };
  const results = chrono.parse(text, reference, { forwardDate: true });
  const first = results[0];
  if (first === undefined) return undefined;

  const start = first.start;
  const hasTimeOfDay = start.isCertain('hour');
  const wall = {
    year: start.get('year') ?? 1970,
    month: start.get('month') ?? 1,
    day: start.get('day') ?? 1,
    hour: hasTimeOfDay ? (start.get('hour') ?? 0) : 0,
    minute: hasTimeOfDay ? (start.get('minute') ?? 0) : 0,
  };
  const startMs = wallClockToInstant(wall, zone);
  // Typed as optional, but chrono-node 2.x sets it to null when there is no end.
  const end = first.end ?? null;
  let endMs: number | undefined;
  if (end !== null) {
    endMs = wallClockToInstant(
      {
        year: end.get('year') ?? wall.year,
        month: end.get('month') ?? wall.month,
        day: end.get('day') ?? wall.day,
        hour: end.isCertain('hour') ? (end.get('hour') ?? 0) : 0,
        minute: end.isCertain('hour') ? (end.get('minute') ?? 0) : 0,
      },
      zone,
    );
    if (!end.isCertain('hour')) endMs = addZonedDays(endMs, 1, zone);
  } else if (!hasTimeOfDay) {
    endMs = addZonedDays(startMs, 1, zone);
  }
  const grain = hasTimeOfDay ? (wall.minute === 0 ? 'hour' : 'minute') : 'day';
  return {
    when: endMs === undefined ? { start: startMs, grain } : { start: startMs, end: endMs, grain },
    hasTimeOfDay,
    index: first.index,
    length: first.text.length,
  };
}

/** The zone's UTC offset in minutes at an instant (positive east of Greenwich), for chrono's reference. */
export function offsetMinutes(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(ms));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}
