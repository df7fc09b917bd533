import path from 'node:path';
import { expect, screenshot, test } from './extension';

// The whole "Insert my availability" round trip: Gmail's compose button, the side panel's card,
// and the approved times landing at the caret in the draft — which is never sent.
const FIXTURES = path.resolve('tests/fixtures/pages');

test('Insert my availability: the panel offers free times, the person unticks one, and only the rest land at the caret', async ({
  context,
  openPage,
}) => {
  const panel = await openPage('sidepanel');
  await context.route('https://mail.google.com/**', (route) =>
    route.fulfill({ path: path.join(FIXTURES, 'gmail-compose.html'), contentType: 'text/html; charset=utf-8' }),
  );
  const gmail = await context.newPage();
  await gmail.goto('https://mail.google.com/mail/u/0/#inbox');
  const compose = gmail.getByRole('dialog', { name: 'Meeting next week' });
  const body = compose.getByRole('textbox', { name: 'Message Body' });
  const before = await body.innerText();
  await body.click();
  await gmail.evaluate(() => {
    const lines = [...document.querySelectorAll('[aria-label="Message Body"] > div')];
    const emptyLine = lines[lines.findIndex((line) => line.textContent.includes('work for me:')) + 1];
    if (!emptyLine) throw new Error('no such line in the fixture');
    getSelection()?.collapse(emptyLine, 0);
  });
  await compose.getByRole('button', { name: 'Insert my availability' }).click();

  const card = panel.getByRole('article', { name: 'Times to offer' });
  await expect(card.getByRole('checkbox')).not.toHaveCount(0);
  const offered = await card.getByRole('checkbox').count();
  expect(offered).toBeGreaterThanOrEqual(3);
  expect(offered).toBeLessThanOrEqual(5);
  // The card shows the exact text; nothing has reached the draft yet.
  await expect(card.getByLabel('Text to insert')).toContainText('Here are some times that work for me:');
  expect(await body.innerText()).toBe(before);

  const firstTime = (await card.getByRole('checkbox').first().locator('xpath=..').innerText()).trim();
  await card.getByRole('checkbox').first().uncheck();
  await expect(card.getByLabel('Text to insert')).not.toContainText(firstTime);
  await screenshot(panel, 'sidepanel-availability');
  await card.getByRole('button', { name: 'Insert into email' }).click();
  await expect(card.getByText('Inserted into your email at the cursor. Nothing was sent.')).toBeVisible();

  const draft = await body.innerText();
  expect(draft).toContain('Here are some times that work for me:');
  expect(draft).not.toContain(firstTime);
  expect(draft.indexOf('Here are some times')).toBeLessThan(draft.indexOf('Best,'));
  expect(draft.match(/^• .+\(E[SD]T\)$/gm)?.length).toBe(offered - 1);
  await screenshot(gmail, 'gmail-compose-availability-inserted');
});
