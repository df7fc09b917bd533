import { z } from 'zod';

/**
 * One event as a list shows it. Its own file so that both the turn stream and a Plan's answer
 * (lib/core/plan/answer.ts, which the stream carries) can use it without importing each other.
 */
export const agendaItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  allDay: z.boolean(),
  location: z.string().optional(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;
