import { useEffect, useRef } from 'react';
import browser from 'webextension-polyfill';
import type { useActionState } from './use-action-state';
import { useNow } from './use-now';

export interface OutcomeWords {
  executed: string;
  rejected: string;
  undone: string;
}

/** How long Undo stays on the card; after that it lives in Options → History. */
export const UNDO_WINDOW_MS = 30_000;

/**
 * What became of a suggestion (working, done with Undo, stopped part-way with Retry, rejected,
 * expired, undone) and any error.
 */
export function ActionOutcome({
  action,
  words,
  askAgain,
}: {
  action: ReturnType<typeof useActionState>;
  words: OutcomeWords;
  /** Offered when a fresh suggestion would help: the request is asked again as a new turn. */
  askAgain?: () => void;
}) {
  const { state, error } = action;
  const undoRef = useRef<HTMLButtonElement>(null);
  const executedAt = state.phase === 'executed' ? state.at : undefined;
  const now = useNow(1_000, executedAt !== undefined);
  const undoLeft = executedAt === undefined ? 0 : Math.max(0, Math.ceil((executedAt + UNDO_WINDOW_MS - now) / 1000));
  // Keyboard users land on Undo once the change is made, as they would on a toast's action.
  useEffect(() => {
    if (executedAt !== undefined) undoRef.current?.focus();
  }, [executedAt]);
  return (
    <>
      {state.phase === 'working' ? <p className="muted small">Working…</p> : null}
      {state.phase === 'executed' ? (
        undoLeft > 0 ? (
          <div className="row result undo-window" role="status">
            <span className="ok-text">{words.executed}</span>
            <button
              ref={undoRef}
              className="primary"
              onClick={() => void action.undo(state)}
              aria-label={`Undo (${String(undoLeft)} seconds left)`}
            >
              Undo <span className="countdown">{undoLeft}s</span>
            </button>
          </div>
        ) : (
          <p className="row result small" role="status">
            <span className="ok-text">{words.executed}</span>
            <button className="link" onClick={() => void openHistory()}>
              Undo from History
            </button>
          </p>
        )
      ) : null}
      {state.phase === 'rejected' && error === null ? (
        <p className="muted small" role="status">
          {words.rejected}
        </p>
      ) : null}
      {state.phase === 'expired' ? (
        <p className="muted small" role="status">
          This suggestion expired, so nothing was changed.
        </p>
      ) : null}
      {state.phase === 'undone' ? (
        <p className="muted small" role="status">
          {words.undone}
        </p>
      ) : null}
      {error === null ? null : (
        <p className="error-text small" role="alert">
          {error.words}
        </p>
      )}
      {state.phase === 'incomplete' ? (
        <div className="row actions">
          <button className="primary" onClick={() => void action.retry()}>
            Retry
          </button>
        </div>
      ) : null}
      {askAgain !== undefined && (state.phase === 'expired' || error?.askAgain === true) ? (
        <button className="chip" onClick={askAgain}>
          Get a fresh suggestion
        </button>
      ) : null}
    </>
  );
}

/** Options opened at its History section, where every change can still be undone. */
async function openHistory(): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL('/options.html#history') });
}
