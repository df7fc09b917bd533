import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi } from '../servers/fake-openai';
import { SCREENSHOT_DIR, expect, test } from './extension';

// Options → Assistant model, against a loopback server speaking OpenAI's wire format (with CORS):
// the built extension's service worker makes the calls, exactly as it will for a real provider.
const KEY = 'sk-kairos-e2e-right';
const NANO = 'kairos-nano';
const MINI = 'kairos-mini';

let server: FakeOpenAi;

test.beforeEach(async () => {
  server = await startFakeOpenAi({ apiKey: KEY, models: [NANO, MINI] });
});

test.afterEach(async () => {
  await server.close();
});

const section = (page: Page) => page.getByRole('region', { name: 'Assistant model' });
const completions = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions');

async function chooseOpenAi(page: Page, fields: { baseUrl: string; apiKey: string; nano: string; mini: string }) {
  const form = section(page);
  await form.getByRole('radio', { name: /^OpenAI-compatible/ }).check();
  await form.getByLabel('Base URL').fill(fields.baseUrl);
  await form.getByLabel('API key', { exact: true }).fill(fields.apiKey);
  await form.getByLabel('Nano model').fill(fields.nano);
  await form.getByLabel('Mini model').fill(fields.mini);
}

test('an OpenAI-compatible endpoint is tested, saved, and still there after a reload', async ({ openPage }) => {
  const options = await openPage('options');
  const form = section(options);
  await expect(form.getByRole('radio', { name: /^Built-in \(offline, no model\)/ })).toBeChecked();
  // Debian's headless Chromium has no on-device model: the choice is shown, disabled, with the reason.
  const chromeAi = form.getByRole('radio', { name: /^Chrome built-in AI/ });
  await expect(chromeAi).toBeDisabled();
  await expect(form.getByText(/^Unavailable: /)).toBeVisible();
  await expect(form.getByLabel('Base URL')).toHaveCount(0);

  const host = new URL(server.url).host;
  await chooseOpenAi(options, { baseUrl: server.url, apiKey: 'sk-wrong', nano: NANO, mini: MINI });
  await form.getByRole('button', { name: 'Test connection' }).click();
  // Nobody can answer Chrome's permission prompt here: the test goes ahead (the server answers CORS)
  // and the page says what the missing permission means.
  await expect(form.getByRole('alert')).toHaveText(`The API key was refused by ${host} — check it in Options.`, {
    timeout: 10_000,
  });
  await expect(form.getByRole('note')).toContainText('Kairos can reach 127.0.0.1 only if it allows browser requests');
  expect(completions().at(-1)?.authorization).toBe('Bearer sk-wrong');

  await form.getByLabel('API key', { exact: true }).fill(KEY);
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('status')).toHaveText(`Connected — ${NANO} answered.`);
  expect(completions().at(-1)).toMatchObject({ authorization: `Bearer ${KEY}`, body: { model: NANO } });

  await form.getByLabel('Nano model').fill('gpt-nope');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('alert')).toContainText(`${host} has no model named "gpt-nope"`);

  await form.getByLabel('Base URL').fill('http://127.0.0.1:9/v1');
  await form.getByLabel('Nano model').fill(NANO);
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('alert')).toHaveText('Could not reach http://127.0.0.1:9/v1.');

  const saves = completions().length;
  await form.getByLabel('Base URL').fill(server.url);
  await form.getByLabel('Timeout (seconds)').fill('45');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.', { timeout: 10_000 });
  expect(completions()).toHaveLength(saves);

  await options.reload();
  await expect(form.getByRole('radio', { name: /^OpenAI-compatible/ })).toBeChecked();
  await expect(form.getByLabel('Base URL')).toHaveValue(server.url);
  await expect(form.getByLabel('Nano model')).toHaveValue(NANO);
  await expect(form.getByLabel('Mini model')).toHaveValue(MINI);
  await expect(form.getByLabel('Timeout (seconds)')).toHaveValue('45');
  const key = form.getByLabel('API key', { exact: true });
  await expect(key).toHaveAttribute('type', 'password');
  await expect(key).toHaveAccessibleDescription('A key is saved for this endpoint.');
  await form.getByRole('button', { name: 'Show key' }).click();
  await expect(key).toHaveAttribute('type', 'text');
  await expect(key).toHaveValue(KEY);
  await form.getByRole('button', { name: 'Hide key' }).click();

  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('status')).toHaveText(`Connected — ${NANO} answered.`, { timeout: 10_000 });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await form.screenshot({ path: path.join(SCREENSHOT_DIR, 'options-model.png') });
});

test('an invalid URL or an empty model name is refused beside its field, and nothing is saved or sent', async ({ openPage }) => {
  const options = await openPage('options');
  const form = section(options);
  await chooseOpenAi(options, { baseUrl: 'localhost:11434/v1', apiKey: '', nano: '  ', mini: MINI });
  await form.getByRole('button', { name: 'Save' }).click();

  const baseUrl = form.getByLabel('Base URL');
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(baseUrl).toHaveAccessibleDescription('Enter a full http:// or https:// URL, such as https://api.openai.com/v1.');
  await expect(form.getByLabel('Nano model')).toHaveAccessibleDescription("Enter the nano model's name.");
  await expect(form.getByRole('alert')).toHaveText('Nothing was saved: fix the field marked above.');

  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('alert')).toHaveText('Nothing was tested: fix the field marked above.');
  expect(server.requests).toHaveLength(0);

  await options.reload();
  await expect(form.getByRole('radio', { name: /^Built-in \(offline, no model\)/ })).toBeChecked();
  await form.getByRole('radio', { name: /^OpenAI-compatible/ }).check();
  await expect(form.getByLabel('Base URL')).toHaveValue('https://api.openai.com/v1');
});
