import type { Intent } from './parsed-request';
import type { Vagueness } from './detect-vague-time';
import type { UnnamedEvent } from './detect-unnamed-event';

/** Below this the built-in engine asks instead of acting. */
export const LOW_CONFIDENCE = 0.5;

export interface ClarificationInput {
  text: string;
  intent: Intent;
  confidence: number;
  noAction: boolean;
  vagueness?: Vagueness;
  hasWhen: boolean;
  names: readonly string[];
  /** A new event named by its kind alone, or not at all (detect-unnamed-event.ts), and the kind said. */
  unnamed?: { what: UnnamedEvent; kind?: string };
}

const WRITES: ReadonlySet<Intent> = new Set(['create_event', 'update_event', 'delete_event', 'bulk', 'navigate_booking']);
const SCHEDULES: ReadonlySet<Intent> = new Set(['create_event', 'update_event', 'bulk']);

const EXAMPLE = 'Try "coffee with sam@acme.com tomorrow at 3pm for 30 minutes" or "what\'s on tomorrow?".';

const GO_AHEAD: Partial<Record<Intent, string>> = {
  create_event: 'Should I go ahead and book it?',
  update_event: 'Should I go ahead and make the change?',
  delete_event: 'Should I go ahead and cancel it?',
  bulk: 'Should I go ahead with these changes?',
  navigate_booking: 'Should I go ahead and open the booking?',
};

const VAGUE_EN: Readonly<Record<Vagueness, string>> = {
  soon: 'Which day works — this week or next?',
  then: 'What time exactly — which day, and what time?',
  later_period: 'Which month works best?',
};
const VAGUE_ZH: Readonly<Record<Vagueness, string>> = {
  soon: '哪天合适——这周还是下周？',
  then: '具体是哪天几点？',
  later_period: '哪个月比较合适？',
};

/**
 * The one question to ask, or undefined when the request can go ahead. Order: a request not to act
 * (asked before anything is written), then a vague time, then an event not named, then a request
 * not understood. Questions
 * come in Chinese when the request was written in it.
 */
export function chooseClarification(input: ClarificationInput): string | undefined {
  const chinese = /[\u4e00-\u9fff]/.test(input.text);
  if (input.noAction && WRITES.has(input.intent)) {
    if (chinese) return '好的，我先不做任何更改。需要我继续吗？';
    return `I won't change anything yet. ${GO_AHEAD[input.intent] ?? 'Should I go ahead?'}`;
  }
  if (input.vagueness !== undefined && !input.hasWhen && SCHEDULES.has(input.intent)) {
    return chinese ? VAGUE_ZH[input.vagueness] : VAGUE_EN[input.vagueness];
  }
  if (input.unnamed !== undefined && input.intent === 'create_event' && !chinese) return unnamedQuestion(input.unnamed);
  if (input.confidence >= LOW_CONFIDENCE) return undefined;
  if (chinese) return '我没太明白要做什么。比如：“明天下午三点和 sam@acme.com 喝咖啡”。';
  if (input.text.trim().length === 0) return `What would you like to schedule? ${EXAMPLE}`;
  if (input.names.length > 0)
    return `What would you like to do with ${input.names.join(' and ')} — set up a meeting, or look one up?`;
  if (input.hasWhen) return 'What should I put in your calendar at that time?';
  return `I didn't catch what to do. ${EXAMPLE}`;
}

/** "schedule a meeting": who with and what about; "put something on my calendar": what. */
function unnamedQuestion(unnamed: { what: UnnamedEvent; kind?: string }): string {
  const kind = (unnamed.kind ?? 'meeting').toLowerCase();
  if (unnamed.what === 'nothing' || !/\b(?:meeting|call|1:1|one-on-one|sync|catch-?up|check-?in|chat)$/.test(kind))
    return 'What should I put on your calendar? Tell me what it is and who it\'s with, like "lunch with sam@acme.com on Friday".';
  return `Who is the ${kind} with, and what is it about? For example "${kind} with sam@acme.com about the budget on Friday".`;
}
