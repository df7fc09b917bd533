// `kairos parse --jsonl` and `kairos plan --jsonl` over 1,000 lines: whole-process wall time,
// start-up included, as a script calling the CLI would see it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { median } from './bench-utils';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function timeRun(args: string[], input: string): number {
  const started = performance.now();
  const r = spawnSync(TSX, [path.join(ROOT, 'bin/kairos.ts'), ...args], { input, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`kairos ${args.join(' ')} failed: ${r.stderr}`);
  return performance.now() - started;
}

const texts = Array.from(
  { length: 1000 },
  (_, i) => `lunch with person${String(i)}@x.com ${['tomorrow at noon', 'next week', 'on Friday after 2'][i % 3] ?? ''}`,
);
const plan = {
  now: '2026-11-22T10:00:00-05:00',
  timezone: 'America/New_York',
  request: 'an hour next week, not before 10',
  participants: [
    { name: 'Ana', busy: [{ start: '2026-11-24T10:00:00-05:00', end: '2026-11-24T12:00:00-05:00' }] },
    { name: 'Ben', timezone: 'Europe/Berlin', busy: [] },
  ],
};
const parseMs = median(
  [0, 1, 2].map(() => timeRun(['parse', '--jsonl', '--now', plan.now, '--tz', plan.timezone], texts.join('\n'))),
);
const planMs = median(
  [0, 1, 2].map(() => timeRun(['plan', '--jsonl'], Array.from({ length: 1000 }, () => JSON.stringify(plan)).join('\n'))),
);
console.log(
  `cli: parse --jsonl 1,000 lines ${String(Math.round(parseMs))} ms; plan --jsonl 1,000 lines ${String(Math.round(planMs))} ms (median of 3, start-up included)`,
);
