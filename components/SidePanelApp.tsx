import { useCallback, useEffect, useRef, useState } from 'react';
import type { TurnHint } from '../lib/core/pipeline/turn-hint';
import { mentionsOpenEmail } from '../lib/core/nlu/mentions-open-email';
import { formatDay } from '../lib/core/time/format';
import type { GoogleStatus } from '../lib/core/domain/calendar-connection';
import { sendRequest } from '../lib/messaging/send-request';
import { ProviderStatus } from './ProviderStatus';
import { ReconnectGoogle } from './ReconnectGoogle';
import { PendingApprovals } from './PendingApprovals';
import { readOpenEmail } from './read-open-email';
import { TurnView } from './TurnView';
import { useHandoff, type Draft } from './use-handoff';
import { CardRepliesContext, cardRepliesOf } from './card-replies';
import { ConversationIdContext } from './conversation-id';
import { useTurns } from './use-turns';

const EXAMPLES = [
  'coffee with sam@acme.com tomorrow at 3pm for 30 minutes',
  "What's on tomorrow?",
  'find 45 minutes for a design review this week',
];

/** The chat: requests in, streamed answers and proposal cards out. */
export function SidePanelApp() {
  const { turns, ask, answer, cancel, conversationId } = useTurns();
  const [text, setText] = useState('');
  // What a page button said the request is about (the viewed week, the event in a dialog): sent with the next request.
  const [hint, setHint] = useState<TurnHint | undefined>(undefined);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const draft = useCallback((d: Draft) => {
    setText(d.text);
    setHint(d.hint);
    // The person finishes the sentence: the caret goes after the draft's words.
    requestAnimationFrame(() => {
      const input = inputRef.current;
      input?.focus();
      input?.setSelectionRange(d.text.length, d.text.length);
    });
  }, []);
  useHandoff(ask, draft);
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

  const replies = cardRepliesOf(turns);

  // Braces matter: newer Chromium returns a Promise from scrollIntoView, and an effect may only return a cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns]);

  const submit = (): void => {
    const request = text.trim();
    if (request === '') return;
    const extras = hint === undefined ? {} : { hint };
    setText('');
    setHint(undefined);
    if (!mentionsOpenEmail(request)) {
      ask(request, extras);
      return;
    }
    // "schedule what this email asks": the open email is read now, because the person asked for it.
    void readOpenEmail().then((read) => {
      if ('pageContent' in read) ask(request, { ...extras, pageContent: read.pageContent });
      else answer(request, read.problem);
    });
  };

  return (
    <ConversationIdContext.Provider value={conversationId}>
      <CardRepliesContext.Provider value={replies}>
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
          {hint === undefined ? null : (
            <p className="hint-chip small" aria-label="About">
              <span>{hintLabel(hint)}</span>
              <button
                type="button"
                className="quiet"
                aria-label="Forget what the page showed"
                onClick={() => {
                  setHint(undefined);
                }}
              >
                ×
              </button>
            </p>
          )}
          <form
            className="composer"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <textarea
              ref={inputRef}
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
      </CardRepliesContext.Provider>
    </ConversationIdContext.Provider>
  );
}

/** The chip's words: the page's own label, else the range in the browser's zone (the page's view). */
function hintLabel(hint: TurnHint): string {
  if (hint.label !== undefined) return hint.label;
  if (hint.range !== undefined) {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return `Searching ${formatDay(hint.range.start, zone)} – ${formatDay(hint.range.end - 1, zone)}`;
  }
  return hint.event === undefined ? 'From the page' : `Rescheduling “${hint.event.title}”`;
}
