import { useEffect, useRef, useState } from 'react';
import type { GoogleStatus } from '../lib/core/domain/calendar-connection';
import { sendRequest } from '../lib/messaging/send-request';
import { ProviderStatus } from './ProviderStatus';
import { ReconnectGoogle } from './ReconnectGoogle';
import { PendingApprovals } from './PendingApprovals';
import { TurnView } from './TurnView';
import { useHandoff } from './use-handoff';
import { useTurns } from './use-turns';

const EXAMPLES = [
  'coffee with sam@acme.com tomorrow at 3pm for 30 minutes',
  "What's on tomorrow?",
  'find 45 minutes for a design review this week',
];

/** The chat: requests in, streamed answers and proposal cards out. */
export function SidePanelApp() {
  const { turns, ask, cancel } = useTurns();
  useHandoff(ask);
  const [text, setText] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const [google, setGoogle] = useState<GoogleStatus | null>(null);
  useEffect(() => {
    sendRequest('getGoogleStatus', {}).then(setGoogle, () => {
      setGoogle(null);
    });
  }, []);
  // Suggestions a later proposal replaced ("any earlier times?"): their cards close.
  const replaced = new Set(
    turns.flatMap((t) =>
      t.events.flatMap((e) => (e.type === 'proposal' && e.proposal.replaces !== undefined ? [e.proposal.replaces] : [])),
    ),
  );

  // Braces matter: newer Chromium returns a Promise from scrollIntoView, and an effect may only return a cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns]);

  const submit = (): void => {
    const request = text.trim();
    if (request === '') return;
    ask(request);
    setText('');
  };

  return (
    <div className="sidepanel">
      <header className="topbar">
        <h1>Kairos</h1>
        <ProviderStatus google={google} />
      </header>
      {google?.settings.connected === true && google.settings.needsReconnect ? <ReconnectGoogle /> : null}
      <main className="transcript" aria-live="polite">
        <PendingApprovals />
        {turns.length === 0 ? (
          <div className="welcome">
            <p>Ask for a time in plain words. Nothing is written to your calendar until you approve it.</p>
            {EXAMPLES.map((example) => (
              <button
                key={example}
                className="chip"
                onClick={() => {
                  ask(example);
                }}
              >
                {example}
              </button>
            ))}
          </div>
        ) : (
          turns.map((turn) => <TurnView key={turn.id} turn={turn} replaced={replaced} ask={ask} cancel={cancel} />)
        )}
        <div ref={endRef} />
      </main>
      <form
        className="composer"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <textarea
          value={text}
          rows={2}
          maxLength={2000}
          placeholder="e.g. lunch with dana@corp.com on Friday"
          aria-label="Ask Kairos"
          onChange={(e) => {
            setText(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" className="primary" disabled={text.trim() === ''}>
          Send
        </button>
      </form>
    </div>
  );
}
