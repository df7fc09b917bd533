import type { Worker } from '@playwright/test';
import { startFakeNominatim } from '../servers/fake-places/fake-nominatim';
import { startFakeOverpass, type FakeOverpass } from '../servers/fake-places/fake-overpass';
import type { FakePlacesServer } from '../servers/fake-places/fake-http';
import { SOHO } from '../servers/fake-places/world';
import { askInPanel, expect, screenshot, test, turnOf } from './extension';

// Places in whole side-panel turns, through the real pipeline, against the loopback fake Nominatim
// and Overpass (a few streets of Soho): the test-only `placesEndpoints` setting points the service
// worker at them, and the person's work is saved as Soho Square (as Options → Places would).

let nominatim: FakePlacesServer;
let overpass: FakeOverpass;

test.beforeEach(async () => {
  [nominatim, overpass] = await Promise.all([startFakeNominatim(), startFakeOverpass()]);
});

test.afterEach(async () => {
  await Promise.all([nominatim.close(), overpass.close()]);
});

async function placesAtWork(worker: Worker): Promise<void> {
  await worker.evaluate(
    async ({ endpoints, work }) =>
      chrome.storage.local.set({
        placesEndpoints: endpoints,
        placesSettings: { version: 1, provider: 'openstreetmap', foursquareKey: '', work },
      }),
    {
      endpoints: {
        nominatimUrl: nominatim.url,
        overpassUrl: `${overpass.url}/api/interpreter`,
        foursquareUrl: 'http://127.0.0.1:9',
      },
      work: { address: 'Soho Square, London', point: SOHO, label: 'Soho Square, Soho, London' },
    },
  );
}

test('coffee next week proposes a time and a café with a map link, three others and the walk; lunch instead switches to restaurants', async ({
  worker,
  openPage,
}) => {
  await placesAtWork(worker);
  const panel = await openPage('sidepanel');
  const ask = 'coffee with sam@acme.com next week';
  await askInPanel(panel, ask);
  const card = turnOf(panel, ask).getByRole('article', { name: /^Proposal: / });
  await expect(card).toBeVisible({ timeout: 15_000 });

  const chosen = card.getByRole('region', { name: /^Place: / });
  await expect(chosen).toContainText('Cafés near work');
  await expect(chosen.getByRole('link', { name: /^Map of / })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
  await expect(chosen).toContainText(/walk from work/);
  await expect(card.getByRole('list', { name: 'Other places' }).getByRole('button')).toHaveCount(3);
  await expect(card).toContainText(/I've kept \d+ minutes before and after to get there and back\./);
  await expect(card.locator('.alternatives').getByRole('button')).toHaveCount(3);
  expect(overpass.requests.some((r) => r.method === 'POST' || r.query.has('data'))).toBe(true);
  await screenshot(panel, 'places-coffee');

  // A place picked on the card is the one "book a table there" opens.
  const other = card.getByRole('list', { name: 'Other places' }).getByRole('button').first();
  const name = ((await other.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  await other.click();
  await expect(card.getByRole('region', { name: `Place: ${name}` })).toBeVisible();
  const book = 'book a table there';
  await askInPanel(panel, book);
  await expect(
    turnOf(panel, book)
      .getByRole('button', { name: `Open ${name}'s website` })
      .or(turnOf(panel, book).getByRole('button', { name: `Open ${name} on the map` })),
  ).toBeVisible({
    timeout: 10_000,
  });

  const lunch = 'can we do lunch instead?';
  await askInPanel(panel, lunch);
  const lunchCard = turnOf(panel, lunch).getByRole('article', { name: /^Proposal: / });
  await expect(lunchCard).toBeVisible({ timeout: 15_000 });
  await expect(lunchCard.getByRole('region', { name: /^Place: / })).toContainText('Restaurants near work');
  await expect(lunchCard.locator('.proposal-time')).toContainText(/1[12]:\d\d/);
  await expect(card.getByText('Replaced by a newer suggestion below.')).toBeVisible();
  await screenshot(panel, 'places-lunch-instead');
});

test('a place named in words is chosen on a new card at the same time: "how about <café>?"', async ({ worker, openPage }) => {
  await placesAtWork(worker);
  const panel = await openPage('sidepanel');
  const ask = 'coffee with sam@acme.com next week';
  await askInPanel(panel, ask);
  const card = turnOf(panel, ask).getByRole('article', { name: /^Proposal: / });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const last = card.getByRole('list', { name: 'Other places' }).getByRole('button').last();
  const name = ((await last.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  const time = await card.locator('.proposal-time').innerText();
  const say = `how about ${name}?`;
  await askInPanel(panel, say);
  const named = turnOf(panel, say).getByRole('article', { name: /^Proposal: / });
  await expect(named).toBeVisible({ timeout: 15_000 });
  await expect(named.getByRole('region', { name: `Place: ${name}` })).toBeVisible();
  await expect(named.locator('.proposal-time')).toHaveText(time);
  await expect(named.getByRole('list', { name: 'Other places' }).getByRole('button')).toHaveCount(3);
  await expect(card.getByText('Replaced by a newer suggestion below.')).toBeVisible();
  await screenshot(panel, 'places-named-in-words');

  // "book it at <another offered café>": that café is chosen on a new card, and its own page is offered.
  const another = named.getByRole('list', { name: 'Other places' }).getByRole('button').first();
  const anotherName = ((await another.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  const book = `book it at ${anotherName}`;
  await askInPanel(panel, book);
  const booked = turnOf(panel, book).getByRole('article', { name: /^Proposal: / });
  await expect(booked).toBeVisible({ timeout: 15_000 });
  await expect(booked.getByRole('region', { name: `Place: ${anotherName}` })).toBeVisible();
  await expect(booked.locator('.proposal-time')).toHaveText(time);
  await expect(
    turnOf(panel, book)
      .getByRole('button', { name: `Open ${anotherName}'s website` })
      .or(turnOf(panel, book).getByRole('button', { name: `Open ${anotherName} on the map` })),
  ).toBeVisible();
  await screenshot(panel, 'places-book-it-at');
});

test('when OpenStreetMap is down the card proposes times only and says why', async ({ worker, openPage }) => {
  await placesAtWork(worker);
  overpass.failNext({ status: 504 });
  overpass.failNext({ status: 504 });
  const panel = await openPage('sidepanel');
  const ask = 'coffee with sam@acme.com tomorrow';
  await askInPanel(panel, ask);
  const card = turnOf(panel, ask).getByRole('article', { name: /^Proposal: / });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('region', { name: /^Place: / })).toHaveCount(0);
  await expect(card).toContainText('OpenStreetMap could not be reached, so these are times only.');
  await expect(card.locator('.alternatives').getByRole('button')).toHaveCount(3);
});
