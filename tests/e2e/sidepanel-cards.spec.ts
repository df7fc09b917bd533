import type { Page } from '@playwright/test';
import { formatRange } from '../../lib/core/time/format';
import { addZonedDays, instantToWallClock, wallClockToInstant } from '../../lib/core/time/zoned';
import { expect, screenshot, test, TIME_ZONE } from './extension';

// The side panel's cards for places, moves, activity ideas and booking links, with the built-in engine.
function tomorrowAt(hour: number): number {
  const w = instantToWallClock(addZonedDays(Date.now(), 1, TIME_ZONE), TIME_ZONE);
  return wallClockToInstant({ ...w, hour, minute: 0 }, TIME_ZONE);
}

async function ask(panel: Page, text: string): Promise<void> {
  await panel.getByLabel('Ask Kairos').fill(text);
  await panel.getByLabel('Ask Kairos').press('Enter');
}

test('a place gets a map link, and a move shows from → to, says Move, and ends moved', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await ask(panel, 'coffee at Blue Bottle tomorrow at 3pm');
  const card = panel.getByRole('article', { name: 'Proposal: Coffee' });
  const map = card.getByRole('link', { name: 'Map of Blue Bottle' });
  await expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Blue%20Bottle');
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noreferrer');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Added to your calendar.')).toBeVisible();

  await ask(panel, 'move my coffee tomorrow to 4pm');
  const move = panel.getByRole('region', { name: 'Request: move my coffee tomorrow to 4pm' }).getByRole('article');
  const from = formatRange(tomorrowAt(15), tomorrowAt(15) + 30 * 60_000, TIME_ZONE);
  const to = formatRange(tomorrowAt(16), tomorrowAt(16) + 30 * 60_000, TIME_ZONE);
  await expect(move.getByText(`Move from ${from} to ${to}`)).toBeVisible({ timeout: 10_000 });
  await expect(move.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await screenshot(panel, 'sidepanel-move');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move.getByText(`Moved to ${to}.`)).toBeVisible();

  await ask(panel, "What's on tomorrow?");
  const listing = panel.getByRole('region', { name: "Request: What's on tomorrow?" });
  await expect(listing.getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText('16:00');
  await screenshot(panel, 'sidepanel-moved');

  await move.getByRole('button', { name: 'Undo' }).click();
  await expect(move.getByText('Undone — the event is back where it was.')).toBeVisible();
  await ask(panel, "What's on tomorrow?");
  const again = panel.getByRole('region', { name: "Request: What's on tomorrow?" }).last();
  await expect(again.getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText('15:00');
});

test('activity ideas show their times, and "Plan this" asks for the one picked', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await ask(panel, "let's do something fun on Saturday");
  const ideas = panel.getByRole('region', { name: 'Activity ideas' });
  const cards = ideas.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 10_000 });
  expect(await cards.count()).toBeLessThanOrEqual(4);
  await expect(cards.first()).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
  await expect(cards.first()).toContainText(/\((EST|EDT)\)/);
  await screenshot(panel, 'sidepanel-activities');

  const first = cards.first();
  const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
  const time = ((await first.getByText(/\d{2}:\d{2}–\d{2}:\d{2}/).textContent()) ?? '').replace(/\s*\((EST|EDT)\)$/, '');
  await first.getByRole('button', { name: 'Plan this' }).click();
  // The idea's request goes out as the next turn, as if typed, and comes back as a proposal at the idea's time.
  const turns = panel.getByRole('region', { name: /^Request: / });
  await expect(turns).toHaveCount(2);
  await expect(turns.last().locator('.bubble.user')).toContainText(title, { ignoreCase: true });
  const proposal = turns.last().getByRole('article', { name: /^Proposal: / });
  await expect(proposal.getByText(time)).toBeVisible({ timeout: 10_000 });
  await screenshot(panel, 'sidepanel-activity-planned');
});

test('a booking link opens in a new tab only when clicked', async ({ context, openPage }) => {
  const panel = await openPage('sidepanel');
  // There is no network here, so an opened tab shows an error page; its target still names where it was sent.
  const cdp = await context.newCDPSession(panel);
  const mapsTabs = async (): Promise<string[]> =>
    (await cdp.send('Target.getTargets')).targetInfos
      .filter((t) => t.type === 'page' && /^https:\/\/www\.google\.com\/maps\/.*Blue%20Bottle/.test(t.url))
      .map((t) => t.url);

  await ask(panel, 'book a table at Blue Bottle');
  const link = panel.getByRole('article', { name: /^Link: / });
  await expect(link).toBeVisible({ timeout: 10_000 });
  await expect(link.getByText('www.google.com')).toBeVisible();
  await screenshot(panel, 'sidepanel-booking-link');
  expect(await mapsTabs()).toEqual([]);

  const opened = context.waitForEvent('page');
  await link.getByRole('button').click();
  await (await opened).waitForLoadState();
  expect(await mapsTabs()).toHaveLength(1);
  await expect(link.getByText('Opened in a new tab.')).toBeVisible();
});
