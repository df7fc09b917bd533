import { useContext, useState } from 'react';
import { assertNever } from '../lib/assert-never';
import type { TurnEvent } from '../lib/core/pipeline/turn-event';
import { ActivityIdeas } from './ActivityIdeas';
import { AgendaList } from './AgendaList';
import { AnswerCard } from './AnswerCard';
import { AvailabilityCard } from './AvailabilityCard';
import { ApprovalCard } from './ApprovalCard';
import { BookingLinkCard } from './BookingLinkCard';
import { errorWords } from './error-words';
import { ReconnectGoogle } from './ReconnectGoogle';
import { ProposalCard } from './ProposalCard';
import { CardRepliesContext } from './card-replies';
import type { Turn } from './use-turns';

export interface TurnViewProps {
  turn: Turn;
  replaced: ReadonlySet<string>;
  /** Sends a request as a new turn, as the input box does ("Plan this" on an activity idea). */
  ask: (text: string) => void;
  cancel: (turnId: string) => void;
}

/** One request and everything the background streamed back for it. */
export function TurnView({ turn, replaced, ask, cancel }: TurnViewProps) {
  const [cancelling, setCancelling] = useState(false);
  const lastStage = turn.done ? undefined : turn.events.findLast((e) => e.type === 'stage');
  const streamed = streamedText(turn);
  return (
    <section className="turn" aria-label={`Request: ${turn.text}`}>
      <p className="bubble user">{turn.text}</p>
      {turn.pageContent === undefined ? null : (
        <blockquote
          className="page-content small"
          aria-label={`Text from ${turn.pageContent.source === 'email' ? 'the email' : 'the page'}`}
        >
          {turn.pageContent.text.length > 280 ? `${turn.pageContent.text.slice(0, 280)}…` : turn.pageContent.text}
        </blockquote>
      )}
      {turn.events.map((event, i) => (
        <TurnEventView
          key={i}
          turnId={turn.id}
          event={event}
          replaced={replaced}
          ask={ask}
          askAgain={askAgainOf(turn, ask)}
          insertInto={turn.insertInto}
        />
      ))}
      {streamed === '' ? null : (
        <div className="bubble assistant streaming" aria-live="polite" aria-label="Kairos is writing">
          <p>{streamed}</p>
        </div>
      )}
      {turn.done ? null : (
        <div className="progress-row">
          <p className="muted small progress" role="status">
            <span className="spinner" aria-hidden="true" /> {lastStage?.type === 'stage' ? lastStage.label : 'Thinking'}…
          </p>
          <button
            className="quiet"
            disabled={cancelling}
            onClick={() => {
              setCancelling(true);
              cancel(turn.id);
            }}
          >
            {cancelling ? 'Cancelling…' : 'Cancel'}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * The message the model is writing, while the turn runs and before its proposal arrives; the
 * proposal card then carries the same message as its reason, so the bubble goes.
 */
function streamedText(turn: Turn): string {
  if (turn.done || turn.events.some((e) => e.type === 'proposal')) return '';
  return turn.events.map((e) => (e.type === 'stream' ? e.text : '')).join('');
}

/** "Get a fresh suggestion" asks the same words again; a request made of page content is asked again from the page. */
function askAgainOf(turn: Turn, ask: (text: string) => void): (() => void) | undefined {
  if (turn.pageContent !== undefined) return undefined;
  return () => {
    ask(turn.text);
  };
}

function TurnEventView({
  turnId,
  event,
  replaced,
  ask,
  askAgain,
  insertInto,
}: {
  turnId: string;
  event: TurnEvent;
  replaced: ReadonlySet<string>;
  ask: (text: string) => void;
  askAgain: (() => void) | undefined;
  insertInto: Turn['insertInto'];
}) {
  const again = askAgain === undefined ? {} : { askAgain };
  switch (event.type) {
    case 'ack':
      return <p className="ack muted">{event.text}</p>;
    case 'stage':
    case 'done':
    case 'stream':
      return null;
    case 'text':
      return (
        <div className="bubble assistant">
          <p>{event.text}</p>
          {event.agenda !== undefined && event.agenda.length > 0 && event.timeZone !== undefined ? (
            <AgendaList items={event.agenda} timeZone={event.timeZone} />
          ) : null}
        </div>
      );
    case 'proposal':
      return <ProposalCard initial={event.proposal} replacedTokens={replaced} {...again} />;
    case 'activities':
      return <ActivityIdeas text={event.text} timeZone={event.timeZone} ideas={event.ideas} onPlan={ask} />;
    case 'link':
      return <BookingLinkCard link={event.link} />;
    case 'availability':
      return <AvailabilityCard slots={event.slots} timeZone={event.timeZone} insertInto={insertInto} />;
    case 'approval':
      return <ApprovalCard initial={event.approval} {...again} />;
    case 'answer':
      return <AnswerCard answer={event.answer} />;
    case 'reply':
      return <TypedReply turnId={turnId} reply={event.reply} />;
    case 'cancelled':
      return (
        <p className="bubble assistant muted" role="status">
          Cancelled. Nothing was changed.
        </p>
      );
    case 'error':
      if (event.error.code === 'calendar_auth') return <ReconnectGoogle />;
      return (
        <p className="bubble assistant error-text" role="alert">
          {errorWords(event.error)}
        </p>
      );
    default:
      return assertNever(event);
  }
}

/** What a typed "yes" or "no" did: the card it answered shows the outcome, as if its button was pressed. */
function TypedReply({ turnId, reply }: { turnId: string; reply: 'approve' | 'reject' }) {
  const answered = useContext(CardRepliesContext).byTurn.get(turnId) ?? 0;
  const words =
    answered === 0
      ? 'Nothing above is waiting for your answer. Use the buttons on a card, or tell me what to schedule or change.'
      : `${reply === 'approve' ? 'Approving' : 'Rejecting'} ${answered === 1 ? 'the suggestion' : `the ${String(answered)} suggestions`} above.`;
  return (
    <p className="bubble assistant muted" role="status">
      {words}
    </p>
  );
}
