import { declinedBySelf, isRecurring, type CalendarEvent, type EventOccurrence } from '../../domain/calendar-event';
import { WEEKDAYS } from '../../domain/preferences';
import type { Interval } from '../../time/interval';
import { DAY_MS, isoDateInZone } from '../../time/zoned';
import type { EventQuery, PartOfDay } from '../event-query';
import { TITLE_TIER, titleMatcher, titleWords } from './match-title';
import { ONE_ON_ONE_WORDS, isOneOnOne, isPersonal, otherGuestsOf } from './event-kinds';
import { createStartClock } from './start-clock';

/**
 * Parts of the day as minutes after midnight, end exclusive: the same spans as the bulk matcher
 * (pipeline/match-bulk-selection.ts), wider than parseWhen's because they sort events people
 * already have: a 07:30 breakfast is a morning meeting and a 19:00 dinner an evening one.
 */
const PART_OF_DAY_MINUTES: Readonly<Record<PartOfDay, readonly [number, number]>> = {
  morning: [5 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
};

export interface FilterContext {
  now: number;
  timeZone: string;
  /** The person's own addresses: a meeting needs a guest who is not one of them. */
  selfEmails: ReadonlySet<string>;
  /** Whether an event has each person the query names (see match-people.ts). */
  peopleTests: readonly ((event: CalendarEvent) => boolean)[];
}

/**
 * Whether all-day events take part. Asked for, the query says; unsaid, they are left out when the
 * query speaks of times of day or of meetings, because a holiday or "Working from home" has no
 * start time to be before noon and no guests to meet, and they are kept otherwise ("what's on
 * Friday", "the conference"), because then a whole-day event is as much an answer as any other.
 */
export function allDayModeOf(query: EventQuery): 'exclude' | 'include' | 'only' {
  if (query.allDay !== undefined) return query.allDay;
  const meetings = query.kind === 'meetings' || query.kind === 'one_on_one';
  return hasTimeOfDay(query) || meetings ? 'exclude' : 'include';
}

function hasTimeOfDay(query: EventQuery): boolean {
  return (query.partsOfDay?.length ?? 0) > 0 || query.startsBefore !== undefined || query.startsAfter !== undefined;
}

/**
 * Every condition of the query but its title, ordinal and expectation, as one test per occurrence.
 * Cheap checks come first: a year of occurrences meets the range long before any wall clock.
 */
export function createOccurrenceFilter(query: EventQuery, range: Interval, ctx: FilterContext): (o: EventOccurrence) => boolean {
  const allDay = allDayModeOf(query);
  const timeOfDay = hasTimeOfDay(query);
  const before = query.startsBefore === undefined ? null : minutesOf(query.startsBefore);
  const after = query.startsAfter === undefined ? null : minutesOf(query.startsAfter);
  const parts = (query.partsOfDay ?? []).map((p) => PART_OF_DAY_MINUTES[p]);
  const weekdays = query.weekdays === undefined ? null : new Set(query.weekdays.map((d) => WEEKDAYS.indexOf(d)));
  const notWeekdays = new Set((query.excludeWeekdays ?? []).map((d) => WEEKDAYS.indexOf(d)));
  const dates = query.dates === undefined ? null : new Set(query.dates);
  const needsClock = timeOfDay || weekdays !== null || notWeekdays.size > 0 || dates !== null;
  const isExcluded = createExclusionTest(query.excludeTitles ?? []);
  const { now, selfEmails, peopleTests } = ctx;
  const startClockOf = createStartClock(ctx.timeZone);
  const eventFits = (event: CalendarEvent): boolean => {
    if (query.recurring !== undefined && isRecurring(event) !== (query.recurring === 'only')) return false;
    // The person said no: it is not theirs to move or cancel, and listing it would mislead.
    if (declinedBySelf(event)) return false;
    if (!isOfKind(event, query.kind, selfEmails)) return false;
    if (!peopleTests.every((test) => test(event))) return false;
    return !isExcluded(event.title);
  };
  // A series' occurrences share their event (an expanded calendar repeats it weekly for a year),
  // so what depends on the event alone is worked out once for it.
  const fitsByEvent = new Map<CalendarEvent, boolean>();

  return (o) => {
    const inRange =
      o.allDay || query.overlapping === true
        ? o.start < range.end && o.end > range.start
        : o.start >= range.start && o.start < range.end;
    if (!inRange) return false;
    if (query.upcoming === true && (o.allDay ? o.end <= now : o.start < now)) return false;
    if (query.past === true && o.start >= now) return false;
    if (o.allDay ? allDay === 'exclude' : allDay === 'only') return false;
    let fits = fitsByEvent.get(o.event);
    if (fits === undefined) {
      fits = eventFits(o.event);
      fitsByEvent.set(o.event, fits);
    }
    if (!fits) return false;
    if (!needsClock) return true;
    // An all-day event has no start time to be before noon or in the morning.
    if (o.allDay && timeOfDay) return false;
    const clock = startClockOf(o.start);
    if (weekdays !== null && !weekdays.has(clock.weekday)) return false;
    if (notWeekdays.has(clock.weekday)) return false;
    // An all-day event spanning a listed day is on it, though it began before.
    if (dates !== null && !onListedDay(o, dates, ctx.timeZone)) return false;
    if (o.allDay) return true;
    if (before !== null && clock.minutes >= before) return false;
    if (after !== null && clock.minutes < after) return false;
    return parts.length === 0 || parts.some(([from, to]) => clock.minutes >= from && clock.minutes < to);
  };
}

function onListedDay(o: EventOccurrence, dates: ReadonlySet<string>, zone: string): boolean {
  if (!o.allDay) return dates.has(isoDateInZone(o.start, zone));
  for (let t = o.start; t < o.end; t += DAY_MS) if (dates.has(isoDateInZone(t, zone))) return true;
  return false;
}

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A guest who is neither the person nor a meeting room makes an event a meeting (event-kinds.ts). */
function isOfKind(event: CalendarEvent, kind: EventQuery['kind'], selfEmails: ReadonlySet<string>): boolean {
  switch (kind) {
    case undefined:
    case 'all':
      return true;
    case 'meetings':
      return otherGuestsOf(event, selfEmails).length > 0;
    case 'one_on_one':
      // A calendar that records no guests still calls its one-on-ones "1:1".
      return isOneOnOne(event, selfEmails) || (event.attendees.length === 0 && ONE_ON_ONE_WORDS.test(event.title));
    case 'personal':
      return isPersonal(event, selfEmails);
  }
}

/** "except standups": a title left out when it matches any of them at least on all its words. */
/** Words for a kind of event: said in an exception, the event kept is of that kind. */
const KIND_SAID = new Set(['meeting', 'call', 'sync', 'review', 'standup', 'lunch', 'dinner', 'class', 'interview']);

function createExclusionTest(phrases: readonly string[]): (title: string) => boolean {
  // "except the sales meeting": what stays is a meeting, so "Sales standup" still goes.
  const matchers = phrases.map((phrase) => {
    const score = titleMatcher(phrase);
    const kinds = titleWords(phrase).filter((w) => KIND_SAID.has(w));
    return (title: string): number => {
      const tier = score(title);
      if (tier >= TITLE_TIER.phrase || kinds.length === 0) return tier;
      const words = titleWords(title);
      return kinds.every((k) => words.includes(k)) ? tier : TITLE_TIER.none;
    };
  });
  const known = new Map<string, boolean>();
  return (title) => {
    if (matchers.length === 0) return false;
    let excluded = known.get(title);
    if (excluded === undefined) {
      excluded = matchers.some((score) => score(title) >= TITLE_TIER.words);
      known.set(title, excluded);
    }
    return excluded;
  };
}
