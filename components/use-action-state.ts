import { useState } from 'react';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';

export type ActionPhase =
  | { phase: 'pending' }
  | { phase: 'working' }
  | { phase: 'executed'; auditId: string; description: string }
  | { phase: 'rejected' }
  | { phase: 'undone' };

/** The life of one suggestion as its card shows it: approve, reject, then undo. */
export function useActionState(token: string) {
  const [state, setState] = useState<ActionPhase>({ phase: 'pending' });
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<ActionPhase>, fallback: ActionPhase): Promise<void> => {
    setError(null);
    setState({ phase: 'working' });
    try {
      setState(await work());
    } catch (e) {
      setError(errorWordsOf(e));
      setState(fallback);
    }
  };

  return {
    state,
    error,
    setError,
    approve: () =>
      run(
        async () => {
          const r = await sendRequest('approveAction', { token });
          return { phase: 'executed', auditId: r.auditId, description: r.description };
        },
        { phase: 'pending' },
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
