import { allMatches } from './all-matches';
import { JOINER, NUMBERED, titleCase } from './title-words';

/**
 * A reminder's title is the task it reminds of, as a to-do list writes it: "remind me to email
 * Jordan at 2pm" is "Email Jordan". How the ask was put ("don't let me forget to", "ping me at 5
 * to", "reminder:", "remember me to") and what was said before it ("ugh I keep forgetting this, …")
 * name nothing. The task's verb stays, though other titles drop it: "book flights" is no "Flights",
 * "drink water" no "Drinks". Articles and possessives go, as in any title ("Call Sister").
 */

/** Where an ask can begin: the start, a clause's end, or a word that hands on to it ("…so remind me"). */
const START = String.raw`(?:^|[,.;:!?—–]|\s-\s|\b(?:so|and|then|but)\s)`;
/** Said before the ask without changing it: "yo", "ugh", "ok so", "could you please", "would you mind". */
const OPENER = String.raw`(?:(?:yo|ugh+|urgh|hey|hi|hello|ok|okay|so|lol|oh|ah|um+|uh+|hmm+|well|alright|right|and|also|then|btw|pls|plz|please|kindly|just|quickly|to|can|could|would|will|u|you|mind|i(?:'d|\s+would)\s+like\s+you\s+to|i\s+(?:need|want)\s+you\s+to)[\s,]+)*`;
/** Asked of the assistant with a verb: "remind me", "ping me", "don't let me forget", "remember me" (said for "remind me"). */
const BY_VERB = String.raw`remind(?:ing)?\s+me|remember\s+me(?=\s+\p{L})|(?:do\s+not|don'?t|dont)\s+(?:let\s+me\s+)?forget|make\s+sure\s+(?:that\s+)?i\s+(?:remember|(?:do\s+not|don'?t|dont)\s+forget)|help\s+me\s+remember|(?:ping|nudge|buzz|alert|notify|poke)\s+me`;
/** Asked for by name: "set a reminder", "I need a reminder", "reminder:" (one word may say which: "a daily reminder"). */
const BY_NOUN = String.raw`(?:(?:set|create|add|make|put|schedule|give\s+me|leave\s+me|i\s+(?:need|want)|i'd\s+like|(?:can|could|may)\s+i\s+(?:get|have))\s+(?:up\s+)?)?(?:(?:a|an|me\s+a|one)\s+)?(?:[\p{L}-]+\s+)?reminder`;
/**
 * Between the ask and the task: what another reader left of a time ("remind me ␣␣␣ to…", "for
 * ␣␣␣ to stretch" once "3pm" was read), a time told from the event ("the day before"), "for me",
 * and a colon or dash that introduces the task.
 */
const BRIDGE = String.raw`(?:\s|[:\-–—]|\bfor\s+me\b|\b(?:the\s+(?:day|night|morning|evening|week)|(?:an?|one|two|three|a\s+few|\d+)\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?))\s+(?:before|earlier|ahead|prior)\b|\b(?:for|at|on|in|by|around|from|until|till|before|after|every|each|again|please)(?=\s{2,}|\s*[:\-–—]|\s*$))*`;
/** What introduces the task: "to", "about", "of", "that I need to", "I have to". */
const MARKER = String.raw`(?:(?:to|about|of|for|that)\b(?:\s+(?:i|we)\s+(?:need|have|must|should|gotta|got|want)(?:\s+to)?\b)?|(?:i|we)\s+(?:need|have|must|should|gotta|got)\s+to\b)`;

const LEAD = new RegExp(String.raw`${START}\s*${OPENER}(?:(${BY_VERB})|(${BY_NOUN}))\b(${BRIDGE})(${MARKER})?`, 'giu');

/** Where the task ends: the clause's end, a reason or a warning after it, or the event it comes next to. */
const TASK_END =
  /[.;!?,]|\s[-–—]\s|\b(?:so|because|cause|coz|since|but|or\s+else|otherwise|(?:before|after)\s+(?:the|my|our|his|her|their|this|that)|ahead\s+of|prior\s+to)\b/i;

/**
 * Said before the ask, an event asked for is what the request makes, and the reminder rides along
 * ("book dinner at 7, and make sure I remember to bring the voucher"); a lead-in that asks for none
 * ("ugh I keep forgetting this, …") leaves the reminder the request.
 */
const EVENT_ASKED =
  /\b(?:add|book|schedule|set\s+up|put|plan|arrange|create|make|block|pencil|organi[sz]e|meeting|meet|call|lunch|dinner|breakfast|brunch|coffee|drinks|appointment|sync|interview|session|party|class)\b/i;

const ARTICLE = /^(?:a|an|the)$/i;
const POSSESSIVE = /^(?:my|our|your|his|their)$/i;
const COURTESY = /^(?:please|pls|plz|kindly|just)$/i;
/** Left at the task's end once a time or a place after it was read: "pay the rent in ␣␣␣␣␣␣". */
const TRAILING = /^(?:on|at|in|for|with|by|from|next|this|and|or|to|before|after|around|until|till|during|every|each|me)$/i;
/** Small words written small inside a title: "Follow Up with Omar", "Call Mom about Thanksgiving". */
const SMALL = /^(?:with|about|or|by)$/i;
/** A to-do's length: past it, the words are a sentence, not a name; the first ones name the task. */
const MAX_WORDS = 8;

/**
 * The title of the reminder `text` asks for, or undefined when it asks for none or names no task.
 * `told` is the same text with what the rule readers took put back (same length): a task they took
 * for a rule in full ("ping me at 5 to leave for pickup" is no time kept free) is still the task.
 */
export function reminderTitle(text: string, told: string = text): string | undefined {
  for (const m of allMatches(LEAD, text)) {
    // "a reminder" names its task only once it is introduced: "a reminder to…", "reminder: …".
    if (m[2] !== undefined && m[4] === undefined && !/[:\-–—]/.test(m[3] ?? '')) continue;
    if (EVENT_ASKED.test(text.slice(0, m.index))) return undefined;
    const from = m.index + m[0].length;
    const words = taskWords(taskRun(text.slice(from)));
    const named = words.length > 0 ? words : taskWords(taskRun(told.slice(from)));
    if (named.length > 0)
      return named.map((w, i) => (i > 0 && (JOINER.test(w) || SMALL.test(w)) ? w.toLowerCase() : titleCase(w))).join(' ');
  }
  return undefined;
}

/** The words said together at the task's start: a run of blanks is a phrase another reader took. */
function taskRun(after: string): string {
  const end = TASK_END.exec(after);
  const task = end === null ? after : after.slice(0, end.index);
  return task.split(/\s{2,}/).find((r) => /[\p{L}\p{N}]/u.test(r)) ?? '';
}

/** "pick up the kids from school" → Pick, up, kids, from, school: the task as a to-do list writes it. */
function taskWords(run: string): string[] {
  const said = run
    .split(/[\s·]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}'&/+#-]+/gu, '').replace(/^'+|'+$/g, ''))
    .filter((w) => w !== '');
  const kept: string[] = [];
  for (let i = 0; i < said.length; i++) {
    const word = said[i] ?? '';
    if (ARTICLE.test(word) || POSSESSIVE.test(word) || COURTESY.test(word)) continue;
    if (!/[\p{L}\p{N}]/u.test(word) && word !== '&') continue;
    // "read chapter 11": a number after what is numbered names which; any other is what a time left.
    if (/^\d+$/.test(word) && !NUMBERED.test(kept.at(-1) ?? '')) continue;
    // A joiner joins two words of the task; at its start it is none of it.
    if (JOINER.test(word) && kept.length === 0) continue;
    kept.push(word);
  }
  const named = kept.slice(0, MAX_WORDS);
  while (named.length > 0 && TRAILING.test(named.at(-1) ?? '')) named.pop();
  return named;
}
