import { describe, expect, it } from 'vitest';
import type { KeyValueArea } from '../../../lib/adapters/storage-item';
import { createStorageConversation } from '../../../lib/adapters/storage-conversation';
import type { LastProposal } from '../../../lib/ports/conversation-memory';

function mapArea(): KeyValueArea & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: (key) => Promise.resolve(data.has(key) ? { [key]: data.get(key) } : {}),
    set: (items) => {
      for (const [k, v] of Object.entries(items)) data.set(k, v);
      return Promise.resolve();
    },
  };
}

const last: LastProposal = {
  token: 'tok00000001',
  request: { intent: 'create_event', confidence: 0.8, entities: { title: 'Coffee' }, constraints: [] },
  candidates: [{ start: 1, end: 2, score: 1000, conflicts: [] }],
  shown: [1],
  current: { start: 1, end: 2 },
  at: 5,
};

describe('conversation memory in session storage', () => {
  it('keeps each conversation apart and survives a new adapter (a restarted worker)', async () => {
    const area = mapArea();
    await createStorageConversation(area, 'panel-a').set(last);
    expect(await createStorageConversation(area, 'panel-a').get()).toEqual(last);
    expect(await createStorageConversation(area, 'panel-b').get()).toBeUndefined();
  });

  it('reads a corrupted record as no memory rather than failing the turn', async () => {
    const area = mapArea();
    area.data.set('conversation:panel-a', { token: 42 });
    expect(await createStorageConversation(area, 'panel-a').get()).toBeUndefined();
  });
});
