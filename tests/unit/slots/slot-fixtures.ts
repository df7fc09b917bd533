import type { Participant } from '../../../lib/core/domain/participant';
import { DEFAULT_PREFERENCES, type TimeRange, type WorkingHours } from '../../../lib/core/domain/preferences';
import type { Interval } from '../../../lib/core/time/interval';
import { instantToWallClock, wallClockToInstant } from '../../../lib/core/time/zoned';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** ISO 8601 with offset → epoch ms. */
export const at = (iso: string): number => Date.parse(iso);

/** The instant a wall clock shows in `zone`, from "YYYY-MM-DDTHH:MM". */
export function local(wall: string, zone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (m === null) throw new Error(`bad wall clock ${wall}`);
  const [, y, mo, d, h, mi] = m.map(Number);
  return wallClockToInstant({ year: y ?? 0, month: mo ?? 0, day: d ?? 0, hour: h ?? 0, minute: mi ?? 0 }, zone);
}

/** "HH:MM" of an instant in `zone`, and its weekday (0 = Sunday). */
export function wall(ms: number, zone: string): { time: string; weekday: number; date: string } {
  const w = instantToWallClock(ms, zone);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return { time: `${pad(w.hour)}:${pad(w.minute)}`, weekday: w.weekday, date: `${String(w.year)}-${pad(w.month)}-${pad(w.day)}` };
}

export function everyDay(range: TimeRange): WorkingHours {
  return { sun: [range], mon: [range], tue: [range], wed: [range], thu: [range], fri: [range], sat: [range] };
}

export function person(
  id: string,
  timeZone: string,
  busy: Interval[] = [],
  workingHours: WorkingHours = DEFAULT_PREFERENCES.workingHours,
  name?: string,
): Participant {
  return { id, name, timeZone, workingHours, busy };
}
