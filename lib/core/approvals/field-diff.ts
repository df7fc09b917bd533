import type { EventDraft } from '../domain/calendar-event';
import { formatDay } from '../time/format';
import type { FieldChange } from './pending-action';
import { spanOf, timeKey } from './review-context';
import { repeatText } from './repeat-text';
import { formatWhen, nameOf, uniqueByEmail } from './review-words';

type Field = FieldChange['field'];

const LABELS: Readonly<Record<Field, string>> = {
  title: 'Title',
  time: 'Time',
  location: 'Place',
  attendees: 'Guests',
  description: 'Description',
  repeat: 'Repeats',
  video: 'Video call',
  calendar: 'Calendar',
  availability: 'Show as',
};

/** How describeChanges names each field inside a sentence. */
const NAMES: Readonly<Record<Field, string>> = {
  title: 'title',
  time: 'time',
  location: 'place',
  attendees: 'guests',
  description: 'description',
  repeat: 'repeat',
  video: 'video call',
  calendar: 'calendar',
  availability: 'shown as',
};

/** Free text a card quotes, so a title like "Lunch, then walk" cannot blur into the sentence. */
const QUOTED: ReadonlySet<Field> = new Set(['title', 'location', 'description']);

const FIELDS = Object.keys(LABELS) as Field[];
const DESCRIPTION_CHARS = 80;
const MAX_CLAUSES = 4;

/**
 * What a change does to each field of one event, in the person's words: a create lists every field
 * it sets, a delete every field it loses, an update only the fields that differ. The card shows it,
 * and a refused stale write says with it what changed since the suggestion.
 */
export function fieldChanges(before: EventDraft | undefined, after: EventDraft | undefined, timeZone: string): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of FIELDS) {
    let was = before === undefined ? undefined : textOf(before, field, timeZone);
    let now = after === undefined ? undefined : textOf(after, field, timeZone, newLines(before, after));
    if (before !== undefined && after !== undefined) {
      if (!differs(before, after, field) || (was === undefined && now === undefined)) continue;
      if (field === 'attendees' && was === now) {
        // Two guests of the same name (sam@a.com for sam@b.com): only the addresses tell them apart.
        was = guestsOf(before)
          .map((a) => a.email)
          .join(', ');
        now = guestsOf(after)
          .map((a) => a.email)
          .join(', ');
      }
    } else if (!isSet(field, was ?? now)) continue;
    const change: FieldChange = { field, label: LABELS[field] };
    if (was !== undefined) change.before = was;
    if (now !== undefined) {
      change.after =
        field === 'time' && before !== undefined && after !== undefined ? shortenSameDay(before, after, now, timeZone) : now;
    }
    out.push(change);
  }
  return out;
}

/**
 * One short sentence of what changed ("time was Tue 24 Nov, 09:00–09:30, now 10:00–10:30; title
 * was "A", now "B""), for messages that cannot show the card's table, such as refusing a stale
 * write; empty when nothing the card shows changed.
 */
export function describeChanges(changes: readonly FieldChange[]): string {
  // Time first: it is what a person most needs to hear changed under them.
  const ordered = [...changes].sort((a, b) => Number(b.field === 'time') - Number(a.field === 'time'));
  const clauses = ordered.slice(0, MAX_CLAUSES).map((c) => {
    const show = (text: string): string => (QUOTED.has(c.field) ? `"${text}"` : text);
    const name = NAMES[c.field];
    const verb = c.field === 'attendees' ? 'were' : 'was';
    if (c.before === undefined) return `${name} now ${c.after === undefined ? 'none' : show(c.after)}`;
    return `${name} ${verb} ${show(c.before)}, now ${c.after === undefined ? 'none' : show(c.after)}`;
  });
  const more = changes.length - MAX_CLAUSES;
  if (more > 0) clauses.push(`and ${String(more)} more change${more === 1 ? '' : 's'}`);
  return clauses.join('; ');
}

/**
 * A field's value as the card shows it; undefined when the event has nothing there. `fresh`: the
 * recurrence lines a change adds, whose dates the repeat text names first.
 */
function textOf(event: EventDraft, field: Field, zone: string, fresh: readonly string[] = []): string | undefined {
  switch (field) {
    case 'title':
      return nonEmpty(event.title);
    case 'time':
      return formatWhen(spanOf(event, zone), zone);
    case 'location':
      return nonEmpty(event.location);
    case 'attendees':
      return nonEmpty(guestsOf(event).map(nameOf).join(', '));
    case 'description':
      return truncate(nonEmpty(event.description?.replace(/\s+/g, ' ')));
    case 'repeat':
      return repeatText(event, zone, fresh);
    case 'video':
      return videoText(event.conference);
    case 'calendar':
      return nonEmpty(event.calendarId);
    case 'availability':
      return event.transparency === 'transparent' ? 'Free' : 'Busy';
  }
}

/** Whether a create or delete should list the field: being busy and on the usual calendar go without saying. */
function isSet(field: Field, text: string | undefined): boolean {
  return text !== undefined && !(field === 'availability' && text === 'Busy');
}

/** Compares values, not their wording, so reordered guests or a changed RSVP is no change. */
function differs(before: EventDraft, after: EventDraft, field: Field): boolean {
  switch (field) {
    case 'time':
      return JSON.stringify(timeKey(before)) !== JSON.stringify(timeKey(after));
    case 'attendees':
      return emailsOf(before) !== emailsOf(after);
    case 'description':
      return (nonEmpty(before.description) ?? '') !== (nonEmpty(after.description) ?? '');
    case 'repeat':
      return (before.recurrence ?? []).join('\n') !== (after.recurrence ?? []).join('\n');
    case 'calendar':
      // A draft without a calendar is written to the event's own calendar (executeChange), so only
      // naming a different one moves it.
      return after.calendarId !== undefined && after.calendarId !== before.calendarId;
    case 'title':
    case 'location':
    case 'video':
    case 'availability':
      return textOf(before, field, 'UTC') !== textOf(after, field, 'UTC');
  }
}

/** "10:00–10:30" after "Tue 24 Nov, 09:00–09:30": the day is said once when it stays the same. */
function shortenSameDay(before: EventDraft, after: EventDraft, text: string, zone: string): string {
  if (before.time.kind !== 'timed' || after.time.kind !== 'timed') return text;
  const day = formatDay(before.time.start, zone);
  const prefix = `${day}, `;
  const sameDay = formatDay(after.time.start, zone) === day && text.startsWith(prefix) && !text.includes(' – ');
  return sameDay ? text.slice(prefix.length) : text;
}

function guestsOf(event: EventDraft) {
  return uniqueByEmail(event.attendees.filter((a) => a.self !== true));
}

function emailsOf(event: EventDraft): string {
  return guestsOf(event)
    .map((a) => a.email.toLowerCase())
    .sort()
    .join(',');
}

/** The recurrence lines `after` has that `before` has not: what a change adds to a series. */
function newLines(before: EventDraft | undefined, after: EventDraft | undefined): string[] {
  const had = new Set(before?.recurrence ?? []);
  return (after?.recurrence ?? []).filter((l) => !had.has(l));
}

/** A draft's `{}` asks for a Meet link, which the calendar only makes on writing. */
function videoText(conference: EventDraft['conference']): string | undefined {
  if (conference === undefined) return undefined;
  const label = nonEmpty(conference.label);
  if (conference.url === undefined) return label ?? 'Google Meet';
  return `${label ?? 'Video call'}, ${conference.url}`;
}

function truncate(text: string | undefined): string | undefined {
  if (text === undefined || text.length <= DESCRIPTION_CHARS) return text;
  return `${text.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
}

function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
