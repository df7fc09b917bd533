import { isWhenOnlyQuestion } from './detect-when-only-question';
import { INTENT_RULES } from './intent-rules';
import type { Intent } from './parsed-request';

export interface Classification {
  intent: Intent;
  confidence: number;
}

export interface IntentSignals {
  hasTime: boolean;
  hasAttendees: boolean;
  hasConstraints: boolean;
  hasRecurrence: boolean;
}

/**
 * The first intent rule the text matches, if any. A request asks this of the same words twice (once
 * whole, to know a question before its rules are read, and once per step), so the last answer is
 * kept: the rules are pure, and their long alternations are the dearest reading of a request.
 */
export function matchIntentRule(text: string): Classification | undefined {
  if (text === last.text) return last.match === undefined ? undefined : { ...last.match };
  const match = firstRule(text);
  last = { text, match };
  return match;
}

let last: { text: string | undefined; match: Classification | undefined } = { text: undefined, match: undefined };

function firstRule(text: string): Classification | undefined {
  if (isWhenOnlyQuestion(text)) return { intent: 'query_events', confidence: 0.75 };
  const rule = INTENT_RULES.find((r) => (r.gate === undefined || r.gate.test(text)) && r.re.test(text));
  return rule === undefined ? undefined : { intent: rule.intent, confidence: rule.confidence };
}

/**
 * The built-in (no model) intent; a low confidence tells the pipeline to ask or to try a model.
 * Without a rule the other things the request said decide: people and a time with no verb
 * ("sam@acme.com tomorrow 3pm") or a repeat ("water the plants every other day") still mean a new
 * event; rules about when to meet said alone only may.
 */
export function classifyIntent(text: string, signals: IntentSignals): Classification {
  const matched = matchIntentRule(text);
  if (matched !== undefined) return matched;
  if ((signals.hasTime && signals.hasAttendees) || signals.hasRecurrence) return { intent: 'create_event', confidence: 0.6 };
  // A rule about when alone ("I hate mondays", "no meetings before 10") names no event to book: asked about.
  if (signals.hasConstraints) return { intent: 'create_event', confidence: 0.45 };
  if (signals.hasTime) return { intent: 'create_event', confidence: 0.5 };
  if (signals.hasAttendees) return { intent: 'create_event', confidence: 0.45 };
  return { intent: 'help', confidence: 0.2 };
}
