import { lastProposalSchema, type ConversationMemory } from '../ports/conversation-memory';
import { createStoredItem, type KeyValueArea } from './storage-item';

/**
 * A side-panel conversation's memory in chrome.storage.session: it outlives the service worker
 * (which the browser stops when idle) but not the browser session, like the conversation itself.
 */
export function createStorageConversation(area: KeyValueArea, conversationId: string): ConversationMemory {
  const item = createStoredItem(area, `conversation:${conversationId}`, lastProposalSchema.nullable(), null);
  return {
    get: async () => (await item.get()) ?? undefined,
    set: (last) => item.set(last),
  };
}
