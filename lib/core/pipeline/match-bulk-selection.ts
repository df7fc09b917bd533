import { isRecurring, type Attendee, type CalendarEvent, type EventOccurrence } from '../domain/calendar-event';
import { singularOf, type DayPart } from '../nlu/bulk-selection';
import type { ParsedAttendee } from '../nlu/parsed-request';
import type { BulkSelection } from '../nlu/read-bulk-request';
import type { Interval } from '../time/interval';
import { instantToWallClock, isoDateInZone } from '../time/zoned';
import { ONE_ON_ONE_WORDS, isOneOnOne, isPersonal } from '../plan/query/event-kinds';
import { wordsOf } from '../plan/query/fold-text';
import { isWithOrganisation, organisationNamed } from '../plan/query/match-organisation';

/** The bulk path knows the person by Google's `self` flag on their own guest entry. */
const NO_OTHER_SELF: ReadonlySet<string> = new Set();

/** A calendar that records no guests still calls its one-on-ones "1:1". */
function isTitledOneOnOne(event: CalendarEvent): boolean {
  return event.attendees.length === 0 && ONE_ON_ONE_WORDS.test(event.title);
}

/**
 * Parts of the day as a filter, minutes after midnight, end exclusive. Wider than parseWhen's
 * 08–12 morning (docs/decisions.md) because here they sort events people already have: a 07:30
 * breakfast is a morning meeting, and a 19:00 dinner an evening one.
 */
const DAY_PART_MINUTES: Readonly<Record<DayPart, readonly [number, number]>> = {
  morning: [5 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
};

/**
 * Whether an occurrence is one the request names. A timed event counts when it starts in the
 * range, so "cancel everything on Friday" leaves Thursday's late dinner alone; an all-day event
 * when it overlaps the range. Title words may also be found in the place or the guests ("all my
 * Sam meetings"); every person named must be a guest (or in the title, "Coffee with Sam").
 */
export function fitsSelection(
  o: EventOccurrence,
  selection: BulkSelection,
  range: Interval,
  zone: string,
  guestTests: readonly GuestTest[] = selection.attendees.map((a) => (event: CalendarEvent) => hasGuest(event, a)),
): boolean {
  const inRange = o.allDay ? o.start < range.end && o.end > range.start : o.start >= range.start && o.start < range.end;
  if (!inRange) return false;
  if (selection.dates !== undefined && !selection.dates.includes(isoDateInZone(Math.max(o.start, range.start), zone)))
    return false;
  if (selection.allDay === 'only' && !o.allDay) return false;
  if (selection.repeatingOnly && !isRecurring(o.event)) return false;
  // "all my meetings" leaves the gym, the haircut and other events with nobody else invited alone.
  if (selection.meetingsOnly === true && !hasOtherGuest(o.event)) return false;
  if (selection.oneOnOne === true && !isOneOnOne(o.event, NO_OTHER_SELF) && !isTitledOneOnOne(o.event)) return false;
  if (selection.personal === true && !isPersonal(o.event, NO_OTHER_SELF)) return false;
  if (selection.dayParts.length > 0 && (o.allDay || !startsIn(o.start, selection.dayParts, zone))) return false;
  if (
    (selection.startsAfter !== undefined || selection.startsBefore !== undefined) &&
    (o.allDay || !startsWithin(o.start, selection, zone))
  )
    return false;
  if (selection.titles.length > 0 && !selection.titles.some((words) => words.every((w) => mentions(o.event, w)))) return false;
  if (selection.excluding.some((words) => words.every((w) => mentions(o.event, w)))) return false;
  return guestTests.every((test) => test(o.event));
}

export type GuestTest = (event: CalendarEvent) => boolean;

function guestEmails(occurrences: readonly EventOccurrence[]): Set<string> {
  return new Set(occurrences.flatMap((o) => o.event.attendees.map((a) => a.email.toLowerCase())));
}

/**
 * "all my Brightline meetings": title words that are only an organisation's name say whom the
 * events are with, so they become that organisation, met through its people, like "with Brightline".
 */
export function withOrganisationTitles(selection: BulkSelection, occurrences: readonly EventOccurrence[]): BulkSelection {
  if (selection.titles.length !== 1) return selection;
  const [words] = selection.titles;
  const name = words?.join(' ') ?? '';
  if (name === '' || organisationNamed(name, guestEmails(occurrences)) === undefined) return selection;
  return { ...selection, titles: [], attendees: [...selection.attendees, { name }] };
}

/**
 * One test per person named, read against the events listed: a name no guest goes by but a
 * guest's mail domain does is an organisation ("with Brightline"), met through its people, so
 * a title that only mentions it ("Deal review: Sakura" among colleagues) is not with it.
 */
export function createGuestTests(attendees: readonly ParsedAttendee[], occurrences: readonly EventOccurrence[]): GuestTest[] {
  const emails = guestEmails(occurrences);
  return attendees.map((person): GuestTest => {
    const name = person.name?.trim();
    if (person.email !== undefined || name === undefined || name === '') return (event) => hasGuest(event, person);
    const word = wholeWord(name);
    const isGuestName = occurrences.some((o) => o.event.attendees.some((a) => isCalled(a, word)));
    const organisation = isGuestName ? undefined : organisationNamed(name, emails);
    if (organisation === undefined) return (event) => hasGuest(event, person);
    const said = wordsOf(name);
    return (event) => isWithOrganisation(event, organisation, said, NO_OTHER_SELF);
  });
}

function startsWithin(start: number, limits: Pick<BulkSelection, 'startsAfter' | 'startsBefore'>, zone: string): boolean {
  const wall = instantToWallClock(start, zone);
  const minutes = wall.hour * 60 + wall.minute;
  return minutes >= (limits.startsAfter ?? 0) && minutes < (limits.startsBefore ?? 24 * 60);
}

function startsIn(start: number, parts: readonly DayPart[], zone: string): boolean {
  const wall = instantToWallClock(start, zone);
  const minutes = wall.hour * 60 + wall.minute;
  return parts.some((p) => minutes >= DAY_PART_MINUTES[p][0] && minutes < DAY_PART_MINUTES[p][1]);
}

/** "standups" finds "Standup" and "Stand-up"; "1:1s" finds "1:1 with Dana". */
function mentions(event: CalendarEvent, word: string): boolean {
  const said = [event.title, event.location ?? '', ...event.attendees.map((a) => `${a.name ?? ''} ${a.email}`)]
    .join(' ')
    .toLowerCase();
  const squeezed = squeeze(said);
  return [word, singularOf(word)].some((form) => said.includes(form) || squeezed.includes(squeeze(form)));
}

function squeeze(text: string): string {
  return text.replace(/[\s_-]+/g, '');
}

function hasGuest(event: CalendarEvent, person: ParsedAttendee): boolean {
  const email = person.email?.toLowerCase();
  if (email !== undefined) return event.attendees.some((a) => a.email.toLowerCase() === email);
  const name = person.name?.trim();
  if (name === undefined || name === '') return true;
  const word = wholeWord(name);
  return word.test(event.title) || event.attendees.some((a) => isCalled(a, word));
}

function wholeWord(name: string): RegExp {
  return new RegExp(String.raw`\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i');
}

/** A guest goes by the name: in their display name or their address before the @. */
function isCalled(guest: Attendee, word: RegExp): boolean {
  return word.test(guest.name ?? '') || word.test((guest.email.split('@')[0] ?? '').replace(/[._-]+/g, ' '));
}

/** Someone besides the person (and not a meeting room) is invited: what makes an event a meeting. */
export function hasOtherGuest(event: Pick<CalendarEvent, 'attendees'>): boolean {
  return event.attendees.some((a) => a.self !== true && !a.email.toLowerCase().endsWith('@resource.calendar.google.com'));
}
