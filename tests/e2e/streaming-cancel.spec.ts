import type { Page } from '@playwright/test';
import { startFakeOpenAi, type FakeOpenAi } from '../servers/fake-openai';
import { expect, LUNCH_REQUEST, lunchTemplate, saveOpenAiProvider, screenshot, test } from './extension';

// A model turn from the built extension against the fake OpenAI server: the select reply's message
// streams into the side panel as it is written, and Cancel stops a turn waiting on a slow model.
const KEY = 'sk-kairos-e2e';
let server: FakeOpenAi;

test.beforeEach(async () => {
  server = await startFakeOpenAi({ apiKey: KEY, models: ['kairos-nano', 'kairos-mini'] });
});
test.afterEach(async () => {
  await server.close();
});

async function useFakeServer(openPage: (name: 'options') => Promise<Page>): Promise<void> {
  const options = await openPage('options');
  await saveOpenAiProvider(options, { baseUrl: server.url, apiKey: KEY });
  await options.close();
}

const MESSAGE = 'Lunch at noon suits Dana best: it keeps your afternoon free for the roadmap review.';

test('the model’s message streams into the panel as it is written, then becomes the card', async ({ openPage }) => {
  await useFakeServer(openPage);
  server.script(lunchTemplate());
  // The select reply's arguments arrive a few words at a time, 400 ms apart.
  const words = MESSAGE.match(/\S+\s*/g) ?? [];
  const pieces = ['{"rankedSlotIndices":[0,1],"message":"', ...words, '"}'];
  server.script({ toolCalls: [{ name: 'generateEvent', arguments: pieces }], chunkDelayMs: 400 });

  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill(LUNCH_REQUEST);
  await panel.getByLabel('Ask Kairos').press('Enter');

  const writing = panel.getByLabel('Kairos is writing');
  const card = panel.getByRole('article', { name: 'Proposal: Roadmap Lunch with Dana' });
  // Part of the message is on screen while the rest is still being written, and no card yet.
  await expect(writing).toContainText('Lunch at noon', { timeout: 10_000 });
  await expect(writing).toHaveAttribute('aria-live', 'polite');
  const partial = (await writing.textContent()) ?? '';
  expect(MESSAGE.startsWith(partial.trim())).toBe(true);
  expect(partial.trim().length).toBeLessThan(MESSAGE.length);
  await expect(card).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await screenshot(panel, 'sidepanel-streaming');

  // Once the proposal arrives the card carries the message and the live bubble goes.
  await expect(card.getByText(MESSAGE)).toBeVisible({ timeout: 15_000 });
  await expect(writing).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await screenshot(panel, 'sidepanel-streamed-card');
});

test('Cancel stops a turn waiting on a slow model: nothing is proposed, and the panel goes on', async ({ openPage }) => {
  await useFakeServer(openPage);
  // The model would take 15 s to answer the Plan call; the timeout in Options is 20 s.
  server.script(lunchTemplate(15_000));

  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill(LUNCH_REQUEST);
  await panel.getByLabel('Ask Kairos').press('Enter');
  const turn = panel.getByRole('region', { name: `Request: ${LUNCH_REQUEST}` });
  await expect(turn.getByText('Reading your request…')).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => server.requests.filter((r) => r.method === 'POST').length).toBe(1);
  await screenshot(panel, 'sidepanel-before-cancel');

  const cancelledAt = Date.now();
  await turn.getByRole('button', { name: 'Cancel' }).click();
  await expect(turn.getByText('Cancelled. Nothing was changed.')).toBeVisible();
  // Well before the slow reply would have come: the model call itself was aborted.
  expect(Date.now() - cancelledAt).toBeLessThan(5_000);
  await expect(turn.getByRole('status').filter({ hasText: 'Reading your request' })).toHaveCount(0);
  await expect(turn.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(panel.getByRole('article')).toHaveCount(0);
  await screenshot(panel, 'sidepanel-cancelled');

  // The same port carries the next turn. No Plan is scripted (the fake server answers "OK", twice with
  // the repair), so the built-in engine answers "what's on".
  await panel.getByLabel('Ask Kairos').fill("What's on tomorrow?");
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByText(/^Nothing on .* — you're free\.$/)).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByRole('article')).toHaveCount(0);
});
