import { z } from 'zod';

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
});
export type When = z.infer<typeof whenSchema>;

export const parsedAttendeeSchema = z.object({
  email: z.email().optional(),
  name: z.string().optional(),
});
export type ParsedAttendee = z.infer<typeof parsedAttendeeSchema>;

export const parsedRequestSchema = z.object({
  intent: intentSchema,
  confidence: z.number().min(0).max(1),
  entities: z.object({
    title: z.string().optional(),
    attendees: z.array(parsedAttendeeSchema).optional(),
    durationMinutes: z.number().int().positive().optional(),
    location: z.string().optional(),
  }),
  when: whenSchema.optional(),
  /** The one question to ask when the request is too vague to act on. */
  clarification: z.string().optional(),
});
export type ParsedRequest = z.infer<typeof parsedRequestSchema>;
