import type { ParsedAttendee, ParsedPart } from '../nlu/parsed-request';
import { wordsOf } from './query/fold-text';
import { whichPersonText } from './query/match-people';
import { organisationNamed, organisationOf } from './query/match-organisation';
import { resolvePerson, type DirectoryPerson, type PeopleDirectory, type PersonResolution } from './query/people-directory';
import { isOneEditApart } from './one-edit-apart';

/** "Sam's team", "Priya's reports": someone's people, not a person. */
const GROUP = /'s\s+\p{Ll}+$/u;

/** "Dr. Patel", "Mr Lee": a title before the name, which the calendar's guests are not listed by. */
const HONORIFIC = /^(?:dr|mr|mrs|ms|mx|prof)\.?\s+/i;
/** Titles of people one visits rather than invites. */
const VISITED = /^(?:dr|prof)\.?\s+/i;

export type NamedAttendees =
  | {
      kind: 'ok';
      request: ParsedPart;
      /** Names read as a near spelling of someone the calendar knows ("Hanah" as Hannah Becker), to say on the card. */
      assumed?: { said: string; person: string }[];
    }
  | { kind: 'ask'; text: string };

/** Shorter names are too close to each other ("Sam", "Pam", "Tam") for a slip to say which was meant. */
const MIN_SLIP_LENGTH = 4;

/**
 * People named without an address in a new event ("lunch with Sam"), looked up among the calendar's
 * guests: one person of that name is invited by their address; several are a question (inviting the
 * wrong Omar is worse than asking); nobody known is a question too, for the address, because an
 * address is never invented and an event "with Zoe" that invites no Zoe is not what was asked.
 * The request's words (`said`) may tell several apart by organisation: "Omar from Brightline".
 */
export async function resolveNamedAttendees(
  request: ParsedPart,
  directory: () => Promise<PeopleDirectory>,
  said = '',
): Promise<NamedAttendees> {
  const attendees = request.entities.attendees ?? [];
  if (!attendees.some((a) => a.email === undefined && a.name !== undefined)) return { kind: 'ok', request };
  const people = await directory();
  const resolved: ParsedAttendee[] = [];
  const unknown: string[] = [];
  const assumed: { said: string; person: string }[] = [];
  for (const a of attendees) {
    // "Sam's team" is a group the title names; there is no one address to ask for.
    if (a.email !== undefined || a.name === undefined || GROUP.test(a.name)) {
      resolved.push(a);
      continue;
    }
    const exact = resolveWithOrganisation(people, a.name.replace(HONORIFIC, ''), said);
    // "hanah and mei": a first name one slip away from exactly one person's is that person.
    const near = exact.kind === 'none' && !VISITED.test(a.name) ? nearFirstName(people, a.name) : undefined;
    if (near !== undefined) assumed.push({ said: a.name, person: near.person.names[0] ?? near.person.email });
    const found = near ?? exact;
    // "the dentist with Dr. Patel": a doctor nobody invites is seen, not sent an invitation.
    if (found.kind === 'none' && VISITED.test(a.name)) {
      resolved.push(a);
      continue;
    }
    switch (found.kind) {
      case 'one':
        resolved.push({ email: found.person.email, name: found.person.names[0] ?? a.name });
        break;
      case 'several':
        return { kind: 'ask', text: whichPersonText(a.name, found.people) };
      case 'none':
        unknown.push(a.name);
        break;
    }
  }
  if (unknown.length > 0) return { kind: 'ask', text: unknownGuestsText(unknown) };
  const ok = { kind: 'ok' as const, request: { ...request, entities: { ...request.entities, attendees: resolved } } };
  return assumed.length > 0 ? { ...ok, assumed } : ok;
}

/**
 * The one person whose first name is one slip away from a single word said; two such people (or
 * none) and the name stays unknown, so the person is asked rather than the wrong guest invited.
 */
function nearFirstName(people: PeopleDirectory, name: string): { kind: 'one'; person: DirectoryPerson } | undefined {
  const said = wordsOf(name);
  const word = said[0];
  if (said.length !== 1 || word === undefined || word.length < MIN_SLIP_LENGTH) return undefined;
  const near = people.nameIndex.filter((e) => !e.person.isSelf && e.names.some((n) => isOneEditApart(word, n[0] ?? '')));
  const [only] = near;
  return only !== undefined && near.length === 1 ? { kind: 'one', person: only.person } : undefined;
}

/**
 * A name, told apart by the organisation said with it when several people have it: "Omar from
 * Brightline", "omar at kairos", "Brightline's Omar" (read as one name, "Brightline's Omar").
 * The organisation is matched against each person's mail domain; it never picks among people it
 * does not tell apart.
 */
function resolveWithOrganisation(people: PeopleDirectory, name: string, said: string): PersonResolution {
  const possessive = /^(.+?)'s\s+(\S.*)$/.exec(name);
  const person = possessive?.[2] ?? name;
  const found = resolvePerson(people, { name: person });
  if (found.kind === 'one') return found;
  if (found.kind === 'none') return possessive === null ? found : resolvePerson(people, { name });
  const orgWords = possessive?.[1] !== undefined ? [possessive[1]] : organisationWordsAfter(person, said);
  for (const words of orgWords) {
    const label = organisationNamed(
      words,
      found.people.map((p) => p.email),
    );
    const picked = label === undefined ? [] : found.people.filter((p) => organisationOf(p.email) === label);
    const [only] = picked;
    if (only !== undefined && picked.length === 1) return { kind: 'one', person: only };
  }
  return found;
}

/** "Omar from Brightline Systems on friday" → "Brightline Systems on", "Brightline Systems", "Brightline". */
function organisationWordsAfter(name: string, said: string): string[] {
  const words = wordsOf(name);
  const text = wordsOf(said);
  for (let i = 0; i + words.length < text.length; i++) {
    if (!words.every((w, j) => text[i + j] === w)) continue;
    const next = text[i + words.length];
    if (next !== 'from' && next !== 'at' && next !== 'of') continue;
    const after = text.slice(i + words.length + 1, i + words.length + 4);
    return after.map((_, n) => after.slice(0, after.length - n).join(' '));
  }
  return [];
}

/** "Nobody called Zoe is on your calendar's events, so I have no address to invite. What is Zoe's email address?" */
export function unknownGuestsText(names: readonly string[]): string {
  const said = names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
  const whose = names.length === 1 ? `${said}'s email address` : `the email addresses of ${names.join(' and ')}`;
  return `Nobody called ${said} is on your calendar's events, so I have no address to invite. What is ${whose}?`;
}
