import { z } from 'zod';

/**
 * What a phrase of a request was read as. Each reader of the built-in engine claims the words it
 * understood; a phrase is claimed once, so no word is both a time and a title.
 */
export const spanKindSchema = z.enum([
  /** "hey kairos", "olly": the assistant addressed, no word of the request. */
  'wake-word',
  /** "Find a time that works for everyone's schedule": the ask said again, after the request itself. */
  'restated',
  /** "don't book anything yet", "just checking": the person asked for no change. */
  'no-action',
  /** A rule about when to meet: "Omar can't before 11", "mornings only", "leave time for lunch". */
  'constraint',
  /** A time too vague to book ("sometime soon", "whenever"). */
  'vagueness',
  /** "by an hour", "30 minutes later": how far an edit moves an event. */
  'shift',
  'recurrence',
  /** An area to look for a place around ("near Soho"), not a venue. */
  'area',
  'place',
  'all-day',
  'duration',
  /** An address, a name, "me", a group met ("with the design team"). */
  'person',
  'time',
  /** The event's name: quoted, after "called", an activity ("lunch") or the words that name it. */
  'title',
]);
export type SpanKind = z.infer<typeof spanKindSchema>;

export const spanSchema = z.object({
  kind: spanKindSchema,
  /** Where the phrase starts in the reading's text; `length` characters long. */
  index: z.number().int().nonnegative(),
  length: z.number().int().positive(),
  text: z.string().min(1),
  /** How sure the reader is of this phrase: 1 for an address or a quoted name, lower for a guess. */
  confidence: z.number().min(0).max(1),
});
export type Span = z.infer<typeof spanSchema>;

/**
 * A request as read: the text the readers saw (the words as said, with shorthand spelled out) and
 * the phrases each claimed, in text order.
 */
export const readingSchema = z.object({
  text: z.string(),
  spans: z.array(spanSchema),
});
export type Reading = z.infer<typeof readingSchema>;
