import type { AuditEntry, PendingAction } from '../core/approvals/pending-action';
import type { ActionStore } from '../ports/action-store';

/** Pending actions and audit in memory: for tests and the CLI, where nothing outlives the process. */
export function createMemoryActionStore(): ActionStore {
  const actions = new Map<string, PendingAction>();
  const audit = new Map<string, AuditEntry>();
  return {
    getAction: (token) => Promise.resolve(actions.get(token)),
    putAction: (action) => {
      actions.set(action.token, structuredClone(action));
      return Promise.resolve();
    },
    listActions: (status) =>
      Promise.resolve(
        [...actions.values()]
          .filter((a) => a.status === status)
          .sort((a, b) => a.createdAt - b.createdAt)
          .map((a) => structuredClone(a)),
      ),
    getAudit: (id) => Promise.resolve(audit.get(id)),
    putAudit: (entry) => {
      audit.set(entry.id, structuredClone(entry));
      return Promise.resolve();
    },
    listAudit: (limit) => Promise.resolve([...audit.values()].sort((a, b) => b.at - a.at).slice(0, limit)),
  };
}
