import browser from 'webextension-polyfill';
import { createCryptoIds } from '../../lib/adapters/crypto-ids';
import { createIdbActionStore } from '../../lib/adapters/idb-action-store';
import { openKairosDb } from '../../lib/adapters/kairos-db';
import { createLocalCalendar } from '../../lib/adapters/local-calendar';
import { createStorageConversation } from '../../lib/adapters/storage-conversation';
import { createStorageModelSettings } from '../../lib/adapters/storage-model-settings';
import { createStoragePreferences } from '../../lib/adapters/storage-preferences';
import { systemClock, systemTimeZone } from '../../lib/adapters/system-clock';
import { createTurnModel } from '../../lib/background/create-turn-model';
import { createModelProbe } from '../../lib/background/model-connection';
import { createServices, type Services } from '../../lib/background/services';

/** The offline defaults: local IndexedDB calendar, built-in engine, preferences and model settings in storage.local. */
export async function buildServices(): Promise<Services> {
  const db = await openKairosDb();
  const modelSettings = createStorageModelSettings(browser.storage.local);
  return createServices({
    calendar: createLocalCalendar({ db, clock: systemClock }),
    store: createIdbActionStore(db),
    preferences: createStoragePreferences(browser.storage.local),
    modelSettings,
    conversation: (id) => createStorageConversation(browser.storage.session, id),
    turnModel: async () => createTurnModel(await modelSettings.get(), { global: globalThis }),
    modelProbe: createModelProbe({ global: globalThis }),
    clock: systemClock,
    ids: createCryptoIds(),
    browserTimeZone: systemTimeZone,
  });
}
