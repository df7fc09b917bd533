import { singularOf } from '../../nlu/bulk-selection';
import { hasConsecutiveWords, wordsOf } from './fold-text';

/**
 * How well a title answers the words a person used for it. Callers keep only the best tier present,
 * so "sales meeting" takes the "Sales meeting" and never the "Sales standup" beside it.
 */
export const TITLE_TIER = {
  /** The title is the phrase, or is once words like "meeting" and "the" are set aside on both sides. */
  exact: 3,
  /** The phrase sits in the title as consecutive words: "design review" in "Weekly design review". */
  phrase: 2,
  /** Every word that names something is in the title, in any order: "Omar's 1:1s" in "1:1 with Omar". */
  words: 1,
  /** Close enough to be a typing slip or a spelling variant: "standup" for "Stand-up", "dentst". */
  fuzzy: 0.5,
  none: 0,
} as const;

/**
 * Words that say what kind of thing it is rather than which: "the dentist" is the "Dentist
 * appointment" and "my 1:1 call" the "1:1". Kept in their folded (singular) form.
 */
const GENERIC = new Set(['meeting', 'mtg', 'event', 'appointment', 'appt', 'call', 'session']);
const FILLER = new Set(['a', 'an', 'the', 'my', 'our']);

/** Concatenations of up to this many neighbouring title words are tried for "standup" vs "stand up". */
const MAX_JOINED_WORDS = 3;

/** Folded words: lower case, no accents or punctuation, possessives dropped, plurals made singular. */
export function titleWords(text: string): string[] {
  return wordsOf(text).map(singularOf);
}

/** A phrase prepared once and scored against many titles: a query scores thousands of occurrences. */
export function titleMatcher(phrase: string): (title: string) => number {
  const said = titleWords(phrase);
  const spoken = said.filter((w) => !FILLER.has(w));
  const named = spoken.filter((w) => !GENERIC.has(w));
  // "my meeting" names no particular thing, so its generic words have to carry the match.
  const required = named.length > 0 ? named : spoken;
  const squeezedPhrase = required.join('');
  if (required.length === 0) return () => TITLE_TIER.none;

  return (title: string): number => {
    const words = titleWords(title);
    if (sameWords(words, said)) return TITLE_TIER.exact;
    const content = words.filter((w) => !FILLER.has(w) && !GENERIC.has(w));
    if (named.length > 0 && sameWords(content, named)) return TITLE_TIER.exact;
    if (hasConsecutiveWords(words, spoken)) return TITLE_TIER.phrase;
    if (required.every((w) => words.includes(w))) return TITLE_TIER.words;
    if (isFuzzyMatch(words, required, squeezedPhrase)) return TITLE_TIER.fuzzy;
    return TITLE_TIER.none;
  };
}

/** The tier of `title` for the words `phrase` (see TITLE_TIER). */
export function titleScore(title: string, phrase: string): number {
  return titleMatcher(phrase)(title);
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length > 0 && a.length === b.length && a.every((w, i) => w === b[i]);
}

/**
 * Every required word is in the title, allowing one typo in a long word or a word the title splits
 * ("standup" for "Stand-up"); or the whole phrase run together is some run of title words ("stand
 * up" for "Standup", "daily stand up" for "Daily standup").
 */
function isFuzzyMatch(words: readonly string[], required: readonly string[], squeezedPhrase: string): boolean {
  const joined = joinedRuns(words);
  if (joined.has(squeezedPhrase)) return true;
  return required.every((w) => joined.has(w) || words.some((t) => isOneTypoApart(w, t)) || isInitialsOf(w, words));
}

/** "ooo" for "Out of office", "wfh" for "Work from home": the first letters of neighbouring title words. */
function isInitialsOf(word: string, words: readonly string[]): boolean {
  if (!/^[a-z]{3,5}$/.test(word)) return false;
  for (let i = 0; i + word.length <= words.length; i++) {
    let j = 0;
    while (j < word.length && words[i + j]?.startsWith(word.charAt(j)) === true) j++;
    if (j === word.length) return true;
  }
  return false;
}

/** Each title word and each run of neighbouring title words written together. */
function joinedRuns(words: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    let run = '';
    for (let j = i; j < Math.min(words.length, i + MAX_JOINED_WORDS); j++) {
      run += words[j] ?? '';
      runs.add(run);
    }
  }
  return runs;
}

/**
 * One substitution, insertion, deletion or swap of neighbours, in a word long enough that one slip
 * still leaves it recognisable: "dentst" is the dentist, but "cal" is not "call" or "car".
 */
function isOneTypoApart(a: string, b: string): boolean {
  if (a === b) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length < 5 || short.length < 4 || long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) {
    const swapped = short[i] === long[i + 1] && short[i + 1] === long[i];
    return short.slice(i + 1) === long.slice(i + 1) || (swapped && short.slice(i + 2) === long.slice(i + 2));
  }
  return short.slice(i) === long.slice(i + 1);
}
