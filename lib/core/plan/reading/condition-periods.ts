import { NUMBER_WORDS } from '../../time/number-words';
import { addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from '../../time/zoned';

const UNITS: Readonly<Record<string, number>> = { day: 1, week: 7, fortnight: 14, month: 30, year: 365 };

/** "in the last 2 weeks", "over a fortnight": a span said as a count of days, weeks or months, in days. */
export function durationDays(words: string): number | undefined {
  const m =
    /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple(?:\s+of)?|few)?\s*(day|week|fortnight|month|year)s?\b/i.exec(
      words,
    );
  if (
    m === null ||
    !/\b(?:in|for|over|within|during|the\s+(?:last|past)|last|past|\d|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple|few)\b/i.test(
      words,
    )
  )
    return undefined;
  if (/\b(?:this|next)\s+(?:week|month|year)\b/i.test(words)) return undefined;
  const count = m[1] === undefined ? 1 : Number(m[1]) || (NUMBER_WORDS[m[1].toLowerCase().replace(/\s+of$/, '')] ?? 1);
  return count * (UNITS[(m[2] ?? 'day').toLowerCase()] ?? 1);
}

/** The start of this week (Monday), month or year in the zone: "this week" looks back to Monday. */
export function startOfCurrent(unit: string, now: number, zone: string): number {
  const today = startOfZonedDay(now, zone);
  const wall = instantToWallClock(today, zone);
  if (unit === 'week') return addZonedDays(today, -((wall.weekday + 6) % 7), zone);
  if (unit === 'month') return addZonedDays(today, -(wall.day - 1), zone);
  return wallClockToInstant({ year: wall.year, month: 1, day: 1, hour: 0, minute: 0 }, zone);
}
