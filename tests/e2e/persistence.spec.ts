import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, extensionIdOf, launchExtension, test } from './extension';

test('events and settings survive closing and reopening the browser', async () => {
  const profile = mkdtempSync(path.join(tmpdir(), 'kairos-persist-'));
  try {
    const first = await launchExtension(profile);
    const id = await extensionIdOf(first);
    const panel = await first.newPage();
    await panel.goto(`chrome-extension://${id}/sidepanel.html`);
    await panel.getByLabel('Ask Kairos').fill('dentist appointment tomorrow at 11am for 45 minutes');
    await panel.getByLabel('Ask Kairos').press('Enter');
    const card = panel.getByRole('article', { name: 'Proposal: Dentist Appointment' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByText('Added to your calendar.')).toBeVisible();
    const options = await first.newPage();
    await options.goto(`chrome-extension://${id}/options.html`);
    await options.getByLabel('Friday end').fill('15:00');
    await options.getByRole('region', { name: 'Time zone and working hours' }).getByRole('button', { name: 'Save' }).click();
    await expect(options.getByText('Saved.')).toBeVisible();
    await first.close();

    const second = await launchExtension(profile);
    const popup = await second.newPage();
    await popup.goto(`chrome-extension://${await extensionIdOf(second)}/popup.html`);
    await expect(popup.getByRole('listitem').filter({ hasText: 'Dentist Appointment' })).toBeVisible();
    await popup.goto(popup.url().replace('popup.html', 'options.html'));
    await expect(popup.getByLabel('Friday end')).toHaveValue('15:00');
    await second.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
