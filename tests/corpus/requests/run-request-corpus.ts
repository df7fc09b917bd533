// Runs the request corpus (tests/corpus/requests/tables/*.json) through the built-in reader and
// judges each row field by field, against expected values worked out from what the words mean.
//
//   npx tsx tests/corpus/requests/run-request-corpus.ts [--category X[,Y]] [--verbose] [--write-passing] [--tables DIR]
//
// --tables DIR reads the rows from DIR instead of tables/ (a held-out set, e.g. holdout/); such rows
// are measured, never recorded, so --write-passing is refused with it.
//
// A row reads `parseRequest(text, { now, timeZone })` at the reference moment (Tuesday 2026-11-24
// 09:00, America/New_York) and checks only the fields its `expect` gives:
//   intent, title (case-insensitive, trimmed, outer quotes dropped), attendees (a set, each
//   attendee's email ?? name, case-insensitive), durationMinutes, start (`when.start`, the same
//   instant), end (`when.end`, or start + durationMinutes when `when` has no end), noTime (no `when`),
//   recurrence (FREQ and BYDAY; DAILY with BYDAY reads as WEEKLY; INTERVAL when the row gives one),
//   shiftMinutes, timePreference, constraints (each expected one found among the reading's, with the
//   type, who, days and strength given), noAction, parts (how many steps).
// A row of category negative-no-action also checks `notCreate`: whatever it is, it is not a new event.
// --write-passing records the passing rows in passing.json, the ratchet that
// tests/integration/request-corpus.test.ts holds.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import { z } from 'zod';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import type { ParsedRequest } from '../../../lib/core/nlu/parsed-request';

const HERE = dirname(fileURLToPath(import.meta.url));
export const TABLES_DIR = join(HERE, 'tables');
/** Row keys (see rowKey) known to pass; the ratchet test fails if any of them stops passing. */
export const PASSING_FILE = join(HERE, 'passing.json');

/** The reference moment every row is read at: a Tuesday morning in New York. */
export const CORPUS_NOW = '2026-11-24T09:00:00-05:00';
export const CORPUS_ZONE = 'America/New_York';

/** The order categories are reported in; any other category follows, sorted. */
export const CATEGORY_ORDER = [
  'create-basic',
  'create-with-people',
  'create-titled',
  'create-duration',
  'create-recurring',
  'remind',
  'update-move',
  'update-shift',
  'update-rename',
  'update-duration',
  'delete',
  'query-day',
  'query-free',
  'query-when',
  'query-who',
  'show-more',
  'bulk-delete',
  'bulk-move',
  'multi-step',
  'constraints-others',
  'constraints-self',
  'asr',
  'non-native',
  'negative-no-action',
  'negative-no-time',
] as const;

export const VOICES = [
  'terse',
  'chatty',
  'asr',
  'non-native',
  'polite',
  'question',
  'imperative',
  'colloquial',
  'formal',
] as const;

/** The fields a row can check, in the order they are reported. */
export const FIELDS = [
  'intent',
  'notCreate',
  'title',
  'attendees',
  'durationMinutes',
  'start',
  'end',
  'noTime',
  'recurrence',
  'shiftMinutes',
  'timePreference',
  'constraints',
  'noAction',
  'parts',
] as const;
export type Field = (typeof FIELDS)[number];

// ---------------------------------------------------------------------------------------------
// Rows

const instantSchema = z.iso.datetime({ offset: true });
const INTENTS = [
  'create_event',
  'update_event',
  'delete_event',
  'query_events',
  'show_more',
  'suggest_activities',
  'navigate_booking',
  'bulk',
  'help',
] as const;
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export const expectedConstraintSchema = z.strictObject({
  type: z.enum(['avoid', 'within', 'keep_free', 'leave_gap', 'order']),
  who: z.string().trim().min(1).optional(),
  days: z.array(z.enum(DAYS)).min(1).optional(),
  strength: z.enum(['hard', 'preference']).optional(),
});

export const expectSchema = z
  .strictObject({
    intent: z.enum(INTENTS).optional(),
    title: z.string().trim().min(1).optional(),
    attendees: z.array(z.string().trim().min(1)).min(1).optional(),
    durationMinutes: z.number().int().positive().optional(),
    start: instantSchema.optional(),
    end: instantSchema.optional(),
    noTime: z.literal(true).optional(),
    recurrence: z
      .string()
      .regex(/^RRULE:FREQ=(?:DAILY|WEEKLY|MONTHLY|YEARLY)(?:;[A-Z]+=[A-Z0-9,+-]+)*$/)
      .optional(),
    shiftMinutes: z
      .number()
      .int()
      .refine((n) => n !== 0, 'a shift moves the event')
      .optional(),
    timePreference: z.enum(['earlier', 'later', 'specific']).optional(),
    constraints: z.array(expectedConstraintSchema).min(1).optional(),
    noAction: z.literal(true).optional(),
    parts: z.number().int().min(2).optional(),
  })
  .refine((e) => Object.keys(e).length > 0, 'expect checks at least one field')
  .refine((e) => e.noTime === undefined || (e.start === undefined && e.end === undefined), 'noTime with a start or end')
  .refine(
    (e) => e.end === undefined || e.start === undefined || Date.parse(e.end) > Date.parse(e.start),
    'end must come after start',
  );
export type Expect = z.infer<typeof expectSchema>;

export const requestRowSchema = z.strictObject({
  text: z.string().trim().min(1),
  category: z.string().trim().min(1),
  voice: z.enum(VOICES),
  expect: expectSchema,
});
export type RequestRow = z.infer<typeof requestRowSchema>;

export interface LoadedRow {
  file: string;
  index: number;
  row: RequestRow;
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
export function loadRequestTables(dir = TABLES_DIR): { rows: LoadedRow[]; invalid: InvalidRow[] } {
  const rows: LoadedRow[] = [];
  const invalid: InvalidRow[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const seen = new Map<string, string>();
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
      const parsed = requestRowSchema.safeParse(item);
      if (!parsed.success) {
        invalid.push({
          file,
          index,
          problem: `${JSON.stringify(item)}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        });
        return;
      }
      const key = rowKey(parsed.data);
      const first = seen.get(key);
      if (first !== undefined) {
        invalid.push({ file, index, problem: `duplicate of ${first}: ${key}` });
        return;
      }
      seen.set(key, `${file}#${String(index)}`);
      rows.push({ file, index, row: parsed.data });
    });
  }
  return { rows, invalid };
}

/** What identifies a row: its category and its text. */
export function rowKey(row: Pick<RequestRow, 'category' | 'text'>): string {
  return `${row.category} | ${row.text}`;
}

// ---------------------------------------------------------------------------------------------
// Judging

export interface FieldResult {
  field: Field;
  pass: boolean;
  expected: string;
  actual: string;
}

export interface RowResult {
  file: string;
  key: string;
  row: RequestRow;
  pass: boolean;
  /** One entry per field the row checks. */
  fields: FieldResult[];
  /** The reader threw. */
  error?: string;
}

const iso = (ms: number): string => formatISO(new TZDate(ms, CORPUS_ZONE));
const show = (x: unknown): string => (x === undefined ? '—' : typeof x === 'string' ? x : JSON.stringify(x));

function normTitle(s: string): string {
  return s
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const normName = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
}

interface Rule {
  freq: string;
  byday: string[];
  interval: number;
  hasInterval: boolean;
}

/** FREQ, BYDAY and INTERVAL of an RRULE line; DAILY with BYDAY is the same as WEEKLY with it. */
function readRule(line: string): Rule {
  const parts = new Map<string, string>();
  for (const piece of line.replace(/^RRULE:/i, '').split(';')) {
    const [k, v] = piece.split('=');
    if (k !== undefined && v !== undefined) parts.set(k.toUpperCase(), v.toUpperCase());
  }
  const byday = (parts.get('BYDAY') ?? '').split(',').filter((d) => d !== '');
  let freq = parts.get('FREQ') ?? '';
  if (freq === 'DAILY' && byday.length > 0) freq = 'WEEKLY';
  const intervalText = parts.get('INTERVAL');
  return { freq, byday, interval: Number(intervalText ?? '1'), hasInterval: intervalText !== undefined };
}

function sameRule(expected: string, actual: string | undefined): boolean {
  if (actual === undefined) return false;
  const e = readRule(expected);
  const a = readRule(actual);
  if (e.freq !== a.freq || !sameSet(e.byday, a.byday)) return false;
  return !e.hasInterval || e.interval === a.interval;
}

type ExpectedConstraint = z.infer<typeof expectedConstraintSchema>;

function constraintMatches(want: ExpectedConstraint, got: ParsedRequest['constraints'][number]): boolean {
  if (want.type !== got.type) return false;
  if (want.who !== undefined && normName(want.who) !== normName(got.who)) return false;
  if (want.strength !== undefined && want.strength !== got.strength) return false;
  if (want.days !== undefined) {
    const days = 'days' in got ? (got.days ?? []) : [];
    if (!sameSet(want.days, days)) return false;
  }
  return true;
}

function showConstraint(c: ExpectedConstraint | ParsedRequest['constraints'][number]): string {
  const days = 'days' in c && c.days !== undefined ? ` ${c.days.join(',')}` : '';
  const who = c.who === undefined ? '' : ` who=${c.who}`;
  const strength = c.strength === undefined ? '' : ` ${c.strength}`;
  return `${c.type}${who}${days}${strength}`;
}

/** The time read as the corpus judges it: `when.end`, or start + durationMinutes. */
function endOf(parsed: ParsedRequest): number | undefined {
  const when = parsed.when;
  if (when === undefined) return undefined;
  if (when.end !== undefined) return when.end;
  const minutes = parsed.entities.durationMinutes;
  return minutes !== undefined && minutes > 0 ? when.start + minutes * 60_000 : undefined;
}

/** Each field the row checks, judged against one reading. */
export function judgeFields(row: RequestRow, parsed: ParsedRequest): FieldResult[] {
  const e = row.expect;
  const out: FieldResult[] = [];
  const add = (field: Field, pass: boolean, expected: unknown, actual: unknown): void => {
    out.push({ field, pass, expected: show(expected), actual: show(actual) });
  };
  const entities = parsed.entities;
  if (e.intent !== undefined) add('intent', parsed.intent === e.intent, e.intent, parsed.intent);
  if (row.category === 'negative-no-action')
    add('notCreate', parsed.intent !== 'create_event', 'not create_event', parsed.intent);
  if (e.title !== undefined) {
    const got = entities.title;
    add('title', got !== undefined && normTitle(got) === normTitle(e.title), e.title, got);
  }
  if (e.attendees !== undefined) {
    const got = (entities.attendees ?? []).map((a) => a.email ?? a.name ?? '').filter((s) => s !== '');
    add('attendees', sameSet(e.attendees.map(normName), got.map(normName)), e.attendees, got);
  }
  if (e.durationMinutes !== undefined)
    add('durationMinutes', entities.durationMinutes === e.durationMinutes, e.durationMinutes, entities.durationMinutes);
  if (e.start !== undefined) {
    const got = parsed.when?.start;
    add('start', got === Date.parse(e.start), e.start, got === undefined ? 'no time' : iso(got));
  }
  if (e.end !== undefined) {
    const got = endOf(parsed);
    add('end', got === Date.parse(e.end), e.end, got === undefined ? 'no end' : iso(got));
  }
  if (e.noTime === true) {
    const when = parsed.when;
    const got =
      when === undefined ? 'no time' : when.end === undefined ? iso(when.start) : `${iso(when.start)} – ${iso(when.end)}`;
    add('noTime', when === undefined, 'no time', got);
  }
  if (e.recurrence !== undefined)
    add('recurrence', sameRule(e.recurrence, entities.recurrence), e.recurrence, entities.recurrence);
  if (e.shiftMinutes !== undefined)
    add('shiftMinutes', entities.shiftMinutes === e.shiftMinutes, e.shiftMinutes, entities.shiftMinutes);
  if (e.timePreference !== undefined)
    add('timePreference', entities.timePreference === e.timePreference, e.timePreference, entities.timePreference);
  if (e.constraints !== undefined) {
    const got = parsed.constraints;
    const pass = e.constraints.every((want) => got.some((c) => constraintMatches(want, c)));
    add(
      'constraints',
      pass,
      e.constraints.map(showConstraint).join('; '),
      got.length === 0 ? 'none' : got.map(showConstraint).join('; '),
    );
  }
  if (e.noAction === true) add('noAction', parsed.noAction === true, true, parsed.noAction ?? false);
  if (e.parts !== undefined) {
    const got = parsed.parts?.length;
    add('parts', got === e.parts, e.parts, got ?? 'no parts');
  }
  return out;
}

export function judgeRow(loaded: LoadedRow): RowResult {
  const { file, row } = loaded;
  const base = { file, key: rowKey(row), row };
  try {
    const parsed = parseRequest(row.text, { now: Date.parse(CORPUS_NOW), timeZone: CORPUS_ZONE });
    const fields = judgeFields(row, parsed);
    return { ...base, fields, pass: fields.every((f) => f.pass) };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ...base, fields: [], pass: false, error: message };
  }
}

/** Reads every valid row (or those of the given categories) and judges it. */
export function runRequestCorpus(options: { categories?: readonly string[]; dir?: string } = {}): RowResult[] {
  const { rows } = loadRequestTables(options.dir);
  const only = options.categories ?? [];
  return rows.filter((r) => only.length === 0 || only.includes(r.row.category)).map(judgeRow);
}

// ---------------------------------------------------------------------------------------------
// Reporting

/** One failing row with its failing fields, for the runner's --verbose and the ratchet test's message. */
export function describeFailure(r: RowResult): string {
  const head = `[${r.row.category}/${r.row.voice}] ${JSON.stringify(r.row.text)}`;
  if (r.error !== undefined) return `${head}\n    threw ${r.error}`;
  const lines = r.fields
    .filter((f) => !f.pass)
    .map((f) => `    ${f.field.padEnd(15)} expected ${f.expected}\n    ${''.padEnd(15)} actual   ${f.actual}`);
  return [head, ...lines].join('\n');
}

export function orderCategories(names: Iterable<string>): string[] {
  const set = new Set(names);
  const known: string[] = CATEGORY_ORDER.filter((c) => set.has(c));
  const rest = [...set].filter((c) => !known.includes(c)).sort();
  return [...known, ...rest];
}

const pct = (p: number, n: number): string => `${(n === 0 ? 0 : (100 * p) / n).toFixed(1)}%`;
const cell = (p: number, n: number): string => `${`${String(p)}/${String(n)}`.padStart(11)}  ${pct(p, n).padStart(6)}`;

/** The per-category and per-field tables and the total, as printed. */
export function summarize(results: readonly RowResult[]): string {
  const lines: string[] = [];
  const passed = new Map<string, number>();
  const total = new Map<string, number>();
  for (const r of results) {
    total.set(r.row.category, (total.get(r.row.category) ?? 0) + 1);
    if (r.pass) passed.set(r.row.category, (passed.get(r.row.category) ?? 0) + 1);
  }
  lines.push(`${'category'.padEnd(20)} ${'passed/total'.padStart(11)}  ${'pct'.padStart(6)}`);
  for (const cat of orderCategories(total.keys()))
    lines.push(`${cat.padEnd(20)} ${cell(passed.get(cat) ?? 0, total.get(cat) ?? 0)}`);
  lines.push('');
  lines.push(`${'field'.padEnd(20)} ${'passed/total'.padStart(11)}  ${'pct'.padStart(6)}`);
  for (const field of FIELDS) {
    const checks = results.flatMap((r) => r.fields.filter((f) => f.field === field));
    if (checks.length === 0) continue;
    lines.push(`${field.padEnd(20)} ${cell(checks.filter((f) => f.pass).length, checks.length)}`);
  }
  lines.push('');
  lines.push(`${'total'.padEnd(20)} ${cell(results.filter((r) => r.pass).length, results.length)}`);
  return lines.join('\n');
}

function argValues(args: string[], name: string): string[] {
  const out: string[] = [];
  args.forEach((a, i) => {
    if (a === name) out.push(...(args[i + 1] ?? '').split(','));
    else if (a.startsWith(`${name}=`)) out.push(...a.slice(name.length + 1).split(','));
  });
  return out.filter((s) => s !== '');
}

function main(): void {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const categories = argValues(args, '--category');
  const tables = argValues(args, '--tables');
  if (tables.length > 1) throw new Error('--tables takes one directory');
  const dir = tables[0];
  if (dir !== undefined && args.includes('--write-passing'))
    throw new Error('--write-passing records tables/ only; leave out --tables');
  const { rows, invalid } = loadRequestTables(dir);
  for (const bad of invalid) console.log(`! invalid row ${bad.file}#${String(bad.index)}: ${bad.problem}`);
  const present = new Set(rows.map((r) => r.row.category));
  const unknown = categories.filter((c) => !present.has(c));
  if (unknown.length > 0)
    throw new Error(`unknown category ${unknown.join(', ')}; one of ${orderCategories(present).join(', ')}`);
  if (args.includes('--write-passing') && categories.length > 0)
    throw new Error('--write-passing records the whole corpus; leave out --category');

  const results = runRequestCorpus({ categories, dir });
  if (verbose) for (const r of results) if (!r.pass) console.log(`✗ ${describeFailure(r)}`);
  console.log('');
  console.log(summarize(results));

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
