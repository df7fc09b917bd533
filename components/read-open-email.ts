import browser from 'webextension-polyfill';
import { openEmailText } from '../lib/messaging/open-email-text';
import { sendRequest } from '../lib/messaging/send-request';
import type { PageContent } from './use-turns';

export type OpenEmailRead = { pageContent: PageContent } | { problem: string };

/**
 * The email open in this window's Gmail tab, as page content for a turn — read only because the
 * person's request named it ("schedule what this email asks"). When there is none, why not, in
 * words the panel can answer with.
 */
export async function readOpenEmail(): Promise<OpenEmailRead> {
  try {
    const { id } = await browser.windows.getCurrent();
    if (id === undefined) return { problem: NO_EMAIL };
    const email = await sendRequest('readOpenEmail', { windowId: id });
    if (!email.found) return { problem: `${email.reason.replace(/\.?$/, '.')} ${HOW}` };
    return { pageContent: { source: 'email', text: openEmailText(email) } };
  } catch {
    return { problem: NO_EMAIL };
  }
}

const HOW = 'Open the email in Gmail in this window, then ask again — or select its text and choose “Schedule with Kairos”.';
const NO_EMAIL = `I can’t see an open email. ${HOW}`;
