import { isPageContent } from '../approvals/pending-action';
import { toErrorPayload } from '../errors';
import { emailSentAt } from '../nlu/email-sent-at';
import { readEmailRequest } from '../nlu/read-email-request';
import type { Intent } from '../nlu/parsed-request';
import { formatRange } from '../time/format';
import { buildPlan } from '../plan/build-plan';
import { buildRoutePlan, hasTemplate } from '../plan/build-route-plan';
import { withNotesOnCancels } from '../plan/notify-by-default';
import { runModelPlan } from '../plan/model/run-model-plan';
import { wantsPlanCall } from '../plan/model/wants-plan-call';
import { readCardReply } from '../plan/reading/read-reply';
import { runPlanTurn } from '../plan/run-plan-turn';
import { classify } from './classify';
import { classifyWithModel } from './classify-with-model';
import { focusAfter, readAgainstFocus } from './conversation-focus';
import { FOLLOW_UP_TTL_MS, liveProposal } from './handle-follow-up';
import { restateFronted } from '../nlu/restate-fronted';
import { restateScene } from '../plan/scene-day';
import { restateFollowUp } from '../nlu/restate-follow-up';
import { createModelBudget } from './model-budget';
import { rememberFreeBusy } from './remembered-free-busy';
import { templateStage, type TemplateResult } from './template-stage';
import type { TurnContext, TurnInput } from './turn-context';
import type { TurnEvent } from './turn-event';

export interface TurnOutcome {
  intent?: string;
  modelCalls: number;
  /** Why a stage answered with the built-in engine instead of the model, if one did. */
  fellBack?: string;
}

/**
 * Model calls a turn may make, by intent (shared/DESIGN.md): a new event or an edit 2 (template +
 * select), a conditional edit 3 (+ the fallback's provideAlternatives), a query or show_more 1.
 * A NANO classify call, made only when the rules are unsure, counts against the same limit.
 */
const MODEL_CALLS: Readonly<Record<Intent, number>> = {
  create_event: 2,
  update_event: 2,
  delete_event: 0,
  query_events: 1,
  show_more: 1,
  suggest_activities: 1,
  navigate_booking: 1,
  bulk: 0,
  help: 0,
};
const CONDITIONAL_EDIT_CALLS = 3;

/** What a model's template turned the request into, as the turn reports it. */
const TEMPLATE_INTENT: Readonly<Record<TemplateResult['mode'], Intent>> = {
  create: 'create_event',
  edit: 'update_event',
  navigate: 'navigate_booking',
};

const NOTHING_WAITING = 'Nothing is waiting for your approval. Tell me what to schedule or change.';
const NOTHING_TO_SCHEDULE =
  'I couldn’t find anything to schedule in that text: no meeting, call or time is asked for. Tell me what to schedule, like “lunch with Sam on Friday”.';

/**
 * One user turn, always as a Plan: with a model, one Plan call (lib/core/plan/model/) stands in for
 * the NANO classify and the template unless the turn follows up a live suggestion
 * (wants-plan-call.ts). Otherwise the rules classify (NANO when unsure) and the built-in reader
 * writes the Plan: several steps, a question, a condition or a cancel (build-plan.ts), else the
 * one-step Plan of the path that answers it (build-route-plan.ts), with stage 3's model template
 * when there is a model. A model that yields no valid Plan leaves the turn to the built-in engine.
 * Always ends with `done`; a cancel ends with `cancelled` and writes nothing.
 */
export async function runTurn(asked: string, input: TurnInput): Promise<TurnOutcome> {
  const hasModel = input.model !== undefined;
  // An email is read for its ask; the built-in engine reads that, a model the whole email.
  const email = isPageContent(input.source) ? readEmailRequest(asked) : undefined;
  const text = email?.text ?? asked;
  // The built-in reader wants the event after the verb ("the 3pm review, push it back" → "push the 3pm review back").
  let read = email === undefined ? restateFronted(text) : text;
  let said = '';
  const emitted: TurnEvent[] = [];
  const ctx: TurnContext = {
    ...input,
    ...(email === undefined ? {} : { pageText: asked }),
    ...(input.freeBusy === undefined ? {} : { freeBusy: rememberFreeBusy(input.freeBusy) }),
    budget: createModelBudget(hasModel ? CONDITIONAL_EDIT_CALLS : 0),
    emit: (event) => {
      said = summary(event, input.timeZone) ?? said;
      emitted.push(event);
      input.emit(event);
    },
  };
  // The request this turn runs, for a "which one?" it may ask: an answer to one runs it again.
  let request = text;
  const outcome = (intent?: string): TurnOutcome => ({
    ...(intent === undefined ? {} : { intent }),
    modelCalls: ctx.budget.used,
    ...(ctx.budget.fellBack === undefined ? {} : { fellBack: ctx.budget.fellBack }),
  });
  let intent: string | undefined;
  let remembered = false;
  const rememberAsked = async (): Promise<void> => {
    if (remembered) return;
    remembered = true;
    await ctx.conversation?.append({
      role: 'user',
      text: text.slice(0, 2000),
      ...(read === text ? {} : { read: read.slice(0, 2000) }),
      at: ctx.clock.now(),
    });
  };
  ctx.log?.('request-start', { model: input.model?.provider ?? 'built-in', length: text.length });
  try {
    if (ctx.task === 'availability') {
      intent = 'share_availability';
      ctx.emit({ type: 'ack', text: 'Finding times to offer…' });
      await runPlanTurn(text, { tasks: [{ id: 'task1', taskType: 'ShareAvailability', params: {} }] }, ctx, input.workflows);
      return outcome(intent);
    }
    if (email !== undefined && email.ask === undefined && email.subject === undefined && !hasModel) {
      const run = await runPlanTurn(
        text,
        { tasks: [{ id: 'task1', taskType: 'FormatFinalResponse', params: { text: NOTHING_TO_SCHEDULE } }] },
        ctx,
      );
      input.onPlan?.(run.plan);
      return outcome();
    }
    // "yes" / "no, never mind" alone answers the cards still waiting, as their buttons would.
    const reply = email === undefined ? readCardReply(text) : undefined;
    if (reply !== undefined) {
      await rememberAsked();
      const open = await ctx.approvals.pending();
      if (open.length > 0) {
        ctx.emit({ type: 'reply', reply, tokens: open.map((a) => a.token) });
        return outcome('reply');
      }
      ctx.emit({ type: 'text', text: NOTHING_WAITING });
      return outcome();
    }
    // An email's "tomorrow" is the day after it was sent, not after today.
    const now = ctx.clock.now();
    const readAt = email === undefined ? now : (emailSentAt(asked, now, ctx.timeZone) ?? now);
    // "the one with Jordan" after "which one?", "move it to 5pm" after "when is my next 1:1?": that event.
    const focus = email === undefined ? await ctx.conversation?.focus() : undefined;
    const focused = focus === undefined ? undefined : readAgainstFocus(text, focus, { now, timeZone: ctx.timeZone });
    if (focused !== undefined) {
      // "no, the one next week": the card it corrects is closed, so a later "yes" cannot approve it.
      for (const token of focused.replaces ?? []) await ctx.approvals.reject(token).catch(() => undefined);
      read = restateFronted(focused.text);
      if (focused.pinned !== undefined) ctx.pinned = focused.pinned;
      if (focus?.asked !== undefined) request = focus.asked;
    }
    // "Got called for jury duty on Tue 15 Dec. Clear that day": the request alone, on the scene's day.
    const scened = email === undefined && focused === undefined ? restateScene(text, { now, timeZone: ctx.timeZone }) : text;
    if (scened !== text) read = restateFronted(scened);
    // "anything later?", "what about Thursday?": a reply to the suggestion still waiting is read as the edit it means.
    const live = email === undefined && focused === undefined ? await liveProposal(ctx) : undefined;
    if (live !== undefined) read = restateFollowUp(read, readAt, ctx.timeZone, live) ?? read;
    const first = classify(read, readAt, ctx.timeZone);
    const previous = email === undefined ? await previousRequest(ctx) : undefined;
    // With a model, one MINI call writes the Plan, in place of the NANO classify and the template call.
    const viaModel = email === undefined && (await wantsPlanCall(text, first.parsed, ctx));
    if (viaModel) {
      if (first.ack !== '') ctx.emit({ type: 'ack', text: first.ack });
      const history = (await ctx.conversation?.history()) ?? [];
      await rememberAsked();
      intent = await runModelPlan(text, first.parsed, history, ctx);
      if (intent !== undefined) {
        ctx.log?.('request-complete', { intent, modelCalls: ctx.budget.used });
        return outcome(intent);
      }
      // No valid Plan (ctx.budget.fellBack says why): the built-in engine answers the rest of the turn.
      ctx.model = undefined;
    }
    // Questions, conditions, cancels and several requests at once are Plans the built-in reader writes.
    // An email's ask keeps the path that reads emails (its people, its sent date) until Plans read them too.
    const built =
      email === undefined ? buildPlan(read, first.parsed, { now: readAt, timeZone: ctx.timeZone, previous }) : undefined;
    const planned = built !== undefined && ctx.preferences.notifyByDefault === 'guests' ? withNotesOnCancels(built) : built;
    const ack = planned === undefined ? first.ack : 'Looking at your calendar…';
    if (!viaModel && ack !== '') ctx.emit({ type: 'ack', text: ack });
    if (planned !== undefined) {
      intent = 'plan';
      await rememberAsked();
      const run = await runPlanTurn(read, planned, ctx, input.workflows);
      input.onPlan?.(run.plan);
      ctx.log?.('request-complete', { intent, modelCalls: ctx.budget.used });
      return outcome(intent);
    }
    const parsed = await classifyWithModel(text, first.parsed, ctx);
    intent = parsed.intent;
    ctx.budget.limit = ctx.model === undefined ? 0 : Math.max(ctx.budget.used, MODEL_CALLS[parsed.intent]);
    ctx.log?.('classify', { intent: parsed.intent, confidence: parsed.confidence });
    await rememberAsked();
    ctx.signal?.throwIfAborted();
    ctx.emit({ type: 'stage', stage: 'route', label: parsed.intent.replace('_', ' ') });
    // Stage 3 for a new event, an edit or a booking link: the model's template, or the built-in reading.
    const template =
      hasTemplate(parsed) && ctx.model !== undefined
        ? await templateStage(read, parsed, ctx, { newConversation: (await ctx.conversation?.get()) === undefined })
        : undefined;
    // A cancel that lands while the template is read stops before anything is suggested.
    ctx.signal?.throwIfAborted();
    if (template !== undefined) intent = TEMPLATE_INTENT[template.mode];
    if (template?.mode === 'edit' && template.edit.conditional && ctx.model !== undefined)
      ctx.budget.limit = CONDITIONAL_EDIT_CALLS;
    // Every request is a Plan: these are the one-step ones, each a path of its own (build-route-plan.ts).
    const route = buildRoutePlan(read, parsed, template, { now: readAt, timeZone: ctx.timeZone });
    const run = await runPlanTurn(read, route, ctx, input.workflows);
    input.onPlan?.(run.plan);
    ctx.log?.('request-complete', { intent, modelCalls: ctx.budget.used, fellBack: ctx.budget.fellBack });
  } catch (error) {
    // Cancel aborts the signal; whatever stage was waiting stops there, and nothing was written.
    if (ctx.signal?.aborted === true) ctx.emit({ type: 'cancelled' });
    else ctx.emit({ type: 'error', error: toErrorPayload(error) });
    ctx.log?.('request-error', { intent, cancelled: ctx.signal?.aborted === true, code: toErrorPayload(error).code });
  } finally {
    if (said !== '') await ctx.conversation?.append({ role: 'assistant', text: said.slice(0, 2000), at: ctx.clock.now() });
    if (email === undefined) await ctx.conversation?.setFocus(focusAfter(emitted, request, ctx.clock.now()));
    ctx.emit({ type: 'done' });
  }
  return outcome(intent);
}

/** What the assistant said, in a line, for the conversation's history (the model's context next turn). */
function summary(event: TurnEvent, zone: string): string | undefined {
  switch (event.type) {
    case 'text':
      return event.text;
    case 'proposal': {
      const p = event.proposal;
      const verb = p.change === 'update' ? 'Suggested moving' : 'Suggested';
      return `${verb} "${p.title}" to ${formatRange(p.start, p.end, zone)}${p.location === undefined ? '' : ` at ${p.location}`}. ${p.reason}`;
    }
    case 'approval':
      return `Asked to approve: ${event.approval.description}.`;
    case 'reply':
      return event.reply === 'approve' ? 'Approved what was waiting.' : 'Rejected what was waiting.';
    case 'activities':
      return `${event.text} Ideas: ${event.ideas.map((i) => i.title).join(', ')}.`;
    case 'link':
      return event.link.description;
    default:
      return undefined;
  }
}

/** The person's last request in this conversation, while a follow-up could still lean on it. */
async function previousRequest(ctx: TurnContext): Promise<string | undefined> {
  const history = (await ctx.conversation?.history()) ?? [];
  const last = history.findLast((line) => line.role === 'user');
  return last !== undefined && ctx.clock.now() - last.at <= FOLLOW_UP_TTL_MS ? (last.read ?? last.text) : undefined;
}
