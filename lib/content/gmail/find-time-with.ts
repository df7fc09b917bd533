import type { ContentScriptContext } from '#imports';
import { createLogger } from '../../logger';
import { mountKairosButton } from '../kairos-button';
import { GMAIL } from '../selectors';
import { sendContentRequest } from '../send-content-request';
import { watchAnchors } from '../watch-anchor';
import { firstNameOf, readOwnAddress, readThreadPeople, threadOf } from './read-participants';

const log = createLogger('gmail');

/**
 * Gmail's "Find a time with Sam": a button after an open thread's subject. A click sends the
 * thread's participants (addresses and names only, never the person's own address or any message
 * text) and the side panel takes it from there.
 */
export function mount(ctx: ContentScriptContext): void {
  watchAnchors(
    ctx,
    // A subject whose thread names someone else. Without the person's own address there is no
    // button: Kairos could not tell them apart from the people they are meeting.
    () => {
      const own = readOwnAddress(document);
      if (own === undefined) return [];
      return [...document.querySelectorAll(GMAIL.threadSubject.selector)].filter(
        (subject) => readThreadPeople(threadOf(subject), own).sender !== undefined,
      );
    },
    (subject) => {
      const { sender } = readThreadPeople(threadOf(subject), readOwnAddress(document));
      return mountKairosButton(ctx, {
        name: 'kairos-find-time-with',
        label: sender ? `Find a time with ${firstNameOf(sender)}` : 'Find a time',
        anchor: subject,
        append: 'after',
        onClick: (button) => void findTimeWith(subject, button),
      });
    },
  );
}

async function findTimeWith(subject: Element, button: HTMLButtonElement): Promise<void> {
  // Read again at the click: the thread may have grown (a reply, an expanded message) since the button appeared.
  const own = readOwnAddress(document);
  if (own === undefined) return;
  const { people } = readThreadPeople(threadOf(subject), own);
  if (people.length === 0) return;
  button.disabled = true;
  try {
    await sendContentRequest({ kind: 'findTimeWith', people });
  } catch (error) {
    log.warn('could not reach Kairos', error);
  } finally {
    button.disabled = false;
  }
}
