/** Activities people name, mapped to the title a person would write in their calendar. */
const ACTIVITY_TITLES: [RegExp, string][] = [
  [/\bcoffee\b/i, 'Coffee'],
  [/\bbreakfast\b/i, 'Breakfast'],
  [/\bbrunch\b/i, 'Brunch'],
  [/\blunch\b/i, 'Lunch'],
  [/\bdinner\b/i, 'Dinner'],
  [/\bdrinks?\b/i, 'Drinks'],
  [/\b1[:-]1\b|\bone[- ]on[- ]one\b/i, '1:1'],
  [/\bstand-?up\b/i, 'Standup'],
  [/\binterview\b/i, 'Interview'],
];

/** Words that ask, hedge or connect rather than name the event; longest first so "i'd like to" beats "i'd". */
const FILLER_WORDS = [
  'please',
  'thanks',
  'thank you',
  'if possible',
  'if you can',
  'can you',
  'could you',
  'would you',
  'can i',
  'can we',
  'could i',
  'could we',
  "i'm",
  "i'd",
  "i'll",
  "we're",
  "we'll",
  'remind me( to)?',
  'set (up )?(a )?reminder( to)?',
  '(a )?reminder to',
  'i want to',
  "i'd like to",
  'i would like to',
  'i need to',
  'have',
  'we need to',
  'need to',
  'need',
  'needs',
  'want',
  'wants',
  'later',
  'earlier',
  'soon',
  'recurring',
  'repeating',
  'regular',
  'ideally',
  'preferably',
  'hopefully',
  'asap',
  'before',
  'after',
  'until',
  'block( off| out)?',
  'is there',
  'are there',
  'slots?',
  'where',
  'when',
  'are',
  'is',
  'all',
  'free',
  'available',
  "let's",
  'lets',
  'schedule',
  'book',
  'set up',
  'setup',
  'arrange',
  'add',
  'create',
  'put',
  'plan',
  'organi[sz]e',
  'make',
  'pencil in',
  'grab',
  'find( a| some)? (time|slot)( for)?',
  'meet',
  'see',
  'invite',
  'ping',
  'ask',
  'email',
  'include',
  'loop in',
  'cc',
  'bring',
  'hey',
  'hi',
  'ok',
  'okay',
  'kairos',
  'also',
  'then',
  'but',
  'just',
  'so',
  'yet',
  'instead',
  'a',
  'an',
  'the',
  'my',
  'our',
  'some',
  'in my calendar',
  'on my calendar',
  'to my calendar',
  'for',
  'on',
  'at',
  'in',
  'from',
  'to',
  'by',
  'and',
  'with',
  'between',
  'me',
  'us',
  'i',
  'we',
  'find',
  'get',
];
// Hyphens join words: the "in" of "check-in" is not the filler "in".
const FILLER = new RegExp(
  String.raw`(?<![\p{L}-])(${[...FILLER_WORDS].sort((a, b) => b.length - a.length).join('|')})(?![\p{L}-])`,
  'giu',
);

/**
 * The event's title: a named activity wins ("coffee" → "Coffee"); otherwise the words left once
 * time, duration, people and filler are removed, in title case ("dentist appointment" →
 * "Dentist Appointment"). Names met with "with" are added ("Coffee with Sam").
 */
export function extractTitle(rest: string, names: readonly string[]): string | undefined {
  const activity = ACTIVITY_TITLES.find(([re]) => re.test(rest));
  let base = activity?.[1];
  if (base === undefined) {
    // The first clause with words left names the event; one about someone else is an aside
    // ("…, she's in London", "…, they're 6 hours ahead").
    const words =
      rest
        .split(/[,.;!?]|\bbut\b|\bso\b/i)
        .filter((clause) => !ASIDE.test(clause))
        .map(wordsOf)
        .find((w) => w.length > 0) ?? [];
    if (words.length > 0 && words.length <= 8) base = words.map(titleCase).join(' ');
  }
  if (base === undefined) return names.length > 0 ? `Meeting with ${joinNames(names)}` : undefined;
  return names.length > 0 ? `${base} with ${joinNames(names)}` : base;
}

const ASIDE = /^\s*(?:she|he|they|it|that|this|there)(?:'s|'re|\b)/i;

function wordsOf(clause: string): string[] {
  return clause
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}'&:/ -]+/gu, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w) && !/^\d+$/.test(w) && !w.startsWith("'"));
}

function titleCase(word: string): string {
  if (/^[A-Z0-9]{2,}$/.test(word) || /\d/.test(word)) return word;
  const lower = word.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
