import { z } from 'zod';
import { intentSchema } from '../../nlu/parsed-request';

/** classifyIntent: the NANO model's reading of what the person wants, asked only when the rules are unsure. */
export const classifyIntentSchema = z.object({
  intent: intentSchema.describe(
    'create_event: a new event; update_event: change/move one; delete_event: cancel one; query_events: a question about the calendar; show_more: more options; suggest_activities: ideas for free time; navigate_booking: open a place to book; bulk: several steps; help: none of these',
  ),
  confidence: z.number().min(0).max(1),
});
export type ClassifyIntentReply = z.infer<typeof classifyIntentSchema>;

export const CLASSIFY_INTENT = {
  name: 'classifyIntent',
  description: 'Say what the person wants Kairos, a calendar assistant, to do.',
  schema: classifyIntentSchema,
} as const;
