import { z } from 'zod';

/**
 * A calendar event's id as a calendar reports it. Google's own ids are not all base32hex (an
 * instance of a recurring event is "<id>_20261124T150000Z"), so reading accepts any id that is safe
 * in a URL path segment once encoded; ids Kairos makes are newEventIdSchema.
 */
export const eventIdSchema = z
  .string()
  .regex(/^[^\s/]{1,1024}$/, 'an event id is 1–1024 characters with no spaces or slashes')
  .brand<'EventId'>();
export type EventId = z.infer<typeof eventIdSchema>;

/** Ids Kairos makes: base32hex (a–v, 0–9), 5–1024 chars, which Google accepts as a client-chosen id. */
export const newEventIdSchema = z
  .string()
  .regex(/^[a-v0-9]{5,1024}$/, 'event ids are base32hex (a-v, 0-9), at least 5 characters')
  .pipe(eventIdSchema);

/** A calendar date (YYYY-MM-DD) with no time and no zone: how all-day events are dated. */
export const isoDateSchema = z.iso.date();

export const attendeeSchema = z.object({
  email: z.email(),
  name: z.string().optional(),
  responseStatus: z.enum(['needsAction', 'declined', 'tentative', 'accepted']).optional(),
  /** This attendee is the calendar's owner (Google's `self`): their response is the person's own. */
  self: z.boolean().optional(),
  organizer: z.boolean().optional(),
  /** An optional guest: invited, but their busy time does not rule a slot out. */
  optional: z.boolean().optional(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * When an event happens. Timed events are instants (epoch ms, half-open) plus the zone they were
 * written in, which matters for recurrence across DST. All-day events are calendar dates
 * (end exclusive), as in iCalendar and Google: they mean a different instant in every zone.
 */
export const eventTimeSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('timed'),
      start: z.number().int(),
      end: z.number().int(),
      timeZone: z.string().min(1),
    })
    .refine((t) => t.end > t.start, 'an event must end after it starts'),
  z
    .object({
      kind: z.literal('allDay'),
      startDate: isoDateSchema,
      endDate: isoDateSchema,
    })
    .refine((t) => t.endDate > t.startDate, 'an all-day event must end after it starts'),
]);
export type EventTime = z.infer<typeof eventTimeSchema>;

export const calendarEventSchema = z.object({
  id: eventIdSchema,
  title: z.string(),
  time: eventTimeSchema,
  attendees: z.array(attendeeSchema),
  location: z.string().optional(),
  description: z.string().optional(),
  /** RRULE / RDATE / EXDATE lines, as in iCalendar and Google's `recurrence` field. */
  recurrence: z.array(z.string()).optional(),
  /** `transparent` events ("free") never block time. */
  transparency: z.enum(['opaque', 'transparent']),
  /** iCalendar UID, kept so an exported event keeps its identity across import/export. */
  icalUid: z.string().optional(),
  /** The calendar that holds it (a Google calendar id); absent: the calendar Kairos writes to. */
  calendarId: z.string().min(1).optional(),
  /**
   * A video call. On a draft, `{}` with no url asks the calendar to create a Google Meet link;
   * read back, it carries the link people join with.
   */
  conference: z.object({ url: z.url().optional(), label: z.string().optional() }).optional(),
  /** Set on one instance of a recurring series as Google lists it (singleEvents): the series' id. */
  recurringEventId: z.string().min(1).optional(),
  /** For an instance: where the series put it before any move (epoch ms, or the date of an all-day one). */
  originalStart: z.union([z.number().int(), isoDateSchema]).optional(),
  /** Who organises it; `self` when it is the person. Absent on local events, which are all theirs. */
  organizer: z.object({ email: z.email().optional(), name: z.string().optional(), self: z.boolean().optional() }).optional(),
  /** Where the person can open it in their calendar's own UI. */
  link: z.url().optional(),
  /** Changes on every write; a suggestion remembers it to refuse acting on a stale event. */
  etag: z.string(),
  updatedAt: z.number().int(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** What a caller hands the calendar to create: the calendar assigns etag and updatedAt. */
export const eventDraftSchema = calendarEventSchema.omit({ etag: true, updatedAt: true });
export type EventDraft = z.infer<typeof eventDraftSchema>;

/** One occurrence of a series (Google's instance) or a series itself: edits need a scope. */
export function isRecurring(event: Pick<CalendarEvent, 'recurrence' | 'recurringEventId'>): boolean {
  return (event.recurrence?.length ?? 0) > 0 || event.recurringEventId !== undefined;
}

/** The person said no to it: a declined invitation keeps its place in the list but blocks no time. */
export function declinedBySelf(event: Pick<CalendarEvent, 'attendees'>): boolean {
  return event.attendees.some((a) => a.self === true && a.responseStatus === 'declined');
}

/** One concrete happening of an event in a range: a recurring event yields one per instance. */
export interface EventOccurrence {
  event: CalendarEvent;
  start: number;
  end: number;
  allDay: boolean;
}
