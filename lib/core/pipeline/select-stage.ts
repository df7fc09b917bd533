import type { ParsedPart } from '../nlu/parsed-request';
import type { CalendarKind, EventKind, RankedSlot } from '../slots/slot-query';
import { instantToWallClock } from '../time/zoned';
import { callOneOfTools } from './call-tool';
import { hasBudget } from './model-budget';
import type { RankedPlace } from '../places/rank-places';
import { buildSelectMessages, type PlaceOption, type SelectMode } from './select-prompt';
import { GENERATE_EVENT, generateEventSchema } from './tools/generate-event';
import { PROVIDE_ALTERNATIVES, provideAlternativesSchema } from './tools/provide-alternatives';
import type { TurnContext } from './turn-context';

export interface Selection {
  slots: RankedSlot[];
  message: string;
  /** Which tool answered: generateEvent, or provideAlternatives (nothing suits everyone). */
  tool: 'generateEvent' | 'provideAlternatives';
  /** The places the model ranked (ids, best first), when it was offered some. */
  placeIds?: string[];
}

export interface SelectOptions {
  /** A conditional edit offers both tools; business logic has already decided which one must answer. */
  conditional?: boolean;
  /** No candidate suits everyone: only provideAlternatives makes sense. */
  noCommonTime?: boolean;
  eventKind?: EventKind;
  calendarKind?: CalendarKind;
  /** Venues to rank with the times (an in-person plan with a places provider). */
  places?: readonly RankedPlace[];
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
  const places = mode === 'generate' ? (options.places ?? []) : [];
  const generate = { ...GENERATE_EVENT, schema: generateEventSchema(candidates.length, places.length) };
  const alternatives = { ...PROVIDE_ALTERNATIVES, schema: provideAlternativesSchema(candidates.length) };
  const tools = options.conditional === true ? [generate, alternatives] : mode === 'generate' ? [generate] : [alternatives];
  const chosen = await callOneOfTools(
    ctx.model,
    {
      tier: 'mini',
      messages: buildSelectMessages(candidates, parsed, ctx.timeZone, mode, places.map(placeOption)),
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
  const placeIds = placeIndicesOf(reply).flatMap((i) => (places[i] === undefined ? [] : [places[i].place.id]));
  ctx.log?.('select', { tool: chosen.name, candidates: candidates.length, picked: slots.length, places: placeIds.length });
  const selection: Selection = {
    slots,
    message: reply.message,
    tool: mode === 'generate' ? 'generateEvent' : 'provideAlternatives',
    ...(placeIds.length === 0 ? {} : { placeIds }),
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

function placeOption(ranked: RankedPlace): PlaceOption {
  const { place } = ranked;
  return {
    name: place.name,
    ...(place.address === undefined ? {} : { address: place.address }),
    distanceKm: ranked.distanceFromMidpointKm,
    ...(place.rating === undefined ? {} : { rating: place.rating.value }),
  };
}

/** The schema with places has rankedPlaceIndices; the one without does not. */
function placeIndicesOf(reply: object): number[] {
  return 'rankedPlaceIndices' in reply && Array.isArray(reply.rankedPlaceIndices) ? (reply.rankedPlaceIndices as number[]) : [];
}

function isWeekdayMidday(ms: number, zone: string): boolean {
  const wall = instantToWallClock(ms, zone);
  return wall.weekday >= 1 && wall.weekday <= 5 && wall.hour >= 9 && wall.hour < 17;
}
