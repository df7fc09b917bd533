import type { ContentScriptContext } from '#imports';
import { createLogger } from '../../logger';
import { mountKairosButton } from '../kairos-button';
import { CALENDAR } from '../selectors';
import { sendContentRequest } from '../send-content-request';
import { watchAnchors } from '../watch-anchor';
import { readViewedDays, toInstantRange } from './read-viewed-range';

const log = createLogger('calendar');

/**
 * "Find a time" beside Google Calendar's Create button. The viewed days are read at the click, not
 * at mount: Google changes the week, the view and the URL without re-rendering the button.
 */
export function mount(ctx: ContentScriptContext): void {
  watchAnchors(
    ctx,
    () => {
      const create = document.querySelector(CALENDAR.createButton.selector);
      return create === null ? [] : [create];
    },
    (anchor) =>
      mountKairosButton(ctx, { name: 'kairos-find-a-time', label: 'Find a time', anchor, append: 'after', onClick: findTime }),
  );
}

function findTime(button: HTMLButtonElement): void {
  const viewed = readViewedDays(document, new URL(location.href));
  // The calendar shows days on this browser's clock; Google's own zone setting is not on the page.
  const range = viewed === undefined ? undefined : toInstantRange(viewed, Intl.DateTimeFormat().resolvedOptions().timeZone);
  button.disabled = true;
  sendContentRequest({ kind: 'findTime', ...(range === undefined ? {} : { range }) })
    .catch((error: unknown) => {
      log.warn('Find a time was not sent', error);
    })
    .finally(() => {
      button.disabled = false;
    });
}
