import { expect, screenshot, test } from './extension';

const HOUR = 3_600_000;
const stamp = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Four events starting 2–5 hours from now, written as a calendar app would export them. */
function upcomingIcs(now: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN'];
  ['Standup', 'Design review', 'Lunch with Dana', 'Gym'].forEach((title, i) => {
    const start = now + (i + 2) * HOUR;
    lines.push(
      'BEGIN:VEVENT',
      `UID:popup-${String(i)}@test`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + HOUR / 2)}`,
      `SUMMARY:${title}`,
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

test('the popup lists the next three events and opens the side panel', async ({ context, openPage }) => {
  const options = await openPage('options');
  await options
    .getByLabel('Import .ics file')
    .setInputFiles({ name: 'upcoming.ics', mimeType: 'text/calendar', buffer: Buffer.from(upcomingIcs(Date.now())) });
  await options.getByRole('region', { name: 'Import preview' }).getByRole('button', { name: 'Import' }).click();
  await expect(options.getByText('Imported 4 events')).toBeVisible();

  const popup = await openPage('popup');
  await popup.setViewportSize({ width: 340, height: 400 });
  await expect(popup.getByRole('button', { name: 'Open Kairos' })).toBeVisible();
  await expect(popup.getByRole('listitem')).toHaveCount(3);
  await expect(popup.getByRole('listitem').nth(0)).toContainText('Standup');
  await expect(popup.getByRole('listitem').nth(1)).toContainText('Design review');
  await expect(popup.getByRole('listitem').nth(2)).toContainText('Lunch with Dana');
  await screenshot(popup, 'popup');

  const cdp = await context.browser()?.newBrowserCDPSession();
  await popup.getByRole('button', { name: 'Open Kairos' }).click();
  if (cdp !== undefined) {
    await expect
      .poll(async () => (await cdp.send('Target.getTargets')).targetInfos.some((t) => t.url.endsWith('/sidepanel.html')))
      .toBe(true);
  }
});

test('the popup says so when nothing is coming up', async ({ openPage }) => {
  const popup = await openPage('popup');
  await expect(popup.getByText('Nothing in the next 30 days.')).toBeVisible();
});
