import { z } from 'zod';
import { PAGE_TEXT_CHARS } from './protocol';
import { actionSourceSchema } from '../core/approvals/pending-action';

/**
 * A request started outside the side panel (the context menu, later the page buttons): the
 * background leaves it in storage.session and opens the panel, which takes it and asks it as a turn.
 * storage.session is reachable only by the extension's own pages, never by content scripts.
 */
export const HANDOFF_KEY = 'kairosHandoff';

export const handoffSchema = z.object({
  id: z.string().min(1).max(64),
  text: z.string().trim().min(1).max(2000),
  pageContent: z
    .object({ source: actionSourceSchema.extract(['email', 'page']), text: z.string().trim().min(1).max(PAGE_TEXT_CHARS) })
    .optional(),
  at: z.number().int(),
});
export type Handoff = z.infer<typeof handoffSchema>;

/** A handoff older than this is stale (the panel never opened): it is dropped, not asked. */
export const HANDOFF_TTL_MS = 2 * 60_000;
