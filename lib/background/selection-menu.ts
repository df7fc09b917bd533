import type { Handoff } from '../messaging/handoff';
import { PAGE_TEXT_CHARS } from '../messaging/protocol';

export const ASK_SELECTION_MENU = 'kairos-ask-selection';

/** The context-menu item on selected text: "schedule what this says", with the text marked as page content. */
export const selectionMenuItem = {
  id: ASK_SELECTION_MENU,
  title: 'Schedule with Kairos: “%s”',
  contexts: ['selection'],
} as const;

/**
 * The handoff for a selection. Text from Gmail is an email's; any other page's is page content. Both
 * are untrusted: whatever they ask becomes a suggestion that waits for approval.
 */
export function selectionHandoff(selection: string, pageUrl: string | undefined, id: string, at: number): Handoff | undefined {
  const text = selection.trim().slice(0, PAGE_TEXT_CHARS);
  if (text === '') return undefined;
  const fromEmail = pageUrl !== undefined && /^https:\/\/mail\.google\.com\//.test(pageUrl);
  return {
    id,
    text: fromEmail ? 'Schedule what this email asks' : 'Schedule what this text asks',
    pageContent: { source: fromEmail ? 'email' : 'page', text },
    at,
  };
}
