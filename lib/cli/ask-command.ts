import { createCryptoIds } from '../adapters/crypto-ids';
import { createMemoryActionStore } from '../adapters/memory-action-store';
import { createMemoryCalendar } from '../adapters/memory-calendar';
import { createOpenAiModel } from '../adapters/openai-model';
import { createApprovals } from '../core/approvals/approvals';
import { DEFAULT_PREFERENCES } from '../core/domain/preferences';
import { runTurn } from '../core/pipeline/run-turn';
import type { TurnEvent } from '../core/pipeline/turn-event';
import type { Plan } from '../core/plan/plan-schema';
import type { ModelPort } from '../ports/model';
import { askJson, askText, suggestedTokens } from './ask-output';
import { readCalendarFile, writeCalendarFile } from './calendar-file';
import { openConversationFile } from './conversation-file';

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
}

/** `kairos ask`: one whole turn against a calendar file; prints the proposal, and with --yes applies it. */
export async function ask(options: AskOptions): Promise<string> {
  const clock = { now: () => options.now };
  const ids = createCryptoIds();
  const file = options.calendarFile;
  const read = file === undefined ? undefined : readCalendarFile(file, { now: options.now, timeZone: options.timeZone });
  const calendar = createMemoryCalendar({ clock, events: read?.events ?? [] });
  const saved = options.conversationFile === undefined ? undefined : openConversationFile(options.conversationFile);
  const approvals = createApprovals({ store: saved?.actions ?? createMemoryActionStore(), calendar, clock, ids });
  const events: TurnEvent[] = [];
  let plan: Plan | undefined;
  const model: ModelPort | undefined = options.model === undefined ? undefined : createOpenAiModel(options.model);
  const outcome = await runTurn(options.text, {
    calendar,
    approvals,
    clock,
    ids,
    preferences: DEFAULT_PREFERENCES,
    timeZone: options.timeZone,
    source: 'chat',
    emit: (e) => events.push(e),
    onPlan: (p) => {
      plan = p;
    },
    ...(model === undefined ? {} : { model }),
    ...(saved === undefined ? {} : { conversation: saved.conversation, templateCache: saved.templates }),
  });
  const tokens = suggestedTokens(events);
  const actions = await Promise.all(tokens.map((t) => approvals.get(t)));
  let applied = false;
  // --yes approves every change the turn suggested, in order, exactly as the cards would.
  if (options.yes && tokens.length > 0) {
    for (const token of tokens) await approvals.approve(token);
    if (file !== undefined && read !== undefined) {
      writeCalendarFile(file, { form: read.form, events: await calendar.allEvents() }, { timeZone: options.timeZone });
    }
    applied = true;
  }
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
