import { correctTypos } from './correct-typos';

/** Where a verb starts a request: the start, after a greeting or courtesy, or a clause's "and"/"then". */
const VERB_AT = String.raw`(^|[.!?,;:—–-]\s*|\b(?:and|then|also|please|pls|plz|kindly|just|kairos|hey|ok|okay|to|(?:can|could|would|will)\s+(?:you|u|we|i)|let['’]?s)\s+)`;
/**
 * The verbs' own words, to look for before their patterns run: a pattern that starts at every
 * clause boundary costs a scan of every word, and most requests say none of these verbs.
 */
const VERB_GATES = new WeakMap<RegExp, RegExp>();

/** `verb` where a request or clause starts (VERB_AT), followed by `rest`. */
function atVerb(verb: string, rest: string, flags: string): RegExp {
  const re = new RegExp(VERB_AT + verb + rest, flags);
  VERB_GATES.set(re, new RegExp(verb, flags.replace('g', '')));
  return re;
}

/** What follows the event when it goes somewhere: "shove the sync to thursday". */
const DESTINATION = String.raw`(?=\s+(?!(?:me|us)\b)[^.!?;]*?\b(?:to|till|until|into|onto|over\s+to)\b)`;

/**
 * Casual words for moving an event ("shove the sync to thursday", "slide my 2pm to 3:15", "kick
 * standup to friday", "punt the review to next week"), said as the word every reader knows. Only at
 * the start of a request or clause, so "a slide review" or "kick off" keep their meaning; without a
 * destination ("nudge it 15 minutes") the move is a shift ("slide" only with a way to go: "slide it back").
 */
const MOVE_SYNONYMS: readonly [RegExp, string][] = [
  [
    atVerb(
      String.raw`(?:shov(?:e|ing)|slid(?:e|ing)|nudg(?:e|ing)|scoot(?:ing)?|budg(?:e|ing)|shunt(?:ing)?|kick(?:ing)?(?!\s+(?:off|-off)\b))`,
      String.raw`\b${DESTINATION}`,
      'gi',
    ),
    '$1move',
  ],
  [
    atVerb(String.raw`(?:shov(?:e|ing)|nudg(?:e|ing)|scoot(?:ing)?|budg(?:e|ing))`, String.raw`\b(?=\s+(?!(?:me|us)\b)\S)`, 'gi'),
    '$1shift',
  ],
  // "slide lunch back an hour", "slide the 3pm up by 15": a way to go, without a place, is a shift.
  [
    atVerb(
      String.raw`slid(?:e|ing)`,
      String.raw`\b(?=\s+(?!(?:me|us)\b)[^.!?;,]*?\b(?:back|forward|ahead|up|earlier|later|sooner|out|by)\b)`,
      'gi',
    ),
    '$1shift',
  ],
  [atVerb(String.raw`punt(?:ing)?`, String.raw`\b(?=\s+(?!(?:on|me|us)\b)\S)`, 'gi'), '$1postpone'],
];

/** Who an event is when a verb reaches for one: "rm the webinar", "bin all my 1:1s" ("bin day" stays a title). */
const EVENT_AHEAD = String.raw`(?=\s+(?:the|my|all|that|this|it|those|these|every|our|both|each|any|his|her|their|tomorrow['’]?s?|today['’]?s?|next|\d{1,2}(?::\d{2})?\s*(?:a|p)\.?m?\.?\b|\d{1,2}:\d{2})\b)`;

/** A past participle ("to be moved") as the verb that asks for it. */
const PLAIN_VERB: Readonly<Record<string, string>> = {
  moved: 'move',
  shifted: 'shift',
  rescheduled: 'reschedule',
  postponed: 'postpone',
  pushed: 'push',
  pulled: 'pull',
  canceled: 'cancel',
  deleted: 'delete',
  removed: 'remove',
};

/**
 * Verbs said as terse chat ("mv", "rm"; an arrow after one is read in restate-fronted.ts) or as other Englishes say them ("bin" for throw away,
 * "prepone" for move earlier), and request wrappers that carry no meaning ("do the needful and",
 * "arrange for X to be moved"), said as the plain verb, so no leftover word becomes a title. Only
 * where a verb starts a request or clause ("rm 204" is a room, "a bin" is a bin).
 */
const OTHER_VERBS: readonly [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  [atVerb(String.raw`mv`, String.raw`\b(?=\s+(?!(?:me|us)\b)\S)`, 'gi'), '$1move'],
  [atVerb(String.raw`rm`, String.raw`\b(?=\s+(?!\d+\b)[a-z\d])`, 'gi'), '$1remove'],
  [/\bre-?sched\b/gi, 'reschedule'],
  // "knock meal prep off this sunday": taken off the calendar.
  [
    atVerb(
      String.raw`knock(?:ing)?`,
      String.raw`\s+((?!off\b|(?:it|that|this)\s+off\b)(?:[\p{L}\d:'’&/-]+\s+){0,5}?[\p{L}\d:'’&/-]+)\s+off\b(?!\s+(?:work|early|for\s+the\s+day)\b)`,
      'giu',
    ),
    '$1delete $2',
  ],
  [atVerb(String.raw`knock(?:ing)?`, String.raw`\s+off\b${EVENT_AHEAD}`, 'gi'), '$1delete'],
  [
    atVerb(
      String.raw`(?:bin|binn?ing|ditch(?:ing)?|scrap(?:ping)?|nix(?:ing)?|axe|axing|strike|striking|scratch(?:ing)?)`,
      String.raw`\b${EVENT_AHEAD}`,
      'gi',
    ),
    '$1delete',
  ],
  // "prepone the standup by 30 min": earlier by that much; "prepone it to 2pm": a move there.
  [atVerb(String.raw`prepon(?:e|ing)`, String.raw`\b([^.!?;]*?)(\s+by\s+)`, 'gi'), '$1move$2 earlier$3'],
  [atVerb(String.raw`prepon(?:e|ing)`, String.raw`\b${DESTINATION}`, 'gi'), '$1move'],
  [atVerb(String.raw`prepon(?:e|ing)`, String.raw`\b([^.!?;]*?)(?=\s*(?:[.!?;]|$))`, 'gi'), '$1move$2 earlier'],
  // "please do the needful and cancel my 3:30": the courtesy asks for nothing of its own.
  [/\bdo\s+the\s+needful\s+(?:and\s+|to\s+|by\s+)?/gi, ''],
  // "kindly arrange for the review to be moved to 3", "get the sync cancelled": the verb, said plainly.
  [
    /\b(?:arrange|organi[sz]e|see)\s+(?:for\s+)?((?:the|my|our|this|that|all)\b[^.!?;]*?)\s+to\s+be\s+(moved|shifted|rescheduled|postponed|pushed|pulled|cancell?ed|deleted|removed)\b/gi,
    (_: string, event: string, done: string) =>
      `${PLAIN_VERB[done.toLowerCase().replace('cancelled', 'canceled')] ?? 'move'} ${event}`,
  ],
  [/\b(?:arrange|organi[sz]e)\s+to\s+(?=(?:move|shift|reschedule|postpone|push|pull|cancel|delete|remove)\b)/gi, ''],
  // "book a call with Sam tomorrow and call it 'Intro'": the new event's name, not a rename of another.
  [
    /^(\s*(?:(?:please|pls|can\s+you|could\s+you|kindly|hey|ok(?:ay)?|kairos)[\s,]+)*(?:book|schedule|set\s+up|add|create|put\s+in|arrange|organi[sz]e|plan|pencil\s+in|block(?:\s+off|\s+out)?|make)\b(?:[^.!?;]|\.(?=\S))*?)[\s,]+(?:and\s+)?(?:call|name|title)\s+it\s+(?=["“'‘][^"“”'‘’]+["”'’]\s*[.!]*\s*$)/i,
    '$1 called ',
  ],
  // "call the year-end review 'Performance review'", "name it 'Kickoff'": a new name for an event already there.
  [
    atVerb(
      String.raw`(?:call|name|title|label)`,
      String.raw`\s+((?:the|my|our|this|that)\s+(?!one\b)[^"“”'‘’.!?;]*?)\s+(?=["“'‘][^"“”'‘’]+["”'’](?:\s|[.!?,;]|$))`,
      'gi',
    ),
    '$1rename $2 to ',
  ],
  // "stretch the review to 90 min", "stretch it by half an hour": made longer.
  [
    atVerb(
      String.raw`stretch(?:ing)?`,
      String.raw`\b(?=\s+(?:the|my|our|it|that|this)\b[^.!?;]*?\b(?:to|by)\s+(?:\d|an?\s|half))`,
      'gi',
    ),
    '$1extend',
  ],
  // "tack 15 min onto the end of the review", "add half an hour to my lunch": the event made longer by that much.
  [
    atVerb(
      String.raw`(?:tack|add|stick|tag)`,
      String.raw`\s+(?:on\s+)?(?:an?\s+)?(?:extra\s+|more\s+|another\s+)?(\d+\s*(?:minutes?|mins?|m|hours?|hrs?|h)|an?\s+(?:hour|half[\s-]hour)|half\s+an\s+hour)(?:\s+(?:more|extra))?\s+(?:on\s*)?(?:to|onto)\s+(?:the\s+end\s+of\s+)?((?:the|my|our|that|this|it|today's|tomorrow's)\b(?![^.!?;,]*\b(?:calendar|schedule|diary|day|agenda)\b)[^.!?;,]*?)(?=\s*(?:[.!?;,]|\band\b|$))`,
      'gi',
    ),
    (_: string, at: string, length: string, event: string) => `${at}extend ${event} by ${length}`,
  ],
];

/**
 * Chat shorthand people type to an assistant, spelled out before anything else reads the text:
 * "mtg w/ sarah" is "meeting with sarah". Whole words only, never inside an address.
 */
const SHORTHAND: readonly [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  [/(?<![\w@.])w\/o(?=\s)/gi, 'without'],
  [/(?<![\w@.])w\/(?=\s)/gi, 'with'],
  // "lunch w sam": a lone "w" before a word is "with" (never an address's or a list's letter).
  [/(?<![\w@./-])w(?=\s+[a-z])(?![\w@./-])/gi, 'with'],
  // "@ noon", "@3pm": "at" before a time, not an address (an address has no space and a name before it).
  [/(?<![\w.+-])@\s*(?=\d|noon|midnight|midday|lunch)/gi, 'at '],
  [/\b(?:tmrw|tmr|tomoz|2moro|2morrow)\b/gi, 'tomorrow'],
  [/\b(?:tdy|2day)\b/gi, 'today'],
  [/\b(?:2nite|tonite)\b/gi, 'tonight'],
  // "todays check-in": the day's, with the apostrophe people skip.
  [/\b(today|tomorrow|yesterday|tonight)s\b/gi, "$1's"],
  [/\bnxt\b/gi, 'next'],
  // "which day's the webinar dry run": which day is it.
  [/\b(which|what)\s+(day|date|time)['’]s\b/gi, '$1 $2 is'],
  // "cancel the lot that day", "bin the whole lot": every event.
  [/\b(cancel|clear|delete|drop|scrap|bin|nuke|wipe|kill|ditch|remove)\s+the\s+(?:whole\s+)?lot\b/gi, '$1 everything'],
  // Speech-to-text spells a quarter out: "the q one planning kickoff" is "Q1".
  [
    /\bq\s+(one|two|three|four)\b/gi,
    (_m, n: string) => `Q${String(['one', 'two', 'three', 'four'].indexOf(n.toLowerCase()) + 1)}`,
  ],
  [/\bwk\b/gi, 'week'],
  [/\b(?:wknd|wkend)\b/gi, 'weekend'],
  // "a 24/7 operation": all the time, no 24 July.
  [/(?<![\w/])24\s*\/\s*7(?![\w/])/g, 'round-the-clock'],
  // "at 12 midnight", "twelve noon": the number only says which twelve.
  [/\b(?:12(?::00)?|twelve)\s*(noon|midnight)\b/gi, '$1'],
  // "next yr": the year; "yr" alone is as often "your".
  [/\b(next|this|last|the|every|per|a|one)\s+yr\b/gi, '$1 year'],
  // "in 1h30", "for 1h 15m": an amount of hours and minutes, not the clock time 18h45 is.
  [/\b(in|within|for|after)\s+(\d{1,2})\s*h\s*(\d{1,2})\s*(?:m(?:ins?|inutes?)?)?(?![\w:])/gi, '$1 $2 hours $3 minutes'],
  // "19:00 hrs": the 24-hour clock as the forces say it; the hours are no length ("1930 hrs" is read as a clock).
  [/\b(\d{1,2}:\d{2})\s*(?:hrs|hours)\b/gi, '$1'],
  // Only after a number: "HR" is a team, not hours.
  [/(?<=\d\s?)mins\b/gi, 'minutes'],
  [/(?<=\d\s?)(?:hr|hrs)\b/gi, 'hours'],
  [/\bmon-fri\b/gi, 'Monday to Friday'],
  [/\b(?:cal)\b(?=\s*$|\s*[?.!])/gi, 'calendar'],
  [/\bmtgs\b/gi, 'meetings'],
  [/\bmtg\b/gi, 'meeting'],
  [/\bappt\b/gi, 'appointment'],
  [/\b(?:pls|plz)\b/gi, 'please'],
  [/\bthx\b/gi, 'thanks'],
  [/\b(can|could|would|will)\s+u\b/gi, '$1 you'],
  // "r u free", "ru around": "are you", read below as asking about the person's own time.
  [/(?<![\w@.'-])r\s+u\b(?![@.'-])/gi, 'are you'],
  [/(?<![\w@.'-])ru(?=\s+(?:free|busy|available|around|booked|open|about)\b)/gi, 'are you'],
  // Kairos has no calendar of its own: "are you free friday", "u free at 3?" ask about the person's.
  [
    /^(\s*(?:(?:hey|hi|yo|ok(?:ay)?|so|and|kairos)[\s,!.]+)*)(?:are\s+(?:you|u)|u)\s+(free|busy|available|around|booked)\b(?!\s+to\b)/i,
    '$1am i $2',
  ],
  // "free at 3 tmrw", "busy friday?": a free-time question with its subject left out.
  [
    /^(\s*(?:(?:hey|hi|yo|ok(?:ay)?|so|kairos)[\s,!.]+)*)(free|busy|available)\s+(?=(?:at|on|around|this|next|today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|the\s+\d|\d)\b)(?![^?]*\b(?:book|schedule|set\s+up|add|create|put|block|invite|move|cancel)\b)/i,
    '$1am i $2 ',
  ],
  // "im free thursday?", "im busy at 3": "I'm" without its apostrophe ("IM me" stays).
  [
    /\bim(?=\s+(?:free|busy|available|around|booked|out|off|away|back|travel\w*|going|gonna|thinking|not|in|at|on|done|sick|running|late|stuck|tied|meeting|seeing|having)\b)/g,
    "i'm",
  ],
  [/\b(?:wholl|who['’]ll)\b/gi, 'who will'],
  [/\bwhos\b/gi, "who's"],
  // "wat time is lunch", "wen is my dentist": question words as chat spells them, only where they ask.
  [/(^|[.!?,;]\s*)wat\b(?=\s+(?:is|are|was|were|do|does|did|time|day|have|am|r|about)\b|['’]s\b)/gi, '$1what'],
  [/(^|[.!?,;]\s*)wen\b(?=\s+(?:is|are|was|were|do|does|did|will|am|can|r)\b|['’]s\b)/gi, '$1when'],
  // Speech-to-text spells an acronym letter by letter: "move the q b r", "my o o o day", "3 p m".
  [/(?<![\w@.'’/-])(?:[b-hj-tv-z]\s+)+[a-z](?![\w@.'’/-])/gi, (m: string) => m.replace(/\s+/g, '')],
  ...MOVE_SYNONYMS,
  ...OTHER_VERBS,
  // "put it more early", "1 hour more late", "more long": comparatives as second-language speakers build them.
  [
    /\bmore\s+(early|late|soon|long|short)\b/gi,
    (_: string, w: string) => `${w.toLowerCase() === 'early' ? 'earli' : w.toLowerCase() === 'late' ? 'lat' : w}er`,
  ],
];

/** Shorthand spelled out, and slips in the words that decide the request put right (correct-typos.ts). */
export function expandShorthand(text: string): string {
  return SHORTHAND.reduce(
    (out, [re, replacement]) =>
      VERB_GATES.get(re)?.test(out) === false
        ? out
        : typeof replacement === 'string'
          ? out.replace(re, replacement)
          : out.replace(re, replacement),
    // "I’m", "don’t": a typographic apostrophe inside a word is the plain one every reader knows.
    correctTypos(text.replace(/(?<=\p{L})’(?=\p{L})/gu, "'")),
  );
}
