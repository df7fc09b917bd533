import type { ActionStore } from '../../ports/action-store';
import type { CalendarPort, WriteOptions } from '../../ports/calendar';
import type { Clock } from '../../ports/clock';
import type { IdSource } from '../../ports/ids';
import { KairosError } from '../errors';
import { executeChange } from './execute-change';
import type { SendUpdates } from '../domain/calendar-connection';
import type { ActionSource, AuditEntry, CalendarChange, PendingAction } from './pending-action';
import { undoChange } from './undo-change';

export interface ApprovalsDeps {
  store: ActionStore;
  calendar: CalendarPort;
  clock: Clock;
  ids: IdSource;
  /** How long a suggestion may be approved; after that it must be asked for again. */
  ttlMs?: number;
}

export interface SuggestInput {
  change: CalendarChange;
  description: string;
  source: ActionSource;
  sendUpdates?: SendUpdates;
}

export interface ApprovalOutcome {
  action: PendingAction;
  audit: AuditEntry;
}

export type Approvals = ReturnType<typeof createApprovals>;

const DEFAULT_TTL_MS = 10 * 60_000;

/** The lifecycle of a write: suggested → approved | rejected | expired → executed | failed. */
export function createApprovals(deps: ApprovalsDeps) {
  const { store, calendar, clock, ids } = deps;
  const ttl = deps.ttlMs ?? DEFAULT_TTL_MS;

  async function load(token: string): Promise<PendingAction> {
    const action = await store.getAction(token);
    if (action === undefined)
      throw new KairosError('not_found', 'That suggestion is no longer known. Ask again for a fresh one.');
    return action;
  }

  async function loadSuggested(token: string): Promise<PendingAction> {
    const action = await load(token);
    if (action.status === 'suggested' && clock.now() >= action.expiresAt) {
      await store.putAction({ ...action, status: 'expired' });
      throw new KairosError('action_expired', 'This suggestion expired before it was approved. Ask again for a fresh one.');
    }
    if (action.replacedBy !== undefined) {
      throw new KairosError('action_not_pending', 'This suggestion was replaced by a newer one; use that one instead.');
    }
    if (action.status !== 'suggested') {
      throw new KairosError('action_not_pending', `This suggestion was already ${action.status}.`);
    }
    return action;
  }

  return {
    get: load,

    async suggest(input: SuggestInput): Promise<PendingAction> {
      const now = clock.now();
      const action: PendingAction = { token: ids.newId(), status: 'suggested', createdAt: now, expiresAt: now + ttl, ...input };
      await store.putAction(action);
      return action;
    },

    /** Idempotent: approving an executed action again returns the first outcome. */
    async approve(token: string): Promise<ApprovalOutcome> {
      const existing = await load(token);
      if (existing.status === 'executed' && existing.auditId !== undefined) {
        const audit = await store.getAudit(existing.auditId);
        if (audit !== undefined) return { action: existing, audit };
      }
      const approved: PendingAction = { ...(await loadSuggested(token)), status: 'approved' };
      await store.putAction(approved);
      try {
        const written = await executeChange(calendar, approved.change, writeOptions(approved.sendUpdates));
        const audit: AuditEntry = {
          id: ids.newId(),
          at: clock.now(),
          actionToken: token,
          description: approved.description,
          source: approved.source,
          change: approved.change,
          ...(approved.sendUpdates === undefined ? {} : { sendUpdates: approved.sendUpdates }),
          ...(written === undefined ? {} : { etagAfter: written.etag }),
        };
        await store.putAudit(audit);
        const executed: PendingAction = { ...approved, status: 'executed', auditId: audit.id };
        await store.putAction(executed);
        return { action: executed, audit };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await store.putAction({ ...approved, status: 'failed', error: message });
        throw error;
      }
    },

    async reject(token: string): Promise<PendingAction> {
      const rejected: PendingAction = { ...(await loadSuggested(token)), status: 'rejected' };
      await store.putAction(rejected);
      return rejected;
    },

    /** Edit or pick an alternative: the old suggestion is closed and a new one takes its place. */
    async revise(token: string, input: SuggestInput): Promise<PendingAction> {
      const old = await loadSuggested(token);
      const now = clock.now();
      // A revision from the card's Edit form says nothing of notifications: the old suggestion's stand.
      const sendUpdates = input.sendUpdates ?? old.sendUpdates;
      const next: PendingAction = {
        token: ids.newId(),
        status: 'suggested',
        createdAt: now,
        expiresAt: now + ttl,
        ...input,
        ...(sendUpdates === undefined ? {} : { sendUpdates }),
      };
      await store.putAction(next);
      await store.putAction({ ...old, status: 'rejected', replacedBy: next.token });
      return next;
    },

    /** Idempotent: undoing an entry twice does nothing the second time. */
    async undo(auditId: string): Promise<AuditEntry> {
      const entry = await store.getAudit(auditId);
      if (entry === undefined) throw new KairosError('not_found', 'That action is not in the history.');
      if (entry.undoneAt !== undefined) return entry;
      await undoChange(calendar, entry, writeOptions(entry.sendUpdates));
      const undone: AuditEntry = { ...entry, undoneAt: clock.now() };
      await store.putAudit(undone);
      return undone;
    },

    history: (limit: number) => store.listAudit(limit),
  };
}

function writeOptions(sendUpdates: SendUpdates | undefined): WriteOptions {
  return sendUpdates === undefined ? {} : { sendUpdates };
}
