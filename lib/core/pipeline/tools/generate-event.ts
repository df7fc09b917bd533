import { z } from 'zod';

/** Up to four distinct indices into a list of `count` options, best first. */
function rankedIndices(count: number, what: string) {
  return z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(count - 1),
    )
    .min(1)
    .max(4)
    .refine((a) => new Set(a).size === a.length, `${what} indices must be distinct`);
}

/**
 * generateEvent: the model's choice among candidate slots Kairos found (and, for an in-person
 * event with places, among the places), and what to tell the person.
 */
export function generateEventSchema(candidateCount: number, placeCount = 0) {
  const base = z.object({
    rankedSlotIndices: rankedIndices(candidateCount, 'slot').describe('Indices into the candidate times, best first, up to 4'),
    message: z.string().trim().min(1).max(400).describe('One or two sentences to the person: why this time'),
  });
  if (placeCount === 0) return base;
  return base.extend({
    rankedPlaceIndices: rankedIndices(placeCount, 'place').describe('Indices into the candidate places, best first, up to 4'),
  });
}
export type GenerateEventReply = z.infer<ReturnType<typeof generateEventSchema>>;

export const GENERATE_EVENT = {
  name: 'generateEvent',
  description: 'Pick the best candidate slots for the event, best first, and explain the pick briefly.',
} as const;
