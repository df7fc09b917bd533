import { useState } from 'react';
import { KairosError } from '../lib/core/errors';
import type { PlanContinuation } from '../lib/messaging/protocol';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';
import { useNow } from './use-now';

export type ActionPhase =
  | { phase: 'pending' }
  | { phase: 'working' }
  /** `continued`: the Plan that waited on this card ran its remaining steps. */
  | { phase: 'executed'; auditId: string; description: string; at: number; continued?: PlanContinuation }
  /** A bulk change stopped part-way for a passing reason: what was made stays, Retry makes the rest. */
  | { phase: 'incomplete' }
  | { phase: 'rejected' }
  | { phase: 'expired' }
  | { phase: 'undone' };

/** Why the last request failed, and whether a fresh suggestion would help (expired, or changed since). */
export interface ActionError {
  words: string;
  askAgain: boolean;
}

/**
 * The life of one suggestion as its card shows it: approve, reject, expire, retry what stopped
 * part-way, then undo. The card closes itself at `expiresAt`; the background refuses a late
 * approval anyway.
 */
export function useActionState(
  token: string,
  options: { expiresAt?: number; executed?: { auditId: string; description: string } } = {},
) {
  const [state, setState] = useState<ActionPhase>(
    options.executed === undefined ? { phase: 'pending' } : { phase: 'executed', ...options.executed, at: Date.now() },
  );
  const [error, setErrorState] = useState<ActionError | null>(null);
  const now = useNow(5_000, state.phase === 'pending' && options.expiresAt !== undefined);
  const expired = state.phase === 'pending' && options.expiresAt !== undefined && now >= options.expiresAt;
  const shown: ActionPhase = expired ? { phase: 'expired' } : state;

  const setError = (words: string | null): void => {
    setErrorState(words === null ? null : { words, askAgain: false });
  };

  const run = async (work: () => Promise<ActionPhase>, fallback: ActionPhase): Promise<void> => {
    setErrorState(null);
    setState({ phase: 'working' });
    try {
      setState(await work());
    } catch (e) {
      const code = e instanceof KairosError ? e.code : undefined;
      setErrorState({ words: errorWordsOf(e), askAgain: code === 'stale_target' || code === 'action_expired' });
      // A suggestion that expired or was already closed cannot be approved again: its card closes.
      if (code === 'action_expired') setState({ phase: 'expired' });
      else if (code === 'action_incomplete') setState({ phase: 'incomplete' });
      else if (code === 'stale_target' || code === 'action_not_pending' || code === 'not_found') setState({ phase: 'rejected' });
      else setState(fallback);
    }
  };

  return {
    state: shown,
    error,
    setError,
    approve: () =>
      run(
        async () => {
          const r = await sendRequest('approveAction', { token });
          return executedPhase(r);
        },
        { phase: 'pending' },
      ),
    retry: () =>
      run(
        async () => {
          const r = await sendRequest('retryAction', { token });
          return executedPhase(r);
        },
        { phase: 'incomplete' },
      ),
    reject: () =>
      run(
        async () => {
          await sendRequest('rejectAction', { token });
          return { phase: 'rejected' };
        },
        { phase: 'pending' },
      ),
    undo: (executed: Extract<ActionPhase, { phase: 'executed' }>) =>
      run(async () => {
        await sendRequest('undoAction', { auditId: executed.auditId });
        return { phase: 'undone' };
      }, executed),
  };
}

function executedPhase(r: { auditId: string; description: string; continued?: PlanContinuation }): ActionPhase {
  return {
    phase: 'executed',
    auditId: r.auditId,
    description: r.description,
    at: Date.now(),
    ...(r.continued === undefined ? {} : { continued: r.continued }),
  };
}
