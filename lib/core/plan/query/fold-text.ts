/**
 * The words of a title or a name as a person types them: case, accents, punctuation and the
 * possessive "'s" carry no meaning when looking something up ("Zoë's 1:1" is "zoe 1:1").
 */

/** Lower case without accents: "JOSÉ" and "jose" are one name to someone typing quickly. */
export function foldCase(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Letters and digits in order. "1:1" and "12:30" stay one word because the colon is what makes them
 * one thing; the possessive goes first, so "Omar's" is "omar" and not "omar" + "s".
 */
export function wordsOf(text: string): string[] {
  return (
    foldCase(text)
      .replace(/['’]s\b/g, '')
      .match(/[\p{L}\p{N}]+(?::[\p{L}\p{N}]+)*/gu) ?? []
  );
}

/** Whether `needle` appears in `haystack` as consecutive whole words ([] appears nowhere). */
export function hasConsecutiveWords(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((w, j) => haystack[i + j] === w)) return true;
  }
  return false;
}
