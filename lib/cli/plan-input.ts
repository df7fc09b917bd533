import { z } from 'zod';
import { WEEKDAYS, timeRangeSchema, timeZoneSchema, type WorkingHours } from '../core/domain/preferences';
import { isoInstantSchema } from './cli-time';

/** `{mon:[{start,end}], …}`; a weekday left out is a day off. */
const cliWorkingHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(timeRangeSchema).optional()])))
  .strict()
  .transform((hours) => Object.fromEntries(WEEKDAYS.map((d) => [d, hours[d] ?? []])) as WorkingHours);

const busySchema = z
  .object({ start: isoInstantSchema, end: isoInstantSchema })
  .refine((b) => b.end > b.start, 'a busy interval must end after it starts');

/** The JSON `kairos plan` reads (shared/DESIGN.md "Headless CLI"). */
export const planInputSchema = z.object({
  now: isoInstantSchema,
  timezone: timeZoneSchema,
  request: z.string(),
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .optional(),
  workingHours: cliWorkingHoursSchema.optional(),
  participants: z
    .array(
      z.object({
        name: z.string().min(1),
        email: z.email().optional(),
        timezone: timeZoneSchema.optional(),
        busy: z.array(busySchema),
        workingHours: cliWorkingHoursSchema.optional(),
      }),
    )
    .min(1, 'at least one participant is needed'),
  window: z
    .object({ start: isoInstantSchema, end: isoInstantSchema })
    .refine((w) => w.end > w.start, 'the window must end after it starts')
    .optional(),
});
export type PlanInput = z.infer<typeof planInputSchema>;
