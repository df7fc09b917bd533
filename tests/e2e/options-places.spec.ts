import type { Page, Worker } from '@playwright/test';
import { startFakeNominatim } from '../servers/fake-places/fake-nominatim';
import { startFakeOverpass, type FakeOverpass } from '../servers/fake-places/fake-overpass';
import type { FakePlacesServer } from '../servers/fake-places/fake-http';
import { expect, screenshot, test } from './extension';

// Options → Places against the loopback fake Nominatim (a few streets of London): the test-only
// `placesEndpoints` setting points the service worker at it, as `googleEndpoints` does for Google.

const DOWNING_STREET =
  "Found: 10 Downing Street, Whitehall, St. James's, City of Westminster, London, Greater London, England, SW1A 2AA, United Kingdom";

let nominatim: FakePlacesServer;
let overpass: FakeOverpass;

test.beforeEach(async () => {
  [nominatim, overpass] = await Promise.all([startFakeNominatim(), startFakeOverpass()]);
});

test.afterEach(async () => {
  await Promise.all([nominatim.close(), overpass.close()]);
});

async function pointAtFakePlaces(worker: Worker): Promise<void> {
  await worker.evaluate(async (endpoints) => chrome.storage.local.set({ placesEndpoints: endpoints }), {
    nominatimUrl: nominatim.url,
    overpassUrl: `${overpass.url}/api/interpreter`,
    foursquareUrl: 'http://127.0.0.1:9',
  });
}

const section = (options: Page) => options.getByRole('region', { name: 'Places' });
const searches = () => nominatim.requests.filter((r) => r.method === 'GET' && r.path === '/search').map((r) => r.query.get('q'));

test('home is looked up once through OpenStreetMap on Save, shown as found, and kept', async ({ worker, openPage }) => {
  await pointAtFakePlaces(worker);
  const options = await openPage('options');
  const places = section(options);
  await expect(places.getByRole('radio', { name: /^None/ })).toBeChecked();
  // No provider, nothing to look addresses up with: the fields wait for one.
  await expect(places.getByLabel('Home')).toBeDisabled();
  await expect(places.getByText('Home and work are looked up through a provider')).toBeVisible();
  await expect(places.getByText(/^Only the search area and what you're looking for leave the browser/)).toBeVisible();

  await places.getByRole('radio', { name: /^OpenStreetMap \(no key\)/ }).check();
  await expect(places.getByLabel('Foursquare API key')).toHaveCount(0);
  await places.getByLabel('Home').fill('10 Downing Street, London');
  await places.getByRole('button', { name: 'Save' }).click();
  // Nobody can answer Chrome's permission prompt here; the fake is the test-only endpoint, which
  // needs no permission, and the page says what the missing one means.
  await expect(places.getByRole('status')).toHaveText('Saved.', { timeout: 10_000 });
  await expect(places.getByText(DOWNING_STREET)).toBeVisible();
  await expect(places.getByRole('note')).toContainText('nominatim.openstreetmap.org and overpass-api.de');
  expect(searches()).toEqual(['10 Downing Street, London']);
  await screenshot(options, 'options-places');

  // Saving again with the address unchanged does not look it up again.
  await places.getByRole('button', { name: 'Save' }).click();
  await expect(places.getByRole('status')).toHaveText('Saved.', { timeout: 10_000 });
  expect(searches()).toHaveLength(1);

  await options.reload();
  await expect(places.getByRole('radio', { name: /^OpenStreetMap/ })).toBeChecked();
  await expect(places.getByLabel('Home')).toHaveValue('10 Downing Street, London');
  await expect(places.getByText(DOWNING_STREET)).toBeVisible();
  const stored = await worker.evaluate(async () => (await chrome.storage.local.get('placesSettings')).placesSettings);
  expect(stored).toMatchObject({ provider: 'openstreetmap', home: { point: { lat: 51.5034, lon: -0.1276 } } });
});

test('an address the provider cannot find is named in the error, and nothing is saved', async ({ worker, openPage }) => {
  await pointAtFakePlaces(worker);
  const options = await openPage('options');
  const places = section(options);
  await places.getByRole('radio', { name: /^OpenStreetMap/ }).check();
  await places.getByLabel('Home').fill('10 Downing Street, London');
  await places.getByLabel('Work').fill('1 Nowhere Lane, Atlantis');
  await places.getByRole('button', { name: 'Save' }).click();
  await expect(places.getByRole('alert')).toHaveText(
    'Couldn\'t find your work address "1 Nowhere Lane, Atlantis" — try adding the city. Nothing was saved.',
    { timeout: 10_000 },
  );
  await expect(places.getByText(/^Found:/)).toHaveCount(0);
  await screenshot(options, 'options-places-not-found');

  await options.reload();
  await expect(places.getByRole('radio', { name: /^None/ })).toBeChecked();
  await expect(places.getByLabel('Home')).toHaveValue('');
});

test('Foursquare asks for its key before anything is sent', async ({ worker, openPage }) => {
  await pointAtFakePlaces(worker);
  const options = await openPage('options');
  const places = section(options);
  await places.getByRole('radio', { name: /^Foursquare \(your key\)/ }).check();
  await expect(places.getByLabel('Foursquare API key')).toHaveAttribute('type', 'password');
  await places.getByLabel('Home').fill('Soho Square');
  await places.getByRole('button', { name: 'Save' }).click();
  await expect(places.getByText('Enter your Foursquare API key, or choose OpenStreetMap, which needs none.')).toBeVisible();
  await expect(places.getByRole('alert')).toHaveText('Nothing was saved: fix the field marked above.');
  expect(searches()).toEqual([]);
});
