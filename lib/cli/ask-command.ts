import { createCryptoIds } from '../adapters/crypto-ids';
import { createMemoryActionStore } from '../adapters/memory-action-store';
import { createMemoryCalendar } from '../adapters/memory-calendar';
import { createOpenAiModel } from '../adapters/openai-model';
import { createApprovals } from '../core/approvals/approvals';
import { DEFAULT_PREFERENCES } from '../core/domain/preferences';
import { runTurn } from '../core/pipeline/run-turn';
import { continueWorkflow } from '../core/plan/continue-workflow';
import { createMemoryWorkflowStore } from '../adapters/memory-workflow-store';
import type { TurnEvent } from '../core/pipeline/turn-event';
import type { TurnOutcome } from '../core/pipeline/run-turn';
import type { Plan } from '../core/plan/plan-schema';
import type { ModelPort } from '../ports/model';
import { askJson, askText, suggestedTokens } from './ask-output';
import { readCalendarFile, writeCalendarFile } from './calendar-file';
import { openConversationFile } from './conversation-file';
import { openPlaces, type PlacesOptions } from './places-options';

/** A Plan's steps may chain cards; this bounds a chain that never ends. */
const MAX_APPROVALS = 50;

export interface AskOptions {
  text: string;
  calendarFile?: string;
  /** Keeps the conversation (last proposal, history, pending actions) across invocations. */
  conversationFile?: string;
  now: number;
  timeZone: string;
  json: boolean;
  yes: boolean;
  model?: { baseUrl: string; apiKey: string; nanoModel: string; miniModel: string };
  /** --places: venues for in-person plans; --home and --work are geocoded before the turn. */
  places?: PlacesOptions;
}

/** `kairos ask`: one whole turn against a calendar file; prints the proposal, and with --yes applies it. */
export async function ask(options: AskOptions): Promise<string> {
  const clock = { now: () => options.now };
  // Looked up first: an address the provider cannot find stops the run before anything else happens.
  const places = options.places === undefined ? undefined : await openPlaces(options.places);
  const ids = createCryptoIds();
  const file = options.calendarFile;
  const read = file === undefined ? undefined : readCalendarFile(file, { now: options.now, timeZone: options.timeZone });
  const calendar = createMemoryCalendar({ clock, events: read?.events ?? [] });
  const saved = options.conversationFile === undefined ? undefined : openConversationFile(options.conversationFile);
  const approvals = createApprovals({ store: saved?.actions ?? createMemoryActionStore(), calendar, clock, ids });
  const workflows = saved?.workflows ?? createMemoryWorkflowStore();
  const events: TurnEvent[] = [];
  let plan: Plan | undefined;
  const ports = {
    calendar,
    approvals,
    clock,
    ids,
    preferences: DEFAULT_PREFERENCES,
    timeZone: options.timeZone,
    source: 'chat' as const,
    workflows,
  };
  const model: ModelPort | undefined = options.model === undefined ? undefined : createOpenAiModel(options.model);
  const outcome: Pick<TurnOutcome, 'intent' | 'modelCalls' | 'fellBack'> = await runTurn(options.text, {
    ...ports,
    emit: (e) => events.push(e),
    onPlan: (p) => {
      plan = p;
    },
    ...(model === undefined ? {} : { model }),
    ...(places === undefined ? {} : { places }),
    ...(saved === undefined ? {} : { conversation: saved.conversation, templateCache: saved.templates }),
  });
  // "yes" / "no" answering the cards an earlier invocation left open does what their buttons do.
  const reply = events.find((e) => e.type === 'reply');
  let tokens = reply === undefined ? suggestedTokens(events) : reply.tokens;
  if (reply?.reply === 'reject') {
    for (const token of tokens) {
      await approvals.reject(token);
      const workflow = await workflows.get(token);
      if (workflow !== undefined) events.push(...(await continueWorkflow(workflow, 'rejected', ports)).events);
    }
    events.push({
      type: 'text',
      text:
        tokens.length === 1 ? 'Rejected: nothing was changed.' : `Rejected all ${String(tokens.length)}: nothing was changed.`,
    });
    tokens = [];
  } else if (reply !== undefined) {
    for (const token of tokens) {
      const action = await approvals.get(token);
      events.push({ type: 'text', text: `Approved: ${action.description}.` });
    }
  }
  let applied = false;
  // --yes (or a "yes" to open cards) approves every change suggested, in order, exactly as the cards
  // would, and runs what a Plan waited on each card for (the note to the people affected, the
  // closing line); a step after an approval may suggest another card, approved in its turn.
  if ((options.yes || reply?.reply === 'approve') && tokens.length > 0) {
    for (let i = 0; i < tokens.length && i < MAX_APPROVALS; i++) {
      const token = tokens[i] ?? '';
      await approvals.approve(token);
      const workflow = await workflows.get(token);
      if (workflow === undefined) continue;
      const continued = await continueWorkflow(workflow, 'approved', ports);
      plan = continued.plan;
      events.push(...continued.events);
      tokens.push(...suggestedTokens(continued.events).filter((t) => !tokens.includes(t)));
    }
    if (file !== undefined && read !== undefined) {
      writeCalendarFile(file, { form: read.form, events: await calendar.allEvents() }, { timeZone: options.timeZone });
    }
    applied = true;
  }
  const actions = await Promise.all(tokens.map((t) => approvals.get(t)));
  saved?.save();
  const zone = options.timeZone;
  const record = { events, plan, actions };
  if (options.json) {
    return JSON.stringify(
      askJson(record, zone, {
        intent: outcome.intent ?? 'help',
        modelCalls: outcome.modelCalls,
        fellBack: outcome.fellBack !== undefined,
        ...(outcome.fellBack === undefined ? {} : { fellBackBecause: outcome.fellBack }),
        applied,
      }),
    );
  }
  return askText(record, zone, applied, options.calendarFile ?? 'the calendar');
}
