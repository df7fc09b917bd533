import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { INSERT_TEXT_MESSAGE } from '../../lib/messaging/content-protocol';
import { handoffSchema, type Handoff } from '../../lib/messaging/handoff';
import { expect, handoffsSeen, recordHandoffs, screenshot, test } from './extension';

// Gmail served at its real address from saved pages (tests/fixtures/pages/gmail-*.html), so the
// built content script is injected exactly as on mail.google.com.
const FIXTURES = path.resolve('tests/fixtures/pages');
const THREAD_URL = 'https://mail.google.com/mail/u/0/#inbox/FMfcgzQXJWDsKvZqrtQbBwRxThread1';
const INBOX_URL = 'https://mail.google.com/mail/u/0/#inbox';
const ME = 'jordan.park@example.com';

interface GmailPage {
  page: Page;
  /** Page errors, uncaught exceptions in any world (the content script's too) and console errors. */
  problems: string[];
  /** The names of the isolated worlds (extensions' content scripts) that ran in the page. */
  worlds: string[];
}

async function openGmail(context: BrowserContext, fixture: string, url: string): Promise<GmailPage> {
  await context.route('https://mail.google.com/**', (route) =>
    route.fulfill({ path: path.join(FIXTURES, fixture), contentType: 'text/html; charset=utf-8' }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  const worlds: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Playwright's page events see the page's own world only; CDP's Runtime sees the content script's too.
  const cdp = await context.newCDPSession(page);
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) => {
    problems.push(`exception: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  });
  cdp.on('Runtime.consoleAPICalled', ({ type, args }) => {
    if (type === 'error' || type === 'warning') problems.push(`console.${type}: ${args.map((a) => String(a.value)).join(' ')}`);
  });
  cdp.on('Runtime.executionContextCreated', ({ context: world }) => {
    if ((world.auxData as { type?: string } | undefined)?.type === 'isolated') worlds.push(world.name);
  });
  await cdp.send('Runtime.enable');
  await page.goto(url);
  return { page, problems, worlds };
}

async function handoffs(worker: Worker): Promise<Handoff[]> {
  return (await handoffsSeen(worker)).map((h) => handoffSchema.parse(h));
}

/** What the background does once the person approves the proposed times in the side panel. */
function sendToTab(worker: Worker, tabId: number, message: unknown): Promise<unknown> {
  return worker.evaluate(
    async ([id, msg]) => {
      try {
        return (await chrome.tabs.sendMessage(id, msg)) as unknown;
      } catch (error) {
        return { rejected: error instanceof Error ? error.message : String(error) };
      }
    },
    [tabId, message] as const,
  );
}

test('an open thread gets "Find a time with Sam", which hands the panel the participants and nothing else', async ({
  context,
  worker,
}) => {
  await recordHandoffs(worker);
  const { page, problems } = await openGmail(context, 'gmail-thread.html', THREAD_URL);
  const findTime = page.getByRole('button', { name: 'Find a time with Sam' });
  await expect(findTime).toBeVisible();
  await expect(page.locator('kairos-find-time-with')).toHaveCount(1);
  await screenshot(page, 'gmail-thread-find-a-time');

  // Gmail swaps views without reloading: the button follows the thread on screen.
  await page.getByRole('button', { name: 'Newer' }).click();
  await expect(page.getByRole('button', { name: 'Find a time with Alex' })).toBeVisible();
  await expect(page.locator('kairos-find-time-with')).toHaveCount(1);
  await page.getByRole('button', { name: 'Back to Inbox' }).click();
  await expect(page).toHaveURL(INBOX_URL);
  await expect(page.locator('kairos-find-time-with')).toHaveCount(0);
  await page.getByRole('row', { name: /Q3 planning sync/ }).click();
  await expect(findTime).toBeVisible();
  await expect(page.locator('kairos-find-time-with')).toHaveCount(1);

  await findTime.click();
  await expect.poll(async () => (await handoffs(worker)).length).toBe(1);
  const [handoff] = await handoffs(worker);
  const text = handoff?.text ?? '';
  for (const email of ['sam.lee@acme.com', 'dana.ortiz@acme.com', 'priya.n@acme.com']) expect(text).toContain(email);
  expect(text.toLowerCase()).not.toContain(ME);
  // The planted span and the instruction in Sam's message body are never read.
  expect(text).not.toContain('mallory');
  expect(JSON.stringify(handoff)).not.toContain('delete all my events');
  expect(handoff).toMatchObject({ ask: false });
  expect(handoff?.pageContent).toBeUndefined();
  expect(problems).toEqual([]);
  // One click, one request.
  expect(await handoffs(worker)).toHaveLength(1);
});

test('each compose window gets "Insert my availability"; approved times land at the caret and nothing is sent', async ({
  context,
  worker,
}) => {
  await recordHandoffs(worker);
  const { page, problems } = await openGmail(context, 'gmail-compose.html', INBOX_URL);
  const first = page.getByRole('dialog', { name: 'Meeting next week' });
  const firstBody = first.getByRole('textbox', { name: 'Message Body' });
  await expect(first.getByRole('button', { name: 'Insert my availability' })).toBeVisible();
  await page.getByRole('button', { name: 'Compose' }).click();
  const second = page.getByRole('dialog', { name: 'New Message' });
  await expect(second.getByRole('button', { name: 'Insert my availability' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Insert my availability' })).toHaveCount(2);

  // The caret on the empty line under "These times work for me:", with more of the draft below it.
  await firstBody.click();
  await page.evaluate(() => {
    const lines = [...document.querySelectorAll('[aria-label="Message Body"] > div')];
    const emptyLine = lines[lines.findIndex((line) => line.textContent.includes('work for me:')) + 1];
    if (!emptyLine) throw new Error('no such line in the fixture');
    getSelection()?.collapse(emptyLine, 0);
  });
  await first.getByRole('button', { name: 'Insert my availability' }).click();

  await expect.poll(async () => (await handoffs(worker)).length).toBe(1);
  const [handoff] = await handoffs(worker);
  const composeId = await first.getAttribute('data-kairos-compose');
  expect(composeId).toMatch(/^[\w-]{1,64}$/);
  // The tab is the one the click came from. The extension has neither the tabs permission nor host
  // access, so tabs.query({url}) cannot name it here; the insert below landing in this page proves it.
  expect(handoff?.insertInto?.composeId).toBe(composeId);
  const tabId = handoff?.insertInto?.tabId ?? -1;
  expect(tabId).toBeGreaterThanOrEqual(0);

  const times = 'Mon 30 Nov, 10:00–10:30\nTue 1 Dec, 14:00–14:30\nWed 2 Dec, 09:30–10:00';
  expect(await sendToTab(worker, tabId, { type: INSERT_TEXT_MESSAGE, composeId, text: times })).toEqual({ ok: true });
  const draft = await firstBody.innerText();
  expect(draft).toContain(`These times work for me:\n${times}\n`);
  expect(draft.indexOf('Mon 30 Nov')).toBeLessThan(draft.indexOf('Best,'));
  expect(draft.startsWith('Hi Sam,')).toBe(true);
  await expect(second.getByRole('textbox', { name: 'Message Body' })).not.toContainText('Mon 30 Nov');
  await screenshot(page, 'gmail-compose-availability');
  // Inserted as if typed, so Gmail's Undo takes it back.
  await page.keyboard.press('Control+z');
  await expect(firstBody).not.toContainText('Mon 30 Nov');
  await expect(firstBody).toContainText('These times work for me:');
  // Nothing was sent: both drafts are still open and Send was never pressed.
  await expect(page.getByRole('dialog')).toHaveCount(2);
  await expect(page.locator('[data-sent]')).toHaveCount(0);

  // A message that is not the insert schema is not answered and changes nothing.
  const before = await firstBody.innerText();
  const odd = await sendToTab(worker, tabId, { type: INSERT_TEXT_MESSAGE, composeId: 'not an id', text: 'x' });
  expect(odd).not.toEqual({ ok: true });
  expect(await firstBody.innerText()).toBe(before);

  // A draft closed before the approval: answered, not inserted anywhere else.
  await second.getByRole('button', { name: 'Insert my availability' }).click();
  await expect.poll(async () => (await handoffs(worker)).length).toBe(2);
  const closedId = (await handoffs(worker))[1]?.insertInto?.composeId;
  expect(closedId).toBeDefined();
  expect(closedId).not.toBe(composeId);
  await second.getByRole('button', { name: 'Save & close' }).click();
  await expect(page.getByRole('button', { name: 'Insert my availability' })).toHaveCount(1);
  expect(await sendToTab(worker, tabId, { type: INSERT_TEXT_MESSAGE, composeId: closedId, text: times })).toEqual({
    ok: false,
    reason: 'The compose window was closed.',
  });
  expect(await firstBody.innerText()).toBe(before);
  expect(problems).toEqual([]);
});

test('a Gmail whose anchors are renamed gets no button and nothing breaks', async ({ context }) => {
  const { page, problems, worlds } = await openGmail(context, 'gmail-renamed.html', THREAD_URL);
  await expect(page.getByRole('heading', { name: 'Q3 planning sync' })).toBeVisible();
  // The content script did run here: the absence of buttons is its doing, not a missed injection.
  await expect.poll(() => worlds).toContain('Kairos');
  // Let the content script run and look at the page (it mounts on the first frame after idle).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.getByRole('textbox').fill('Hi Sam, how about Tuesday?');
  await page.getByRole('button', { name: 'Submit message' }).click();
  await expect(page.getByText('Page script ran.')).toBeVisible();
  await expect(page.locator('kairos-find-time-with, kairos-insert-availability')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Find a time|Insert my availability/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});
