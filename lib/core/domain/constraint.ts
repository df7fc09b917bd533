import { z } from 'zod';
import { WEEKDAYS, timeRangeSchema } from './preferences';

/**
 * What a request says about when (not) to meet, typed so the slot search can obey it and the
 * person can read it back. `who` is "me" (the organiser), "everyone", or a participant's name or
 * email as the request gave it. `hard` constraints are never broken; a `preference` only ranks.
 * `text` is the phrase it came from, shown back to the person ("Bob would rather not meet on
 * Monday after 14:00").
 */
export const constraintStrengthSchema = z.enum(['hard', 'preference']);
export type ConstraintStrength = z.infer<typeof constraintStrengthSchema>;

const weekdaySchema = z.enum(WEEKDAYS);
/** A day on the calendar, "2026-12-03". */
const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const base = {
  who: z.string().min(1),
  strength: constraintStrengthSchema,
  text: z.string(),
};

export const constraintSchema = z.discriminatedUnion('type', [
  /**
   * Not on these days and/or not in this time of day (both given: not in that time on those days).
   * `dates` are calendar days on the person's clock ("Sam is out the 3rd through the 5th").
   */
  z.object({
    type: z.literal('avoid'),
    ...base,
    days: z.array(weekdaySchema).optional(),
    dates: z.array(isoDateSchema).min(1).optional(),
    timeRange: timeRangeSchema.optional(),
  }),
  /**
   * Only on these days and/or only in this time of day ("mornings", "after 5", "on Thursday").
   * `dates`: only these calendar days ("on Monday, Wednesday or Friday" of one week).
   */
  z.object({
    type: z.literal('within'),
    ...base,
    days: z.array(weekdaySchema).optional(),
    dates: z.array(isoDateSchema).min(1).optional(),
    timeRange: timeRangeSchema.optional(),
  }),
  /** Keep a named block free ("keep my gym slot free", "not during lunch"): resolved from preferences. */
  z.object({ type: z.literal('keep_free'), ...base, block: z.string().min(1), timeRange: timeRangeSchema.optional() }),
  /**
   * Leave at least `minutes` free inside `timeRange` on the meeting's day ("leave time for lunch").
   * `besideMeeting`: the minutes are kept free right before and after the meeting itself, wherever
   * it lands ("not back-to-back", "with 15 minutes between them"); `timeRange` is then the whole day.
   */
  z.object({
    type: z.literal('leave_gap'),
    ...base,
    block: z.string().min(1),
    minutes: z.number().int().positive(),
    timeRange: timeRangeSchema,
    besideMeeting: z.boolean().optional(),
  }),
  /** Prefer the earliest (or latest) time that works ("at their earliest availability"). */
  z.object({ type: z.literal('order'), ...base, order: z.enum(['earliest', 'latest']) }),
]);
export type Constraint = z.infer<typeof constraintSchema>;
