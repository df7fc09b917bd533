import { z } from 'zod';

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a local date is YYYY-MM-DD');
const localTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a local time is HH:MM, 24-hour');

/**
 * editEventTemplate: what the model reads from a request to change an event — which event, and
 * what changes. Times are the person's wall clock; our code turns them into instants.
 */
export const editTemplateSchema = z.object({
  target: z
    .object({
      title: z
        .string()
        .max(120)
        .nullable()
        .describe('Words the person used for the event ("dentist", "team sync"), null if none'),
      attendees: z.array(z.object({ name: z.string().optional(), email: z.email().optional() })).max(50),
      date: localDate.nullable().describe('The day the event is on now, if the person said'),
      time: localTime.nullable().describe('The event’s current start time, if the person named it ("my 3pm" = 15:00)'),
      isPreviousEvent: z.boolean().describe('True for "it"/"that": the event just discussed in this conversation'),
    })
    .describe('The event to change, as the person referred to it'),
  newDate: localDate.nullable().describe('The new day, if named'),
  newTime: localTime.nullable().describe('The new start time, if named'),
  searchFrom: localDate.nullable().describe('First day of a range to search for a new time ("next week")'),
  searchTo: localDate.nullable().describe('Last day of that range (inclusive)'),
  shiftMinutes: z.number().int().min(-43_200).max(43_200).nullable().describe('Move by this much: +30 later, -60 earlier'),
  durationMinutes: z.number().int().min(5).max(1440).nullable().describe('The new length, if it changes'),
  title: z.string().trim().min(1).max(120).nullable().describe('A new title, if the person renames it'),
  location: z.string().trim().min(1).max(200).nullable().describe('A new place, if it changes'),
  eventType: z.enum(['in_person', 'virtual']).nullable(),
  newKind: z.string().max(40).nullable().describe('Another kind of event instead ("lunch" for "can we do lunch instead?")'),
  timePreference: z.enum(['earlier', 'later']).nullable(),
  isConditional: z
    .boolean()
    .describe('True when the person asks whether a time exists ("any earlier times?") rather than naming one'),
});
export type EditTemplate = z.infer<typeof editTemplateSchema>;

export const EDIT_EVENT_TEMPLATE = {
  name: 'editEventTemplate',
  description: 'Record a change to an existing or just-suggested event: which event, and what changes.',
  schema: editTemplateSchema,
} as const;
