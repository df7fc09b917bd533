import { useEffect } from 'react';
import browser from 'webextension-polyfill';
import { HANDOFF_KEY, HANDOFF_TTL_MS, handoffSchema, type Handoff } from '../lib/messaging/handoff';

/** Asks whatever request the background handed to the panel, once, whether it is there on open or arrives later. */
export function useHandoff(ask: (text: string, pageContent?: Handoff['pageContent']) => void): void {
  useEffect(() => {
    const take = (raw: unknown): void => {
      const handoff = handoffSchema.safeParse(raw);
      if (!handoff.success) return;
      void browser.storage.session.remove(HANDOFF_KEY);
      if (Date.now() - handoff.data.at > HANDOFF_TTL_MS) return;
      ask(handoff.data.text, handoff.data.pageContent);
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
  }, [ask]);
}
