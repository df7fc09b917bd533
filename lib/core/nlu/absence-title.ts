/**
 * "I'll be out of office from 12/24 to 1/4", "I'm out sick tomorrow", "mark Friday as OOO": when
 * all that is left of a request once its time is read is the person being away, the event is the
 * absence, named as a calendar names it ("Out of office"), not the words around it ("Be Out of
 * Office", "As OOO").
 */
const ABSENCES: [RegExp, string][] = [
  [/^(?:(?:out|off)\s+sick|sick(?:\s+(?:day|leave))?|a\s+sick\s+day|(?:out|off)\s+ill)$/i, 'Sick day'],
  [/^(?:(?:a\s+)?day\s+off|(?:some\s+)?time\s+off|off\s+work)$/i, 'Day off'],
  [/^(?:on\s+)?(?:vacation|vacay|holidays?|annual\s+leave)$/i, 'Vacation'],
  [/^(?:on\s+)?(?:pto)$/i, 'PTO'],
  [/^(?:on\s+)?(?:(?:parental|maternity|paternity|medical)\s+)?leave$/i, 'Leave'],
  [/^(?:ooo|out\s+of\s+(?:the\s+)?office|out|off|away|out\s+of\s+town)$/i, 'Out of office'],
];

/** Words that say who is away or how the day is marked, around the absence itself. */
const AROUND =
  /^(?:block\s+(?:off|out)|put\s+me(?:\s+down)?|mark(?:\s+me)?|set\s+me|going\s+on|taking|take|having|block|hold|put|add|schedule|create|set|log|enter|i'?m|i\s+am|i'?ll|i\s+will|we'?re|we\s+are|we'?ll|going\s+to\s+be|gonna\s+be|will\s+be|be|as|me)(?:\s+|$)/i;

const LEFT_BY_THE_TIME = /(?:\s+(?:from|on|for|between|until|till|starting|through|thru|to|and|all|the|whole|week|day))+$/i;

export function absenceTitle(rest: string): string | undefined {
  let said = rest
    .replace(/[.,!?;:·]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let m = AROUND.exec(said); m !== null; m = AROUND.exec(said)) said = said.slice(m[0].length);
  // "taking PTO from ␣␣␣": the word that led into the dates read away.
  said = said.replace(LEFT_BY_THE_TIME, '');
  for (const [re, title] of ABSENCES) if (re.test(said)) return title;
  return undefined;
}
