import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { auditEntrySchema } from '../../lib/core/approvals/pending-action';
import { expect, screenshot, test, TIME_ZONE } from './extension';

// Options' History (the audit log, its filters, export and Undo) and the VIP / day-off preferences,
// on the built extension with the built-in engine and the local calendar.
const REQUEST = 'coffee with sam@acme.com tomorrow at 3pm for 30 minutes';

async function ask(panel: Page, text: string): Promise<void> {
  await panel.getByLabel('Ask Kairos').fill(text);
  await panel.getByLabel('Ask Kairos').press('Enter');
}

async function approveCoffee(panel: Page): Promise<void> {
  await ask(panel, REQUEST);
  const card = panel.getByRole('article', { name: 'Proposal: Coffee' });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Added to your calendar.')).toBeVisible();
}

/** Asks the side panel about tomorrow and returns that answer's region (the newest one). */
async function tomorrow(panel: Page): Promise<Locator> {
  await ask(panel, "What's on tomorrow?");
  const answer = panel.getByRole('region', { name: "Request: What's on tomorrow?" }).last();
  await expect(answer.getByText(/event on|Nothing on/).first()).toBeVisible();
  return answer;
}

test('an approved request is in History with its source; filters, export and Undo work on it', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await approveCoffee(panel);

  const options = await openPage('options');
  const history = options.getByRole('region', { name: 'History' });
  const coffee = history.getByRole('listitem', { name: /Coffee/ });
  await expect(coffee).toHaveCount(1);
  await expect(coffee).toContainText('Chat');
  await expect(coffee).toContainText('Create');
  await expect(coffee).not.toContainText('Auto-approved');
  await expect(history.getByText('1 change, newest first.')).toBeVisible();

  await coffee.getByText('Details', { exact: true }).click();
  await expect(coffee).toContainText('No one was emailed: the local calendar sends no email.');
  await expect(coffee).toContainText('Time:');
  // The local calendar emails no one, so Undo asks nothing about guests.
  await expect(coffee.getByRole('checkbox')).toHaveCount(0);
  await screenshot(options, 'options-history');

  const search = history.getByRole('searchbox', { name: 'Search' });
  await search.fill('dentist');
  await expect(coffee).toHaveCount(0);
  await expect(history.getByText('No changes match these filters.')).toBeVisible();
  await search.fill('COFFEE');
  await expect(coffee).toHaveCount(1);
  await history.getByLabel('Source').selectOption('Email');
  await expect(coffee).toHaveCount(0);
  await expect(history.getByText('Showing 0 of 1 change.')).toBeVisible();
  await history.getByLabel('Source').selectOption('Chat');
  await expect(coffee).toHaveCount(1);
  await history.getByLabel('Kind').selectOption('Delete');
  await expect(coffee).toHaveCount(0);
  await history.getByRole('button', { name: 'Clear filters' }).click();
  await expect(coffee).toHaveCount(1);
  await expect(search).toHaveValue('');

  const download = options.waitForEvent('download');
  await history.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  const today = new Date().toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
  expect(file.suggestedFilename()).toBe(`kairos-history-${today}.json`);
  const exported = auditEntrySchema.array().parse(JSON.parse(readFileSync(await file.path(), 'utf8')));
  expect(exported).toHaveLength(1);
  expect(exported[0]?.source).toBe('chat');
  expect(exported[0]?.change.kind).toBe('create');
  await expect(coffee).toContainText(exported[0]?.description ?? 'no description exported');
  await expect(history.getByText('Exported 1 change.')).toBeVisible();

  await coffee.getByRole('button', { name: 'Undo' }).click();
  await expect(coffee.getByText('Undone', { exact: true })).toBeVisible();
  await expect(coffee.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await screenshot(options, 'options-history-undone');
  await expect(await tomorrow(panel)).toContainText("you're free");

  await history.getByRole('checkbox', { name: 'Hide undone' }).check();
  await expect(coffee).toHaveCount(0);
  await history.getByRole('checkbox', { name: 'Hide undone' }).uncheck();
  await expect(coffee).toHaveCount(1);

  // Undone survives a reload: it is the background's record, not the page's.
  await options.reload();
  await expect(history.getByRole('listitem', { name: /Coffee/ }).getByText('Undone', { exact: true })).toBeVisible();
});

test('Undo of an event changed since says why on that entry and changes nothing', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await approveCoffee(panel);
  await ask(panel, 'move my coffee tomorrow to 4pm');
  const move = panel.getByRole('region', { name: 'Request: move my coffee tomorrow to 4pm' }).getByRole('article');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move.getByText(/^Moved to /)).toBeVisible();

  const options = await openPage('options');
  const history = options.getByRole('region', { name: 'History' });
  const items = history.getByRole('listitem', { name: /Coffee/ });
  await expect(items).toHaveCount(2);
  // Newest first: the move, then the create it changed.
  await expect(items.nth(0)).toContainText('Update');
  await expect(items.nth(1)).toContainText('Create');

  const created = items.nth(1);
  await created.getByRole('button', { name: 'Undo' }).click();
  await expect(created.getByRole('alert')).toContainText('was changed after this action, so undo would lose that change');
  await expect(created.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await expect(items.nth(0).getByRole('alert')).toHaveCount(0);
  await screenshot(options, 'options-history-undo-refused');
  await expect((await tomorrow(panel)).getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText('16:00');

  // Undoing the newest first puts the event back where it was created.
  await items.nth(0).getByRole('button', { name: 'Undo' }).click();
  await expect(items.nth(0).getByText('Undone', { exact: true })).toBeVisible();
  await expect((await tomorrow(panel)).getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText('15:00');
});

test('an empty history says what will appear there', async ({ openPage }) => {
  const options = await openPage('options');
  const history = options.getByRole('region', { name: 'History' });
  await expect(history.getByText('Nothing yet: changes you approve appear here, with Undo.')).toBeVisible();
  await expect(history.getByRole('button', { name: 'Refresh' })).toBeEnabled();

  // Refresh picks up a change approved after the page was opened.
  const panel = await openPage('sidepanel');
  await approveCoffee(panel);
  await options.bringToFront();
  await history.getByRole('button', { name: 'Refresh' }).click();
  await expect(history.getByRole('listitem', { name: /Coffee/ })).toHaveCount(1);
});

test('VIPs, days off and auto-approve are saved and survive a reload; mistakes are refused', async ({ openPage }) => {
  const options = await openPage('options');
  const people = options.getByRole('region', { name: 'VIPs, days off and approvals' });
  const vips = people.getByLabel('VIPs', { exact: true });
  const addDay = people.getByLabel('Add a day off');
  await expect(vips).toHaveValue('');
  await expect(people.getByText('No days off yet.')).toBeVisible();
  await expect(people.getByRole('checkbox', { name: /^Add new events without asking/ })).not.toBeChecked();

  await vips.fill('dana@corp.com\n\n  Sam Lee  \nsam@acme');
  await people.getByRole('button', { name: 'Save' }).click();
  await expect(people.getByRole('alert')).toHaveText('Nothing was saved: fix the VIPs list above.');
  await expect(vips).toHaveAttribute('aria-invalid', 'true');
  await expect(people.getByText('Line 4: "sam@acme" is not an email address.')).toBeVisible();
  await vips.fill('dana@corp.com\n\n  Sam Lee  \nDANA@corp.com');
  await people.getByRole('button', { name: 'Save' }).click();
  await expect(people.getByText('Line 4 repeats line 1 ("DANA@corp.com").')).toBeVisible();
  await vips.fill('dana@corp.com\n\n  Sam Lee  ');

  await addDay.fill('2026-12-24');
  await people.getByRole('button', { name: 'Add', exact: true }).click();
  await addDay.fill('2026-12-21');
  await addDay.press('Enter');
  await addDay.fill('2026-12-24');
  await people.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(people.getByRole('alert')).toHaveText('Thu 24 Dec 2026 is already a day off.');
  await expect(people.getByRole('listitem')).toHaveText([/^Mon 21 Dec 2026/, /^Thu 24 Dec 2026/]);
  await people.getByRole('checkbox', { name: /^Add new events without asking/ }).check();
  await screenshot(options, 'options-preferences-vips');
  await people.getByRole('button', { name: 'Save' }).click();
  await expect(people.getByRole('status')).toHaveText('Saved.');
  // Saved as read: trimmed, blank lines dropped.
  await expect(vips).toHaveValue('dana@corp.com\nSam Lee');

  await options.reload();
  await expect(vips).toHaveValue('dana@corp.com\nSam Lee');
  await expect(people.getByRole('listitem')).toHaveText([/^Mon 21 Dec 2026/, /^Thu 24 Dec 2026/]);
  await expect(people.getByRole('checkbox', { name: /^Add new events without asking/ })).toBeChecked();

  await people.getByRole('button', { name: 'Remove Mon 21 Dec 2026' }).click();
  await people.getByRole('button', { name: 'Save' }).click();
  await expect(people.getByRole('status')).toHaveText('Saved.');
  await options.reload();
  await expect(people.getByRole('listitem')).toHaveText([/^Thu 24 Dec 2026/]);
});

test('saving working hours keeps unsaved VIP edits, and saves none of them', async ({ openPage }) => {
  const options = await openPage('options');
  const hours = options.getByRole('region', { name: 'Time zone and working hours' });
  const people = options.getByRole('region', { name: 'VIPs, days off and approvals' });
  await people.getByLabel('Add a day off').fill('2026-12-24');
  await people.getByRole('button', { name: 'Add', exact: true }).click();
  await options.getByLabel('Monday end').fill('18:30');
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(hours.getByRole('status')).toHaveText('Saved.');
  await expect(people.getByRole('listitem')).toHaveText([/^Thu 24 Dec 2026/]);

  await options.reload();
  await expect(options.getByLabel('Monday end')).toHaveValue('18:30');
  await expect(people.getByText('No days off yet.')).toBeVisible();
});
