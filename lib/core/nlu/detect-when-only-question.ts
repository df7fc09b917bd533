import { namesOnlyClock, parseWhen } from '../time/parse-when';

/** What may stand around the day without asking anything else: "📅", "and", "what about", "…then?". */
const AROUND = /^(?:[\s\p{P}\p{S}]|\b(?:and|or|so|ok(?:ay)?|hmm+|also|then|what\s+about|how\s+about|and\s+on|on|for)\b)*/iu;
const AROUND_END = /(?:[\s\p{P}\p{S}]|\b(?:then|though)\b)*$/iu;

/**
 * Only a day, asked: "📅 new year's eve?", "and thursday?", "what about the 14th?". With no
 * suggestion waiting (a reply to one is restated as its edit before the rules read it), this asks
 * what is on that day; nothing in it names an event to book. A clock time alone ("3pm?") answers a
 * question more often than it asks one, so a day must be said.
 */
export function isWhenOnlyQuestion(text: string): boolean {
  if (!/\?[\s\p{S}]*$/u.test(text)) return false;
  const start = AROUND.exec(text)?.[0].length ?? 0;
  const end = text.length - (AROUND_END.exec(text)?.[0].length ?? 0);
  const said = text.slice(start, end);
  if (!/[\p{L}\d]/u.test(said)) return false;
  // Where the phrase lies does not depend on the clock it is read against.
  const found = parseWhen(said, 0, 'UTC');
  if (found === undefined || namesOnlyClock(said, 0, 'UTC')) return false;
  const rest = said.slice(0, found.index) + said.slice(found.index + found.length);
  return !/[\p{L}\d]/u.test(rest.replace(/\b(?:on|at|the|for|then)\b/giu, ''));
}
