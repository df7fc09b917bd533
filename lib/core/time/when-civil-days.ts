import { DAY_MS, instantToWallClock, wallClockToInstant } from './zoned';

/**
 * A calendar date as a whole number of days since 1970-01-01. Phrases such as "next Friday" or
 * "the week after next" are arithmetic on dates, not on instants: counting in days keeps them free
 * of zones and DST, and the instant is built once, at the end, from the zone's wall clock.
 */
export type CivilDay = number;

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export const MINUTES_PER_DAY = 24 * 60;

/** Month and day may overflow (month 13 is next January, day 0 the previous month's last). */
export function civilDay(year: number, month: number, day: number): CivilDay {
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function civilDate(d: CivilDay): CivilDate {
  const t = new Date(d * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday; 1970-01-01 was a Thursday. */
export function weekdayOf(d: CivilDay): number {
  return (((d + 4) % 7) + 7) % 7;
}

/** The Monday of the ISO week holding `d`: weeks start on Monday (ISO 8601), as in most calendars outside the US. */
export function isoWeekStart(d: CivilDay): CivilDay {
  return d - ((weekdayOf(d) + 6) % 7);
}

export function daysInMonth(year: number, month: number): number {
  return civilDay(year, month + 1, 1) - civilDay(year, month, 1);
}

/**
 * The instant `minutes` after midnight of `d` on the zone's wall clock. 1440 is the next midnight,
 * so a window that runs to "24:00" ends where the next day starts, even on a 23- or 25-hour day.
 */
export function instantOn(d: CivilDay, minutes: number, zone: string): number {
  const { year, month, day } = civilDate(d + Math.floor(minutes / MINUTES_PER_DAY));
  const rest = minutes % MINUTES_PER_DAY;
  return wallClockToInstant({ year, month, day, hour: Math.floor(rest / 60), minute: rest % 60 }, zone);
}

/** The zone's date at `now` and the minutes since its midnight on the wall clock. */
export function wallDayAndMinutes(now: number, zone: string): { today: CivilDay; minutes: number } {
  const w = instantToWallClock(now, zone);
  return { today: civilDay(w.year, w.month, w.day), minutes: w.hour * 60 + w.minute };
}

/** The day in the year it next comes, counting today: this year's if not past, else next year's. */
export function nextHolding(today: CivilDay, dayIn: (year: number) => CivilDay): CivilDay {
  const thisYear = dayIn(civilDate(today).year);
  return thisYear >= today ? thisYear : dayIn(civilDate(today).year + 1);
}

/** The first day numbered `dayOfMonth` on or after `from`, in a month that has it (within a year). */
export function dayOfMonthFrom(from: CivilDay, dayOfMonth: number): CivilDay | undefined {
  const { year, month } = civilDate(from);
  for (let k = 0; k < 12; k++) {
    const first = civilDate(civilDay(year, month + k, 1));
    if (dayOfMonth > daysInMonth(first.year, first.month)) continue;
    const day = civilDay(first.year, first.month, dayOfMonth);
    if (day >= from) return day;
  }
  return undefined;
}
