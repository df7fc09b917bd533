import { z } from 'zod';

/** generateEvent: the model's choice among candidate slots Kairos found, and what to tell the person. */
export function generateEventSchema(candidateCount: number) {
  return z.object({
    rankedSlotIndices: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(candidateCount - 1),
      )
      .min(1)
      .max(4)
      .refine((a) => new Set(a).size === a.length, 'slot indices must be distinct')
      .describe('Indices into the candidate list, best first, up to 4'),
    message: z.string().trim().min(1).max(400).describe('One or two sentences to the person: why this time'),
  });
}
export type GenerateEventReply = z.infer<ReturnType<typeof generateEventSchema>>;

export const GENERATE_EVENT = {
  name: 'generateEvent',
  description: 'Pick the best candidate slots for the event, best first, and explain the pick briefly.',
} as const;
