import { useState } from 'react';
import browser from 'webextension-polyfill';
import type { BookingLink } from '../lib/core/pipeline/turn-event';

/**
 * A place's booking or website link. Kairos never opens it by itself: the button is the person's
 * confirmation, and the page opens in a new tab beside the side panel.
 */
export function BookingLinkCard({ link }: { link: BookingLink }) {
  const [state, setState] = useState<'idle' | 'opened' | 'failed'>('idle');
  const host = URL.canParse(link.url) ? new URL(link.url).host : link.url;

  const open = (): void => {
    browser.tabs.create({ url: link.url }).then(
      () => {
        setState('opened');
      },
      () => {
        setState('failed');
      },
    );
  };

  return (
    <article className="card booking-link" aria-label={`Link: ${link.label}`}>
      <p className="small">{link.description}</p>
      <p className="muted small">{host}</p>
      <div className="row">
        <button className="primary" onClick={open}>
          {link.label}
        </button>
      </div>
      {state === 'opened' ? (
        <p className="ok-text small" role="status">
          Opened in a new tab.
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="error-text small" role="alert">
          The browser did not open the page. Its address is {link.url}
        </p>
      ) : null}
    </article>
  );
}
