import type { Page } from '@playwright/test';
import { MENU_ITEMS } from '../../lib/background/selection-menu';
import { instantToWallClock } from '../../lib/core/time/zoned';
import { handoffSchema } from '../../lib/messaging/handoff';
import { expect, handoffsSeen, recordHandoffs, saveOpenAiProvider, screenshot, test, TIME_ZONE } from './extension';

// What the person sees and what the side panel is asked (components/PopupApp.tsx cannot be
// imported here: it loads webextension-polyfill, which refuses to run outside an extension).
const QUICK_ACTIONS = [
  { label: 'Find 30 min today', request: 'find 30 minutes today' },
  { label: 'Find 1 h this week', request: 'find 1 hour this week' },
  { label: "What's next?", request: "what's next?" },
] as const;

/** Whether a side panel document is open anywhere in the browser (the real one is not a Playwright page). */
async function sidePanelOpen(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  return targetInfos.some((t) => t.url.endsWith('/sidepanel.html') && !t.attached);
}

/** Minutes left in today on the test's clock: "today" has no 30 free minutes in its last half hour. */
function minutesLeftToday(): number {
  const now = instantToWallClock(Date.now(), TIME_ZONE);
  return 24 * 60 - (now.hour * 60 + now.minute);
}

test('each quick action opens the side panel and hands it the request, which it asks', async ({ openPage, worker }) => {
  // Seed one event so "what's next?" has something to list.
  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill('coffee with sam@acme.com tomorrow at 3pm');
  await panel.getByLabel('Ask Kairos').press('Enter');
  const coffee = panel.getByRole('article', { name: 'Proposal: Coffee' });
  await coffee.getByRole('button', { name: 'Approve' }).click();
  await expect(coffee.getByText('Added to your calendar.')).toBeVisible();

  await recordHandoffs(worker);
  for (const [i, action] of QUICK_ACTIONS.entries()) {
    const popup = await openPage('popup');
    await popup.setViewportSize({ width: 340, height: 480 });
    await expect(popup.getByRole('listitem').filter({ hasText: 'Coffee' })).toBeVisible();
    if (i === 0) await screenshot(popup, 'popup-quick-actions');
    const closed = popup.waitForEvent('close');
    const clickedAt = Date.now();
    // The popup closes itself from the click's own handler; a click that raced the close still landed.
    await popup
      .getByRole('group', { name: 'Quick actions' })
      .getByRole('button', { name: action.label })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    // The popup closes itself once the panel is open and the request is handed over.
    await closed;

    await expect.poll(() => handoffsSeen(worker).then((h) => h.length)).toBe(i + 1);
    // Exactly the four fields: the request is asked at once, with nothing from a page.
    const written = (await handoffsSeen(worker))[i];
    expect(written).toMatchObject({ text: action.request, ask: true });
    const handoff = handoffSchema.parse(written);
    expect(Object.keys(handoff).sort()).toEqual(['ask', 'at', 'id', 'text']);
    expect(handoff.at).toBeGreaterThanOrEqual(clickedAt - 1_000);
    expect(await sidePanelOpen(panel)).toBe(true);

    // The open side panel page takes the same handoff and asks it.
    const turn = panel.getByRole('region', { name: `Request: ${action.request}` });
    await expect(turn).toBeVisible();
    if (action.request === "what's next?") {
      await expect(turn.getByRole('listitem').filter({ hasText: 'Coffee' })).toBeVisible();
    } else {
      const proposal = turn.getByRole('article', { name: /^Proposal: / });
      // Asked in today's last half hour, "today" honestly has no 30 free minutes left.
      const noSlotToday = turn.getByText(/I found no free 30-minute slot/);
      const lateToday = action.request.endsWith('today') && minutesLeftToday() <= 45;
      await expect(lateToday ? proposal.or(noSlotToday) : proposal).toBeVisible();
    }
  }
  await screenshot(panel, 'popup-quick-actions-sidepanel');
});

test('the popup is usable from the keyboard and says which calendar and model it uses', async ({ openPage, worker }) => {
  await recordHandoffs(worker);
  const popup = await openPage('popup');
  await expect(popup.getByText('Local calendar · built-in engine')).toBeVisible();
  await popup.keyboard.press('Tab');
  await expect(popup.getByRole('button', { name: QUICK_ACTIONS[0].label })).toBeFocused();
  await popup.keyboard.press('Tab');
  const closed = popup.waitForEvent('close');
  // Enter activates a button on key down; the popup closes before the key comes up.
  await popup.keyboard.down('Enter');
  await closed;
  await expect.poll(() => handoffsSeen(worker)).toEqual([expect.objectContaining({ text: QUICK_ACTIONS[1].request, ask: true })]);
});

test('the popup names the provider but never shows the API key', async ({ openPage }) => {
  await saveOpenAiProvider(await openPage('options'), { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'sk-secret-popup-test' });

  const popup = await openPage('popup');
  await expect(popup.getByText('Local calendar · kairos-mini (127.0.0.1:9)')).toBeVisible();
  expect(await popup.content()).not.toContain('sk-secret-popup-test');
});

test('the context menu items are registered', async ({ worker }) => {
  // The check below can fail: update() rejects for an id nobody created.
  expect(
    await worker.evaluate(() => chrome.contextMenus.update('kairos-no-such-item', {}).then(() => 'registered', String)),
  ).toMatch(/Cannot find menu item/);
  for (const item of MENU_ITEMS) {
    // update() rejects for an id that was never created; creation runs at install, so allow it a moment.
    await expect
      .poll(() =>
        worker.evaluate(
          (id) =>
            chrome.contextMenus.update(id, {}).then(
              () => 'registered',
              (e: unknown) => String(e),
            ),
          item.id,
        ),
      )
      .toBe('registered');
  }
});
