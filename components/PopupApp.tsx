import { useEffect, useState } from 'react';
import type { AgendaItem } from '../lib/core/pipeline/turn-event';
import { sendRequest } from '../lib/messaging/send-request';
import { AgendaList } from './AgendaList';
import { errorWordsOf } from './error-words';

type Upcoming = { events: AgendaItem[]; timeZone: string } | { error: string } | undefined;

/** The toolbar popup: open the side panel, and what is coming up next. */
export function PopupApp({ openSidePanel }: { openSidePanel: () => Promise<void> }) {
  const [upcoming, setUpcoming] = useState<Upcoming>(undefined);
  const [openError, setOpenError] = useState<string | null>(null);

  useEffect(() => {
    sendRequest('getUpcomingEvents', { limit: 3 }).then(setUpcoming, (e: unknown) => {
      setUpcoming({ error: errorWordsOf(e) });
    });
  }, []);

  return (
    <div className="popup">
      <header className="row popup-head">
        <h1>Kairos</h1>
        <span className="muted small">Local calendar</span>
      </header>
      <button
        className="primary wide"
        onClick={() => {
          openSidePanel().then(
            () => {
              window.close();
            },
            (e: unknown) => {
              setOpenError(`The side panel could not be opened: ${e instanceof Error ? e.message : String(e)}`);
            },
          );
        }}
      >
        Open Kairos
      </button>
      {openError === null ? null : <p className="error-text small">{openError}</p>}
      <h2>Next up</h2>
      {upcoming === undefined ? <p className="muted small">Loading…</p> : null}
      {upcoming !== undefined && 'error' in upcoming ? <p className="error-text small">{upcoming.error}</p> : null}
      {upcoming !== undefined && 'events' in upcoming ? (
        upcoming.events.length === 0 ? (
          <p className="muted small">Nothing in the next 30 days.</p>
        ) : (
          <AgendaList items={upcoming.events} timeZone={upcoming.timeZone} />
        )
      ) : null}
      <p className="small">
        <a href="options.html" target="_blank" rel="noreferrer">
          Settings
        </a>
      </p>
    </div>
  );
}
