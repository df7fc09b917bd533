import { createContext, useContext, useEffect, useRef } from 'react';
import type { TurnEvent } from '../lib/core/pipeline/turn-event';

type Reply = Extract<TurnEvent, { type: 'reply' }>;

/**
 * What typed replies ("yes", "no, never mind") asked of the cards: for each card, by the token it
 * was first shown with, the reply and the tokens still waiting when it was said; for each reply turn,
 * how many cards it answered.
 */
export interface CardReplies {
  byCard: ReadonlyMap<string, Reply>;
  byTurn: ReadonlyMap<string, number>;
}

const NONE: CardReplies = { byCard: new Map(), byTurn: new Map() };

export const CardRepliesContext = createContext<CardReplies>(NONE);

/**
 * A reply is about the cards of the last turn before it that showed any, as a person reading the
 * panel would take it: an older card further up stays as it is, however long it has been waiting.
 */
export function cardRepliesOf(turns: readonly { id: string; events: readonly TurnEvent[] }[]): CardReplies {
  const byCard = new Map<string, Reply>();
  const byTurn = new Map<string, number>();
  turns.forEach((turn, i) => {
    const reply = turn.events.find((e): e is Reply => e.type === 'reply');
    if (reply === undefined) return;
    const cards = turns
      .slice(0, i)
      .map(cardTokens)
      .findLast((tokens) => tokens.length > 0);
    const answered = (cards ?? []).filter((token) => !byCard.has(token));
    for (const token of answered) byCard.set(token, reply);
    byTurn.set(turn.id, answered.length);
  });
  return { byCard, byTurn };
}

function cardTokens(turn: { events: readonly TurnEvent[] }): string[] {
  return turn.events.flatMap((e) =>
    e.type === 'proposal' ? [e.proposal.token] : e.type === 'approval' ? [e.approval.token] : [],
  );
}

/**
 * Presses the card's own button once when a typed reply is about it and the card still waits under
 * one of the tokens the background said are waiting (a card picked on, or replaced, has moved on).
 */
export function useTypedReply(
  firstToken: string,
  currentToken: string,
  waiting: boolean,
  press: { approve: () => Promise<void>; reject: () => Promise<void> },
): void {
  const reply = useContext(CardRepliesContext).byCard.get(firstToken);
  const pressed = useRef(false);
  useEffect(() => {
    if (reply === undefined || pressed.current || !waiting || !reply.tokens.includes(currentToken)) return;
    pressed.current = true;
    void (reply.reply === 'approve' ? press.approve() : press.reject());
  }, [reply, waiting, currentToken, press]);
}
