import { z } from 'zod';

/** Calendar event ids: Google-compatible base32hex (a–v, 0–9), 5–1024 chars, so a local id can become a Google id. */
export const eventIdSchema = z
  .string()
  .regex(/^[a-v0-9]{5,1024}$/, 'event ids are base32hex (a-v, 0-9), at least 5 characters')
  .brand<'EventId'>();
export type EventId = z.infer<typeof eventIdSchema>;

/** A calendar date (YYYY-MM-DD) with no time and no zone: how all-day events are dated. */
export const isoDateSchema = z.iso.date();

export const attendeeSchema = z.object({
  email: z.email(),
  name: z.string().optional(),
  responseStatus: z.enum(['needsAction', 'declined', 'tentative', 'accepted']).optional(),
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
  /** Changes on every write; a suggestion remembers it to refuse acting on a stale event. */
  etag: z.string(),
  updatedAt: z.number().int(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** What a caller hands the calendar to create: the calendar assigns etag and updatedAt. */
export const eventDraftSchema = calendarEventSchema.omit({ etag: true, updatedAt: true });
export type EventDraft = z.infer<typeof eventDraftSchema>;

/** One concrete happening of an event in a range: a recurring event yields one per instance. */
export interface EventOccurrence {
  event: CalendarEvent;
  start: number;
  end: number;
  allDay: boolean;
}
