import type { SendUpdates } from '../domain/calendar-connection';
import type { Attendee } from '../domain/calendar-event';
import { singleChanges, type CalendarChange, type SingleChange } from './pending-action';
import { nameOf, uniqueByEmail } from './review-words';

/**
 * What the card says about email before the person approves: who Google will tell and how, or
 * that nobody is told. Nothing is said when there is no one else on the event.
 */
export function notifyNotice(change: CalendarChange, sendUpdates: SendUpdates | undefined): string | undefined {
  const guests = guestsOf(change);
  if (guests.length === 0) return undefined;
  const names = listNames(guests);
  const many = guests.length > 1;
  if (sendUpdates === undefined) {
    return `The local calendar emails no one: let ${names} know yourself, or connect Google Calendar in options.`;
  }
  switch (sendUpdates) {
    case 'none':
      return `Nobody will be emailed (your setting): ${names} ${many ? 'are' : 'is'} not told.`;
    case 'externalOnly':
      return `Only guests who don't use Google Calendar will be emailed (your setting).`;
    case 'all':
      return `${names} ${whatTheyGet(change)}.`;
  }
}

/**
 * The guests the calendar will email about this write, for the card to list: with 'all' or
 * 'externalOnly' every guest but the person (Kairos cannot tell who uses Google Calendar), none
 * when the setting is 'none' or the calendar is local. A bulk change names each person once.
 */
export function notifiedPeople(change: CalendarChange, sendUpdates: SendUpdates | undefined): Attendee[] {
  return sendUpdates === 'all' || sendUpdates === 'externalOnly' ? guestsOf(change) : [];
}

function whatTheyGet(change: CalendarChange): string {
  const kinds = new Set(singleChanges(change).map((c) => c.kind));
  const [only] = kinds;
  if (kinds.size > 1 || only === undefined) return 'will be told';
  const one = change.kind !== 'bulk' || change.changes.length === 1;
  switch (only) {
    case 'create':
      return one ? 'will get an invite' : 'will get invites';
    case 'update':
      return one ? 'will get an updated invite' : 'will get updated invites';
    case 'delete':
      return one ? 'will be told it is cancelled' : 'will be told they are cancelled';
  }
}

function guestsOf(change: CalendarChange): Attendee[] {
  return uniqueByEmail(singleChanges(change).flatMap(guestsOfSingle)).filter((a) => a.self !== true);
}

function guestsOfSingle(change: SingleChange): Attendee[] {
  switch (change.kind) {
    case 'create':
      return change.event.attendees;
    case 'update': {
      // Someone removed in the edit is told too: Google emails them that they were taken off.
      const after = new Set(change.after.attendees.map((a) => a.email.toLowerCase()));
      const removed = change.before.attendees.filter((b) => !after.has(b.email.toLowerCase()));
      return [...change.after.attendees, ...removed];
    }
    case 'delete':
      return change.before.attendees;
  }
}

/** "Sam", "Sam and Dana", "Sam, Dana and 3 others". */
function listNames(guests: readonly Attendee[]): string {
  const names = guests.map(nameOf);
  if (names.length === 1) return names[0] ?? 'Your guest';
  if (names.length === 2) return `${names[0] ?? ''} and ${names[1] ?? ''}`;
  const others = names.length - 2;
  return `${names.slice(0, 2).join(', ')} and ${String(others)} other${others === 1 ? '' : 's'}`;
}
