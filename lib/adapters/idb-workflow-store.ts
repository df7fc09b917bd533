import { workflowSchema, type WorkflowStore } from '../ports/workflow-store';
import { deleteOlderThan, type KairosDb } from './kairos-db';

/**
 * How long a paused Plan is kept. Its card expires in minutes, but a change that stopped part-way
 * can be retried later, and its Plan must still be there to finish; after a few days nothing can
 * continue it.
 */
export const WORKFLOW_KEPT_MS = 3 * 24 * 60 * 60_000;

/** Plans paused for approval in IndexedDB, by their card's token; records are parsed on the way in and out. */
export function createIdbWorkflowStore(db: KairosDb): WorkflowStore {
  return {
    async get(token) {
      // Readwrite so an unreadable record (an older build's, or hand-edited) is removed in the same step.
      const tx = db.transaction('workflows', 'readwrite');
      const raw = await tx.store.get(token);
      if (raw === undefined) {
        await tx.done;
        return undefined;
      }
      const parsed = workflowSchema.safeParse(raw);
      if (parsed.success) {
        await tx.done;
        return parsed.data;
      }
      await Promise.all([tx.store.delete(token), tx.done]);
      return undefined;
    },
    async put(workflow) {
      await db.put('workflows', workflowSchema.parse(workflow));
    },
    async delete(token) {
      await db.delete('workflows', token);
    },
  };
}

/** Deletes paused Plans older than WORKFLOW_KEPT_MS at `now`; returns how many. */
export function pruneWorkflows(db: KairosDb, now: number): Promise<number> {
  return deleteOlderThan(db, 'workflows', now - WORKFLOW_KEPT_MS);
}
