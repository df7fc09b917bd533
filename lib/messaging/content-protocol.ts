// zod/mini, not zod: these schemas are bundled into every content script, which must stay small
// (< 30 KB gzip each); the mini build is a quarter of the size and parses the same way.
import * as z from 'zod/mini';
import { COMPOSE_ID } from './compose-id';

/**
 * What content scripts may ask of the background: one message per click, each with its schema.
 * Content scripts run in pages Kairos does not control, so the background treats every message as
 * untrusted: it parses it, checks the sender's origin for its kind, and only ever opens the side
 * panel with a draft the person then reads, edits and sends. Nothing here can write to a calendar.
 */
export const CONTENT_MESSAGE = 'kairos-content';

const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const email = z.email().check(z.maxLength(320));
export const pagePersonSchema = z.object({ email, name: z.optional(trimmed(1, 200)) });
export type PagePerson = z.infer<typeof pagePersonSchema>;
const instant = z.number().check(z.int(), z.minimum(0), z.maximum(8_640_000_000_000));
const composeId = z.string().check(z.regex(COMPOSE_ID));

export const contentRequestSchema = z.discriminatedUnion('kind', [
  /** Google Calendar's "Find a time": the week (or day, month) the calendar is showing. */
  z.object({
    kind: z.literal('findTime'),
    range: z.optional(
      z.object({ start: instant, end: instant }).check(z.refine((r) => r.end > r.start, 'a range ends after it starts')),
    ),
  }),
  /** "Reschedule with Kairos" in an event's details: what the dialog shows of the event. */
  z.object({
    kind: z.literal('reschedule'),
    event: z.object({
      title: trimmed(1, 300),
      /** As the dialog words it ("Tuesday, 24 November · 10:00 – 10:30"). */
      when: z.optional(trimmed(0, 200)),
      attendees: z.array(pagePersonSchema).check(z.maxLength(100)),
      /** Google's event id, when the page exposes one. */
      eventId: z.optional(z.string().check(z.regex(/^[^\s/]{1,1024}$/))),
    }),
  }),
  /** Gmail "Find a time with …": the thread's participants (never the message body). */
  z.object({ kind: z.literal('findTimeWith'), people: z.array(pagePersonSchema).check(z.minLength(1), z.maxLength(50)) }),
  /** Gmail compose "Insert my availability": the compose box to insert into once approved. */
  z.object({ kind: z.literal('insertAvailability'), composeId }),
]);
export type ContentRequest = z.infer<typeof contentRequestSchema>;

export const contentEnvelopeSchema = z.object({ type: z.literal(CONTENT_MESSAGE), request: contentRequestSchema });

/** Which page each request may come from: a Gmail page cannot ask as Google Calendar. */
export const ORIGIN_OF: Readonly<Record<ContentRequest['kind'], string>> = {
  findTime: 'https://calendar.google.com',
  reschedule: 'https://calendar.google.com',
  findTimeWith: 'https://mail.google.com',
  insertAvailability: 'https://mail.google.com',
};

/** From the background (after the person approved in the side panel) to a Gmail tab: insert this text. */
export const INSERT_TEXT_MESSAGE = 'kairos-insert-text';
export const insertTextSchema = z.object({
  type: z.literal(INSERT_TEXT_MESSAGE),
  composeId,
  text: z.string().check(z.minLength(1), z.maxLength(4000)),
});
export type InsertText = z.infer<typeof insertTextSchema>;

/** What the Gmail tab answers to an insert: done, or why not (the draft was closed). */
export const insertReplySchema = z.object({ ok: z.boolean(), reason: z.optional(z.string().check(z.maxLength(300))) });
export type InsertReply = z.infer<typeof insertReplySchema>;

/**
 * From the background to the active Gmail tab, only when the person asks the side panel about "this
 * email": read the open thread's latest message. The "Find a time with …" button never reads bodies.
 */
export const READ_EMAIL_MESSAGE = 'kairos-read-email';
export const readEmailSchema = z.object({ type: z.literal(READ_EMAIL_MESSAGE) });
export type ReadEmail = z.infer<typeof readEmailSchema>;

/** The same as protocol.ts's PAGE_TEXT_CHARS, written out: importing it would pull full zod into content scripts. */
export const EMAIL_TEXT_CHARS = 20_000;
const recipients = z.array(pagePersonSchema).check(z.maxLength(50));

/** What the Gmail tab answers: the open message (untrusted, the sender's words), or why there is none. */
export const openEmailSchema = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    subject: z.optional(trimmed(1, 300)),
    /** Absent when the person sent it themselves (their own address is never sent) or Gmail shows no address. */
    from: z.optional(pagePersonSchema),
    to: recipients,
    cc: recipients,
    /** The date as Gmail words it in the message's date tooltip ("Mon, Nov 23, 2026, 10:40 AM"). */
    sentAt: z.optional(trimmed(1, 100)),
    text: trimmed(1, EMAIL_TEXT_CHARS),
  }),
  z.object({ found: z.literal(false), reason: z.string().check(z.maxLength(300)) }),
]);
export type OpenEmail = z.infer<typeof openEmailSchema>;
