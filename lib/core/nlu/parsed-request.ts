import { z } from 'zod';
import { constraintSchema } from '../domain/constraint';

/** Intent names, the same everywhere (pipeline, CLI, tests): shared/DESIGN.md "The pipeline". */
export const intentSchema = z.enum([
  'create_event',
  'update_event',
  'delete_event',
  'query_events',
  'show_more',
  'suggest_activities',
  'navigate_booking',
  'bulk',
  'help',
]);
export type Intent = z.infer<typeof intentSchema>;

export const grainSchema = z.enum(['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year']);
export type Grain = z.infer<typeof grainSchema>;

/** The request's main time, resolved against now; `end` is exclusive. */
export const whenSchema = z.object({
  start: z.number().int(),
  end: z.number().int().optional(),
  grain: grainSchema,
  /**
   * Days listed one by one ("on the 15th and 17th", "Monday and Wednesday"), YYYY-MM-DD on the
   * person's calendar: start/end span them, and only these days are meant, not those between.
   */
  days: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .min(2)
    .max(31)
    .optional(),
});
export type When = z.infer<typeof whenSchema>;

export const parsedAttendeeSchema = z.object({
  email: z.email().optional(),
  name: z.string().optional(),
});
export type ParsedAttendee = z.infer<typeof parsedAttendeeSchema>;

export const eventTypeSchema = z.enum(['in_person', 'virtual']);
export type EventType = z.infer<typeof eventTypeSchema>;

export const videoLinkSchema = z.enum(['meet', 'other']);
export type VideoLink = z.infer<typeof videoLinkSchema>;

/** For edits: the person wants it earlier, later, or named the new time ("move standup to 10"). */
export const timePreferenceSchema = z.enum(['earlier', 'later', 'specific']);
export type TimePreference = z.infer<typeof timePreferenceSchema>;

/** One iCalendar RRULE line, the form events keep (docs/decisions.md "Event model"). */
export const recurrenceLineSchema = z.string().regex(/^RRULE:FREQ=(?:DAILY|WEEKLY|MONTHLY|YEARLY)(?:;[A-Z]+=[A-Z0-9,+-]+)*$/);

export const parsedEntitiesSchema = z.object({
  title: z.string().optional(),
  attendees: z.array(parsedAttendeeSchema).optional(),
  durationMinutes: z.number().int().positive().optional(),
  eventType: eventTypeSchema.optional(),
  /** For a virtual event: a Google Meet link wanted ("video call", "on Meet"), or another medium named (Zoom, phone). */
  videoLink: videoLinkSchema.optional(),
  /** The kind of place an in-person plan needs, for the place search: cafe, restaurant, bar, gym, park, … */
  placeType: z.string().min(1).optional(),
  /** A place as the person named it ("Blue Bottle", "123 Main St"). */
  location: z.string().min(1).optional(),
  /**
   * An area to search around for an in-person plan, not a venue: "near Soho" → "Soho", "in midtown"
   * → "midtown"; "near me" / "near home" → "home" and "near work" / "close to the office" → "work",
   * which the pipeline maps to the person's saved places.
   */
  near: z.string().min(1).optional(),
  /**
   * A new event that takes whole days ("an all-day event 'Quarter close' on Dec 31"): free, as
   * calendars make all-day events by default, or busy when the person is away or blocks the day.
   */
  allDay: z.enum(['free', 'busy']).optional(),
  /** "every Tuesday at 9" → "RRULE:FREQ=WEEKLY;BYDAY=TU"; the time of day goes in `when`. */
  recurrence: recurrenceLineSchema.optional(),
  timePreference: timePreferenceSchema.optional(),
  /** For edits that move by an amount: "push it back 30 minutes" → 30, "an hour earlier" → -60. */
  shiftMinutes: z
    .number()
    .int()
    .refine((n) => n !== 0, 'a shift moves the event')
    .optional(),
});
export type ParsedEntities = z.infer<typeof parsedEntitiesSchema>;

export const placeFollowUpMealSchema = z.enum(['breakfast', 'lunch', 'dinner', 'coffee', 'drinks']);
export type PlaceFollowUpMeal = z.infer<typeof placeFollowUpMealSchema>;

/**
 * What a person says to a proposal that has a place: another meal ("can we do lunch instead?"),
 * somewhere closer to someone ("closer to Sam": a guest's name or address, "me", "home" or "work"),
 * another place ("somewhere else"), or booking the place shown ("book a table there").
 */
export const placeFollowUpSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('meal'), meal: placeFollowUpMealSchema }),
  z.object({ kind: z.literal('closer'), to: z.string().min(1) }),
  z.object({ kind: z.literal('other_place') }),
  z.object({ kind: z.literal('book') }),
  /** "somewhere cheaper": a lower price level than the place chosen. */
  z.object({ kind: z.literal('cheaper') }),
  /** "somewhere quieter": nothing a provider tells, so it is answered, not guessed. */
  z.object({ kind: z.literal('quieter') }),
]);
export type PlaceFollowUp = z.infer<typeof placeFollowUpSchema>;

/** One request, or one step of a multi-intent request. */
export const parsedPartSchema = z.object({
  intent: intentSchema,
  confidence: z.number().min(0).max(1),
  entities: parsedEntitiesSchema,
  when: whenSchema.optional(),
  /** What the request says about when (not) to meet; always present so consumers never guess. */
  constraints: z.array(constraintSchema),
  /** The person said not to act yet ("just checking", "先别改"): nothing may be written for it. */
  noAction: z.literal(true).optional(),
  /** The one question to ask when the request is too vague to act on. */
  clarification: z.string().optional(),
  /** The whole message answers the last proposal's place (read-place-follow-up.ts); its intent says which path. */
  placeFollowUp: placeFollowUpSchema.optional(),
});
export type ParsedPart = z.infer<typeof parsedPartSchema>;

/**
 * The built-in engine's reading of a request. Several steps ("add lunch Friday and also move
 * standup to 10") come back as intent `bulk` — DESIGN.md routes multi-step requests to a workflow —
 * with each step in `parts`, in the order said. Parts do not nest.
 */
export const parsedRequestSchema = parsedPartSchema.extend({
  parts: z.array(parsedPartSchema).min(2).optional(),
});
export type ParsedRequest = z.infer<typeof parsedRequestSchema>;
