import type { CalendarEvent, EventOccurrence } from '../../domain/calendar-event';
import type { PersonRef } from '../event-query';
import { hasConsecutiveWords, wordsOf } from './fold-text';
import { isWithOrganisation, organisationNamed } from './match-organisation';
import { displayNameOf, resolvePerson, type DirectoryPerson, type PeopleDirectory } from './people-directory';

export type PeopleMatch =
  | {
      kind: 'ok';
      /** One test per person named; an event must pass them all ("with Omar and Priya"). */
      tests: ((event: CalendarEvent) => boolean)[];
      /** How each person is called in messages, in the order named. */
      names: string[];
    }
  | { kind: 'ask'; text: string };

/**
 * The people a query names, turned into tests on events. A person the directory knows is on an
 * event as a guest or its organizer, or named in its title ("Omar / Priya sync" on the person's
 * own calendar). A name nobody has but guests' mail domains do is an organisation ("with
 * Brightline", match-organisation.ts). A name the directory does not know may still be a title word ("Coffee with Sam"
 * on a calendar with no guests); only when no event at all says it is the person asked, because
 * inventing an address would put a stranger on the invitation.
 */
export function matchQueryPeople(
  refs: readonly PersonRef[],
  directory: PeopleDirectory,
  occurrences: readonly EventOccurrence[],
): PeopleMatch {
  const titleHas = createTitleWordTest();
  const tests: ((event: CalendarEvent) => boolean)[] = [];
  const names: string[] = [];
  for (const ref of refs) {
    const said = wordsOf(ref.name ?? '');
    const resolution = resolvePerson(directory, ref);
    switch (resolution.kind) {
      case 'several':
        return { kind: 'ask', text: whichPersonText(ref.name ?? '', resolution.people) };
      case 'one': {
        const email = resolution.person.email;
        tests.push((event) => isOnEvent(event, email) || titleHas(event.title, said));
        names.push(ref.name !== undefined && said.length > 0 ? displayNameOf(resolution.person) : email);
        break;
      }
      case 'none': {
        // "with Brightline": nobody is called that, but guests come from brightline.test.
        const organisation = ref.name === undefined ? undefined : organisationNamed(ref.name, directory.byEmail.keys());
        if (organisation !== undefined) {
          tests.push((event) => isWithOrganisation(event, organisation, said, directory.selfEmails));
          names.push(ref.name ?? organisation);
          break;
        }
        if (!occurrences.some((o) => titleHas(o.event.title, said))) {
          return { kind: 'ask', text: unknownPersonText(ref.name ?? '') };
        }
        tests.push((event) => titleHas(event.title, said));
        names.push(ref.name ?? '');
        break;
      }
    }
  }
  return { kind: 'ok', tests, names };
}

function isOnEvent(event: CalendarEvent, email: string): boolean {
  return event.attendees.some((a) => a.email.toLowerCase() === email) || event.organizer?.email?.toLowerCase() === email;
}

/** Whether a title has the name's words together; titles repeat across a series, so each is split once. */
function createTitleWordTest(): (title: string, name: readonly string[]) => boolean {
  const split = new Map<string, string[]>();
  return (title, name) => {
    let words = split.get(title);
    if (words === undefined) {
      words = wordsOf(title);
      split.set(title, words);
    }
    return hasConsecutiveWords(words, name);
  };
}

/** "Which Omar do you mean: omar@acme.com (Omar Haddad) or omar.s@beta.io (Omar Said)?" */
export function whichPersonText(said: string, people: readonly DirectoryPerson[]): string {
  const options = people.map((p) => (p.names[0] === undefined ? p.email : `${p.email} (${p.names[0]})`));
  return `Which ${said.trim()} do you mean: ${joinOr(options)}?`;
}

export function unknownPersonText(said: string): string {
  return `I don't know who ${said.trim()} is on your calendar. What is their email address?`;
}

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}
