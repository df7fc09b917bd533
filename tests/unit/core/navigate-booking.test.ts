import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { handleNavigateBooking } from '../../../lib/core/pipeline/handle-navigate-booking';
import { createModelBudget } from '../../../lib/core/pipeline/model-budget';
import { handleCreateEvent } from '../../../lib/core/pipeline/handle-create-event';
import { bookingLinkSchema, type TurnEvent } from '../../../lib/core/pipeline/turn-event';
import { bookingLinkFor } from '../../../lib/core/places/booking-link';
import { createTestWorld } from '../../helpers/fakes';

const NOW = '2026-11-22T10:00:00-05:00';

type World = Awaited<ReturnType<typeof createTestWorld>>;

/** Runs the handler as runTurn would, on the built-in reading of the text. */
async function navigate(w: World, text: string) {
  const input = w.context();
  const parsed = parseRequest(text, { now: w.clock.now(), timeZone: input.timeZone });
  await handleNavigateBooking(parsed, { ...input, budget: createModelBudget(0) });
}

/** A proposal made earlier in the conversation, remembered as the create handler remembers it. */
async function proposeFirst(w: World, text: string) {
  const input = w.context();
  const parsed = parseRequest(text, { now: w.clock.now(), timeZone: input.timeZone });
  await handleCreateEvent(parsed, { ...input, budget: createModelBudget(0) });
  expect(w.events.some((e) => e.type === 'proposal')).toBe(true);
  w.events.length = 0;
}

function linkOf(events: readonly TurnEvent[]) {
  const found = events.filter((e): e is Extract<TurnEvent, { type: 'link' }> => e.type === 'link');
  expect(found, JSON.stringify(events.map((e) => e.type))).toHaveLength(1);
  const [only] = found;
  if (only === undefined) throw new Error('no link event');
  return only.link;
}

function textOf(events: readonly TurnEvent[]): string {
  const found = events.find((e) => e.type === 'text');
  return found?.type === 'text' ? found.text : '';
}

describe('handleNavigateBooking', () => {
  it('links to a Google Maps search for the place named, and says what the link is', async () => {
    const w = await createTestWorld(NOW);
    await navigate(w, 'book a table at Nopa');
    const link = linkOf(w.events);
    expect(link).toEqual({
      url: 'https://www.google.com/maps/search/?api=1&query=Nopa',
      label: 'Open Nopa on Google Maps',
      description: expect.stringMatching(/Google Maps search for it.*opens in a new tab when you click/) as unknown,
    });
    expect(bookingLinkSchema.safeParse(link).success).toBe(true);
  });

  it('uses the place of the last proposal for "book a table there"', async () => {
    const w = await createTestWorld(NOW);
    await proposeFirst(w, 'dinner at Blue Bottle Coffee tomorrow at 7pm');
    await navigate(w, 'book a table there');
    expect(linkOf(w.events).url).toBe('https://www.google.com/maps/search/?api=1&query=Blue%20Bottle%20Coffee');
  });

  it('prefers the place named in the request over the last proposal', async () => {
    const w = await createTestWorld(NOW);
    await proposeFirst(w, 'dinner at Blue Bottle Coffee tomorrow at 7pm');
    await navigate(w, 'make a reservation at Zuni Cafe');
    expect(linkOf(w.events).label).toBe('Open Zuni Cafe on Google Maps');
  });

  it('asks which place, with an example, when none was named and the last proposal had none', async () => {
    const w = await createTestWorld(NOW);
    await proposeFirst(w, 'coffee with sam@acme.com tomorrow at 3pm');
    await navigate(w, 'book a table there');
    expect(w.events.some((e) => e.type === 'link')).toBe(false);
    expect(textOf(w.events)).toMatch(/Which place should I open\?.*"book a table at Nopa"/);
  });

  it('asks which place when there is no conversation at all', async () => {
    const w = await createTestWorld(NOW);
    const input = w.context();
    const parsed = parseRequest('book a table there', { now: w.clock.now(), timeZone: input.timeZone });
    const { conversation: _none, ...withoutMemory } = input;
    await handleNavigateBooking(parsed, { ...withoutMemory, budget: createModelBudget(0) });
    expect(textOf(w.events)).toMatch(/Which place should I open\?/);
  });

  it('does not link to a search for someone’s home or office', async () => {
    const w = await createTestWorld(NOW);
    await navigate(w, 'book a table at home');
    expect(w.events.some((e) => e.type === 'link')).toBe(false);
    expect(textOf(w.events)).toMatch(/"home" is not a place with a booking page/);
  });
});

describe('bookingLinkFor', () => {
  it('uses a web address as it is, labelled with its host', () => {
    expect(bookingLinkFor('https://www.nopasf.com/reservations?party=2')).toEqual({
      url: 'https://www.nopasf.com/reservations?party=2',
      label: 'Open nopasf.com',
      description: expect.stringMatching(/opens in a new tab when you click/) as unknown,
    });
  });

  it('names the real host of an address that hides it behind a user name', () => {
    expect(bookingLinkFor('https://nopa.com@evil.example/reserve').label).toBe('Open evil.example');
  });

  it('encodes a name for the search, so spaces, accents and "&" stay part of the query', () => {
    expect(bookingLinkFor('Café de Flore & Co').url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20de%20Flore%20%26%20Co',
    );
  });

  it('searches for anything that is not an http(s) address rather than linking to it', () => {
    const link = bookingLinkFor('javascript:alert(1)');
    expect(link.url).toBe('https://www.google.com/maps/search/?api=1&query=javascript%3Aalert(1)');
    expect(bookingLinkSchema.safeParse(link).success).toBe(true);
  });
});
