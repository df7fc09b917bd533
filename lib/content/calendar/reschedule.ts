import type { ContentScriptContext } from '#imports';
import { createLogger } from '../../logger';
import { mountKairosButton } from '../kairos-button';
import { CALENDAR } from '../selectors';
import { sendContentRequest } from '../send-content-request';
import { watchAnchors } from '../watch-anchor';
import { readEventDialog } from './read-event-dialog';

const log = createLogger('calendar');

/** The open event's details, if it shows a title to name the event by; otherwise no button. */
function findDetails(): Element[] {
  return Array.from(document.querySelectorAll(CALENDAR.eventDetails.selector)).filter(
    (details) => (details.closest(CALENDAR.eventDialog.selector) ?? details).querySelector(CALENDAR.eventTitle.selector) !== null,
  );
}

/**
 * "Reschedule with Kairos" in an event's details dialog. It sits after the details element, in the
 * dialog's content slot: Google re-renders the rows inside the details as they load (Meet link,
 * guests) and drops foreign children there. The event is read at the click, since Google can swap
 * the dialog's contents for another event without closing it.
 */
export function mount(ctx: ContentScriptContext): void {
  watchAnchors(ctx, findDetails, (anchor) =>
    mountKairosButton(ctx, {
      name: 'kairos-reschedule',
      label: 'Reschedule with Kairos',
      anchor,
      append: 'after',
      onClick: (button) => {
        reschedule(anchor, button);
      },
    }),
  );
}

function reschedule(details: Element, button: HTMLButtonElement): void {
  const event = readEventDialog(details);
  if (event === undefined) {
    log.warn('Reschedule was not sent: the dialog shows no title');
    return;
  }
  button.disabled = true;
  sendContentRequest({ kind: 'reschedule', event })
    .catch((error: unknown) => {
      log.warn('Reschedule was not sent', error);
    })
    .finally(() => {
      button.disabled = false;
    });
}
