import { useState } from 'react';
import type { ApprovalRequest } from '../lib/core/pipeline/turn-event';
import { formatTime } from '../lib/core/time/format';
import { sendRequest } from '../lib/messaging/send-request';
import { ActionOutcome } from './ActionOutcome';
import { CardNotices } from './CardNotices';
import { errorWordsOf } from './error-words';
import { PageSourceBadge, PageSourceWarning } from './PageSource';
import { PlanFollowUp } from './PlanFollowUp';
import { PlanSteps, stepsAfter } from './PlanSteps';
import { NotifyLine, ReviewChecks, ReviewItems, itemWhen } from './ReviewDetails';
import { useActionState } from './use-action-state';
import { useTypedReply } from './card-replies';
import { useTicks } from './use-ticks';

/**
 * A change waiting for the person: a cancel, a change to several events, or any suggestion listed
 * again when the panel opens. Approve, Edit (choose which events) and Reject are plain buttons, so
 * Tab and Enter reach them all.
 */
export function ApprovalCard({ initial, askAgain }: { initial: ApprovalRequest; askAgain?: () => void }) {
  const [approval, setApproval] = useState(initial);
  const [editing, setEditing] = useState(false);
  const action = useActionState(approval.token, { expiresAt: approval.expiresAt });
  const { state } = action;
  useTypedReply(initial.token, approval.token, state.phase === 'pending', action);
  const { review } = approval;
  const count = review.items.length;
  const deletes = review.items.every((i) => i.kind === 'delete');

  const narrow = async (keep: number[]): Promise<void> => {
    try {
      const r = await sendRequest('narrowBulkAction', { token: approval.token, keep });
      setApproval(r.approval);
      setEditing(false);
      action.setError(null);
    } catch (e) {
      action.setError(errorWordsOf(e));
    }
  };

  return (
    <article className="card approval" aria-label={`Approval: ${approval.description}`} data-state={state.phase}>
      <header className="proposal-head">
        <h2>{headingOf(approval.kind, count, deletes)}</h2>
        <PageSourceBadge source={approval.source} />
      </header>
      <p>{approval.description}</p>
      <PlanSteps steps={stepsAfter(approval.steps, state)} />
      <PageSourceWarning source={approval.source} pending={state.phase === 'pending'} />
      {editing ? (
        <BulkPicker
          approval={approval}
          onKeep={(keep) => void narrow(keep)}
          onCancel={() => {
            setEditing(false);
          }}
        />
      ) : (
        <ReviewItems review={review} />
      )}
      {state.phase === 'pending' ? (
        <>
          <ReviewChecks checks={review.checks} />
          <NotifyLine review={review} />
          <CardNotices notices={approval.notices} />
        </>
      ) : null}
      {state.phase === 'pending' && !editing ? (
        <div className="row actions">
          <button className={deletes ? 'danger solid' : 'primary'} onClick={() => void action.approve()}>
            {approveWords(approval.kind, count, deletes)}
          </button>
          {approval.kind === 'bulk' && count > 1 ? (
            <button
              onClick={() => {
                setEditing(true);
              }}
            >
              Edit
            </button>
          ) : null}
          <button onClick={() => void action.reject()}>Reject</button>
          <span className="muted small expires">Expires at {formatTime(approval.expiresAt, review.timeZone)}</span>
        </div>
      ) : null}
      <ActionOutcome
        action={action}
        {...(askAgain === undefined ? {} : { askAgain })}
        words={
          deletes
            ? {
                executed: count === 1 ? 'Deleted.' : `Deleted ${String(count)} events.`,
                rejected: 'Rejected — nothing changed.',
                undone: count === 1 ? 'Undone — the event is back.' : 'Undone — every event is back.',
              }
            : { executed: 'Done.', rejected: 'Rejected — nothing changed.', undone: 'Undone — everything is as it was.' }
        }
      />
      {state.phase === 'executed' && state.continued !== undefined ? (
        <PlanFollowUp events={state.continued.events} approvalCard={(next) => <ApprovalCard initial={next} />} />
      ) : null}
    </article>
  );
}

/**
 * Bulk Edit: untick the events to leave out; the rest become a fresh suggestion. A Plan of several
 * writing steps lists its events under each step, and a step's box unticks all of its events.
 */
function BulkPicker({
  approval,
  onKeep,
  onCancel,
}: {
  approval: ApprovalRequest;
  onKeep: (keep: number[]) => void;
  onCancel: () => void;
}) {
  const items = approval.review.items;
  const [kept, tick, tickMany] = useTicks(items.length);
  const groups = stepGroups(approval.steps, items.length);
  const grouped = new Set(groups.flatMap((g) => g.items));
  const loose = items.map((_, i) => i).filter((i) => !grouped.has(i));
  const itemBox = (i: number) => {
    const item = items[i];
    if (item === undefined) return null;
    return (
      <label key={i} className="small">
        <input
          type="checkbox"
          checked={kept.has(i)}
          onChange={(e) => {
            tick(i, e.target.checked);
          }}
        />{' '}
        “{item.title}” <span className="muted">{itemWhen(item, approval.review.timeZone)}</span>
      </label>
    );
  };
  return (
    <fieldset
      className="bulk-picker"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <legend className="small">{groups.length > 0 ? 'Keep the steps and events to change' : 'Keep the events to change'}</legend>
      {groups.map((group, g) => {
        const all = group.items.every((i) => kept.has(i));
        const some = group.items.some((i) => kept.has(i));
        return (
          <div key={`step-${String(g)}`} className="picker-step" role="group" aria-label={group.label}>
            <label className="small">
              <input
                type="checkbox"
                checked={all}
                ref={(box) => {
                  if (box !== null) box.indeterminate = some && !all;
                }}
                onChange={(e) => {
                  tickMany(group.items, e.target.checked);
                }}
              />{' '}
              <strong>{group.label}</strong>
            </label>
            <div className="picker-step-items">{group.items.map(itemBox)}</div>
          </div>
        );
      })}
      {loose.map(itemBox)}
      <div className="row actions">
        <button
          className="primary"
          disabled={kept.size === 0}
          onClick={() => {
            onKeep([...kept].sort((a, b) => a - b));
          }}
        >
          Keep {kept.size} of {items.length}
        </button>
        <button onClick={onCancel}>Cancel</button>
      </div>
    </fieldset>
  );
}

/** The writing steps of a Plan and their events, when there are at least two such steps to choose between. */
function stepGroups(steps: ApprovalRequest['steps'], count: number): { label: string; items: number[] }[] {
  const groups = (steps ?? []).flatMap((step) => {
    const items = (step.items ?? []).filter((i) => i < count);
    return items.length === 0 ? [] : [{ label: step.label, items }];
  });
  return groups.length >= 2 ? groups : [];
}

function headingOf(kind: ApprovalRequest['kind'], count: number, deletes: boolean): string {
  if (kind === 'bulk')
    return deletes
      ? `Delete ${String(count)} event${count === 1 ? '' : 's'}?`
      : `Change ${String(count)} event${count === 1 ? '' : 's'}?`;
  return kind === 'delete' ? 'Delete this event?' : kind === 'create' ? 'Add this event?' : 'Change this event?';
}

function approveWords(kind: ApprovalRequest['kind'], count: number, deletes: boolean): string {
  if (kind === 'bulk') return deletes ? `Delete ${String(count)}` : `Apply ${String(count)} changes`;
  return kind === 'delete' ? 'Delete event' : kind === 'create' ? 'Approve' : 'Apply change';
}
