import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AuditEntry, PendingAction } from '../core/approvals/pending-action';
import type { CalendarEvent } from '../core/domain/calendar-event';

/**
 * The extension's one IndexedDB database. Each version's upgrade is a step in MIGRATIONS, run in
 * order from whatever version a profile has, so an old profile always reaches the latest shape
 * (tests/unit/adapters/kairos-db-migrations.test.ts walks v1 → latest with fixture data).
 */
export interface KairosDbSchema extends DBSchema {
  events: { key: string; value: CalendarEvent; indexes: { byStart: number } };
  actions: { key: string; value: PendingAction; indexes: { byStatus: string } };
  audit: { key: string; value: AuditEntry; indexes: { byAt: number } };
}

export type KairosDb = IDBPDatabase<KairosDbSchema>;

export const DB_NAME = 'kairos';

type Migration = (db: KairosDb) => void;

export const MIGRATIONS: readonly Migration[] = [
  // v1: the local calendar. All-day events have no time.start and so stay out of the index.
  (db) => {
    db.createObjectStore('events', { keyPath: 'id' }).createIndex('byStart', 'time.start');
  },
  // v2: suggestions waiting for approval and the audit log behind undo, so both survive a restart.
  (db) => {
    db.createObjectStore('actions', { keyPath: 'token' }).createIndex('byStatus', 'status');
    db.createObjectStore('audit', { keyPath: 'id' }).createIndex('byAt', 'at');
  },
];

export const DB_VERSION = MIGRATIONS.length;

export function openKairosDb(name: string = DB_NAME): Promise<KairosDb> {
  return openDB<KairosDbSchema>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      for (let v = oldVersion; v < DB_VERSION; v++) MIGRATIONS[v]?.(db);
    },
  });
}
