import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { z } from 'zod';
import type { AuditEntry, PendingAction } from '../core/approvals/pending-action';
import type { CalendarEvent } from '../core/domain/calendar-event';
import { conversationFocusSchema, conversationLineSchema, lastProposalSchema } from '../ports/conversation-memory';
import type { CachedPlaces } from '../ports/place-cache';
import type { CachedTemplate } from '../ports/template-cache';
import type { Workflow } from '../ports/workflow-store';

/** One side-panel conversation's memory, as stored: parsed when read, since an old or hand-edited record may not fit. */
export const conversationRecordSchema = z.object({
  /** The id the side panel sends with each turn. */
  id: z.string(),
  last: lastProposalSchema.optional(),
  focus: conversationFocusSchema.optional(),
  /** Oldest first. */
  lines: z.array(conversationLineSchema),
  /** Last write; conversations left alone long enough are pruned by it. */
  updatedAt: z.number().int(),
});
export type ConversationRecord = z.infer<typeof conversationRecordSchema>;

/**
 * The extension's one IndexedDB database. Each version's upgrade is a step in MIGRATIONS, run in
 * order from whatever version a profile has, so an old profile always reaches the latest shape
 * (tests/unit/adapters/kairos-db-migrations.test.ts walks v1 → latest with fixture data).
 */
export interface KairosDbSchema extends DBSchema {
  events: { key: string; value: CalendarEvent; indexes: { byStart: number } };
  actions: { key: string; value: PendingAction; indexes: { byStatus: string } };
  audit: { key: string; value: AuditEntry; indexes: { byAt: number } };
  conversations: { key: string; value: ConversationRecord; indexes: { byUpdatedAt: number } };
  templates: { key: string; value: CachedTemplate; indexes: { byAt: number } };
  workflows: { key: string; value: Workflow; indexes: { byAt: number } };
  places: { key: string; value: CachedPlaces; indexes: { byAt: number } };
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
  // v3: conversation memory (until now in storage.session, so lost with the browser session) and the
  // template cache. The time indexes let pruning visit only what is old.
  (db) => {
    db.createObjectStore('conversations', { keyPath: 'id' }).createIndex('byUpdatedAt', 'updatedAt');
    db.createObjectStore('templates', { keyPath: 'key' }).createIndex('byAt', 'at');
  },
  // v4: Plans paused for approval, by their card's token, so approving after the worker was stopped
  // still runs the steps after the confirmation. Pruned by `at`, like templates.
  (db) => {
    db.createObjectStore('workflows', { keyPath: 'token' }).createIndex('byAt', 'at');
  },
  // v5: place searches by provider, area and query (30-minute TTL), so a conversation's repeated
  // searches and a restarted worker do not ask OpenStreetMap or Foursquare again. Pruned by `at`.
  (db) => {
    db.createObjectStore('places', { keyPath: 'key' }).createIndex('byAt', 'at');
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

/**
 * Deletes the records of a store whose time index is before `cutoff`; returns how many. Walks only
 * the old end of the index, so it is cheap enough to run at every start-up.
 */
export async function deleteOlderThan(
  db: KairosDb,
  store: 'conversations' | 'templates' | 'workflows' | 'places',
  cutoff: number,
): Promise<number> {
  const tx = db.transaction(store, 'readwrite');
  const index =
    store === 'conversations' ? tx.objectStore('conversations').index('byUpdatedAt') : tx.objectStore(store).index('byAt');
  let cursor = await index.openCursor(IDBKeyRange.upperBound(cutoff, true));
  let deleted = 0;
  while (cursor !== null) {
    await cursor.delete();
    deleted++;
    cursor = await cursor.continue();
  }
  await tx.done;
  return deleted;
}
