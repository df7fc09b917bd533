import { assertNever } from '../lib/assert-never';
import type { TurnEvent } from '../lib/core/pipeline/turn-event';
import { AgendaList } from './AgendaList';
import { ApprovalCard } from './ApprovalCard';
import { errorWords } from './error-words';
import { ProposalCard } from './ProposalCard';
import type { Turn } from './use-turns';

/** One request and everything the background streamed back for it. */
export function TurnView({ turn, replaced }: { turn: Turn; replaced: ReadonlySet<string> }) {
  const lastStage = turn.done ? undefined : turn.events.findLast((e) => e.type === 'stage');
  return (
    <section className="turn" aria-label={`Request: ${turn.text}`}>
      <p className="bubble user">{turn.text}</p>
      {turn.events.map((event, i) => (
        <TurnEventView key={i} event={event} replaced={replaced} />
      ))}
      {turn.done ? null : (
        <p className="muted small progress" role="status">
          <span className="spinner" aria-hidden="true" /> {lastStage?.type === 'stage' ? lastStage.label : 'Thinking'}…
        </p>
      )}
    </section>
  );
}

function TurnEventView({ event, replaced }: { event: TurnEvent; replaced: ReadonlySet<string> }) {
  switch (event.type) {
    case 'ack':
      return <p className="ack muted">{event.text}</p>;
    case 'stage':
    case 'done':
    case 'stream':
    case 'activities':
    case 'link':
    case 'cancelled':
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
      return <ProposalCard initial={event.proposal} replaced={replaced.has(event.proposal.token)} />;
    case 'approval':
      return <ApprovalCard approval={event.approval} />;
    case 'error':
      return (
        <p className="bubble assistant error-text" role="alert">
          {errorWords(event.error)}
        </p>
      );
    default:
      return assertNever(event);
  }
}
