import type { ParsedAttendee } from './parsed-request';
import { blank } from './extract-duration';

export interface AttendeesMatch {
  attendees: ParsedAttendee[];
  /** The text with the addresses and "with …" names blanked out. */
  rest: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// "with Sam", "with Sam and Alex", "with Dana Lee, Bo" — capitalised words after "with".
const NAMES_AFTER_WITH =
  /\bwith\s+((?:[A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)?)(?:\s*(?:,|and|&)\s*[A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)?)*)/gu;
const NOT_NAMES = new Set([
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Today',
  'Tomorrow',
  'Zoom',
  'Meet',
  'Teams',
  'Google',
]);

export function extractAttendees(text: string): AttendeesMatch {
  const attendees: ParsedAttendee[] = [];
  let rest = text;
  for (const m of text.matchAll(EMAIL)) {
    const email = m[0].replace(/\.$/, '').toLowerCase();
    if (!attendees.some((a) => a.email === email)) attendees.push({ email });
    rest = blank(rest, m.index, m[0].length);
  }
  for (const m of rest.matchAll(NAMES_AFTER_WITH)) {
    const names = (m[1] ?? '')
      .split(/\s*(?:,|\band\b|&)\s*/)
      .map((n) => n.trim())
      .filter((n) => n.length > 0 && !NOT_NAMES.has(n.split(/\s+/)[0] ?? ''));
    for (const name of names) {
      if (!attendees.some((a) => a.name === name)) attendees.push({ name });
    }
    if (names.length > 0) rest = blank(rest, m.index, m[0].length);
  }
  // "with sam@acme.com" leaves a dangling "with"; the title should not keep it.
  rest = rest.replace(/\bwith(\s*(,|and|&)?\s*)*(?=\s*$|\s{2,})/gi, (w) => ' '.repeat(w.length));
  return { attendees, rest };
}

/** "sam.lee@acme.com" → "Sam Lee": a friendly name for an address-only attendee. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._+-]+/)
    .filter((p) => p.length > 0 && !/^\d+$/.test(p))
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join(' ');
}
