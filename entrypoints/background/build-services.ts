import browser from 'webextension-polyfill';
import { createCryptoIds } from '../../lib/adapters/crypto-ids';
import { createIdbActionStore } from '../../lib/adapters/idb-action-store';
import { openKairosDb } from '../../lib/adapters/kairos-db';
import { createLocalCalendar } from '../../lib/adapters/local-calendar';
import { createStoragePreferences } from '../../lib/adapters/storage-preferences';
import { systemClock, systemTimeZone } from '../../lib/adapters/system-clock';
import { createServices, type Services } from '../../lib/background/services';

/** The offline defaults: local IndexedDB calendar, built-in engine, preferences in storage.local. */
export async function buildServices(): Promise<Services> {
  const db = await openKairosDb();
  return createServices({
    calendar: createLocalCalendar({ db, clock: systemClock }),
    store: createIdbActionStore(db),
    preferences: createStoragePreferences(browser.storage.local),
    clock: systemClock,
    ids: createCryptoIds(),
    browserTimeZone: systemTimeZone,
  });
}
