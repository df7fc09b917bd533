import type { AnswerKind } from '../answer';

/** A question about the calendar: what is asked, and where the words naming its events start. */
export interface QuestionReading {
  kind: AnswerKind;
  /** The words after the question words: "my haircut", "the design review", "Omar". */
  object: string;
}

/** Requests that are phrased as questions ("can you move…", "could we book…"): not questions. */
const POLITE_REQUEST =
  /^(?:hey\s+\w+[,\s]+|ok(?:ay)?\s+\w+[,\s]+)?(?:can|could|would|will)\s+(?:you|u|we|i)\s+(?:please\s+|pls\s+|plz\s+|kindly\s+)?(?!tell|show|let me know|check|see|list|give)/i;

/** Each pattern, tried in order: the first that matches says what is asked. */
const PATTERNS: readonly [AnswerKind, RegExp][] = [
  [
    'last_met',
    /\b(?:when\s+(?:did|was)\s+i\s+last\s+(?:meet|see|talk|speak|catch up|sync)(?:\s+(?:up\s+)?with|\s+to)?|when\s+(?:was|did)\s+(?:my|i have my|the)\s+last\s+(?:meeting|call|1:1|one on one|chat|catch-?up|sync)\s+with|last\s+time\s+i\s+(?:met|saw|talked to|spoke (?:to|with)|had a meeting with|caught up with)|how long (?:has it been )?since i (?:last )?(?:met|saw|talked to|spoke (?:to|with)))\s+(.*)$/i,
  ],
  [
    'next_meet',
    /\b(?:when\s+(?:do|will|am)\s+i\s+(?:next\s+)?(?:meet|see|talk to|speak (?:to|with)|meeting|seeing)(?:\s+with)?|when\s+is\s+my\s+next\s+(?:meeting|call|1:1|chat|sync)\s+with|next\s+time\s+i\s+(?:meet|see))\s+(.*)$/i,
  ],
  [
    'next',
    /^(?:\W*)(?:what(?:'s|’s| is)?|whats)\s+(?:up\s+)?(?:next|coming up(?: next)?)\b(.*)$|\b(?:what(?:'s|’s| is)|whats)\s+my\s+next\s+(?:meeting|event|appointment|call|thing)\b(.*)$|^(?:\W*)next\s+(?:meeting|event)\s*\??$/i,
  ],
  [
    'free',
    /\b(?:am\s+i\s+(?:free|available|busy|booked)|(?:when|what times?)\s+(?:am\s+i|are\s+we|do\s+i\s+have)\s+(?:free|available|open|time)|do\s+i\s+have\s+(?:any\s+)?(?:free\s+time|time|free slots?|gaps?|availability|openings?)|(?:is|are)\s+(?:my\s+)?.{0,40}?\b(?:free|open|clear|available|booked|busy)\b|any\s+(?:free\s+)?(?:time|slots?|gaps?|openings?)\s+(?:free\s+)?(?:on|this|next|tomorrow|today|in)|where\s+(?:do|can)\s+i\s+(?:fit|squeeze))(.*)$/i,
  ],
  ['count', /\bhow\s+many\s+(.*)$/i],
  [
    'who',
    /\b(?:who(?:'s|’s| is| are| will be)?\s+(?:coming|attending|going|invited|joining|in|at|on)\s+(?:to\s+)?|who\s+(?:else\s+)?(?:is|will be|was)\s+(?:at|in|on)\s+|who\s+(?:did\s+i\s+invite|have\s+i\s+invited|do\s+i\s+have)\s+(?:to|for|in)\s+|(?:guests?|attendees|people)\s+(?:for|of|in|at)\s+)(.*)$/i,
  ],
  [
    'agenda',
    /\b(?:what\s+(?:does|do|will)\s+(.*?)\s+look\s+like|what(?:'s|’s| is)\s+(.*?)\s+look(?:ing)?\s+like|how\s+(?:does|is)\s+(.*?)\s+look(?:ing)?|what(?:'s|’s| is)?\s+on\s+(.*)|whats\s+on\s+(.*)|what(?:'s|’s| is)\s+happening\s*(.*)|what\s+(?:do|have)\s+i\s+(?:got|have)\s*(?:on|going on|planned)?\s*(.*)|(?:show|list|give)\s+(?:me\s+)?(?:my\s+)?(?:calendar|schedule|agenda|events|meetings|day|week)\s*(.*)|(?:my\s+)?(?:agenda|schedule)\s+(?:for\s+)?(.*))$/i,
  ],
  [
    'when',
    /\b(?:when(?:'s|’s| is| are| was| were|s)?|what\s+time\s+(?:is|was|does|do)|what\s+day\s+(?:is|was)|at\s+what\s+time\s+is|remind\s+me\s+when)\s+(.*)$/i,
  ],
];

/**
 * Whether the request asks about the calendar rather than for a change, and what it asks. A
 * request phrased as a question ("can you move my 3pm?") is not one; "can you tell me…" is.
 */
export function readQuestion(text: string): QuestionReading | undefined {
  const said = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.!]+$/, '');
  if (POLITE_REQUEST.test(said)) return undefined;
  const asking = said
    .replace(/^(?:hey|hi|ok(?:ay)?|so|and|um+|uh+|kairos|please|pls)[,\s]+/i, '')
    .replace(/^(?:can|could|would)\s+you\s+(?:tell|show|let)\s+me\s+(?:know\s+)?/i, '');
  for (const [kind, pattern] of PATTERNS) {
    const m = pattern.exec(asking);
    if (m === null) continue;
    const groups: (string | undefined)[] = m.slice(1);
    const object = groups.find((g) => g !== undefined) ?? '';
    return { kind, object: object.replace(/[?.!]+\s*$/, '').trim() };
  }
  return undefined;
}
