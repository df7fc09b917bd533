import type { EventOccurrence } from '../../domain/calendar-event';
import type { Interval } from '../../time/interval';
import { formatDay, formatRange, formatTime } from '../../time/format';
import type { EventQuery } from '../event-query';

/**
 * The sentences selectEvents answers with when it has no single answer. They name what was looked
 * for and where, so the person can tell a misheard title from an empty week.
 */

const KIND_WORDS: Readonly<Record<NonNullable<EventQuery['kind']>, string>> = {
  all: 'events',
  meetings: 'meetings',
  one_on_one: 'one-on-ones',
  personal: 'personal events',
};

/** What the query looked for: `"haircut" with Omar Haddad`, `meetings in the morning`, `events`. */
export function describeWanted(query: EventQuery, people: readonly string[]): string {
  const what = query.title === undefined ? KIND_WORDS[query.kind ?? 'all'] : `"${query.title}"`;
  const parts = [what];
  if (people.length > 0) parts.push(`with ${joinAnd(people)}`);
  if (query.partsOfDay !== undefined && query.partsOfDay.length > 0) parts.push(`in the ${joinOr(query.partsOfDay)}`);
  if (query.startsAfter !== undefined) parts.push(`starting at or after ${query.startsAfter}`);
  if (query.startsBefore !== undefined) parts.push(`starting before ${query.startsBefore}`);
  return parts.join(' ');
}

/**
 * "on Tue 24 Nov", "between Tue 24 Nov and Thu 24 Dec": the days of a half-open range; part of one
 * day says its times ("at 14:00 on Fri 4 Dec" for "my 2pm on Dec 4"), so an empty hour is not an empty day.
 */
export function describeDays(range: Interval, zone: string): string {
  const first = formatDay(range.start, zone);
  const last = formatDay(Math.max(range.start, range.end - 1), zone);
  if (first !== last) return `between ${first} and ${last}`;
  const wholeDay = formatTime(range.start, zone) === '00:00' && range.end - range.start >= 23 * 3_600_000;
  if (wholeDay) return `on ${first}`;
  if (range.end - range.start <= 60_000) return `at ${formatTime(range.start, zone)} on ${first}`;
  const end = formatTime(range.end, zone);
  return `between ${formatTime(range.start, zone)} and ${end === '00:00' ? '24:00' : end} on ${first}`;
}

/** `I couldn't find "haircut" between Tue 24 Nov and Thu 24 Dec.` */
export function noneText(query: EventQuery, people: readonly string[], range: Interval, zone: string): string {
  const wanted = describeWanted(query, people);
  const any = query.title === undefined ? `any ${wanted}` : wanted;
  return `I couldn't find ${any} ${describeDays(range, zone)}.`;
}

/** "I found 2 meetings on Tue 24 Nov, so there is no 3rd." */
export function missingPositionText(
  query: EventQuery,
  people: readonly string[],
  found: number,
  position: string,
  range: Interval,
  zone: string,
): string {
  const wanted = query.title === undefined ? describeWanted(query, people) : `events matching ${describeWanted(query, people)}`;
  return `I found ${String(found)} ${wanted} ${describeDays(range, zone)}, so there is no ${position}.`;
}

/**
 * `Several events match "sales": "Sales standup" (Mon 23 Nov, 09:00–09:15), "Sales meeting" (Wed 25
 * Nov, 14:00–15:00). Which one do you mean?` — the choices shown, and how many more there are.
 */
export function ambiguousText(
  query: EventQuery,
  people: readonly string[],
  choices: readonly EventOccurrence[],
  more: number,
  zone: string,
): string {
  const listed = choices.map((o) => `"${o.event.title}" (${whenOf(o, zone)})`).join(', ');
  const rest = more > 0 ? `, and ${String(more)} more` : '';
  const head =
    query.title === undefined
      ? `There are several ${describeWanted(query, people)}`
      : `Several events match ${describeWanted(query, people)}`;
  return `${head}: ${listed}${rest}. Which one do you mean?`;
}

function whenOf(o: EventOccurrence, zone: string): string {
  return o.allDay ? `${formatDay(o.start, zone)}, all day` : formatRange(o.start, o.end, zone);
}

/** "1st", "2nd", "3rd", "2nd from the end" for a 1-based position, negative from the end. */
export function positionName(n: number): string {
  const k = Math.abs(n);
  const teen = k % 100 >= 11 && k % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][k % 10] ?? 'th');
  const name = `${String(k)}${suffix}`;
  if (n >= 0) return name;
  return k === 1 ? 'last' : `${name} from the end`;
}

function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function joinOr(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}
