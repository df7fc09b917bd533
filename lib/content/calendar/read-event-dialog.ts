import { pagePersonSchema, type ContentRequest, type PagePerson } from '../../messaging/content-protocol';
import { CALENDAR } from '../selectors';

export type DialogEvent = Extract<ContentRequest, { kind: 'reschedule' }>['event'];

/** The protocol's rule for an address: a guest shown without a valid one is left out, not the whole event. */
const emailSchema = pagePersonSchema.shape.email;

const textOf = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Google's data-eventid is the base64 of "<eventId> <calendar>" (the `eid` of its event links, with
 * the padding dropped). Anything else (another encoding, a change on Google's side) gives no id
 * rather than a wrong one: the pipeline then finds the event by its title and time.
 */
export function decodeEventId(raw: string | null): string | undefined {
  if (raw === null || !/^[A-Za-z0-9+/_-]{4,2800}={0,2}$/.test(raw)) return undefined;
  const base64 = raw.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  let decoded: string;
  try {
    decoded = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  } catch {
    return undefined;
  }
  const m = /^([\w-]{1,1024}) (\S+)$/.exec(decoded);
  return m?.[1];
}

/** Text lines of the "when" block: its innermost divs, the title's own line left out. */
function whenLine(block: Element | null, title: Element | null): string | undefined {
  if (block === null) return undefined;
  const line = Array.from(block.querySelectorAll('div'))
    .filter((div) => div.querySelector('div') === null)
    .filter((div) => title === null || !(div.contains(title) || title.contains(div)))
    .map(textOf)
    .find((text) => text !== '');
  return line?.slice(0, 200);
}

/** A guest's shown name: the first text in the entry (not the avatar's initial), unless it is only the address. */
function guestName(guest: Element, email: string): string | undefined {
  const name = Array.from(guest.querySelectorAll('*'))
    .filter((el) => el.children.length === 0 && el.closest('[aria-hidden="true"]') === null)
    .map(textOf)
    .find((text) => text !== '');
  return name === undefined || name.toLowerCase() === email.toLowerCase() ? undefined : name.slice(0, 200);
}

function readGuests(scope: Element): PagePerson[] {
  const seen = new Set<string>();
  const guests: PagePerson[] = [];
  for (const entry of scope.querySelectorAll(CALENDAR.eventGuest.selector)) {
    const email = emailSchema.safeParse(entry.getAttribute('data-email')?.trim());
    if (!email.success || seen.has(email.data.toLowerCase())) continue;
    seen.add(email.data.toLowerCase());
    const name = guestName(entry, email.data);
    guests.push(name === undefined ? { email: email.data } : { email: email.data, name });
    if (guests.length === 100) break;
  }
  return guests;
}

/**
 * What an event's details dialog shows: title, the time as worded ("Tuesday, November 24 ⋅ 10:00 –
 * 10:30am"), guests, and the event id when the page carries one. `details` is the element holding
 * data-eventid; the rest is read within its dialog. Undefined without a title: there is nothing to
 * name the event by.
 */
export function readEventDialog(details: Element): DialogEvent | undefined {
  const scope = details.closest(CALENDAR.eventDialog.selector) ?? details;
  const titleElement = scope.querySelector(CALENDAR.eventTitle.selector);
  const title = textOf(titleElement).slice(0, 300);
  if (title === '') return undefined;
  const when = whenLine(scope.querySelector(CALENDAR.eventWhen.selector), titleElement);
  const eventId = decodeEventId(details.getAttribute('data-eventid'));
  return {
    title,
    ...(when === undefined ? {} : { when }),
    attendees: readGuests(scope),
    ...(eventId === undefined ? {} : { eventId }),
  };
}
