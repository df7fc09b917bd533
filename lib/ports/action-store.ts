import type { ActionStatus, AuditEntry, PendingAction } from '../core/approvals/pending-action';

/** Where pending actions and the audit log live (IndexedDB in the extension, memory in tests). */
export interface ActionStore {
  getAction(token: string): Promise<PendingAction | undefined>;
  putAction(action: PendingAction): Promise<void>;
  /** Every action in a status, oldest first. */
  listActions(status: ActionStatus): Promise<PendingAction[]>;
  getAudit(id: string): Promise<AuditEntry | undefined>;
  putAudit(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  listAudit(limit: number): Promise<AuditEntry[]>;
}
