import { z } from 'zod';
import { turnHintSchema } from '../core/pipeline/turn-hint';
import { COMPOSE_ID } from './compose-id';
import { pageContentSchema } from './protocol';

/**
 * A request started outside the side panel (a page button, the context menu, the popup): the
 * background leaves it in storage.session and opens the panel, which takes it. storage.session is
 * reachable only by the extension's own pages, never by content scripts.
 */
export const HANDOFF_KEY = 'kairosHandoff';

export const handoffSchema = z.object({
  id: z.string().min(1).max(64),
  /** The request's words: asked at once, or (ask: false) put in the box for the person to finish. */
  text: z.string().min(1).max(2000),
  ask: z.boolean().default(true),
  /** What the page showed that the request is about: the viewed week, the event in a dialog. */
  hint: turnHintSchema.optional(),
  pageContent: pageContentSchema.optional(),
  /** Gmail compose's "Insert my availability": where the approved text goes. */
  insertInto: z.object({ tabId: z.number().int().min(0), composeId: z.string().regex(COMPOSE_ID) }).optional(),
  at: z.number().int(),
});
export type Handoff = z.input<typeof handoffSchema>;

/** A handoff older than this is stale (the panel never opened): it is dropped, not asked. */
export const HANDOFF_TTL_MS = 2 * 60_000;
