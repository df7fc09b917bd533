import { z } from 'zod';
import { recurrenceScopeSchema } from '../domain/calendar-connection';
import { eventTypeSchema, parsedAttendeeSchema } from './parsed-request';

/**
 * The new time an edit names, as said: an exact instant ("to Friday at 2"), a clock time on the
 * event's own day ("to 4pm"), a day keeping the event's clock time ("to Thursday"), or a range to
 * search ("to next week", "to Friday afternoon"), or a part of the event's own day ("to the afternoon").
 */
export const newTimeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exact'), start: z.number().int() }),
  /** `halfDay`: said without am or pm ("to 8"), so the reading nearer the event's own time wins. */
  z.object({ kind: z.literal('clock'), minutes: z.number().int().min(0).max(1439), halfDay: z.literal(true).optional() }),
  /**
   * `weekday` (0 = Sunday) when only a weekday was said ("to Tuesday"): the one in the event's own week, if still ahead.
   * `fromEvent` when that weekday is counted from the event's own day ("the following Monday", "the Monday before").
   */
  z.object({
    kind: z.literal('day'),
    start: z.number().int(),
    weekday: z.number().int().min(0).max(6).optional(),
    fromEvent: z.enum(['after', 'before']).optional(),
  }),
  /** `weekday` when a part of a day was said by its weekday alone ("to Friday morning"): that day of the event's week. */
  z.object({
    kind: z.literal('range'),
    start: z.number().int(),
    end: z.number().int(),
    weekday: z.number().int().min(0).max(6).optional(),
  }),
  /** "to the afternoon", "the morning instead": that part of the event's own day, searched. */
  z.object({ kind: z.literal('part'), part: z.enum(['morning', 'afternoon', 'evening']) }),
  /** "after 3", "after lunch", "between 2 and 4": hours of the event's own day (minutes after midnight, end exclusive), searched. */
  z.object({ kind: z.literal('window'), from: z.number().int().min(0).max(1440), to: z.number().int().min(0).max(1440) }),
]);
export type NewTime = z.infer<typeof newTimeSchema>;

/** Which event the person means: words of its title, people, when it is now; or "it" (the one just discussed). */
export const editTargetSchema = z.object({
  words: z.array(z.string()),
  attendees: z.array(parsedAttendeeSchema),
  /** When the event is now, as the person placed it ("my 3pm", "Friday's standup"). */
  when: z.object({ start: z.number().int(), end: z.number().int() }).optional(),
  /** Minutes after midnight when the person named the event by its time ("my 3pm"). */
  clock: z.number().int().optional(),
  /** "it", "that", or nothing named: the event of the last proposal. */
  refersToLast: z.boolean(),
});
export type EditTarget = z.infer<typeof editTargetSchema>;

export const editChangeSchema = z.object({
  newTime: newTimeSchema.optional(),
  shiftMinutes: z.number().int().optional(),
  durationMinutes: z.number().int().min(5).max(1440).optional(),
  /**
   * The clock the event should end at on its own day, minutes after midnight ("extend my 3pm until
   * 4:30", "have it finish at 5"): the start stays and the length follows.
   */
  endMinutes: z.number().int().min(1).max(1440).optional(),
  /** A relative change of length: "extend it by 15 minutes" → 15. */
  durationDeltaMinutes: z.number().int().optional(),
  title: z.string().min(1).optional(),
  location: z.string().min(1).optional(),
  eventType: eventTypeSchema.optional(),
  /** "can we do lunch instead?": another kind of event, so a new title and a new search. */
  kind: z.string().min(1).optional(),
});
export type EditChange = z.infer<typeof editChangeSchema>;

/** An edit of an event: the suggested one, or one already in the calendar. */
export const editRequestSchema = z.object({
  target: editTargetSchema,
  change: editChangeSchema,
  /** "any earlier times?", "can we do it later?": move only if a time works; otherwise offer alternatives. */
  conditional: z.boolean(),
  timePreference: z.enum(['earlier', 'later']).optional(),
  /** "to Monday wherever it fits", "the following Monday when I'm free": a free time that day, not the event's own hour. */
  free: z.boolean().optional(),
  /** For a repeating event: which occurrences, when the person said ("just this one", "all of them"). */
  scope: recurrenceScopeSchema.optional(),
});
export type EditRequest = z.infer<typeof editRequestSchema>;

/** True when the edit changes when the event happens (so alternatives are times). */
export function changesTime(change: EditChange, timePreference: EditRequest['timePreference']): boolean {
  return (
    change.newTime !== undefined ||
    change.shiftMinutes !== undefined ||
    change.durationMinutes !== undefined ||
    change.durationDeltaMinutes !== undefined ||
    change.endMinutes !== undefined ||
    change.kind !== undefined ||
    timePreference !== undefined
  );
}
