import { z } from 'zod';
import { constraintSchema } from '../../domain/constraint';
import { timeOfDaySchema } from '../../domain/preferences';

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a local date is YYYY-MM-DD');
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a local date-time is YYYY-MM-DDTHH:MM');

/**
 * generateEventTemplate: what the model reads from a request to create an event. Times are the
 * person's wall clock (no offsets): the model never does zone arithmetic, our code does.
 */
export const eventTemplateSchema = z.object({
  title: z.string().trim().min(1).max(120).describe('Short calendar title, e.g. "Coffee with Sam"'),
  attendees: z
    .array(z.object({ name: z.string().optional(), email: z.email().optional() }))
    .max(50)
    .describe('People to invite, with email when the request gives one'),
  durationMinutes: z.number().int().min(5).max(1440).nullable().describe('Length in minutes, null if not said'),
  start: localDateTime.nullable().describe('The exact start the person asked for, local time; null if they gave none'),
  rangeStart: localDate.nullable().describe('First day to search when no exact start was given'),
  rangeEnd: localDate.nullable().describe('Last day to search (inclusive)'),
  timeOfDay: z
    .object({ start: timeOfDaySchema, end: timeOfDaySchema })
    .nullable()
    .describe('Part of the day asked for, e.g. mornings = 08:00–12:00'),
  location: z
    .string()
    .max(200)
    .nullable()
    .describe('A venue or address the person named; null for a kind of place ("a café"), which Kairos searches for'),
  near: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .nullable()
    .optional()
    .describe('Area to find a place in: "Soho"; "home" or "work" for near me/the office; null if none'),
  eventType: z.enum(['in_person', 'virtual']).nullable(),
  recurrence: z
    .string()
    .regex(/^RRULE:/)
    .nullable()
    .describe('An RRULE line when the event repeats'),
  constraints: z.array(constraintSchema).describe('Rules about when (not) to meet, per person ("me", "everyone" or a name)'),
});
export type EventTemplate = z.infer<typeof eventTemplateSchema>;

export const GENERATE_EVENT_TEMPLATE = {
  name: 'generateEventTemplate',
  description: 'Record the event the person wants to create, exactly as they asked.',
  schema: eventTemplateSchema,
} as const;
