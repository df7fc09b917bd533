import { z } from 'zod';
import { attendeeSchema } from '../domain/calendar-event';
import { agendaItemSchema } from '../pipeline/agenda-item';

const slotSchema = z.object({ start: z.number().int(), end: z.number().int() });

export const answerKindSchema = z.enum(['when', 'count', 'agenda', 'free', 'who', 'next', 'last_met', 'next_meet', 'conflicts']);
export type AnswerKind = z.infer<typeof answerKindSchema>;

/** One day of an agenda answer: its events and the free time between them in working hours. */
export const answerDaySchema = z.object({
  /** YYYY-MM-DD in the person's zone. */
  date: z.iso.date(),
  /** "Tue 24 Nov". */
  label: z.string(),
  items: z.array(agendaItemSchema),
  free: z.array(slotSchema),
});

/**
 * A read-only answer to a question about the calendar. `text` says it whole (the CLI prints it and
 * the lists below it); the side panel renders the lists as an agenda or free-time card.
 */
export const answerSchema = z.object({
  kind: answerKindSchema,
  text: z.string().min(1),
  timeZone: z.string(),
  /** Events the answer is about (when, next, last met…), in time order. */
  items: z.array(agendaItemSchema).optional(),
  /** A day or week, day by day. */
  days: z.array(answerDaySchema).optional(),
  /** Free windows (am I free…, when am I free…). */
  free: z.array(slotSchema).optional(),
  /** Who is coming. */
  people: z.array(attendeeSchema).optional(),
});
export type Answer = z.infer<typeof answerSchema>;
