import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Attendee, CalendarEvent, EventOccurrence } from '../../../lib/core/domain/calendar-event';
import { WEEKDAYS } from '../../../lib/core/domain/preferences';
import { eventQuerySchema, type EventQuery, type PersonRef } from '../../../lib/core/plan/event-query';
import { buildPeopleDirectory } from '../../../lib/core/plan/query/people-directory';
import { selectEvents } from '../../../lib/core/plan/query/select-events';
import { isoDateToInstant } from '../../../lib/core/time/zoned';
import { event } from './calendar-fixtures';

// selectEvents against a reference written straight from the query's documented meaning, on random
// calendars spanning DST changes (New York 8 Mar, London 29 Mar, Lord Howe 5 Apr 2026). Titles are
// whole words far apart from each other, so no fuzzy tier and no plural folding is involved.
const BASE = Date.parse('2026-03-05T00:00:00Z');
const DAY = 86_400_000;
const NOW = BASE + 16 * DAY + 7.5 * 3_600_000;
const ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'] as const;
const WORDS = ['alpha', 'bravo', 'delta', 'kilo', 'lima', 'oscar', 'tango', 'ana'] as const;
const ME = 'me@acme.com';
const ROOM = 'r1@resource.calendar.google.com';
const POOL = [
  { email: 'ana@acme.com', name: 'Ana Lopez' },
  { email: 'ben.k@beta.io', name: 'Ben Kruger' },
  { email: 'chidi@acme.com', name: 'Chidi Okafor' },
  { email: 'dev@corp.in', name: 'Dev Patel' },
  { email: 'eli@x.org', name: undefined },
] as const;

const eventArb = fc.record({
  title: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }),
  // A room alone and nobody at all are the edges of "a meeting", so they come up often.
  guests: fc.oneof(fc.constant<number[]>([]), fc.constant<number[]>([5]), fc.subarray([0, 1, 2, 3, 4, 5])),
  self: fc.constantFrom('absent', 'accepted', 'declined'),
  organizer: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  repeat: fc.constantFrom('none', 'rule', 'instance'),
  allDay: fc.boolean(),
  day: fc.integer({ min: 0, max: 31 }),
  // Quarter hours, like the clocks asked about, so starts land on the boundaries of "before 10:00".
  minute: fc.integer({ min: 0, max: 95 }).map((m) => m * 15),
  length: fc.integer({ min: 1, max: 48 }).map((m) => m * 5),
  copies: fc.integer({ min: 1, max: 3 }),
});

const refArb: fc.Arbitrary<PersonRef> = fc.oneof(
  fc.constantFrom(...POOL.map((p) => ({ email: p.email })), { email: 'zz@nowhere.com' }),
  fc.constantFrom(...POOL.map((p) => ({ name: (p.name ?? 'Eli').split(' ')[0] ?? '' }))),
  fc.constantFrom(...POOL.flatMap((p) => (p.name === undefined ? [] : [{ name: p.name }]))),
);
const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const clockArb = fc.integer({ min: 0, max: 95 }).map((q) => clockOf(q * 15));
const isoArb = fc.integer({ min: -2, max: 34 * 24 }).map((h) => new Date(BASE + h * 3_600_000).toISOString());

const QUERY_KEYS = [
  'title',
  'excludeTitles',
  'people',
  'range',
  'upcoming',
  'past',
  'partsOfDay',
  'startsBefore',
  'startsAfter',
  'weekdays',
  'excludeWeekdays',
  'kind',
  'allDay',
  'recurring',
] as const;
type QueryKey = (typeof QUERY_KEYS)[number];

/** A handful of conditions at a time: with every field set, almost every query would find nothing. */
/**
 * Queries for one calendar. Half the clocks asked about are start times it has, and half the titles
 * are words it uses, so boundaries ("before 10:00" against a 10:00 start) and tiers ("Alpha" beside
 * "Alpha Kilo") are met on purpose rather than by luck.
 */
function queryArb(calendar: readonly EventOccurrence[], zone: string): fc.Arbitrary<Record<string, unknown>> {
  const starts = calendar.filter((o) => !o.allDay).map((o) => clockOf(wall(o.start, zone).minutes));
  const clock = starts.length === 0 ? clockArb : fc.oneof(clockArb, fc.constantFrom(...starts));
  const used = calendar.flatMap((o) => o.event.title.toLowerCase().split(' '));
  const word = used.length === 0 ? fc.constantFrom(...WORDS) : fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...used));
  return fc
    .tuple(
      fc.record({
        title: word,
        excludeTitles: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
        people: fc.array(refArb, { minLength: 1, maxLength: 2 }),
        range: fc.tuple(isoArb, isoArb).map(([a, b]) => (a <= b ? { start: a, end: b } : { start: b, end: a })),
        upcoming: fc.boolean(),
        past: fc.boolean(),
        partsOfDay: fc.subarray(['morning', 'afternoon', 'evening'] as const, { minLength: 1 }),
        startsBefore: clock,
        startsAfter: clock,
        weekdays: fc.subarray([...WEEKDAYS], { minLength: 1 }),
        excludeWeekdays: fc.subarray([...WEEKDAYS]),
        kind: fc.constantFrom('meetings', 'all'),
        allDay: fc.constantFrom('exclude', 'include', 'only'),
        recurring: fc.constantFrom('only', 'exclude'),
      }),
      // Title and times of day are where the subtle rules are (tiers, boundaries), so they come up most.
      fc.array(
        fc.constantFrom<QueryKey>(...QUERY_KEYS, 'title', 'title', 'startsBefore', 'startsAfter', 'partsOfDay', 'allDay'),
        {
          maxLength: 4,
        },
      ),
    )
    .map(([all, keys]) => Object.fromEntries(keys.map((k) => [k, all[k]])));
}

type EventSpec = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

function calendarOf(specs: readonly EventSpec[], zone: string): EventOccurrence[] {
  return specs.flatMap((s, i) => {
    const attendees: Attendee[] = s.guests.map((g) => {
      const p = POOL[g];
      if (p === undefined) return { email: ROOM, name: 'Room 1' };
      return p.name === undefined ? { email: p.email } : { email: p.email, name: p.name };
    });
    if (s.self !== 'absent') attendees.push({ email: ME, self: true, responseStatus: s.self });
    const organizer = s.organizer === undefined ? undefined : POOL[s.organizer];
    const e: CalendarEvent = event(
      `ev${String(i)}`,
      s.title.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '),
      {
        attendees,
        ...(organizer === undefined
          ? {}
          : {
              organizer:
                organizer.name === undefined ? { email: organizer.email } : { email: organizer.email, name: organizer.name },
            }),
        ...(s.repeat === 'rule' ? { recurrence: ['RRULE:FREQ=WEEKLY'] } : {}),
        ...(s.repeat === 'instance' ? { recurringEventId: `series${String(i)}` } : {}),
      },
      zone,
    );
    const copies = s.repeat === 'none' ? 1 : s.copies;
    return Array.from({ length: copies }, (_, k): EventOccurrence => {
      if (!s.allDay) {
        const start = BASE + (s.day + 7 * k) * DAY + s.minute * 60_000;
        return { event: e, start, end: start + s.length * 60_000, allDay: false };
      }
      const date = new Date(BASE + (s.day + 7 * k) * DAY).toISOString().slice(0, 10);
      const until = new Date(Date.parse(date) + (s.length > 120 ? 2 : 1) * DAY).toISOString().slice(0, 10);
      return { event: e, start: isoDateToInstant(date, zone), end: isoDateToInstant(until, zone), allDay: true };
    });
  });
}

const formats = new Map<string, Intl.DateTimeFormat>();
function wall(ms: number, zone: string): { date: string; weekday: number; minutes: number } {
  const format =
    formats.get(zone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  formats.set(zone, format);
  const parts = format.formatToParts(new Date(ms));
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const titleWords = (o: EventOccurrence): string[] => o.event.title.toLowerCase().split(' ');
const hasRun = (words: readonly string[], run: readonly string[]): boolean =>
  words.some((_, i) => run.every((w, j) => words[i + j] === w));
const clockMinutes = (c: string): number => Number(c.slice(0, 2)) * 60 + Number(c.slice(3));

/** What the query means, condition by condition; 'ask' when a name is nowhere on the calendar. */
function reference(calendar: readonly EventOccurrence[], q: EventQuery, zone: string): EventOccurrence[] | 'ask' {
  const known = new Set(calendar.flatMap((o) => [...o.event.attendees.map((a) => a.email), o.event.organizer?.email ?? '']));
  const personTests: ((o: EventOccurrence) => boolean)[] = [];
  for (const ref of q.people ?? []) {
    const said = (ref.name ?? '').toLowerCase().split(' ').filter(Boolean);
    const person = POOL.find((p) => p.email === ref.email || said[0] === (p.name ?? 'eli').toLowerCase().split(' ')[0]);
    const email = ref.email ?? (person !== undefined && known.has(person.email) ? person.email : undefined);
    if (email === undefined && !calendar.some((o) => hasRun(titleWords(o), said))) return 'ask';
    personTests.push(
      (o) =>
        (email !== undefined && (o.event.attendees.some((a) => a.email === email) || o.event.organizer?.email === email)) ||
        (said.length > 0 && hasRun(titleWords(o), said)),
    );
  }
  const timeOfDay = (q.partsOfDay?.length ?? 0) > 0 || q.startsBefore !== undefined || q.startsAfter !== undefined;
  const allDay = q.allDay ?? (timeOfDay || q.kind === 'meetings' ? 'exclude' : 'include');
  const start =
    q.range === undefined ? (q.past === true && q.upcoming !== true ? NOW - 90 * DAY : NOW) : Date.parse(q.range.start);
  const end = q.range === undefined ? (q.past === true && q.upcoming !== true ? NOW : NOW + 30 * DAY) : Date.parse(q.range.end);
  const parts = { morning: [300, 720], afternoon: [720, 1020], evening: [1020, 1440] } as const;
  const kept = calendar.filter((o) => {
    const w = wall(o.start, zone);
    const recurring = (o.event.recurrence ?? []).length > 0 || o.event.recurringEventId !== undefined;
    return (
      (o.allDay ? o.start < end && o.end > start : o.start >= start && o.start < end) &&
      (q.upcoming !== true || (o.allDay ? o.end > NOW : o.start >= NOW)) &&
      (q.past !== true || o.start < NOW) &&
      (o.allDay ? allDay !== 'exclude' : allDay !== 'only') &&
      (q.recurring === undefined || recurring === (q.recurring === 'only')) &&
      !o.event.attendees.some((a) => a.email === ME && a.responseStatus === 'declined') &&
      (q.kind !== 'meetings' || o.event.attendees.some((a) => a.email !== ME && a.email !== ROOM)) &&
      personTests.every((test) => test(o)) &&
      !(q.excludeTitles ?? []).some((x) => titleWords(o).includes(x)) &&
      (q.weekdays === undefined || q.weekdays.includes(WEEKDAYS[w.weekday] ?? 'sun')) &&
      !(q.excludeWeekdays ?? []).includes(WEEKDAYS[w.weekday] ?? 'sun') &&
      !(o.allDay && timeOfDay) &&
      (q.startsBefore === undefined || w.minutes < clockMinutes(q.startsBefore)) &&
      (q.startsAfter === undefined || w.minutes >= clockMinutes(q.startsAfter)) &&
      (q.partsOfDay === undefined || q.partsOfDay.some((p) => w.minutes >= parts[p][0] && w.minutes < parts[p][1]))
    );
  });
  const title = q.title;
  if (title === undefined) return kept;
  const exact = kept.filter((o) => titleWords(o).join(' ') === title);
  return exact.length > 0 ? exact : kept.filter((o) => titleWords(o).includes(title));
}

const keyOf = (o: EventOccurrence): string => `${o.event.id}@${String(o.start)}`;

const calendarAndQueryArb = fc
  .tuple(fc.constantFrom(...ZONES), fc.array(eventArb, { minLength: 3, maxLength: 30 }))
  .chain(([zone, specs]) => {
    const calendar = calendarOf(specs, zone);
    return queryArb(calendar, zone).map((partial) => ({ zone, calendar, partial }));
  });

describe('selectEvents (property)', () => {
  it('finds exactly what the reference filter keeps, in time order', () => {
    fc.assert(
      fc.property(calendarAndQueryArb, ({ zone, calendar, partial }) => {
        const query = eventQuerySchema.parse({ ...partial, expect: 'many' });
        const directory = buildPeopleDirectory(
          calendar.map((o) => o.event),
          ME,
        );
        const selection = selectEvents(calendar, query, { now: NOW, timeZone: zone, directory });
        const expected = reference(calendar, query, zone);
        if (expected === 'ask') {
          expect(selection.kind).toBe('ask_person');
          return;
        }
        const got = selection.kind === 'found' ? selection.occurrences : [];
        if (selection.kind !== 'found') expect(selection.kind).toBe('none');
        expect(got.map(keyOf).sort()).toEqual(expected.map(keyOf).sort());
        expect(got.every((o, i) => i === 0 || (got[i - 1]?.start ?? 0) <= o.start)).toBe(true);
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});
