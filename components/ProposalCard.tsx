import { useContext, useState } from 'react';
import type { Proposal } from '../lib/core/pipeline/turn-event';
import type { PlaceChoice, ProposalPlaces } from '../lib/core/places/place-choice';
import { formatDuration, formatRange, formatZoneName } from '../lib/core/time/format';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';
import { ProposalEditor, type ProposalEdit } from './ProposalEditor';
import { ActionOutcome } from './ActionOutcome';
import { ConversationIdContext } from './conversation-id';
import { CardNotices } from './CardNotices';
import { NotifyLine, ReviewChecks } from './ReviewDetails';
import { useActionState } from './use-action-state';
import { useTypedReply } from './card-replies';
import { PageSourceBadge, PageSourceWarning } from './PageSource';
import { ChosenPlace, OtherPlaces } from './PlaceChoices';
import { choosePlace, keepTimeOffers, withPlaces } from './choose-place';

/** Google Maps' search for a place, as its Maps URLs documentation gives it. */
const mapsSearchUrl = (place: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** A suggested new event, or a move of one already in the calendar: nothing is written until Approve (or Move). */
export function ProposalCard({
  initial,
  replacedTokens,
  askAgain,
}: {
  initial: Proposal;
  /** Suggestions a later proposal replaced: this card closes when it, or its own revision on the card, is one. */
  replacedTokens: ReadonlySet<string>;
  askAgain?: () => void;
}) {
  const [proposal, setProposal] = useState(initial);
  const [editing, setEditing] = useState(false);
  const conversationId = useContext(ConversationIdContext);
  const [revising, setRevising] = useState(false);
  const action = useActionState(proposal.token, {
    expiresAt: proposal.expiresAt,
    ...(initial.autoApproved === undefined ? {} : { executed: initial.autoApproved }),
  });
  const { state } = action;
  // A time or place picked on the card gave it a new token, which is what a follow-up then replaces.
  const replaced = replacedTokens.has(initial.token) || replacedTokens.has(proposal.token);
  const open = state.phase === 'pending' && !replaced;
  useTypedReply(initial.token, proposal.token, open, action);
  const zone = proposal.timeZone;
  const places = proposal.places;
  const minutes = Math.round((proposal.end - proposal.start) / 60_000);
  const isMove = proposal.change === 'update';
  const range = formatRange(proposal.start, proposal.end, zone);
  const words = isMove
    ? {
        executed: `Moved to ${range}.`,
        rejected: 'Rejected — the event stays where it was.',
        undone: 'Undone — the event is back where it was.',
      }
    : {
        executed: proposal.autoApproved === undefined ? 'Added to your calendar.' : 'Added without asking (your setting).',
        rejected: 'Rejected — nothing was added.',
        undone: 'Undone — the event was removed.',
      };

  // The places as first offered, best first: the list keeps that order however often another is picked.
  const ranking = initial.places === undefined ? [] : [initial.places.chosen, ...initial.places.alternatives].map((p) => p.id);

  /** The background revises the event alone and answers without places: by default the card keeps its own. */
  const revise = async (
    edit: ProposalEdit & { location?: string },
    shown: (revised: Proposal) => Proposal = (revised) => withPlaces(revised, places),
  ): Promise<void> => {
    setRevising(true);
    try {
      const r = await sendRequest('reviseProposal', {
        token: proposal.token,
        ...edit,
        ...(conversationId === undefined ? {} : { conversationId }),
      });
      setProposal(shown(r.proposal));
      setEditing(false);
      action.setError(null);
    } catch (e) {
      action.setError(errorWordsOf(e));
    } finally {
      setRevising(false);
    }
  };

  const choose = (offered: ProposalPlaces, place: PlaceChoice): void => {
    const edit = { title: proposal.title, start: proposal.start, durationMinutes: minutes, location: place.location };
    const next = choosePlace(offered, place.id, ranking);
    void revise(edit, (revised) => keepTimeOffers(withPlaces(revised, next), proposal));
  };

  return (
    <article className="card proposal" aria-label={`Proposal: ${proposal.title}`} data-state={state.phase}>
      <header className="proposal-head">
        <h2>{proposal.title}</h2>
        <span className="muted small">{formatDuration(minutes)}</span>
        <PageSourceBadge source={proposal.source} />
      </header>
      <PageSourceWarning source={proposal.source} pending={open} />
      {isMove && proposal.previous !== undefined ? (
        <p className="move">
          Move from {formatRange(proposal.previous.start, proposal.previous.end, zone)} to {range}{' '}
          <span className="muted">({formatZoneName(proposal.start, zone)})</span>
        </p>
      ) : (
        <p className="proposal-time">
          {range} <span className="muted">({formatZoneName(proposal.start, zone)})</span>
        </p>
      )}
      {proposal.attendees.length === 0 ? null : (
        <p className="small">
          With {proposal.attendees.map((a) => (a.name === undefined ? a.email : `${a.name} <${a.email}>`)).join(', ')}
        </p>
      )}
      {places !== undefined ? (
        <ChosenPlace places={places} />
      ) : proposal.location === undefined ? null : (
        <p className="small">
          At {proposal.location} (
          <a href={mapsSearchUrl(proposal.location)} target="_blank" rel="noreferrer" aria-label={`Map of ${proposal.location}`}>
            map
          </a>
          )
        </p>
      )}
      {proposal.repeats === undefined ? null : <p className="small">Repeats {proposal.repeats}</p>}
      {proposal.videoCall === true ? <p className="small">With a Google Meet link</p> : null}
      <p className="muted small">{proposal.reason}</p>
      {proposal.understood === undefined || proposal.understood.length === 0 ? null : (
        <ul className="understood small" aria-label="Understood">
          {proposal.understood.map((u) => (
            <li key={u}>{u}</li>
          ))}
        </ul>
      )}
      {proposal.review !== undefined ? (
        open ? (
          <>
            <ReviewChecks checks={proposal.review.checks} />
            <NotifyLine review={proposal.review} />
          </>
        ) : null
      ) : proposal.conflicts.length === 0 ? null : (
        <p className="warning small" role="note">
          Overlaps{' '}
          {proposal.conflicts.map((c) => `${c.title} (${c.allDay ? 'all day' : formatRange(c.start, c.end, zone)})`).join(', ')}
        </p>
      )}
      {open ? <CardNotices notices={proposal.notices} /> : null}
      {open && !editing && proposal.alternatives.length > 0 ? (
        <div className="alternatives">
          <span className="muted small">Other times:</span>
          {proposal.alternatives.map((alt) => (
            <button
              key={alt.start}
              className="chip"
              disabled={revising}
              onClick={() => void revise({ title: proposal.title, start: alt.start, durationMinutes: minutes })}
            >
              {formatRange(alt.start, alt.end, zone)}
            </button>
          ))}
        </div>
      ) : null}
      {open && !editing && places !== undefined ? (
        <OtherPlaces
          places={places.alternatives}
          disabled={revising}
          onChoose={(place) => {
            choose(places, place);
          }}
        />
      ) : null}
      {editing ? (
        <ProposalEditor
          proposal={proposal}
          onSave={(e) => void revise(e)}
          onCancel={() => {
            setEditing(false);
          }}
        />
      ) : null}
      {open && !editing ? (
        <div className="row actions">
          <button className="primary" onClick={() => void action.approve()}>
            {isMove ? 'Move' : 'Approve'}
          </button>
          <button
            onClick={() => {
              setEditing(true);
            }}
          >
            Edit
          </button>
          <button onClick={() => void action.reject()}>Reject</button>
        </div>
      ) : null}
      {replaced && state.phase === 'pending' ? (
        <p className="muted small" role="status">
          Replaced by a newer suggestion below.
        </p>
      ) : null}
      <ActionOutcome action={action} words={words} {...(askAgain === undefined ? {} : { askAgain })} />
    </article>
  );
}
