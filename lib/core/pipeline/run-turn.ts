import { toErrorPayload } from '../errors';
import { classify } from './classify';
import { handleCreateEvent } from './handle-create-event';
import { handleDeleteEvent } from './handle-delete-event';
import { handleFollowUp } from './handle-follow-up';
import { handleQueryEvents } from './handle-query-events';
import { createModelBudget } from './model-budget';
import { templateStage } from './template-stage';
import type { TurnInput } from './turn-context';

const HELP =
  'I can schedule and look up events. Try "coffee with sam@acme.com tomorrow at 3pm for 30 minutes", ' +
  '"find 45 minutes with dana@corp.com next Tuesday", "what\'s on tomorrow?" or "cancel my dentist appointment on Friday".';

const NOT_YET: Partial<Record<string, string>> = {
  update_event: 'Moving and changing events is coming soon. For now I can create, look up and cancel events.',
  suggest_activities: 'Activity suggestions are coming soon. Tell me what and when, and I will find the time.',
  navigate_booking: 'Booking places is coming soon.',
  bulk: 'Changes to many events at once are coming soon. I can handle one event at a time for now.',
};

export interface TurnOutcome {
  intent?: string;
  modelCalls: number;
  /** Why a stage answered with the built-in engine instead of the model, if one did. */
  fellBack?: string;
}

/** Model calls a turn may make (shared/DESIGN.md): template + select. */
const MODEL_CALLS_PER_TURN = 2;

/**
 * One user turn: classify (rules), route, template (model when there is one), then the handler
 * runs business logic and select and streams the answer. Always ends with `done`.
 */
export async function runTurn(text: string, input: TurnInput): Promise<TurnOutcome> {
  const ctx = { ...input, budget: createModelBudget(input.model === undefined ? 0 : MODEL_CALLS_PER_TURN) };
  const outcome = (intent?: string): TurnOutcome => ({
    ...(intent === undefined ? {} : { intent }),
    modelCalls: ctx.budget.used,
    ...(ctx.budget.fellBack === undefined ? {} : { fellBack: ctx.budget.fellBack }),
  });
  let intent: string | undefined;
  try {
    const { parsed, ack } = classify(text, ctx.clock.now(), ctx.timeZone);
    intent = parsed.intent;
    ctx.emit({ type: 'ack', text: ack });
    ctx.emit({ type: 'stage', stage: 'route', label: parsed.intent.replace('_', ' ') });
    // "Don't change anything yet", "sometime soon": ask the one question and touch nothing.
    if (parsed.clarification !== undefined) {
      ctx.emit({ type: 'text', text: parsed.clarification });
      return outcome(intent);
    }
    switch (parsed.intent) {
      case 'create_event':
        await handleCreateEvent(await templateStage(text, parsed, ctx), ctx);
        break;
      case 'query_events':
        await handleQueryEvents(parsed, ctx);
        break;
      case 'delete_event':
        await handleDeleteEvent(text, parsed, ctx);
        break;
      case 'help':
        ctx.emit({ type: 'text', text: HELP });
        break;
      case 'show_more':
        await handleFollowUp('more', ctx);
        break;
      case 'update_event': {
        // "any earlier times?" with nothing else named is about the last proposal.
        const preference = parsed.entities.timePreference;
        const aboutLastProposal =
          parsed.when === undefined &&
          parsed.entities.attendees === undefined &&
          (preference === 'earlier' || preference === 'later');
        if (aboutLastProposal) {
          await handleFollowUp(preference, ctx);
          break;
        }
        ctx.emit({ type: 'text', text: NOT_YET.update_event ?? HELP });
        break;
      }
      case 'suggest_activities':
      case 'navigate_booking':
      case 'bulk':
        ctx.emit({ type: 'text', text: NOT_YET[parsed.intent] ?? HELP });
        break;
    }
  } catch (error) {
    // Cancel aborts the signal; whatever stage was waiting stops there, and nothing was written.
    if (ctx.signal?.aborted === true) ctx.emit({ type: 'cancelled' });
    else ctx.emit({ type: 'error', error: toErrorPayload(error) });
  } finally {
    ctx.emit({ type: 'done' });
  }
  return outcome(intent);
}
