import browser from 'webextension-polyfill';
import { defineBackground } from '#imports';
import { APPROVALS_ALARM, chromeBadgeApis, createApprovalBadge } from '../../lib/background/approval-badge';
import { createRequestHandlers } from '../../lib/background/request-handlers';
import { ASK_SELECTION_MENU, selectionHandoff, selectionMenuItem } from '../../lib/background/selection-menu';
import { HANDOFF_KEY } from '../../lib/messaging/handoff';
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
  const trusted = (sender: browser.Runtime.MessageSender | undefined): boolean =>
    sender !== undefined && isExtensionPage(sender, browser.runtime.id, browser.runtime.getURL('/'));

  // Listeners are registered synchronously so a message that wakes the worker is not missed.
  browser.runtime.onMessage.addListener((message: unknown, sender: browser.Runtime.MessageSender) => {
    if (!trusted(sender)) {
      log.warn('ignored a message from outside the extension', sender.url);
      return undefined;
    }
    return handlers.then((h) => dispatchRequest(message, h, log));
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
    browser.contextMenus.remove(ASK_SELECTION_MENU).catch(() => undefined);
    browser.contextMenus.create({ ...selectionMenuItem, contexts: [...selectionMenuItem.contexts] });
  });

  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== ASK_SELECTION_MENU || tab?.windowId === undefined) return;
    // Opened first, inside the click's user gesture, which sidePanel.open requires.
    void chrome.sidePanel.open({ windowId: tab.windowId });
    const handoff = selectionHandoff(info.selectionText ?? '', tab.url, crypto.randomUUID(), Date.now());
    if (handoff !== undefined) void browser.storage.session.set({ [HANDOFF_KEY]: handoff });
  });

  // The toolbar icon opens the popup; the popup (and the shortcut) open the side panel.
  void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: false });
});
