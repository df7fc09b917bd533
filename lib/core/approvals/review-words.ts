import type { Attendee } from '../domain/calendar-event';
import { nameFromEmail } from '../nlu/extract-attendees';
import { formatDay, formatRange } from '../time/format';

/**
 * When something happens, in the person's zone, as every line of an approval card says it. An
 * all-day span names its days only: its hours mean nothing to the person.
 */
export function formatWhen(span: { start: number; end: number; allDay: boolean }, zone: string): string {
  if (!span.allDay) return formatRange(span.start, span.end, zone);
  const first = formatDay(span.start, zone);
  // The end is exclusive (midnight after the last day), so the last day is the one just before it.
  const last = formatDay(Math.max(span.start, span.end - 1), zone);
  return first === last ? `${first}, all day` : `${first} – ${last}`;
}

/** A guest as people call them: the name the calendar has, else one made from the address. */
export function nameOf(attendee: Pick<Attendee, 'email' | 'name'>): string {
  const name = attendee.name?.trim() ?? '';
  return name === '' ? nameFromEmail(attendee.email) || attendee.email : name;
}

/** "Sam", "Sam and Dana", "Sam, Dana and Lee": how a card lists names in a sentence. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** Guests once each: the same address written in two cases is one person to the calendar. */
export function uniqueByEmail<T extends Pick<Attendee, 'email'>>(attendees: readonly T[]): T[] {
  const seen = new Set<string>();
  return attendees.filter((a) => {
    const key = a.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
