import { z } from 'zod';
import { recurrenceScopeSchema, sendUpdatesSchema } from '../domain/calendar-connection';
import { calendarEventSchema, eventDraftSchema } from '../domain/calendar-event';

/** One calendar write, exactly as it will be made. */
export const calendarChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('create'), event: eventDraftSchema }),
  z.object({
    kind: z.literal('update'),
    before: calendarEventSchema,
    after: eventDraftSchema,
    /** For one occurrence of a repeating event: which occurrences change. */
    scope: recurrenceScopeSchema.optional(),
  }),
  z.object({ kind: z.literal('delete'), before: calendarEventSchema }),
]);
export type CalendarChange = z.infer<typeof calendarChangeSchema>;

export const actionSourceSchema = z.enum(['chat', 'button', 'email']);
export type ActionSource = z.infer<typeof actionSourceSchema>;

export const actionStatusSchema = z.enum(['suggested', 'approved', 'rejected', 'expired', 'executed', 'failed']);
export type ActionStatus = z.infer<typeof actionStatusSchema>;

/** A write waiting for the person: nothing touches a calendar until it is approved. */
export const pendingActionSchema = z.object({
  token: z.string().min(8),
  status: actionStatusSchema,
  description: z.string(),
  source: actionSourceSchema,
  change: calendarChangeSchema,
  /** Who the calendar emails about this write, fixed when suggested (the card says so); absent: no one (local). */
  sendUpdates: sendUpdatesSchema.optional(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** Set once executed: the audit entry that can undo it. */
  auditId: z.string().optional(),
  /** Set when a revision (Edit, or picking an alternative) replaced this one. */
  replacedBy: z.string().optional(),
  error: z.string().optional(),
});
export type PendingAction = z.infer<typeof pendingActionSchema>;

/** An executed write and the write that undoes it. */
export const auditEntrySchema = z.object({
  id: z.string().min(8),
  at: z.number().int(),
  actionToken: z.string(),
  description: z.string(),
  source: actionSourceSchema,
  change: calendarChangeSchema,
  sendUpdates: sendUpdatesSchema.optional(),
  /** The etag the target had right after the write: undo refuses if it has changed since. */
  etagAfter: z.string().optional(),
  undoneAt: z.number().int().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
