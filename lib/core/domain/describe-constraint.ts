import type { Constraint } from './constraint';
import { WEEKDAY_NAMES, type TimeRange, type Weekday } from './preferences';

/** A constraint read back to the person, e.g. "Bob: not on Monday after 14:00 (preference)". */
export function describeConstraint(c: Constraint): string {
  const who = c.who === 'me' ? 'You' : c.who === 'everyone' ? 'Everyone' : c.who;
  const soft = c.strength === 'preference' ? ' (preference)' : '';
  switch (c.type) {
    case 'avoid':
      return `${who}: not${dates(c.dates)}${days(c.days)}${range(c.timeRange)}${soft}`;
    case 'within':
      return `${who}: only${listedDates(c.dates)}${days(c.days)}${range(c.timeRange)}${soft}`;
    case 'keep_free':
      return `${who}: keep ${c.block}${c.timeRange === undefined ? '' : ` (${c.timeRange.start}–${c.timeRange.end})`} free${soft}`;
    case 'leave_gap':
      if (c.besideMeeting === true) return `${who}: ${String(c.minutes)} min free before and after it${soft}`;
      return `${who}: leave ${String(c.minutes)} min for ${c.block} between ${c.timeRange.start} and ${c.timeRange.end}${soft}`;
    case 'order':
      return `${who}: the ${c.order} time that works${soft}`;
  }
}

function days(list: readonly Weekday[] | undefined): string {
  if (list === undefined || list.length === 0) return '';
  const names = list.map((d) => WEEKDAY_NAMES[d]);
  return ` on ${names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`}`;
}

function dates(list: readonly string[] | undefined): string {
  if (list === undefined || list.length === 0) return '';
  const first = list[0] ?? '';
  const last = list.at(-1) ?? '';
  return list.length === 1 ? ` on ${first}` : ` from ${first} to ${last}`;
}

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-12-07" as a person reads it, "Mon 7 Dec": a calendar day, the same in every zone. */
function civilDayName(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return iso;
  const weekday = WEEKDAY_SHORT[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  return `${weekday} ${String(d)} ${MONTH_SHORT[m - 1] ?? ''}`;
}

/** Days allowed one by one: "on Mon 7 Dec, Wed 9 Dec or Fri 11 Dec". */
function listedDates(list: readonly string[] | undefined): string {
  if (list === undefined || list.length === 0) return '';
  const names = list.map(civilDayName);
  return ` on ${names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`}`;
}

function range(r: TimeRange | undefined): string {
  if (r === undefined) return '';
  if (r.start === '00:00') return ` before ${r.end}`;
  if (r.end === '24:00') return ` after ${r.start}`;
  return ` between ${r.start} and ${r.end}`;
}
