import type { ConversationMemory, LastProposal } from '../ports/conversation-memory';

/** A conversation's memory in this process only: for tests and the CLI. */
export function createMemoryConversation(): ConversationMemory {
  let last: LastProposal | undefined;
  return {
    get: () => Promise.resolve(last),
    set: (next) => {
      last = next;
      return Promise.resolve();
    },
  };
}
