import { correctTypos } from './correct-typos';

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
