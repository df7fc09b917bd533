import browser from 'webextension-polyfill';
import { defineBackground } from '#imports';
import { APPROVALS_ALARM, chromeBadgeApis, createApprovalBadge } from '../../lib/background/approval-badge';
import { createRequestHandlers } from '../../lib/background/request-handlers';
import { acceptContentMessage, contentHandoff, isContentMessage } from '../../lib/background/content-requests';
import { MENU_ITEMS, menuHandoff } from '../../lib/background/selection-menu';
import { HANDOFF_KEY, type Handoff } from '../../lib/messaging/handoff';
import { createTurnPortHandler } from '../../lib/background/run-turn-on-port';
import { createLogger } from '../../lib/logger';
import { dispatchRequest } from '../../lib/messaging/dispatch-request';
import { TURN_PORT } from '../../lib/messaging/protocol';
import { isExtensionPage } from '../../lib/messaging/trusted-sender';
import { buildServices } from './build-services';

export default defineBackground(() => {
  const log = createLogger('background');
  // The badge counts suggestions waiting; every open or close of one recounts.
  let badge: ReturnType<typeof createApprovalBadge> | undefined;
  const services = buildServices(() => void badge?.refresh());
  const handlers = services.then(createRequestHandlers);
  void services.then((s) => {
    badge = createApprovalBadge({ apis: chromeBadgeApis(), pending: () => s.approvals.pending(), log });
    return badge.refresh();
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === APPROVALS_ALARM) void services.then(() => badge?.refresh());
  });
  const handOff = (handoff: Handoff): Promise<void> => browser.storage.session.set({ [HANDOFF_KEY]: handoff });
  const trusted = (sender: browser.Runtime.MessageSender | undefined): boolean =>
    sender !== undefined && isExtensionPage(sender, browser.runtime.id, browser.runtime.getURL('/'));

  // Listeners are registered synchronously so a message that wakes the worker is not missed.
  browser.runtime.onMessage.addListener((message: unknown, sender: browser.Runtime.MessageSender) => {
    if (trusted(sender)) return handlers.then((h) => dispatchRequest(message, h, log));
    if (!isContentMessage(message)) {
      log.warn('ignored a message from outside the extension', sender.url);
      return undefined;
    }
    // A page button: untrusted. Checked, then the panel opens inside the click's gesture (no await
    // before it), and gets a draft the person reads and sends themselves.
    const verdict = acceptContentMessage(message, sender, browser.runtime.id);
    if (!verdict.ok) {
      log.warn(`refused a content script message (${verdict.reason})`, sender.url);
      return Promise.resolve({ ok: false });
    }
    void chrome.sidePanel.open({ windowId: verdict.windowId }).catch((error: unknown) => {
      log.warn('could not open the side panel', error);
    });
    return handOff(contentHandoff(verdict.request, verdict.tabId, crypto.randomUUID(), Date.now())).then(() => ({ ok: true }));
  });

  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== TURN_PORT || !trusted(port.sender)) {
      log.warn('refused a connection', port.name);
      port.disconnect();
      return;
    }
    // Per port: Cancel aborts one of its turns; closing the side panel aborts them all.
    const turns = createTurnPortHandler(port, { services, log });
    port.onMessage.addListener((message: unknown) => void turns.receive(message));
    port.onDisconnect.addListener(() => {
      turns.disconnect();
    });
  });

  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'open-side-panel' && tab?.windowId !== undefined) void chrome.sidePanel.open({ windowId: tab.windowId });
  });

  browser.runtime.onInstalled.addListener(() => {
    void browser.contextMenus.removeAll().then(() => {
      for (const item of MENU_ITEMS) chrome.contextMenus.create(menuCreateProperties(item));
    });
  });

  chrome.contextMenus.onClicked.addListener((info, tab) => {
    if (tab?.windowId === undefined) return;
    const handoff = menuHandoff(
      {
        menuItemId: info.menuItemId,
        ...(info.selectionText === undefined ? {} : { selectionText: info.selectionText }),
        ...(info.linkUrl === undefined ? {} : { linkUrl: info.linkUrl }),
      },
      tab.url === undefined ? undefined : { url: tab.url },
      crypto.randomUUID(),
      Date.now(),
    );
    if (handoff === undefined) return;
    // Opened first, inside the click's user gesture, which sidePanel.open requires.
    void chrome.sidePanel.open({ windowId: tab.windowId });
    void handOff(handoff);
  });

  // The toolbar icon opens the popup; the popup (and the shortcut) open the side panel.
  void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: false });
});

/** A menu item as chrome.contextMenus.create takes it (the item lists are read-only tuples). */
function menuCreateProperties(item: (typeof MENU_ITEMS)[number]): chrome.contextMenus.CreateProperties {
  return {
    id: item.id,
    title: item.title,
    contexts: [...item.contexts],
    ...('targetUrlPatterns' in item ? { targetUrlPatterns: [...item.targetUrlPatterns] } : {}),
  };
}
