import { LOW_CONFIDENCE, chooseClarification } from '../nlu/choose-clarification';
import { matchIntentRule } from '../nlu/classify-intent';
import { detectNoAction } from '../nlu/detect-no-action';
import { expandShorthand } from '../nlu/expand-shorthand';
import { readSmallTalk } from '../nlu/read-small-talk';
import { hoursSaidAsClock, windowFillMinutes } from '../nlu/extract-duration';
import { extractConstraints } from '../nlu/extract-constraints';
import { normalizeQuotes } from '../nlu/mask-text';
import { type ClauseContext, parseClause } from '../nlu/parse-clause';
import type { ParsedPart, ParsedRequest } from '../nlu/parsed-request';
import { placeFollowUpPart, readPlaceFollowUp } from '../nlu/read-place-follow-up';
import { detectNegatedChange } from '../nlu/detect-negated-change';
import { isLeadIn } from '../nlu/lead-in-clause';
import { splitIntents } from '../nlu/split-intents';
import { withoutRestatedTask } from './task-restated';
import type { Reading, Span } from './span';
import { parseWhen } from '../time/parse-when';
import { isoDateInZone } from '../time/zoned';
import { blank, hasWords } from '../nlu/mask-text';
import { SpanLog } from './span-log';
import { blankWakeWord } from './wake-word';

export interface ParseContext {
  now: number;
  timeZone: string;
}

/** A request read: the phrases each reader claimed and what they add up to. */
export interface RequestReading extends Reading {
  request: ParsedRequest;
}

/** Rules said in so many words ("can't before 11", "don't book yet") are read by pattern, so likely right. */
const RULE_CONFIDENCE = 0.85;

/**
 * The built-in engine's reading of one request: intent, entities, main time, constraints, or a
 * question. Whole-request things come first — "don't act yet" and the rules about when to meet
 * hold for every step — then the request is split into steps if it has several. Each reader
 * claims the phrases it understood, once; the spans say which words were read as what.
 */
export function readRequest(text: string, context: ParseContext, options: { spans?: boolean } = {}): RequestReading {
  const spans = options.spans !== false;
  // "saturday 10 hours" is the hour in several first languages; read as the clock before anything else.
  const said = hoursSaidAsClock(expandShorthand(normalizeQuotes(text)));
  // "olly set a meeting…", "hey kairos…": the assistant's name is no word of the request.
  const woken = blankWakeWord(said);
  // "…Find a time that works for everyone's schedule and constraints.": the ask again, no second step.
  const original = withoutRestatedTask(woken, context);
  // "can we do lunch instead?", "somewhere closer to Sam", "book a table there": the last proposal's place.
  // "thanks!", "ok got it", "friday was exhausting": nothing asked of the calendar, a short reply.
  const talk = readSmallTalk(original);
  if (talk !== undefined) return { text: said, spans: [], request: smallTalkPart(talk.reply) };
  const followUp = readPlaceFollowUp(original);
  if (followUp !== undefined) return { text: said, spans: [], request: placeFollowUpPart(original, followUp) };
  const log = new SpanLog(said, said, spans);
  log.claim('wake-word', said, woken, RULE_CONFIDENCE);
  log.claim('restated', woken, original, RULE_CONFIDENCE);
  const hold = detectNoAction(original);
  log.claim('no-action', original, hold.rest, RULE_CONFIDENCE);
  const isQuery = matchIntentRule(hold.rest)?.intent === 'query_events';
  const rules = readRules(hold.rest, original, isQuery, context);
  const { constraints } = rules;
  log.claim('constraint', hold.rest, rules.rest, RULE_CONFIDENCE);
  // "never delete my gym sessions": a change forbidden, and nothing asked for ("don't touch my focus
  // time" is a rule, read above; "don't change anything yet", a hold).
  const negated = detectNegatedChange(rules.rest);
  if (negated?.kind === 'refusal') return { text: said, spans: [], request: refusalPart(`Okay, I won't ${negated.refused}.`) };
  if (negated?.kind === 'noted') return { text: said, spans: [], request: refusalPart('Noted.') };
  const rest = negated?.kind === 'aside' ? negated.rest : rules.rest;
  log.claim('no-action', rules.rest, rest, RULE_CONFIDENCE);
  const ctx: ClauseContext = { ...context, noAction: hold.noAction, constraints, spans };
  const read = (request: ParsedRequest, clauses: Span[]): RequestReading => ({
    text: said,
    spans: spans ? [...log.spans, ...clauses].sort((a, b) => a.index - b.index) : [],
    request,
  });

  const split = splitIntents(rest);
  // "my sister wants to visit, am I free next weekend?": what comes before the question is context.
  const segments = split.filter((s, i) => {
    const next = split[i + 1];
    return next === undefined || !isLeadIn(s.text, next.text, context.now, context.timeZone);
  });
  if (segments.length === 1 && split.length > 1) {
    const [only] = segments;
    if (only !== undefined && rest.slice(only.index, only.index + only.text.length) === only.text) {
      const step = parseClause(only.text, original.slice(only.index, only.index + only.text.length), ctx);
      const placed = step.spans.map((span) => ({ ...span, index: span.index + only.index }));
      return read(withWindowFilled(step.part, only.text), placed);
    }
  }
  if (segments.length > 1) {
    const readings = segments.map((s) => {
      // A step said again with the verb or day it shares ("…and a haircut at 11" → "book a haircut at 11
      // tomorrow") is read as restated; its phrases are placed back where they were said.
      const said = rest.slice(s.index, s.index + s.text.length) === s.text;
      const reading = parseClause(s.text, said ? original.slice(s.index, s.index + s.text.length) : s.text, ctx);
      return { ...reading, part: withWindowFilled(reading.part, s.text), at: said ? s.index : undefined };
    });
    const real = readings.every((r) => r.byRule && r.part.intent !== 'help' && r.part.confidence >= LOW_CONFIDENCE);
    if (real)
      return read(
        combine(
          readings.map((r) => r.part),
          original,
          ctx,
        ),
        spans ? placeSteps(said, log, readings) : [],
      );
  }
  const whole = parseClause(rest, original, ctx);
  return read(withWindowFilled(whole.part, rest), whole.spans);
}

/**
 * "on sat works for me", "quarter past 7 works for me", "ok, Q4 then works": a message that is only
 * a time and that it suits offers the time (an answer to "when?"); "mornings work better for Bob"
 * in a request is a rule, and so is anything said with more than a time, or compared ("Thursday
 * works best": a preference among days).
 */
const SUITS =
  /\b(?:works?|would\s+work|suits?|is\s+(?:good|fine|ok(?:ay)?|great|perfect))(?:\s+(?:great|fine|well))?(?:\s+for\s+(?:me|us))?\s*[.!?]*\s*$/i;
const OFFER_WORDS =
  /\b(?:ok(?:ay)?|yes|yeah|yep|sure|so|then|how\s+about|what\s+about|maybe|i\s+think|actually|great|cool|that|on|at|the)\b|[,.!?;:-]/gi;
/** A time the time reader reads, with nothing else said: "on sat", "quarter past 7", "Friday to Monday". */
function refusalPart(said: string): ParsedRequest {
  return {
    intent: 'help',
    confidence: RULE_CONFIDENCE,
    entities: {},
    constraints: [],
    noAction: true,
    clarification: `${said} Nothing is changed.`,
  };
}

function smallTalkPart(reply: string): ParsedRequest {
  return { intent: 'help', confidence: RULE_CONFIDENCE, entities: {}, constraints: [], noAction: true, clarification: reply };
}

function offersATime(text: string, context: ParseContext): boolean {
  const suits = SUITS.exec(text);
  if (suits === null) return false;
  const before = text.slice(0, suits.index);
  const time = parseWhen(before, context.now, context.timeZone);
  // "mornings work better", "weekdays work": the same part of every day is a rule, not a time offered.
  if (time === undefined || (time.dailyWindow !== undefined && time.when.grain !== 'day')) return false;
  return !hasWords(blank(before, time.index, time.length).replace(OFFER_WORDS, ' '));
}

/**
 * The rules about when to meet. "Sam is out the 3rd through the 5th": an absence's dates count from
 * today. But the person's own absence is also the request's time when nothing else says one ("i'm
 * out sick monday nov 30, clear the day"): its dates are then left for the time reader, or the
 * clearing would fall on today.
 */
function readRules(
  text: string,
  original: string,
  isQuery: boolean,
  context: ParseContext,
): ReturnType<typeof extractConstraints> {
  if (offersATime(text, context)) return { constraints: [], rest: text };
  const withDates = extractConstraints(text, original, { isQuery, today: todayIn(context) });
  const ownAbsence = withDates.constraints.some((c) => c.type === 'avoid' && c.dates !== undefined && c.who === 'me');
  if (!ownAbsence || parseWhen(withDates.rest, context.now, context.timeZone) !== undefined) return withDates;
  return extractConstraints(text, original, { isQuery });
}

/** Today's date where the person is; asked once a minute at most, as every request reads it. */
let today: { minute: number; zone: string; date: string } | undefined;
function todayIn(context: ParseContext): string {
  const minute = Math.floor(context.now / 60_000);
  if (today?.minute !== minute || today.zone !== context.timeZone)
    today = { minute, zone: context.timeZone, date: isoDateInZone(context.now, context.timeZone) };
  return today.date;
}

/**
 * The phrases of each step, placed in the request: a step said as it was moves by where it starts;
 * a restated one's phrases are found where they were said, and a phrase that was not said there
 * (the shared verb or day said again) or was already placed claims nothing.
 */
function placeSteps(original: string, log: SpanLog, steps: readonly { spans: Span[]; at: number | undefined }[]): Span[] {
  const placed = new SpanLog(original);
  for (const span of log.spans) placed.claimAt(span.kind, span.index, span.length, span.confidence);
  for (const { spans, at } of steps) {
    let from = at ?? 0;
    for (const span of spans) {
      const index = at === undefined ? placed.find(span.text, from) : span.index + at;
      if (index === undefined) continue;
      placed.claimAt(span.kind, index, span.length, span.confidence);
      if (at === undefined) from = index + span.length;
    }
  }
  return placed.spans.slice(log.spans.length);
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
