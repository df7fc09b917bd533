import { z } from 'zod';
import { calendarEventSchema, type EventOccurrence } from '../domain/calendar-event';
import { KairosError } from '../errors';
import { resultRefSchema } from './plan-schema';

/** One happening of an event, as results carry it between steps (and persist with the workflow). */
export const eventOccurrenceSchema = z.object({
  event: calendarEventSchema,
  start: z.number().int(),
  end: z.number().int(),
  allDay: z.boolean(),
}) satisfies z.ZodType<EventOccurrence>;

/**
 * A param that may be written as a reference to an earlier result ("task1.result.events") or as
 * the value itself. A Plan is validated with the reference; the step runs with the value.
 */
export function refOr<T extends z.ZodType>(schema: T) {
  return z.union([resultRefSchema, schema]);
}

/** The value of a param the executor has resolved; a reference still unresolved here is a bug. */
export function resolved<T>(value: string | T, param: string): T {
  if (typeof value === 'string') throw new KairosError('internal', `The plan step's "${param}" was not resolved.`);
  return value;
}
