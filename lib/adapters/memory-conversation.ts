import {
  HISTORY_LINES_KEPT,
  type ConversationFocus,
  type ConversationLine,
  type ConversationMemory,
  type LastProposal,
} from '../ports/conversation-memory';

/** A conversation's memory in this process only: for tests and the CLI. */
export function createMemoryConversation(): ConversationMemory {
  let last: LastProposal | undefined;
  let lines: ConversationLine[] = [];
  let focus: ConversationFocus | undefined;
  return {
    get: () => Promise.resolve(last),
    set: (next) => {
      last = next;
      return Promise.resolve();
    },
    focus: () => Promise.resolve(focus),
    setFocus: (next) => {
      focus = next;
      return Promise.resolve();
    },
    history: () => Promise.resolve([...lines]),
    append: (line) => {
      lines = [...lines, line].slice(-HISTORY_LINES_KEPT);
      return Promise.resolve();
    },
  };
}
