import type { Page, Worker } from '@playwright/test';
import { formatRange } from '../../lib/core/time/format';
import { addZonedDays, instantToWallClock, wallClockToInstant } from '../../lib/core/time/zoned';
import { startFakeCalendarServer, type FakeCalendarServer } from '../servers/fake-calendar-v3/index';
import { expect, screenshot, test, TIME_ZONE } from './extension';

// Google Calendar end to end: sign-in through launchWebAuthFlow against a loopback fake OAuth
// provider, then turns and approvals against a loopback fake Calendar v3 (the test-only endpoints
// setting points the extension at it). The fake checks every request against Google's discovery
// document.

const ACCOUNT = 'me@example.com';
const TEAM = 'team@group.calendar.google.com';

let server: FakeCalendarServer;

test.beforeEach(async () => {
  server = await startFakeCalendarServer({
    account: ACCOUNT,
    timeZone: TIME_ZONE,
    calendars: [{ id: TEAM, summary: 'Team', accessRole: 'writer', timeZone: TIME_ZONE }],
  });
});

test.afterEach(async () => {
  expect(server.violations).toEqual([]);
  await server.close();
});

function tomorrowAt(hour: number): number {
  const w = instantToWallClock(addZonedDays(Date.now(), 1, TIME_ZONE), TIME_ZONE);
  return wallClockToInstant({ ...w, hour, minute: 0 }, TIME_ZONE);
}

const rfc3339 = (ms: number): string => new Date(ms).toISOString();

async function ask(panel: Page, text: string): Promise<void> {
  await panel.getByLabel('Ask Kairos').fill(text);
  await panel.getByLabel('Ask Kairos').press('Enter');
}

async function pointAtFakeGoogle(worker: Worker): Promise<void> {
  await worker.evaluate(async (endpoints) => chrome.storage.local.set({ googleEndpoints: endpoints }), {
    apiBaseUrl: server.apiBaseUrl,
    authUrl: server.authUrl,
    revokeUrl: server.revokeUrl,
    clientId: 'kairos-e2e.apps.googleusercontent.com',
  });
}

async function connect(options: Page): Promise<void> {
  const section = options.getByRole('region', { name: 'Google Calendar' });
  await section.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(section.getByText(`Connected as ${ACCOUNT}`)).toBeVisible({ timeout: 15_000 });
}

const stored = (calendarId: string) => server.events(calendarId).filter((e) => e.status !== 'cancelled');

test('connect through the web auth flow, then create, move and delete on Google through approval', async ({
  worker,
  openPage,
}) => {
  await pointAtFakeGoogle(worker);
  server.seedEvent(ACCOUNT, {
    summary: 'Design review',
    start: { dateTime: rfc3339(tomorrowAt(15)), timeZone: TIME_ZONE },
    end: { dateTime: rfc3339(tomorrowAt(16)), timeZone: TIME_ZONE },
  });

  const options = await openPage('options');
  await connect(options);
  const section = options.getByRole('region', { name: 'Google Calendar' });
  await expect(section.getByRole('checkbox', { name: /Team/ })).toBeVisible();
  await expect(section.getByLabel('New events go to')).toHaveValue(ACCOUNT);
  await screenshot(options, 'options-google-connected');
  // The token the OAuth round trip handed out is the one the Calendar calls carry.
  const authorised = server.requests.filter((r) => r.path.startsWith('/calendar/v3/'));
  expect(authorised.length).toBeGreaterThan(0);
  for (const r of authorised.filter((x) => x.method !== 'OPTIONS')) expect(r.headers.authorization).toMatch(/^Bearer \S+/);

  const panel = await openPage('sidepanel');
  await expect(panel.getByText('Google Calendar ·')).toBeVisible();
  await ask(panel, 'coffee with sam@acme.com tomorrow at 3pm for 30 minutes');
  const card = panel.getByRole('article', { name: 'Proposal: Coffee' });
  // The clash is read from Google, and the card says who Google will email.
  await expect(card.getByText(/Overlaps "Design review"/)).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('Sam will get an invite.')).toBeVisible();
  await screenshot(panel, 'sidepanel-google-proposal');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Added to your calendar.')).toBeVisible();
  const coffee = stored(ACCOUNT).find((e) => e.summary === 'Coffee');
  expect(coffee).toMatchObject({
    start: { dateTime: expect.any(String) },
    attendees: [expect.objectContaining({ email: 'sam@acme.com' })],
  });
  const insert = server.requests.find((r) => r.methodId === 'calendar.events.insert');
  expect(insert?.query.sendUpdates).toEqual(['all']);

  await ask(panel, 'move my coffee tomorrow to 5pm');
  const move = panel.getByRole('region', { name: 'Request: move my coffee tomorrow to 5pm' }).getByRole('article');
  const to = formatRange(tomorrowAt(17), tomorrowAt(17) + 30 * 60_000, TIME_ZONE);
  await expect(move.getByText(new RegExp(`to ${to}`))).toBeVisible({ timeout: 10_000 });
  await expect(move.getByText('Sam will get an updated invite.')).toBeVisible();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move.getByText(`Moved to ${to}.`)).toBeVisible();
  const moved = stored(ACCOUNT).find((e) => e.summary === 'Coffee') as { start: { dateTime: string } } | undefined;
  expect(Date.parse(moved?.start.dateTime ?? '')).toBe(tomorrowAt(17));
  expect(server.requests.find((r) => r.methodId === 'calendar.events.patch')?.headers['if-match']).toBeTruthy();

  await ask(panel, 'cancel coffee tomorrow');
  const approval = panel.getByRole('article', { name: /^Approval: Delete "Coffee"/ });
  await expect(approval.getByText('Sam will be told it is cancelled.')).toBeVisible({ timeout: 10_000 });
  await approval.getByRole('button', { name: 'Delete event' }).click();
  await expect(approval.getByText('Deleted.')).toBeVisible();
  expect(stored(ACCOUNT).map((e) => e.summary)).toEqual(['Design review']);

  // Undo of the delete brings the same event back on Google.
  await approval.getByRole('button', { name: 'Undo' }).click();
  await expect(approval.getByText('Undone — the event is back.')).toBeVisible();
  expect(
    stored(ACCOUNT)
      .map((e) => e.summary)
      .sort(),
  ).toEqual(['Coffee', 'Design review']);
  await screenshot(panel, 'sidepanel-google-done');
});

test('a revoked grant leads to "Google sign-in expired — reconnect", and Reconnect restores it', async ({ worker, openPage }) => {
  await pointAtFakeGoogle(worker);
  const options = await openPage('options');
  await connect(options);

  server.revokeGrant();
  const panel = await openPage('sidepanel');
  await ask(panel, "What's on tomorrow?");
  await expect(panel.getByText('Google sign-in expired — reconnect so Kairos can read and change your calendar.')).toBeVisible({
    timeout: 15_000,
  });
  await screenshot(panel, 'sidepanel-google-reconnect');
  // Nothing was written, and the 401 made the extension drop the token before giving up.
  expect(server.requests.some((r) => r.status === 401)).toBe(true);

  await options.reload();
  const section = options.getByRole('region', { name: 'Google Calendar' });
  await expect(
    section.getByText('Google sign-in expired — reconnect so Kairos can read and write your calendar again.'),
  ).toBeVisible();
  await screenshot(options, 'options-google-reconnect');
  server.allowSignIn();
  await section.getByRole('button', { name: 'Reconnect' }).click();
  await expect(section.getByText('Connected to Google Calendar.')).toBeVisible({ timeout: 15_000 });
  await expect(section.getByText(/sign-in expired/)).toHaveCount(0);

  await ask(panel, "What's on tomorrow?");
  await expect(panel.getByText(/^Nothing on .* — you're free\.$/)).toBeVisible({ timeout: 10_000 });
});

test('disconnecting goes back to the local calendar', async ({ worker, openPage }) => {
  await pointAtFakeGoogle(worker);
  const options = await openPage('options');
  await connect(options);
  const section = options.getByRole('region', { name: 'Google Calendar' });
  await section.getByRole('button', { name: 'Disconnect Google' }).click();
  await expect(section.getByText('Disconnected: Kairos now uses the local calendar.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  expect(server.requests.some((r) => r.path === '/revoke')).toBe(true);
  const panel = await openPage('sidepanel');
  await expect(panel.getByText('Local calendar ·')).toBeVisible();
});

test('a build without an OAuth client says how to add one and stays on the local calendar', async ({ openPage }) => {
  const options = await openPage('options');
  const section = options.getByRole('region', { name: 'Google Calendar' });
  await expect(section.getByText(/This build of Kairos has no Google OAuth client/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Connect Google Calendar' })).toHaveCount(0);
});
