import { z } from 'zod';
import { attendeeSchema } from '../domain/calendar-event';
import { errorPayloadSchema } from '../errors';

const slotSchema = z.object({ start: z.number().int(), end: z.number().int() });

export const conflictSchema = z.object({
  title: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  allDay: z.boolean(),
});

/** A new event Kairos suggests: the pending action's token approves exactly this. */
export const proposalSchema = z.object({
  token: z.string(),
  title: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  timeZone: z.string(),
  attendees: z.array(attendeeSchema),
  location: z.string().optional(),
  /** Why this time, in a sentence. */
  reason: z.string(),
  conflicts: z.array(conflictSchema),
  alternatives: z.array(slotSchema).max(3),
  /** The request's constraints as Kairos understood them, to be read back. */
  understood: z.array(z.string()).optional(),
  /** The token of the suggestion this one replaced ("any earlier times?"): its card is closed. */
  replaces: z.string().optional(),
  /** The repeat rule in words ("every week on Tuesday"). */
  repeats: z.string().optional(),
  expiresAt: z.number().int(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** A change to existing events that waits for the person (cancel, move, bulk). */
export const approvalRequestSchema = z.object({
  token: z.string(),
  kind: z.enum(['update', 'delete']),
  description: z.string(),
  timeZone: z.string(),
  target: conflictSchema,
  expiresAt: z.number().int(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const agendaItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  allDay: z.boolean(),
  location: z.string().optional(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const stageNameSchema = z.enum(['classify', 'route', 'template', 'business_logic', 'select']);

/** Everything a turn streams to the side panel, in order: ack first, done last. */
export const turnEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ack'), text: z.string() }),
  z.object({ type: z.literal('stage'), stage: stageNameSchema, label: z.string() }),
  z.object({
    type: z.literal('text'),
    text: z.string(),
    agenda: z.array(agendaItemSchema).optional(),
    timeZone: z.string().optional(),
  }),
  z.object({ type: z.literal('proposal'), proposal: proposalSchema }),
  z.object({ type: z.literal('approval'), approval: approvalRequestSchema }),
  z.object({ type: z.literal('error'), error: errorPayloadSchema }),
  z.object({ type: z.literal('done') }),
]);
export type TurnEvent = z.infer<typeof turnEventSchema>;
