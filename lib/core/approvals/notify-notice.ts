import type { SendUpdates } from '../domain/calendar-connection';
import type { Attendee } from '../domain/calendar-event';
import { nameFromEmail } from '../nlu/extract-attendees';
import type { CalendarChange } from './pending-action';

/**
 * What the card says about email before the person approves: who Google will tell and how, or
 * that nobody is told. Nothing is said when there is no one else on the event.
 */
export function notifyNotice(change: CalendarChange, sendUpdates: SendUpdates | undefined): string | undefined {
  const guests = guestsOf(change).filter((a) => a.self !== true);
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
      switch (change.kind) {
        case 'create':
          return `${names} will get an invite.`;
        case 'update':
          return `${names} will get an updated invite.`;
        case 'delete':
          return `${names} will be told it is cancelled.`;
      }
  }
}

function guestsOf(change: CalendarChange): Attendee[] {
  switch (change.kind) {
    case 'create':
      return change.event.attendees;
    case 'update': {
      // Someone removed in the edit is told too: Google emails them that they were taken off.
      const after = change.after.attendees;
      const removed = change.before.attendees.filter((b) => !after.some((a) => a.email === b.email));
      return [...after, ...removed];
    }
    case 'delete':
      return change.before.attendees;
  }
}

/** "Sam", "Sam and Dana", "Sam, Dana and 3 others". */
function listNames(guests: readonly Attendee[]): string {
  const names = guests.map((g) => g.name ?? nameFromEmail(g.email));
  if (names.length === 1) return names[0] ?? 'Your guest';
  if (names.length === 2) return `${names[0] ?? ''} and ${names[1] ?? ''}`;
  const others = names.length - 2;
  return `${names.slice(0, 2).join(', ')} and ${String(others)} other${others === 1 ? '' : 's'}`;
}
