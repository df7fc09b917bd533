import type { ParsedPart } from '../nlu/parsed-request';
import type { CalendarKind, EventKind, RankedSlot } from '../slots/slot-query';
import { instantToWallClock } from '../time/zoned';
import { callOneOfTools } from './call-tool';
import { hasBudget } from './model-budget';
import { buildSelectMessages, type SelectMode } from './select-prompt';
import { GENERATE_EVENT, generateEventSchema } from './tools/generate-event';
import { PROVIDE_ALTERNATIVES, provideAlternativesSchema } from './tools/provide-alternatives';
import type { TurnContext } from './turn-context';

export interface Selection {
  slots: RankedSlot[];
  message: string;
  /** Which tool answered: generateEvent, or provideAlternatives (nothing suits everyone). */
  tool: 'generateEvent' | 'provideAlternatives';
}

export interface SelectOptions {
  /** A conditional edit offers both tools; business logic has already decided which one must answer. */
  conditional?: boolean;
  /** No candidate suits everyone: only provideAlternatives makes sense. */
  noCommonTime?: boolean;
  eventKind?: EventKind;
  calendarKind?: CalendarKind;
}

/**
 * Stage 5: one MINI call choosing among the candidates business logic found (the model never
 * invents a time): generateEvent, or — for a conditional edit with no common time —
 * provideAlternatives. Never both. Without a model or budget, or on invalid output, undefined:
 * the built-in ranking stands.
 */
export async function selectStage(
  candidates: readonly RankedSlot[],
  parsed: ParsedPart,
  ctx: TurnContext,
  options: SelectOptions = {},
): Promise<Selection | undefined> {
  if (ctx.model === undefined || candidates.length < 2 || !hasBudget(ctx.budget)) return undefined;
  const mode: SelectMode = options.noCommonTime === true ? 'alternatives' : 'generate';
  const generate = { ...GENERATE_EVENT, schema: generateEventSchema(candidates.length) };
  const alternatives = { ...PROVIDE_ALTERNATIVES, schema: provideAlternativesSchema(candidates.length) };
  const tools = options.conditional === true ? [generate, alternatives] : mode === 'generate' ? [generate] : [alternatives];
  const chosen = await callOneOfTools(
    ctx.model,
    {
      tier: 'mini',
      messages: buildSelectMessages(candidates, parsed, ctx.timeZone, mode),
      tools,
      toolChoice: { name: mode === 'generate' ? GENERATE_EVENT.name : PROVIDE_ALTERNATIVES.name },
    },
    {
      ...ctx,
      onMessage: (text) => {
        ctx.emit({ type: 'stream', text });
      },
    },
  );
  if (chosen === undefined) return undefined;
  const reply = (mode === 'generate' ? generate.schema : alternatives.schema).parse(chosen.value);
  const slots = reply.rankedSlotIndices.flatMap((i) => (candidates[i] === undefined ? [] : [candidates[i]]));
  ctx.log?.('select', { tool: chosen.name, candidates: candidates.length, picked: slots.length });
  const selection: Selection = {
    slots,
    message: reply.message,
    tool: mode === 'generate' ? 'generateEvent' : 'provideAlternatives',
  };
  return overrideLeisureAtWork(selection, candidates, ctx.timeZone, options);
}

/**
 * A model that puts a night out on a weekday lunchtime on a personal calendar is overruled: the
 * first weekend or evening candidate goes first (the person is at work then).
 */
function overrideLeisureAtWork(
  selection: Selection,
  candidates: readonly RankedSlot[],
  zone: string,
  options: SelectOptions,
): Selection {
  const [best] = selection.slots;
  if (best === undefined || options.eventKind?.kind !== 'leisure' || options.calendarKind !== 'personal') return selection;
  if (!isWeekdayMidday(best.start, zone)) return selection;
  const better = candidates.find((c) => !isWeekdayMidday(c.start, zone));
  if (better === undefined) return selection;
  return { ...selection, slots: [better, ...selection.slots.filter((s) => s.start !== better.start)].slice(0, 4) };
}

function isWeekdayMidday(ms: number, zone: string): boolean {
  const wall = instantToWallClock(ms, zone);
  return wall.weekday >= 1 && wall.weekday <= 5 && wall.hour >= 9 && wall.hour < 17;
}
