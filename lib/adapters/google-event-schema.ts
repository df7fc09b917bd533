import { z } from 'zod';

// Google Calendar v3 resources as they enter Kairos. Only the fields Kairos reads are declared;
// z.object drops the rest, so a new field from Google never breaks a read, and a missing required
// one fails at the door instead of deep inside the pipeline.
// Reference: https://developers.google.com/workspace/calendar/api/v3/reference

const rfc3339Schema = z.iso.datetime({ offset: true });

/** null is how a patch clears a field; read back, it means the same as absent. */
function absentIfNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? undefined);
}

/** start, end and originalStartTime: a date for all-day events, a dateTime for timed ones. */
export const googleEventDateTimeSchema = z.object({
  date: absentIfNull(z.iso.date()),
  dateTime: absentIfNull(rfc3339Schema),
  timeZone: absentIfNull(z.string()),
});
export type GoogleEventDateTime = z.infer<typeof googleEventDateTimeSchema>;

export const googleAttendeeSchema = z.object({
  email: z.string().optional(),
  displayName: z.string().optional(),
  responseStatus: z.enum(['needsAction', 'declined', 'tentative', 'accepted']).optional(),
  self: z.boolean().optional(),
  organizer: z.boolean().optional(),
  optional: z.boolean().optional(),
  /** A room or other resource: it books a place, it is not a person. */
  resource: z.boolean().optional(),
});
export type GoogleAttendee = z.infer<typeof googleAttendeeSchema>;

/**
 * Kept whole (looseObject), not just the fields read: splitting a series copies it to the new
 * series so the video call carries on, and Google needs its conferenceId and solution to do that.
 */
export const googleConferenceDataSchema = z.looseObject({
  entryPoints: z
    .array(z.looseObject({ entryPointType: z.string().optional(), uri: z.string().optional(), label: z.string().optional() }))
    .optional(),
  conferenceSolution: z.looseObject({ name: z.string().optional() }).optional(),
  createRequest: z.looseObject({ status: z.object({ statusCode: z.string() }).optional() }).optional(),
});

export const googleEventSchema = z.object({
  id: z.string().min(1),
  etag: z.string().min(1),
  /** confirmed | tentative | cancelled; a cancelled event is a deleted one (or a removed instance). */
  status: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  location: z.string().optional(),
  // Optional because cancelled instances in a list carry little more than their id and status.
  start: googleEventDateTimeSchema.optional(),
  end: googleEventDateTimeSchema.optional(),
  recurrence: z.array(z.string()).optional(),
  /** opaque (busy) or transparent (free); absent means opaque. */
  transparency: z.string().optional(),
  iCalUID: z.string().optional(),
  updated: rfc3339Schema.optional(),
  htmlLink: z.string().optional(),
  organizer: z
    .object({ email: z.string().optional(), displayName: z.string().optional(), self: z.boolean().optional() })
    .optional(),
  attendees: z.array(googleAttendeeSchema).optional(),
  recurringEventId: z.string().optional(),
  originalStartTime: googleEventDateTimeSchema.optional(),
  hangoutLink: z.string().optional(),
  conferenceData: googleConferenceDataSchema.optional(),
});
export type GoogleEvent = z.infer<typeof googleEventSchema>;

/** events.list and events.instances: one page. `timeZone` is the calendar's own zone. */
export const googleEventsPageSchema = z.object({
  items: z.array(googleEventSchema).default([]),
  nextPageToken: z.string().optional(),
  timeZone: z.string().optional(),
});

export const googleCalendarListPageSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().min(1),
        summary: z.string().optional(),
        /** The name the person gave it in their own list, which they see instead of the summary. */
        summaryOverride: z.string().optional(),
        primary: z.boolean().optional(),
        accessRole: z.enum(['freeBusyReader', 'reader', 'writer', 'owner']),
        timeZone: z.string().optional(),
        backgroundColor: z.string().optional(),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
});

/** settings.get: every setting's value is a string (the timezone one is an IANA name). */
export const googleSettingSchema = z.object({ value: z.string().min(1) });

export const googleFreeBusyResponseSchema = z.object({
  calendars: z
    .record(
      z.string(),
      z.object({
        busy: z.array(z.object({ start: rfc3339Schema, end: rfc3339Schema })).default([]),
        errors: z.array(z.object({ domain: z.string().optional(), reason: z.string() })).default([]),
      }),
    )
    .default({}),
});

/** Google's error body: {error: {code, message, errors: [{reason, message}], status}}. */
export const googleErrorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).default([]),
  }),
});
export type GoogleErrorBody = z.infer<typeof googleErrorBodySchema>;
