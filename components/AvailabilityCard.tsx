import { useState } from 'react';
import { availabilityText } from '../lib/core/pipeline/availability-text';
import { formatRange, formatZoneName } from '../lib/core/time/format';
import type { Interval } from '../lib/core/time/interval';
import { sendRequest } from '../lib/messaging/send-request';
import { errorWordsOf } from './error-words';
import type { TurnExtras } from './use-turns';
import { useTicks } from './use-ticks';

type Phase = 'choosing' | 'working' | 'inserted' | 'dismissed';

/**
 * Free times to offer in an email. The person sees the exact text, unticks what they would rather
 * not offer, and only Insert puts it into the draft, at the cursor, unsent. Nothing is booked.
 */
export function AvailabilityCard({
  slots,
  timeZone,
  insertInto,
}: {
  slots: readonly Interval[];
  timeZone: string;
  insertInto: TurnExtras['insertInto'];
}) {
  const [kept, tick] = useTicks(slots.length);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [error, setError] = useState<string | null>(null);
  const chosen = slots.filter((_, i) => kept.has(i));
  const text = availabilityText(chosen, timeZone);

  const insert = async (): Promise<void> => {
    if (insertInto === undefined) return;
    setPhase('working');
    setError(null);
    try {
      // A closing line break keeps whatever followed the caret (a blank line, "Best,") on its own line.
      await sendRequest('insertIntoCompose', { ...insertInto, text: `${text}\n` });
      setPhase('inserted');
    } catch (e) {
      setError(errorWordsOf(e));
      setPhase('choosing');
    }
  };

  return (
    <article className="card availability" aria-label="Times to offer">
      <h2>Times to offer</h2>
      {phase === 'choosing' || phase === 'working' ? (
        <>
          <fieldset className="bulk-picker">
            <legend className="small">Offer these times</legend>
            {slots.map((slot, i) => (
              <label key={slot.start} className="small">
                <input
                  type="checkbox"
                  checked={kept.has(i)}
                  onChange={(e) => {
                    tick(i, e.target.checked);
                  }}
                />{' '}
                {formatRange(slot.start, slot.end, timeZone)} ({formatZoneName(slot.start, timeZone)})
              </label>
            ))}
          </fieldset>
          <pre className="availability-text small" aria-label="Text to insert">
            {text}
          </pre>
          <div className="row actions">
            {insertInto === undefined ? (
              <button className="primary" disabled={chosen.length === 0} onClick={() => void navigator.clipboard.writeText(text)}>
                Copy
              </button>
            ) : (
              <button className="primary" disabled={chosen.length === 0 || phase === 'working'} onClick={() => void insert()}>
                Insert into email
              </button>
            )}
            <button
              onClick={() => {
                setPhase('dismissed');
              }}
            >
              Not now
            </button>
          </div>
        </>
      ) : null}
      {phase === 'inserted' ? (
        <p className="ok-text small" role="status">
          Inserted into your email at the cursor. Nothing was sent.
        </p>
      ) : null}
      {phase === 'dismissed' ? (
        <p className="muted small" role="status">
          Nothing was inserted.
        </p>
      ) : null}
      {error === null ? null : (
        <p className="error-text small" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
