import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeFailure, judgeRow, loadTimeTables, PASSING_FILE, rowKey } from '../corpus/time/run-time-corpus';

// The time corpus (tests/corpus/time/tables/*.json): phrases with the instants they mean, read by the
// built-in reader. Rows that pass are a ratchet: a change that breaks one fails here, naming it.
// `npx tsx tests/corpus/time/run-time-corpus.ts --verbose --write-passing` reports every row and
// updates the list; the generators under tests/corpus/time/generate/ rewrite the tables.

/** The corpus is meant to stay at least this large; a table lost or emptied by accident fails here. */
const MIN_ROWS = 2000;

const { rows, invalid } = loadTimeTables();
const passing: string[] = existsSync(PASSING_FILE) ? (JSON.parse(readFileSync(PASSING_FILE, 'utf8')) as string[]) : [];

describe('the time corpus', () => {
  it('has every table row valid', () => {
    expect(invalid.map((bad) => `${bad.file}#${String(bad.index)}: ${bad.problem}`)).toEqual([]);
  });

  it(`holds at least ${String(MIN_ROWS)} rows`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(MIN_ROWS);
  });

  it('gives no phrase two different meanings', () => {
    const meanings = new Map<string, { file: string; expect: string }>();
    const clashes: string[] = [];
    for (const { file, row } of rows) {
      const key = rowKey(row);
      const expect = JSON.stringify(row.expect);
      const before = meanings.get(key);
      if (before === undefined) meanings.set(key, { file, expect });
      else if (before.expect !== expect) clashes.push(`${key}: ${before.file} ${before.expect} vs ${file} ${expect}`);
    }
    expect(clashes).toEqual([]);
  });

  it('has a list of passing rows', () => {
    expect(existsSync(PASSING_FILE), `${PASSING_FILE} is missing; run the corpus with --write-passing`).toBe(true);
  });

  it('lists only rows that exist', () => {
    const keys = new Set(rows.map((r) => rowKey(r.row)));
    expect(passing.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('keeps every listed row passing', () => {
    const listed = new Set(passing);
    const regressed = rows
      .filter((r) => listed.has(rowKey(r.row)))
      .map(judgeRow)
      .filter((r) => !r.pass);
    expect(regressed.map(describeFailure)).toEqual([]);
    // Thousands of rows: a busy machine may take a while, and this test measures no speed.
  }, 120_000);
});
