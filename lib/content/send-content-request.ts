import browser from 'webextension-polyfill';
import { createLogger } from '../logger';
import { CONTENT_MESSAGE, contentRequestSchema, type ContentRequest } from '../messaging/content-protocol';

const log = createLogger('content');

/**
 * Sends one request to the background. It is checked here too, so a page that shows something
 * unexpected fails in the page (logged, nothing sent) rather than as a refusal in the background.
 */
export async function sendContentRequest(request: ContentRequest): Promise<boolean> {
  const checked = contentRequestSchema.safeParse(request);
  if (!checked.success) {
    log.warn('not sent: the page did not give what Kairos needs', checked.error.issues[0]?.message);
    return false;
  }
  await browser.runtime.sendMessage({ type: CONTENT_MESSAGE, request: checked.data });
  return true;
}
