/**
 * Extractors hand on the text with what they used replaced by spaces, never cut out: every index
 * into the original stays valid, so later extractors and the constraint `text` can quote it.
 */
export function blank(text: string, index: number, length: number): string {
  return text.slice(0, index) + ' '.repeat(length) + text.slice(index + length);
}

/** Curly quotes become straight ones (same length), so "can’t" reads like "can't". */
export function normalizeQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

/** Whether anything but spaces and punctuation is left. */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * `text` with the characters `narrow` blanked but `wide` kept put back: the title keeps "weekly"
 * in "weekly sync" though the time parser never sees it.
 */
export function restore(text: string, narrow: string, wide: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const kept = wide.charAt(i);
    out += narrow.charAt(i) === ' ' && kept !== ' ' ? kept : text.charAt(i);
  }
  return out;
}
