import type { Check, Review, ReviewItem } from '../lib/core/approvals/pending-action';
import { nameFromEmail } from '../lib/core/nlu/extract-attendees';
import { formatDay, formatRange } from '../lib/core/time/format';

const VERB: Readonly<Record<ReviewItem['kind'], string>> = { create: 'Add', update: 'Change', delete: 'Delete' };

/** When an item's event is (or was), as the card lists it. */
export function itemWhen(item: ReviewItem, timeZone: string): string {
  return item.allDay ? `${formatDay(item.start, timeZone)} · all day` : formatRange(item.start, item.end, timeZone);
}

/** Each event a change touches, with every field that changes: the exact diff the person approves. */
export function ReviewItems({ review, open }: { review: Review; open?: boolean }) {
  return (
    <ul className="review-items" aria-label="What changes">
      {review.items.map((item, i) => (
        <li key={i} className={`review-item ${item.kind}`}>
          <details open={open ?? review.items.length === 1}>
            <summary>
              <strong>
                {VERB[item.kind]} “{item.title}”
              </strong>{' '}
              <span className="muted">{itemWhen(item, review.timeZone)}</span>
            </summary>
            <DiffList item={item} />
          </details>
        </li>
      ))}
    </ul>
  );
}

function DiffList({ item }: { item: ReviewItem }) {
  // A delete loses every field; its time and guests are what the person needs to recognise it.
  const shown = item.kind === 'delete' ? item.diff.filter((d) => d.field === 'time' || d.field === 'attendees') : item.diff;
  if (shown.length === 0) return null;
  return (
    <dl className="diff small">
      {shown.map((d) => (
        <div key={d.field} className="diff-row">
          <dt>{d.label}</dt>
          <dd>
            {d.before === undefined ? null : <del>{d.before}</del>}
            {d.before !== undefined && d.after !== undefined ? ' → ' : null}
            {d.after === undefined ? null : <ins>{d.after}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Clashes, busy guests, hours, days off and VIPs: worth reading, never a block. */
export function ReviewChecks({ checks }: { checks: readonly Check[] }) {
  if (checks.length === 0) return null;
  return (
    <ul className="checks small" aria-label="Checks">
      {checks.map((c) => (
        <li key={c.text} className={`check ${c.kind}`}>
          {c.text}
        </li>
      ))}
    </ul>
  );
}

/** Who the calendar will email, by name. */
export function NotifyLine({ review }: { review: Review }) {
  if (review.notify.length === 0) return null;
  const names = review.notify.map((a) => a.name ?? nameFromEmail(a.email));
  return <p className="small">Emails: {names.join(', ')}</p>;
}
