import { z } from 'zod';
import { atMinute } from '../../activities/find-free-blocks';
import { formatRange } from '../../time/format';
import { contains, type Interval } from '../../time/interval';
import { MINUTE_MS } from '../../time/zoned';

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a start is HH:MM, 24-hour');

/**
 * suggestActivities: the model's ideas for the person's free time. Each idea names one of the
 * numbered free blocks Kairos found and a start on the person's wall clock (the model never does
 * zone arithmetic); the schema checks that every idea fits inside its block, so a reply that
 * does not gets the one repair call-tool.ts makes.
 */
export function suggestActivitiesSchema(blocks: readonly Interval[], timeZone: string) {
  return z.object({
    ideas: z
      .array(
        z.object({
          title: z.string().trim().min(1).max(60).describe('A short name for the activity, e.g. "Bowling"'),
          description: z.string().trim().min(1).max(240).describe('One sentence: what it is and why it suits the request'),
          blockIndex: z
            .number()
            .int()
            .min(0)
            .max(blocks.length - 1)
            .describe('The number of the free block it happens in'),
          start: clockTime.describe('Local start time, HH:MM, inside that block'),
          durationMinutes: z.number().int().min(30).max(600).describe('How long it takes, in minutes'),
          placeType: z
            .string()
            .trim()
            .min(1)
            .max(40)
            .nullable()
            .describe('The kind of place it needs, e.g. "bowling_alley", "park", "restaurant"; null if none'),
        }),
      )
      .min(3)
      .max(4)
      .superRefine((ideas, check) => {
        const titles = new Set<string>();
        ideas.forEach((idea, k) => {
          const block = blocks[idea.blockIndex];
          if (block !== undefined && !contains(block, ideaInterval(block, idea.start, idea.durationMinutes, timeZone))) {
            check.addIssue({
              code: 'custom',
              path: [k, 'start'],
              message: `${idea.start} for ${String(idea.durationMinutes)} minutes does not fit inside block ${String(idea.blockIndex)} (${formatRange(block.start, block.end, timeZone)})`,
            });
          }
          const key = idea.title.toLowerCase();
          if (titles.has(key)) check.addIssue({ code: 'custom', path: [k, 'title'], message: 'ideas must be distinct' });
          titles.add(key);
        });
      })
      .describe('3 or 4 different ideas, each at a time that suits it'),
    message: z.string().trim().min(1).max(400).describe('One or two sentences to the person introducing the ideas'),
  });
}
export type SuggestActivitiesReply = z.infer<ReturnType<typeof suggestActivitiesSchema>>;

export const SUGGEST_ACTIVITIES = {
  name: 'suggestActivities',
  description: 'Suggest 3 or 4 varied things to do in the free blocks listed, each at a time of day that suits it.',
} as const;

/** The instants an idea takes: its "HH:MM" read on the wall clock of its block's day. */
export function ideaInterval(block: Interval, start: string, durationMinutes: number, timeZone: string): Interval {
  const [hour, minute] = start.split(':').map(Number);
  const from = atMinute(block.start, (hour ?? 0) * 60 + (minute ?? 0), timeZone);
  return { start: from, end: from + durationMinutes * MINUTE_MS };
}
