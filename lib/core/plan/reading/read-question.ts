import type { AnswerKind } from '../answer';

/** A question about the calendar: what is asked, and where the words naming its events start. */
export interface QuestionReading {
  kind: AnswerKind;
  /** The words after the question words: "my haircut", "the design review", "Omar". */
  object: string;
}

/** Requests that are phrased as questions ("can you move…", "could we book…"): not questions. */
const POLITE_REQUEST =
  /^(?:hey\s+\w+[,\s]+|ok(?:ay)?\s+\w+[,\s]+)?(?:can|could|would|will)\s+(?:you|u|we|i)\s+(?:please\s+|pls\s+|plz\s+|kindly\s+)?(?!tell|show|let me know|check|see|list|give|fit|squeeze)/i;

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
  [
    'free',
    /^(?:when(?:'s|’s|\s+is)|what(?:'s|’s|\s+is)|whens|find\s+(?:me\s+)?)\s*(?:my\s+)?(?:next|first|earliest)\s+(?:free|open|available|spare)\s+(.*)$/i,
  ],
  ['free', /^(?:can|could)\s+(?:u|you|i|we)\s+(?:fit|squeeze)\s+(?:in\s+)?(.*)$/i],
  [
    'free',
    /^(?:what|which)\s+(?:free\s+|open\s+)?(?:slots?|times?|windows?|gaps?|hours?)\s+(?:do\s+i\s+have|are\s+(?:free|open|there|available)|am\s+i\s+(?:free|available))\s*(.*)$/i,
  ],
  ['free', /^(?:do|will)\s+i\s+have\s+(?:a|an|any)\s+(?:free|open|spare|empty)\s+(.*)$/i],
  ['free', /^any\s+(?:free\s+|open\s+)?(?:time|slots?|gaps?|openings?|room|availability)\b\s*(.*)$/i],
  [
    'agenda',
    /^(?:give|get|send)\s+me\s+(?:a\s+|an\s+|the\s+)?(?:quick\s+)?(?:rundown|overview|summary|run-?through|recap|preview|look|breakdown)\s*(?:of|for|at|on)?\s*(.*)$/i,
  ],
  ['agenda', /^(?:walk|talk|run|take)\s+me\s+through\s+(.*)$/i],
  ['agenda', /^what\s+(?:am\s+i|are\s+we|will\s+i\s+be)\s+(?:doing|up\s+to)\s*(.*)$/i],
  ['agenda', /^what(?:'s|’s|\s+is)\s+(left|remaining)\s*(.*)$/i],
  ['agenda', /^what\s+(?:did|do|will|have)\s+i\s+(?:have|had|got)\s*(?:on|going\s+on|planned)?\s*(.*)$/i],
  ['agenda', /^what\s+i\s+(?:have|had|got)\s*(.*)$/i],
  [
    'agenda',
    /^(?:which|what)\s+((?:meetings|events|calls|appointments)\s+(?:do\s+|did\s+|will\s+)?(?:i|we)\s+(?:have|had|got)\b.*)$/i,
  ],
  [
    'agenda',
    /^(?:list|show|display|pull\s+up)\s+(?!(?:me\s+|us\s+)?(?:some\s+|a\s+few\s+|any\s+)?(?:more|other|others|different|another|alternatives?|options?|earlier|later|next)\b)(?:me\s+)?(?:all\s+)?(.*)$/i,
  ],
  ['agenda', /^(?:do|did)\s+i\s+have\s+(?:anything|something|stuff|plans)\s*(.*)$/i],
  ['agenda', /^anything\s+(.*)$/i],
  ['agenda', /^(?:my\s+)?(?:agenda|schedule|calendar|day|week)(?:\s+(?:for|on|today|tomorrow|this|next)\b(.*))?$/i],
  ['agenda', /^what(?:'s|’s|\s+is)\s+(.+?)\s+like$/i],
  ['count', /\bhow\s+(?:many|much)\s+(.*)$/i],
  ['count', /^(?:count|tally)\s+(?:up\s+)?(.*)$/i],
  ['who', /^(?:who(?:'s|’s|\s+is|\s+are|\s+was)?|with\s+whom\s+is)\s+(?:my\s+|the\s+)?(.+?)\s+with$/i],
  [
    'who',
    /^who\s+(?:organi[sz]ed|organi[sz]es|set\s+up|created|booked|declined|accepted|is\s+organi[sz]ing|runs|is\s+running)\s+(.*)$/i,
  ],
  [
    'who',
    /^(?:is|are|will)\s+(?:[\p{L}.@-]+(?:\s+[\p{L}.@-]+)?)\s+(?:be\s+)?(?:coming|going|attending|invited|joining|in|at|on)\s+(?:to\s+)?(.*)$/iu,
  ],
  [
    'when',
    /^(?:when|what\s+time)\s+(?:does|do|did|will)\s+(.+?)\s+(?:end|start|begin|finish|kick\s+off|wrap\s+up|get\s+over)\b/i,
  ],
  ['when', /^(?:which|what)\s+(?:day|date|time)\s+(?:is|was|are|'s)\s+(.*)$/i],
  ['when', /^(?:what\s+time(?:'s|’s)|whens|when'?re)\s+(.*)$/i],
  [
    'who',
    /\b(?:who(?:'s|’s| is| are| will be)?\s+(?:coming|attending|going|invited|joining|in|at|on)\s+(?:to\s+)?|who\s+(?:else\s+)?(?:is|will be|was)\s+(?:at|in|on)\s+|who\s+(?:did\s+i\s+invite|have\s+i\s+invited|do\s+i\s+have)\s+(?:to|for|in)\s+|(?:guests?|attendees|participants|invitees|people)\s+(?:for|of|in|at|on)\s+)(.*)$/i,
  ],
  [
    'agenda',
    /\b(?:what\s+(?:does|do|did|will)\s+(.*?)\s+look\s+like|what(?:'s|’s| is)\s+(.*?)\s+look(?:ing)?\s+like|how\s+(?:does|is)\s+(.*?)\s+look(?:ing)?|what(?:'s|’s| is)?\s+on\s+(.*)|whats\s+on\s+(.*)|what(?:'s|’s| is)\s+happening\s*(.*)|what\s+(?:do|have)\s+i\s+(?:got|have)\s*(?:on|going on|planned)?\s*(.*)|(?:show|list|give)\s+(?:me\s+)?(?:my\s+)?(?:calendar|schedule|agenda|events|meetings|day|week)\s*(.*))$/i,
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
  // "I am free the 4th at 2pm?": a statement word for word, a question by its mark.
  if (/\?\s*$/.test(text) && /^(?:i\s+am|i'?m)\s+(?:free|available|busy)\b/i.test(said))
    return { kind: 'free', object: said.replace(/^(?:i\s+am|i'?m)\s+\w+\s*/i, '') };
  const asking = said
    .replace(/^(?:hey|hi|ok(?:ay)?|so|and|um+|uh+|kairos|please|pls)[,\s]+/i, '')
    .replace(
      /^(?:(?:can|could|would)\s+you\s+(?:please\s+)?(?:tell|show|let)\s+me\s+(?:know\s+)?|(?:please\s+)?(?:tell\s+me|let\s+me\s+know)\s+)/i,
      '',
    )
    .replace(/^(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?=give|list|walk|run|show)/i, '')
    .replace(/^whats\b/i, "what's");
  for (const [kind, pattern] of PATTERNS) {
    const m = pattern.exec(asking);
    if (m === null) continue;
    const groups: (string | undefined)[] = m.slice(1);
    const object = groups.find((g) => g !== undefined) ?? '';
    return { kind, object: object.replace(/[?.!]+\s*$/, '').trim() };
  }
  return undefined;
}
