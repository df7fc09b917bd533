import { z } from 'zod';

/**
 * What the page showed that a request is about, read by a content script: the week the calendar
 * shows (searched when the request names no time), or the event whose dialog was open (the subject
 * of an edit). Untrusted like all page data: it narrows where Kairos looks, and writes nothing.
 */
export const turnHintSchema = z.object({
  range: z
    .object({ start: z.number().int(), end: z.number().int() })
    .refine((r) => r.end > r.start, 'a range ends after it starts')
    .optional(),
  event: z
    .object({
      title: z.string().trim().min(1).max(300),
      eventId: z
        .string()
        .regex(/^[^\s/]{1,1024}$/)
        .optional(),
    })
    .optional(),
  /** Words for the chip above the box ("Week of Mon 23 Nov", "Rescheduling “Design review”"). */
  label: z.string().max(200).optional(),
});
export type TurnHint = z.infer<typeof turnHintSchema>;
