import { LOW_CONFIDENCE, chooseClarification } from './choose-clarification';
import { matchIntentRule } from './classify-intent';
import { detectNoAction } from './detect-no-action';
import { expandShorthand } from './expand-shorthand';
import { hoursSaidAsClock, windowFillMinutes } from './extract-duration';
import { extractConstraints } from './extract-constraints';
import { normalizeQuotes } from './mask-text';
import { type ClauseContext, parseClause } from './parse-clause';
import type { ParsedPart, ParsedRequest } from './parsed-request';
import { placeFollowUpPart, readPlaceFollowUp } from './read-place-follow-up';
import { splitIntents } from './split-intents';

export interface ParseContext {
  now: number;
  timeZone: string;
}

/**
 * The built-in engine's reading of one request: intent, entities, main time, constraints, or a
 * question. Whole-request things come first — "don't act yet" and the rules about when to meet
 * hold for every step — then the request is split into steps if it has several.
 */
export function parseRequest(text: string, context: ParseContext): ParsedRequest {
  // "saturday 10 hours" is the hour in several first languages; read as the clock before anything else.
  const original = hoursSaidAsClock(expandShorthand(normalizeQuotes(text)));
  // "can we do lunch instead?", "somewhere closer to Sam", "book a table there": the last proposal's place.
  const followUp = readPlaceFollowUp(original);
  if (followUp !== undefined) return placeFollowUpPart(original, followUp);
  const hold = detectNoAction(original);
  const isQuery = matchIntentRule(hold.rest)?.intent === 'query_events';
  const { constraints, rest } = extractConstraints(hold.rest, original, { isQuery });
  const ctx: ClauseContext = { ...context, noAction: hold.noAction, constraints };

  const segments = splitIntents(rest);
  if (segments.length > 1) {
    const readings = segments.map((s) => {
      const reading = parseClause(s.text, original.slice(s.index, s.index + s.text.length), ctx);
      return { ...reading, part: withWindowFilled(reading.part, s.text) };
    });
    const real = readings.every((r) => r.byRule && r.part.intent !== 'help' && r.part.confidence >= LOW_CONFIDENCE);
    if (real)
      return combine(
        readings.map((r) => r.part),
        original,
        ctx,
      );
  }
  return withWindowFilled(parseClause(rest, original, ctx).part, rest);
}

/** "block out 2 to 4 for deep work": a new event with a window and no length said fills the window. */
function withWindowFilled(part: ParsedPart, text: string): ParsedPart {
  if (part.intent !== 'create_event' || part.entities.durationMinutes !== undefined || part.entities.allDay !== undefined)
    return part;
  const minutes = windowFillMinutes(text, part.when);
  return minutes === undefined ? part : { ...part, entities: { ...part.entities, durationMinutes: minutes } };
}

/** Several steps are one `bulk` request (a workflow, DESIGN.md) listing each step in order. */
function combine(parts: ParsedPart[], original: string, ctx: ClauseContext): ParsedRequest {
  const confidence = Math.min(...parts.map((p) => p.confidence));
  const whole: ParsedRequest = { intent: 'bulk', confidence, entities: {}, constraints: ctx.constraints, parts };
  if (ctx.noAction) whole.noAction = true;
  const clarification =
    chooseClarification({ text: original, intent: 'bulk', confidence, noAction: ctx.noAction, hasWhen: false, names: [] }) ??
    parts.find((p) => p.clarification !== undefined)?.clarification;
  if (clarification !== undefined) whole.clarification = clarification;
  return whole;
}
