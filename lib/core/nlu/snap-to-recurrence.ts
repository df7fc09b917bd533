import type { When } from './parsed-request';
import { addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from '../time/zoned';
import type { RecurrenceRule } from './recurrence-rule';
import { ruleMatchesDay } from './recurrence-rule';

/**
 * The first occurrence as the request's `when`: "every Tuesday at 9" said on a Sunday is next
 * Tuesday at 9, though the time phrase alone ("at 9") would be Monday. The wall-clock time is kept
 * across DST; with no time named, the first matching day (grain day) when the rule names days.
 */
export function snapToRecurrence(
  rule: RecurrenceRule,
  when: When | undefined,
  dailyWindow: { start: string; end: string } | undefined,
  now: number,
  zone: string,
): When | undefined {
  const namesDays = (rule.byDay?.length ?? 0) > 0 || rule.byMonthDay !== undefined;
  // "daily at 8:30 next week" names no days but a clock: it starts on the window's first day.
  if (!namesDays && (rule.exactClock !== true || dailyWindow === undefined)) return when;
  const timed = when !== undefined && (when.grain === 'minute' || when.grain === 'hour');
  const base = when === undefined ? startOfZonedDay(now, zone) : timed ? when.start : startOfZonedDay(when.start, zone);
  // "every Wednesday at 2pm starting next week": a range of days with a time of day in each.
  if (!timed && when !== undefined && dailyWindow !== undefined) return firstInRange(rule, when, dailyWindow, now, zone) ?? when;
  // A year of days covers every rule shape the extractor writes (the 31st, the fifth Monday).
  for (let k = 0; k < 400; k++) {
    const start = addZonedDays(base, k, zone);
    if (!ruleMatchesDay(rule, instantToWallClock(start, zone))) continue;
    if (timed) {
      return when.end === undefined
        ? { start, grain: when.grain }
        : { start, end: addZonedDays(when.end, k, zone), grain: when.grain };
    }
    return { start, end: addZonedDays(start, 1, zone), grain: 'day' };
  }
  return when;
}

function firstInRange(
  rule: RecurrenceRule,
  range: When,
  window: { start: string; end: string },
  now: number,
  zone: string,
): When | undefined {
  const first = startOfZonedDay(range.start, zone);
  for (let k = 0; k < 400; k++) {
    const day = addZonedDays(first, k, zone);
    if (range.end !== undefined && day >= range.end) return undefined;
    const wall = instantToWallClock(day, zone);
    if (!ruleMatchesDay(rule, wall)) continue;
    const at = (clock: string): number => {
      const [hour, minute] = clock.split(':').map(Number);
      return wallClockToInstant({ ...wall, hour: hour ?? 0, minute: minute ?? 0 }, zone);
    };
    // "every day this week at 7am" said at 9: today's 7am is gone, the series starts tomorrow.
    if ((rule.exactClock === true ? at(window.start) : at(window.end)) <= now) continue;
    const grain = window.start.endsWith(':00') ? 'hour' : 'minute';
    // "at 8:30 next week": the clock said is when each occurrence starts, not an hour to search.
    if (rule.exactClock === true) return { start: at(window.start), grain };
    return { start: at(window.start), end: at(window.end), grain };
  }
  return undefined;
}
