import { z } from 'zod';
import { timeZoneSchema, workingHoursSchema } from './preferences';

const busySchema = z
  .object({ start: z.number().int(), end: z.number().int() })
  .refine((b) => b.end > b.start, 'a busy interval must end after it starts');

/**
 * Someone whose time matters to a slot search: the organiser or an attendee, with their own zone
 * and working hours (falling back to the organiser's) and their busy intervals (instants).
 */
export const participantSchema = z.object({
  /** Email when known, else the name: how constraints and conflicts refer to them. */
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.email().optional(),
  timeZone: timeZoneSchema,
  workingHours: workingHoursSchema,
  busy: z.array(busySchema),
});
export type Participant = z.infer<typeof participantSchema>;
