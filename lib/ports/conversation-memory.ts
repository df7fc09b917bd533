import { z } from 'zod';
import { parsedPartSchema } from '../core/nlu/parsed-request';
import { agendaItemSchema } from '../core/pipeline/agenda-item';
import { proposalPlacesSchema } from '../core/places/place-choice';

const rankedSlotSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  score: z.number(),
  conflicts: z.array(z.object({ participantId: z.string(), reason: z.enum(['busy', 'outside_working_hours', 'constraint']) })),
  why: z.string().optional(),
});

/** What a follow-up ("any earlier times?", "show more") needs from the last proposal of a conversation. */
export const lastProposalSchema = z.object({
  /** The pending action the proposal card approves; follow-ups revise it. */
  token: z.string(),
  request: parsedPartSchema,
  /** Every candidate business logic found, ranked; proposals show four at a time. */
  candidates: z.array(rankedSlotSchema),
  /** Starts already shown to the person, so "show more" moves on. */
  shown: z.array(z.number().int()),
  /** The slot currently proposed. */
  current: z.object({ start: z.number().int(), end: z.number().int() }),
  /** The places the card offered, the chosen one first: "somewhere closer to Sam", "book a table there". */
  places: proposalPlacesSchema.optional(),
  at: z.number().int(),
});
export type LastProposal = z.infer<typeof lastProposalSchema>;

/**
 * What the last turn put in front of the person besides a proposal: the events an answer or a
 * "which one?" listed, in the order shown, so "move it to 5pm", "cancel the first one" or "the one
 * with Jordan" mean one of them; and a question Kairos asked, with the request it was asked about,
 * so the answer can complete that request.
 */
export const conversationFocusSchema = z.object({
  events: z.array(agendaItemSchema).max(50),
  /** Kairos asked which of `events`, or who `person` is: the person's request, to run again with the answer. */
  asked: z.string().max(2000).optional(),
  /** The name Kairos asked about ("Which Omar…?", "What is Zoe's email address?"). */
  person: z.string().max(100).optional(),
  /** The cards the last turn left waiting for `asked`: "no, the one next week" replaces them. */
  cards: z.array(z.string()).max(20).optional(),
  at: z.number().int(),
});
export type ConversationFocus = z.infer<typeof conversationFocusSchema>;

/** One line of the conversation, for the model's context ("can we do lunch instead?" needs what came before). */
export const conversationLineSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(2000),
  /**
   * What a request was read as, when that differs from its words: "can you make thursday lighter?"
   * after next week's agenda is Thursday 3 Dec, and the next follow-up leans on that day.
   */
  read: z.string().max(2000).optional(),
  at: z.number().int(),
});
export type ConversationLine = z.infer<typeof conversationLineSchema>;

/** Lines kept per conversation: enough context for a follow-up, small enough for every prompt. */
export const HISTORY_LINES_KEPT = 12;

/**
 * One side-panel conversation's memory. Kept outside the service worker (IndexedDB), so a
 * follow-up still works after the browser stopped and restarted the worker.
 */
export interface ConversationMemory {
  get(): Promise<LastProposal | undefined>;
  set(last: LastProposal): Promise<void>;
  /** What the last turn listed or asked about; undefined once a turn leaves nothing of the kind. */
  focus(): Promise<ConversationFocus | undefined>;
  setFocus(focus: ConversationFocus | undefined): Promise<void>;
  /** The last HISTORY_LINES_KEPT lines, oldest first. */
  history(): Promise<ConversationLine[]>;
  append(line: ConversationLine): Promise<void>;
}
