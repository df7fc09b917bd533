import type { useActionState } from './use-action-state';

export interface OutcomeWords {
  executed: string;
  rejected: string;
  undone: string;
}

/** What became of a suggestion (working, done with Undo, rejected, undone) and any error. */
export function ActionOutcome({ action, words }: { action: ReturnType<typeof useActionState>; words: OutcomeWords }) {
  const { state } = action;
  return (
    <>
      {state.phase === 'working' ? <p className="muted small">Working…</p> : null}
      {state.phase === 'executed' ? (
        <div className="row result" role="status">
          <span className="ok-text">{words.executed}</span>
          <button onClick={() => void action.undo(state)}>Undo</button>
        </div>
      ) : null}
      {state.phase === 'rejected' ? (
        <p className="muted small" role="status">
          {words.rejected}
        </p>
      ) : null}
      {state.phase === 'undone' ? (
        <p className="muted small" role="status">
          {words.undone}
        </p>
      ) : null}
      {action.error === null ? null : (
        <p className="error-text small" role="alert">
          {action.error}
        </p>
      )}
    </>
  );
}
