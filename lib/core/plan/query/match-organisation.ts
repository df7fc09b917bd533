import type { CalendarEvent } from '../../domain/calendar-event';
import type { EventQuery } from '../event-query';
import { hasConsecutiveWords, wordsOf } from './fold-text';
import { isRoomAddress } from './people-directory';

/**
 * Organisations, known by their guests' mail domains: "meetings with Brightline" are the events
 * with someone from brightline.test, whatever their titles say. A title that names the
 * organisation is weaker evidence: "Deal review: Sakura" with two colleagues is about Sakura, not
 * with them, so it counts only on an event nobody else is invited to ("Call Brightline").
 */

/** Personal mail providers: a domain shared by strangers names no organisation. */
const CONSUMER_DOMAIN =
  /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|mac|aol|proton|protonmail|pm|gmx|mail|yandex|zoho|qq|163|126|fastmail|hey)\.[a-z.]+$/i;

export function isConsumerDomain(domain: string): boolean {
  return CONSUMER_DOMAIN.test(domain);
}

/** "brightline" for rachel.kim@brightline.test, "harborpoint" for fiona@harborpoint.co.uk; none for Gmail. */
export function organisationOf(email: string): string | undefined {
  const domain = email.toLowerCase().split('@')[1];
  if (domain === undefined || isConsumerDomain(domain)) return undefined;
  return domain.split('.')[0];
}

/** Shortest domain name taken for an organisation's: "om" in a name is not an organisation. */
const MIN_LABEL = 3;
/** Words after an organisation's name that its domain leaves out: "Sakura Systems" at sakura.test. */
const COMPANY_SUFFIX =
  /^(?:systems?|inc|incorporated|corp|corporation|co|company|ltd|limited|llc|plc|gmbh|group|labs?|technologies|technology|tech|software|solutions|partners|holdings|international|global|hq|team|folks|people)$/;

/**
 * The organisation a name says, among the domains of `emails`: the domain is the name run together
 * ("Harbor Point" → harborpoint) or its first words before a company word ("Sakura Systems" → sakura).
 */
export function organisationNamed(name: string, emails: Iterable<string>): string | undefined {
  const words = wordsOf(name);
  if (words.length === 0) return undefined;
  const wanted = new Set([words.join('')]);
  for (let n = words.length - 1; n >= 1; n--) {
    if (words.slice(n).every((w) => COMPANY_SUFFIX.test(w))) wanted.add(words.slice(0, n).join(''));
  }
  for (const email of emails) {
    const label = organisationOf(email);
    if (label !== undefined && label.length >= MIN_LABEL && wanted.has(label.replace(/[^a-z0-9]/g, ''))) return label;
  }
  return undefined;
}

/**
 * Whether an event is with the organisation: someone from its domain is a guest or the organizer,
 * or nobody else is invited and the title names it.
 */
export function isWithOrganisation(
  event: Pick<CalendarEvent, 'attendees' | 'organizer' | 'title'>,
  label: string,
  said: readonly string[],
  selfEmails: ReadonlySet<string>,
): boolean {
  const from = (email: string | undefined): boolean => email !== undefined && organisationOf(email) === label;
  if (event.attendees.some((a) => from(a.email)) || from(event.organizer?.email)) return true;
  const alone = event.attendees.every((a) => a.self === true || selfEmails.has(a.email.toLowerCase()) || isRoomAddress(a.email));
  return alone && hasConsecutiveWords(wordsOf(event.title), said);
}

/** Words a title phrase may carry besides the organisation's name: "Brightline meetings", "Sakura calls". */
const KIND_WORDS = /^(?:meetings?|mtgs?|calls?|events?|appointments?|sessions?|syncs?|stuff|things?)$/;

/**
 * "cancel all my Brightline meetings": a title that is only an organisation's name (and a word for
 * events) says whom the events are with, so it becomes that organisation among the people. Only
 * for many events: "the Brightline call" still names one event by its title.
 */
export function organisationTitleAsPeople(query: EventQuery, emails: Iterable<string>): EventQuery | undefined {
  if (query.expect !== 'many' || query.title === undefined || query.adjacentTo !== undefined) return undefined;
  const words = wordsOf(query.title);
  const name = words.filter((w) => !KIND_WORDS.test(w));
  if (name.length === 0 || organisationNamed(name.join(' '), emails) === undefined) return undefined;
  const { title: _title, ...rest } = query;
  const meetings = name.length < words.length && query.kind === undefined ? { kind: 'meetings' as const } : {};
  return { ...rest, ...meetings, people: [...(query.people ?? []), { name: name.join(' ') }] };
}
