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

/** What stands for a phrase inside a name: not a word, and no gap that ends the name. */
const INSIDE = '·';

/**
 * `text` with what a reader took between `before` and `after` marked as inside the words around it:
 * a length is said within a name ("a quick 15 minute sync" is a "Quick Sync"), so the title may
 * join the words on both sides of it, as it may not across a time or a person.
 */
export function joinAcross(text: string, before: string, after: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++)
    out += before.charAt(i) !== ' ' && after.charAt(i) === ' ' && text.charAt(i) === ' ' ? INSIDE : text.charAt(i);
  return out;
}

/** Text to be matched literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
