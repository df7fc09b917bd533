// `npm test`: the static checks, the unit and integration tests, a fresh build, then the e2e tests
// in Chromium. Ends with one "N passed, N failed" line totalling both runners (CI reads it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const VITEST_JSON = 'test-results/vitest-results.json';
const E2E_JSON = 'test-results/e2e-results.json';

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

rmSync(VITEST_JSON, { force: true });
rmSync(E2E_JSON, { force: true });
const npx = 'npx';
const steps = [];
steps.push([
  'check',
  run('check: tsc, eslint, prettier', npx, ['--no-install', 'tsc', '--noEmit']) &&
    run('eslint', npx, ['--no-install', 'eslint', '.']) &&
    run('prettier', npx, ['--no-install', 'prettier', '--check', '.']),
]);
steps.push([
  'unit',
  run('unit and integration tests (vitest)', npx, [
    '--no-install',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON}`,
  ]),
]);
const built = run('build the extension', npx, ['--no-install', 'wxt', 'build']);
steps.push(['build', built]);
if (built) steps.push(['e2e', run('end-to-end tests (Playwright, Chromium)', npx, ['--no-install', 'playwright', 'test'])]);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(VITEST_JSON);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const e2e = readJson(E2E_JSON);
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
const broken = steps.filter(([, ok]) => !ok).map(([name]) => name);
// A step that failed without failing a test (a lint error, a build error) still fails the run.
if (broken.length > 0 && failed === 0) failed = 1;
console.log(`\nSteps failed: ${broken.length === 0 ? 'none' : broken.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken.length === 0 ? 0 : 1);
