import type { Attendee, CalendarEvent, EventOccurrence } from '../../domain/calendar-event';
import { isConsumerDomain } from './match-organisation';
import { isRoomAddress } from './people-directory';

/**
 * Kinds of events people name without a title: meetings (someone else is invited), one-on-ones
 * (exactly one other person), personal events (nobody from work). Read from the guests, never
 * from the title, so "my one-on-ones with Omar" finds "API review" when Omar is its only guest.
 */

/** Guests who are neither the person nor a meeting room. */
export function otherGuestsOf(event: Pick<CalendarEvent, 'attendees'>, selfEmails: ReadonlySet<string>): Attendee[] {
  return event.attendees.filter((a) => a.self !== true && !selfEmails.has(a.email.toLowerCase()) && !isRoomAddress(a.email));
}

/** Exactly one other person is invited: what a one-on-one is, whatever its title. */
export function isOneOnOne(event: Pick<CalendarEvent, 'attendees'>, selfEmails: ReadonlySet<string>): boolean {
  return otherGuestsOf(event, selfEmails).length === 1;
}

/**
 * Titles that make a working event of a block with no guests: preparing, reviewing, writing for
 * work is not personal time, though nobody else is invited.
 */
const WORK_TITLE =
  /\b(?:prep(?:aration)?\s+for|prepare|focus|deep\s+work|review|report|deck|proposal|interview|standup|stand-up|sync|planning|pipeline|forecast|budget|deadline|deal|client|customer|demo|okrs?|qbr|1:1|office\s+hours|work(?:ing)?\s+(?:session|block|time))\b/i;

/**
 * Nobody from work: no other guest, or only guests at personal mail addresses (family on Gmail),
 * and a title that does not name work.
 */
export function isPersonal(event: Pick<CalendarEvent, 'attendees' | 'title'>, selfEmails: ReadonlySet<string>): boolean {
  const guests = otherGuestsOf(event, selfEmails);
  if (!guests.every((a) => isConsumerDomain(a.email.split('@')[1] ?? ''))) return false;
  return !WORK_TITLE.test(event.title);
}

/** "1:1", "1-on-1", "one-on-one", "1on1": a title that calls a meeting a one-on-one. */
export const ONE_ON_ONE_WORDS = /\b(?:1\s*[:-]\s*1|1\s*-?\s*on\s*-?\s*1|one[\s-]+on[\s-]+one)(?:'?s)?\b/i;

/**
 * One-on-ones among `occurrences` (already one guest each): for a guest with a series called
 * "1:1" that series is what "my 1:1s with Priya" means, so their other meetings (a year-end
 * review) stay; for a guest with none, every meeting with them alone is a one-on-one.
 */
export function preferTitledOneOnOnes(
  occurrences: readonly EventOccurrence[],
  selfEmails: ReadonlySet<string>,
): EventOccurrence[] {
  const guestOf = (o: EventOccurrence): string => otherGuestsOf(o.event, selfEmails)[0]?.email.toLowerCase() ?? '';
  const titled = new Set(occurrences.filter((o) => ONE_ON_ONE_WORDS.test(o.event.title)).map(guestOf));
  return occurrences.filter((o) => !titled.has(guestOf(o)) || ONE_ON_ONE_WORDS.test(o.event.title));
}
