import type { RRule as RRuleType } from 'rrule';
import { RRule } from '../../../lib/core/time/load-rrule';
import type { EventTiming } from './event-times';
import { type GoogleApiError, invalid } from './google-errors';
import { DAY_MS, floatingOf, instantOfFloating, isValidZone } from './zone-time';

/**
 * An event's `recurrence` lines (RRULE, RDATE, EXDATE, as Google stores them) read into floating
 * time in the event's zone, so "weekly at 9:00" stays at 9:00 on both sides of a DST change.
 */
export interface RecurrenceSet {
  rules: RRuleType[];
  /** Floating starts added by RDATE. */
  added: number[];
  /** Floating starts removed by EXDATE. */
  removed: Set<number>;
}

const invalidRule = (): GoogleApiError => invalid('Invalid recurrence rule.');

export function parseRecurrence(lines: unknown, timing: EventTiming): RecurrenceSet {
  const set: RecurrenceSet = { rules: [], added: [], removed: new Set() };
  if (!Array.isArray(lines)) throw invalidRule();
  for (const line of lines) {
    if (typeof line !== 'string') throw invalidRule();
    const colon = line.indexOf(':');
    const [rawName = '', ...params] = line.slice(0, Math.max(colon, 0)).split(';');
    const name = rawName.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'RRULE') set.rules.push(parseRule(value, timing));
    else if (name === 'RDATE') set.added.push(...parseDates(params, value, timing));
    else if (name === 'EXDATE') for (const date of parseDates(params, value, timing)) set.removed.add(date);
    else throw invalidRule();
  }
  return set;
}

function parseRule(value: string, timing: EventTiming): RRuleType {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(`RRULE:${value}`);
  } catch {
    throw invalidRule();
  }
  if (typeof options.freq !== 'number' || options.dtstart != null) throw invalidRule();
  const untilText = /(?:^|;)UNTIL=([^;]+)/i.exec(value)?.[1];
  const until = untilText === undefined ? null : floatingOfValue(untilText, undefined, timing, true);
  if (until !== null && Number.isNaN(until)) throw invalidRule();
  return new RRule(
    { ...options, dtstart: new Date(timing.floatingStart), until: until === null ? null : new Date(until), tzid: null },
    true,
  );
}

function parseDates(params: string[], value: string, timing: EventTiming): number[] {
  const tzid = params.find((p) => /^TZID=/i.test(p))?.slice(5);
  if (tzid !== undefined && !isValidZone(tzid)) throw invalidRule();
  return value.split(',').map((piece) => {
    const floating = floatingOfValue(piece.trim(), tzid, timing, false);
    if (Number.isNaN(floating)) throw invalidRule();
    return floating;
  });
}

/** An iCalendar DATE or DATE-TIME (UTC, with a TZID, or floating) as floating time in the event's zone. */
function floatingOfValue(text: string, tzid: string | undefined, timing: EventTiming, isUntil: boolean): number {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i.exec(text);
  if (m === null) return Number.NaN;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (m[4] === undefined) {
    // A date-only UNTIL on a timed event still admits that whole day.
    const midnight = Date.UTC(year, month - 1, day);
    return isUntil && !timing.allDay ? midnight + DAY_MS - 1000 : midnight;
  }
  const wall = Date.UTC(year, month - 1, day, Number(m[4]), Number(m[5]), Number(m[6]));
  if (m[7] !== undefined) return floatingOf(wall, timing.zone);
  if (tzid !== undefined) return floatingOf(instantOfFloating(wall, tzid), timing.zone);
  return wall;
}
