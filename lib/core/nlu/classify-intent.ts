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

/** The first intent rule the text matches, if any. */
export function matchIntentRule(text: string): Classification | undefined {
  if (isWhenOnlyQuestion(text)) return { intent: 'query_events', confidence: 0.75 };
  const rule = INTENT_RULES.find((r) => r.re.test(text));
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
