import { useEffect, useState } from 'react';
import type { ApprovalRequest } from '../lib/core/pipeline/turn-event';
import { sendRequest } from '../lib/messaging/send-request';
import { ApprovalCard } from './ApprovalCard';
import { errorWordsOf } from './error-words';

/**
 * Suggestions still waiting from before the panel opened (the toolbar badge counts them): they
 * survive the panel closing and the browser stopping the background, so they are listed again here.
 */
export function PendingApprovals() {
  const [waiting, setWaiting] = useState<ApprovalRequest[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    sendRequest('listPendingActions', {}).then(
      (r) => {
        setWaiting(r.approvals);
      },
      (e: unknown) => {
        setError(errorWordsOf(e));
      },
    );
  }, []);
  if (error !== null) {
    return (
      <p className="error-text small" role="alert">
        Could not list the changes waiting for approval: {error}
      </p>
    );
  }
  if (waiting.length === 0) return null;
  return (
    <section className="pending-approvals" aria-label="Waiting for your approval">
      <h2 className="small muted">Waiting for your approval</h2>
      {waiting.map((approval) => (
        <ApprovalCard key={approval.token} initial={approval} />
      ))}
    </section>
  );
}
