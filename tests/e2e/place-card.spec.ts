import type { BrowserContext } from '@playwright/test';
import type { ProposalPlaces } from '../../lib/core/places/place-choice';
import { sohoCafes } from '../fixtures/places/soho-cafes';
import { askInPanel, expect, screenshot, test, turnOf } from './extension';

// The proposal card's places: the chosen venue's details, the others, and picking one of them.
// The built-in engine proposes the event (a real pending action the background revises and writes);
// no places provider is reachable here, so the side panel's port hands the card the venues a
// provider would have found (tests/fixtures/places/soho-cafes.ts) with the event's own location.

const REQUEST = 'coffee at Kiln & Bean tomorrow afternoon';

/** Adds `places` to the side panel's proposal at `location`, as it arrives over the turn port. */
async function offerPlacesAt(context: BrowserContext, location: string, places: ProposalPlaces): Promise<void> {
  await context.addInitScript(
    ({ location, places }) => {
      if (!window.location.pathname.endsWith('/sidepanel.html')) return;
      interface Message {
        event?: { type?: string; proposal?: { location?: string; places?: unknown } };
      }
      const withPlaces = (raw: unknown): unknown => {
        const message = raw as Message;
        const proposal = message.event?.type === 'proposal' ? message.event.proposal : undefined;
        if (proposal?.location !== location || proposal.places !== undefined) return raw;
        return {
          ...message,
          event: { ...message.event, proposal: { ...proposal, places: { ...places, chosen: { ...places.chosen, location } } } },
        };
      };
      const runtime = chrome.runtime;
      const connect = runtime.connect.bind(runtime) as (info: chrome.runtime.ConnectInfo) => chrome.runtime.Port;
      Object.defineProperty(runtime, 'connect', {
        configurable: true,
        value: (info: chrome.runtime.ConnectInfo) => {
          const port = connect(info);
          return {
            name: port.name,
            postMessage: (m: unknown) => {
              port.postMessage(m);
            },
            disconnect: () => {
              port.disconnect();
            },
            onDisconnect: port.onDisconnect,
            onMessage: {
              addListener: (listener: (m: unknown, p: unknown) => void) => {
                port.onMessage.addListener((m, p) => {
                  listener(withPlaces(m), p);
                });
              },
            },
          };
        },
      });
    },
    { location, places },
  );
}

test('a proposal with places shows the chosen venue and the others, and picking one makes it the event’s place', async ({
  context,
  openPage,
}) => {
  await offerPlacesAt(context, 'Kiln & Bean', sohoCafes);
  const panel = await openPage('sidepanel');
  await askInPanel(panel, REQUEST);
  const card = turnOf(panel, REQUEST).getByRole('article', { name: 'Proposal: Coffee' });
  await expect(card).toBeVisible({ timeout: 10_000 });

  // The chosen venue, in place of the plain location line.
  const chosen = card.getByRole('region', { name: 'Place: Kiln & Bean' });
  const map = chosen.getByRole('link', { name: 'Map of Kiln & Bean' });
  await expect(map).toHaveAttribute('href', sohoCafes.chosen.mapUrl);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noreferrer');
  await expect(card.getByRole('link', { name: /^Map of / })).toHaveCount(1);
  await expect(chosen).toContainText('Cafés near Soho');
  await expect(chosen).toContainText('Coffee Shop');
  await expect(chosen).toContainText('14 Greek Street, London W1D 4DJ');
  await expect(chosen).toContainText('★ 9.1/10 · Price 2/4 · 0.1 km from Soho');
  await expect(chosen).toContainText('Open then · Hours: Mon–Fri 7:30–18:00; Sat–Sun 9:00–17:00');
  await expect(chosen).toContainText("About 9 minutes' walk from work");
  await expect(chosen.getByRole('link', { name: 'Website of Kiln & Bean' })).toHaveAttribute(
    'href',
    sohoCafes.chosen.website ?? '',
  );

  const others = card.getByRole('list', { name: 'Other places' });
  await expect(others.getByRole('button')).toHaveText([
    /^Bar Italia★ 8\.6\/10 · 0\.2 km$/,
    /^Berwick Street Espresso★ 8\.8\/10 · 0\.3 km$/,
    /^Dean Street Roasters0\.4 km$/,
  ]);
  await screenshot(panel, 'place-card-offered');

  const before = await card.locator('.proposal-time').textContent();
  await others.getByRole('button', { name: 'Choose Berwick Street Espresso' }).click();
  const picked = card.getByRole('region', { name: 'Place: Berwick Street Espresso' });
  await expect(picked).toBeVisible();
  await expect(picked.getByRole('link', { name: 'Map of Berwick Street Espresso' })).toHaveAttribute(
    'href',
    sohoCafes.alternatives[1]?.mapUrl ?? '',
  );
  await expect(picked).toContainText('★ 8.8/10 · Price 1/4 · 0.3 km from Soho');
  await expect(picked).toContainText('May be closed then · Hours: Mon–Sat 8:00–16:00');
  await expect(picked).toContainText('About 25 minutes by transit from home');
  await expect(card.locator('.proposal-time')).toHaveText(before ?? '');
  // The one chosen before joins the others, which keep their first order.
  await expect(others.getByRole('button')).toHaveText([/^Kiln & Bean★ 9\.1/, /^Bar Italia/, /^Dean Street Roasters/]);
  await expect(others.getByRole('button', { name: 'Choose Kiln & Bean' })).toBeEnabled();
  await screenshot(panel, 'place-card');

  // Another time keeps the place picked.
  const otherTime = card.locator('.alternatives').getByRole('button').first();
  const time = (await otherTime.textContent()) ?? '';
  await otherTime.click();
  await expect(card.locator('.proposal-time')).toContainText(time);
  await expect(card.getByRole('region', { name: 'Place: Berwick Street Espresso' })).toBeVisible();

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Added to your calendar.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Other places' })).toHaveCount(0);
  await screenshot(panel, 'place-card-approved');

  await askInPanel(panel, "What's on tomorrow?");
  const agenda = turnOf(panel, "What's on tomorrow?");
  await expect(agenda.getByRole('listitem').filter({ hasText: 'Coffee' })).toContainText(
    'Berwick Street Espresso, 4 Berwick Street, London W1F 0DR',
    { timeout: 10_000 },
  );
});
