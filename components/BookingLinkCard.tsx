import { useState } from 'react';
import browser from 'webextension-polyfill';
import type { BookingLink } from '../lib/core/pipeline/turn-event';

/**
 * A place's booking or website link. Kairos never opens it by itself: the button is the person's
 * confirmation, and the page opens in a new tab beside the side panel.
 */
export function BookingLinkCard({ link }: { link: BookingLink }) {
  const [state, setState] = useState<'idle' | 'opened' | 'failed'>('idle');
  const where = whereOf(link.url);

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
      <p className="muted small">{where}</p>
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

/**
 * Where the button goes, in a few words: a site's host, or for a drafted note who it is addressed to
 * (a mailto: link has no host, and the addresses are what the person checks before sending).
 */
function whereOf(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  const to = parsed.protocol === 'mailto:' ? decodeURIComponent(parsed.pathname) : parsed.searchParams.get('to');
  if (to === null || to === '' || (parsed.protocol !== 'mailto:' && parsed.host !== 'mail.google.com')) return parsed.host;
  const addresses = to.split(',').join(', ');
  return parsed.protocol === 'mailto:' ? `An email to ${addresses}` : `A Gmail draft to ${addresses}`;
}
