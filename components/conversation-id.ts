import { createContext } from 'react';

/**
 * The side panel's conversation id, for cards that change what the conversation remembers: a place
 * or time picked on a card is what "book a table there" and "any earlier times?" then refer to.
 */
export const ConversationIdContext = createContext<string | undefined>(undefined);
