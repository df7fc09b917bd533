import { test as base, chromium, type BrowserContext, type Locator, type Page, type Worker } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const EXTENSION_DIR = path.resolve('.output/chrome-mv3');
export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');
/** Pinned so "tomorrow at 3pm" means the same instant to the extension and to the test. */
export const TIME_ZONE = 'America/New_York';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface ExtensionFixtures {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  openPage: (name: 'sidepanel' | 'popup' | 'options') => Promise<Page>;
}

export const test = base.extend<ExtensionFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  context: async ({}, use) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'kairos-e2e-'));
    const context = await launchExtension(profile);
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  worker: async ({ context }, use) => {
    await use(context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker')));
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  openPage: async ({ context, extensionId }, use) => {
    await use(async (name) => {
      const page = await context.newPage();
      // The side panel is a narrow column beside the page; test and photograph it at that size.
      if (name === 'sidepanel') await page.setViewportSize({ width: 420, height: 760 });
      await page.goto(`chrome-extension://${extensionId}/${name}.html`);
      return page;
    });
  },
});

export const expect = test.expect;

/** Chromium with the built extension, on a profile folder that may be reopened to test persistence. */
export async function launchExtension(profile: string): Promise<BrowserContext> {
  if (!existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) throw new Error('Build the extension first: npm run build');
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    timezoneId: TIME_ZONE,
    env: { ...process.env, TZ: TIME_ZONE },
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** The extension's id, from its service worker's URL. */
export async function extensionIdOf(context: BrowserContext): Promise<string> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return new URL(worker.url()).host;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Stops the MV3 service worker as the browser does when idle; the next message restarts it. */
export async function stopServiceWorker(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const stopped = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((v) => v.runningStatus === 'stopped')) resolve();
    });
  });
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await cdp.detach();
}

/** Saves an OpenAI-compatible provider in Options (the fake server's URL and key), then closes the page. */
export async function saveOpenAiProvider(options: Page, settings: { baseUrl: string; apiKey: string }): Promise<void> {
  const form = options.getByRole('region', { name: 'Assistant model' });
  await form.getByRole('radio', { name: /^OpenAI-compatible/ }).check();
  await form.getByLabel('Base URL').fill(settings.baseUrl);
  await form.getByLabel('API key', { exact: true }).fill(settings.apiKey);
  await form.getByLabel('Nano model').fill('kairos-nano');
  await form.getByLabel('Mini model').fill('kairos-mini');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved.')).toBeVisible({ timeout: 10_000 });
}

/**
 * The model's Plan call reply (makePlan) for "lunch with dana@corp.com tomorrow": one
 * ProposeEventTime step carrying the generateEventTemplate-shaped template, optionally slow.
 */
/**
 * The first working day after today in the tests' zone, as a date and a weekday name: "tomorrow" on
 * a Friday is a Saturday, outside working hours, so a test that needs free working time names this.
 */
export function nextWorkday(): { iso: string; name: string } {
  for (let days = 1; ; days++) {
    const day = new Date(Date.now() + days * 86_400_000);
    const name = day.toLocaleDateString('en-US', { timeZone: TIME_ZONE, weekday: 'long' });
    if (name !== 'Saturday' && name !== 'Sunday') return { iso: day.toLocaleDateString('en-CA', { timeZone: TIME_ZONE }), name };
  }
}

/** A lunch asked for on the next working day (see nextWorkday). */
export const LUNCH_REQUEST = `lunch with dana@corp.com on ${nextWorkday().name} to talk roadmap`;

export function lunchTemplate(delayMs?: number) {
  const tomorrow = nextWorkday().iso;
  const template = {
    title: 'Roadmap Lunch with Dana',
    attendees: [{ name: 'Dana', email: 'dana@corp.com' }],
    durationMinutes: 60,
    start: null,
    rangeStart: tomorrow,
    rangeEnd: tomorrow,
    timeOfDay: { start: '11:30', end: '14:00' },
    location: null,
    eventType: 'in_person',
    recurrence: null,
    constraints: [],
  };
  return {
    ...(delayMs === undefined ? {} : { delayMs }),
    toolCalls: [
      {
        name: 'makePlan',
        arguments: JSON.stringify({ tasks: [{ id: 'task1', taskType: 'ProposeEventTime', params: { template } }] }),
      },
    ],
  };
}

/**
 * Records every handoff the background writes to storage.session, inside the worker. The side panel
 * takes a handoff and removes it at once, and page clicks also open the real panel (not a
 * Playwright page), so reading the key afterwards would race it; a listener sees each write.
 */
export async function recordHandoffs(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const seen: unknown[] = [];
    (globalThis as unknown as { seenHandoffs: unknown[] }).seenHandoffs = seen;
    chrome.storage.onChanged.addListener((changes, area) => {
      const written: unknown = changes.kairosHandoff?.newValue;
      if (area === 'session' && written !== undefined) seen.push(written);
    });
  });
}

/** The handoffs written since recordHandoffs, oldest first, as written. */
export function handoffsSeen(worker: Worker): Promise<unknown[]> {
  return worker.evaluate(() => (globalThis as unknown as { seenHandoffs: unknown[] }).seenHandoffs);
}

/** Types a request into the side panel and sends it. */
export async function askInPanel(panel: Page, text: string): Promise<void> {
  await panel.getByLabel('Ask Kairos').fill(text);
  await panel.getByLabel('Ask Kairos').press('Enter');
}

/** The newest turn for these words. */
export function turnOf(panel: Page, text: string): Locator {
  return panel.getByRole('region', { name: `Request: ${text}` }).last();
}

/** Puts an event in the local calendar the way a person would: ask, then approve the proposal. */
export async function seedEvent(panel: Page, request: string): Promise<void> {
  await askInPanel(panel, request);
  const card = turnOf(panel, request).getByRole('article', { name: /^Proposal: / });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Added to your calendar.')).toBeVisible();
}
