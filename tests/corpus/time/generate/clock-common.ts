// Helpers shared by the clock-*.ts generators of the time corpus (tests/corpus/time/tables/clock-*.json).
//
// Every expected value is worked out here from what the words mean, in the product's conventions
// (a clock without a date is today if still ahead of now, else tomorrow; a bare hour 1–7 is pm,
// 8–11 am, 12 noon; "midnight" is 00:00 at the end of the named day; parts of day are fixed windows),
// never copied from the reader. Run a generator with `npx tsx tests/corpus/time/generate/clock-<group>.ts`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import { rowKey, timeRowSchema, type TimeRow } from '../run-time-corpus';
import { REF, TZ, WEEKDAYS, addDays, dayIn, parts, today, weekdayOf, type Ctx, type Day, type Expect } from './common';

// The corpus's moment and dates are common.ts's; what follows is the clock's own.
const TABLES = join(dirname(fileURLToPath(import.meta.url)), '..', 'tables');
export { NOW, REF, TZ, addDays, builder, dayIn, today, weekdayOf } from './common';
export type { Ctx, Day, Expect, RowBuilder } from './common';

export function tomorrow(ctx: Ctx = REF): Day {
  return addDays(today(ctx), 1);
}

/** The next date after today that falls on the weekday (by name or 0–6); "friday" read on a Tuesday is this Friday. */
export function weekday(name: string | number, ctx: Ctx = REF): Day {
  const want = typeof name === 'number' ? name : WEEKDAYS.findIndex((w) => w.startsWith(name.toLowerCase().slice(0, 3)));
  if (want < 0) throw new Error(`not a weekday: ${String(name)}`);
  const t = today(ctx);
  const ahead = (want - weekdayOf(t) + 7) % 7 || 7;
  return addDays(t, ahead);
}

/**
 * The instant of a wall-clock time on a civil date in a zone, as ISO with that zone's offset.
 * Hours past 24 roll into the next day ("midnight" of a day is hour 24 of it).
 */
export function at(day: Day, hour: number, minute = 0, tz = TZ): string {
  const roll = Math.floor(hour / 24);
  const [y, mo, d] = parts(addDays(day, roll));
  const t = new TZDate(y, mo - 1, d, hour - roll * 24, minute, 0, tz);
  const iso = formatISO(t);
  // A wall time that does not exist (the hour skipped when clocks go forward) would shift; refuse it.
  if (formatISO(t, { representation: 'time' }).slice(0, 5) !== `${pad(hour - roll * 24)}:${pad(minute)}`)
    throw new Error(`${day} ${String(hour)}:${String(minute)} does not exist in ${tz}`);
  return iso;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A clock time without a date: today (in `zone`) if still ahead of now, else tomorrow there. */
export function nextClock(hour: number, minute = 0, ctx: Ctx = REF, zone = ctx.tz): string {
  const day = dayIn(ctx.now, zone);
  const same = at(day, hour, minute, zone);
  return Date.parse(same) > Date.parse(ctx.now) ? same : at(addDays(day, 1), hour, minute, zone);
}

/** The day a clock without a date lands on (today if still ahead, else tomorrow). */
export function nextClockDay(hour: number, minute = 0, ctx: Ctx = REF): Day {
  return dayIn(nextClock(hour, minute, ctx), ctx.tz);
}

/** An instant `minutes` after now (elapsed time). */
export function fromNow(minutes: number, ctx: Ctx = REF): string {
  return formatISO(new TZDate(Date.parse(ctx.now) + minutes * 60_000, ctx.tz));
}

/** An instant `minutes` after another (elapsed time), in `tz`'s offset. */
export function plusMinutes(instant: string, minutes: number, tz = TZ): string {
  return formatISO(new TZDate(Date.parse(instant) + minutes * 60_000, tz));
}

export function point(start: string): NonNullable<Expect> {
  return { start };
}

export function span(start: string, end: string): NonNullable<Expect> {
  return { start, end };
}

/** The wall-clock window [h1:m1, h2:m2) of a day (h2 may be 24 for the following midnight). */
export function window(day: Day, h1: number, m1: number, h2: number, m2: number, tz = TZ): NonNullable<Expect> {
  return span(at(day, h1, m1, tz), at(day, h2, m2, tz));
}

// ---------------------------------------------------------------------------------------------
// Meanings of small words

/** A bare hour without am/pm: 1–7 pm, 8–11 am, 12 noon. Returns the 24-hour hour. */
export function bareHour(h: number): number {
  if (h < 1 || h > 12) throw new Error(`not a bare hour: ${String(h)}`);
  if (h === 12) return 12;
  return h <= 7 ? h + 12 : h;
}

/** 12-hour clock to 24-hour hour. */
export function h24(h: number, meridiem: 'am' | 'pm'): number {
  if (h < 1 || h > 12) throw new Error(`not a 12-hour hour: ${String(h)}`);
  if (meridiem === 'am') return h === 12 ? 0 : h;
  return h === 12 ? 12 : h + 12;
}

/** Parts of the day, as [start hour, end hour) on the named day. */
export const PARTS = {
  morning: [8, 12],
  afternoon: [12, 17],
  evening: [17, 21],
  tonight: [18, 23],
  night: [18, 23],
  lunch: [12, 13],
  lunchtime: [12, 13],
} as const satisfies Record<string, readonly [number, number]>;
export type PartName = keyof typeof PARTS;

export function partWindow(day: Day, part: PartName, tz = TZ): NonNullable<Expect> {
  const [a, b] = PARTS[part];
  return window(day, a, 0, b, 0, tz);
}

const ONES = [
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
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty'];

/** 0–59 in words ("forty five"). */
export function words(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 59) throw new Error(`no words for ${String(n)}`);
  if (n < 20) return ONES[n] ?? '';
  const t = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? t : `${t} ${ONES[n % 10] ?? ''}`;
}

/** A clock spoken: "three", "three thirty", "nine oh five". */
export function spokenClock(h: number, m: number): string {
  if (m === 0) return words(h);
  return m < 10 ? `${words(h)} oh ${words(m)}` : `${words(h)} ${words(m)}`;
}

/** 12-hour display of a 24-hour time: "3pm", "3:30pm", "11am", "12pm". */
export function twelve(hour: number, minute = 0, style: { space?: boolean; upper?: boolean; dots?: boolean } = {}): string {
  const mer = hour < 12 ? 'am' : 'pm';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  let suffix: string = mer;
  if (style.dots) suffix = `${mer[0] ?? ''}.m.`;
  if (style.upper) suffix = suffix.toUpperCase();
  const clock = minute === 0 ? String(h) : `${String(h)}:${pad(minute)}`;
  return `${clock}${style.space ? ' ' : ''}${suffix}`;
}

export { pad };

// ---------------------------------------------------------------------------------------------
// Rows and tables

/** Unlike common.ts's, repeats are exact: "Noon" and "noon" are two rows here, testing case. */
/** Validates the rows, drops exact repeats (same text, now and zone) and writes tables/<name>.json. */
export function writeTable(name: string, rows: TimeRow[]): void {
  const seen = new Map<string, TimeRow>();
  for (const row of rows) {
    const parsed = timeRowSchema.safeParse(row);
    if (!parsed.success) throw new Error(`invalid row ${JSON.stringify(row)}: ${parsed.error.message}`);
    const key = rowKey(row);
    const before = seen.get(key);
    if (before !== undefined) {
      if (JSON.stringify(before.expect) !== JSON.stringify(row.expect))
        throw new Error(`two meanings for ${key}: ${JSON.stringify(before.expect)} vs ${JSON.stringify(row.expect)}`);
      continue;
    }
    seen.set(key, row);
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

/** Picks items spread through a list (deterministic): every k-th so that about `n` remain. */
export function spread<T>(list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  const step = list.length / n;
  const out: T[] = [];
  for (let i = 0; i < n; i++) {
    const item = list[Math.floor(i * step)];
    if (item !== undefined) out.push(item);
  }
  return out;
}
