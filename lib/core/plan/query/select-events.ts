import type { EventOccurrence } from '../../domain/calendar-event';
import type { Interval } from '../../time/interval';
import { addZonedDays } from '../../time/zoned';
import type { EventQuery } from '../event-query';
import { selectAdjacent } from './adjacent-events';
import { ambiguousText, missingPositionText, noneText, positionName } from './describe-selection';
import { preferTitledOneOnOnes } from './event-kinds';
import { organisationTitleAsPeople } from './match-organisation';
import { matchQueryPeople } from './match-people';
import { TITLE_TIER, titleMatcher } from './match-title';
import { createOccurrenceFilter } from './occurrence-filter';
import type { PeopleDirectory } from './people-directory';

export type EventSelection =
  | { kind: 'found'; occurrences: EventOccurrence[] }
  | { kind: 'none'; text: string }
  | { kind: 'ambiguous'; text: string; choices: EventOccurrence[] }
  | { kind: 'ask_person'; text: string };

export interface SelectContext {
  now: number;
  timeZone: string;
  directory: PeopleDirectory;
  /** The occurrence the person picked from a list just shown: among several matches, that one. */
  pinned?: { id: string; start: number } | undefined;
}

/**
 * How far an unbounded query looks. Ahead, a month holds "my next dentist appointment" and
 * "the design review" without listing a year of events; behind, three months reach the last time of
 * anything held monthly, which is what "when did I last meet Omar" usually asks about.
 */
const ALL_AHEAD_DAYS = 366;
const DAYS_AHEAD = 30;
const DAYS_BEHIND = 90;
/** Choices offered in one question: more than a handful is a list to read, not a question. */
const MAX_CHOICES = 5;

/** The span to list from the calendar for a query, and within which selectEvents looks. */
export function queryRange(query: EventQuery, now: number, timeZone: string): Interval {
  if (query.range !== undefined) return { start: Date.parse(query.range.start), end: Date.parse(query.range.end) };
  if (query.past === true && query.upcoming !== true) return { start: addZonedDays(now, -DAYS_BEHIND, timeZone), end: now };
  // "every backend interview that is left": all of a kind named ahead, not only the next month's.
  const ahead = query.upcoming === true && query.expect === 'many' && query.title !== undefined ? ALL_AHEAD_DAYS : DAYS_AHEAD;
  return { start: now, end: addZonedDays(now, ahead, timeZone) };
}

/**
 * The occurrences a query means, or why there is no single answer. Every condition narrows; a title
 * then keeps only its best tier (a partial match never stands beside an exact one); an ordinal picks
 * by position in time. A query expecting one event answers with one event or asks: occurrences of
 * one series are one event (the next of them; for a query about the past, the latest), and several
 * different events are a question, never a guess.
 */
export function selectEvents(occurrences: readonly EventOccurrence[], query: EventQuery, ctx: SelectContext): EventSelection {
  // "my Brightline meetings": whom they are with, said as a title word.
  // "every Harbor Point sync": a title the calendar has is that title, though it starts with an organisation's name.
  const title = query.title?.toLowerCase();
  const titled = title !== undefined && occurrences.some((o) => o.event.title.toLowerCase().includes(title));
  const withOrganisation = titled ? undefined : organisationTitleAsPeople(query, ctx.directory.byEmail.keys());
  if (withOrganisation !== undefined) return selectEvents(occurrences, withOrganisation, ctx);
  const { now, timeZone, directory } = ctx;
  const people = matchQueryPeople(query.people ?? [], directory, occurrences);
  if (people.kind === 'ask') return titledWithName(occurrences, query, ctx) ?? { kind: 'ask_person', text: people.text };

  const range = queryRange(query, now, timeZone);
  const fits = createOccurrenceFilter(query, range, {
    now,
    timeZone,
    selfEmails: directory.selfEmails,
    peopleTests: people.tests,
  });
  const fitting = occurrences.filter(fits);
  const candidates = query.kind === 'one_on_one' ? preferTitledOneOnOnes(fitting, directory.selfEmails) : fitting;
  const named = (query.people ?? []).flatMap((p) => (p.name === undefined ? [] : [p.name.toLowerCase().split(/\s+/)[0] ?? '']));
  const matched = query.title === undefined ? candidates : bestTitleTier(candidates, query.title, named);
  const { adjacentTo } = query;
  if (adjacentTo !== undefined) return selectAdjacent(matched, occurrences, { ...query, adjacentTo }, ctx, selectEvents);
  const sorted = [...matched].sort(inTimeOrder);
  const searched = searchedRange(query, range, now);
  if (sorted.length === 0) return { kind: 'none', text: noneText(query, people.names, searched, timeZone) };

  if (query.ordinal !== undefined) {
    const position = positionOf(query.ordinal);
    const index = position > 0 ? position - 1 : sorted.length + position;
    const picked = position === 0 ? undefined : sorted[index];
    if (picked === undefined) {
      const text = missingPositionText(query, people.names, sorted.length, positionName(position), searched, timeZone);
      return { kind: 'none', text };
    }
    return { kind: 'found', occurrences: [picked] };
  }
  if (query.expect === 'many') return { kind: 'found', occurrences: sorted };
  const { pinned } = ctx;
  const picked = pinned === undefined ? undefined : sorted.find((o) => o.event.id === pinned.id && o.start === pinned.start);
  if (picked !== undefined) return { kind: 'found', occurrences: [picked] };

  const lookingBack = query.past === true && query.upcoming !== true;
  const representatives = oneOccurrencePerEvent(sorted, lookingBack);
  const [only] = representatives;
  if (only !== undefined && representatives.length === 1) return { kind: 'found', occurrences: [only] };
  const choices = representatives.slice(0, MAX_CHOICES);
  const more = representatives.length - choices.length;
  return { kind: 'ambiguous', text: ambiguousText(query, people.names, choices, more, timeZone), choices };
}

/**
 * "rename Lunch with Omar to …" where two guests are called Omar: the name may be part of the title,
 * and an event whose title is exactly those words is the one meant. Undefined when none is exact.
 */
function titledWithName(
  occurrences: readonly EventOccurrence[],
  query: EventQuery,
  ctx: SelectContext,
): EventSelection | undefined {
  const names = (query.people ?? []).flatMap((p) => (p.name === undefined ? [] : [p.name]));
  if (query.title === undefined || names.length !== 1) return undefined;
  const phrase = `${query.title} with ${names[0] ?? ''}`;
  const score = titleMatcher(phrase);
  // A series repeats its title on every occurrence: score each title once.
  const titles = new Set(occurrences.map((o) => o.event.title));
  if (![...titles].some((title) => score(title) === TITLE_TIER.exact)) return undefined;
  const { people: _people, ...rest } = query;
  const found = selectEvents(occurrences, { ...rest, title: phrase }, ctx);
  return found.kind === 'found' ? found : undefined;
}

/** Only the occurrences whose titles match best; none when nothing matches at all. */
function bestTitleTier(candidates: readonly EventOccurrence[], phrase: string, names: readonly string[]): EventOccurrence[] {
  const score = titleMatcher(phrase);
  // A series repeats its title on every occurrence: score each title once.
  const known = new Map<string, number>();
  const scored = candidates.map((o) => {
    let s = known.get(o.event.title);
    if (s === undefined) {
      s = score(o.event.title);
      known.set(o.event.title, s);
    }
    return { o, s };
  });
  const best = scored.reduce<number>((max, { s }) => Math.max(max, s), TITLE_TIER.none);
  if (best === TITLE_TIER.none) return byPlace(candidates, score);
  const top = scored.filter(({ s }) => s === best).map(({ o }) => o);
  // "lunch with Dana": where Dana is a guest of both "Team lunch" and "Lunch with Dana", the title that names her is meant.
  const naming = top.filter((o) =>
    names.some((n) => n !== '' && new RegExp(String.raw`\b${n.replace(/[^\p{L}\p{N}]/gu, '')}\b`, 'iu').test(o.event.title)),
  );
  return naming.length > 0 ? naming : top;
}

/**
 * "my Barber & Co appointment", "the Bend Studio class", "who'll be in Room 4B": named by where it
 * is, when no title has the words. Title and place read together; never better than all the words.
 */
function byPlace(candidates: readonly EventOccurrence[], score: (title: string) => number): EventOccurrence[] {
  const scored = candidates.flatMap((o) => {
    const place = o.event.location;
    if (place === undefined || place.trim() === '') return [];
    return [{ o, s: Math.min(score(`${o.event.title} ${place}`), TITLE_TIER.words) }];
  });
  const best = scored.reduce<number>((max, { s }) => Math.max(max, s), TITLE_TIER.none);
  return best === TITLE_TIER.none ? [] : scored.filter(({ s }) => s === best).map(({ o }) => o);
}

function inTimeOrder(a: EventOccurrence, b: EventOccurrence): number {
  return a.start - b.start || a.end - b.end || a.event.id.localeCompare(b.event.id);
}

/** 1-based, negative from the end; "first" is 1 and "last" is -1. An 'nth' without n reads as first. */
function positionOf(ordinal: NonNullable<EventQuery['ordinal']>): number {
  switch (ordinal.position) {
    case 'first':
      return 1;
    case 'last':
      return -1;
    case 'nth':
      return ordinal.n ?? 1;
  }
}

/**
 * One occurrence for each distinct event, in time order. A series is one event whether the calendar
 * expanded it (every occurrence shares the event's id) or listed Google's instances (each has its own
 * id and the series' recurringEventId).
 */
function oneOccurrencePerEvent(sorted: readonly EventOccurrence[], latest: boolean): EventOccurrence[] {
  const bySeries = new Map<string, EventOccurrence>();
  for (const o of sorted) {
    const key = o.event.recurringEventId ?? o.event.id;
    if (latest || !bySeries.has(key)) bySeries.set(key, o);
  }
  return [...bySeries.values()].sort(inTimeOrder);
}

/** The span actually searched, for messages: "upcoming" and "past" cut the range at now. */
function searchedRange(query: EventQuery, range: Interval, now: number): Interval {
  const start = query.upcoming === true ? Math.max(range.start, now) : range.start;
  const end = query.past === true ? Math.min(range.end, now) : range.end;
  return end > start ? { start, end } : range;
}
