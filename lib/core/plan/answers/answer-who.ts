import type { Attendee, CalendarEvent } from '../../domain/calendar-event';
import { toAgendaItem } from '../../pipeline/handle-query-events';
import type { Answer } from '../answer';
import type { AnswerInput } from './answer-input';
import { joinWords, occurrenceWhen, subjectOr } from './answer-words';

/** "Design review on Thu 3 Dec, 15:00–15:45: Omar (accepted, organiser) and priya@example.com (declined)." */
export function answerWho(input: AnswerInput): Answer {
  const { zone } = input;
  const o = input.events?.[0];
  if (o === undefined) {
    return {
      kind: 'who',
      text: `I couldn't find ${subjectOr(input.subject, 'that event')}.`,
      timeZone: zone,
      people: [],
      items: [],
    };
  }
  const people = guestsOf(o.event);
  const items = [toAgendaItem(o)];
  if (people.length === 0) return { kind: 'who', text: 'Just you — no one else is invited.', timeZone: zone, people, items };
  const yours = organisedBySelf(o.event) ? ' You organise it.' : '';
  const text = `${o.event.title} ${occurrenceWhen(o, zone)}: ${joinWords(people.map(attendeeWords))}.${yours}`;
  return { kind: 'who', text, timeZone: zone, people, items };
}

/** "Omar Haddad (accepted, organiser)", "lee@example.com (no reply, optional)". */
export function attendeeWords(a: Attendee): string {
  return `${attendeeName(a)} (${attendeeNotes(a).join(', ')})`;
}

/** ["accepted", "organiser"], ["no reply", "optional"]: an organiser Google lists apart has no reply to give. */
export function attendeeNotes(a: Attendee): string[] {
  return [
    ...(a.organizer === true && a.responseStatus === undefined ? [] : [responseWords(a)]),
    ...(a.organizer === true ? ['organiser'] : []),
    ...(a.optional === true ? ['optional'] : []),
  ];
}

export function attendeeName(a: Attendee): string {
  const name = a.name?.trim();
  return name === undefined || name === '' ? a.email : name;
}

export function responseWords(a: Pick<Attendee, 'responseStatus'>): string {
  switch (a.responseStatus) {
    case 'accepted':
      return 'accepted';
    case 'declined':
      return 'declined';
    case 'tentative':
      return 'maybe';
    case 'needsAction':
    case undefined:
      return 'no reply';
  }
}

/** Everyone invited but the person, once each, the organiser marked (and added when Google lists them apart). */
function guestsOf(event: CalendarEvent): Attendee[] {
  const organiser = event.organizer?.self === true ? undefined : event.organizer?.email?.toLowerCase();
  const seen = new Set<string>();
  const guests: Attendee[] = [];
  for (const a of event.attendees) {
    const email = a.email.toLowerCase();
    if (a.self === true || seen.has(email)) continue;
    seen.add(email);
    guests.push(email === organiser ? { ...a, organizer: true } : a);
  }
  const o = event.organizer;
  if (guests.length > 0 && o?.email !== undefined && organiser !== undefined && !seen.has(organiser)) {
    guests.unshift({ email: o.email, ...(o.name === undefined ? {} : { name: o.name }), organizer: true });
  }
  return guests;
}

/** Local events carry no organiser: they are all the person's own. */
function organisedBySelf(event: CalendarEvent): boolean {
  if (event.organizer !== undefined) return event.organizer.self === true;
  return !event.attendees.some((a) => a.organizer === true && a.self !== true);
}
