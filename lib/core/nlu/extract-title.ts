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

const FILLER =
  /\b(please|can you|could you|would you|i want to|i'd like to|i would like to|let's|lets|schedule|book|set up|setup|arrange|add|create|put|plan|organi[sz]e|make|find( a)? time( for)?|a|an|the|my|some|in my calendar|on my calendar|to my calendar|for|on|at|in|from|to|by|and|with|between)\b/gi;

/**
 * The event's title: a named activity wins ("coffee" → "Coffee"); otherwise the words left once
 * time, duration, people and filler are removed, in title case ("dentist appointment" →
 * "Dentist Appointment"). Names met with "with" are added ("Coffee with Sam").
 */
export function extractTitle(rest: string, names: readonly string[]): string | undefined {
  const activity = ACTIVITY_TITLES.find(([re]) => re.test(rest));
  let base = activity?.[1];
  if (base === undefined) {
    const words = rest
      .replace(FILLER, ' ')
      .replace(/[^\p{L}\p{N}'&:/ -]+/gu, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 0 && !/^\d+$/.test(w));
    if (words.length > 0 && words.length <= 8) base = words.map(titleCase).join(' ');
  }
  if (base === undefined) return names.length > 0 ? `Meeting with ${joinNames(names)}` : undefined;
  return names.length > 0 ? `${base} with ${joinNames(names)}` : base;
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
