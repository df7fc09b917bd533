import { correctTypos } from './correct-typos';

/** Where a verb starts a request: the start, after a greeting or courtesy, or a clause's "and"/"then". */
const VERB_AT = String.raw`(^|[.!?,;:—–-]\s*|\b(?:and|then|also|please|pls|plz|kindly|just|kairos|hey|ok|okay|to|(?:can|could|would|will)\s+(?:you|u|we|i)|let['’]?s)\s+)`;
/** What follows the event when it goes somewhere: "shove the sync to thursday". */
const DESTINATION = String.raw`(?=\s+(?!(?:me|us)\b)[^.!?;]*?\b(?:to|till|until|into|onto|over\s+to)\b)`;

/**
 * Casual words for moving an event ("shove the sync to thursday", "slide my 2pm to 3:15", "kick
 * standup to friday", "punt the review to next week"), said as the word every reader knows. Only at
 * the start of a request or clause, so "a slide review" or "kick off" keep their meaning; without a
 * destination ("nudge it 15 minutes") the move is a shift ("slide" is read as it is).
 */
const MOVE_SYNONYMS: readonly [RegExp, string][] = [
  [
    new RegExp(
      String.raw`${VERB_AT}(?:shov(?:e|ing)|slid(?:e|ing)|nudg(?:e|ing)|scoot(?:ing)?|budg(?:e|ing)|kick(?:ing)?(?!\s+(?:off|-off)\b))\b${DESTINATION}`,
      'gi',
    ),
    '$1move',
  ],
  [
    new RegExp(String.raw`${VERB_AT}(?:shov(?:e|ing)|nudg(?:e|ing)|scoot(?:ing)?|budg(?:e|ing))\b(?=\s+(?!(?:me|us)\b)\S)`, 'gi'),
    '$1shift',
  ],
  [new RegExp(String.raw`${VERB_AT}punt(?:ing)?\b(?=\s+(?!(?:on|me|us)\b)\S)`, 'gi'), '$1postpone'],
];

/**
 * Chat shorthand people type to an assistant, spelled out before anything else reads the text:
 * "mtg w/ sarah" is "meeting with sarah". Whole words only, never inside an address.
 */
const SHORTHAND: readonly [RegExp, string | ((match: string, word: string) => string)][] = [
  [/(?<![\w@.])w\/o(?=\s)/gi, 'without'],
  [/(?<![\w@.])w\/(?=\s)/gi, 'with'],
  // "lunch w sam": a lone "w" before a word is "with" (never an address's or a list's letter).
  [/(?<![\w@./-])w(?=\s+[a-z])(?![\w@./-])/gi, 'with'],
  // "@ noon", "@3pm": "at" before a time, not an address (an address has no space and a name before it).
  [/(?<![\w.+-])@\s*(?=\d|noon|midnight|midday|lunch)/gi, 'at '],
  [/\b(?:tmrw|tmr|tomoz|2moro|2morrow)\b/gi, 'tomorrow'],
  [/\b(?:tdy|2day)\b/gi, 'today'],
  [/\b(?:2nite|tonite)\b/gi, 'tonight'],
  // "todays check-in": the day's, with the apostrophe people skip.
  [/\b(today|tomorrow|yesterday|tonight)s\b/gi, "$1's"],
  [/\bnxt\b/gi, 'next'],
  [/\bwk\b/gi, 'week'],
  // Only after a number: "HR" is a team, not hours.
  [/(?<=\d\s?)mins\b/gi, 'minutes'],
  [/(?<=\d\s?)(?:hr|hrs)\b/gi, 'hours'],
  [/\bmon-fri\b/gi, 'Monday to Friday'],
  [/\b(?:cal)\b(?=\s*$|\s*[?.!])/gi, 'calendar'],
  [/\bmtgs\b/gi, 'meetings'],
  [/\bmtg\b/gi, 'meeting'],
  [/\bappt\b/gi, 'appointment'],
  [/\b(?:pls|plz)\b/gi, 'please'],
  [/\bthx\b/gi, 'thanks'],
  [/\b(can|could|would|will)\s+u\b/gi, '$1 you'],
  // "r u free", "ru around": "are you", read below as asking about the person's own time.
  [/(?<![\w@.'-])r\s+u\b(?![@.'-])/gi, 'are you'],
  [/(?<![\w@.'-])ru(?=\s+(?:free|busy|available|around|booked|open|about)\b)/gi, 'are you'],
  // Kairos has no calendar of its own: "are you free friday", "u free at 3?" ask about the person's.
  [
    /^(\s*(?:(?:hey|hi|yo|ok(?:ay)?|so|and|kairos)[\s,!.]+)*)(?:are\s+(?:you|u)|u)\s+(free|busy|available|around|booked)\b(?!\s+to\b)/i,
    '$1am i $2',
  ],
  // "im free thursday?", "im busy at 3": "I'm" without its apostrophe ("IM me" stays).
  [
    /\bim(?=\s+(?:free|busy|available|around|booked|out|off|away|back|travel\w*|going|gonna|thinking|not|in|at|on|done|sick|running|late|stuck|tied|meeting|seeing|having)\b)/g,
    "i'm",
  ],
  [/\b(?:wholl|who['’]ll)\b/gi, 'who will'],
  [/\bwhos\b/gi, "who's"],
  // "wat time is lunch", "wen is my dentist": question words as chat spells them, only where they ask.
  [/(^|[.!?,;]\s*)wat\b(?=\s+(?:is|are|was|were|do|does|did|time|day|have|am|r|about)\b|['’]s\b)/gi, '$1what'],
  [/(^|[.!?,;]\s*)wen\b(?=\s+(?:is|are|was|were|do|does|did|will|am|can|r)\b|['’]s\b)/gi, '$1when'],
  ...MOVE_SYNONYMS,
  // "put it more early", "1 hour more late", "more long": comparatives as second-language speakers build them.
  [
    /\bmore\s+(early|late|soon|long|short)\b/gi,
    (_: string, w: string) => `${w.toLowerCase() === 'early' ? 'earli' : w.toLowerCase() === 'late' ? 'lat' : w}er`,
  ],
];

/** Shorthand spelled out, and slips in the words that decide the request put right (correct-typos.ts). */
export function expandShorthand(text: string): string {
  return SHORTHAND.reduce(
    (out, [re, replacement]) => (typeof replacement === 'string' ? out.replace(re, replacement) : out.replace(re, replacement)),
    correctTypos(text),
  );
}
