import type { ParsedAttendee, ParsedPart } from '../nlu/parsed-request';
import { whichPersonText } from './query/match-people';
import { resolvePerson, type PeopleDirectory } from './query/people-directory';

export type NamedAttendees = { kind: 'ok'; request: ParsedPart } | { kind: 'ask'; text: string };

/**
 * People named without an address in a new event ("lunch with Sam"), looked up among the calendar's
 * guests: one person of that name is invited by their address; several are a question (inviting the
 * wrong Omar is worse than asking); nobody known keeps the name in the title and invites no one, as
 * before, because an address is never invented.
 */
export async function resolveNamedAttendees(
  request: ParsedPart,
  directory: () => Promise<PeopleDirectory>,
): Promise<NamedAttendees> {
  const attendees = request.entities.attendees ?? [];
  if (!attendees.some((a) => a.email === undefined && a.name !== undefined)) return { kind: 'ok', request };
  const people = await directory();
  const resolved: ParsedAttendee[] = [];
  for (const a of attendees) {
    if (a.email !== undefined || a.name === undefined) {
      resolved.push(a);
      continue;
    }
    const found = resolvePerson(people, { name: a.name });
    switch (found.kind) {
      case 'one':
        resolved.push({ email: found.person.email, name: found.person.names[0] ?? a.name });
        break;
      case 'several':
        return { kind: 'ask', text: whichPersonText(a.name, found.people) };
      case 'none':
        resolved.push(a);
        break;
    }
  }
  return { kind: 'ok', request: { ...request, entities: { ...request.entities, attendees: resolved } } };
}
