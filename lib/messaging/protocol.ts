import { z } from 'zod';
import { googleStatusSchema, sendUpdatesSchema } from '../core/domain/calendar-connection';
import { preferencesSchema } from '../core/domain/preferences';
import { chromeAiAvailabilitySchema, modelSettingsSchema } from '../core/domain/model-settings';
import { placesProviderChoiceSchema, placesSettingsSchema } from '../core/domain/places-settings';
import { errorCodeSchema, errorPayloadSchema } from '../core/errors';
import { turnHintSchema } from '../core/pipeline/turn-hint';
import { COMPOSE_ID } from './compose-id';
import { openEmailSchema } from './content-protocol';
import {
  agendaItemSchema,
  approvalRequestSchema,
  planStepSchema,
  proposalSchema,
  turnEventSchema,
} from '../core/pipeline/turn-event';
import { actionSourceSchema, auditEntrySchema, MAX_BULK_CHANGES } from '../core/approvals/pending-action';

/**
 * Every message between the extension's contexts, each with its schema: the one source of truth.
 * The background parses a request before acting on it and its response before sending it.
 */
const token = z.string().min(8).max(64);
const MAX_ICS_CHARS = 20_000_000;
/** The most audit entries Options reads at once. */
export const MAX_HISTORY = 1000;

export const icsProblemSchema = z.object({ line: z.number().int().optional(), component: z.string(), message: z.string() });

/** What "Test connection" found: who answered, or why nothing did (an answer, not a failed request). */
export const connectionReportSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), model: z.string().optional(), message: z.string() }),
  z.object({ ok: z.literal(false), code: errorCodeSchema, message: z.string() }),
]);
export type ConnectionReport = z.infer<typeof connectionReportSchema>;

/**
 * What a Plan did once the card it waited on was approved: its steps as they now stand, and what the
 * steps after the card said (a closing line, a drafted note). Absent when the card was no Plan's.
 */
export const planContinuationSchema = z.object({
  steps: z.array(planStepSchema).max(30),
  events: z.array(turnEventSchema).max(50),
});
export type PlanContinuation = z.infer<typeof planContinuationSchema>;

export const requestSchemas = {
  getUpcomingEvents: {
    request: z.object({ limit: z.number().int().min(1).max(20) }),
    response: z.object({ events: z.array(agendaItemSchema), timeZone: z.string() }),
  },
  approveAction: {
    request: z.object({ token }),
    response: z.object({ auditId: z.string(), description: z.string(), continued: planContinuationSchema.optional() }),
  },
  /** Finish a bulk change that stopped part-way for a passing reason: only the changes not yet made. */
  retryAction: {
    request: z.object({ token }),
    response: z.object({ auditId: z.string(), description: z.string(), continued: planContinuationSchema.optional() }),
  },
  rejectAction: {
    request: z.object({ token }),
    response: z.object({ status: z.string() }),
  },
  reviseProposal: {
    request: z.object({
      token,
      title: z.string().trim().min(1, 'a title is needed').max(200),
      start: z.number().int(),
      durationMinutes: z
        .number()
        .int()
        .min(5)
        .max(24 * 60),
      /** Another place picked on the card (its PlaceChoice's `location`); absent, the place stays. */
      location: z
        .string()
        .trim()
        .min(1, 'a place is needed')
        .max(500, 'that place is too long (500 characters at most)')
        .optional(),
      /** The side panel's conversation, so what it remembers follows the card's edit. */
      conversationId: z
        .string()
        .regex(/^[\w-]{1,64}$/)
        .optional(),
    }),
    response: z.object({ proposal: proposalSchema }),
  },
  undoAction: {
    request: z.object({
      auditId: token,
      /**
       * Email the guests about the undo. Absent: as the original write did, except that putting back
       * a deleted event tells no one unless the person asks.
       */
      notifyGuests: z.boolean().optional(),
    }),
    response: z.object({ description: z.string() }),
  },
  /** Bulk Edit: keep only some of the events (by their place in the review), as a fresh suggestion. */
  narrowBulkAction: {
    request: z.object({
      token,
      keep: z
        .array(
          z
            .number()
            .int()
            .min(0)
            .max(MAX_BULK_CHANGES - 1),
        )
        .min(1)
        .max(MAX_BULK_CHANGES),
    }),
    response: z.object({ approval: approvalRequestSchema }),
  },
  /** Suggestions still waiting, oldest first: the side panel lists them when it opens. */
  listPendingActions: {
    request: z.object({}),
    response: z.object({ approvals: z.array(approvalRequestSchema) }),
  },
  /** The audit log, newest first, for Options' history (filtered and exported there). */
  listHistory: {
    request: z.object({ limit: z.number().int().min(1).max(MAX_HISTORY) }),
    response: z.object({ entries: z.array(auditEntrySchema) }),
  },
  getPreferences: {
    request: z.object({}),
    response: z.object({
      preferences: preferencesSchema,
      browserTimeZone: z.string(),
      /** The connected Google Calendar's zone, which wins over the browser's unless one is pinned. */
      calendarTimeZone: z.string().optional(),
    }),
  },
  savePreferences: {
    request: z.object({ preferences: preferencesSchema }),
    response: z.object({ preferences: preferencesSchema }),
  },
  // Answers with the API key: only the extension's own pages may send requests (trusted-sender.ts),
  // and content scripts must never be given this one when they get their own requests.
  getModelSettings: {
    request: z.object({}),
    response: z.object({ settings: modelSettingsSchema, chromeAi: chromeAiAvailabilitySchema }),
  },
  saveModelSettings: {
    request: z.object({ settings: modelSettingsSchema }),
    response: z.object({ settings: modelSettingsSchema }),
  },
  testModelConnection: {
    request: z.object({ settings: modelSettingsSchema }),
    response: connectionReportSchema,
  },
  // Places: answers with the Foursquare key and home/work, so extension pages only, as above.
  getPlacesSettings: {
    request: z.object({}),
    response: z.object({ settings: placesSettingsSchema }),
  },
  /**
   * The form as typed. The background looks up each home or work address that changed (once, through
   * the chosen provider) and answers with what it saved; an empty address clears that location.
   */
  savePlacesSettings: {
    request: z.object({
      provider: placesProviderChoiceSchema,
      foursquareKey: z.string().trim().max(4096, 'that API key is too long'),
      home: z.string().trim().max(300, 'that home address is too long (300 characters at most)'),
      work: z.string().trim().max(300, 'that work address is too long (300 characters at most)'),
    }),
    response: z.object({ settings: placesSettingsSchema }),
  },
  previewIcsImport: {
    request: z.object({ ics: z.string().max(MAX_ICS_CHARS) }),
    response: z.object({ count: z.number().int(), titles: z.array(z.string()), problems: z.array(icsProblemSchema) }),
  },
  importIcs: {
    request: z.object({ ics: z.string().max(MAX_ICS_CHARS), includePartial: z.boolean() }),
    response: z.object({ imported: z.number().int() }),
  },
  exportIcs: {
    request: z.object({}),
    response: z.object({ ics: z.string(), count: z.number().int() }),
  },
  // Google Calendar: Options connects, picks calendars and notifications; the side panel reads status.
  getGoogleStatus: {
    request: z.object({}),
    response: googleStatusSchema,
  },
  connectGoogle: {
    request: z.object({}),
    response: googleStatusSchema,
  },
  disconnectGoogle: {
    request: z.object({}),
    response: googleStatusSchema,
  },
  saveGoogleChoice: {
    request: z.object({
      readCalendarIds: z.array(z.string().min(1).max(1024)).min(1, 'choose at least one calendar to read').max(100),
      writeCalendarId: z.string().min(1).max(1024),
      sendUpdates: sendUpdatesSchema,
    }),
    response: googleStatusSchema,
  },
  /** The side panel's approved availability, put into the Gmail compose box it was asked from (never sent). */
  insertIntoCompose: {
    request: z.object({
      tabId: z.number().int().min(0),
      composeId: z.string().regex(COMPOSE_ID),
      text: z.string().min(1).max(4000),
    }),
    response: z.object({}),
  },
  /**
   * "Schedule what this email asks": the open email in the active tab of the side panel's window,
   * read by the Gmail content script only on this request. Not finding one is an answer, not an error.
   */
  readOpenEmail: {
    request: z.object({ windowId: z.number().int().nonnegative() }),
    // The content scripts' zod/mini schema itself: full zod parses it the same, and one schema cannot drift.
    response: openEmailSchema,
  },
  clearLocalData: {
    request: z.object({ confirm: z.literal(true) }),
    response: z.object({}),
  },
} as const;

export type RequestType = keyof typeof requestSchemas;
export type RequestOf<T extends RequestType> = z.infer<(typeof requestSchemas)[T]['request']>;
export type ResponseOf<T extends RequestType> = z.infer<(typeof requestSchemas)[T]['response']>;

export const requestEnvelopeSchema = z.object({ type: z.string(), payload: z.unknown() });

export const responseEnvelopeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: errorPayloadSchema }),
]);
export type ResponseEnvelope = z.infer<typeof responseEnvelopeSchema>;

/** The most page text a turn reads: an email's worth, not a whole page. */
export const PAGE_TEXT_CHARS = 20_000;

/** Text from a page a request is about, and whose it is (an email's, or a web page's). */
export const pageContentSchema = z.object({
  source: actionSourceSchema.extract(['email', 'page']),
  text: z.string().trim().min(1).max(PAGE_TEXT_CHARS),
});

/** A turn runs over a long-lived port of this name; the background streams TurnEvents back. */
export const TURN_PORT = 'kairos-turn';

export const turnRequestSchema = z.object({
  type: z.literal('startTurn'),
  turnId: z.string().min(1).max(64),
  /** One per open side panel: follow-ups ("any earlier times?") are about this conversation. */
  conversationId: z.string().regex(/^[\w-]{1,64}$/),
  text: z.string().trim().min(1, 'type a request first').max(2000, 'that request is too long (2,000 characters at most)'),
  /**
   * Text from a page (an email, a selection) the request is about. It is untrusted: the pipeline
   * reads it as the request, marks every write it leads to with this source, and never writes
   * without approval.
   */
  pageContent: pageContentSchema.optional(),
  hint: turnHintSchema.optional(),
  /** Compose's "Insert my availability": a turn that finds free times to send, not one event. */
  task: z.literal('availability').optional(),
});
export type TurnRequest = z.infer<typeof turnRequestSchema>;

/** The Cancel button: aborts the turn and any model request it has in flight. */
export const cancelTurnSchema = z.object({ type: z.literal('cancelTurn'), turnId: z.string().min(1).max(64) });
export type CancelTurn = z.infer<typeof cancelTurnSchema>;

/** What the side panel may send over the turn port. */
export const turnPortMessageSchema = z.discriminatedUnion('type', [turnRequestSchema, cancelTurnSchema]);

export const turnMessageSchema = z.object({ turnId: z.string(), event: turnEventSchema });
export type TurnMessage = z.infer<typeof turnMessageSchema>;
