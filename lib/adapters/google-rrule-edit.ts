import { DAY_MS } from '../core/time/zoned';

// Text edits on a series' RRULE line (RFC 5545 §3.3.10), as splitting and moving a series needs.
// Parts keep their order and anything not named here passes through untouched.

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export function isRuleLine(line: string): boolean {
  return /^RRULE:/i.test(line.trim());
}

interface RuleParts {
  parts: [key: string, value: string][];
}

function parseRule(line: string): RuleParts {
  const body = line.trim().replace(/^RRULE:/i, '');
  const parts = body
    .split(';')
    .filter((p) => p.includes('='))
    .map((p): [string, string] => {
      const at = p.indexOf('=');
      return [p.slice(0, at).toUpperCase(), p.slice(at + 1)];
    });
  return { parts };
}

function formatRule({ parts }: RuleParts): string {
  return `RRULE:${parts.map(([k, v]) => `${k}=${v}`).join(';')}`;
}

function withPart(rule: RuleParts, key: string, value: string | undefined): RuleParts {
  const rest = rule.parts.filter(([k]) => k !== key);
  return { parts: value === undefined ? rest : [...rest, [key, value]] };
}

/** COUNT of a rule line, if it has one. */
export function countOf(line: string): number | undefined {
  const value = parseRule(line).parts.find(([k]) => k === 'COUNT')?.[1];
  return value === undefined || !/^\d+$/.test(value) ? undefined : Number(value);
}

/** UNTIL for a timed series: the last instant it may start, in UTC as RFC 5545 requires with a TZID start. */
export function untilInstant(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** UNTIL for an all-day series: a date. */
export function untilDate(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/** The rule ends at `until`: COUNT and UNTIL cannot both be given, so COUNT goes. */
export function endRule(line: string, until: string): string {
  return formatRule(withPart(withPart(parseRule(line), 'COUNT', undefined), 'UNTIL', until));
}

/**
 * The rest of a rule after `alreadyHappened` occurrences: a COUNT keeps counting what is left
 * (never below one: the occurrence being edited is still to come); UNTIL and the rest stay.
 */
export function continueRule(line: string, alreadyHappened: number): string {
  const count = countOf(line);
  if (count === undefined) return line.trim();
  const left = Math.max(1, count - alreadyHappened);
  return formatRule(withPart(parseRule(line), 'COUNT', String(left)));
}

/**
 * Moves the weekdays a rule names (BYDAY=MO,WE, or 2TU for the second Tuesday) by whole days, so a
 * weekly meeting moved from Monday to Tuesday repeats on Tuesdays. BYMONTHDAY and the like are not
 * moved: a day of the month shifted across a month's end has no single right answer.
 */
export function shiftWeekdays(line: string, days: number): string {
  const shift = ((days % 7) + 7) % 7;
  if (shift === 0) return line;
  const rule = parseRule(line);
  const byDay = rule.parts.find(([k]) => k === 'BYDAY')?.[1];
  if (byDay === undefined) return line;
  const moved = byDay
    .split(',')
    .map((entry) => {
      const m = /^([+-]?\d{0,2})(SU|MO|TU|WE|TH|FR|SA)$/i.exec(entry.trim());
      if (m === null) return entry;
      const [, ordinal = '', day = ''] = m;
      const index = WEEKDAYS.findIndex((d) => d === day.toUpperCase());
      return `${ordinal}${WEEKDAYS[(index + shift) % 7] ?? day}`;
    })
    .join(',');
  return formatRule({ parts: rule.parts.map(([k, v]) => [k, k === 'BYDAY' ? moved : v]) });
}

/** YYYY-MM-DD plus whole days. */
export function addDaysToDate(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
