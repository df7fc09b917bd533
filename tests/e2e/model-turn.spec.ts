import { startFakeOpenAi, type FakeOpenAi } from '../servers/fake-openai';
import { expect, LUNCH_REQUEST, lunchTemplate, saveOpenAiProvider, screenshot, test } from './extension';

// With an OpenAI-compatible provider saved in Options, a side-panel turn goes through the model
// (the Plan call + select, two forced tool calls) from the built extension's service worker.
const KEY = 'sk-kairos-e2e';
let server: FakeOpenAi;

test.beforeEach(async () => {
  server = await startFakeOpenAi({ apiKey: KEY, models: ['kairos-nano', 'kairos-mini'] });
});
test.afterEach(async () => {
  await server.close();
});

test('a saved model provider answers side-panel turns, and the built-in engine covers when it fails', async ({ openPage }) => {
  const options = await openPage('options');
  await saveOpenAiProvider(options, { baseUrl: server.url, apiKey: KEY });
  server.script(lunchTemplate());
  server.script({
    toolCalls: [
      {
        name: 'generateEvent',
        arguments: JSON.stringify({ rankedSlotIndices: [0, 1], message: 'Lunch at noon, before your afternoon.' }),
      },
    ],
  });

  const panel = await openPage('sidepanel');
  await expect(panel.getByText(`Local calendar · kairos-mini (${new URL(server.url).host})`)).toBeVisible();
  await panel.getByLabel('Ask Kairos').fill(LUNCH_REQUEST);
  await panel.getByLabel('Ask Kairos').press('Enter');
  const card = panel.getByRole('article', { name: 'Proposal: Roadmap Lunch with Dana' });
  await expect(card.getByText('Lunch at noon, before your afternoon.')).toBeVisible({ timeout: 10_000 });
  await screenshot(panel, 'sidepanel-model');
  const posts = server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions');
  expect(posts.map((r) => (r.body?.tool_choice as { function?: { name?: string } } | undefined)?.function?.name)).toEqual([
    'makePlan',
    'generateEvent',
  ]);

  // The provider fails: the person still gets an answer from the built-in engine.
  server.failNext(500);
  await panel.getByLabel('Ask Kairos').fill('coffee with sam@acme.com tomorrow at 3pm for 30 minutes');
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByRole('article', { name: 'Proposal: Coffee' })).toBeVisible({ timeout: 10_000 });
});
