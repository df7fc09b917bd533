import { z } from 'zod';
import type { Handoff } from '../messaging/handoff';
import { PAGE_TEXT_CHARS } from '../messaging/protocol';

export const ASK_SELECTION_MENU = 'kairos-ask-selection';
export const SCHEDULE_WITH_PERSON_MENU = 'kairos-schedule-with-person';

/** The context-menu item on selected text: "schedule what this says", with the text marked as page content. */
export const selectionMenuItem = {
  id: ASK_SELECTION_MENU,
  title: 'Schedule with Kairos: “%s”',
  contexts: ['selection'],
} as const;

/** The context-menu item on an email link: start "Find a time with …" for the person to finish. */
export const scheduleWithPersonMenuItem = {
  id: SCHEDULE_WITH_PERSON_MENU,
  title: 'Schedule with this person',
  contexts: ['link'],
  targetUrlPatterns: ['mailto:*'],
} as const;

/** Every item the background creates at install, in menu order. */
export const MENU_ITEMS = [selectionMenuItem, scheduleWithPersonMenuItem] as const;

/** What the handler needs from `contextMenus.onClicked`'s info; the browser's own type fits it. */
export interface MenuClick {
  menuItemId: string | number;
  selectionText?: string | undefined;
  linkUrl?: string | undefined;
}

/**
 * The handoff for a click on one of our menu items, or undefined when there is nothing to hand off
 * (an empty selection, a link that holds no email address, someone else's item). An email address
 * becomes a request the person finishes (when, how long): the address is all the click says.
 */
export function menuHandoff(
  info: MenuClick,
  tab: { url?: string | undefined } | undefined,
  id: string,
  at: number,
): Handoff | undefined {
  switch (info.menuItemId) {
    case SCHEDULE_WITH_PERSON_MENU: {
      const emails = info.linkUrl === undefined ? undefined : emailsInMailto(info.linkUrl);
      return emails === undefined ? undefined : findTimeWith(emails, id, at);
    }
    case ASK_SELECTION_MENU: {
      const selection = info.selectionText ?? '';
      const emails = emailsInAddressList(selection);
      if (emails !== undefined) return findTimeWith(emails, id, at);
      return selectionHandoff(selection, tab?.url, id, at);
    }
    default:
      return undefined;
  }
}

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

// The handoff's text limit; a longer list of addresses is not a meeting anyone means to set up by one click.
const HANDOFF_TEXT_CHARS = 2000;

/**
 * "Find a time with a@x.com, b@y.com and c@z.com " — the trailing space leaves the caret ready for
 * "tomorrow afternoon". The addresses were validated, so no page text reaches the request.
 */
function findTimeWith(emails: readonly string[], id: string, at: number): Handoff | undefined {
  const people = emails.length === 1 ? emails.join('') : `${emails.slice(0, -1).join(', ')} and ${emails.slice(-1).join('')}`;
  const text = `Find a time with ${people} `;
  return text.length > HANDOFF_TEXT_CHARS ? undefined : { id, text, ask: false, at };
}

const emailSchema = z.email();

/**
 * The recipients of a mailto: link (RFC 6068): the addresses before "?" and in its to= and cc=
 * fields, which are all people on the conversation. Subject and body are ignored: they are the
 * page's words, not people. Undefined when the link names nobody or anything that is not an address.
 */
export function emailsInMailto(url: string): string[] | undefined {
  const match = /^mailto:([^?#]*)(?:\?([^#]*))?/i.exec(url.trim());
  if (match === null) return undefined;
  const [, to = '', query = ''] = match;
  const lists = [to];
  for (const field of query.split('&')) {
    const [name = '', value = ''] = field.split('=', 2);
    if (/^(?:to|cc)$/i.test(name)) lists.push(value);
  }
  const emails: string[] = [];
  for (const list of lists) {
    // decodeURIComponent, not URLSearchParams: in mailto "+" is a "+" (sam+work@acme.com), not a space.
    const decoded = percentDecoded(list);
    if (decoded === undefined) return undefined;
    if (decoded.trim() === '') continue;
    const found = emailsInAddressList(decoded);
    if (found === undefined) return undefined;
    emails.push(...found);
  }
  return emails.length === 0 ? undefined : unique(emails);
}

/**
 * The addresses in text that is nothing but a list of them, as an email client writes it:
 * "sam@acme.com", "Sam Lee <sam@acme.com>", "\"Lee, Sam\" <sam@acme.com>; bo@corp.io". Undefined
 * when any part is something else, so a sentence that merely contains an address stays page content.
 */
export function emailsInAddressList(text: string): string[] | undefined {
  const emails: string[] = [];
  for (const part of splitAddresses(text)) {
    if (part.trim() === '') continue;
    const email = addressOf(part);
    if (email === undefined) return undefined;
    emails.push(email);
  }
  return emails.length === 0 ? undefined : unique(emails);
}

/** One address, bare or as "Display Name <address>"; the name is dropped (the address says who). */
function addressOf(part: string): string | undefined {
  const named = /^\s*(?:"[^"]*"|[^"<>@,;]*?)\s*<([^<>\s]+)>\s*$/.exec(part);
  const candidate = named === null ? part.trim().replace(/^mailto:/i, '') : (named[1] ?? '');
  return emailSchema.safeParse(candidate).success ? candidate : undefined;
}

/** Splits at commas and semicolons outside quotes and angle brackets ("Lee, Sam" is one name). */
function splitAddresses(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let bracketed = false;
  for (const ch of text) {
    if (ch === '"' && !bracketed) quoted = !quoted;
    else if (ch === '<' && !quoted) bracketed = true;
    else if (ch === '>' && !quoted) bracketed = false;
    if ((ch === ',' || ch === ';') && !quoted && !bracketed) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined; // a malformed escape ("%E0%A4%A") is not a link anyone meant
  }
}

/** First occurrence of each address, compared without case (mail systems treat them alike in practice). */
function unique(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((e) => {
    const key = e.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
