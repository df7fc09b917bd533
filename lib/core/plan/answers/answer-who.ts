import type { Attendee, CalendarEvent, EventOccurrence } from '../../domain/calendar-event';
import { toAgendaItem } from '../../pipeline/agenda-item';
import type { Answer } from '../answer';
import type { Interval } from '../../time/interval';
import { organisationNamed, organisationOf } from '../query/match-organisation';
import type { AnswerInput } from './answer-input';
import { capitalise, joinWords, occurrenceWhen, rangeWords, subjectOr, timeWithinDay } from './answer-words';

/** "Design review on Thu 3 Dec, 15:00–15:45: Omar (accepted, organiser) and priya@example.com (declined)." */
export function answerWho(input: AnswerInput): Answer {
  const { zone } = input;
  if (input.range !== undefined) return answerWhoOverSpan(input, input.range);
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
  if ((input.events?.length ?? 0) > 1) return answerWhoOfMany(input.events ?? [], zone);
  const people = guestsOf(o.event);
  const items = [toAgendaItem(o)];
  if (input.subject !== undefined) {
    return { kind: 'who', text: oneGuestText(input.subject, o, people, zone), timeZone: zone, people, items };
  }
  if (input.organisation !== undefined) return answerWhoFrom(input.organisation, o, people, zone);
  if (people.length === 0) return { kind: 'who', text: 'Just you — no one else is invited.', timeZone: zone, people, items };
  const yours = organisedBySelf(o.event) ? ' You organise it.' : '';
  const text = `${o.event.title} ${occurrenceWhen(o, zone)}: ${joinWords(people.map(attendeeWords))}.${yours}`;
  return { kind: 'who', text, timeZone: zone, people, items };
}

/** "Which people from Brightline will be at the QBR": the guests whose mail is the organisation's. */
function answerWhoFrom(said: string, o: EventOccurrence, guests: Attendee[], zone: string): Answer {
  const org = organisationNamed(
    said,
    guests.map((a) => a.email),
  );
  const people = org === undefined ? [] : guests.filter((a) => organisationOf(a.email) === org);
  const event = `${o.event.title} ${occurrenceWhen(o, zone)}`;
  const items = [toAgendaItem(o)];
  if (people.length === 0) {
    const others = guests.length === 0 ? 'nobody else is invited' : `the guests are ${joinWords(guests.map(attendeeName))}`;
    return { kind: 'who', text: `Nobody from ${capitalise(said)} is on ${event}; ${others}.`, timeZone: zone, people, items };
  }
  const text = `From ${capitalise(said)} on ${event}: ${joinWords(people.map(attendeeWords))}.`;
  return { kind: 'who', text, timeZone: zone, people, items };
}

/**
 * Who is on several events ("clear Friday … who was I supposed to meet?"): each person once, with
 * the events they are on, in the order met.
 */
function answerWhoOfMany(events: NonNullable<AnswerInput['events']>, zone: string): Answer {
  const byEmail = new Map<string, { attendee: Attendee; titles: string[] }>();
  for (const o of events) {
    for (const a of guestsOf(o.event)) {
      const key = a.email.toLowerCase();
      const seen = byEmail.get(key);
      if (seen === undefined) byEmail.set(key, { attendee: a, titles: [o.event.title] });
      else if (!seen.titles.includes(o.event.title)) seen.titles.push(o.event.title);
    }
  }
  const items = events.map(toAgendaItem);
  const found = [...byEmail.values()];
  const people = found.map((p) => p.attendee);
  if (people.length === 0)
    return { kind: 'who', text: 'Just you — no one else is invited to those.', timeZone: zone, people, items };
  const words = found.map((p) => `${attendeeName(p.attendee)} (${joinWords(p.titles)})`);
  const text = `${String(people.length)} people across those ${String(events.length)} events: ${joinWords(words)}.`;
  return { kind: 'who', text, timeZone: zone, people, items };
}

/**
 * "On Fri 4 Dec you meet 12 people: Omar Said, Tom Gallagher and Sam Okafor (Brightline escalation,
 * 09:30–10:00); …" — everyone in the meetings of a span, meeting by meeting, each person listed once.
 */
function answerWhoOverSpan(input: AnswerInput, range: Interval): Answer {
  const { zone, now } = input;
  const meetings = (input.events ?? []).filter((o) => guestsOf(o.event).length > 0);
  const on = rangeWords(range, zone, now).on;
  const past = range.end <= now;
  const people = new Map<string, Attendee>();
  for (const o of meetings)
    for (const a of guestsOf(o.event)) if (!people.has(a.email.toLowerCase())) people.set(a.email.toLowerCase(), a);
  const items = meetings.map(toAgendaItem);
  if (meetings.length === 0) {
    const text = `${past ? "You didn't meet anyone" : "You don't meet anyone"} ${on}: no meetings with guests.`;
    return { kind: 'who', text, timeZone: zone, people: [], items };
  }
  const each = meetings.map(
    (o) => `${joinWords(guestsOf(o.event).map(attendeeName))} (${o.event.title}, ${timeWithinDay(o, zone)})`,
  );
  const count = `${String(people.size)} ${people.size === 1 ? 'person' : 'people'}`;
  const text = `${capitalise(on)} you ${past ? 'met' : 'meet'} ${count}: ${each.join('; ')}.`;
  return { kind: 'who', text, timeZone: zone, people: [...people.values()], items };
}

/** "Is Carlos coming to the team lunch?" — "No — Carlos Mendes declined Team lunch on Wed 25 Nov, 12:00–13:00." */
function oneGuestText(said: string, o: EventOccurrence, guests: readonly Attendee[], zone: string): string {
  const words = said.toLowerCase().split(/\s+/);
  const guest = guests.find((a) => {
    const name = attendeeName(a).toLowerCase().split(/\s+/);
    return words.every((w) => name.includes(w)) || a.email.toLowerCase().startsWith(words.join('.'));
  });
  const event = `${o.event.title} ${occurrenceWhen(o, zone)}`;
  if (guest === undefined) {
    const others = guests.length === 0 ? 'nobody else is invited' : `the guests are ${joinWords(guests.map(attendeeName))}`;
    return `No — ${capitalise(said)} isn't invited to ${event}; ${others}.`;
  }
  const who = attendeeName(guest);
  switch (guest.responseStatus) {
    case 'accepted':
      return `Yes — ${who} is coming to ${event} (accepted).`;
    case 'declined':
      return `No — ${who} declined ${event}.`;
    case 'tentative':
      return `Maybe — ${who} is invited to ${event} and said maybe.`;
    default:
      return `${who} is invited to ${event} but hasn't replied yet.`;
  }
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
