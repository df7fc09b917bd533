/**
 * Chat shorthand people type to an assistant, spelled out before anything else reads the text:
 * "mtg w/ sarah" is "meeting with sarah". Whole words only, never inside an address.
 */
const SHORTHAND: readonly [RegExp, string][] = [
  [/(?<![\w@.])w\/o(?=\s)/gi, 'without'],
  [/(?<![\w@.])w\/(?=\s)/gi, 'with'],
  [/\bmtgs\b/gi, 'meetings'],
  [/\bmtg\b/gi, 'meeting'],
  [/\bappt\b/gi, 'appointment'],
  [/\b(?:pls|plz)\b/gi, 'please'],
  [/\bthx\b/gi, 'thanks'],
  [/\b(can|could|would|will)\s+u\b/gi, '$1 you'],
];

export function expandShorthand(text: string): string {
  return SHORTHAND.reduce((out, [re, replacement]) => out.replace(re, replacement), text);
}
