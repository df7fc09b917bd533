import browser from 'webextension-polyfill';
import { createCryptoIds } from '../../lib/adapters/crypto-ids';
import { createIdbActionStore } from '../../lib/adapters/idb-action-store';
import { createIdbConversation, pruneConversations } from '../../lib/adapters/idb-conversation';
import { createIdbTemplateCache, pruneTemplates } from '../../lib/adapters/idb-template-cache';
import { openKairosDb } from '../../lib/adapters/kairos-db';
import { createLocalCalendar } from '../../lib/adapters/local-calendar';
import { createStorageModelSettings } from '../../lib/adapters/storage-model-settings';
import { createStoragePreferences } from '../../lib/adapters/storage-preferences';
import { systemClock, systemTimeZone } from '../../lib/adapters/system-clock';
import { createTurnModel } from '../../lib/background/create-turn-model';
import { createModelProbe } from '../../lib/background/model-connection';
import { createServices, type Services } from '../../lib/background/services';
import { createLogger } from '../../lib/logger';

/** The offline defaults: local IndexedDB calendar, built-in engine, preferences and model settings in storage.local. */
export async function buildServices(): Promise<Services> {
  const db = await openKairosDb();
  const modelSettings = createStorageModelSettings(browser.storage.local);
  // Housekeeping, not waited for: the first turn need not wait on it, and a failure only leaves old
  // records behind. Its transactions are opened now, so they run before any turn's.
  const now = systemClock.now();
  Promise.all([pruneConversations(db, now), pruneTemplates(db, now)]).catch((error: unknown) => {
    createLogger('background').warn('could not prune old conversations and templates', error);
  });
  return createServices({
    calendar: createLocalCalendar({ db, clock: systemClock }),
    store: createIdbActionStore(db),
    preferences: createStoragePreferences(browser.storage.local),
    modelSettings,
    conversation: (id) => createIdbConversation(db, id, systemClock),
    templateCache: createIdbTemplateCache(db),
    turnModel: async () => createTurnModel(await modelSettings.get(), { global: globalThis }),
    modelProbe: createModelProbe({ global: globalThis }),
    clock: systemClock,
    ids: createCryptoIds(),
    browserTimeZone: systemTimeZone,
  });
}
