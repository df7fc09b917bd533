import { useEffect } from 'react';
import browser from 'webextension-polyfill';
import { HANDOFF_KEY, HANDOFF_TTL_MS, handoffSchema } from '../lib/messaging/handoff';
import type { TurnExtras } from './use-turns';

/** A handoff as the panel uses it: asked at once, or put in the box with what the page showed. */
export type Draft = { text: string; hint?: NonNullable<TurnExtras['hint']> };

/**
 * Takes whatever request the background handed to the panel, once, whether it is there on open or
 * arrives later: asks it, or (a page button's draft) puts it in the box for the person to finish.
 */
export function useHandoff(ask: (text: string, extras?: TurnExtras) => void, draft: (d: Draft) => void): void {
  useEffect(() => {
    const take = (raw: unknown): void => {
      const parsed = handoffSchema.safeParse(raw);
      if (!parsed.success) return;
      void browser.storage.session.remove(HANDOFF_KEY);
      const handoff = parsed.data;
      if (Date.now() - handoff.at > HANDOFF_TTL_MS) return;
      if (!handoff.ask) {
        draft({ text: handoff.text, ...(handoff.hint === undefined ? {} : { hint: handoff.hint }) });
        return;
      }
      ask(handoff.text, extrasOf(handoff));
    };
    void browser.storage.session.get(HANDOFF_KEY).then((stored) => {
      take(stored[HANDOFF_KEY]);
    });
    const listener = (changes: Record<string, browser.Storage.StorageChange>, area: string): void => {
      const change = changes[HANDOFF_KEY];
      if (area === 'session' && change?.newValue !== undefined) take(change.newValue);
    };
    browser.storage.onChanged.addListener(listener);
    return () => {
      browser.storage.onChanged.removeListener(listener);
    };
  }, [ask, draft]);
}

function extrasOf(handoff: ReturnType<typeof handoffSchema.parse>): TurnExtras {
  return {
    ...(handoff.pageContent === undefined ? {} : { pageContent: handoff.pageContent }),
    ...(handoff.hint === undefined ? {} : { hint: handoff.hint }),
    ...(handoff.insertInto === undefined ? {} : { insertInto: handoff.insertInto, task: 'availability' as const }),
  };
}
