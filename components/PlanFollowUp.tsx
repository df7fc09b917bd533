import type { ReactNode } from 'react';
import { assertNever } from '../lib/assert-never';
import type { ApprovalRequest, TurnEvent } from '../lib/core/pipeline/turn-event';
import { AnswerCard } from './AnswerCard';
import { BookingLinkCard } from './BookingLinkCard';
import { errorWords } from './error-words';
import { ProposalCard } from './ProposalCard';

/** A Plan's follow-up card is never replaced by a later suggestion: it is the step's own. */
const NONE_REPLACED: ReadonlySet<string> = new Set();

/**
 * What a Plan's steps after its card said once the card was approved: a closing line, a drafted
 * note, an answer, or a further suggestion. Shown under the card, in order.
 */
export function PlanFollowUp({
  events,
  approvalCard,
}: {
  events: readonly TurnEvent[];
  /** A further confirmation card (ApprovalCard passes itself, so this file need not import it). */
  approvalCard: (approval: ApprovalRequest) => ReactNode;
}) {
  const shown = events.filter(isShown);
  if (shown.length === 0) return null;
  return (
    <div className="plan-follow-up" aria-label="After your approval">
      {shown.map((event, i) => (
        <FollowUpEvent key={i} event={event} approvalCard={approvalCard} />
      ))}
    </div>
  );
}

function isShown(event: TurnEvent): boolean {
  return ['text', 'link', 'answer', 'proposal', 'approval', 'error'].includes(event.type);
}

function FollowUpEvent({ event, approvalCard }: { event: TurnEvent; approvalCard: (approval: ApprovalRequest) => ReactNode }) {
  switch (event.type) {
    case 'text':
      return <p>{event.text}</p>;
    case 'link':
      return <BookingLinkCard link={event.link} />;
    case 'answer':
      return <AnswerCard answer={event.answer} />;
    case 'proposal':
      return <ProposalCard initial={event.proposal} replacedTokens={NONE_REPLACED} />;
    case 'approval':
      return approvalCard(event.approval);
    case 'error':
      return (
        <p className="error-text small" role="alert">
          {errorWords(event.error)}
        </p>
      );
    // A turn's progress and its other cards: a Plan's steps after a confirmation never send these.
    case 'ack':
    case 'stage':
    case 'stream':
    case 'activities':
    case 'availability':
    case 'cancelled':
    case 'reply':
    case 'done':
      return null;
    default:
      return assertNever(event);
  }
}
