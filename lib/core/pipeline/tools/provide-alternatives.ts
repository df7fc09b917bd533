import { z } from 'zod';

/**
 * provideAlternatives: for a conditional edit ("any earlier times?") when no time suits everyone,
 * the closest fallback times (each clashes with someone) and a message saying so plainly.
 */
export function provideAlternativesSchema(candidateCount: number) {
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
      .describe('Indices into the fallback list, least disruptive first, up to 4'),
    message: z
      .string()
      .trim()
      .min(1)
      .max(400)
      .describe('Tell the person no time works for everyone and what each alternative costs'),
  });
}

export const PROVIDE_ALTERNATIVES = {
  name: 'provideAlternatives',
  description: 'No candidate suits everyone: offer the least disruptive fallback times and explain the trade-off.',
} as const;
