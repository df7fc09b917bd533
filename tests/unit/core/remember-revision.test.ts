import { describe, expect, it } from 'vitest';
import { createMemoryConversation } from '../../../lib/adapters/memory-conversation';
import { rememberRevision } from '../../../lib/core/pipeline/remember-revision';
import type { Proposal } from '../../../lib/core/pipeline/turn-event';
import type { PlaceChoice } from '../../../lib/core/places/place-choice';
import type { LastProposal } from '../../../lib/ports/conversation-memory';

const place = (name: string): PlaceChoice => ({
  id: `osm:node/${String(name.length)}${name.charCodeAt(0).toString()}`,
  name,
  category: 'cafe',
  distanceFromMidpointKm: 0.2,
  mapUrl: 'https://www.openstreetmap.org/node/1',
  location: `${name}, Soho`,
});
const kiln = place('Kiln & Bean');
const berwick = place('Berwick Street Espresso');
const golden = place('Golden Square Café');
const carnaby = place('Carnaby Coffee Lab');

const last: LastProposal = {
  token: 'old',
  request: { intent: 'create_event', confidence: 0.8, entities: { title: 'Coffee' }, constraints: [] },
  candidates: [],
  shown: [1000],
  current: { start: 1000, end: 2000 },
  places: { chosen: kiln, alternatives: [berwick, golden, carnaby], searchedFor: 'cafés near work' },
  at: 0,
};
const revised = (over: Partial<Proposal>): Proposal => ({
  token: 'new',
  title: 'Coffee',
  start: 1000,
  end: 2000,
  timeZone: 'Europe/London',
  attendees: [],
  reason: '',
  conflicts: [],
  alternatives: [],
  expiresAt: 9999,
  ...over,
});

describe('rememberRevision', () => {
  it('makes the place picked on the card the one the conversation remembers', async () => {
    const memory = createMemoryConversation();
    await memory.set(last);
    await rememberRevision(memory, 'old', revised({ location: berwick.location }));
    const now = await memory.get();
    expect(now?.token).toBe('new');
    expect(now?.places?.chosen.name).toBe('Berwick Street Espresso');
    expect(now?.places?.alternatives.map((p) => p.name)).toEqual(['Kiln & Bean', 'Golden Square Café', 'Carnaby Coffee Lab']);
  });

  it('follows a time picked on the card, keeping the place', async () => {
    const memory = createMemoryConversation();
    await memory.set(last);
    await rememberRevision(memory, 'old', revised({ start: 5000, end: 6000, location: kiln.location }));
    const now = await memory.get();
    expect(now?.current).toEqual({ start: 5000, end: 6000 });
    expect(now?.places?.chosen.name).toBe('Kiln & Bean');
  });

  it('leaves the conversation alone when the card is not its last proposal', async () => {
    const memory = createMemoryConversation();
    await memory.set(last);
    await rememberRevision(memory, 'another', revised({ location: berwick.location }));
    expect(await memory.get()).toEqual(last);
  });
});
