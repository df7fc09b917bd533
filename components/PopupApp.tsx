import { useEffect, useState } from 'react';
import type { GoogleStatus } from '../lib/core/domain/calendar-connection';
import type { AgendaItem } from '../lib/core/pipeline/turn-event';
import { sendRequest } from '../lib/messaging/send-request';
import { AgendaList } from './AgendaList';
import { errorWordsOf } from './error-words';
import { ProviderStatus } from './ProviderStatus';

type Upcoming = { events: AgendaItem[]; timeZone: string } | { error: string } | undefined;

/**
 * One click from the toolbar to the requests people make most. The words are the ones a person
 * would type, so the side panel shows them as asked (checked with `kairos parse`: the two finds
 * read as a create with a range, which proposes a time; "what's next?" lists what comes up).
 */
const QUICK_ACTIONS = [
  { label: 'Find 30 min today', request: 'find 30 minutes today' },
  { label: 'Find 1 h this week', request: 'find 1 hour this week' },
  { label: "What's next?", request: "what's next?" },
] as const;

/** The toolbar popup: quick requests, where Kairos reads and thinks, and what is coming up next. */
export function PopupApp({ openKairos }: { openKairos: (request?: string) => Promise<void> }) {
  const [upcoming, setUpcoming] = useState<Upcoming>(undefined);
  // undefined while loading, so the status line never claims "Local calendar" for a connected person.
  const [google, setGoogle] = useState<GoogleStatus | null | undefined>(undefined);
  const [openError, setOpenError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    sendRequest('getUpcomingEvents', { limit: 3 }).then(setUpcoming, (e: unknown) => {
      setUpcoming({ error: errorWordsOf(e) });
    });
    sendRequest('getGoogleStatus', {}).then(setGoogle, () => {
      setGoogle(null);
    });
  }, []);

  // Called straight from the click handler: openKairos must start sidePanel.open in the gesture.
  const open = (request?: string): void => {
    setOpening(true);
    setOpenError(null);
    openKairos(request).then(
      () => {
        window.close();
      },
      (e: unknown) => {
        setOpening(false);
        setOpenError(`The side panel could not be opened: ${e instanceof Error ? e.message : String(e)}`);
      },
    );
  };

  const connected = google?.settings.connected === true ? google.settings : undefined;
  return (
    <div className="popup">
      <header className="popup-head">
        <h1>Kairos</h1>
        {google === undefined ? <span className="muted small">Checking connection…</span> : <ProviderStatus google={google} />}
        {connected?.account === undefined ? null : <span className="muted small popup-account">{connected.account}</span>}
      </header>
      {connected?.needsReconnect === true ? (
        <p className="error-text small" role="alert">
          Google sign-in expired — reconnect in{' '}
          <a href="options.html" target="_blank" rel="noreferrer">
            Settings
          </a>
          .
        </p>
      ) : null}
      <div className="quick-actions" role="group" aria-label="Quick actions">
        {QUICK_ACTIONS.map((action) => (
          <button
            key={action.request}
            disabled={opening}
            onClick={() => {
              open(action.request);
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
      <button
        className="primary wide"
        disabled={opening}
        onClick={() => {
          open();
        }}
      >
        Open Kairos
      </button>
      {openError === null ? null : (
        <p className="error-text small" role="alert">
          {openError}
        </p>
      )}
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
