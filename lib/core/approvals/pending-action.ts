import { z } from 'zod';
import { recurrenceScopeSchema, sendUpdatesSchema } from '../domain/calendar-connection';
import { attendeeSchema, calendarEventSchema, eventDraftSchema } from '../domain/calendar-event';

const createChangeSchema = z.object({ kind: z.literal('create'), event: eventDraftSchema });
const updateChangeSchema = z.object({
  kind: z.literal('update'),
  before: calendarEventSchema,
  after: eventDraftSchema,
  /** For one occurrence of a repeating event: which occurrences change. */
  scope: recurrenceScopeSchema.optional(),
});
const deleteChangeSchema = z.object({ kind: z.literal('delete'), before: calendarEventSchema });

/** One write to one event. */
export const singleChangeSchema = z.discriminatedUnion('kind', [createChangeSchema, updateChangeSchema, deleteChangeSchema]);
export type SingleChange = z.infer<typeof singleChangeSchema>;

/** The most events one approval may change: a card longer than this could not be read before approving. */
export const MAX_BULK_CHANGES = 100;

/** One calendar write, exactly as it will be made; a bulk change is approved, made and undone as one. */
export const calendarChangeSchema = z.discriminatedUnion('kind', [
  createChangeSchema,
  updateChangeSchema,
  deleteChangeSchema,
  z.object({ kind: z.literal('bulk'), changes: z.array(singleChangeSchema).min(1).max(MAX_BULK_CHANGES) }),
]);
export type CalendarChange = z.infer<typeof calendarChangeSchema>;

/** The changes a write makes, one per event. */
export function singleChanges(change: CalendarChange): SingleChange[] {
  return change.kind === 'bulk' ? change.changes : [change];
}

/**
 * Where a request came from. Page content (an email's text, a selection on a web page) is
 * untrusted: whatever it asks for always waits for approval.
 */
export const actionSourceSchema = z.enum(['chat', 'button', 'email', 'page']);
export type ActionSource = z.infer<typeof actionSourceSchema>;

export function isPageContent(source: ActionSource): boolean {
  return source === 'email' || source === 'page';
}

export const actionStatusSchema = z.enum(['suggested', 'approved', 'rejected', 'expired', 'executed', 'failed']);
export type ActionStatus = z.infer<typeof actionStatusSchema>;

/** One field a change alters, in words for the card: "Time: Tue 24 Nov, 15:00–15:30 → 16:00–16:30". */
export const fieldChangeSchema = z.object({
  field: z.enum(['title', 'time', 'location', 'attendees', 'description', 'repeat', 'video', 'calendar', 'availability']),
  /** The field's name as the card shows it ("Time", "Guests"). */
  label: z.string(),
  /** Absent: the field is set by this change. */
  before: z.string().optional(),
  /** Absent: the field is cleared (and for a delete, the whole event goes). */
  after: z.string().optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** Something the person should weigh before approving; none of them blocks a write. */
export const checkSchema = z.object({
  kind: z.enum(['overlap', 'attendee_busy', 'same_location', 'outside_hours', 'day_off', 'vip']),
  /** One line for the card: "Overlaps "Standup" (Tue 24 Nov, 09:00–09:15)", "Dana (VIP) is affected". */
  text: z.string(),
});
export type Check = z.infer<typeof checkSchema>;

/** One event's part of a change, as the card lists it. */
export const reviewItemSchema = z.object({
  kind: z.enum(['create', 'update', 'delete']),
  title: z.string(),
  /** Where the event will be (create, update) or was (delete); epoch ms, or the day for all-day events. */
  start: z.number().int(),
  end: z.number().int(),
  allDay: z.boolean(),
  /** Every field that changes; for a create every field set, for a delete every field lost. */
  diff: z.array(fieldChangeSchema),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** What the approval card shows, worked out once when the change is suggested. */
export const reviewSchema = z.object({
  timeZone: z.string(),
  items: z.array(reviewItemSchema).min(1).max(MAX_BULK_CHANGES),
  /** Who the calendar will email about this write (none on the local calendar). */
  notify: z.array(attendeeSchema),
  checks: z.array(checkSchema),
});
export type Review = z.infer<typeof reviewSchema>;

/** A write waiting for the person: nothing touches a calendar until it is approved. */
export const pendingActionSchema = z.object({
  token: z.string().min(8),
  status: actionStatusSchema,
  description: z.string(),
  source: actionSourceSchema,
  change: calendarChangeSchema,
  /** Who the calendar emails about this write, fixed when suggested (the card says so); absent: no one (local). */
  sendUpdates: sendUpdatesSchema.optional(),
  /** The diff, the people told and the checks; absent on suggestions stored before reviews existed. */
  review: reviewSchema.optional(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** Set once executed, or once a bulk change stopped with some of it made: the audit entry that can undo it. */
  auditId: z.string().optional(),
  /** Set when a revision (Edit, or picking an alternative) replaced this one. */
  replacedBy: z.string().optional(),
  error: z.string().optional(),
  /**
   * Failed part-way for a passing reason (rate limit, outage, lost connection): Retry makes the
   * changes not yet made. What was made is in the `auditId` entry's `doneParts`; none when absent.
   */
  retryable: z.boolean().optional(),
});
export type PendingAction = z.infer<typeof pendingActionSchema>;

/** An executed write and what undoes it. */
export const auditEntrySchema = z.object({
  id: z.string().min(8),
  at: z.number().int(),
  actionToken: z.string(),
  description: z.string(),
  source: actionSourceSchema,
  change: calendarChangeSchema,
  sendUpdates: sendUpdatesSchema.optional(),
  review: reviewSchema.optional(),
  /** The etag the target had right after the write: undo refuses if it has changed since. */
  etagAfter: z.string().optional(),
  /** For a bulk change: each event's etag after the write, in the order of `change.changes` (null: deleted). */
  etagsAfter: z.array(z.string().nullable()).optional(),
  /** Set when the person approved it without a card, under the auto-approve option. */
  autoApproved: z.boolean().optional(),
  /**
   * Bulk, stopped part-way: the changes (by index) this entry made, all that undo puts back; their
   * etags are in `etagsAfter`. Absent: every change was made.
   */
  doneParts: z.array(z.number().int().min(0)).optional(),
  /** Bulk: the changes (by index) already put back by an undo that stopped part-way, so a retry skips them. */
  undoneParts: z.array(z.number().int().min(0)).optional(),
  undoneAt: z.number().int().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
