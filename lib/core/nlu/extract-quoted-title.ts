import { blank } from './mask-text';

/**
 * A name in double quotes, at most a line's worth. Not a mail program's quoted display name
 * (`"Lee, Sam" <sam@acme.com>`), nor a name quoted after "with" (`coffee with "Sam Lee"`): those
 * are people, read with the attendees.
 */
const QUOTED = /(?<!\b(?:with|and|invite|invites|inviting)\s+)"([^"\n]{1,120})"(?!\s*<)/i;

export interface QuotedTitle {
  /** The words in quotes, exactly as written (a person who quotes a name means that name). */
  title?: string;
  /** The text with the quoted span blanked, so no extractor reads a time or a verb inside it. */
  rest: string;
}

/**
 * `Schedule "Q3 planning sync" next week`: what a person (or an email's subject) puts in double
 * quotes is the event's name, word for word. Only the first quoted span counts.
 */
export function extractQuotedTitle(text: string): QuotedTitle {
  const match = QUOTED.exec(text);
  const title = match?.[1]?.trim();
  if (match === null || title === undefined || !/[\p{L}\p{N}]/u.test(title)) return { rest: text };
  return { title, rest: blank(text, match.index, match[0].length) };
}
