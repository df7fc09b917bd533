import { auditEntrySchema, pendingActionSchema } from '../core/approvals/pending-action';
import type { ActionStore } from '../ports/action-store';
import type { KairosDb } from './kairos-db';

/** Pending actions and the audit log in IndexedDB; records are parsed on the way out. */
export function createIdbActionStore(db: KairosDb): ActionStore {
  return {
    async getAction(token) {
      const raw = await db.get('actions', token);
      return raw === undefined ? undefined : pendingActionSchema.parse(raw);
    },
    async putAction(action) {
      await db.put('actions', pendingActionSchema.parse(action));
    },
    async listActions(status) {
      const raw = await db.getAllFromIndex('actions', 'byStatus', status);
      return raw.map((r) => pendingActionSchema.parse(r)).sort((a, b) => a.createdAt - b.createdAt);
    },
    async getAudit(id) {
      const raw = await db.get('audit', id);
      return raw === undefined ? undefined : auditEntrySchema.parse(raw);
    },
    async putAudit(entry) {
      await db.put('audit', auditEntrySchema.parse(entry));
    },
    async listAudit(limit) {
      const out = [];
      let cursor = await db.transaction('audit').store.index('byAt').openCursor(null, 'prev');
      while (cursor !== null && out.length < limit) {
        out.push(auditEntrySchema.parse(cursor.value));
        cursor = await cursor.continue();
      }
      return out;
    },
  };
}
