import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPlaceCache } from '../../../lib/adapters/memory-place-cache';
import { createPlacesSource, type PlacesEndpoints } from '../../../lib/adapters/places-source';
import { systemClock } from '../../../lib/adapters/system-clock';
import { DEFAULT_PLACES_SETTINGS, type PlacesSettings } from '../../../lib/core/domain/places-settings';
import { runTurn } from '../../../lib/core/pipeline/run-turn';
import type { TurnPlaces } from '../../../lib/core/places/turn-places';
import { startFakeNominatim } from '../../servers/fake-places/fake-nominatim';
import { startFakeOverpass, type FakeOverpass } from '../../servers/fake-places/fake-overpass';
import { startFakeFoursquare, type FakeFoursquare } from '../../servers/fake-places/fake-foursquare';
import type { FakePlacesServer } from '../../servers/fake-places/fake-http';
import { SOHO } from '../../servers/fake-places/world';
import { createTestWorld, timedDraft } from '../../helpers/fakes';
import { createScriptedModel, toolReply } from '../../helpers/scripted-model';
import { only } from '../../helpers/turn-events';

// Places in a whole turn with the built-in engine, against the loopback fake Nominatim and Overpass
// (a few streets of Soho). Today is Tuesday 24 November 2026, 9:00 in London; the person works on
// Soho Square.
const NOW = '2026-11-24T09:00:00Z';
const ZONE = 'Europe/London';

let nominatim: FakePlacesServer;
let overpass: FakeOverpass;
let foursquare: FakeFoursquare;
let endpoints: PlacesEndpoints;

beforeAll(async () => {
  [nominatim, overpass, foursquare] = await Promise.all([startFakeNominatim(), startFakeOverpass(), startFakeFoursquare()]);
  endpoints = {
    nominatimUrl: nominatim.url,
    overpassUrl: `${overpass.url}/api/interpreter`,
    foursquareUrl: foursquare.url,
  };
});
afterAll(async () => {
  await Promise.all([nominatim.close(), overpass.close(), foursquare.close()]);
});

const WORK = { address: 'Soho Square', point: SOHO, label: 'Soho Square, Soho, London' };
/** A spot in the North Sea: no places around it. */
const NOWHERE = { address: 'Dogger Bank', point: { lat: 54.8, lon: 2.0 }, label: 'Dogger Bank' };

function placesFor(settings: Partial<PlacesSettings> = {}): TurnPlaces {
  const source = createPlacesSource({ cache: createMemoryPlaceCache(), clock: systemClock });
  const places = source({ ...DEFAULT_PLACES_SETTINGS, provider: 'openstreetmap', work: WORK, ...settings }, endpoints);
  if (places === undefined) throw new Error('no places');
  return places;
}

describe('a coffee with a place', () => {
  it('proposes a time and a café near work, with three others and the walk', async () => {
    const w = await createTestWorld(NOW, ZONE);
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places: placesFor() });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.places?.searchedFor).toBe('cafés near work');
    expect(proposal.location).toBe(proposal.places?.chosen.location);
    const names = [proposal.places?.chosen.name, ...(proposal.places?.alternatives.map((a) => a.name) ?? [])];
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(4);
    expect(names).not.toContain('Camden Lock Café');
    expect(proposal.places?.chosen.mapUrl).toMatch(/^https:\/\//);
  });

  it('keeps the walk free before and after, and says so', async () => {
    const w = await createTestWorld(NOW, ZONE);
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places: placesFor() });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.reason).toMatch(/I've kept \d+ minutes before and after to get there and back\.$/);
    const walks = (proposal.places?.alternatives ?? []).map((p) => p.travel);
    expect(walks.every((t) => t?.mode === 'walk' && t.from === 'work')).toBe(true);
  });

  it('moves the coffee off a time whose walk would clash with the meeting before it', async () => {
    const w = await createTestWorld(NOW, ZONE);
    // Busy until 10:00 tomorrow: a 10:00 coffee leaves no time to walk there.
    await w.calendar.insertEvent(timedDraft('busy00001', 'Planning', '2026-11-25T08:00:00Z', '2026-11-25T10:00:00Z', ZONE));
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places: placesFor() });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.start).toBeGreaterThanOrEqual(Date.parse('2026-11-25T10:10:00Z'));
  });

  it('offers other places, not other times, for a time the person named', async () => {
    const w = await createTestWorld(NOW, ZONE);
    await runTurn('coffee with sam@acme.com tomorrow at 3pm', { ...w.context(), places: placesFor() });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.start).toBe(Date.parse('2026-11-25T15:00:00Z'));
    expect(proposal.alternatives).toEqual([]);
    expect(proposal.places?.alternatives.length).toBe(3);
  });

  it('leaves out a café that is closed at the time asked for', async () => {
    const w = await createTestWorld(NOW, ZONE);
    // Berwick Street Espresso closes at 16:00.
    await runTurn('coffee with sam@acme.com tomorrow at 4:30pm', { ...w.context(), places: placesFor() });
    const names = placeNames(only(w.events, 'proposal').proposal);
    expect(names).not.toContain('Berwick Street Espresso');
    expect(names).toContain('Kiln & Bean');
  });

  it('offers no other places when the time asked for clashes, only times and the warning', async () => {
    const w = await createTestWorld(NOW, ZONE);
    await w.calendar.insertEvent(timedDraft('busy00002', 'Board', '2026-11-25T14:30:00Z', '2026-11-25T16:00:00Z', ZONE));
    await runTurn('coffee with sam@acme.com tomorrow at 3pm', { ...w.context(), places: placesFor() });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.conflicts.map((c) => c.title)).toEqual(['Board']);
    expect(proposal.alternatives.length).toBeGreaterThan(0);
    expect(proposal.places?.alternatives).toEqual([]);
  });
});

describe('where the places are searched', () => {
  it('searches near home for a dinner, in the evening', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const home = { address: 'Soho Square', point: SOHO, label: 'Soho Square' };
    await runTurn('dinner with sam@acme.com on friday', { ...w.context(), places: placesFor({ home, work: undefined }) });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.places?.searchedFor).toBe('restaurants near home');
    expect(new Date(proposal.start).getUTCHours()).toBeGreaterThanOrEqual(17);
    expect(placeNames(proposal)).toContain('Dean Street Trattoria');
  });

  it('finds the midpoint between the person and where a guest was met before', async () => {
    const w = await createTestWorld(NOW, ZONE);
    await w.calendar.insertEvent({
      ...timedDraft('past00001', 'Catch-up', '2026-11-10T12:00:00Z', '2026-11-10T13:00:00Z', ZONE),
      attendees: [{ email: 'sam@acme.com', name: 'Sam Lee' }],
      location: '10 Downing Street',
    });
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places: placesFor() });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.places?.searchedFor).toBe('cafés between you and Sam');
    expect(nominatim.requests.some((r) => r.query.get('q') === '10 Downing Street')).toBe(true);
  });

  it('searches around an area the request names', async () => {
    const w = await createTestWorld(NOW, ZONE);
    await runTurn('coffee with sam@acme.com near soho square tomorrow', {
      ...w.context(),
      places: placesFor({ work: undefined }),
    });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.places?.searchedFor).toBe('cafés near Soho Square');
    expect(placeNames(proposal)).toContain('Kiln & Bean');
  });

  it('says so when the area named is not on the map, and proposes times only', async () => {
    const w = await createTestWorld(NOW, ZONE);
    await runTurn('coffee with sam@acme.com near atlantis tomorrow', { ...w.context(), places: placesFor() });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.places).toBeUndefined();
    expect(proposal.notices?.[0]).toBe('I couldn\'t find "Atlantis" on the map, so these are times only.');
  });

  it('gives no places for a video call, a named venue, or a meeting that is not at a venue', async () => {
    for (const text of [
      'video coffee chat with sam@acme.com tomorrow',
      'coffee with sam@acme.com tomorrow at Kiln & Bean',
      'project review with sam@acme.com tomorrow',
    ]) {
      const w = await createTestWorld(NOW, ZONE);
      await runTurn(text, { ...w.context(), places: placesFor() });
      expect(only(w.events, 'proposal').proposal.places, text).toBeUndefined();
    }
  });

  it('asks for a home or work address when it knows neither', async () => {
    const w = await createTestWorld(NOW, ZONE);
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places: placesFor({ work: undefined }) });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.places).toBeUndefined();
    expect(proposal.notices?.[0]).toBe("Add your home or work address in Options → Places and I'll suggest cafés near you.");
  });
});

describe('when places cannot be had', () => {
  it('proposes times only, with a short note, when OpenStreetMap is rate limiting', async () => {
    const w = await createTestWorld(NOW, ZONE);
    overpass.failNext({ status: 429, retryAfter: '30' });
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places: placesFor() });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.places).toBeUndefined();
    expect(proposal.location).toBeUndefined();
    expect(proposal.alternatives).toHaveLength(3);
    expect(proposal.notices?.[0]).toMatch(/^OpenStreetMap asked Kairos to slow down, so these are times only/);
  });
});

describe('with a model', () => {
  it('offers the places with the times and follows its ranking of them', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const model = createScriptedModel([
      toolReply('makePlan', {
        tasks: [
          {
            id: 'task1',
            taskType: 'ProposeEventTime',
            params: {
              template: {
                title: 'Coffee with Sam',
                attendees: [{ name: 'Sam', email: 'sam@acme.com' }],
                durationMinutes: 30,
                start: null,
                rangeStart: '2026-11-25',
                rangeEnd: '2026-11-25',
                timeOfDay: null,
                location: null,
                eventType: 'in_person',
                recurrence: null,
                constraints: [],
              },
            },
          },
        ],
      }),
      (request) => {
        const text = request.messages.at(-1)?.content ?? '';
        expect(text).toContain('Candidate places (rank them too):');
        const lines = text.split('\n');
        const index = (name: string) =>
          lines.slice(lines.indexOf('Candidate places (rank them too):')).findIndex((l) => l.includes(name)) - 1;
        return toolReply('generateEvent', {
          rankedSlotIndices: [1, 0],
          rankedPlaceIndices: [index('Golden Square'), index('Kiln & Bean')],
          message: 'Golden Square is a short walk for you both.',
        });
      },
    ]);
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(model), places: placesFor() });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.places?.chosen.name).toMatch(/^Golden Square Caf/);
    expect(proposal.places?.alternatives[0]?.name).toBe('Kiln & Bean');
    expect(proposal.places?.alternatives).toHaveLength(3);
  });
  it('searches around the area the model read, even where the built-in reading has none', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const model = createScriptedModel([
      toolReply('makePlan', {
        tasks: [
          {
            id: 'task1',
            taskType: 'ProposeEventTime',
            params: {
              template: {
                title: 'Coffee with Sam',
                attendees: [{ name: 'Sam', email: 'sam@acme.com' }],
                durationMinutes: 30,
                start: null,
                rangeStart: '2026-11-25',
                rangeEnd: '2026-11-25',
                timeOfDay: null,
                location: null,
                near: 'Soho Square',
                eventType: 'in_person',
                recurrence: null,
                constraints: [],
              },
            },
          },
        ],
      }),
      toolReply('generateEvent', { rankedSlotIndices: [0], rankedPlaceIndices: [0], message: 'A café by the square.' }),
    ]);
    // The words name no area the built-in reader knows ("by the square where we met"): only the model read one.
    await runTurn('coffee with sam@acme.com tomorrow by the square where we met', {
      ...w.context(model),
      places: placesFor({ work: undefined }),
    });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.places?.searchedFor).toBe('cafés near Soho Square');
  });
});

describe('follow-ups about the place', () => {
  it('switches to restaurants at lunchtime for "can we do lunch instead?"', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const places = placesFor();
    await runTurn('coffee with sam@acme.com next week', { ...w.context(), places });
    const first = only(w.events, 'proposal').proposal;
    w.events.length = 0;
    await runTurn('can we do lunch instead?', { ...w.context(), places });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.replaces).toBe(first.token);
    expect(proposal.places?.searchedFor).toBe('restaurants near work');
    const hour = new Date(proposal.start).getUTCHours();
    expect(hour).toBeGreaterThanOrEqual(11);
    expect(hour).toBeLessThan(14);
  });

  it.each(['show more', 'any other times?', 'any later times?'])(
    'keeps the place when "%s" moves to other times',
    async (text) => {
      const w = await createTestWorld(NOW, ZONE);
      const places = placesFor();
      await runTurn('coffee with sam@acme.com next week', { ...w.context(), places });
      const first = only(w.events, 'proposal').proposal;
      w.events.length = 0;
      await runTurn(text, { ...w.context(), places });
      const { proposal } = only(w.events, 'proposal');
      expect(proposal.start).not.toBe(first.start);
      expect(proposal.location).toBe(first.location);
      expect(proposal.places?.chosen.name).toBe(first.places?.chosen.name);
    },
  );

  it('searches again leaving out the places shown for "somewhere else", at the same time', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const places = placesFor();
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places });
    const first = only(w.events, 'proposal').proposal;
    w.events.length = 0;
    await runTurn('somewhere else?', { ...w.context(), places });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.replaces).toBe(first.token);
    expect(proposal.start).toBe(first.start);
    expect(placeNames(proposal).filter((n) => placeNames(first).includes(n))).toEqual([]);
  });

  it('offers the next place the card showed, at the same time, when "somewhere else" finds nothing new nearby', async () => {
    const w = await createTestWorld(NOW, ZONE);
    // The fake Foursquare lists four restaurants near work: the card shows them all.
    const places = placesFor({ provider: 'foursquare', foursquareKey: foursquare.apiKey });
    await runTurn('lunch with dana@corp.com friday', { ...w.context(), places });
    const first = only(w.events, 'proposal').proposal;
    const next = first.places?.alternatives[0];
    if (next === undefined) throw new Error('expected other places');
    w.events.length = 0;
    await runTurn('a different place please', { ...w.context(), places });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.replaces).toBe(first.token);
    expect(proposal.start).toBe(first.start);
    expect(proposal.places?.chosen.id).toBe(next.id);
    expect(proposal.location).toBe(next.location);
  });

  it.each(['somewhere else?', 'not there', 'a different place please'])(
    'keeps the card and its place when "%s" finds no other place at all',
    async (text) => {
      const w = await createTestWorld(NOW, ZONE);
      const places = placesFor();
      await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places });
      const first = only(w.events, 'proposal').proposal;
      const conversation = w.context().conversation;
      const last = await conversation?.get();
      if (last?.places === undefined) throw new Error('expected a card with places');
      await conversation?.set({ ...last, places: { ...last.places, alternatives: [] } });
      w.events.length = 0;
      await runTurn(text, { ...w.context(), places: placesFor({ work: NOWHERE }) });
      expect(w.events.some((e) => e.type === 'proposal')).toBe(false);
      const said = w.events.flatMap((e) => (e.type === 'text' ? [e.text] : []));
      expect(said.join(' ')).toMatch(/no other places nearby/);
      expect(said.join(' ')).toContain(first.places?.chosen.name ?? '?');
      expect((await w.approvals.pending()).map((a) => a.token)).toContain(first.token);
    },
  );

  it.each([
    (name: string) => `move it to ${name}`,
    (name: string) => `can we do it at ${name} instead?`,
    (name: string) => `let's meet at ${name}`,
    (name: string) => `how about ${name}?`,
    (name: string) => `${name.toLowerCase()} instead`,
  ])('chooses an offered place the person names, at the same time, with the others still on offer (%#)', async (say) => {
    const w = await createTestWorld(NOW, ZONE);
    const places = placesFor();
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places });
    const first = only(w.events, 'proposal').proposal;
    const other = first.places?.alternatives[1];
    if (other === undefined) throw new Error('expected other places');
    w.events.length = 0;
    await runTurn(say(other.name), { ...w.context(), places });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.replaces).toBe(first.token);
    expect(proposal.start).toBe(first.start);
    expect(proposal.places?.chosen.id).toBe(other.id);
    expect(proposal.location).toBe(other.location);
    expect(proposal.reason).toMatch(new RegExp(`^Same time, now at ${other.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`));
    expect(placeNames(proposal)).toContain(first.places?.chosen.name);
  });

  it('takes a venue that was not offered as the place it names, with no places search', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const places = placesFor();
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places });
    w.events.length = 0;
    await runTurn('move it to Bar Nowhere', { ...w.context(), places });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.location).toBe('Bar Nowhere');
    expect(proposal.places).toBeUndefined();
  });

  it('offers cheaper places at the same time for "somewhere cheaper?", where the provider lists prices', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const places = placesFor({ provider: 'foursquare', foursquareKey: foursquare.apiKey });
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places });
    // The pricier of the cafés offered, chosen by name first.
    const pricey = only(w.events, 'proposal').proposal.places?.alternatives.find((p) => (p.priceLevel ?? 0) >= 2);
    if (pricey === undefined) throw new Error('the fake world should offer a café above the cheapest price');
    w.events.length = 0;
    await runTurn(`move it to ${pricey.name}`, { ...w.context(), places });
    const first = only(w.events, 'proposal').proposal;
    expect(first.places?.chosen.id).toBe(pricey.id);
    const price = pricey.priceLevel ?? 0;
    w.events.length = 0;
    await runTurn('can we find somewhere cheaper?', { ...w.context(), places });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.replaces).toBe(first.token);
    expect(proposal.start).toBe(first.start);
    for (const p of [proposal.places?.chosen, ...(proposal.places?.alternatives ?? [])])
      expect(p?.priceLevel).toBeLessThan(price);
  });

  it('says why, and keeps the card, when the places list no prices or nothing is quieter to tell', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const places = placesFor();
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places });
    w.events.length = 0;
    await runTurn('somewhere cheaper?', { ...w.context(), places });
    expect(w.events.some((e) => e.type === 'proposal')).toBe(false);
    expect(only(w.events, 'text').text).toMatch(/don't list their prices/);
    w.events.length = 0;
    await runTurn('anywhere quieter?', { ...w.context(), places });
    expect(w.events.some((e) => e.type === 'proposal')).toBe(false);
    expect(only(w.events, 'text').text).toMatch(/can't tell how quiet or busy places are/);
  });

  it('searches around where the guest is usually met for "somewhere closer to Sam"', async () => {
    const w = await createTestWorld(NOW, ZONE);
    await w.calendar.insertEvent({
      ...timedDraft('past00002', 'Catch-up', '2026-11-10T12:00:00Z', '2026-11-10T13:00:00Z', ZONE),
      attendees: [{ email: 'sam@acme.com', name: 'Sam Lee' }],
      location: 'Camden Lock',
    });
    const places = placesFor();
    await runTurn('coffee with sam@acme.com tomorrow at 10am', { ...w.context(), places });
    const first = only(w.events, 'proposal').proposal;
    w.events.length = 0;
    await runTurn('somewhere closer to sam', { ...w.context(), places });
    const events = w.events.filter((e) => e.type === 'proposal' || e.type === 'text');
    expect(events.map((e) => e.type)).toEqual(['proposal']);
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.start).toBe(first.start);
    expect(proposal.places?.searchedFor).toBe('cafés closer to Sam');
  });

  it('says it does not know where a guest is rather than guessing', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const places = placesFor();
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places });
    w.events.length = 0;
    await runTurn('somewhere closer to sam', { ...w.context(), places });
    expect(only(w.events, 'text').text).toMatch(/^I don't know where Sam usually is/);
    expect(w.events.some((e) => e.type === 'proposal')).toBe(false);
  });

  it('opens the chosen venue\'s own website for "book a table there"', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const places = placesFor();
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places });
    const chosen = only(w.events, 'proposal').proposal.places?.chosen;
    w.events.length = 0;
    await runTurn('book a table there', { ...w.context(), places });
    const { link } = only(w.events, 'link');
    expect(chosen?.website).toBeDefined();
    expect(link.url).toBe(chosen?.website);
    expect(link.label).toBe(`Open ${chosen?.name ?? ''}'s website`);
  });

  it('chooses an offered place named in "book it at X" on the card, and opens that place, not a name search', async () => {
    const w = await createTestWorld(NOW, ZONE);
    const places = placesFor();
    await runTurn('coffee with sam@acme.com tomorrow', { ...w.context(), places });
    const first = only(w.events, 'proposal').proposal;
    const other = first.places?.alternatives.find((p) => p.website !== undefined);
    expect(other).toBeDefined();
    w.events.length = 0;
    await runTurn(`book it at ${other?.name ?? ''}`, { ...w.context(), places });
    const { proposal } = only(w.events, 'proposal');
    expect(proposal.replaces).toBe(first.token);
    expect(proposal.start).toBe(first.start);
    expect(proposal.places?.chosen.name).toBe(other?.name);
    expect(only(w.events, 'link').link.url).toBe(other?.website);
  });
});

function placeNames(proposal: { places?: { chosen: { name: string }; alternatives: { name: string }[] } }): string[] {
  return proposal.places === undefined ? [] : [proposal.places.chosen.name, ...proposal.places.alternatives.map((a) => a.name)];
}
