import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import browser from 'webextension-polyfill';
import { PopupApp } from '../../components/PopupApp';
import { mountRoot } from '../../components/mount-root';
import { HANDOFF_KEY, type Handoff } from '../../lib/messaging/handoff';
import '../../components/kairos.css';
import '../../components/popup.css';

// Read the window id up front: sidePanel.open must run in the click's user gesture, with no await before it.
let windowId: number | undefined;
void chrome.windows.getCurrent().then((w) => {
  windowId = w.id;
});

/**
 * Opens the side panel and, for a quick action, leaves it the request to ask. Both calls start in
 * the same tick as the click: open needs the gesture, and the popup may close as soon as the panel
 * takes focus, so nothing waits on the panel before the handoff is written. The panel takes the
 * handoff whether it is already there when the panel loads or arrives just after.
 */
function openKairos(request?: string): Promise<void> {
  if (windowId === undefined) return Promise.reject(new Error('the browser window is not known yet; try again'));
  const opened = chrome.sidePanel.open({ windowId });
  if (request === undefined) return opened;
  const handoff: Handoff = { id: crypto.randomUUID(), text: request, ask: true, at: Date.now() };
  const written = browser.storage.session.set({ [HANDOFF_KEY]: handoff });
  return Promise.all([opened, written]).then(
    () => undefined,
    async (e: unknown) => {
      // No panel opened: a handoff left behind would be asked by surprise the next time one opens.
      await browser.storage.session.remove(HANDOFF_KEY).catch(() => undefined);
      throw e;
    },
  );
}

createRoot(mountRoot()).render(
  <StrictMode>
    <PopupApp openKairos={openKairos} />
  </StrictMode>,
);
