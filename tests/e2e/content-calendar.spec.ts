import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { Handoff } from '../../lib/messaging/handoff';
import { expect, handoffsSeen, recordHandoffs, screenshot, test } from './extension';

// The built content script on calendar.google.com, served from saved pages through route
// interception: the real URL, so the manifest's match pattern and the background's origin check
// are the ones that ship. The browser runs on America/New_York (tests/e2e/extension.ts).
const PAGES = path.resolve('tests/fixtures/pages');
const WEEK_URL = 'https://calendar.google.com/calendar/u/0/r/week/2026/11/24';
const HOUR = 3_600_000;
/** Midnight in New York (UTC−5 all of late November and early December 2026). */
const nyMidnight = (month: number, day: number): number => Date.UTC(2026, month - 1, day) + 5 * HOUR;

async function serve(context: BrowserContext, fixture: string): Promise<void> {
  const body = readFileSync(path.join(PAGES, fixture), 'utf8');
  await context.route('https://calendar.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body }));
}

/** Collects the page's uncaught errors, to show the content script broke nothing. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** A fixture served as Google Calendar's week view, at desktop size, with its page errors collected. */
async function openCalendar(
  context: BrowserContext,
  fixture: string,
  beforeLoad: (page: Page) => void = () => undefined,
): Promise<{ page: Page; errors: Error[] }> {
  await serve(context, fixture);
  const page = await context.newPage();
  const errors = pageErrors(page);
  beforeLoad(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(WEEK_URL);
  return { page, errors };
}

/** The handoffs written so far, and what storage.session holds now. */
async function handoffs(worker: Worker): Promise<{ seen: Handoff[]; stored: Handoff | undefined }> {
  const seen = (await handoffsSeen(worker)) as Handoff[];
  const stored = await worker.evaluate(
    async () => (await chrome.storage.session.get('kairosHandoff')).kairosHandoff as Handoff | undefined,
  );
  return { seen, stored };
}

/** The `n`th handoff (from 1) once the background has written it. */
async function handoffNumber(worker: Worker, n: number): Promise<Handoff> {
  await expect.poll(async () => (await handoffs(worker)).seen.length, { message: 'the background wrote no handoff' }).toBe(n);
  const handoff = (await handoffs(worker)).seen[n - 1];
  if (handoff === undefined) throw new Error(`no handoff ${String(n)}`);
  return handoff;
}

test('"Find a time" sits beside Create, follows the calendar through in-app navigation, and hands the viewed week to Kairos', async ({
  context,
  worker,
  openPage,
}) => {
  await recordHandoffs(worker);
  const { page, errors } = await openCalendar(context, 'calendar-week.html');

  const findATime = page.getByRole('button', { name: 'Find a time' });
  await expect(findATime).toBeVisible();
  await expect(page.locator('button[aria-label="Create"] + kairos-find-a-time')).toHaveCount(1);
  await screenshot(page, 'calendar-find-a-time');

  await findATime.click();
  const first = await handoffNumber(worker, 1);
  expect(first.text).toMatch(/^Find a time/);
  expect(first.hint?.range).toEqual({ start: nyMidnight(11, 22), end: nyMidnight(11, 29) });

  // Google steps the week with pushState and re-renders the heading and the grid; the Main menu
  // rebuilds the drawer, Create button included. One Find a time button, always next to Create.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/\/r\/week\/2026\/12\/1$/);
  await expect(page.locator('[role="banner"] [role="heading"]')).toHaveText('Nov – Dec 2026');
  await page.getByRole('button', { name: 'Main menu' }).click();
  await page.getByRole('button', { name: 'Main menu' }).click();
  await expect(page.locator('kairos-find-a-time')).toHaveCount(1);
  await expect(page.locator('button[aria-label="Create"] + kairos-find-a-time')).toHaveCount(1);
  await findATime.click();
  const second = await handoffNumber(worker, 2);
  expect(second.hint?.range).toEqual({ start: nyMidnight(11, 29), end: nyMidnight(12, 6) });

  // The day view, chosen from the view switcher, is one day.
  await page.getByRole('button', { name: /open Change view menu/ }).click();
  await page.getByRole('menuitemradio', { name: /^Day/ }).click();
  await expect(page).toHaveURL(/\/r\/day\/2026\/12\/1$/);
  await findATime.click();
  const third = await handoffNumber(worker, 3);
  expect(third.hint?.range).toEqual({ start: nyMidnight(12, 1), end: nyMidnight(12, 2) });

  // Back is a popstate, not a load: the week is back and so is the one button.
  await page.goBack();
  await expect(page).toHaveURL(/\/r\/week\/2026\/12\/1$/);
  await expect(page.locator('kairos-find-a-time')).toHaveCount(1);
  await screenshot(page, 'calendar-find-a-time-after-navigation');
  expect(errors).toEqual([]);

  // The side panel: a click opens the real one (a target Playwright lists only through CDP), which
  // takes the handoff and removes it. So a panel opened as a tab before the next click stands in
  // for it: it gets the handoff as it is written and puts the request in its box, with the week
  // above it, for the person to finish.
  const cdp = await context.browser()?.newBrowserCDPSession();
  if (cdp !== undefined) {
    await expect
      .poll(async () => (await cdp.send('Target.getTargets')).targetInfos.some((t) => t.url.endsWith('/sidepanel.html')))
      .toBe(true);
  }
  const panel = await openPage('sidepanel');
  await page.bringToFront();
  await findATime.click();
  const fourth = await handoffNumber(worker, 4);
  const composer = panel.getByRole('textbox', { name: 'Ask Kairos' });
  await expect.poll(async () => (await composer.inputValue()).trim()).toBe(fourth.text.trim());
  await expect(panel.getByLabel('About')).toBeVisible();
  await panel.bringToFront();
  await screenshot(panel, 'calendar-find-a-time-sidepanel');
});

test('"Reschedule with Kairos" comes and goes with the event dialog and hands over the event shown', async ({
  context,
  worker,
}) => {
  await recordHandoffs(worker);
  const { page, errors } = await openCalendar(context, 'calendar-week.html');

  const reschedule = page.getByRole('button', { name: 'Reschedule with Kairos' });
  const dialog = page.getByRole('dialog');
  // The saved page opens with Design review's details showing.
  await expect(reschedule).toBeVisible();
  await expect(dialog.locator('kairos-reschedule')).toHaveCount(1);
  await screenshot(page, 'calendar-reschedule');

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('kairos-reschedule')).toHaveCount(0);

  await page.locator('[data-eventchip][data-eventid]').filter({ hasText: 'Lunch with Dana' }).click();
  await expect(dialog.getByRole('heading', { name: 'Lunch with Dana' })).toBeVisible();
  await expect(reschedule).toBeVisible();
  await reschedule.click();
  const lunch = await handoffNumber(worker, 1);
  expect(lunch.text).toContain('Lunch with Dana');
  expect(lunch.hint?.event).toEqual({ title: 'Lunch with Dana', eventId: '01lp3r5t7v9abcdefghijklmno' });

  // Another chip while the dialog is open: Google swaps the details, and the button follows.
  await page.locator('[data-eventchip][data-eventid]').filter({ hasText: 'Roadmap planning' }).click();
  await expect(dialog.getByRole('heading', { name: 'Roadmap planning' })).toBeVisible();
  await expect(page.locator('kairos-reschedule')).toHaveCount(1);
  await reschedule.click();
  const roadmap = await handoffNumber(worker, 2);
  expect(roadmap.hint?.event).toEqual({ title: 'Roadmap planning', eventId: '89abcdef0123456789abcdefgh' });

  // Escape with Kairos's own button focused still reaches Google and closes the dialog.
  await reschedule.focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('kairos-reschedule')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a Calendar whose anchors were renamed gets no button, no error, and keeps working', async ({ context }) => {
  const kairosLogs: string[] = [];
  const { page, errors } = await openCalendar(context, 'calendar-renamed.html', (opened) => {
    opened.on('console', (message) => {
      if (message.text().includes('[kairos')) kairosLogs.push(message.text());
    });
  });

  // The page's own controls still work with the content script running.
  await page.getByRole('button', { name: 'New event' }).click();
  await expect(page.getByRole('menu', { name: 'New' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/\/r\/week\/2026\/12\/1$/);
  await page.getByRole('button', { name: 'Close dialog' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The control: a Create button rendered in place of the renamed one gets Find a time (so the
  // script is running and watching), and loses it again when Google renders "New event" back.
  const swapLabel = (label: string): Promise<void> =>
    page.evaluate((text) => {
      const old = document.getElementById('new-event');
      const fresh = old?.cloneNode(true);
      if (!(fresh instanceof HTMLElement) || old === null) throw new Error('no New button');
      fresh.setAttribute('aria-label', text);
      old.replaceWith(fresh);
    }, label);
  await expect(page.locator('kairos-find-a-time, kairos-reschedule')).toHaveCount(0);
  await swapLabel('Create');
  await expect(page.getByRole('button', { name: 'Find a time' })).toBeVisible();
  await swapLabel('New event');
  await expect(page.locator('kairos-find-a-time, kairos-reschedule')).toHaveCount(0);
  await screenshot(page, 'calendar-renamed');

  expect(errors).toEqual([]);
  expect(kairosLogs).toEqual([]);
  await expect(page.getByRole('heading', { name: 'November 2026' })).toBeVisible();
});
