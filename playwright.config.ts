import { defineConfig } from '@playwright/test';

// The built extension (.output/chrome-mv3) in Debian's Chromium; `npm run test:e2e` builds first.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
});
