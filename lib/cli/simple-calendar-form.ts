import { z } from 'zod';
import {
  eventIdSchema,
  isoDateSchema,
  type Attendee,
  type CalendarEvent,
  type EventDraft,
  type EventTime,
} from '../core/domain/calendar-event';
import { DAY_MS, isoDateInZone, isoDateToInstant, toZonedIso } from '../core/time/zoned';
import { isoInstantSchema } from './cli-time';

// The calendar JSON a person writes by hand (README "The `kairos` CLI"):
// [{id?, title, start, end, attendees?: [email | {email, name?}], location?, allDay?}]
// Timed events are ISO times with an offset; all-day events are dates YYYY-MM-DD, end exclusive.

const show = (value: unknown): string => JSON.stringify(value);

/** zod's message for a field of the wrong type: "is missing", or "is not <what> (got …)". */
const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'is missing' : `is not ${what} (got ${show(issue.input)})`;

const simpleAttendeeSchema = z.preprocess(
  (attendee) => (typeof attendee === 'string' ? { email: attendee } : attendee),
  z.strictObject(
    {
      email: z.email({ error: expected('an email address') }),
      name: z.string({ error: expected('text') }).optional(),
    },
    { error: expected('an email address or {email, name}') },
  ),
);

/** One event of the simple form, as read: times checked against each other by `toEventTime`. */
export const simpleEventSchema = z.strictObject({
  id: z
    .string({ error: expected('text') })
    .refine((id) => eventIdSchema.safeParse(id).success, {
      error: (issue) => `is not an event id: 1–1024 characters, no spaces or slashes (got ${show(issue.input)})`,
    })
    .optional(),
  title: z.string({ error: expected('text') }),
  start: z.string({ error: expected('an ISO time with offset or a date YYYY-MM-DD') }),
  end: z.string({ error: expected('an ISO time with offset or a date YYYY-MM-DD') }).optional(),
  attendees: z.array(simpleAttendeeSchema, { error: expected('a list') }).optional(),
  location: z.string({ error: expected('text') }).optional(),
  allDay: z.boolean({ error: expected('true or false') }).optional(),
});
export type SimpleEvent = z.input<typeof simpleEventSchema>;

const FIELDS = Object.keys(simpleEventSchema.shape).join(', ');

/** An event of the simple form as the calendar holds it, less the id (which may be absent) and etag. */
export type SimpleEventDraft = Omit<EventDraft, 'id'> & { id?: EventDraft['id'] };

/**
 * Reads one element of a simple-form file. A problem comes back as "<field> <what is wrong>",
 * e.g. `start is not an ISO time with offset (got "2026-11-24 10:00")`.
 */
export function readSimpleEvent(raw: unknown, timeZone: string): { draft: SimpleEventDraft } | { problem: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { problem: `is not an object (got ${show(raw)})` };
  if ('time' in raw) return { problem: 'has "time", as in Kairos\'s own form, but other events do not: use one form per file' };
  const parsed = simpleEventSchema.safeParse(raw);
  if (!parsed.success) return { problem: describeIssue(parsed.error.issues) };
  const event = parsed.data;
  const time = toEventTime(event, timeZone);
  if ('problem' in time) return time;
  const eventId = event.id === undefined ? undefined : eventIdSchema.parse(event.id);
  return {
    draft: {
      ...(eventId === undefined ? {} : { id: eventId }),
      title: event.title,
      time,
      attendees: (event.attendees ?? []).map((a): Attendee =>
        a.name === undefined ? { email: a.email } : { email: a.email, name: a.name },
      ),
      ...(event.location === undefined ? {} : { location: event.location }),
      transparency: 'opaque',
    },
  };
}

function describeIssue(issues: readonly z.core.$ZodIssue[]): string {
  // zod lists unknown keys after the fields' own problems; the first field in the file is not known here.
  const [issue] = issues;
  if (issue === undefined) return 'is not a simple-form event';
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length === 0 ? '' : ` in ${fieldName(issue.path)}`;
    return `has an unknown field "${issue.keys[0] ?? ''}"${where} (the simple form has ${FIELDS})`;
  }
  return `${fieldName(issue.path)} ${issue.message}`;
}

/** "start", "attendee 2", "attendee 2's name": attendees are counted from 1, like events. */
function fieldName(path: readonly PropertyKey[]): string {
  const [field, index, inner] = path;
  if (field === 'attendees' && typeof index === 'number') {
    const attendee = `attendee ${String(index + 1)}`;
    return inner === 'name' ? `${attendee}'s name` : attendee;
  }
  return path.map(String).join('.');
}

function toEventTime(event: z.output<typeof simpleEventSchema>, timeZone: string): EventTime | { problem: string } {
  const isDate = (s: string): boolean => isoDateSchema.safeParse(s).success;
  const allDay = event.allDay ?? isDate(event.start);
  if (allDay) {
    const because = event.allDay === true ? ', as allDay is true' : '';
    if (!isDate(event.start)) return { problem: `start is not a date YYYY-MM-DD${because} (got ${show(event.start)})` };
    // allDay: true with no end is that one day.
    const endDate = event.end ?? (event.allDay === true ? nextDate(event.start) : undefined);
    if (endDate === undefined) return { problem: 'end is missing' };
    if (!isDate(endDate)) return { problem: `end is not a date YYYY-MM-DD, as start is (got ${show(endDate)})` };
    if (endDate <= event.start)
      return { problem: `end is not after start (all-day ends are exclusive: the day after the last day; got ${show(endDate)})` };
    return { kind: 'allDay', startDate: event.start, endDate };
  }
  const start = isoInstantSchema.safeParse(event.start);
  if (!start.success) return { problem: `start is not an ISO time with offset (got ${show(event.start)})` };
  if (event.end === undefined) return { problem: 'end is missing' };
  const end = isoInstantSchema.safeParse(event.end);
  if (!end.success) return { problem: `end is not an ISO time with offset (got ${show(event.end)})` };
  if (end.data <= start.data) return { problem: `end is not after start (got ${show(event.end)})` };
  return { kind: 'timed', start: start.data, end: end.data, timeZone };
}

function nextDate(date: string): string {
  return isoDateInZone(isoDateToInstant(date, 'UTC') + DAY_MS, 'UTC');
}

/** An event in the simple form: times as ISO with `timeZone`'s offset, all-day events as dates. */
export function toSimpleEvent(event: CalendarEvent, timeZone: string): SimpleEvent {
  const { time } = event;
  return {
    title: event.title,
    ...(time.kind === 'timed'
      ? { start: toZonedIso(time.start, timeZone), end: toZonedIso(time.end, timeZone) }
      : { start: time.startDate, end: time.endDate }),
    ...(event.attendees.length === 0
      ? {}
      : { attendees: event.attendees.map((a) => (a.name === undefined ? a.email : { email: a.email, name: a.name })) }),
    ...(event.location === undefined ? {} : { location: event.location }),
    id: event.id,
  };
}

/** Fields of a calendar event the simple form holds (etag and updatedAt are the calendar's own). */
const KEPT = new Set(['id', 'title', 'time', 'attendees', 'location', 'etag', 'updatedAt']);

/**
 * What writing `event` in the simple form would lose ("recurrence", "attendee sam@acme.com's
 * optional"), if anything: a repeating event must not come back as a single one.
 */
export function simpleFormLoss(event: CalendarEvent): string | undefined {
  const fields: [string, unknown][] = Object.entries(event);
  for (const [field, value] of fields) {
    if (KEPT.has(field) || value === undefined) continue;
    if (field === 'transparency' && value === 'opaque') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    return field;
  }
  for (const attendee of event.attendees) {
    const attendeeFields: [string, unknown][] = Object.entries(attendee);
    const extra = attendeeFields.find(([field, value]) => field !== 'email' && field !== 'name' && value !== undefined);
    if (extra !== undefined) return `attendee ${attendee.email}'s ${extra[0]}`;
  }
  return undefined;
}
