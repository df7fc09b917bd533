import type { ConversationMemory, LastProposal } from '../ports/conversation-memory';

export function createMemoryConversation(): ConversationMemory {
  let last: LastProposal | undefined;
  return {
    get: () => last,
    set: (next) => {
      last = next;
    },
  };
}
