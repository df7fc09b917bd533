import type { CalendarPort } from '../../ports/calendar';
import type { ConversationMemory } from '../../ports/conversation-memory';
import type { Clock } from '../../ports/clock';
import type { FreeBusyPort } from '../../ports/free-busy';
import type { IdSource } from '../../ports/ids';
import type { ModelPort } from '../../ports/model';
import type { TemplateCache } from '../../ports/template-cache';
import type { WorkflowStore } from '../../ports/workflow-store';
import type { Plan } from '../plan/plan-schema';
import type { TurnPlaces } from '../places/turn-places';
import type { ActionSource } from '../approvals/pending-action';
import type { Approvals } from '../approvals/approvals';
import type { SendUpdates } from '../domain/calendar-connection';
import type { Preferences } from '../domain/preferences';
import type { ModelBudget } from './model-budget';
import type { TurnLog } from './turn-log';
import type { TurnEvent } from './turn-event';
import type { TurnHint } from './turn-hint';

/** What every stage and handler of one turn may use: ports, settled preferences, and the stream. */
export interface TurnContext {
  calendar: CalendarPort;
  approvals: Approvals;
  clock: Clock;
  ids: IdSource;
  preferences: Preferences;
  /** The person's zone: their setting, else the browser's. */
  timeZone: string;
  source: ActionSource;
  emit: (event: TurnEvent) => void;
  /** A language model for stages 3 and 5; absent, the built-in engine answers (0 model calls). */
  model?: ModelPort;
  /** This turn's model calls; runTurn sets it. */
  budget: ModelBudget;
  signal?: AbortSignal;
  /** Structured, stage-named log lines (debug logging); absent, nothing is logged. */
  log?: TurnLog;
  /** The conversation's last proposal, for follow-ups; absent (the CLI), follow-ups ask to start again. */
  conversation?: ConversationMemory;
  /** Templates of recent proposals by participants, where edits start; absent, edits use the conversation only. */
  templateCache?: TemplateCache;
  /** Attendees' busy time (Google free/busy); absent, only constraints about them apply. */
  freeBusy?: FreeBusyPort;
  /** Who the calendar will email about a write, as the card says; absent (local calendar), no one. */
  sendUpdates?: SendUpdates;
  /** The calendar can add a Google Meet link to an event asked for as a video call. */
  videoCalls?: boolean;
  /** The calendar can change one occurrence, the following ones, or a whole series (Google). */
  recurringEdits?: boolean;
  /** What the page showed (the viewed week, the event in a dialog), from a content script's button. */
  hint?: TurnHint;
  /**
   * The occurrence the person picked from the ones Kairos just listed or asked about ("the one with
   * Jordan", "the first one"): where the words match several events, this one is meant.
   */
  pinned?: { id: string; start: number };
  /**
   * The untrusted page text (an email) a page-content turn was read from. The built-in engine reads
   * the ask taken out of it (read-email-request); a model reads the whole text, which it handles better.
   */
  pageText?: string;
  /** A turn that is not a request in words: compose's "Insert my availability". */
  task?: 'availability';
  /** Where Plans waiting for approval are kept (IndexedDB in the extension); absent, they live only in the card. */
  workflows?: WorkflowStore;
  /** Told the Plan a turn ran, with each step's status (the CLI prints it). */
  onPlan?: (plan: Plan) => void;
  /** Venues for in-person plans (Options → Places); absent, proposals are times only. */
  places?: TurnPlaces;
}

/** What a caller hands runTurn: everything but the per-turn budget, which runTurn creates. */
export type TurnInput = Omit<TurnContext, 'budget'>;
