// Runs the time corpus (tests/corpus/time/tables/*.json) through the built-in reader and judges
// each row by the instants it reads, against expected values worked out from what the words mean.
//
//   npx tsx tests/corpus/time/run-time-corpus.ts [--category X[,Y]] [--verbose] [--write-passing] [--tables DIR]
//
// --tables DIR reads the rows from DIR instead of tables/ (a held-out set, e.g. holdout/); such rows
// are measured, never recorded, so --write-passing is refused with it.
//
// A row reads `parseRequest(text, { now, timeZone })`; the time read is `when` (start, and end if it
// has one) or, when `when` has no end, start + `entities.durationMinutes`. It passes when both sides
// are null (no time), or the starts are the same instant and the ends agree (both absent, or the
// same instant). --write-passing records the passing rows in passing.json, the ratchet that
// tests/integration/time-corpus.test.ts holds.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import { z } from 'zod';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const HERE = dirname(fileURLToPath(import.meta.url));
export const TABLES_DIR = join(HERE, 'tables');
/** Row keys (see rowKey) known to pass; the ratchet test fails if any of them stops passing. */
export const PASSING_FILE = join(HERE, 'passing.json');

/** The reference moment of a row that gives none: a Tuesday morning in New York. */
export const DEFAULT_NOW = '2026-11-24T09:00:00-05:00';
export const DEFAULT_TZ = 'America/New_York';

/** The order categories are reported in; categories not listed (another table's) follow, sorted. */
export const CATEGORY_ORDER = [
  'absolute-date',
  'numeric-date',
  'ordinal-day',
  'relative-day',
  'weekday',
  'week-month-year',
  'quarter-year',
  'clock-12h',
  'clock-24h',
  'clock-words',
  'date-and-time',
  'part-of-day',
  'range-time',
  'range-date',
  'duration-attached',
  'relative-instant',
  'holiday',
  'zone',
  'asr',
  'embedded',
  'negative',
] as const;

// ---------------------------------------------------------------------------------------------
// Rows

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const instantSchema = z.iso.datetime({ offset: true });

export const expectSchema = z
  .strictObject({ start: instantSchema, end: instantSchema.optional() })
  .refine((e) => e.end === undefined || Date.parse(e.end) > Date.parse(e.start), 'end must come after start');

export const timeRowSchema = z.strictObject({
  text: z.string().trim().min(1),
  category: z.string().trim().min(1),
  now: instantSchema.optional(),
  tz: z.string().refine(isTimeZone, 'an IANA time zone').optional(),
  expect: expectSchema.nullable(),
});
export type TimeRow = z.infer<typeof timeRowSchema>;

export interface LoadedRow {
  file: string;
  index: number;
  row: TimeRow;
}

export interface InvalidRow {
  file: string;
  index: number;
  problem: string;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Every row of every tables/*.json (an array of rows, or `{ "rows": [...] }`), and the ones that are not valid. */
export function loadTimeTables(dir = TABLES_DIR): { rows: LoadedRow[]; invalid: InvalidRow[] } {
  const rows: LoadedRow[] = [];
  const invalid: InvalidRow[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      invalid.push({ file, index: -1, problem: `not JSON: ${String(error)}` });
      continue;
    }
    const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.rows) ? data.rows : undefined;
    if (list === undefined) {
      invalid.push({ file, index: -1, problem: 'expected an array of rows' });
      continue;
    }
    list.forEach((item: unknown, index) => {
      const parsed = timeRowSchema.safeParse(item);
      if (parsed.success) rows.push({ file, index, row: parsed.data });
      else
        invalid.push({
          file,
          index,
          problem: `${JSON.stringify(item)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        });
    });
  }
  return { rows, invalid };
}

/** What identifies a row: its text, the moment it is read at and the zone. */
export function rowKey(row: Pick<TimeRow, 'text' | 'now' | 'tz'>): string {
  return `${row.text} | ${row.now ?? DEFAULT_NOW} | ${row.tz ?? DEFAULT_TZ}`;
}

// ---------------------------------------------------------------------------------------------
// Reading and judging

/** A time as epoch milliseconds; `end` exclusive. */
export interface Span {
  start: number;
  end?: number;
}

export interface RowResult {
  file: string;
  key: string;
  row: TimeRow;
  pass: boolean;
  expected: Span | null;
  actual: Span | null;
  /** The reader threw. */
  error?: string;
}

function expectedSpan(row: TimeRow): Span | null {
  if (row.expect === null) return null;
  const start = Date.parse(row.expect.start);
  return row.expect.end === undefined ? { start } : { start, end: Date.parse(row.expect.end) };
}

/** The time the built-in reader finds in a row's text, as the corpus judges it. */
export function readTime(row: TimeRow): Span | null {
  const now = Date.parse(row.now ?? DEFAULT_NOW);
  const parsed = parseRequest(row.text, { now, timeZone: row.tz ?? DEFAULT_TZ });
  const when = parsed.when;
  if (when === undefined) return null;
  const minutes = parsed.entities.durationMinutes;
  const end = when.end ?? (minutes !== undefined && minutes > 0 ? when.start + minutes * 60_000 : undefined);
  return end === undefined ? { start: when.start } : { start: when.start, end };
}

export function sameSpan(expected: Span | null, actual: Span | null): boolean {
  if (expected === null || actual === null) return expected === actual;
  return expected.start === actual.start && expected.end === actual.end;
}

export function judgeRow(loaded: LoadedRow): RowResult {
  const { file, row } = loaded;
  const expected = expectedSpan(row);
  const base = { file, key: rowKey(row), row, expected };
  try {
    const actual = readTime(row);
    return { ...base, actual, pass: sameSpan(expected, actual) };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ...base, actual: null, pass: false, error: message };
  }
}

/** Reads every valid row (or those of the given categories) and judges it. */
export function runTimeCorpus(options: { categories?: readonly string[]; dir?: string } = {}): RowResult[] {
  const { rows } = loadTimeTables(options.dir);
  const only = options.categories ?? [];
  return rows.filter((r) => only.length === 0 || only.includes(r.row.category)).map(judgeRow);
}

// ---------------------------------------------------------------------------------------------
// Reporting

function isoIn(ms: number, tz: string): string {
  return formatISO(new TZDate(ms, tz));
}

export function showSpan(span: Span | null, tz: string): string {
  if (span === null) return 'no time';
  return span.end === undefined ? isoIn(span.start, tz) : `${isoIn(span.start, tz)} – ${isoIn(span.end, tz)}`;
}

/** One failing row, for the runner's --verbose and the ratchet test's message. */
export function describeFailure(r: RowResult): string {
  const tz = r.row.tz ?? DEFAULT_TZ;
  const context = r.row.now === undefined && r.row.tz === undefined ? '' : `  (now ${r.row.now ?? DEFAULT_NOW}, ${tz})`;
  const got = r.error === undefined ? showSpan(r.actual, tz) : `threw ${r.error}`;
  return `[${r.row.category}] ${JSON.stringify(r.row.text)}${context}\n    expected ${showSpan(r.expected, tz)}\n    actual   ${got}`;
}

export function orderCategories(names: Iterable<string>): string[] {
  const set = new Set(names);
  const known: string[] = CATEGORY_ORDER.filter((c) => set.has(c));
  const rest = [...set].filter((c) => !known.includes(c)).sort();
  return [...known, ...rest];
}

function argValues(args: string[], name: string): string[] {
  const out: string[] = [];
  args.forEach((a, i) => {
    if (a === name) out.push(...(args[i + 1] ?? '').split(','));
    else if (a.startsWith(`${name}=`)) out.push(...a.slice(name.length + 1).split(','));
  });
  return out.filter((s) => s !== '');
}

const pct = (p: number, n: number): string => `${(n === 0 ? 0 : (100 * p) / n).toFixed(1)}%`;

function main(): void {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const categories = argValues(args, '--category');
  const tables = argValues(args, '--tables');
  if (tables.length > 1) throw new Error('--tables takes one directory');
  const dir = tables[0];
  if (dir !== undefined && args.includes('--write-passing'))
    throw new Error('--write-passing records tables/ only; leave out --tables');
  const { rows, invalid } = loadTimeTables(dir);
  for (const bad of invalid) console.log(`! invalid row ${bad.file}#${String(bad.index)}: ${bad.problem}`);
  const present = new Set(rows.map((r) => r.row.category));
  const unknown = categories.filter((c) => !present.has(c));
  if (unknown.length > 0)
    throw new Error(`unknown category ${unknown.join(', ')}; one of ${orderCategories(present).join(', ')}`);
  if (args.includes('--write-passing') && categories.length > 0)
    throw new Error('--write-passing records the whole corpus; leave out --category');

  const results = runTimeCorpus({ categories, dir });
  if (verbose) for (const r of results) if (!r.pass) console.log(`✗ ${describeFailure(r)}`);

  const passed = new Map<string, number>();
  const total = new Map<string, number>();
  for (const r of results) {
    total.set(r.row.category, (total.get(r.row.category) ?? 0) + 1);
    if (r.pass) passed.set(r.row.category, (passed.get(r.row.category) ?? 0) + 1);
  }
  console.log('');
  console.log(`${'category'.padEnd(20)} ${'passed/total'.padStart(13)}  ${'pct'.padStart(6)}`);
  for (const cat of orderCategories(total.keys())) {
    const n = total.get(cat) ?? 0;
    const p = passed.get(cat) ?? 0;
    console.log(`${cat.padEnd(20)} ${`${String(p)}/${String(n)}`.padStart(13)}  ${pct(p, n).padStart(6)}`);
  }
  const allPassed = results.filter((r) => r.pass).length;
  console.log(
    `${'total'.padEnd(20)} ${`${String(allPassed)}/${String(results.length)}`.padStart(13)}  ${pct(allPassed, results.length).padStart(6)}`,
  );

  if (args.includes('--write-passing')) {
    const keys = results
      .filter((r) => r.pass)
      .map((r) => r.key)
      .sort();
    writeFileSync(PASSING_FILE, `${JSON.stringify([...new Set(keys)], null, 2)}\n`);
    console.log(`wrote ${String(keys.length)} passing rows to ${PASSING_FILE}`);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main();
}
