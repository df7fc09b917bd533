// Runs the held-out meeting-scheduling corpus (tests/corpus/meetings/holdout/*.json, written by
// generate-meetings.ts) through the `kairos plan` CLI and reports how often its answers are right.
//
//   npx tsx tests/corpus/meetings/run-meeting-corpus.ts [--category X[,Y]] [--kind K[,L]] [--id ROW[,ROW]] [--file F.json] [--verbose]
//
// The corpus is meeting-planning problems of the kind public meeting-planning benchmarks use (several
// people, busy blocks in the week of Mon 7 – Fri 11 Dec 2026, a duration, personal and group constraints
// stated in the request), with invented data and wordings. It was written without reading lib/ — from
// the CLI contract in shared/DESIGN.md only — and it is a measurement only: no test runs it, nothing
// ratchets on it.
//
// Every row goes through one `npx tsx bin/kairos.ts plan --jsonl` process, one input per stdin line, and
// is judged three ways:
//   (a) best valid:    slots[0].start is one of expect.validStarts and slots[0].end = start + duration;
//   (b) best earliest: for rows whose request asks for the earliest time, slots[0] is expect.earliest;
//   (c) all valid:     at least one slot, and every returned slot has the duration, lies on an allowed
//                      day inside 9:00–17:00, overlaps nobody's busy block and obeys every constraint
//                      (checked from the row's `truth`, so off-grid starts are judged too).
// Figures are given per category, per constraint kind (a row counts under each kind it has), per voice,
// and in total. --verbose prints each failing row with its request, the expected earliest slot and the
// slots returned.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
export const DEFAULT_FILE = join(HERE, 'holdout', 'holdout-1.json');
const CATEGORY_ORDER = ['busy-structured', 'busy-in-text', 'busy-both'];
/** The corpus week is in December: New York is on EST, UTC-5. */
const ZONE_OFFSET_MS = -5 * 3_600_000;
const WORK_START = 9 * 60;
const WORK_END = 17 * 60;

// ---------------------------------------------------------------------------------------------
// Rows

const instant = z.iso.datetime({ offset: true });
const clock = z.string().regex(/^\d\d:\d\d$/);

const ruleSchema = z.strictObject({
  kind: z.enum(['day-off', 'not-before', 'not-after', 'mornings-only', 'afternoons-only']),
  who: z.string(),
  day: z.iso.date().optional(),
  time: clock.optional(),
});
type Rule = z.infer<typeof ruleSchema>;

const rowSchema = z.strictObject({
  id: z.string(),
  category: z.string(),
  voice: z.string(),
  clock: z.enum(['12h', '24h']),
  kinds: z.array(z.string()).min(1),
  input: z.looseObject({ request: z.string().min(1), participants: z.array(z.looseObject({ name: z.string() })) }),
  expect: z.strictObject({ validStarts: z.array(instant).min(1), earliest: instant, asksEarliest: z.boolean() }),
  truth: z.strictObject({
    durationMinutes: z.number().int().positive(),
    days: z.array(z.iso.date()).min(1),
    workday: z.strictObject({ start: clock, end: clock }),
    busy: z.array(z.strictObject({ name: z.string(), start: instant, end: instant })),
    rules: z.array(ruleSchema),
  }),
});
export type MeetingRow = z.infer<typeof rowSchema>;

export function loadRows(file = DEFAULT_FILE): MeetingRow[] {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const list = z.looseObject({ rows: z.array(z.unknown()) }).parse(data).rows;
  return list.map((item, i) => {
    const parsed = rowSchema.safeParse(item);
    if (!parsed.success)
      throw new Error(`row ${String(i)}: ${parsed.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
    return parsed.data;
  });
}

// ---------------------------------------------------------------------------------------------
// Judging

const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function localParts(ms: number): { date: string; minutes: number } {
  const local = new Date(ms + ZONE_OFFSET_MS);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

function ruleBroken(r: Rule, date: string, s: number, e: number): boolean {
  switch (r.kind) {
    case 'day-off':
      return date === r.day;
    case 'not-before':
      return (r.day === undefined || r.day === date) && s < toMinutes(r.time ?? '00:00');
    case 'not-after':
      return (r.day === undefined || r.day === date) && e > toMinutes(r.time ?? '24:00');
    case 'mornings-only':
      return e > 12 * 60;
    case 'afternoons-only':
      return s < 12 * 60;
  }
}

function describeRule(r: Rule): string {
  return `${r.kind} ${r.who}${r.day === undefined ? '' : ` ${r.day}`}${r.time === undefined ? '' : ` ${r.time}`}`;
}

/** Why a slot [startMs, endMs) does not answer the row, or null when it does. */
export function slotProblem(row: MeetingRow, startMs: number, endMs: number): string | null {
  const t = row.truth;
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) return 'unreadable time';
  if (endMs - startMs !== t.durationMinutes * 60_000)
    return `lasts ${String((endMs - startMs) / 60_000)} min, not ${String(t.durationMinutes)}`;
  const { date, minutes: s } = localParts(startMs);
  const e = s + t.durationMinutes;
  if (!t.days.includes(date)) return `day ${date} not allowed`;
  if (s < toMinutes(t.workday.start) || e > toMinutes(t.workday.end)) return 'outside working hours';
  const clash = t.busy.find((b) => startMs < Date.parse(b.end) && endMs > Date.parse(b.start));
  if (clash !== undefined) return `${clash.name} busy ${clash.start.slice(11, 16)}–${clash.end.slice(11, 16)}`;
  const broken = t.rules.find((r) => ruleBroken(r, date, s, e));
  if (broken !== undefined) return `breaks ${describeRule(broken)}`;
  return null;
}

/** The row's validStarts must be exactly the grid starts slotProblem accepts; a mismatch is a corpus bug. */
export function selfCheck(row: MeetingRow): string | null {
  const step = row.truth.durationMinutes % 30 === 0 ? 30 : 15;
  const dur = row.truth.durationMinutes * 60_000;
  const grid: number[] = [];
  for (const date of row.truth.days) {
    const midnight = Date.parse(`${date}T00:00:00-05:00`);
    for (let m = WORK_START; m + row.truth.durationMinutes <= WORK_END; m += step) {
      const s = midnight + m * 60_000;
      if (slotProblem(row, s, s + dur) === null) grid.push(s);
    }
  }
  const listed = row.expect.validStarts.map((x) => Date.parse(x));
  if (grid.length !== listed.length || grid.some((g, i) => g !== listed[i])) return 'validStarts disagree with truth';
  if (Date.parse(row.expect.earliest) !== listed[0]) return 'earliest is not the first valid start';
  return null;
}

interface Slot {
  start: string;
  end: string;
}

export interface Judged {
  row: MeetingRow;
  slots: Slot[];
  output: Record<string, unknown> | null;
  error?: string;
  bestValid: boolean;
  bestEarliest: boolean | null;
  allValid: boolean;
  problems: string[];
}

function slotsOf(out: Record<string, unknown> | null): Slot[] {
  const raw = out?.slots;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x: unknown) => {
    if (typeof x !== 'object' || x === null) return [];
    const { start, end } = x as { start?: unknown; end?: unknown };
    return typeof start === 'string' && typeof end === 'string' ? [{ start, end }] : [];
  });
}

export function judge(row: MeetingRow, line: string | undefined): Judged {
  let output: Record<string, unknown> | null = null;
  let error: string | undefined;
  if (line === undefined) error = 'no output line';
  else {
    try {
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) output = parsed as Record<string, unknown>;
      else error = `not an object: ${line.slice(0, 120)}`;
    } catch {
      error = `not JSON: ${line.slice(0, 120)}`;
    }
  }
  if (output !== null && typeof output.error === 'string') error = output.error;
  const slots = slotsOf(output);
  const dur = row.truth.durationMinutes * 60_000;
  const valid = new Set(row.expect.validStarts.map((x) => Date.parse(x)));
  const best = slots[0];
  const bs = best === undefined ? NaN : Date.parse(best.start);
  const be = best === undefined ? NaN : Date.parse(best.end);
  const bestValid = best !== undefined && valid.has(bs) && be - bs === dur;
  const bestEarliest = row.expect.asksEarliest
    ? best !== undefined && bs === Date.parse(row.expect.earliest) && be - bs === dur
    : null;
  const problems = slots.map((s, i) => {
    const p = slotProblem(row, Date.parse(s.start), Date.parse(s.end));
    return p === null ? '' : `#${String(i)} ${p}`;
  });
  const allValid = slots.length > 0 && problems.every((p) => p === '');
  return {
    row,
    slots,
    output,
    ...(error === undefined ? {} : { error }),
    bestValid,
    bestEarliest,
    allValid,
    problems: problems.filter((p) => p !== ''),
  };
}

/** Runs every input through one `kairos plan --jsonl` process; one output line per input line. */
export function runPlan(inputs: readonly unknown[]): Promise<{ lines: string[]; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'bin/kairos.ts', 'plan', '--jsonl'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (stdout += d));
    child.stderr.on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = stdout.split('\n');
      if (lines[lines.length - 1] === '') lines.pop();
      resolve({ lines, stderr, code });
    });
    child.stdin.end(inputs.map((x) => JSON.stringify(x)).join('\n') + '\n');
  });
}

// ---------------------------------------------------------------------------------------------
// Reporting

function argValues(args: string[], name: string): string[] {
  const out: string[] = [];
  args.forEach((a, i) => {
    if (a === name) out.push(...(args[i + 1] ?? '').split(','));
    else if (a.startsWith(`${name}=`)) out.push(...a.slice(name.length + 1).split(','));
  });
  return out.filter((s) => s !== '');
}

const pct = (p: number, n: number): string => (n === 0 ? '    –' : `${((100 * p) / n).toFixed(1)}%`.padStart(6));
const frac = (p: number, n: number): string => `${String(p)}/${String(n)}`.padStart(8);

function table(title: string, groups: Map<string, Judged[]>, order: string[]): void {
  console.log('');
  console.log(
    `${title.padEnd(24)} ${'rows'.padStart(5)}  ${'(a) best valid'.padStart(16)}  ${'(b) best earliest'.padStart(17)}  ${'(c) all valid'.padStart(16)}`,
  );
  for (const key of order) {
    const js = groups.get(key) ?? [];
    const a = js.filter((j) => j.bestValid).length;
    const eRows = js.filter((j) => j.bestEarliest !== null);
    const b = eRows.filter((j) => j.bestEarliest === true).length;
    const c = js.filter((j) => j.allValid).length;
    console.log(
      `${key.padEnd(24)} ${String(js.length).padStart(5)}  ${frac(a, js.length)} ${pct(a, js.length)}  ${frac(b, eRows.length).padStart(9)} ${pct(b, eRows.length)}  ${frac(c, js.length)} ${pct(c, js.length)}`,
    );
  }
}

function groupBy(js: Judged[], keys: (j: Judged) => string[]): Map<string, Judged[]> {
  const m = new Map<string, Judged[]>();
  for (const j of js) for (const k of keys(j)) m.set(k, [...(m.get(k) ?? []), j]);
  return m;
}

const hm = (x: string): string => {
  const ms = Date.parse(x);
  if (!Number.isFinite(ms)) return x;
  const { date, minutes } = localParts(ms);
  return `${date.slice(5)} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

export function describeFailure(j: Judged): string {
  const r = j.row;
  const marks = `${j.bestValid ? '' : ' (a)'}${j.bestEarliest === false ? ' (b)' : ''}${j.allValid ? '' : ' (c)'}`;
  const got =
    j.slots.length === 0
      ? 'no slots'
      : j.slots
          .slice(0, 4)
          .map((s) => `${hm(s.start)}–${hm(s.end).slice(6)}`)
          .join(', ') + (j.slots.length > 4 ? ` … (${String(j.slots.length)})` : '');
  const lines = [
    `✗ ${r.id} [${r.category} · ${r.voice} · ${r.kinds.join(',')}] failed${marks}`,
    `    request   ${JSON.stringify(r.input.request)}`,
    `    expected  earliest ${hm(r.expect.earliest)} (+${String(r.truth.durationMinutes)} min); ${String(r.expect.validStarts.length)} valid: ${r.expect.validStarts.slice(0, 6).map(hm).join(', ')}${r.expect.validStarts.length > 6 ? ' …' : ''}`,
    `    rules     ${r.truth.rules.map(describeRule).join('; ') || '—'}${r.expect.asksEarliest ? '; asks earliest' : ''}`,
    `    returned  ${got}`,
  ];
  if (j.problems.length > 0) lines.push(`    invalid   ${j.problems.slice(0, 4).join('; ')}`);
  if (j.error !== undefined) lines.push(`    error     ${j.error}`);
  const understood = j.output?.constraints;
  if (understood !== undefined) lines.push(`    understood ${JSON.stringify(understood).slice(0, 300)}`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const categories = argValues(args, '--category');
  const kinds = argValues(args, '--kind');
  const ids = argValues(args, '--id');
  const file = argValues(args, '--file')[0] ?? DEFAULT_FILE;
  const all = loadRows(file);
  const presentCats = new Set(all.map((r) => r.category));
  const unknown = categories.filter((c) => !presentCats.has(c));
  if (unknown.length > 0) throw new Error(`unknown category ${unknown.join(', ')}; one of ${[...presentCats].join(', ')}`);
  for (const r of all) {
    const bad = selfCheck(r);
    if (bad !== null) console.log(`! corpus row ${r.id}: ${bad}`);
  }
  const rows = all.filter(
    (r) =>
      (categories.length === 0 || categories.includes(r.category)) &&
      (kinds.length === 0 || r.kinds.some((k) => kinds.includes(k))) &&
      (ids.length === 0 || ids.includes(r.id)),
  );
  if (rows.length === 0) throw new Error('no rows selected');

  const { lines, stderr, code } = await runPlan(rows.map((r) => r.input));
  if (lines.length !== rows.length)
    console.log(`! kairos plan printed ${String(lines.length)} lines for ${String(rows.length)} inputs (exit ${String(code)})`);
  if (stderr.trim() !== '') console.log(`! stderr: ${stderr.trim().split('\n').slice(0, 5).join(' | ')}`);

  const judged = rows.map((r, i) => judge(r, lines[i]));
  if (verbose)
    for (const j of judged) if (!j.bestValid || j.bestEarliest === false || !j.allValid) console.log(describeFailure(j));

  const cats = groupBy(judged, (j) => [j.row.category]);
  const catOrder = [
    ...CATEGORY_ORDER.filter((c) => cats.has(c)),
    ...[...cats.keys()].filter((c) => !CATEGORY_ORDER.includes(c)).sort(),
  ];
  table('category', cats, catOrder);
  const byKind = groupBy(judged, (j) => j.row.kinds);
  table('constraint kind', byKind, [...byKind.keys()].sort());
  const byVoice = groupBy(judged, (j) => [j.row.voice, `clock ${j.row.clock}`]);
  table('voice', byVoice, [...byVoice.keys()].sort());
  table('total', new Map([['total', judged]]), ['total']);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
