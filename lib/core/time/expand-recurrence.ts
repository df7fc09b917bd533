import { BASE_STEP_BUDGET, type Budget, LAST_FLOATING, expandRecurrenceRule } from './expand-recurrence-rule';
import { dayFloor } from './floating-time';
import { type Interval, overlaps } from './interval';
import type { Candidate, Frame } from './occurrence-frame';
import type { Recurrence } from './parse-recurrence-lines';
import { DAY_MS } from './zoned';

/**
 * The instances of a parsed recurrence that overlap `range`: DTSTART, RDATEs and every RRULE,
 * less EXDATEs and EXRULEs, one per key and unsorted.
 */
export function expandRecurrence(frame: Frame, recurrence: Recurrence, range: Interval, cap: number): Candidate[] {
  // Floating and real time differ by at most a zone offset (under 15 h), so a day of slack on each
  // side keeps every overlapping instance, including ones that began before the range.
  const window: Interval = {
    start: Math.max(frame.dtstart, range.start - frame.wallDuration - DAY_MS),
    end: Math.min(LAST_FLOATING, range.end + DAY_MS),
  };
  const budget: Budget = { steps: 0, limit: BASE_STEP_BUDGET + 2 * cap };

  const excludedKeys = new Set<number>();
  const excludedInstants = new Set<number>();
  const excludedDays = new Set<number>();
  for (const value of recurrence.exdates) {
    const ex = frame.exclusion(value);
    if (ex.key !== undefined) excludedKeys.add(ex.key);
    if (ex.instant !== undefined) excludedInstants.add(ex.instant);
    if (ex.day !== undefined) excludedDays.add(ex.day);
  }
  for (const rule of recurrence.exrules) {
    expandRecurrenceRule(rule, frame, window, budget, (f) => {
      excludedKeys.add(frame.keyOf(f));
      return true;
    });
  }
  const excluded = (c: Candidate): boolean =>
    excludedKeys.has(c.key) || excludedInstants.has(c.interval.start) || excludedDays.has(dayFloor(c.key));

  const found = new Map<number, Candidate>();
  const consider = (c: Candidate): boolean => {
    if (found.has(c.key) || excluded(c) || !overlaps(c.interval, range)) return false;
    found.set(c.key, c);
    return true;
  };

  // RFC 5545 makes DTSTART the first instance even when the rule would not generate it.
  consider({ key: frame.keyOf(frame.dtstart), interval: frame.instanceAt(frame.dtstart) });
  for (const date of recurrence.rdates) consider(frame.rdate(date));
  for (const rule of recurrence.rules) {
    let kept = 0;
    expandRecurrenceRule(rule, frame, window, budget, (f) => {
      const key = frame.keyOf(f);
      if (consider({ key, interval: frame.instanceAt(key) })) kept++;
      // Rules yield in order, so once this one has filled the cap, later instances cannot make the cut.
      return kept < cap;
    });
  }
  return [...found.values()];
}
