import { clockMinutes } from './when-clock-resolve';

/**
 * "move game night to 8" for a 19:00 game night is 20:00: an hour said without am or pm, for an event
 * already on the calendar, is the reading of it nearer the event's own time of day. Minutes after
 * midnight in, and out; a 24-hour reading (13:00 on, or before 01:00) is kept.
 */
export function nearerHalfDay(minutes: number, eventMinutes: number): number {
  if (minutes >= 13 * 60 || minutes < 60) return minutes;
  const clock = { hour: Math.floor(minutes / 60), minute: minutes % 60, fixed: false };
  return clockMinutes(clock, { start: eventMinutes, end: eventMinutes });
}

/** "to 8", "at eight", "8:30": an hour that could be morning or evening, said without am, pm or a part of the day. */
const HALF_DAY_UNSAID =
  /^\s*(?:at\s+)?(?:(?:[1-9]|1[0-2])(?::[0-5]\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:thirty|fifteen|forty[\s-]five|o['’]?\s?clock))?\s*$/i;

/** The new time "to <phrase>" names on the event's own day, flagged when its half of the day is unsaid. */
export function clockSaid(minutes: number, phrase: string): { kind: 'clock'; minutes: number; halfDay?: true } {
  return HALF_DAY_UNSAID.test(phrase) ? { kind: 'clock', minutes, halfDay: true } : { kind: 'clock', minutes };
}
