import { formatRange } from '../../lib/core/time/format';
import { addZonedDays, instantToWallClock, wallClockToInstant } from '../../lib/core/time/zoned';
import { expect, nextWorkday, screenshot, stopServiceWorker, test, TIME_ZONE } from './extension';

const REQUEST = 'coffee with sam@acme.com tomorrow at 3pm for 30 minutes';
/** The same coffee on a working day, for "any earlier times?", which searches working hours. */
const WORKDAY_REQUEST = `coffee with sam@acme.com on ${nextWorkday().name} at 3pm for 30 minutes`;

function tomorrowAt(hour: number): number {
  const w = instantToWallClock(addZonedDays(Date.now(), 1, TIME_ZONE), TIME_ZONE);
  return wallClockToInstant({ ...w, hour, minute: 0 }, TIME_ZONE);
}

test('a request becomes a proposal, approve writes it, the day lists it, undo removes it', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill(REQUEST);
  await panel.getByLabel('Ask Kairos').press('Enter');

  await expect(panel.getByText('Checking the time for Coffee with sam@acme.com…')).toBeVisible();
  const card = panel.getByRole('article', { name: 'Proposal: Coffee' });
  const start = tomorrowAt(15);
  await expect(card.getByText(formatRange(start, start + 30 * 60_000, TIME_ZONE))).toBeVisible();
  await expect(card.getByText('(EST)')).toBeVisible();
  await expect(card.getByText('With Sam <sam@acme.com>')).toBeVisible();
  await expect(card.getByText('30 min')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reject' })).toBeVisible();
  await screenshot(panel, 'sidepanel-proposal');

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Added to your calendar.')).toBeVisible();

  await panel.getByLabel('Ask Kairos').fill("What's on tomorrow?");
  await panel.getByRole('button', { name: 'Send' }).click();
  const listing = panel.getByRole('region', { name: "Request: What's on tomorrow?" });
  await expect(listing.getByText('1 event on')).toBeVisible();
  await expect(listing.getByRole('listitem').filter({ hasText: 'Coffee' })).toBeVisible();
  await screenshot(panel, 'sidepanel-approved');

  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(card.getByText('Undone — the event was removed.')).toBeVisible();
  await panel.getByLabel('Ask Kairos').fill("What's on tomorrow?");
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByText(/^Nothing on .* — you're free\.$/)).toBeVisible();
});

test('approving still works after the service worker was stopped mid-proposal', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill(REQUEST);
  await panel.getByLabel('Ask Kairos').press('Enter');
  const card = panel.getByRole('article', { name: 'Proposal: Coffee' });
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible();

  await stopServiceWorker(panel);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Added to your calendar.')).toBeVisible();

  // The next turn reconnects to the restarted worker and sees the event.
  await panel.getByLabel('Ask Kairos').fill("What's on tomorrow?");
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Coffee' })).toBeVisible();
});

test('rejecting a proposal writes nothing, and an unreadable request gets a question', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill(REQUEST);
  await panel.getByLabel('Ask Kairos').press('Enter');
  const card = panel.getByRole('article', { name: 'Proposal: Coffee' });
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(card.getByText('Rejected — nothing was added.')).toBeVisible();

  await panel.getByLabel('Ask Kairos').fill('asdf qwer');
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByText(/I didn't catch what to do/)).toBeVisible();

  await panel.getByLabel('Ask Kairos').fill("What's on tomorrow?");
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByText(/^Nothing on .* — you're free\.$/)).toBeVisible();
});

test('Edit changes the time and title before approving', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill(REQUEST);
  await panel.getByLabel('Ask Kairos').press('Enter');
  const card = panel.getByRole('article', { name: 'Proposal: Coffee' });
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Title').fill('Coffee and roadmap');
  await card.getByLabel('Start time').fill('16:30');
  await card.getByLabel('Length in minutes').fill('45');
  await card.getByRole('button', { name: 'Save changes' }).click();

  const edited = panel.getByRole('article', { name: 'Proposal: Coffee and roadmap' });
  const start = tomorrowAt(16) + 30 * 60_000;
  await expect(edited.getByText(formatRange(start, start + 45 * 60_000, TIME_ZONE))).toBeVisible();
  await edited.getByRole('button', { name: 'Approve' }).click();
  await expect(edited.getByText('Added to your calendar.')).toBeVisible();
});

test('"any earlier times?" replaces the proposal with an earlier one in the same conversation', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill(WORKDAY_REQUEST);
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByRole('article', { name: 'Proposal: Coffee' })).toHaveCount(1);
  await panel.getByLabel('Ask Kairos').fill('any earlier times?');
  await panel.getByLabel('Ask Kairos').press('Enter');
  const cards = panel.getByRole('article', { name: 'Proposal: Coffee' });
  await expect(cards).toHaveCount(2);
  const earlier = cards.nth(1);
  await expect(earlier.getByText('An earlier time that works.')).toBeVisible();
  const shown = await earlier.locator('.proposal-time').innerText();
  expect(shown.slice(shown.indexOf(', ') + 2, shown.indexOf('–')) < '15:00').toBe(true);
  // The first card's suggestion was replaced: it says so and can no longer be approved.
  await expect(cards.nth(0).getByText('Replaced by a newer suggestion below.')).toBeVisible();
  await expect(cards.nth(0).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await earlier.getByRole('button', { name: 'Approve' }).click();
  await expect(earlier.getByText('Added to your calendar.')).toBeVisible();
});

test('replies in everyday words revise the proposal: "anything later?", then "got anything in the morning?"', async ({
  openPage,
}) => {
  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill(`coffee with sam@acme.com on ${nextWorkday().name} at 11am for 30 minutes`);
  await panel.getByLabel('Ask Kairos').press('Enter');
  const cards = panel.getByRole('article', { name: 'Proposal: Coffee' });
  await expect(cards).toHaveCount(1);
  await panel.getByLabel('Ask Kairos').fill('anything later?');
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1).getByText('A later time that works.')).toBeVisible();
  const later = await cards.nth(1).locator('.proposal-time').innerText();
  expect(later.slice(later.indexOf(', ') + 2, later.indexOf('–')) > '11:00').toBe(true);
  await panel.getByLabel('Ask Kairos').fill('got anything in the morning?');
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(cards).toHaveCount(3);
  const morning = await cards.nth(2).locator('.proposal-time').innerText();
  // The same day, in its morning: never a new event titled with the words, never an agenda.
  expect(morning.slice(0, morning.indexOf(','))).toBe(later.slice(0, later.indexOf(',')));
  expect(morning.slice(morning.indexOf(', ') + 2, morning.indexOf('–')) < '12:00').toBe(true);
  await expect(panel.getByRole('article', { name: /^Answer/ })).toHaveCount(0);
  await screenshot(panel, 'follow-up-replies');
});

test('"any earlier times?" still knows the last proposal after the service worker restarts', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill(WORKDAY_REQUEST);
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByRole('article', { name: 'Proposal: Coffee' })).toHaveCount(1);
  await stopServiceWorker(panel);
  await panel.getByLabel('Ask Kairos').fill('any earlier times?');
  await panel.getByLabel('Ask Kairos').press('Enter');
  await expect(panel.getByText('An earlier time that works.')).toBeVisible();
});
