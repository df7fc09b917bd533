import type { Constraint } from '../domain/constraint';
import type { ParsedAttendee } from './parsed-request';

/** "get Ben and me together", "get Ana, Raj and me together". */
const TOGETHER = /\b[Gg]et\s+([A-Z][\p{L}'-]*(?:(?:\s*,\s*|\s+and\s+)(?:me|I|[A-Z][\p{L}'-]*))*)\s+together\b/u;
/** A person's name as a constraint's subject: "Ben", "Omar Haddad" (not "me", "everyone", "the team"). */
const NAME = /^[A-Z][\p{L}'-]+(?:\s[A-Z][\p{L}'-]+)?$/u;

/**
 * The guests of a new event that names nobody after "with": the people it brings together ("get
 * Ben and me together") or whose rules about time it keeps ("Theo prefers late afternoons — find us
 * 30 minutes"). Names only: they are looked up in the calendar's guests later, never invented.
 */
export function impliedGuests(text: string, constraints: readonly Constraint[]): ParsedAttendee[] {
  const together = TOGETHER.exec(text)?.[1];
  const named = together === undefined ? [] : together.split(/\s*,\s*|\s+and\s+/).filter((n) => !/^(?:me|I)$/.test(n));
  const subjects = constraints.flatMap((c) => {
    const who = c.who.replace(/['’]s$/, '');
    return who !== 'me' && NAME.test(who) ? [who] : [];
  });
  const names = [...new Set([...named, ...subjects])];
  return names.map((name) => ({ name }));
}

/** The words that bring people together, blanked so they never become the title ("Ben with Ben"). */
export function withoutTogether(text: string): string {
  return text.replace(TOGETHER, (m) => ' '.repeat(m.length));
}
