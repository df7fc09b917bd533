import { allMatches } from './all-matches';
import { hasWords } from './mask-text';

/** Where one clause of a request ends: punctuation, a dash between spaces, "but". */
const CLAUSE_END = /[,.;:!?()—–]|\s-\s|\bbut\b/gi;

/**
 * `text` without the clauses that said a rule about when to meet ("Priya prefers no meetings after 3
 * on Tuesdays — grab 45 min with her"): what is left of such a clause once the rule was read
 * ("Priya prefers") names no event. `taken` marks the characters the rule readers took (words in
 * `original`, blanks in `masked`). A clause is dropped only while another has words.
 */
export function withoutRuleClauses(text: string, original: string, masked: string): string {
  if (masked === original) return text;
  const bounds = [0, ...allMatches(CLAUSE_END, text).map((m) => m.index), text.length];
  let out = text;
  let dropped = false;
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i] ?? 0;
    const to = bounds[i + 1] ?? text.length;
    if (!tookRule(original, masked, from, to) || !hasWords(text.slice(from, to))) continue;
    out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
    dropped = true;
  }
  return dropped && hasWords(out) ? out : text;
}

function tookRule(original: string, masked: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (masked.charAt(i) === ' ' && !/\s/.test(original.charAt(i))) return true;
  return false;
}
