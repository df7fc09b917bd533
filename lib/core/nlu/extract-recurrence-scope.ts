import type { RecurrenceScope } from '../domain/calendar-connection';

export interface ScopeReading {
  scope?: RecurrenceScope;
  /** The request without the words that only said the scope, so the event and time read as before. */
  rest: string;
}

const FOLLOWING =
  /\b(?:this\s+and\s+(?:all\s+)?(?:the\s+)?(?:following|future|later|next)(?:\s+(?:ones?|occurrences?|events?|weeks?))?|(?:and\s+)?(?:all\s+)?future\s+(?:ones|occurrences|events|weeks)|(?:from\s+)?(?:now|then|here)\s+on(?:wards?)?|going\s+forward|from\s+(?:this|that|next)\s+(?:one|week|day|time)\s+on(?:wards?)?)\b/gi;
const ALL =
  /\b(?:all\s+of\s+them|(?:each|every)\s+(?:one|time|occurrence|instance)|(?:for\s+)?(?:the\s+)?(?:whole|entire)\s+series|(?:for\s+)?all\s+(?:the\s+)?(?:occurrences|instances)|every\s+week|every\s+day)\b/gi;
/** "the whole standup series": the scope is all, and "the standup" still names the event. */
const WHOLE_NAMED_SERIES = /\b(?:the\s+)?(?:whole|entire)\s+(\w+(?:\s+\w+)?)\s+series\b/gi;
/** "all my standups": the scope is all, and "my standups" still names the event. */
const ALL_OF_NAMED = /\ball\s+(?=(?:my|the|our)\s+\w+s\b)/gi;
const THIS_PHRASE =
  /\b(?:just|only)\s+(?:this|that)\s+(?:one|time|once|occurrence|instance)\b|\bthis\s+(?:one|occurrence|instance)\s+only\b|\b(?:just\s+)?this\s+once\b|\bonly\s+this\s+(?:one|occurrence)\b/gi;
/** "just tomorrow's standup", "only on Friday": the day still names the occurrence, so only "just"/"only" goes. */
const THIS_WORD = /\b(?:just|only)\s+(?=(?:this|that|the|next|on|tomorrow|today|tonight|mon|tue|wed|thu|fri|sat|sun)\w*\b)/gi;

/**
 * Which occurrences of a repeating event an edit means, when the request says: "just this one",
 * "this and following", "all of them". Silent, it is left to the caller (Google Calendar's own
 * dialog starts at "This event").
 */
export function extractRecurrenceScope(text: string): ScopeReading {
  for (const [scope, pattern, replacement] of [
    ['following', FOLLOWING, ' '],
    ['all', ALL, ' '],
    ['all', WHOLE_NAMED_SERIES, ' the $1 '],
    ['all', ALL_OF_NAMED, ' '],
    ['this', THIS_PHRASE, ' '],
    ['this', THIS_WORD, ' '],
  ] as const) {
    pattern.lastIndex = 0;
    if (pattern.test(text)) {
      pattern.lastIndex = 0;
      return {
        scope,
        rest: text
          .replace(pattern, replacement)
          .replace(/\s{2,}/g, ' ')
          .trim(),
      };
    }
  }
  return { rest: text };
}
