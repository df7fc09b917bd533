import type { ContentScriptContext } from '#imports';
import browser from 'webextension-polyfill';
import { createLogger } from '../../logger';
import { insertTextSchema, type InsertReply, type InsertText } from '../../messaging/content-protocol';
import { mountKairosButton } from '../kairos-button';
import { GMAIL } from '../selectors';
import { sendContentRequest } from '../send-content-request';
import { watchAnchors } from '../watch-anchor';
import { bodyOf, caretIn, composeOf, endOf, findComposeSendButtons, insertTextAt } from './insert-at-caret';

/** Set on a compose box when its button is clicked, so the approved text finds its way back to it. */
const COMPOSE_ID_ATTRIBUTE = 'data-kairos-compose';
const log = createLogger('gmail');

/**
 * Gmail compose's "Insert my availability": one button beside each open compose window's Send. A
 * click remembers the caret and asks Kairos for free times; the side panel proposes them, and only
 * when the person approves there does the background send the text back to be inserted. Nothing is
 * ever sent from here: the person reads the draft and presses Send themselves.
 */
export function mount(ctx: ContentScriptContext): void {
  // The caret in each compose box at the time of the click, by compose id.
  const carets = new Map<string, Range>();

  watchAnchors(
    ctx,
    () => findComposeSendButtons(document),
    (send) => {
      let composeId: string | undefined;
      const { remove: removeCell, ...position } = placeBesideSend(send);
      const unmount = mountKairosButton(ctx, {
        name: 'kairos-insert-availability',
        label: 'Insert my availability',
        ...position,
        onClick: (button) => {
          const compose = composeOf(send);
          const body = compose && bodyOf(compose);
          if (!compose || !body) return;
          composeId = compose.getAttribute(COMPOSE_ID_ATTRIBUTE) ?? crypto.randomUUID();
          compose.setAttribute(COMPOSE_ID_ATTRIBUTE, composeId);
          carets.set(composeId, caretIn(body, document.getSelection()));
          void ask(button, composeId);
        },
      });
      return () => {
        unmount();
        removeCell();
        if (composeId !== undefined) carets.delete(composeId);
      };
    },
  );

  const onMessage = (message: unknown, sender: browser.Runtime.MessageSender): Promise<InsertReply> | undefined => {
    // Only the extension's own background may insert, and only this message; anything else is not ours to answer.
    if (sender.id !== browser.runtime.id) return undefined;
    const parsed = insertTextSchema.safeParse(message);
    if (!parsed.success) return undefined;
    return Promise.resolve(insert(parsed.data, carets));
  };
  browser.runtime.onMessage.addListener(onMessage);
  ctx.onInvalidated(() => {
    browser.runtime.onMessage.removeListener(onMessage);
  });
}

/**
 * Where the button goes: in a toolbar cell of its own right after Send's (Gmail lays the bottom
 * toolbar out as a table, and a cell is what its layout expects: the button neither wraps under Send
 * nor squeezes it), else after Send's own group (Send and its "More send options" arrow), never
 * between the two. `remove` takes the added cell away with the button.
 */
function placeBesideSend(send: Element): { anchor: Element; append: 'after' | 'last'; remove: () => void } {
  const sendCell = send.closest(GMAIL.composeSendCell.selector);
  if (!sendCell) return { anchor: send.parentElement ?? send, append: 'after', remove: () => undefined };
  const cell = document.createElement('td');
  sendCell.after(cell);
  return {
    anchor: cell,
    append: 'last',
    remove: () => {
      cell.remove();
    },
  };
}

async function ask(button: HTMLButtonElement, composeId: string): Promise<void> {
  button.disabled = true;
  try {
    await sendContentRequest({ kind: 'insertAvailability', composeId });
  } catch (error) {
    log.warn('could not reach Kairos', error);
  } finally {
    button.disabled = false;
  }
}

function insert({ composeId, text }: InsertText, carets: Map<string, Range>): InsertReply {
  const compose = document.querySelector(`[${COMPOSE_ID_ATTRIBUTE}="${composeId}"]`);
  const body = compose && bodyOf(compose);
  if (!body) return { ok: false, reason: 'The compose window was closed.' };
  const caret = carets.get(composeId);
  carets.delete(composeId);
  // The remembered caret, unless what it pointed into has since been deleted from the body.
  const how = insertTextAt(body, caret && body.contains(caret.startContainer) ? caret : endOf(body), text);
  // Worth knowing when Gmail changes: this way the insertion is not on its Undo stack.
  if (how === 'nodes') log.info('the editor refused insertText; inserted the times as plain nodes');
  return { ok: true };
}
