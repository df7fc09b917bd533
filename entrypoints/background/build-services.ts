import browser from 'webextension-polyfill';
import { createCryptoIds } from '../../lib/adapters/crypto-ids';
import { createGoogleAuth } from '../../lib/adapters/google-auth';
import { createGoogleCalendar } from '../../lib/adapters/google-calendar';
import { createIdbActionStore } from '../../lib/adapters/idb-action-store';
import { createIdbConversation, pruneConversations } from '../../lib/adapters/idb-conversation';
import { createIdbPlaceCache, prunePlaces } from '../../lib/adapters/idb-place-cache';
import { createIdbTemplateCache, pruneTemplates } from '../../lib/adapters/idb-template-cache';
import { createIdbWorkflowStore, pruneWorkflows } from '../../lib/adapters/idb-workflow-store';
import { openKairosDb } from '../../lib/adapters/kairos-db';
import { createLocalCalendar } from '../../lib/adapters/local-calendar';
import { createStorageModelSettings } from '../../lib/adapters/storage-model-settings';
import { createPlacesSource } from '../../lib/adapters/places-source';
import { createStoragePlacesEndpoints, createStoragePlacesSettings } from '../../lib/adapters/storage-places-settings';
import { createStorageGoogleEndpoints, createStorageGoogleSettings } from '../../lib/adapters/storage-google-settings';
import { createStoragePreferences } from '../../lib/adapters/storage-preferences';
import { systemClock, systemTimeZone } from '../../lib/adapters/system-clock';
import { createTurnModel } from '../../lib/background/create-turn-model';
import { createGoogleConnection } from '../../lib/background/google-connection';
import { createModelProbe } from '../../lib/background/model-connection';
import { createPlacesAccess } from '../../lib/background/places-access';
import { GOOGLE_SCOPES } from '../../lib/core/domain/calendar-connection';
import { createServices, type Services } from '../../lib/background/services';
import { createLogger } from '../../lib/logger';

/**
 * The offline defaults (local IndexedDB calendar, built-in engine, settings in storage.local), and
 * Google Calendar once the person connects it in Options.
 */
export async function buildServices(onApprovalsChange: () => void): Promise<Services> {
  const db = await openKairosDb();
  const modelSettings = createStorageModelSettings(browser.storage.local);
  // Housekeeping, not waited for: the first turn need not wait on it, and a failure only leaves old
  // records behind. Its transactions are opened now, so they run before any turn's.
  const now = systemClock.now();
  Promise.all([pruneConversations(db, now), pruneTemplates(db, now), pruneWorkflows(db, now), prunePlaces(db, now)]).catch(
    (error: unknown) => {
      createLogger('background').warn('could not prune old conversations, templates, paused plans and places', error);
    },
  );
  const ids = createCryptoIds();
  const endpoints = createStorageGoogleEndpoints(browser.storage.local);
  const google = createGoogleConnection({
    settings: createStorageGoogleSettings(browser.storage.local),
    endpoints: () => endpoints.get(),
    manifestClientId: chrome.runtime.getManifest().oauth2?.client_id,
    webClientId: webClientId(),
    createAuth: (endpoints, clientIds) =>
      createGoogleAuth({
        identity: chrome.identity,
        session: browser.storage.session,
        clientId: clientIds.web,
        chromeClientId: clientIds.chrome,
        endpoints,
        scopes: GOOGLE_SCOPES,
        now: () => systemClock.now(),
        newState: () => ids.newId(),
      }),
    createCalendar: createGoogleCalendar,
    log: createLogger('google'),
  });
  const placesLog = createLogger('places');
  const reachPlaces = createPlacesAccess({
    endpoints: () => createStoragePlacesEndpoints(browser.storage.local).get(),
    hasHostAccess: (patterns) => chrome.permissions.contains({ origins: [...patterns] }),
    source: createPlacesSource({
      cache: createIdbPlaceCache(db),
      clock: systemClock,
      onCacheError: (error) => {
        placesLog.warn('could not use the place cache', error);
      },
    }),
  });
  return createServices(
    {
      localCalendar: createLocalCalendar({ db, clock: systemClock }),
      google,
      store: createIdbActionStore(db),
      preferences: createStoragePreferences(browser.storage.local),
      modelSettings,
      placesSettings: createStoragePlacesSettings(browser.storage.local),
      reachPlaces,
      conversation: (id) => createIdbConversation(db, id, systemClock),
      templateCache: createIdbTemplateCache(db),
      workflows: createIdbWorkflowStore(db),
      turnModel: async () => createTurnModel(await modelSettings.get(), { global: globalThis }),
      modelProbe: createModelProbe({ global: globalThis }),
      clock: systemClock,
      ids,
      browserTimeZone: systemTimeZone,
      sendToTab: (tabId, message) => browser.tabs.sendMessage(tabId, message),
      // Needs no "tabs" permission: only the id is read, never the tab's URL or title.
      activeTabId: async (windowId) => (await browser.tabs.query({ active: true, windowId }))[0]?.id,
    },
    { onApprovalsChange },
  );
}

/** The "Web application" OAuth client for launchWebAuthFlow, set at build time (README: "Connect Google Calendar"). */
function webClientId(): string | undefined {
  const id: unknown = import.meta.env.WXT_GOOGLE_WEB_CLIENT_ID;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : undefined;
}
