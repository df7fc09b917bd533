import {
  conversationFocusSchema,
  conversationLineSchema,
  HISTORY_LINES_KEPT,
  lastProposalSchema,
  type ConversationMemory,
} from '../ports/conversation-memory';
import type { Clock } from '../ports/clock';
import { conversationRecordSchema, deleteOlderThan, type ConversationRecord, type KairosDb } from './kairos-db';

/** A conversation nobody has written to for this long is deleted (docs/decisions.md "Conversations"). */
export const CONVERSATION_KEPT_MS = 7 * 24 * 60 * 60_000;

type ConversationContent = Pick<ConversationRecord, 'last' | 'lines' | 'focus'>;

/** A record that fails its schema (an older build's, or hand-edited) reads as an empty conversation, not a failed turn. */
function readable(raw: unknown): ConversationContent {
  const parsed = conversationRecordSchema.safeParse(raw);
  return parsed.success ? parsed.data : { lines: [] };
}

/**
 * One side-panel conversation's memory in IndexedDB, one record per conversation id, so a
 * follow-up still finds it after the browser stops and restarts the service worker.
 */
export function createIdbConversation(db: KairosDb, conversationId: string, clock: Clock): ConversationMemory {
  const read = async (): Promise<ConversationContent> => readable(await db.get('conversations', conversationId));

  // Read and write in one readwrite transaction: IndexedDB runs overlapping readwrite transactions
  // one after another, so two quick writes (the person's line, then the reply) cannot both read the
  // old record and the second overwrite the first.
  async function update(change: (current: ConversationContent) => ConversationContent): Promise<void> {
    const tx = db.transaction('conversations', 'readwrite');
    const next = change(readable(await tx.store.get(conversationId)));
    await Promise.all([tx.store.put({ ...next, id: conversationId, updatedAt: clock.now() }), tx.done]);
  }

  return {
    get: async () => (await read()).last,
    async set(last) {
      const checked = lastProposalSchema.parse(last);
      await update((current) => ({ ...current, last: checked }));
    },
    focus: async () => (await read()).focus,
    async setFocus(focus) {
      const checked = focus === undefined ? undefined : conversationFocusSchema.parse(focus);
      await update(({ focus: _old, ...current }) => (checked === undefined ? current : { ...current, focus: checked }));
    },
    history: async () => (await read()).lines,
    async append(line) {
      const checked = conversationLineSchema.parse(line);
      await update((current) => ({ ...current, lines: [...current.lines, checked].slice(-HISTORY_LINES_KEPT) }));
    },
  };
}

/** Deletes conversations not written to for CONVERSATION_KEPT_MS before `now`; returns how many. */
export function pruneConversations(db: KairosDb, now: number): Promise<number> {
  return deleteOlderThan(db, 'conversations', now - CONVERSATION_KEPT_MS);
}
