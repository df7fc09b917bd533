// Generates tests/fixtures/calendars/five-months.json (and tests/corpus/CALENDAR.md): five months of
// one person's calendar, Alex Rivera <alex@kairos.test>, home zone America/New_York, 2026-09-01 to
// 2027-01-31. The corpus in plan-requests.ts is written against it with now = Tue 2026-11-24 09:00 EST.
//
// Deterministic: the weeks around "now" (Mon 16 Nov – Sun 13 Dec, plus a few dated events elsewhere)
// are written out by hand below; the rest of the months are filled with ordinary meetings drawn by a
// seeded PRNG (mulberry32, seed 20261124), so every run writes the same file byte for byte.
//
//   npx tsx tests/corpus/generate-calendar.ts
//
// Every event is parsed with calendarEventSchema and every id with newEventIdSchema before writing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TZDate } from '@date-fns/tz';
import { calendarEventSchema, newEventIdSchema, type CalendarEvent } from '../../lib/core/domain/calendar-event';

const HOME_ZONE = 'America/New_York';
const NOW_ISO = '2026-11-24T09:00:00-05:00';
const HERE = dirname(fileURLToPath(import.meta.url));
const FIXTURE_PATH = join(HERE, '..', 'fixtures', 'calendars', 'five-months.json');
const LISTING_PATH = join(HERE, 'CALENDAR.md');

// ---------------------------------------------------------------------------------------------
// People

interface Person {
  name: string;
  email: string;
  company: string;
  role: string;
}

const ALEX: Person = {
  name: 'Alex Rivera',
  email: 'alex@kairos.test',
  company: 'Kairos',
  role: 'Head of Sales (the calendar owner)',
};

const PEOPLE = {
  priya: { name: 'Priya Natarajan', email: 'priya@kairos.test', company: 'Kairos', role: "VP Revenue, Alex's manager" },
  dana: { name: 'Dana Whitfield', email: 'dana@kairos.test', company: 'Kairos', role: 'Sales operations, reports to Alex' },
  sam: { name: 'Sam Okafor', email: 'sam@kairos.test', company: 'Kairos', role: 'Customer success (Brightline account)' },
  omarH: { name: 'Omar Haddad', email: 'omar.haddad@kairos.test', company: 'Kairos', role: 'Engineering lead' },
  mei: { name: 'Mei Chen', email: 'mei@kairos.test', company: 'Kairos', role: 'Product designer' },
  lucas: { name: 'Lucas Moreau', email: 'lucas@kairos.test', company: 'Kairos', role: 'Account executive' },
  jordan: { name: 'Jordan Lee', email: 'jordan@kairos.test', company: 'Kairos', role: 'Account executive' },
  hannah: { name: 'Hannah Becker', email: 'hannah@kairos.test', company: 'Kairos', role: 'Product manager' },
  carlos: { name: 'Carlos Mendes', email: 'carlos@kairos.test', company: 'Kairos', role: 'Finance' },
  omarS: { name: 'Omar Said', email: 'omar@brightline.test', company: 'Brightline (client)', role: 'Procurement lead' },
  rachel: { name: 'Rachel Kim', email: 'rachel.kim@brightline.test', company: 'Brightline (client)', role: 'VP Operations' },
  tom: { name: 'Tom Gallagher', email: 'tom@brightline.test', company: 'Brightline (client)', role: 'IT director' },
  nina: { name: 'Nina Petrova', email: 'nina@brightline.test', company: 'Brightline (client)', role: 'Legal counsel' },
  fiona: {
    name: 'Fiona Walsh',
    email: 'fiona@harborpoint.test',
    company: 'Harbor Point (partner, London)',
    role: 'Partnerships',
  },
  ben: { name: 'Ben Carter', email: 'ben.carter@harborpoint.test', company: 'Harbor Point (partner, London)', role: 'Solutions' },
  ingrid: { name: 'Ingrid Olsen', email: 'ingrid@harborpoint.test', company: 'Harbor Point (partner, London)', role: 'Security' },
  kenji: { name: 'Kenji Tanaka', email: 'kenji@sakura.test', company: 'Sakura Systems (prospect, Tokyo)', role: 'CTO' },
  yuki: { name: 'Yuki Sato', email: 'yuki@sakura.test', company: 'Sakura Systems (prospect, Tokyo)', role: 'Project manager' },
  elena: {
    name: 'Elena Rossi',
    email: 'elena@pacificdesign.test',
    company: 'Pacific Design (agency, Los Angeles)',
    role: 'Creative director',
  },
  marcus: {
    name: 'Marcus Johnson',
    email: 'marcus@pacificdesign.test',
    company: 'Pacific Design (agency, Los Angeles)',
    role: 'Designer',
  },
} satisfies Record<string, Person>;

type Who = keyof typeof PEOPLE;

const TEAM: Who[] = ['priya', 'dana', 'omarH', 'mei', 'hannah', 'carlos', 'lucas', 'jordan'];

// ---------------------------------------------------------------------------------------------
// Time helpers

/** Epoch ms of a wall-clock time in a zone. */
function instant(date: string, time: string, zone: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return new TZDate(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, zone).getTime();
}

function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T12:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
type Weekday = (typeof WEEKDAYS)[number];

function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? 'SU';
}

function wallClock(ms: number, zone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** Deterministic PRNG (mulberry32). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Building events

const UPDATED_AT = Date.parse('2026-08-28T14:00:00Z');
const events: CalendarEvent[] = [];
/** Every timed occurrence (series expanded here, by this file's own simple weekly rule), for filling and listing. */
interface Occ {
  id: string;
  title: string;
  start: number;
  end: number;
  zone: string;
  guests: Who[];
  series: boolean;
}
const occurrences: Occ[] = [];
const allDays: { id: string; title: string; startDate: string; endDate: string; yearly: boolean }[] = [];

function attendeesOf(guests: Who[], statuses: Partial<Record<Who, 'accepted' | 'tentative' | 'declined' | 'needsAction'>> = {}) {
  if (guests.length === 0) return [];
  return [
    { email: ALEX.email, name: ALEX.name, self: true, organizer: true, responseStatus: 'accepted' as const },
    ...guests.map((g) => ({
      email: PEOPLE[g].email,
      name: PEOPLE[g].name,
      responseStatus: statuses[g] ?? ('accepted' as const),
    })),
  ];
}

function push(raw: unknown): void {
  const event = calendarEventSchema.parse(raw);
  newEventIdSchema.parse(event.id);
  if (events.some((e) => e.id === event.id)) throw new Error(`duplicate id ${event.id}`);
  events.push(event);
}

interface OneOff {
  id: string;
  title: string;
  date: string;
  time: string;
  minutes: number;
  guests?: Who[];
  zone?: string;
  location?: string;
  statuses?: Partial<Record<Who, 'accepted' | 'tentative' | 'declined' | 'needsAction'>>;
}

/** A one-off timed event; date and time are wall-clock in `zone` (default New York). */
function oneOff(e: OneOff): void {
  const zone = e.zone ?? HOME_ZONE;
  const start = instant(e.date, e.time, zone);
  const end = start + e.minutes * 60_000;
  const guests = e.guests ?? [];
  push({
    id: e.id,
    title: e.title,
    time: { kind: 'timed', start, end, timeZone: zone },
    attendees: attendeesOf(guests, e.statuses),
    ...(e.location === undefined ? {} : { location: e.location }),
    transparency: 'opaque',
    etag: '"1"',
    updatedAt: UPDATED_AT,
  });
  occurrences.push({ id: e.id, title: e.title, start, end, zone, guests, series: false });
}

interface Series {
  id: string;
  title: string;
  byDay: Weekday[];
  time: string;
  minutes: number;
  from: string;
  until: string;
  interval?: number;
  exdates?: string[];
  guests?: Who[];
  location?: string;
}

/** A weekly series in New York wall-clock time; `from` must be one of its days. */
function series(s: Series): void {
  if (!s.byDay.includes(weekdayOf(s.from))) throw new Error(`${s.id}: ${s.from} is not one of its days`);
  const start = instant(s.from, s.time, HOME_ZONE);
  const untilUtc = new Date(instant(s.until, '23:59', HOME_ZONE)).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
  const interval = s.interval ?? 1;
  const rule = `RRULE:FREQ=WEEKLY;${interval > 1 ? `INTERVAL=${String(interval)};` : ''}BYDAY=${s.byDay.join(',')};UNTIL=${untilUtc}`;
  const ex = (s.exdates ?? []).map((d) => `${d.replace(/-/g, '')}T${s.time.replace(':', '')}00`);
  const guests = s.guests ?? [];
  push({
    id: s.id,
    title: s.title,
    time: { kind: 'timed', start, end: start + s.minutes * 60_000, timeZone: HOME_ZONE },
    attendees: attendeesOf(guests),
    ...(s.location === undefined ? {} : { location: s.location }),
    recurrence: ex.length === 0 ? [rule] : [rule, `EXDATE;TZID=${HOME_ZONE}:${ex.join(',')}`],
    transparency: 'opaque',
    etag: '"1"',
    updatedAt: UPDATED_AT,
  });
  // Expand by the same rule: weeks counted from the week (Monday-based) of `from`.
  const firstMonday = addDays(s.from, -((WEEKDAYS.indexOf(weekdayOf(s.from)) + 6) % 7));
  for (let date = s.from; date <= s.until; date = addDays(date, 1)) {
    const weeks = Math.floor((Date.parse(date) - Date.parse(firstMonday)) / (7 * 86_400_000));
    if (weeks % interval !== 0 || !s.byDay.includes(weekdayOf(date)) || (s.exdates ?? []).includes(date)) continue;
    const st = instant(date, s.time, HOME_ZONE);
    occurrences.push({
      id: s.id,
      title: s.title,
      start: st,
      end: st + s.minutes * 60_000,
      zone: HOME_ZONE,
      guests,
      series: true,
    });
  }
}

function allDay(id: string, title: string, startDate: string, endDate: string, yearly = false): void {
  push({
    id,
    title,
    time: { kind: 'allDay', startDate, endDate },
    attendees: [],
    ...(yearly ? { recurrence: ['RRULE:FREQ=YEARLY'] } : {}),
    transparency: yearly ? 'transparent' : 'opaque',
    etag: '"1"',
    updatedAt: UPDATED_AT,
  });
  allDays.push({ id, title, startDate, endDate, yearly });
}

// ---------------------------------------------------------------------------------------------
// The calendar

const FIRST = '2026-09-01';
const LAST = '2027-01-31';

// All-day events: holidays, time away, conferences, birthdays (yearly, free).
allDay('hol0907', 'Labor Day', '2026-09-07', '2026-09-08');
allDay('ooo1009', 'Out of office', '2026-10-09', '2026-10-10');
allDay('danabirthda', "Dana's birthday", '2026-10-14', '2026-10-15', true);
allDay('conf1020', 'Conference: SaaS Growth Summit (Boston)', '2026-10-20', '2026-10-23');
allDay('hol1126', 'Thanksgiving', '2026-11-26', '2026-11-27');
allDay('pribirthda', "Priya's birthday", '2026-12-02', '2026-12-03', true);
allDay('ooo1221', 'Out of office', '2026-12-21', '2027-01-02');
allDay('hol1225', 'Christmas Day', '2026-12-25', '2026-12-26');
allDay('hol0101', "New Year's Day", '2027-01-01', '2027-01-02');
allDay('mombirthda', "Mom's birthday", '2027-01-09', '2027-01-10', true);
allDay('conf0112', 'Conference: RevOps Summit (Austin)', '2027-01-12', '2027-01-15');
allDay('hol0118', 'Martin Luther King Jr. Day', '2027-01-18', '2027-01-19');

// Recurring series (New York wall clock).
series({
  id: 'salesstandup',
  title: 'Sales standup',
  byDay: ['MO', 'TU', 'WE', 'TH', 'FR'],
  time: '09:00',
  minutes: 15,
  from: FIRST,
  until: LAST,
  exdates: ['2026-09-07', '2026-11-26', '2026-11-27', '2026-12-25', '2027-01-01', '2027-01-18'],
  guests: ['lucas', 'jordan'],
});
series({
  id: 'gmsession',
  title: 'Gym',
  byDay: ['MO', 'WE', 'FR'],
  time: '07:00',
  minutes: 60,
  from: '2026-09-02',
  until: LAST,
  exdates: ['2026-12-25', '2027-01-01'],
  location: 'Equinox Hudson Yards',
});
series({
  id: 'teammeeting',
  title: 'Team meeting',
  byDay: ['MO'],
  time: '11:00',
  minutes: 60,
  from: '2026-09-14',
  until: LAST,
  exdates: ['2027-01-18'],
  guests: TEAM,
  location: 'Room 4B',
});
series({
  id: 'oneonepri',
  title: '1:1 with Priya',
  byDay: ['MO'],
  time: '16:00',
  minutes: 30,
  from: '2026-09-14',
  until: LAST,
  exdates: ['2027-01-18'],
  guests: ['priya'],
});
series({
  id: 'danacheckin',
  title: 'Check-in with Dana',
  byDay: ['TU'],
  time: '10:00',
  minutes: 30,
  from: FIRST,
  until: LAST,
  guests: ['dana'],
});
series({
  id: 'teamcheckin',
  title: 'Team check-in',
  byDay: ['TH'],
  time: '10:00',
  minutes: 30,
  from: '2026-09-03',
  until: LAST,
  exdates: ['2026-11-26', '2026-12-24', '2026-12-31'],
  guests: ['dana', 'sam', 'omarH', 'mei'],
});
series({
  id: 'designrev',
  title: 'Design review',
  byDay: ['WE'],
  time: '15:30',
  minutes: 60,
  interval: 2,
  from: '2026-09-02',
  until: LAST,
  exdates: ['2026-12-23'],
  guests: ['mei', 'hannah', 'elena', 'marcus'],
});
series({
  id: 'designsnc',
  title: 'Design sync',
  byDay: ['FR'],
  time: '10:00',
  minutes: 30,
  from: '2026-09-04',
  until: LAST,
  exdates: ['2026-11-27', '2026-12-25', '2027-01-01'],
  guests: ['mei', 'hannah'],
});
series({
  id: 'hiringsnc',
  title: 'Hiring sync',
  byDay: ['WE'],
  time: '09:30',
  minutes: 30,
  from: '2026-11-04',
  until: '2026-12-16',
  guests: ['priya', 'hannah'],
});
series({
  id: 'spanishclass',
  title: 'Spanish class',
  byDay: ['TU', 'TH'],
  time: '16:00',
  minutes: 60,
  from: '2026-09-15',
  until: '2026-12-17',
  exdates: ['2026-11-26'],
  location: 'Instituto Cervantes, 211 E 49th St',
});
series({
  id: 'potterclass',
  title: 'Pottery class',
  byDay: ['MO'],
  time: '14:00',
  minutes: 90,
  from: '2026-09-14',
  until: '2026-12-14',
  location: 'Clayhouse Studio',
});
series({
  id: 'ogaclass',
  title: 'Yoga class',
  byDay: ['SA'],
  time: '09:00',
  minutes: 60,
  from: '2026-09-05',
  until: LAST,
  location: 'Bend Studio',
});

// Dated personal events outside the hand-written weeks.
oneOff({ id: 'dentist0915', title: 'Dentist', date: '2026-09-15', time: '08:00', minutes: 45, location: 'Dr. Patel Dental' });
oneOff({ id: 'lunchmom1018', title: 'Lunch with Mom', date: '2026-10-18', time: '12:00', minutes: 90, location: 'Café Lumière' });
oneOff({ id: 'haircut1024', title: 'Haircut', date: '2026-10-24', time: '11:00', minutes: 45, location: 'Barber & Co' });
oneOff({ id: 'drcleaning1030', title: 'Pick up dry cleaning', date: '2026-10-30', time: '17:30', minutes: 30 });
oneOff({
  id: 'celebration1217',
  title: 'Holiday party',
  date: '2026-12-17',
  time: '18:00',
  minutes: 180,
  guests: TEAM,
  location: 'The Loft, 5th floor',
});

// ---- Hand-written weeks: Mon 16 Nov – Sun 13 Dec 2026 -----------------------------------------

// Mon 16 Nov
oneOff({
  id: 'pipelinerev1116',
  title: 'Pipeline review',
  date: '2026-11-16',
  time: '10:00',
  minutes: 45,
  guests: ['lucas', 'jordan'],
});
oneOff({ id: 'lunchcarlos1116', title: 'Lunch with Carlos', date: '2026-11-16', time: '12:30', minutes: 60, guests: ['carlos'] });
// Tue 17 Nov
oneOff({
  id: 'qbrprep1117',
  title: 'Brightline QBR prep',
  date: '2026-11-17',
  time: '11:00',
  minutes: 60,
  guests: ['sam', 'lucas'],
});
oneOff({
  id: 'custcall1117',
  title: 'Customer call: Brightline',
  date: '2026-11-17',
  time: '13:00',
  minutes: 60,
  guests: ['rachel', 'tom', 'sam'],
});
oneOff({
  id: 'intsales1117',
  title: 'Interview: Sales candidate',
  date: '2026-11-17',
  time: '14:30',
  minutes: 30,
  guests: ['jordan'],
});
// Wed 18 Nov
oneOff({
  id: 'roadmapsnc1118',
  title: 'Roadmap sync',
  date: '2026-11-18',
  time: '10:00',
  minutes: 60,
  guests: ['hannah', 'omarH'],
});
oneOff({
  id: 'pricingcall1118',
  title: 'Brightline pricing call',
  date: '2026-11-18',
  time: '13:00',
  minutes: 30,
  guests: ['omarS', 'nina'],
});
// Thu 19 Nov
oneOff({ id: 'omarsnc1119', title: 'Sync with Omar', date: '2026-11-19', time: '11:00', minutes: 30, guests: ['omarH'] });
oneOff({
  id: 'qplanning1119',
  title: 'Quarterly planning',
  date: '2026-11-19',
  time: '13:00',
  minutes: 60,
  guests: ['priya', 'carlos', 'hannah'],
});
oneOff({
  id: 'costreport1119',
  title: 'Expense report review',
  date: '2026-11-19',
  time: '14:30',
  minutes: 30,
  guests: ['carlos'],
});
// Fri 20 Nov
oneOff({
  id: 'lunchlearn1120',
  title: 'Lunch & learn: pricing',
  date: '2026-11-20',
  time: '12:00',
  minutes: 60,
  guests: ['hannah', 'omarH', 'mei'],
});
oneOff({ id: 'dealdesk1120', title: 'Deal desk', date: '2026-11-20', time: '14:00', minutes: 45, guests: ['carlos', 'lucas'] });
// Weekend 21–22 Nov
oneOff({ id: 'market1121', title: 'Farmers market', date: '2026-11-21', time: '10:30', minutes: 90 });
oneOff({ id: 'callmom1122', title: 'Call Mom', date: '2026-11-22', time: '18:00', minutes: 30 });

// Mon 23 Nov
oneOff({
  id: 'forecast1123',
  title: 'Forecast review',
  date: '2026-11-23',
  time: '09:30',
  minutes: 60,
  guests: ['lucas', 'jordan', 'carlos'],
});
oneOff({ id: 'lunchhannah1123', title: 'Lunch with Hannah', date: '2026-11-23', time: '12:00', minutes: 60, guests: ['hannah'] });
oneOff({ id: 'callrachel1123', title: 'Call with Rachel', date: '2026-11-23', time: '17:00', minutes: 30, guests: ['rachel'] });
// Tue 24 Nov (today; now is 09:00)
oneOff({
  id: 'renevalcall1124',
  title: 'Brightline renewal call',
  date: '2026-11-24',
  time: '13:00',
  minutes: 45,
  guests: ['omarS', 'rachel', 'sam'],
});
oneOff({
  id: 'intse1124',
  title: 'Interview: Solutions engineer',
  date: '2026-11-24',
  time: '14:00',
  minutes: 30,
  guests: ['omarH', 'hannah'],
});
oneOff({
  id: 'budget1124',
  title: 'Budget check with Carlos',
  date: '2026-11-24',
  time: '15:00',
  minutes: 30,
  guests: ['carlos'],
});
// Wed 25 Nov
oneOff({
  id: 'sprint1125',
  title: 'Sprint planning',
  date: '2026-11-25',
  time: '10:00',
  minutes: 60,
  guests: ['omarH', 'hannah', 'mei'],
});
oneOff({ id: 'jordan1125', title: 'Check-in with Jordan', date: '2026-11-25', time: '11:30', minutes: 30, guests: ['jordan'] });
oneOff({
  id: 'teamlunch1125',
  title: 'Team lunch',
  date: '2026-11-25',
  time: '12:00',
  minutes: 60,
  guests: TEAM,
  statuses: { carlos: 'declined' },
  location: 'Osteria Nonna',
});
oneOff({
  id: 'contract1125',
  title: 'Brightline contract review',
  date: '2026-11-25',
  time: '13:00',
  minutes: 30,
  guests: ['omarS', 'nina'],
});
oneOff({
  id: 'salesmeeting1125',
  title: 'Sales meeting',
  date: '2026-11-25',
  time: '14:00',
  minutes: 60,
  guests: ['lucas', 'jordan', 'sam', 'priya'],
});
oneOff({ id: 'drcleaning1125', title: 'Pick up dry cleaning', date: '2026-11-25', time: '17:30', minutes: 30 });
// Thu 26 Nov: Thanksgiving (all-day, above); no work meetings
oneOff({ id: 'trot1126', title: 'Turkey trot 5K', date: '2026-11-26', time: '08:00', minutes: 60, location: 'Prospect Park' });
oneOff({
  id: 'dinnermom1126',
  title: "Thanksgiving dinner at Mom's",
  date: '2026-11-26',
  time: '16:00',
  minutes: 240,
  location: "Mom's house",
});
// Fri 27 Nov: no standup, no design sync; two meetings and a class
oneOff({
  id: 'pipelinerev1127',
  title: 'Pipeline review',
  date: '2026-11-27',
  time: '10:00',
  minutes: 30,
  guests: ['lucas', 'jordan'],
});
oneOff({
  id: 'harborcall1127',
  title: 'Partner call with Harbor Point',
  date: '2026-11-27',
  time: '16:00',
  minutes: 45,
  zone: 'Europe/London',
  guests: ['fiona', 'ben'],
});
oneOff({
  id: 'cooking1127',
  title: 'Cooking class',
  date: '2026-11-27',
  time: '14:00',
  minutes: 120,
  location: 'Hudson Kitchen Studio',
});
// Weekend 28–29 Nov
oneOff({ id: 'gamenight1128', title: 'Game night', date: '2026-11-28', time: '19:00', minutes: 180 });
oneOff({ id: 'mealprep1129', title: 'Meal prep', date: '2026-11-29', time: '16:00', minutes: 60 });

// Mon 30 Nov
oneOff({
  id: 'qkickoff1130',
  title: 'Q1 planning kickoff',
  date: '2026-11-30',
  time: '09:30',
  minutes: 60,
  guests: ['priya', 'hannah', 'carlos'],
});
oneOff({
  id: 'sakura1130',
  title: 'Sakura Systems sync',
  date: '2026-12-01',
  time: '09:00',
  minutes: 60,
  zone: 'Asia/Tokyo',
  guests: ['kenji', 'yuki'],
});
// Tue 1 Dec
oneOff({
  id: 'onboard1201',
  title: 'Brightline onboarding workshop',
  date: '2026-12-01',
  time: '11:00',
  minutes: 60,
  guests: ['omarS', 'rachel', 'tom', 'nina', 'sam'],
});
oneOff({
  id: 'pricingpage1201',
  title: 'Pricing page review',
  date: '2026-12-01',
  time: '13:00',
  minutes: 30,
  guests: ['mei', 'hannah'],
});
oneOff({
  id: 'intae1201',
  title: 'Interview: Account executive',
  date: '2026-12-01',
  time: '14:00',
  minutes: 45,
  guests: ['lucas', 'priya'],
});
oneOff({ id: 'haircut1201', title: 'Haircut', date: '2026-12-01', time: '18:00', minutes: 45, location: 'Barber & Co' });
// Wed 2 Dec
oneOff({
  id: 'secquestions1202',
  title: 'Security questionnaire review',
  date: '2026-12-02',
  time: '11:00',
  minutes: 60,
  guests: ['omarH', 'ingrid'],
});
oneOff({ id: 'lunchsam1202', title: 'Lunch with Sam', date: '2026-12-02', time: '12:30', minutes: 60, guests: ['sam'] });
oneOff({
  id: 'boarddeck1202',
  title: 'Board deck review',
  date: '2026-12-02',
  time: '14:00',
  minutes: 60,
  guests: ['priya', 'carlos'],
});
oneOff({ id: 'lucas1202', title: 'Check-in with Lucas', date: '2026-12-02', time: '15:30', minutes: 30, guests: ['lucas'] });
oneOff({
  id: 'rehearsal1202',
  title: 'Webinar dry run',
  date: '2026-12-02',
  time: '17:00',
  minutes: 30,
  guests: ['jordan', 'hannah'],
});
// Thu 3 Dec: the heavy day
oneOff({
  id: 'dealsakura1203',
  title: 'Deal review: Sakura',
  date: '2026-12-03',
  time: '09:30',
  minutes: 30,
  guests: ['lucas', 'jordan'],
});
oneOff({
  id: 'custcall1203',
  title: 'Customer call: Brightline',
  date: '2026-12-03',
  time: '10:30',
  minutes: 60,
  guests: ['rachel', 'tom'],
});
oneOff({
  id: 'demoprep1203',
  title: 'Product demo prep',
  date: '2026-12-03',
  time: '11:30',
  minutes: 30,
  guests: ['omarH', 'hannah'],
});
oneOff({
  id: 'budgetlunch1203',
  title: 'Working lunch: Q1 budget',
  date: '2026-12-03',
  time: '12:00',
  minutes: 60,
  guests: ['carlos', 'priya'],
});
oneOff({
  id: 'pacifickick1203',
  title: 'Pacific Design kickoff',
  date: '2026-12-03',
  time: '10:00',
  minutes: 60,
  zone: 'America/Los_Angeles',
  guests: ['elena', 'marcus', 'mei'],
});
oneOff({ id: 'apirev1203', title: 'API review', date: '2026-12-03', time: '14:00', minutes: 30, guests: ['omarH'] });
oneOff({
  id: 'intdesign1203',
  title: 'Interview: Product designer',
  date: '2026-12-03',
  time: '15:00',
  minutes: 45,
  guests: ['mei', 'hannah'],
});
oneOff({
  id: 'metrics1203',
  title: 'Weekly metrics review',
  date: '2026-12-03',
  time: '17:00',
  minutes: 30,
  guests: ['priya', 'lucas'],
});
// Fri 4 Dec: full of meetings with guests
oneOff({
  id: 'escalation1204',
  title: 'Brightline escalation',
  date: '2026-12-04',
  time: '09:30',
  minutes: 30,
  guests: ['omarS', 'tom', 'sam'],
});
oneOff({
  id: 'roadmap1204',
  title: 'Roadmap review',
  date: '2026-12-04',
  time: '10:30',
  minutes: 60,
  guests: ['priya', 'hannah', 'omarH'],
});
oneOff({ id: 'jordan1204', title: 'Check-in with Jordan', date: '2026-12-04', time: '11:30', minutes: 30, guests: ['jordan'] });
oneOff({ id: 'lunchomar1204', title: 'Lunch with Omar', date: '2026-12-04', time: '12:00', minutes: 60, guests: ['omarH'] });
oneOff({
  id: 'harborcontract1204',
  title: 'Harbor Point contract review',
  date: '2026-12-04',
  time: '13:30',
  minutes: 60,
  guests: ['fiona', 'ben', 'ingrid'],
});
oneOff({ id: 'dealdesk1204', title: 'Deal desk', date: '2026-12-04', time: '14:30', minutes: 30, guests: ['carlos', 'lucas'] });
oneOff({
  id: 'qbr1204',
  title: 'Quarterly business review',
  date: '2026-12-04',
  time: '15:00',
  minutes: 60,
  guests: ['rachel', 'nina', 'sam'],
});
oneOff({
  id: 'rapup1204',
  title: 'Week wrap-up',
  date: '2026-12-04',
  time: '16:30',
  minutes: 30,
  guests: ['dana', 'jordan', 'lucas'],
});
// Weekend 5–6 Dec
oneOff({ id: 'shopping1205', title: 'Holiday shopping', date: '2026-12-05', time: '13:00', minutes: 120 });
oneOff({ id: 'lunchmom1206', title: 'Lunch with Mom', date: '2026-12-06', time: '12:00', minutes: 90, location: 'Café Lumière' });

// Mon 7 Dec
oneOff({
  id: 'forecast1207',
  title: 'Forecast review',
  date: '2026-12-07',
  time: '09:30',
  minutes: 30,
  guests: ['lucas', 'jordan', 'carlos'],
});
oneOff({ id: 'lunchdana1207', title: 'Lunch with Dana', date: '2026-12-07', time: '12:00', minutes: 60, guests: ['dana'] });
// Tue 8 Dec
oneOff({ id: 'dentist1208', title: 'Dentist', date: '2026-12-08', time: '08:00', minutes: 45, location: 'Dr. Patel Dental' });
oneOff({
  id: 'sponsor1208',
  title: 'Brightline exec sponsor meeting',
  date: '2026-12-08',
  time: '11:00',
  minutes: 60,
  guests: ['omarS', 'rachel', 'tom', 'nina', 'sam', 'priya'],
});
oneOff({
  id: 'pricing1208',
  title: 'Pricing workshop',
  date: '2026-12-08',
  time: '14:00',
  minutes: 60,
  guests: ['hannah', 'carlos', 'lucas'],
});
oneOff({
  id: 'sakurapilot1208',
  title: 'Sakura pilot check-in',
  date: '2026-12-09',
  time: '08:00',
  minutes: 30,
  zone: 'Asia/Tokyo',
  guests: ['kenji', 'yuki'],
});
// Wed 9 Dec
oneOff({
  id: 'intsales1209',
  title: 'Interview: Sales candidate',
  date: '2026-12-09',
  time: '10:00',
  minutes: 60,
  guests: ['jordan', 'lucas'],
});
oneOff({
  id: 'offsite1209',
  title: 'Offsite planning',
  date: '2026-12-09',
  time: '13:00',
  minutes: 60,
  guests: ['priya', 'dana', 'hannah'],
});
// Thu 10 Dec
oneOff({
  id: 'debrief1210',
  title: 'Hiring debrief',
  date: '2026-12-10',
  time: '11:00',
  minutes: 30,
  guests: ['priya', 'jordan', 'lucas'],
});
oneOff({
  id: 'vendordemo1210',
  title: 'Vendor demo: Pacific Design',
  date: '2026-12-10',
  time: '13:00',
  minutes: 60,
  guests: ['elena', 'marcus'],
});
// Fri 11 Dec
oneOff({
  id: 'pipelinerev1211',
  title: 'Pipeline review',
  date: '2026-12-11',
  time: '11:00',
  minutes: 60,
  guests: ['lucas', 'jordan'],
});
oneOff({
  id: 'annualrev1211',
  title: 'Year-end review with Priya',
  date: '2026-12-11',
  time: '14:00',
  minutes: 60,
  guests: ['priya'],
});

// ---- Filler: ordinary weeks before 16 Nov and after 13 Dec, drawn with a seeded PRNG ---------

interface Template {
  title: string;
  guests: Who[];
  minutes: number;
  zone?: string;
  /** Evening slots (New York) for calls with Tokyo. */
  evening?: boolean;
  /** New York start times that are working hours for the guests too. */
  slots?: string[];
  past?: boolean;
}

const WORK_TEMPLATES: Template[] = [
  { title: 'Pipeline review', guests: ['lucas', 'jordan'], minutes: 30, past: true },
  { title: 'Customer call: Brightline', guests: ['rachel', 'tom'], minutes: 60, past: true },
  { title: 'Forecast review', guests: ['lucas', 'jordan', 'carlos'], minutes: 30, past: true },
  { title: 'Deal desk', guests: ['carlos', 'lucas'], minutes: 30, past: true },
  { title: 'Sync with Omar', guests: ['omarH'], minutes: 30, past: true },
  { title: 'Interview: Sales candidate', guests: ['jordan', 'lucas'], minutes: 45, past: true },
  { title: 'Brightline pricing call', guests: ['omarS', 'nina'], minutes: 30, past: true },
  { title: 'Lunch with Jordan', guests: ['jordan'], minutes: 60, past: true },
  { title: 'Coffee with Dana', guests: ['dana'], minutes: 30, past: true },
  { title: 'Sakura Systems sync', guests: ['kenji', 'yuki'], minutes: 60, zone: 'Asia/Tokyo', evening: true, past: true },
  { title: 'Roadmap sync', guests: ['hannah', 'omarH'], minutes: 60 },
  { title: 'Marketing sync', guests: ['hannah', 'mei'], minutes: 30 },
  { title: 'Finance review', guests: ['carlos', 'priya'], minutes: 60 },
  { title: 'Account planning', guests: ['sam', 'lucas'], minutes: 45 },
  { title: 'Interview: Backend engineer', guests: ['omarH', 'hannah'], minutes: 60 },
  {
    title: 'Harbor Point sync',
    guests: ['fiona', 'ingrid'],
    minutes: 30,
    zone: 'Europe/London',
    slots: ['09:30', '10:00', '10:30', '11:00', '11:30'],
  },
  {
    title: 'Pacific Design check-in',
    guests: ['elena', 'marcus'],
    minutes: 30,
    zone: 'America/Los_Angeles',
    slots: ['12:00', '13:00', '13:30', '14:00', '15:00', '16:00'],
  },
  { title: 'Product demo', guests: ['omarH', 'rachel'], minutes: 45 },
  { title: 'Onboarding plan review', guests: ['hannah', 'dana'], minutes: 30 },
  { title: 'Budget review', guests: ['carlos'], minutes: 30 },
];

const PERSONAL_TEMPLATES: Template[] = [
  { title: 'Groceries', guests: [], minutes: 60 },
  { title: 'Dinner with friends', guests: [], minutes: 120, evening: true },
  { title: 'Movie night', guests: [], minutes: 150, evening: true },
  { title: 'Car service', guests: [], minutes: 90 },
  { title: 'Run in the park', guests: [], minutes: 60 },
];

const rand = mulberry32(20261124);
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
};

const blockedDays = new Set<string>();
for (const a of allDays) {
  if (a.yearly) continue;
  for (let d = a.startDate; d < a.endDate; d = addDays(d, 1)) blockedDays.add(d);
}

function busyOn(start: number, end: number): boolean {
  return occurrences.some((o) => o.start < end && start < o.end);
}

const slugCount = new Map<string, number>();
function fillerId(title: string, date: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-v0-9]/g, '')
    .slice(0, 10);
  const base = `${slug}${date.slice(5, 7)}${date.slice(8, 10)}`;
  const n = (slugCount.get(base) ?? 0) + 1;
  slugCount.set(base, n);
  return n === 1 ? base : `${base}${String(n)}`;
}

function fill(from: string, to: string, past: boolean): void {
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (blockedDays.has(date)) continue;
    const day = weekdayOf(date);
    if (day === 'SA' || day === 'SU') {
      if (rand() < 0.7) {
        const t = pick(PERSONAL_TEMPLATES);
        const time = t.evening === true ? '19:00' : pick(['10:30', '11:00', '13:00', '14:30', '15:00']);
        const start = instant(date, time, HOME_ZONE);
        if (!busyOn(start, start + t.minutes * 60_000))
          oneOff({ id: fillerId(t.title, date), title: t.title, date, time, minutes: t.minutes });
      }
      continue;
    }
    const count = 2 + Math.floor(rand() * 3);
    const pool = WORK_TEMPLATES.filter((t) => past || t.past !== true);
    for (let i = 0; i < count; i++) {
      const t = pick(pool);
      const candidates =
        t.slots ??
        (t.evening === true
          ? ['19:00', '19:30', '20:00']
          : [
              '09:30',
              '10:00',
              '10:30',
              '11:00',
              '11:30',
              '12:00',
              '13:00',
              '13:30',
              '14:00',
              '14:30',
              '15:00',
              '15:30',
              '16:00',
              '16:30',
              '17:00',
            ]);
      const start0 = Math.floor(rand() * candidates.length);
      for (let k = 0; k < candidates.length; k++) {
        const time = candidates[(start0 + k) % candidates.length] ?? '10:00';
        const start = instant(date, time, HOME_ZONE);
        const end = start + t.minutes * 60_000;
        if (busyOn(start, end)) continue;
        if (occurrences.some((o) => o.title === t.title && wallClock(o.start, HOME_ZONE).date === date)) break;
        const zone = t.zone ?? HOME_ZONE;
        const local = wallClock(start, zone);
        oneOff({
          id: fillerId(t.title, date),
          title: t.title,
          date: local.date,
          time: local.time,
          minutes: t.minutes,
          guests: t.guests,
          zone,
        });
        break;
      }
    }
  }
}

fill(FIRST, '2026-11-13', true);
fill('2026-12-14', LAST, false);

// ---------------------------------------------------------------------------------------------
// Write

events.sort((a, b) => firstStart(a) - firstStart(b) || a.id.localeCompare(b.id));

function firstStart(e: CalendarEvent): number {
  return e.time.kind === 'timed' ? e.time.start : instant(e.time.startDate, '00:00', HOME_ZONE);
}

function clock(ms: number): string {
  return wallClock(ms, HOME_ZONE).time;
}

function guestList(guests: Who[]): string {
  return guests.length === 0 ? '—' : guests.map((g) => PEOPLE[g].name).join(', ');
}

function listing(): string {
  const lines: string[] = [];
  const seriesCount = events.filter((e) => (e.recurrence?.length ?? 0) > 0).length;
  lines.push('# The corpus calendar: five-months.json');
  lines.push('');
  lines.push('Generated by `npx tsx tests/corpus/generate-calendar.ts` (deterministic; do not edit by hand).');
  lines.push('');
  lines.push(`Owner: ${ALEX.name} <${ALEX.email}>, home zone ${HOME_ZONE}. Covers 2026-09-01 – 2027-01-31.`);
  lines.push(`"Now" for the corpus: **Tue 24 Nov 2026, 09:00 EST** (${NOW_ISO}).`);
  lines.push('');
  lines.push(
    `${String(events.length)} events (each series counted once): ${String(seriesCount)} recurring (3 of them yearly all-day birthdays), ` +
      `${String(allDays.length)} all-day events, ${String(events.filter((e) => (e.recurrence?.length ?? 0) === 0 && e.time.kind === 'timed').length)} one-off timed events.`,
  );
  lines.push('');
  lines.push(
    'Alex organises every event that has guests (attendee `organizer: true`, `self: true`); events with no guests are personal.',
  );
  lines.push('All times below are New York wall-clock time (EDT until 1 Nov, EST after).');
  lines.push('');
  lines.push('## Decisions');
  lines.push('');
  lines.push(
    '- **Thursday 26 Nov is Thanksgiving**: an all-day "Thanksgiving", a "Turkey trot 5K" and "Thanksgiving dinner at Mom\'s";',
  );
  lines.push(
    '  the series that fall on it (Sales standup, Team check-in, Spanish class) skip it (EXDATE). The heavy Thursday, the one',
  );
  lines.push(
    '  that "make Thursday lighter" is about, is **Thursday 3 Dec** (11 timed events); requests name it as "next Thursday" / "Thursday the 3rd".',
  );
  lines.push('- **Friday 27 Nov** (day after Thanksgiving): no standup and no Design sync, but two meetings with guests');
  lines.push(
    '  (Pipeline review 10:00, Partner call with Harbor Point 11:00 written as 16:00 London) and a Cooking class at 14:00.',
  );
  lines.push('  "My Friday meetings" / "this Friday" means 27 Nov.');
  lines.push(
    '- **"Next Friday" means Friday 4 Dec** (as the product brief reads it): 11 timed events, all with guests but the Gym.',
  );
  lines.push(
    '- **Afternoon classes left this month** (after now, Nov 24–30): Spanish class Tue 24 Nov 16:00, Cooking class Fri 27 Nov 14:00,',
  );
  lines.push('  Pottery class Mon 30 Nov 14:00 (a Monday). Yoga class (Sat 09:00) is a morning class.');
  lines.push(
    '- **Two Omars**: Omar Haddad (Kairos engineering, omar.haddad@kairos.test) and Omar Said (Brightline, omar@brightline.test).',
  );
  lines.push(
    '- Other zones: Partner call with Harbor Point (Europe/London), Sakura Systems sync and Sakura pilot check-in (Asia/Tokyo),',
  );
  lines.push(
    '  Pacific Design kickoff (America/Los_Angeles); filler Harbor Point syncs / Sakura syncs / Pacific Design check-ins too.',
  );
  lines.push('');
  lines.push('## People');
  lines.push('');
  lines.push('| key | name | email | company | role |');
  lines.push('| --- | --- | --- | --- | --- |');
  lines.push(`| (owner) | ${ALEX.name} | ${ALEX.email} | ${ALEX.company} | ${ALEX.role} |`);
  for (const [key, p] of Object.entries(PEOPLE)) lines.push(`| ${key} | ${p.name} | ${p.email} | ${p.company} | ${p.role} |`);
  lines.push('');
  lines.push('## Recurring series');
  lines.push('');
  lines.push('| id | title | rule (New York time) | guests |');
  lines.push('| --- | --- | --- | --- |');
  for (const e of events) {
    if ((e.recurrence?.length ?? 0) === 0 || e.time.kind !== 'timed') continue;
    const guests = e.attendees.filter((a) => a.self !== true).map((a) => a.name ?? a.email);
    const t = e.time;
    const rule = `${clock(t.start)}–${clock(t.end)} from ${wallClock(t.start, HOME_ZONE).date}; ${(e.recurrence ?? []).join(' ')}`;
    lines.push(`| ${e.id} | ${e.title} | ${rule} | ${guests.length === 0 ? '—' : guests.join(', ')} |`);
  }
  lines.push('');
  lines.push('## All-day events');
  lines.push('');
  lines.push('| id | title | dates (end exclusive) |');
  lines.push('| --- | --- | --- |');
  for (const a of allDays)
    lines.push(`| ${a.id} | ${a.title} | ${a.startDate} → ${a.endDate}${a.yearly ? ' (yearly, free)' : ''} |`);
  lines.push('');
  lines.push('## Every event, Mon 16 Nov – Fri 11 Dec 2026');
  lines.push('');
  lines.push(
    'Series occurrences are marked ↻ (their id is the series id). Zone is shown when the event was written in another zone.',
  );
  const from = '2026-11-16';
  const to = '2026-12-13';
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const dayStart = instant(date, '00:00', HOME_ZONE);
    const dayEnd = instant(addDays(date, 1), '00:00', HOME_ZONE);
    const label = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(`${date}T12:00:00Z`),
    );
    lines.push('');
    lines.push(`### ${label} (${date})${date === '2026-11-24' ? ' — today, now = 09:00' : ''}`);
    lines.push('');
    const dayAll = allDays.filter(
      (a) => (a.startDate <= date && date < a.endDate) || (a.yearly && a.startDate.slice(5) === date.slice(5)),
    );
    for (const a of dayAll) lines.push(`- all day — **${a.title}** \`${a.id}\``);
    const dayOcc = occurrences.filter((o) => o.start < dayEnd && o.end > dayStart).sort((a, b) => a.start - b.start);
    if (dayOcc.length === 0 && dayAll.length === 0) lines.push('- (nothing)');
    for (const o of dayOcc) {
      const zoneNote =
        o.zone === HOME_ZONE ? '' : ` [written ${wallClock(o.start, o.zone).time}–${wallClock(o.end, o.zone).time} ${o.zone}]`;
      lines.push(
        `- ${clock(o.start)}–${clock(o.end)} **${o.title}** \`${o.id}\`${o.series ? ' ↻' : ''}${zoneNote} — guests: ${guestList(o.guests)}`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}

mkdirSync(dirname(FIXTURE_PATH), { recursive: true });
writeFileSync(FIXTURE_PATH, `${JSON.stringify(events, null, 2)}\n`);
writeFileSync(LISTING_PATH, listing());
console.log(`wrote ${String(events.length)} events to ${FIXTURE_PATH}`);
