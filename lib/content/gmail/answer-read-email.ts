import type { ContentScriptContext } from '#imports';
import browser from 'webextension-polyfill';
import { openEmailSchema, readEmailSchema, type OpenEmail } from '../../messaging/content-protocol';
import { readOpenEmail } from './read-open-email';
import { readOwnAddress } from './read-participants';

/**
 * Answers the background's "read the open email", sent only when the person asks the side panel
 * about this email. Nothing is read before that, and nothing is read for any other message.
 */
export function mount(ctx: ContentScriptContext): void {
  // The thread is in the top frame; a frame (Gmail's own, or one inside an email) has nothing to answer.
  if (window.top !== window) return;
  const onMessage = (message: unknown, sender: browser.Runtime.MessageSender): Promise<OpenEmail> | undefined => {
    // Only the extension's own background may ask, and only this message; anything else is not ours to answer.
    if (sender.id !== browser.runtime.id || !readEmailSchema.safeParse(message).success) return undefined;
    return Promise.resolve(answer());
  };
  browser.runtime.onMessage.addListener(onMessage);
  ctx.onInvalidated(() => {
    browser.runtime.onMessage.removeListener(onMessage);
  });
}

/** The reader's answer as the background will check it: one it would refuse is sent as "not read" instead. */
function answer(): OpenEmail {
  const parsed = openEmailSchema.safeParse(readOpenEmail(document, readOwnAddress(document)));
  return parsed.success ? parsed.data : { found: false, reason: 'Kairos could not read this email.' };
}
