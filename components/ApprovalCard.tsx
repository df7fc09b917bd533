import type { ApprovalRequest } from '../lib/core/pipeline/turn-event';
import { formatDay, formatRange } from '../lib/core/time/format';
import { ActionOutcome } from './ActionOutcome';
import { CardNotices } from './CardNotices';
import { useActionState } from './use-action-state';

/** A change to an existing event (for now: cancelling one), waiting for the person. */
export function ApprovalCard({ approval }: { approval: ApprovalRequest }) {
  const action = useActionState(approval.token);
  const { state } = action;
  const { target, timeZone } = approval;
  return (
    <article className="card approval" aria-label={`Approval: ${approval.description}`} data-state={state.phase}>
      <h2>{approval.kind === 'delete' ? 'Cancel this event?' : 'Change this event?'}</h2>
      <p>
        <s>{target.title}</s>
        <br />
        <span className="muted small">
          {target.allDay ? `${formatDay(target.start, timeZone)} · all day` : formatRange(target.start, target.end, timeZone)}
        </span>
      </p>
      {state.phase === 'pending' ? <CardNotices notices={approval.notices} /> : null}
      {state.phase === 'pending' ? (
        <div className="row actions">
          <button className="danger solid" onClick={() => void action.approve()}>
            {approval.kind === 'delete' ? 'Delete event' : 'Apply change'}
          </button>
          <button onClick={() => void action.reject()}>Keep it</button>
        </div>
      ) : null}
      <ActionOutcome
        action={action}
        words={
          approval.kind === 'delete'
            ? { executed: 'Deleted.', rejected: 'Kept — nothing changed.', undone: 'Undone — the event is back.' }
            : { executed: 'Changed.', rejected: 'Kept as it was.', undone: 'Undone — the event is as it was.' }
        }
      />
    </article>
  );
}
