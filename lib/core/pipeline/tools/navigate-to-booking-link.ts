import { z } from 'zod';

/** navigateToBookingLink: the person wants to book or look at a place ("book a table there"). */
export const navigateTemplateSchema = z.object({
  place: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .nullable()
    .describe('The place as named, or null for "there" (the place just discussed)'),
});
export type NavigateTemplate = z.infer<typeof navigateTemplateSchema>;

export const NAVIGATE_TO_BOOKING_LINK = {
  name: 'navigateToBookingLink',
  description: 'Open the booking or website page of a place, after the person confirms.',
  schema: navigateTemplateSchema,
} as const;
