import { addZonedDays, instantToWallClock, startOfZonedDay } from '../../lib/core/time/zoned';
import { expect, screenshot, test, TIME_ZONE } from './extension';

/** Next week's Monday, Wednesday and Friday as the card names them ("Mon 14 Dec"). */
function nextWeekDays(): string[] {
  const today = startOfZonedDay(Date.now(), TIME_ZONE);
  const weekday = instantToWallClock(today, TIME_ZONE).weekday;
  // Monday of next week (weeks run Monday to Sunday): 1–7 days ahead.
  const monday = addZonedDays(today, (8 - weekday) % 7 || 7, TIME_ZONE);
  return [0, 2, 4].map((d) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' })
      .format(addZonedDays(monday, d, TIME_ZONE))
      .replace(',', ''),
  );
}

test('days listed with commas and "or" keep the proposal and every alternative on those days', async ({ openPage }) => {
  const panel = await openPage('sidepanel');
  await panel.getByLabel('Ask Kairos').fill('coffee with sam@acme.com next week on Monday, Wednesday or Friday');
  await panel.getByLabel('Ask Kairos').press('Enter');
  const card = panel.getByRole('article', { name: 'Proposal: Coffee' });
  await expect(card).toBeVisible();
  const allowed = nextWeekDays();
  const text = await card.innerText();
  const days = [...text.matchAll(/\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}\b/g)].map((m) => m[0]);
  expect(days.length).toBeGreaterThan(1);
  for (const day of days) expect(allowed).toContain(day);
  await screenshot(panel, 'sidepanel-listed-days');
});
