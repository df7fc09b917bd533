import { useCallback, useEffect, useRef, useState } from 'react';
import browser from 'webextension-polyfill';
import type { TurnEvent } from '../lib/core/pipeline/turn-event';
import type { TurnHint } from '../lib/core/pipeline/turn-hint';
import { TURN_PORT, turnMessageSchema, type CancelTurn, type TurnRequest } from '../lib/messaging/protocol';

export type PageContent = NonNullable<TurnRequest['pageContent']>;

/** What a turn may carry besides its words: page content, what the page showed, a task, where to insert. */
export interface TurnExtras {
  /** Untrusted text from a page (an email) the request is about; shown quoted, never as the person's words. */
  pageContent?: PageContent;
  hint?: TurnHint;
  task?: TurnRequest['task'];
  /** Gmail compose's "Insert my availability": the draft the approved times go into. */
  insertInto?: { tabId: number; composeId: string };
}

export interface Turn extends TurnExtras {
  id: string;
  text: string;
  events: TurnEvent[];
  done: boolean;
}

const INTERRUPTED: TurnEvent = {
  type: 'error',
  error: { code: 'internal', message: 'Kairos restarted while answering. Ask again.', retryable: true },
};

/**
 * The side panel's conversation: one long-lived port to the background, reopened on demand
 * because the browser may stop the service worker between turns.
 */
export function useTurns() {
  const [turns, setTurns] = useState<Turn[]>([]);
  const portRef = useRef<browser.Runtime.Port | null>(null);
  // One conversation per open panel: "any earlier times?" refers to its last proposal.
  const conversationId = useRef(crypto.randomUUID());

  const update = useCallback((turnId: string, change: (turn: Turn) => Turn) => {
    setTurns((all) => all.map((t) => (t.id === turnId ? change(t) : t)));
  }, []);

  const connect = useCallback((): browser.Runtime.Port => {
    const port = browser.runtime.connect({ name: TURN_PORT });
    port.onMessage.addListener((raw: unknown) => {
      const message = turnMessageSchema.safeParse(raw);
      if (!message.success) return; // Never render what does not match the contract.
      const { turnId, event } = message.data;
      update(turnId, (t) => ({ ...t, events: [...t.events, event], done: t.done || event.type === 'done' }));
    });
    port.onDisconnect.addListener(() => {
      portRef.current = null;
      setTurns((all) => all.map((t) => (t.done ? t : { ...t, events: [...t.events, INTERRUPTED], done: true })));
    });
    portRef.current = port;
    return port;
  }, [update]);

  useEffect(() => () => portRef.current?.disconnect(), []);

  const ask = useCallback(
    (text: string, extras: TurnExtras = {}) => {
      const turnId = crypto.randomUUID();
      setTurns((all) => [...all, { id: turnId, text, events: [], done: false, ...extras }]);
      const { insertInto: _insertInto, ...sent } = extras;
      const request: TurnRequest = { type: 'startTurn', turnId, conversationId: conversationId.current, text, ...sent };
      (portRef.current ?? connect()).postMessage(request);
    },
    [connect],
  );

  /** A request the panel answers itself (there is no open email to read): shown like any other turn. */
  const answer = useCallback((text: string, reply: string) => {
    const events: TurnEvent[] = [{ type: 'text', text: reply }, { type: 'done' }];
    setTurns((all) => [...all, { id: crypto.randomUUID(), text, events, done: true }]);
  }, []);

  /** Asks the background to stop a running turn; it answers `cancelled`, then `done`. */
  const cancel = useCallback((turnId: string) => {
    // No port: the worker stopped, and the turn was already closed as interrupted.
    const message: CancelTurn = { type: 'cancelTurn', turnId };
    portRef.current?.postMessage(message);
  }, []);

  return { turns, ask, answer, cancel, conversationId: conversationId.current };
}
