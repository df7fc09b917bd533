/**
 * Questions no calendar answers: what a word or an acronym means ("remind me what QBR stands
 * for"), sums ("what's 15 percent of 240"), the weather, spelling, translation. Kairos says plainly
 * that it cannot answer them; "remind me" here asks to be told, not for a reminder.
 */
export const OUTSIDE_CALENDAR = new RegExp(
  [
    // "remind me what QBR stands for", "tell me what SLA means", "what does ARR stand for", "what is EOD short for"
    String.raw`\b(?:what|wat|wht)\s+(?:does|do|did|is|'s|’s)?\s*(?:the\s+)?(?:acronym\s+|abbreviation\s+|word\s+|term\s+)?\S+(?:\s+\S+){0,3}?\s+(?:stands?|stood)\s+for\b`,
    String.raw`\b(?:what|wat|wht)\s+(?:does|do|did)\s+(?:the\s+)?(?:acronym\s+|abbreviation\s+|word\s+|term\s+)?["'“]?[\p{L}\d&.-]+(?:\s+[\p{L}\d&.-]+){0,3}?["'”]?\s+(?:mean|means|stand\s+for)\b`,
    String.raw`^(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:remind|tell)\s+me\s+what\s+(?:the\s+)?(?:acronym\s+|abbreviation\s+|word\s+|term\s+)?\S+(?:\s+\S+){0,3}?\s+(?:means?|meant|is\s+short\s+for|is\s+an?\s+(?:acronym|abbreviation)\s+for)\b`,
    String.raw`\bwhat(?:'s|’s|s|\s+is)\s+(?:the\s+)?(?:meaning|definition|full\s+form|expansion)\s+of\b`,
    String.raw`\bwhat(?:'s|’s|s|\s+is)\s+\S+(?:\s+\S+){0,2}?\s+short\s+for\b`,
    String.raw`^(?:please\s+)?(?:define|translate|spell)\s+\S`,
    String.raw`\bhow\s+do\s+(?:you|i)\s+(?:spell|pronounce|say)\b`,
    // "whats 15 percent of 240", "what is 12 times 7": sums.
    String.raw`^(?:what(?:'s|’s|s|\s+is)|calculate|compute)\s+\d[\d.,]*\s*(?:%|percent|per\s+cent|times|x|\*|plus|\+|minus|-|divided\s+by|/|over)\s*(?:of\s+)?\d`,
    // "what's the weather tomorrow", "will it rain on friday": no calendar knows.
    String.raw`\b(?:what(?:'s|’s|s|\s+is|\s+will\s+be)\s+the\s+(?:weather|forecast|temperature)|will\s+it\s+(?:rain|snow|be\s+(?:sunny|cold|hot|warm))|how\s+(?:cold|hot|warm)\s+(?:is|will)\s+it)\b`,
  ].join('|'),
  'iu',
);

/** A word every alternative of OUTSIDE_CALENDAR starts from. */
export const OUTSIDE_CALENDAR_WORDS = /\b(?:wh?at|wht|remind|tell|define|translate|spell|how|calculate|compute|will)/i;

export const OUTSIDE_CALENDAR_REPLY =
  "That's not something I can answer: I only know your calendar. Ask me what's on, when you're free, or to book, move or cancel an event.";

/** Whether the request asks something outside the calendar, which no event or answer of Kairos's can settle. */
export function isOutsideCalendar(text: string): boolean {
  return OUTSIDE_CALENDAR.test(text.trim());
}
