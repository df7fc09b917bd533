// FindEvents' core: ms per query over a year of occurrences, and the people directory's build time.
import { eventIdSchema, type Attendee, type CalendarEvent, type EventOccurrence } from '../lib/core/domain/calendar-event';
import { WEEKDAYS } from '../lib/core/domain/preferences';
import { eventQuerySchema, type EventQuery } from '../lib/core/plan/event-query';
import { buildPeopleDirectory } from '../lib/core/plan/query/people-directory';
import { selectEvents } from '../lib/core/plan/query/select-events';
import { seededRandom } from './bench-utils';

const ZONE = 'America/New_York';
const YEAR_START = Date.parse('2026-01-01T00:00:00-05:00');
const DAY = 86_400_000;
const NOW = Date.parse('2026-06-15T10:00:00-04:00');
const OCCURRENCES = 10_000;
const QUERIES = 200;
const RUNS = 5;

const random = seededRandom(7);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const FIRST = ['Omar', 'Priya', 'Sam', 'Dana', 'Alex', 'Kim', 'Lee', 'Noor', 'Ivan', 'Zoë', 'Ana', 'Ben', 'Chidi', 'Eli'];
const LAST = ['Haddad', 'Shah', 'Lopez', 'Kruger', 'Okafor', 'Patel', 'Müller', 'Said', 'Chen', 'Novak'];
const people: Attendee[] = Array.from({ length: 40 }, (_, i) => {
  const first = FIRST[i % FIRST.length] ?? 'X';
  const last = LAST[(i * 7) % LAST.length] ?? 'Y';
  const email = `${first.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.${last.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}${String(i)}@acme.com`;
  return i % 5 === 0 ? { email } : { email, name: `${first} ${last}` };
});
const TOPICS = ['Sales', 'Design', 'Budget', 'Hiring', 'Roadmap', 'Customer', 'Board', 'Security', 'Launch', 'Q3'];
const KINDS = ['meeting', 'review', 'sync', 'standup', '1:1', 'planning', 'check-in', 'retro', 'call', 'lunch'];

function makeEvent(i: number, recurring: boolean): CalendarEvent {
  const guests = Array.from({ length: Math.floor(random() * 4) }, () => pick(people));
  return {
    id: eventIdSchema.parse(`ev${String(i)}`),
    title: random() < 0.1 ? `Coffee with ${pick(FIRST)}` : `${pick(TOPICS)} ${pick(KINDS)}`,
    time: { kind: 'timed', start: 0, end: 1, timeZone: ZONE },
    attendees: guests.length === 0 ? [] : [{ email: 'me@acme.com', self: true, responseStatus: 'accepted' }, ...guests],
    ...(recurring ? { recurrence: ['RRULE:FREQ=WEEKLY'] } : {}),
    transparency: 'opaque',
    etag: '"1"',
    updatedAt: 0,
  };
}

/** A year: weekly series for two thirds of the occurrences, one-off and all-day events for the rest. */
function calendar(): EventOccurrence[] {
  const out: EventOccurrence[] = [];
  let id = 0;
  while (out.length < OCCURRENCES) {
    const recurring = random() < 0.15;
    const e = makeEvent(id++, recurring);
    const firstDay = Math.floor(random() * 365);
    const allDay = !recurring && random() < 0.05;
    const startMinute = (7 + Math.floor(random() * 12)) * 60 + pick([0, 15, 30, 45]);
    for (let day = firstDay; day < 365 && out.length < OCCURRENCES; day += recurring ? 7 : 366) {
      const midnight = YEAR_START + day * DAY;
      const start = allDay ? midnight : midnight + startMinute * 60_000;
      out.push({ event: e, start, end: allDay ? start + DAY : start + pick([15, 30, 60]) * 60_000, allDay });
    }
  }
  return out;
}

function query(): EventQuery {
  const dayStart = YEAR_START + Math.floor(random() * 360) * DAY;
  const q: Record<string, unknown> = { expect: pick(['one', 'many']) };
  if (random() < 0.6) q.title = `${pick(TOPICS)} ${pick(KINDS)}`.toLowerCase();
  if (random() < 0.3) q.people = [random() < 0.5 ? { name: pick(FIRST) } : { email: pick(people).email }];
  const span = random();
  if (span < 0.3) q.range = isoRange(dayStart, dayStart + DAY);
  else if (span < 0.5) q.range = isoRange(dayStart, dayStart + 7 * DAY);
  else if (span < 0.6) q.range = isoRange(YEAR_START, YEAR_START + 365 * DAY);
  else if (span < 0.8) q.upcoming = true;
  else q.past = true;
  if (random() < 0.2) q.partsOfDay = [pick(['morning', 'afternoon', 'evening'])];
  if (random() < 0.15) q.startsBefore = '12:00';
  if (random() < 0.15) q.weekdays = [pick(WEEKDAYS)];
  if (random() < 0.3) q.kind = 'meetings';
  if (random() < 0.2) q.ordinal = { position: pick(['first', 'last']) };
  if (random() < 0.1) q.excludeTitles = ['standup'];
  return eventQuerySchema.parse(q);
}

function isoRange(start: number, end: number): { start: string; end: string } {
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const occurrences = calendar();
const events = [...new Map(occurrences.map((o) => [o.event.id, o.event])).values()];
const buildStarted = performance.now();
const directory = buildPeopleDirectory(events, 'me@acme.com');
const buildMs = performance.now() - buildStarted;
// The first build also pays for warming Unicode normalisation and the regexes; later ones do not.
const rebuildStarted = performance.now();
buildPeopleDirectory(events, 'me@acme.com');
const rebuildMs = performance.now() - rebuildStarted;
const queries = Array.from({ length: QUERIES }, query);
const ctx = { now: NOW, timeZone: ZONE, directory };

const cold: number[] = [];
for (const q of queries) {
  const started = performance.now();
  selectEvents(occurrences, q, ctx);
  cold.push(performance.now() - started);
}
const times: number[] = [];
const byKind = new Map<string, number[]>();
for (let run = 0; run < RUNS; run++) {
  for (const q of queries) {
    const started = performance.now();
    const { kind } = selectEvents(occurrences, q, ctx);
    const took = performance.now() - started;
    times.push(took);
    byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
  }
}
const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
const ms = (value: number): string => value.toFixed(2);
console.log(
  `find-events: directory of ${String(directory.people.length)} people from ${String(events.length)} events built in ${ms(buildMs)} ms (again: ${ms(rebuildMs)} ms)`,
);
console.log(
  `find-events: ${String(QUERIES)} queries over ${String(occurrences.length)} occurrences: mean ${ms(mean(times))} ms, p95 ${ms(percentile(times, 0.95))} ms per query over ${String(RUNS)} runs (first pass: mean ${ms(mean(cold))} ms, p95 ${ms(percentile(cold, 0.95))} ms; target < 10 ms)`,
);
// Answers that are sentences (none, ambiguous) format dates, which builds Intl formatters.
console.log(
  `find-events: mean by answer: ${[...byKind]
    .sort()
    .map(([kind, values]) => `${kind} ${ms(mean(values))} ms (${String(values.length / RUNS)})`)
    .join(', ')}`,
);
