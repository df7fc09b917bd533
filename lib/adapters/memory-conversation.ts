import {
  HISTORY_LINES_KEPT,
  type ConversationLine,
  type ConversationMemory,
  type LastProposal,
} from '../ports/conversation-memory';

/** A conversation's memory in this process only: for tests and the CLI. */
export function createMemoryConversation(): ConversationMemory {
  let last: LastProposal | undefined;
  let lines: ConversationLine[] = [];
  return {
    get: () => Promise.resolve(last),
    set: (next) => {
      last = next;
      return Promise.resolve();
    },
    history: () => Promise.resolve([...lines]),
    append: (line) => {
      lines = [...lines, line].slice(-HISTORY_LINES_KEPT);
      return Promise.resolve();
    },
  };
}
