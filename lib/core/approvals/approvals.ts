import type { ActionStore } from '../../ports/action-store';
import type { CalendarPort, WriteOptions } from '../../ports/calendar';
import type { Clock } from '../../ports/clock';
import type { IdSource } from '../../ports/ids';
import { KairosError } from '../errors';
import type { SendUpdates } from '../domain/calendar-connection';
import { executeChange, PartlyDoneError, type BulkProgress } from './execute-change';
import type { ActionSource, AuditEntry, CalendarChange, PendingAction, Review } from './pending-action';
import { undoChange, type EtagRestored, type UndoOptions } from './undo-change';

export interface ApprovalsDeps {
  store: ActionStore;
  calendar: CalendarPort;
  clock: Clock;
  ids: IdSource;
  /** How long a suggestion may be approved; after that it must be asked for again. */
  ttlMs?: number;
  /** Told whenever a suggestion opens or closes (the toolbar badge counts those waiting). */
  onChange?: () => void;
  /** The zone to describe changes in when a suggestion has no review. */
  fallbackTimeZone?: string;
}

export interface SuggestInput {
  change: CalendarChange;
  description: string;
  source: ActionSource;
  sendUpdates?: SendUpdates;
  review?: Review;
}

export interface ApprovalOutcome {
  action: PendingAction;
  audit: AuditEntry;
}

export type Approvals = ReturnType<typeof createApprovals>;

const DEFAULT_TTL_MS = 10 * 60_000;
/** How far back an undo looks for earlier actions on the same events (History shows at most this many). */
const CARRY_ETAGS_OVER = 1000;

/**
 * The lifecycle of a write: suggested → approved | rejected | expired → executed | failed. A bulk
 * change that failed part-way for a passing reason is failed and `retryable`: retry → executed | failed.
 */
export function createApprovals(deps: ApprovalsDeps) {
  const { store, calendar, clock, ids } = deps;
  const ttl = deps.ttlMs ?? DEFAULT_TTL_MS;
  const changed = (): void => deps.onChange?.();
  // A double click sends two approvals at once: the second waits for the first and gets its outcome.
  const approving = new Map<string, Promise<ApprovalOutcome>>();

  async function load(token: string): Promise<PendingAction> {
    const action = await store.getAction(token);
    if (action === undefined)
      throw new KairosError('not_found', 'That suggestion is no longer known. Ask again for a fresh one.');
    return action;
  }

  async function expire(action: PendingAction): Promise<void> {
    await store.putAction({ ...action, status: 'expired' });
    changed();
  }

  async function loadSuggested(token: string): Promise<PendingAction> {
    const action = await load(token);
    if (action.status === 'suggested' && clock.now() >= action.expiresAt) {
      await expire(action);
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

  async function execute(token: string, auto: boolean): Promise<ApprovalOutcome> {
    const existing = await load(token);
    if (existing.status === 'executed' && existing.auditId !== undefined) {
      const audit = await store.getAudit(existing.auditId);
      if (audit !== undefined) return { action: existing, audit };
    }
    const approved: PendingAction = { ...(await loadSuggested(token)), status: 'approved' };
    await store.putAction(approved);
    return carryOut(approved, newAudit(approved, auto), undefined);
  }

  /** Retry: makes only what a bulk change that stopped for a passing reason has not made yet. */
  async function finish(token: string): Promise<ApprovalOutcome> {
    const action = await load(token);
    if (action.status === 'executed' && action.auditId !== undefined) {
      const audit = await store.getAudit(action.auditId);
      if (audit !== undefined) return { action, audit };
    }
    if (action.status !== 'failed' || action.retryable !== true) {
      throw new KairosError(
        'action_not_pending',
        action.status === 'failed'
          ? 'This change failed for a reason Retry cannot fix. Ask again for a fresh suggestion.'
          : action.status === 'suggested'
            ? 'This suggestion has not been approved yet, so there is nothing to retry.'
            : `This suggestion was ${action.status}, so there is nothing to retry.`,
      );
    }
    const entry = action.auditId === undefined ? undefined : await store.getAudit(action.auditId);
    if (entry !== undefined && (entry.undoneAt !== undefined || (entry.undoneParts?.length ?? 0) > 0)) {
      throw new KairosError(
        'action_not_pending',
        'What this change had made was undone, so it will not be finished. Ask again for a fresh suggestion.',
      );
    }
    const approved: PendingAction = { ...withoutFailure(action), status: 'approved' };
    await store.putAction(approved);
    const earlier: BulkProgress = { doneParts: entry?.doneParts ?? [], etagsAfter: entry?.etagsAfter ?? [] };
    return carryOut(approved, entry ?? newAudit(approved, false), earlier);
  }

  /** The audit entry for an approved action, before what the write left behind is added. */
  function newAudit(approved: PendingAction, auto: boolean): AuditEntry {
    return {
      id: ids.newId(),
      at: clock.now(),
      actionToken: approved.token,
      description: approved.description,
      source: approved.source,
      change: approved.change,
      ...(approved.sendUpdates === undefined ? {} : { sendUpdates: approved.sendUpdates }),
      ...(approved.review === undefined ? {} : { review: approved.review }),
      ...(auto ? { autoApproved: true } : {}),
    };
  }

  /**
   * Writes what the approved action has not made yet (all of it, unless `earlier` says otherwise)
   * and records the outcome. A bulk change that stopped part-way keeps one audit entry for what it
   * made, so undo puts back exactly that, and a Retry that finishes completes the same entry: the
   * whole change stays one undo.
   */
  async function carryOut(
    approved: PendingAction,
    entry: AuditEntry,
    earlier: BulkProgress | undefined,
  ): Promise<ApprovalOutcome> {
    try {
      const zone = approved.review?.timeZone ?? deps.fallbackTimeZone ?? 'UTC';
      const written = await executeChange(calendar, approved.change, writeOptions(approved.sendUpdates), zone, earlier);
      const { doneParts: _doneParts, ...whole } = entry;
      const audit: AuditEntry = { ...whole, ...written };
      await store.putAudit(audit);
      const executed: PendingAction = { ...approved, status: 'executed', auditId: audit.id };
      await store.putAction(executed);
      return { action: executed, audit };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      let failed: PendingAction = { ...approved, status: 'failed', error: message };
      if (error instanceof PartlyDoneError) {
        const { doneParts, etagsAfter } = error.progress;
        if (doneParts.length > 0) {
          await store.putAudit({ ...entry, etagsAfter: [...etagsAfter], doneParts: [...doneParts] });
          failed = { ...failed, auditId: entry.id };
        }
        if (error.retryable) failed = { ...failed, retryable: true };
      }
      await store.putAction(failed);
      throw error;
    } finally {
      changed();
    }
  }

  /** Only one approval or Retry of a token runs at a time; a second (a double click) gets the first's outcome. */
  function once(token: string, work: () => Promise<ApprovalOutcome>): Promise<ApprovalOutcome> {
    const inFlight = approving.get(token);
    if (inFlight !== undefined) return inFlight;
    const running = work().finally(() => approving.delete(token));
    approving.set(token, running);
    return running;
  }

  /** Earlier actions that left an event as an undo has just put it back: they may be undone in turn. */
  async function carryEtags(restored: readonly EtagRestored[]): Promise<void> {
    if (restored.length === 0) return;
    const now = new Map(restored.map((r) => [r.was, r.now]));
    for (const earlier of await store.listAudit(CARRY_ETAGS_OVER)) {
      if (earlier.undoneAt !== undefined) continue;
      const etagAfter = earlier.etagAfter === undefined ? undefined : now.get(earlier.etagAfter);
      const etagsAfter = earlier.etagsAfter?.map((e) => (e === null ? null : (now.get(e) ?? e)));
      const changed = etagAfter !== undefined || etagsAfter?.some((e, i) => e !== earlier.etagsAfter?.[i]) === true;
      if (changed) {
        await store.putAudit({
          ...earlier,
          ...(etagAfter === undefined ? {} : { etagAfter }),
          ...(etagsAfter === undefined ? {} : { etagsAfter }),
        });
      }
    }
  }

  async function newSuggestion(input: SuggestInput): Promise<PendingAction> {
    const now = clock.now();
    const action: PendingAction = { token: ids.newId(), status: 'suggested', createdAt: now, expiresAt: now + ttl, ...input };
    await store.putAction(action);
    return action;
  }

  return {
    get: load,

    async suggest(input: SuggestInput): Promise<PendingAction> {
      const action = await newSuggestion(input);
      changed();
      return action;
    },

    /**
     * Idempotent: approving an executed action again, or twice at once, returns the first outcome.
     * `auto` marks a write made under the auto-approve option, for the audit log.
     */
    approve(token: string, options: { auto?: boolean } = {}): Promise<ApprovalOutcome> {
      return once(token, () => execute(token, options.auto === true));
    },

    /**
     * Finishes a bulk change that stopped part-way for a passing reason, making only the changes
     * not yet made (each target re-checked). Idempotent like approve: once executed, it returns
     * that outcome.
     */
    retry(token: string): Promise<ApprovalOutcome> {
      return once(token, () => finish(token));
    },

    async reject(token: string): Promise<PendingAction> {
      const rejected: PendingAction = { ...(await loadSuggested(token)), status: 'rejected' };
      await store.putAction(rejected);
      changed();
      return rejected;
    },

    /** Edit or pick an alternative: the old suggestion is closed and a new one takes its place. */
    async revise(token: string, input: SuggestInput): Promise<PendingAction> {
      const old = await loadSuggested(token);
      // A revision from the card's Edit form says nothing of notifications: the old suggestion's stand.
      const sendUpdates = input.sendUpdates ?? old.sendUpdates;
      const next = await newSuggestion({ ...input, ...(sendUpdates === undefined ? {} : { sendUpdates }) });
      await store.putAction({ ...old, status: 'rejected', replacedBy: next.token });
      changed();
      return next;
    },

    /**
     * Idempotent: undoing an entry twice does nothing the second time. An undo that stopped
     * part-way records what it put back, so undoing again finishes the rest.
     */
    async undo(auditId: string, options: UndoOptions = {}): Promise<AuditEntry> {
      let entry = await store.getAudit(auditId);
      if (entry === undefined) throw new KairosError('not_found', 'That action is not in the history.');
      if (entry.undoneAt !== undefined) return entry;
      const restored = await undoChange(calendar, entry, options, async (index) => {
        if (entry === undefined || entry.change.kind !== 'bulk') return;
        entry = { ...entry, undoneParts: [...(entry.undoneParts ?? []), index] };
        await store.putAudit(entry);
      });
      const undone: AuditEntry = { ...entry, undoneAt: clock.now() };
      await store.putAudit(undone);
      await carryEtags(restored);
      return undone;
    },

    /** Suggestions still waiting, oldest first; any past their expiry are marked expired on the way. */
    async pending(): Promise<PendingAction[]> {
      const now = clock.now();
      const waiting: PendingAction[] = [];
      let expired = 0;
      for (const action of await store.listActions('suggested')) {
        if (now >= action.expiresAt) {
          await store.putAction({ ...action, status: 'expired' });
          expired++;
        } else if (action.replacedBy === undefined) waiting.push(action);
      }
      if (expired > 0) changed();
      return waiting;
    },

    history: (limit: number) => store.listAudit(limit),
  };
}

function writeOptions(sendUpdates: SendUpdates | undefined): WriteOptions {
  return sendUpdates === undefined ? {} : { sendUpdates };
}

/** The action without the last failure's words and Retry mark, about to be tried again. */
function withoutFailure(action: PendingAction): PendingAction {
  const { error: _error, retryable: _retryable, ...rest } = action;
  return rest;
}
