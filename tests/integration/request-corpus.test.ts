import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planRequestToJson } from '../../lib/cli/plan-request-command';
import {
  CORPUS_NOW,
  CORPUS_ZONE,
  PASSING_FILE,
  describeFailure,
  loadRequestTables,
  rowKey,
  runRequestCorpus,
} from '../corpus/requests/run-request-corpus';

// The request corpus (tests/corpus/requests/tables) read by the built-in engine, field by field.
// Rows that pass are a ratchet: a change that breaks one fails here, naming the row and its fields.
// `npx tsx tests/corpus/requests/run-request-corpus.ts --verbose --write-passing` reports every row
// and updates the list.
const passing: string[] = existsSync(PASSING_FILE) ? (JSON.parse(readFileSync(PASSING_FILE, 'utf8')) as string[]) : [];

describe('the request corpus', () => {
  const { rows, invalid } = loadRequestTables();

  it('has at least 1,000 valid rows and no invalid or duplicate ones', () => {
    expect(invalid.map((b) => `${b.file}#${String(b.index)}: ${b.problem}`)).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(1000);
  });

  it('lists only rows that exist', () => {
    const keys = new Set(rows.map((r) => rowKey(r.row)));
    expect(passing.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('keeps every passing row passing', () => {
    const known = new Set(passing);
    const regressions = runRequestCorpus()
      .filter((r) => known.has(r.key) && !r.pass)
      .map(describeFailure);
    expect(regressions, `${String(regressions.length)} rows stopped passing:\n${regressions.join('\n')}`).toEqual([]);
    // Every row read: a busy machine may take a while, and this test measures no speed.
  }, 120_000);

  it('turns every request into a valid Plan, and reads several steps back only rarely', () => {
    const settings = { now: Date.parse(CORPUS_NOW), timeZone: CORPUS_ZONE };
    const readBack: string[] = [];
    const problems = rows.flatMap(({ row }) => {
      const out = planRequestToJson(row.text, settings) as {
        plan: { tasks: { taskType: string; params: { text?: unknown } }[] } | null;
        problems?: string[];
      };
      const [only] = out.plan?.tasks ?? [];
      if (
        out.plan?.tasks.length === 1 &&
        only?.taskType === 'FormatFinalResponse' &&
        String(only.params.text).startsWith('I read ')
      )
        readBack.push(row.text);
      return out.plan === null || out.problems !== undefined ? [`${row.text}: ${(out.problems ?? ['no Plan']).join('; ')}`] : [];
    });
    expect(problems).toEqual([]);
    // Several steps the Plan builder could not join are read back, one per message: a few rows at most.
    expect(readBack.length, readBack.join('\n')).toBeLessThanOrEqual(rows.length / 100);
  }, 120_000);
});
