// Helpers shared by the date generators of the time corpus (dates-*.ts and holidays.ts, which write
// tests/corpus/time/tables/dates-*.json and holidays.json).
//
// Every expected value is worked out here from what the words mean, in the product's conventions
// (weeks start Monday; a date alone is the whole day in the zone; a date without a year is the next
// such date on or after today; a period already begun starts today), never copied from the reader.
// Run a generator with `npx tsx tests/corpus/time/generate/<group>.ts`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import { rowKey, timeRowSchema, type TimeRow } from '../run-time-corpus';

const HERE = dirname(fileURLToPath(import.meta.url));
const TABLES = join(HERE, '..', 'tables');

/** The reference moment and zone of the corpus: Tuesday 2026-11-24, 09:00 in New York. */
export const NOW = '2026-11-24T09:00:00-05:00';
export const TZ = 'America/New_York';

/** When and where a phrase is read. */
export interface Ctx {
  now: string;
  tz: string;
}
export const REF: Ctx = { now: NOW, tz: TZ };

/** A reading context from a wall-clock moment in a zone: `ctxAt('2026-11-29', 10, 'Europe/London')`. */
export function ctxAt(day: Day, hour: number, tz: string, minute = 0): Ctx {
  const [y, m, d] = parts(day);
  return { now: formatISO(new TZDate(y, m - 1, d, hour, minute, 0, tz)), tz };
}

/** A context at the same instant as `ctx`, read in another zone. */
export function inZone(ctx: Ctx, tz: string): Ctx {
  return { now: formatISO(new TZDate(Date.parse(ctx.now), tz)), tz };
}

export type Expect = TimeRow['expect'];
export type Span = NonNullable<Expect>;

// ---------------------------------------------------------------------------------------------
// Civil dates ('YYYY-MM-DD'), calendar arithmetic without zones

export type Day = string;

export function parts(day: Day): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (m === null) throw new Error(`not a day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The civil date y-m-d; throws if it does not exist (Feb 30). */
export function ymd(y: number, m: number, d: number): Day {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d)
    throw new Error(`no such day ${String(y)}-${String(m)}-${String(d)}`);
  return t.toISOString().slice(0, 10);
}

export function exists(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

export function addDays(day: Day, n: number): Day {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The first day of the month `n` months after the month of `day`. */
export function firstOfMonth(day: Day, n = 0): Day {
  const [y, m] = parts(day);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 10);
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: Day): number {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The Monday of the (Monday-first) week holding `day`. */
export function mondayOf(day: Day): Day {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

export function compareDays(a: Day, b: Day): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The date of an instant on the wall calendar of `tz`. */
export function dayIn(instant: string | number, tz: string): Day {
  return formatISO(new TZDate(typeof instant === 'number' ? instant : Date.parse(instant), tz), {
    representation: 'date',
  });
}

/** Today where the row is read. */
export function today(ctx: Ctx = REF): Day {
  return dayIn(ctx.now, ctx.tz);
}

// ---------------------------------------------------------------------------------------------
// Instants and expectations

/** Midnight at the start of a civil date in a zone, ISO with that zone's offset. */
export function midnight(day: Day, tz = TZ): string {
  const [y, m, d] = parts(day);
  const t = new TZDate(y, m - 1, d, 0, 0, 0, tz);
  if (dayIn(t.getTime(), tz) !== day || t.getHours() !== 0) throw new Error(`no midnight on ${day} in ${tz}`);
  return formatISO(t);
}

/** The days [from, toExclusive) as one span. */
export function days(from: Day, toExclusive: Day, tz = TZ): Span {
  if (compareDays(from, toExclusive) >= 0) throw new Error(`empty span ${from}..${toExclusive}`);
  return { start: midnight(from, tz), end: midnight(toExclusive, tz) };
}

/** A whole civil date: [00:00, next day 00:00). */
export function wholeDay(d: Day, tz = TZ): Span {
  return days(d, addDays(d, 1), tz);
}

/** The whole day y-m-d (in the reference zone unless told). */
export function day(y: number, m: number, d: number, tz = TZ): Span {
  return wholeDay(ymd(y, m, d), tz);
}

/** The days first..last, both included. */
export function through(first: Day, last: Day, tz = TZ): Span {
  return days(first, addDays(last, 1), tz);
}

/** A period [from, to) that, if already begun, starts today instead. */
export function fromToday(from: Day, toExclusive: Day, ctx: Ctx = REF): Span {
  const t = today(ctx);
  return days(compareDays(from, t) < 0 ? t : from, toExclusive, ctx.tz);
}

// ---------------------------------------------------------------------------------------------
// Dates without a year, weekdays, periods

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** 0 = Sunday … 6 = Saturday, from a name or abbreviation ("thurs", "Tue"). */
export function weekdayIndex(name: string): number {
  const i = WEEKDAYS.findIndex((w) => w.startsWith(name.toLowerCase().replace(/\.$/, '').slice(0, 3)));
  if (i < 0) throw new Error(`not a weekday: ${name}`);
  return i;
}

/** The next month/day on or after today (skipping years where it does not exist, e.g. Feb 29). */
export function nextDate(month: number, dom: number, ctx: Ctx = REF): Day {
  const t = today(ctx);
  for (let y = parts(t)[0]; y < parts(t)[0] + 8; y++) {
    if (!exists(y, month, dom)) continue;
    const d = ymd(y, month, dom);
    if (compareDays(d, t) >= 0) return d;
  }
  throw new Error(`no ${String(month)}/${String(dom)} ahead`);
}

/** The next date on or after `from` (default today) whose day of the month is `dom` ("the 3rd"). */
export function nextDom(dom: number, ctx: Ctx = REF, from = today(ctx)): Day {
  let first = firstOfMonth(from);
  for (let i = 0; i < 24; i++, first = firstOfMonth(first, 1)) {
    const [y, m] = parts(first);
    if (!exists(y, m, dom)) continue;
    const d = ymd(y, m, dom);
    if (compareDays(d, from) >= 0) return d;
  }
  throw new Error(`no day ${String(dom)} ahead`);
}

/** The first date on or after `from` that falls on weekday `wd` (0 = Sunday). */
export function onOrAfter(from: Day, wd: number): Day {
  return addDays(from, (wd - weekdayOf(from) + 7) % 7);
}

/** A bare weekday: the next one, today counting. */
export function bareWeekday(wd: number, ctx: Ctx = REF): Day {
  return onOrAfter(today(ctx), wd);
}

/** The next one strictly after today. */
export function comingWeekday(wd: number, ctx: Ctx = REF): Day {
  return onOrAfter(addDays(today(ctx), 1), wd);
}

/** Weekday `wd` of the week `offset` weeks from this one (0 this week, 1 next week, -1 last week). */
export function weekdayOfWeek(wd: number, offset: number, ctx: Ctx = REF): Day {
  return addDays(mondayOf(today(ctx)), offset * 7 + ((wd + 6) % 7));
}

/** The Monday-first week `offset` weeks from this one, as [Monday, next Monday). */
export function weekSpan(offset: number, ctx: Ctx = REF): Span {
  const mon = addDays(mondayOf(today(ctx)), offset * 7);
  return days(mon, addDays(mon, 7), ctx.tz);
}

export function monthSpan(y: number, m: number, tz = TZ): Span {
  const first = ymd(y, m, 1);
  return days(first, firstOfMonth(first, 1), tz);
}

export function yearSpan(y: number, tz = TZ): Span {
  return days(ymd(y, 1, 1), ymd(y + 1, 1, 1), tz);
}

/** Quarter q (1–4) of year y, whole. */
export function quarterSpan(y: number, q: number, tz = TZ): Span {
  const first = ymd(y, 3 * (q - 1) + 1, 1);
  return days(first, firstOfMonth(first, 3), tz);
}

/** "Qn" without a year: the next such quarter, starting today if it has begun. */
export function nextQuarter(q: number, ctx: Ctx = REF): Span {
  const t = today(ctx);
  const [y] = parts(t);
  for (const year of [y, y + 1]) {
    const first = ymd(year, 3 * (q - 1) + 1, 1);
    const end = firstOfMonth(first, 3);
    if (compareDays(end, t) > 0) return fromToday(first, end, ctx);
  }
  throw new Error('unreachable');
}

/** The quarter holding today (as a number) and its year. */
export function currentQuarter(ctx: Ctx = REF): { y: number; q: number } {
  const [y, m] = parts(today(ctx));
  return { y, q: Math.floor((m - 1) / 3) + 1 };
}

/** The n-th business day (Mon–Fri) after today. */
export function businessDaysAhead(n: number, ctx: Ctx = REF): Day {
  let d = today(ctx);
  for (let left = n; left > 0;) {
    d = addDays(d, 1);
    const wd = weekdayOf(d);
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------
// US holidays by rule

/** The n-th (1-based) weekday `wd` of a month, or the last one when n = -1. */
export function nthWeekday(y: number, m: number, wd: number, n: number): Day {
  if (n > 0) return addDays(onOrAfter(ymd(y, m, 1), wd), 7 * (n - 1));
  const last = ymd(y, m, daysInMonth(y, m));
  return addDays(last, -((weekdayOf(last) - wd + 7) % 7));
}

/** Western Easter Sunday (anonymous Gregorian algorithm). */
export function easter(y: number): Day {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dom = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(y, month, dom);
}

export type HolidayId =
  | 'thanksgiving'
  | 'black-friday'
  | 'christmas-eve'
  | 'christmas'
  | 'new-years-eve'
  | 'new-years-day'
  | 'mlk'
  | 'valentines'
  | 'presidents'
  | 'st-patricks'
  | 'good-friday'
  | 'easter'
  | 'mothers'
  | 'memorial'
  | 'fathers'
  | 'juneteenth'
  | 'independence'
  | 'labor'
  | 'halloween'
  | 'veterans';

/** The date of a holiday in year y. */
export function holidayIn(id: HolidayId, y: number): Day {
  switch (id) {
    case 'thanksgiving':
      return nthWeekday(y, 11, 4, 4);
    case 'black-friday':
      return addDays(nthWeekday(y, 11, 4, 4), 1);
    case 'christmas-eve':
      return ymd(y, 12, 24);
    case 'christmas':
      return ymd(y, 12, 25);
    case 'new-years-eve':
      return ymd(y, 12, 31);
    case 'new-years-day':
      return ymd(y, 1, 1);
    case 'mlk':
      return nthWeekday(y, 1, 1, 3);
    case 'valentines':
      return ymd(y, 2, 14);
    case 'presidents':
      return nthWeekday(y, 2, 1, 3);
    case 'st-patricks':
      return ymd(y, 3, 17);
    case 'good-friday':
      return addDays(easter(y), -2);
    case 'easter':
      return easter(y);
    case 'mothers':
      return nthWeekday(y, 5, 0, 2);
    case 'memorial':
      return nthWeekday(y, 5, 1, -1);
    case 'fathers':
      return nthWeekday(y, 6, 0, 3);
    case 'juneteenth':
      return ymd(y, 6, 19);
    case 'independence':
      return ymd(y, 7, 4);
    case 'labor':
      return nthWeekday(y, 9, 1, 1);
    case 'halloween':
      return ymd(y, 10, 31);
    case 'veterans':
      return ymd(y, 11, 11);
  }
}

/** The next occurrence of a holiday on or after today. */
export function nextHoliday(id: HolidayId, ctx: Ctx = REF): Day {
  const t = today(ctx);
  const [y] = parts(t);
  const d = holidayIn(id, y);
  return compareDays(d, t) >= 0 ? d : holidayIn(id, y + 1);
}

// ---------------------------------------------------------------------------------------------
// Words

const ORDINAL_WORDS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const CARDINAL_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** 1–31 as an ordinal word: "third", "twenty first", "thirtieth". */
export function ordinalWord(n: number): string {
  if (n >= 1 && n <= 20) return ORDINAL_WORDS[n] ?? '';
  if (n === 30) return 'thirtieth';
  if (n > 20 && n < 30) return `twenty ${ORDINAL_WORDS[n - 20] ?? ''}`;
  if (n === 31) return 'thirty first';
  throw new Error(`no ordinal word for ${String(n)}`);
}

/** 1–31 with its suffix: "1st", "22nd", "13th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const s = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${String(n)}${s}`;
}

/** 0–20 as a word. */
export function cardinalWord(n: number): string {
  const w = CARDINAL_WORDS[n];
  if (w === undefined) throw new Error(`no word for ${String(n)}`);
  return w;
}

/** Abbreviations of each month (index 0 = January), the first being the usual three letters. */
export const MONTH_ABBR: readonly (readonly string[])[] = [
  ['jan'],
  ['feb'],
  ['mar'],
  ['apr'],
  ['may'],
  ['jun'],
  ['jul'],
  ['aug'],
  ['sep', 'sept'],
  ['oct'],
  ['nov'],
  ['dec'],
];

/** Abbreviations of each weekday (index 0 = Sunday). */
export const WEEKDAY_ABBR: readonly (readonly string[])[] = [
  ['sun'],
  ['mon'],
  ['tue', 'tues'],
  ['wed', 'weds'],
  ['thu', 'thur', 'thurs'],
  ['fri'],
  ['sat'],
];

export function title(s: string): string {
  return s.replace(/(^|[\s(-])([a-z])/g, (_, pre: string, c: string) => `${pre}${c.toUpperCase()}`);
}

export function capitalize(s: string): string {
  return s.length === 0 ? s : `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness (deterministic output)

export interface Rng {
  next(): number;
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(list: readonly T[]): T[];
  sample<T>(list: readonly T[], n: number): T[];
}

/** mulberry32, seeded from a string. */
export function rng(seed: string): Rng {
  let a = 0x9e3779b9;
  for (const ch of seed) a = Math.imul(a ^ ch.charCodeAt(0), 0x85ebca6b) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[int(list.length)] as T;
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    shuffle,
    sample: (list, n) => shuffle(list).slice(0, n),
  };
}

/** Writes a phrase in one of a few casings: as is (lower), Capitalized, Title Case, rarely UPPER. */
export function casing(r: Rng, s: string): string {
  const x = r.next();
  if (x < 0.55) return s;
  if (x < 0.8) return capitalize(s);
  if (x < 0.95) return title(s);
  return s.toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Rows and tables

export interface RowBuilder {
  add(text: string, category: string, expect: Expect, ctx?: Ctx): void;
  rows: TimeRow[];
}

/** Collects rows; a row read at another moment or zone carries `now`/`tz`, a default one leaves them out. */
export function builder(): RowBuilder {
  const rows: TimeRow[] = [];
  return {
    rows,
    add(text, category, expect, ctx = REF) {
      rows.push({
        text,
        category,
        ...(ctx.now === NOW ? {} : { now: ctx.now }),
        ...(ctx.tz === TZ ? {} : { tz: ctx.tz }),
        expect,
      });
    },
  };
}

/** Validates the rows, drops exact repeats (same text, now and zone) and writes tables/<name>.json. */
export function writeTable(name: string, rows: TimeRow[]): void {
  const seen = new Map<string, TimeRow>();
  for (const row of rows) {
    const parsed = timeRowSchema.safeParse(row);
    if (!parsed.success) throw new Error(`invalid row ${JSON.stringify(row)}: ${parsed.error.message}`);
    const key = rowKey(row);
    const before = seen.get(key.toLowerCase());
    if (before !== undefined) {
      if (JSON.stringify(before.expect) !== JSON.stringify(row.expect))
        throw new Error(`two meanings for ${key}: ${JSON.stringify(before.expect)} vs ${JSON.stringify(row.expect)}`);
      continue;
    }
    seen.set(key.toLowerCase(), row);
  }
  const out = [...seen.values()];
  writeFileSync(join(TABLES, `${name}.json`), `${JSON.stringify(out, null, 2)}\n`);
  const counts = new Map<string, number>();
  for (const r of out) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  console.log(
    `${name}.json: ${String(out.length)} rows (${[...counts].map(([c, n]) => `${c} ${String(n)}`).join(', ')})` +
      (out.length < rows.length ? `; ${String(rows.length - out.length)} repeats dropped` : ''),
  );
}
