import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_KEPT_MS, createIdbConversation, pruneConversations } from '../../../lib/adapters/idb-conversation';
import { openKairosDb } from '../../../lib/adapters/kairos-db';
import { createMemoryConversation } from '../../../lib/adapters/memory-conversation';
import {
  HISTORY_LINES_KEPT,
  type ConversationLine,
  type ConversationMemory,
  type LastProposal,
} from '../../../lib/ports/conversation-memory';
import { createFixedClock } from '../../helpers/fakes';

const NOW = '2026-03-02T15:00:00Z';

const last: LastProposal = {
  token: 'tok00000001',
  request: { intent: 'create_event', confidence: 0.8, entities: { title: 'Coffee' }, constraints: [] },
  candidates: [{ start: 1, end: 2, score: 1000, conflicts: [] }],
  shown: [1],
  current: { start: 1, end: 2 },
  at: 5,
};

const line = (n: number, role: ConversationLine['role'] = 'user'): ConversationLine => ({
  role,
  text: `line ${String(n)}`,
  at: n,
});

let dbCounter = 0;

async function freshDb() {
  const name = `conversation-test-${String(++dbCounter)}`;
  return { name, db: await openKairosDb(name), clock: createFixedClock(NOW) };
}

const adapters: [string, () => Promise<ConversationMemory>][] = [
  ['in memory', () => Promise.resolve(createMemoryConversation())],
  [
    'in IndexedDB',
    async () => {
      const { db, clock } = await freshDb();
      return createIdbConversation(db, 'panel-a', clock);
    },
  ],
];

describe.each(adapters)('conversation memory %s', (_label, create) => {
  it('starts with no proposal and no history', async () => {
    const memory = await create();
    expect(await memory.get()).toBeUndefined();
    expect(await memory.history()).toEqual([]);
  });

  it('keeps the last proposal and the lines, oldest first, apart from each other', async () => {
    const memory = await create();
    await memory.append(line(1));
    await memory.set(last);
    await memory.append(line(2, 'assistant'));
    expect(await memory.get()).toEqual(last);
    expect(await memory.history()).toEqual([line(1), line(2, 'assistant')]);
  });

  it('keeps what the last turn listed or asked, beside the proposal, and forgets it when told', async () => {
    const memory = await create();
    const focus = {
      events: [{ id: 'evt00000001', title: 'Gym', start: 1, end: 2, allDay: false }],
      asked: 'cancel the gym',
      at: 3,
    };
    await memory.set(last);
    await memory.setFocus(focus);
    expect(await memory.focus()).toEqual(focus);
    expect(await memory.get()).toEqual(last);
    await memory.setFocus(undefined);
    expect(await memory.focus()).toBeUndefined();
    expect(await memory.get()).toEqual(last);
  });

  it('replaces the proposal with the newer one', async () => {
    const memory = await create();
    await memory.set(last);
    await memory.set({ ...last, token: 'tok00000002', shown: [1, 2] });
    expect((await memory.get())?.token).toBe('tok00000002');
  });

  it(`keeps only the last ${String(HISTORY_LINES_KEPT)} lines`, async () => {
    const memory = await create();
    for (let n = 1; n <= HISTORY_LINES_KEPT + 3; n++) await memory.append(line(n));
    const history = await memory.history();
    expect(history).toHaveLength(HISTORY_LINES_KEPT);
    expect(history[0]).toEqual(line(4));
    expect(history.at(-1)).toEqual(line(HISTORY_LINES_KEPT + 3));
  });

  it('loses nothing when writes are made without waiting for each other', async () => {
    const memory = await create();
    await Promise.all([memory.append(line(1)), memory.set(last), memory.append(line(2, 'assistant')), memory.append(line(3))]);
    expect(await memory.history()).toEqual([line(1), line(2, 'assistant'), line(3)]);
    expect(await memory.get()).toEqual(last);
  });
});

describe('conversation memory in IndexedDB', () => {
  it('survives a service-worker restart: a fresh adapter over a reopened database sees what the old one wrote', async () => {
    const { name, db, clock } = await freshDb();
    const before = createIdbConversation(db, 'panel-a', clock);
    await before.set(last);
    await before.append(line(1));
    db.close();

    const after = createIdbConversation(await openKairosDb(name), 'panel-a', clock);
    expect(await after.get()).toEqual(last);
    expect(await after.history()).toEqual([line(1)]);
  });

  it('keeps each side-panel conversation apart', async () => {
    const { db, clock } = await freshDb();
    await createIdbConversation(db, 'panel-a', clock).set(last);
    await createIdbConversation(db, 'panel-a', clock).append(line(1));
    const other = createIdbConversation(db, 'panel-b', clock);
    expect(await other.get()).toBeUndefined();
    expect(await other.history()).toEqual([]);
  });

  it('loses nothing when two adapters for the same conversation append at once', async () => {
    const { db, clock } = await freshDb();
    const first = createIdbConversation(db, 'panel-a', clock);
    const second = createIdbConversation(db, 'panel-a', clock);
    await Promise.all([first.append(line(1)), second.append(line(2, 'assistant'))]);
    expect(await createIdbConversation(db, 'panel-a', clock).history()).toEqual([line(1), line(2, 'assistant')]);
  });

  it('reads a record that fails its schema as an empty conversation, and the next write replaces it', async () => {
    const { name, db, clock } = await freshDb();
    const raw = await openDB(name);
    await raw.put('conversations', { id: 'panel-a', last: { token: 42 }, lines: 'not lines', updatedAt: clock.now() });
    raw.close();

    const memory = createIdbConversation(db, 'panel-a', clock);
    expect(await memory.get()).toBeUndefined();
    expect(await memory.history()).toEqual([]);
    await memory.append(line(1));
    expect(await memory.history()).toEqual([line(1)]);
    expect(await memory.get()).toBeUndefined();
  });

  it('refuses to store a line that fails its schema, leaving the conversation as it was', async () => {
    const { db, clock } = await freshDb();
    const memory = createIdbConversation(db, 'panel-a', clock);
    await memory.append(line(1));
    await expect(memory.append({ role: 'user', text: 'x'.repeat(2001), at: 2 })).rejects.toThrow();
    expect(await memory.history()).toEqual([line(1)]);
  });

  it('stamps each write with the clock, so pruning sees when the conversation was last used', async () => {
    const { db, clock } = await freshDb();
    const memory = createIdbConversation(db, 'panel-a', clock);
    await memory.set(last);
    clock.advance(60_000);
    await memory.append(line(1));
    expect((await db.get('conversations', 'panel-a'))?.updatedAt).toBe(Date.parse(NOW) + 60_000);
  });
});

describe('pruneConversations', () => {
  it('deletes conversations not written to for more than 7 days and keeps the rest', async () => {
    const { db, clock } = await freshDb();
    await createIdbConversation(db, 'stale', clock).set(last);
    await createIdbConversation(db, 'revisited', clock).set(last);
    clock.advance(CONVERSATION_KEPT_MS - 1);
    await createIdbConversation(db, 'revisited', clock).append(line(1));
    await createIdbConversation(db, 'recent', clock).append(line(2));
    clock.advance(2);

    expect(await pruneConversations(db, clock.now())).toBe(1);
    expect((await db.getAllKeys('conversations')).sort()).toEqual(['recent', 'revisited']);
    expect(await createIdbConversation(db, 'stale', clock).get()).toBeUndefined();
  });

  it('keeps a conversation exactly 7 days old', async () => {
    const { db, clock } = await freshDb();
    await createIdbConversation(db, 'panel-a', clock).set(last);
    expect(await pruneConversations(db, clock.now() + CONVERSATION_KEPT_MS)).toBe(0);
    expect(await pruneConversations(db, clock.now() + CONVERSATION_KEPT_MS + 1)).toBe(1);
    expect(await db.count('conversations')).toBe(0);
  });
});
