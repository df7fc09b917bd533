import { addZonedDays, instantToWallClock, startOfZonedDay } from './zoned';

/** Calendar days from one zoned day to another, whatever DST does to their length. */
export function daysBetween(from: number, to: number, zone: string): number {
  const utcDay = (ms: number): number => {
    const w = instantToWallClock(ms, zone);
    return Date.UTC(w.year, w.month - 1, w.day) / 86_400_000;
  };
  return Math.round(utcDay(to) - utcDay(from));
}

/** Midnight of the Monday of the ISO week holding `ms`. */
export function mondayOf(ms: number, zone: string): number {
  const day = startOfZonedDay(ms, zone);
  return addZonedDays(day, -((instantToWallClock(day, zone).weekday + 6) % 7), zone);
}
