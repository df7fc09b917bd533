/**
 * Small words that join a name's words ("Pick Up Kids from School", "Flight to Chicago"): kept
 * between them. Articles are not: calendars write "Call dentist", not "Call the dentist".
 */
export const JOINER = /^(?:to|from|for|of|and|&|on|in|at|into)$/i;

/**
 * Things people number ("read chapter 11", "room 4 walkthrough"): the number after one names which,
 * so it is a word of the title, while a number left anywhere else is what remains of a time.
 */
export const NUMBERED =
  /^(?:chapters?|ch|pages?|sections?|items?|steps?|rooms?|units?|lessons?|modules?|levels?|parts?|episodes?|seasons?|volumes?|vol|exercises?|questions?|problems?|tasks?|tickets?|issues?|gates?|floors?|suites?|platforms?|buildings?|labs?|weeks?|days?|rounds?|phases?|sprints?|versions?)$/i;

/** "dentist" → "Dentist"; an acronym or a word with digits ("QBR", "Q3") as written. */
export function titleCase(word: string): string {
  if (/^[A-Z0-9]{2,}$/.test(word) || /\d/.test(word)) return word;
  const lower = word.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
