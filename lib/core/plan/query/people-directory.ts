import type { CalendarEvent } from '../../domain/calendar-event';
import { nameFromEmail } from '../../nlu/extract-attendees';
import type { PersonRef } from '../event-query';
import { wordsOf } from './fold-text';

/** Someone the calendar has seen: as a guest or as an organizer. */
export interface DirectoryPerson {
  /** Lower case: addresses are compared without case, as mail servers treat them in practice. */
  email: string;
  /** Names seen for the address, most often seen first; derived from the address when none was given. */
  names: string[];
  /** How many events name them (a repeating event counts once). */
  seen: number;
  /** The calendar's owner (Google's `self`, or the address the person gave as theirs). */
  isSelf: boolean;
}

export interface PeopleDirectory {
  /** Most seen first: the order names are offered to a model. */
  people: readonly DirectoryPerson[];
  byEmail: ReadonlyMap<string, DirectoryPerson>;
  /** The person's own addresses: never "a guest besides the person". */
  selfEmails: ReadonlySet<string>;
  /** Each person with the folded words of every name they go by, prepared once for resolvePerson. */
  nameIndex: readonly { person: DirectoryPerson; names: readonly (readonly string[])[] }[];
}

export type PersonResolution =
  { kind: 'one'; person: DirectoryPerson } | { kind: 'several'; people: DirectoryPerson[] } | { kind: 'none' };

/**
 * Google lists meeting rooms as guests; a room is never the person someone means by a name, nor
 * makes an event a meeting (https://support.google.com/a/answer/1033925 names this domain).
 */
export function isRoomAddress(email: string): boolean {
  return email.toLowerCase().endsWith('@resource.calendar.google.com');
}

/**
 * Everyone on the calendar's own events, so "Omar" can become an address without asking the person
 * or a contacts service. Only addresses that appear are known: a name never becomes a guessed one.
 */
export function buildPeopleDirectory(events: readonly CalendarEvent[], selfEmail?: string): PeopleDirectory {
  const selfEmails = new Set<string>(selfEmail === undefined ? [] : [selfEmail.toLowerCase()]);
  const found = new Map<string, { names: Map<string, number>; seen: number; isSelf: boolean }>();
  for (const event of events) {
    const onEvent = new Set<string>();
    const sightings = [
      ...event.attendees.map((a) => ({ email: a.email, name: a.name, self: a.self === true })),
      ...(event.organizer?.email === undefined
        ? []
        : [{ email: event.organizer.email, name: event.organizer.name, self: event.organizer.self === true }]),
    ];
    for (const s of sightings) {
      const email = s.email.toLowerCase();
      if (isRoomAddress(email)) continue;
      const entry = found.get(email) ?? { names: new Map<string, number>(), seen: 0, isSelf: false };
      found.set(email, entry);
      const name = s.name?.trim();
      if (name !== undefined && name !== '') entry.names.set(name, (entry.names.get(name) ?? 0) + 1);
      if (!onEvent.has(email)) entry.seen += 1;
      onEvent.add(email);
      if (s.self) {
        entry.isSelf = true;
        selfEmails.add(email);
      }
    }
  }
  const people = [...found].map(([email, entry]): DirectoryPerson => ({
    email,
    names: namesInOrder(entry.names, email),
    seen: entry.seen,
    isSelf: entry.isSelf || selfEmails.has(email),
  }));
  people.sort((a, b) => b.seen - a.seen || a.email.localeCompare(b.email));
  return {
    people,
    byEmail: new Map(people.map((p) => [p.email, p])),
    selfEmails,
    // The derived name is searched even when Google gave one: "omar.haddad@" with the display name
    // "OH" is still "Omar Haddad" to the person asking.
    nameIndex: people.map((person) => ({
      person,
      names: [...person.names, nameFromEmail(person.email)].map(wordsOf).filter((w) => w.length > 0),
    })),
  };
}

function namesInOrder(names: ReadonlyMap<string, number>, email: string): string[] {
  const given = [...names].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  if (given.length > 0) return given;
  const derived = nameFromEmail(email);
  return derived === '' ? [] : [derived];
}

/**
 * Who a reference means. An address is itself, seen or not (the person typed it). A name is folded
 * (case, accents) and matched: a full name beats a first or last name, and several people matching
 * equally well are several, for the caller to ask about, never to guess between. The person's own
 * entry only answers when nobody else does, since "with Priya" is rarely about oneself.
 */
const COURTESY = new Set(['mr', 'mrs', 'ms', 'mx', 'miss', 'dr', 'prof']);

export function resolvePerson(directory: PeopleDirectory, ref: PersonRef): PersonResolution {
  if (ref.email !== undefined) {
    const email = ref.email.toLowerCase();
    const person = directory.byEmail.get(email) ?? {
      email,
      names: ref.name === undefined ? [] : [ref.name],
      seen: 0,
      isSelf: directory.selfEmails.has(email),
    };
    return { kind: 'one', person };
  }
  // "Mrs. Kim", "Mr Nakamura": the courtesy title is no word of anyone's name.
  const said = wordsOf(ref.name ?? '').filter((w, i, all) => !(i === 0 && all.length > 1 && COURTESY.has(w)));
  if (said.length === 0) return { kind: 'none' };
  const full = said.length > 1 ? directory.nameIndex.filter((e) => e.names.some((n) => sameWords(n, said))) : [];
  const partial = directory.nameIndex.filter((e) => e.names.some((n) => isPartOfName(said, n)));
  const best = full.length > 0 ? full : partial;
  const others = best.filter((e) => !e.person.isSelf);
  const people = (others.length > 0 ? others : best).map((e) => e.person);
  const [only] = people;
  if (only === undefined) return { kind: 'none' };
  return people.length === 1 ? { kind: 'one', person: only } : { kind: 'several', people };
}

/**
 * One word is a first or a last name ("Omar", "Haddad"). Several words must each be a word of the
 * name, in order, where a single letter may stand for one ("Omar H", "Priya Shah" for "Priya R. Shah").
 */
function isPartOfName(said: readonly string[], name: readonly string[]): boolean {
  if (said.length === 1) return said[0] === name[0] || said[0] === name.at(-1);
  let at = 0;
  for (const word of said) {
    while (at < name.length && !fits(word, name[at] ?? '')) at++;
    if (at === name.length) return false;
    at++;
  }
  return true;
}

function fits(said: string, nameWord: string): boolean {
  return said === nameWord || (said.length === 1 && nameWord.startsWith(said));
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/** What a person is called in a message: the name seen most often, else the address. */
export function displayNameOf(person: DirectoryPerson): string {
  return person.names[0] ?? person.email;
}

/**
 * "Omar Haddad <omar@acme.com>" for the people seen most often, for a model's prompt, so it can
 * write addresses the calendar really has. The person's own addresses are left out.
 */
export function directoryNames(directory: PeopleDirectory, limit: number): string[] {
  return directory.people
    .filter((p) => !p.isSelf)
    .slice(0, Math.max(0, limit))
    .map((p) => (p.names[0] === undefined ? p.email : `${p.names[0]} <${p.email}>`));
}
