import { z } from 'zod';
import { WEEKDAYS } from '../domain/preferences';

/** An instant at a boundary (the Plan, the model's tool, the CLI): ISO 8601 with an offset. */
export const isoInstantSchema = z.iso.datetime({ offset: true });

/** A time of day "HH:MM", 24-hour, compared with events' start times in the person's zone. */
const clockSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a time of day is HH:MM, 24-hour');

/** Someone named in a request: by address, or by the name the person used ("Omar", "Priya Shah"). */
export const personRefSchema = z
  .object({ email: z.email().optional(), name: z.string().trim().min(1).max(100).optional() })
  .refine((p) => p.email !== undefined || p.name !== undefined, 'a person needs an email or a name');
export type PersonRef = z.infer<typeof personRefSchema>;

export const partOfDaySchema = z.enum(['morning', 'afternoon', 'evening']);
export type PartOfDay = z.infer<typeof partOfDaySchema>;

/**
 * Which events a request means: the one way Kairos picks events (the built-in reader, the model's
 * tool and the CLI all write it). Every field narrows; an empty query means every event in range.
 * Times are absolute: the reader resolves "on Tuesday", "in the last two weeks", "this month".
 */
export const eventQuerySchema = z.object({
  /** Title words as said ("sales meeting", "the dentist"): exact phrase beats all words beats fuzzy. */
  title: z.string().trim().min(1).max(200).optional(),
  /** Events whose title matches any of these are left out ("but not the check-in", "except standups"). */
  excludeTitles: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
  /**
   * Every one of them must be on the event: a guest or its organizer, resolved through the people
   * directory; a name nobody on the calendar has may be a title word ("Coffee with Sam").
   */
  people: z.array(personRefSchema).max(20).optional(),
  /**
   * Events starting in [start, end) (all-day events: overlapping it). Absent: from now for 30 days,
   * or the 90 days before now when only the past is asked about (queryRange in query/select-events.ts).
   */
  range: z.object({ start: isoInstantSchema, end: isoInstantSchema }).optional(),
  /** Events that overlap the range at all, not only those starting in it ("am I free at 2:30?"). */
  overlapping: z.boolean().optional(),
  /** Only events starting at or after now ("upcoming", "future", "next"); all-day ones: not yet over. */
  upcoming: z.boolean().optional(),
  /** Only events that started before now ("last time I met", "in the last 14 days"). */
  past: z.boolean().optional(),
  partsOfDay: z.array(partOfDaySchema).max(3).optional(),
  /** Start time strictly before / at or after this time of day ("before noon", "after 3pm"). */
  startsBefore: clockSchema.optional(),
  startsAfter: clockSchema.optional(),
  /** Only events on these days, YYYY-MM-DD in the person's zone, within the range ("on the 15th and 17th"). */
  dates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is YYYY-MM-DD'))
    .min(1)
    .max(31)
    .optional(),
  /** Only events on these weekdays / not on these ("don't touch the ones on Mondays"). */
  weekdays: z.array(z.enum(WEEKDAYS)).max(7).optional(),
  excludeWeekdays: z.array(z.enum(WEEKDAYS)).max(7).optional(),
  /**
   * 'meetings': only events with guests besides the person; 'one_on_one': exactly one other guest
   * (a guest's series titled "1:1" is preferred over their other meetings); 'personal': nobody from
   * work (no guests but personal addresses, no work title); 'all' (default): any event.
   */
  kind: z.enum(['meetings', 'one_on_one', 'personal', 'all']).optional(),
  /**
   * All-day events: kept ('include'), left out ('exclude') or wanted alone ('only'). Absent: left out
   * when the query speaks of times of day or meetings, kept otherwise (allDayModeOf, query/occurrence-filter.ts).
   */
  allDay: z.enum(['exclude', 'include', 'only']).optional(),
  /** Repeating events only, or none of them. */
  recurring: z.enum(['only', 'exclude']).optional(),
  /**
   * Position within what matched, in time order: first, last, or the nth (1-based; negative from the
   * end). "next" is first with upcoming set.
   */
  ordinal: z.object({ position: z.enum(['first', 'last', 'nth']), n: z.number().int().min(-50).max(50).optional() }).optional(),
  /**
   * Next to another event ("the meeting right after the standup", "the one before my 1:1 with Priya"):
   * on the anchor's day, starting once it ends (after) or ending by its start (before), nearest first.
   * A meal with no such event is its usual time ("my first meeting after lunch").
   */
  adjacentTo: z
    .object({
      side: z.enum(['after', 'before']),
      anchor: z.object({
        title: z.string().trim().min(1).max(200).optional(),
        people: z.array(personRefSchema).max(20).optional(),
      }),
    })
    .optional(),
  /** 'one': the request names a single event; several equally good matches are a question, never a guess. */
  expect: z.enum(['one', 'many']),
});
export type EventQuery = z.infer<typeof eventQuerySchema>;
