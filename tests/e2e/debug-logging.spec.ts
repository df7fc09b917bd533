import { startFakeOpenAi, type FakeOpenAi } from '../servers/fake-openai';
import { expect, saveOpenAiProvider, test } from './extension';

// The Options checkbox turns on one console line per pipeline step in the service worker.
const KEY = 'sk-kairos-e2e-secret-4711';
let server: FakeOpenAi;

test.beforeEach(async () => {
  server = await startFakeOpenAi({ apiKey: KEY, models: ['kairos-nano', 'kairos-mini'] });
});
test.afterEach(async () => {
  await server.close();
});

test('debug logging writes each step of a turn to the worker console, without the API key, only when on', async ({
  openPage,
  worker,
}) => {
  const lines: string[] = [];
  worker.on('console', (message) => {
    if (message.text().startsWith('[kairos:turn]')) lines.push(message.text());
  });
  const options = await openPage('options');
  await saveOpenAiProvider(options, { baseUrl: server.url, apiKey: KEY });
  const panel = await openPage('sidepanel');

  // Off (the default): a turn leaves no lines.
  await panel.getByLabel('Ask Kairos').fill("What's on tomorrow?");
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByText(/^Nothing on .* — you're free\.$/)).toBeVisible({ timeout: 10_000 });
  expect(lines).toEqual([]);

  const prefs = options.getByRole('region', { name: 'Time zone and working hours' });
  const box = prefs.getByRole('checkbox', {
    name: 'Log each step of a request to the service worker console (for troubleshooting)',
  });
  await expect(box).not.toBeChecked();
  await box.check();
  await prefs.getByRole('button', { name: 'Save' }).click();
  await expect(prefs.getByText('Saved.')).toBeVisible();
  await options.reload();
  await expect(box).toBeChecked();

  await panel.getByLabel('Ask Kairos').fill("What's on tomorrow?");
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByText(/^Nothing on .* — you're free\.$/)).toHaveCount(2, { timeout: 10_000 });
  await expect.poll(() => lines.some((line) => line.startsWith('[kairos:turn] request-complete turn='))).toBe(true);
  expect(lines[0]).toMatch(/^\[kairos:turn\] request-start turn=\S+ model=openai-compatible/);
  for (const line of lines) expect(line).toMatch(/^\[kairos:turn\] [a-z-]+ turn=[\w-]+( \w+=("(?:[^"\\]|\\.)*"|[^\s"]+))*$/);
  expect(lines.join('\n')).not.toContain(KEY);
});
