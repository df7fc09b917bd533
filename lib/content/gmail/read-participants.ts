import { pagePersonSchema, type PagePerson } from '../../messaging/content-protocol';
import { GMAIL } from '../selectors';

/**
 * The protocol's own person schema (the `findTimeWith` request's `people`), so an address the
 * background would refuse drops that one person here instead of failing the whole request.
 */
const personSchema = pagePersonSchema;
/** The protocol's limit on `people`. */
const MAX_PEOPLE = 50;
const NAME_MAX = 200;

export interface ThreadPeople {
  /** Who the button names: the latest message's sender other than the person, else anyone else in the thread. */
  sender: PagePerson | undefined;
  /** Everyone the thread's messages name, sender first, each once, without the person's own address. */
  people: PagePerson[];
}

/**
 * The signed-in account's address, from the account button's label
 * ("Google Account: Jordan Park (jordan@example.com)"). Only the address in parentheses is read, so
 * the label's localised words do not matter.
 */
export function readOwnAddress(root: ParentNode): string | undefined {
  for (const button of root.querySelectorAll(GMAIL.account.selector)) {
    const address = /\(([^()\s]+@[^()\s]+)\)/.exec(button.getAttribute('aria-label') ?? '')?.[1];
    if (address) return address.toLowerCase();
  }
  return undefined;
}

/** The open thread's view around `anchor` (Gmail keeps earlier views hidden in the page). */
export function threadOf(anchor: Element): ParentNode {
  return anchor.closest(GMAIL.threadView.selector) ?? anchor.ownerDocument;
}

/**
 * The people a thread's messages name, read from the email/name attributes Gmail puts on sender and
 * recipient spans. Only those attributes are read: never a message's text, and nothing inside a
 * message body (its content is the sender's, not Gmail's).
 */
export function readThreadPeople(thread: ParentNode, ownAddress: string | undefined): ThreadPeople {
  const isSomeoneElse = (person: PagePerson): boolean => person.email.toLowerCase() !== ownAddress;
  const senders = peopleAt(thread, GMAIL.messageSender.selector).filter(isSomeoneElse);
  const named = peopleAt(thread, GMAIL.messageParticipant.selector).filter(isSomeoneElse);
  // Messages are in time order: the last sender is the one the person would be answering.
  const latestSender = senders.at(-1);
  const people = uniqueByEmail(latestSender ? [latestSender, ...senders, ...named] : [...senders, ...named]);
  return { sender: people[0], people: people.slice(0, MAX_PEOPLE) };
}

/** "Sam" for "Sam Lee" (or "Lee, Sam"); the address's local part when Gmail shows no name. */
export function firstNameOf(person: PagePerson): string {
  const name = person.name?.replace(/^["']+|["']+$/g, '').trim() ?? '';
  if (name !== '' && !name.includes('@')) {
    const given = name.includes(',') ? name.slice(name.indexOf(',') + 1) : name;
    const first = given.trim().split(/\s+/)[0];
    if (first) return first;
  }
  return person.email.slice(0, person.email.indexOf('@'));
}

function peopleAt(root: ParentNode, selector: string): PagePerson[] {
  const people: PagePerson[] = [];
  for (const element of root.querySelectorAll(selector)) {
    if (element.closest(GMAIL.messageBody.selector)) continue;
    const person = personOf(element);
    if (person) people.push(person);
  }
  return people;
}

/** The person an element's email/name attributes name, if the protocol would accept them. */
export function personOf(element: Element): PagePerson | undefined {
  const email = element.getAttribute('email')?.trim() ?? '';
  const name = element.getAttribute('name')?.trim() ?? '';
  // Gmail repeats the address as the name when it has no other; that is no name.
  const hasName = name !== '' && name.length <= NAME_MAX && name.toLowerCase() !== email.toLowerCase();
  const parsed = personSchema.safeParse(hasName ? { email, name } : { email });
  return parsed.success ? parsed.data : undefined;
}

/** Each address once (case-insensitively), keeping the first place it appeared and the first name given for it. */
export function uniqueByEmail(people: readonly PagePerson[]): PagePerson[] {
  const byEmail = new Map<string, PagePerson>();
  for (const person of people) {
    const key = person.email.toLowerCase();
    const seen = byEmail.get(key);
    if (!seen) byEmail.set(key, person);
    else if (seen.name === undefined && person.name !== undefined) byEmail.set(key, { ...seen, name: person.name });
  }
  return [...byEmail.values()];
}
