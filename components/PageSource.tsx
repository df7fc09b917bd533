import { isPageContent, type ActionSource } from '../lib/core/approvals/pending-action';

/** The card heading's badge for a suggestion read from page content: "From an email". */
export function PageSourceBadge({ source }: { source: ActionSource | undefined }) {
  if (source === undefined || !isPageContent(source)) return null;
  return <span className="badge warn">From {source === 'email' ? 'an email' : 'a web page'}</span>;
}

/** While a suggestion from page content waits: whose words these were, and to check before approving. */
export function PageSourceWarning({ source, pending }: { source: ActionSource | undefined; pending: boolean }) {
  if (source === undefined || !isPageContent(source) || !pending) return null;
  return (
    <p className="warning small" role="note">
      This was asked for by {source === 'email' ? 'the text of an email' : 'text on a web page'}, not typed by you. Check it
      before approving.
    </p>
  );
}
