import { notifyNotice } from '../approvals/notify-notice';
import type { PendingAction, Review } from '../approvals/pending-action';
import type { ApprovalRequest } from './turn-event';

/** The card for a suggestion that is not a single proposed time: a cancel, a bulk change, or one listed again. */
export function approvalRequestOf(action: PendingAction & { review: Review }, notes: readonly string[] = []): ApprovalRequest {
  const notify = notifyNotice(action.change, action.sendUpdates);
  const notices = [...notes, ...(notify === undefined ? [] : [notify])];
  return {
    token: action.token,
    kind: action.change.kind,
    description: action.description,
    source: action.source,
    review: action.review,
    ...(notices.length === 0 ? {} : { notices }),
    expiresAt: action.expiresAt,
  };
}
