import { z } from 'zod';
import type { EventOccurrence } from '../domain/calendar-event';

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

/** An occurrence as a list shows it. */
export function toAgendaItem(o: EventOccurrence): AgendaItem {
  const item: AgendaItem = { id: o.event.id, title: o.event.title, start: o.start, end: o.end, allDay: o.allDay };
  if (o.event.location !== undefined) item.location = o.event.location;
  return item;
}
