import type { ParsedPart } from '../core/nlu/parsed-request';
import type { RankedSlot } from '../core/slots/slot-query';

/** What a follow-up ("any earlier times?", "show more") needs from the last proposal of a conversation. */
export interface LastProposal {
  /** The pending action the proposal card approves; follow-ups revise it. */
  token: string;
  request: ParsedPart;
  /** Every candidate business logic found, ranked; proposals show four at a time. */
  candidates: RankedSlot[];
  /** Starts already shown to the person, so "show more" moves on. */
  shown: number[];
  /** The slot currently proposed. */
  current: { start: number; end: number };
  at: number;
}

/** One side-panel conversation's memory (in the service worker; gone when it restarts). */
export interface ConversationMemory {
  get(): LastProposal | undefined;
  set(last: LastProposal): void;
}
