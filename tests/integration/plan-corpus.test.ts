import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_CORPUS } from '../corpus/plan-requests';
import { PASSING_FILE, runRow } from '../corpus/run-plan-corpus';

// The hand-written corpus (tests/corpus) run through the CLI's `ask --yes --json` path against the
// generated five-month calendar. Rows that pass are a ratchet: a change that breaks one fails here.
// `npx tsx tests/corpus/run-plan-corpus.ts --verbose --write-passing` reports every row and updates the list.
vi.setConfig({ testTimeout: 30_000 });

const passing = new Set(JSON.parse(readFileSync(PASSING_FILE, 'utf8')) as string[]);

describe('the plan corpus', () => {
  it('lists only rows that exist', () => {
    const ids = new Set(PLAN_CORPUS.map((r) => r.id));
    expect([...passing].filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(PLAN_CORPUS.filter((r) => passing.has(r.id)).map((r) => [r.id, r.text, r] as const))(
    '%s keeps passing: %j',
    async (_id, _text, row) => {
      const verdict = await runRow(row);
      expect(verdict.why ?? 'passed').toBe('passed');
    },
  );
});
