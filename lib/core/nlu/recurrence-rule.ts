import type { Weekday } from '../domain/preferences';
import type { ZonedParts } from '../time/zoned';

/** What "every other Tuesday until Friday" says, before it is written as an RRULE line. */
export interface RecurrenceRule {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  interval?: number;
  /** Weekdays, each optionally the nth of its month (1–5, or -1 for the last). */
  byDay?: { day: Weekday; nth?: number }[];
  /** A day of the month, -1 for the last. */
  byMonthDay?: number;
  /** The last instant an occurrence may start at. */
  until?: number;
  count?: number;
  /**
   * The clock was said as a point ("at 8:30"), so over a window of days ("next week") each
   * occurrence starts then, not anywhere in the hour after. Not written in the RRULE: DTSTART carries it.
   */
  exactClock?: boolean;
}

const ICAL_DAY: Readonly<Record<Weekday, string>> = {
  sun: 'SU',
  mon: 'MO',
  tue: 'TU',
  wed: 'WE',
  thu: 'TH',
  fri: 'FR',
  sat: 'SA',
};
const WEEKDAY_INDEX: Readonly<Record<Weekday, number>> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/** "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20261128T045959Z": UNTIL in UTC, as RFC 5545 asks when DTSTART has a zone. */
export function formatRecurrence(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== undefined && rule.interval > 1) parts.push(`INTERVAL=${String(rule.interval)}`);
  if (rule.byDay !== undefined && rule.byDay.length > 0) {
    parts.push(`BYDAY=${rule.byDay.map((d) => `${d.nth === undefined ? '' : String(d.nth)}${ICAL_DAY[d.day]}`).join(',')}`);
  }
  if (rule.byMonthDay !== undefined) parts.push(`BYMONTHDAY=${String(rule.byMonthDay)}`);
  if (rule.count !== undefined) parts.push(`COUNT=${String(rule.count)}`);
  else if (rule.until !== undefined) parts.push(`UNTIL=${utcStamp(rule.until)}`);
  return `RRULE:${parts.join(';')}`;
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Whether a day (its wall clock in the event's zone) is one the rule's days name; rules without days match any day. */
export function ruleMatchesDay(rule: RecurrenceRule, day: ZonedParts): boolean {
  const lastOfMonth = new Date(Date.UTC(day.year, day.month, 0)).getUTCDate();
  if (rule.byMonthDay !== undefined) {
    return rule.byMonthDay === -1 ? day.day === lastOfMonth : day.day === rule.byMonthDay;
  }
  if (rule.byDay === undefined || rule.byDay.length === 0) return true;
  return rule.byDay.some((d) => {
    if (WEEKDAY_INDEX[d.day] !== day.weekday) return false;
    if (d.nth === undefined) return true;
    return d.nth === -1 ? day.day + 7 > lastOfMonth : Math.ceil(day.day / 7) === d.nth;
  });
}
