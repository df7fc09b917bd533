import { useEffect, useState } from 'react';
import {
  sendUpdatesSchema,
  type CalendarListEntry,
  type GoogleStatus,
  type SendUpdates,
} from '../lib/core/domain/calendar-connection';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';

const SEND_UPDATES: readonly { value: SendUpdates; label: string }[] = [
  { value: 'all', label: 'All guests' },
  { value: 'externalOnly', label: "Only guests who don't use Google Calendar" },
  { value: 'none', label: 'No one (changes still show in their calendars)' },
];

/** Connect or disconnect Google, and choose the calendars Kairos reads and writes. */
export function GoogleCalendarForm() {
  const [status, setStatus] = useState<GoogleStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (work: () => Promise<GoogleStatus>, done?: string): Promise<void> => {
    setBusy(true);
    setMessage(null);
    try {
      setStatus(await work());
      if (done !== undefined) setMessage({ ok: true, text: done });
    } catch (e) {
      setMessage({ ok: false, text: errorWordsOf(e) });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    sendRequest('getGoogleStatus', {}).then(setStatus, (e: unknown) => {
      setMessage({ ok: false, text: errorWordsOf(e) });
    });
  }, []);

  const connect = (): Promise<void> => run(() => sendRequest('connectGoogle', {}), 'Connected to Google Calendar.');

  return (
    <section className="card" aria-labelledby="google-heading">
      <h2 id="google-heading">Google Calendar</h2>
      {status === null ? (
        <p className="muted small">Checking the connection…</p>
      ) : !status.settings.connected ? (
        <Disconnected status={status} busy={busy} connect={connect} />
      ) : (
        <Connected status={status} busy={busy} run={run} connect={connect} />
      )}
      {message === null ? null : (
        <p className={message.ok ? 'ok-text' : 'error-text'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </section>
  );
}

function Disconnected({ status, busy, connect }: { status: GoogleStatus; busy: boolean; connect: () => Promise<void> }) {
  if (!status.available) {
    return (
      <p className="muted small">
        This build of Kairos has no Google OAuth client, so it uses the calendar kept in this browser. The README&apos;s
        &ldquo;Connect Google Calendar&rdquo; section explains how to add one.
      </p>
    );
  }
  return (
    <>
      <p className="muted small">
        Not connected: Kairos uses the calendar kept in this browser. Connect to plan with your Google Calendar; nothing is
        written there until you approve it.
      </p>
      <div className="row">
        <button className="primary" disabled={busy} onClick={() => void connect()}>
          Connect Google Calendar
        </button>
      </div>
    </>
  );
}

function Connected({
  status,
  busy,
  run,
  connect,
}: {
  status: GoogleStatus;
  busy: boolean;
  run: (work: () => Promise<GoogleStatus>, done?: string) => Promise<void>;
  connect: () => Promise<void>;
}) {
  const { settings } = status;
  const calendars = status.calendars ?? [];
  const isRead = (c: CalendarListEntry): boolean =>
    settings.readCalendarIds.includes(c.id) || (c.primary && settings.readCalendarIds.includes('primary'));
  const writeId = calendars.find(
    (c) => c.id === settings.writeCalendarId || (c.primary && settings.writeCalendarId === 'primary'),
  )?.id;

  const save = (change: Partial<{ readCalendarIds: string[]; writeCalendarId: string; sendUpdates: SendUpdates }>) =>
    run(
      () =>
        sendRequest('saveGoogleChoice', {
          readCalendarIds: calendars.filter(isRead).map((c) => c.id),
          writeCalendarId: writeId ?? settings.writeCalendarId,
          sendUpdates: settings.sendUpdates,
          ...change,
        }),
      'Saved.',
    );

  return (
    <>
      {settings.needsReconnect ? (
        <div className="warning" role="alert">
          <p>Google sign-in expired — reconnect so Kairos can read and write your calendar again.</p>
          <div className="row">
            <button className="primary" disabled={busy} onClick={() => void connect()}>
              Reconnect
            </button>
          </div>
        </div>
      ) : null}
      <p>
        Connected as <strong>{settings.account ?? 'your Google account'}</strong>
        {settings.calendarTimeZone === undefined ? null : (
          <span className="muted small">
            {' '}
            · calendar time zone {settings.calendarTimeZone} (used unless you pick one under Preferences)
          </span>
        )}
      </p>
      {status.problem === undefined ? null : <p className="error-text small">{status.problem}</p>}
      {calendars.length === 0 ? null : (
        <>
          <fieldset className="calendars">
            <legend>Calendars that count as busy time</legend>
            {calendars.map((c) => (
              <label key={c.id} className="check">
                <input
                  type="checkbox"
                  checked={isRead(c)}
                  disabled={busy}
                  onChange={(e) => {
                    const others = calendars.filter((o) => o.id !== c.id && isRead(o)).map((o) => o.id);
                    void save({ readCalendarIds: e.target.checked ? [...others, c.id] : others });
                  }}
                />
                <span className="swatch" style={{ background: c.color ?? 'var(--line)' }} aria-hidden="true" />
                {c.summary}
                {c.primary ? <span className="muted small"> (primary)</span> : null}
                {c.accessRole === 'reader' || c.accessRole === 'freeBusyReader' ? (
                  <span className="muted small"> · read only</span>
                ) : null}
              </label>
            ))}
          </fieldset>
          <label className="field">
            New events go to
            <select value={writeId ?? ''} disabled={busy} onChange={(e) => void save({ writeCalendarId: e.target.value })}>
              {calendars
                .filter((c) => c.accessRole === 'owner' || c.accessRole === 'writer')
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.summary}
                  </option>
                ))}
            </select>
          </label>
          <label className="field">
            Email guests about invites, changes and cancellations
            <select
              value={settings.sendUpdates}
              disabled={busy}
              onChange={(e) => void save({ sendUpdates: sendUpdatesSchema.parse(e.target.value) })}
            >
              {SEND_UPDATES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <div className="row">
        <button
          disabled={busy}
          onClick={() => void run(() => sendRequest('disconnectGoogle', {}), 'Disconnected: Kairos now uses the local calendar.')}
        >
          Disconnect Google
        </button>
      </div>
    </>
  );
}
