import { z } from 'zod';
import { parsedPartSchema } from '../core/nlu/parsed-request';

/** How long a proposal's template stays the starting point for edits ("make it 30 minutes"). */
export const TEMPLATE_TTL_MS = 30 * 60_000;

/** The request behind a suggested event, kept so a later edit starts from it rather than from nothing. */
export const cachedTemplateSchema = z.object({
  /** participantsKey(...) of the event's attendees: edits name people, not conversation ids. */
  key: z.string(),
  request: parsedPartSchema,
  /** The pending action proposing it. */
  token: z.string(),
  at: z.number().int(),
});
export type CachedTemplate = z.infer<typeof cachedTemplateSchema>;

/** Templates of recent proposals by participants (IndexedDB in the extension; memory in tests and the CLI). */
export interface TemplateCache {
  /** The entry for these participants, unless it is older than TEMPLATE_TTL_MS at `now`. */
  get(key: string, now: number): Promise<CachedTemplate | undefined>;
  set(entry: CachedTemplate): Promise<void>;
}
