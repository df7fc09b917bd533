import type { AnswerKind } from '../answer';

/** A question about the calendar: what is asked, and where the words naming its events start. */
export interface QuestionReading {
  kind: AnswerKind;
  /** The words after the question words: "my haircut", "the design review", "Omar". */
  object: string;
  /** Who: everyone met over a span ("who do I meet on Friday") rather than one event's guests. */
  span?: true;
  /** Who: the one guest asked about ("is Carlos coming to the team lunch"). */
  person?: string;
  /** Who: only the guests from this organisation ("which people from Brightline will be at…"). */
  organisation?: string;
}

/** Requests that are phrased as questions ("can you move…", "could we book…"): not questions. */
const POLITE_REQUEST =
  /^(?:hey\s+\w+[,\s]+|ok(?:ay)?\s+\w+[,\s]+)?(?:can|could|would|will)\s+(?:you|u|we|i)\s+(?:please\s+|pls\s+|plz\s+|kindly\s+)?(?!please\b|pls\b|plz\b|kindly\b|be\s+(?:free|available|open|around|clear|busy|booked)\b|tell|show|let me know|check|see|list|give|fit|squeeze|(?:do|manage|grab)\s+(?:an?\s|\d|one\s|two\s|three\s|half\s)|remind\s+me\s+(?:again\s+)?(?:what|when|who|which|how|where)\b)/i;

/** Each pattern, tried in order: the first that matches says what is asked. */
const PATTERNS: readonly [AnswerKind, RegExp][] = [
  // "how many mornings next week are free": days counted, though the words ask whether they are free.
  [
    'count',
    /^how\s+many\s+((?:days?|mornings?|afternoons?|evenings?|nights?|weekdays?|weekend\s+days?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b.*)$/i,
  ],
  // "am I double-booked anywhere next week?", "any clashes in January?", "do any of my meetings overlap tomorrow".
  [
    'conflicts',
    /\b(?:double[\s-]?book(?:ed|ings?)|(?:clash(?:es|ing)?|conflicts?|conflicting|overlap(?:s|ping)?)\b(?!\s+with\b))\s*(.*)$/i,
  ],
  // "what time do I have the haircut", "at what time have I got my dentist": when that event is, not free time.
  [
    'when',
    /^(?:at\s+)?what\s+(?:time|day)\s+(?:do|did|will|have|had)\s+(?:i|we)\s+(?:have|got|get|see)\s+((?:the|my|our|that|this)\s+.+)$/i,
  ],
  // "who all are there in the workshop", "who all is coming": "who all" is "who", as Indian English asks it.
  [
    'who',
    /^who\s+all\s+(?:is|are|was|were|will\s+be)\s+(?:there\s+)?(?:coming\s+|attending\s+|going\s+|invited\s+|joining\s+)?(?:(?:to|in|at|for|on|into)\s+)?(.*)$/i,
  ],
  [
    'last_met',
    /\b(?:when\s+(?:did|was)\s+i\s+last\s+(?:meet|see|talk|speak|catch up|sync)(?:\s+(?:up\s+)?with|\s+to)?|when\s+(?:was|did)\s+(?:my|i have my|the)\s+last\s+(?:meeting|call|1:1|one on one|chat|catch-?up|sync)\s+with|last\s+time\s+i\s+(?:met|saw|talked to|spoke (?:to|with)|had a meeting with|caught up with)|how long (?:has it been )?since i (?:last )?(?:met|saw|talked to|spoke (?:to|with)))\s+(.*)$/i,
  ],
  // "when did i see priya last", "when i last met omar", "last time i see dana when": the words then say "last".
  [
    'last_met',
    /\bwhen\s+(?:did\s+)?i\s+(?:last\s+)?(?:meet|met|see|saw|talk(?:ed)?\s+(?:to|with)|spoke\s+(?:to|with)|speak\s+(?:to|with)|catch\s+up\s+with|caught\s+up\s+with)(?:\s+with)?\s+(.+?)\s+(?:the\s+)?last(?:\s+time)?$|\bwhen\s+i\s+last\s+(?:met|saw|talked\s+to|spoke\s+(?:to|with)|caught\s+up\s+with)(?:\s+with)?\s+(.*)$/i,
  ],
  [
    'next_meet',
    /\b(?:when\s+(?:(?:do|will|am|shall)\s+)?i\s+(?:am\s+|will\s+)?(?:next\s+)?(?:be\s+|going\s+to\s+|gonna\s+)?(?:meet(?:ing)?|see(?:ing)?|talk(?:ing)?\s+(?:to|with)|speak(?:ing)?\s+(?:to|with)|catch(?:ing)?\s+up\s+with)(?:\s+with)?|when\s+is\s+my\s+next\s+(?:meeting|call|1:1|chat|sync)\s+with|next\s+time\s+i\s+(?:meet|see))\s+(.*)$/i,
  ],
  [
    'next',
    /^(?:\W*)(?:what(?:'s|’s| is)?|whats)\s+(?:up\s+)?(?:next(?!\s+(?:week|month|year|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)|coming up(?: next)?)\b(.*)$|\b(?:what(?:'s|’s| is)|whats)\s+my\s+next\s+((?:meeting|event|appointment|call|thing)s?\b.*)$|^(?:\W*)next\s+(meeting|event)\s*\??$/i,
  ],
  [
    'free',
    /\b(?:am\s+i\s+(?:free|available|busy|booked)|(?:when|what times?)\s+(?:am\s+i|are\s+we|do\s+i\s+have)\s+(?:free|available|open|time)|do\s+i\s+have\s+(?:any\s+)?(?:free\s+time|time|free slots?|gaps?|availability|openings?)|(?:is|are)\s+(?:my\s+)?.{0,40}?\b(?:free|open|clear|available|booked|busy)\b|any\s+(?:free\s+)?(?:time|slots?|gaps?|openings?)\s+(?:free\s+)?(?:on|this|next|tomorrow|today|in)|where\s+(?:do|can)\s+i\s+(?:fit|squeeze))(.*)$/i,
  ],
  [
    'free',
    /^(?:is|are)\s+there\s+(?:any\s+|a\s+|an\s+|some\s+|enough\s+)?(?:(?:full|whole|clear|solid|single|free|open|spare|empty)\s+){0,2}(?:gaps?|time|slots?|windows?|room|space|breaks?|breathing\s+room|openings?|availability|buffer|hours?)\b\s*(.*)$/i,
  ],
  // "earliest 45 min gap on Monday afternoon?", "first free slot tomorrow", "longest break on Friday".
  [
    'free',
    /^(?:the\s+|my\s+)?(?:earliest|first|next|latest|last|longest|biggest)\s+(?:\d+\s*(?:-\s*)?(?:minutes?|mins?|m|hours?|hrs?|h)\s+|(?:an?|one|two|half\s+an?)\s+(?:hours?|minutes?)\s+)?(?:free\s+|open\s+|spare\s+|empty\s+)?(?:gap|slot|window|opening|break|block|stretch|hole)\b\s*(.*)$/i,
  ],
  // "can I do 2 hours sunday morning", "could I fit 45 minutes in on friday": is there that much free.
  [
    'free',
    /^(?:can|could)\s+(?:i|we)\s+(?:do|fit|manage|get|squeeze(?:\s+in)?|grab)\s+(?:in\s+)?(?:an?\s+|\d+(?:[.,]\d+)?\s*|one\s+|two\s+|three\s+|half\s+an?\s+)(?:hours?|hrs?|h|minutes?|mins?)\b\s*(.*)$/i,
  ],
  [
    'free',
    /^(?:do|will|did)\s+i\s+have\s+(?:a|an|any|some|enough)?\s*(?:free\s+|open\s+|spare\s+|empty\s+)?(?:gaps?|breaks?|buffer|breathing\s+room|room|space)\b\s*(.*)$/i,
  ],
  [
    'free',
    /^(?:when(?:'s|’s|\s+is)|what(?:'s|’s|\s+is)|whens|find\s+(?:me\s+)?)\s*(?:my\s+)?(?:next|first|earliest)\s+(?:free|open|available|spare)\s+(.*)$/i,
  ],
  ['free', /^(?:can|could)\s+(?:u|you|i|we)\s+(?:fit|squeeze)\s+(?:in\s+)?(.*)$/i],
  // "any chance i'm free thursday at 4", "would i be free on the 10th", "will we be around friday".
  [
    'free',
    /^(?:(?:is\s+there\s+)?(?:any|a|some)\s+chance\s+(?:that\s+)?(?:i|we)\s+(?:am|are|will\s+be|would\s+be|could\s+be|might\s+be|'ll\s+be|'d\s+be)|(?:would|will|could|might|should)\s+(?:i|we)\s+be)\s+(?:free|available|open|around|clear|busy|booked)\b\s*(.*)$/i,
  ],
  [
    'free',
    /^(?:what|which)\s+(?:free\s+|open\s+)?(?:slots?|times?|windows?|gaps?|hours?)\s+(?:do\s+i\s+have|are\s+(?:free|open|there|available)|am\s+i\s+(?:free|available))\s*(.*)$/i,
  ],
  ['free', /^(?:do|will)\s+i\s+have\s+(?:a|an|any)\s+(?:free|open|spare|empty)\s+(.*)$/i],
  // "do i have 2 hours free on the 16th", "got 30 min open friday?", "is there an hour free tomorrow".
  [
    'free',
    /^(?:(?:do|will|would)\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|(?:i|we)\s+(?:have|got)|got|is\s+there|are\s+there)\s+(?:(?:an?|one|two|three|four|five|six|half\s+an?|\d+(?:[.,]\d+)?|a\s+couple\s+of|a\s+few)\s*(?:-\s*)?(?:hours?|hrs?|h|minutes?|mins?|m)\b|\d+(?:[.,]\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?|m)\b)\s+(?:of\s+)?(?:free|open|spare|available|clear|empty|free\s+time)\b\s*(.*)$/i,
  ],
  ['free', /^any\s+(?:free\s+|open\s+)?(?:time|slots?|gaps?|openings?|room|availability)\b\s*(.*)$/i],
  [
    'agenda',
    /^(?:give|get|send)\s+me\s+(?:a\s+|an\s+|the\s+)?(?:quick\s+)?(?:rundown|overview|summary|run-?through|recap|preview|look|breakdown)\s*(?:of|for|at|on)?\s*(.*)$/i,
  ],
  ['agenda', /^(?:walk|talk|run|take)\s+me\s+through\s+(.*)$/i],
  ['agenda', /^what\s+(?:am\s+i|are\s+we|will\s+i\s+be)\s+(?:doing|up\s+to)\s*(.*)$/i],
  // "what did I do last Saturday", "what was I doing on the 3rd", "what have we been up to this week".
  [
    'agenda',
    /^what\s+(?:did|do|will|have|had|was|were)\s+(?:i|we)\s+(?:do|doing|did|done|been\s+(?:doing|up\s+to)|get\s+up\s+to|got\s+up\s+to|up\s+to)\b\s*(.*)$/i,
  ],
  ['agenda', /^what(?:'s|’s|\s+is)\s+(left|remaining)\s*(.*)$/i],
  ['agenda', /^what\s+(?:did|do|will|have)\s+i\s+(?:have|had|got)\s*(?:on|going\s+on|planned)?\s*(.*)$/i],
  ['agenda', /^what\s+(?:i|we)\s+(?:have|had|got|did|do|am\s+doing|was\s+doing|will\s+be\s+doing)\s*(.*)$/i],
  [
    'agenda',
    /^what\s+(?:happened|happens|is\s+happening|was\s+happening|will\s+happen|went\s+on|is\s+going\s+on|was\s+going\s+on)\b\s*(.*)$/i,
  ],
  [
    'agenda',
    /^(?:which|what)\s+((?:meetings|events|calls|appointments)\s+(?:do\s+|did\s+|will\s+)?(?:i|we)\s+(?:have|had|got)\b.*)$/i,
  ],
  // "list the attendees of the Pacific Design check-in", "show me who's coming to the offsite".
  [
    'who',
    /^(?:list|show|display|pull\s+up|give|get|send|share|tell|read\s+(?:me\s+)?out)\s+(?:me\s+|us\s+)?(?:all\s+)?(?:(?:of\s+)?the\s+)?(?:attendees|guests|participants|invitees|(?:guest|invite|invitation)\s+list|people\s+(?:invited|coming|attending|going)|who(?:'s|’s|\s+is|\s+will\s+be)\s+(?:invited|coming|attending|going|joining))\s+(?:(?:of|to|for|in|at|on|from)\s+)?(.*)$/i,
  ],
  [
    'agenda',
    /^(?:list|show|display|pull\s+up)\s+(?!(?:me\s+|us\s+)?(?:some\s+|a\s+few\s+|any\s+)?(?:more|other|others|different|another|alternatives?|options?|earlier|later|next)\b)(?:me\s+)?(?:all\s+)?(.*)$/i,
  ],
  ['agenda', /^(?:do|did)\s+i\s+have\s+(?:anything|something|stuff|plans)\s*(.*)$/i],
  // "which is my program for Monday", "what's the line-up tomorrow", "what are my plans on Saturday".
  [
    'agenda',
    /^(?:what|which)(?:'s|’s|\s+is|\s+are|\s+was|\s+were)\s+(?:my|the|our)\s+(?:program(?:me)?|schedule|plans?|line-?up|agenda|diary|itinerary)\b\s*(.*)$/i,
  ],
  ['agenda', /^anything\s+(.*)$/i],
  ['agenda', /^(?:my\s+)?(?:agenda|schedule|calendar|day|week)(?:\s+(?:for|on|today|tomorrow|this|next)\b(.*))?$/i],
  ['agenda', /^what(?:'s|’s|\s+is|\s+was|\s+will\s+be)\s+(.+?)\s+like\b(.*)$/i],
  // "what's the first thing tomorrow", "which was my last meeting of yesterday": one event by position.
  [
    'when',
    /^(?:what|which)(?:'s|’s|\s+is|\s+was|\s+will\s+be|\s+are|\s+were)?\s+((?:the\s+|my\s+)?(?:very\s+)?(?:first|last|final|second|third|fourth|fifth|earliest|latest|previous|next|1st|2nd|3rd|4th|5th)\b.*)$/i,
  ],
  // "what's after my check-in with Dana", "which meeting comes before the standup": by its neighbour.
  [
    'when',
    /^(?:what|which)\s*(?:'s|’s|\s+is|\s+was|\s+comes|\s+came|\s+do\s+i\s+have|\s+did\s+i\s+have|\s+have\s+i\s+got)?\s+(?:((?:meeting|event|call|thing|one)s?)\s+(?:is\s+|was\s+|comes\s+|came\s+|do\s+i\s+have\s+|did\s+i\s+have\s+)?)?((?:right\s+|just\s+|straight\s+|immediately\s+|directly\s+)?(?:after|before|following)\b.*)$/i,
  ],
  // "which days did I go to the gym", "on what dates do I have yoga": the dates of the events.
  [
    'when',
    /^(?:on\s+)?(?:which|what)\s+(?:days?|dates?|weekdays?)\s+(?:did|do|does|will|am|are|is|was|were|have|had)\s+((?:i|we)\b.*)$/i,
  ],
  // "how long is the cooking class", "how long does my dentist take": the event's length, with when it is.
  [
    'when',
    /^how\s+long(?:\s+(?:is|was|will\s+be|are|were)|['’]s)\s+((?:the|my|our|that|this|tomorrow'?s|today'?s)\s+.+)$|^how\s+long\s+(?:does|did|will|do)\s+((?!it\b|that\b|this\b|i\b|we\b|you\b)(?:the\s+|my\s+|our\s+)?.+?)\s+(?:last|take|run|go(?:\s+on)?|be)$/i,
  ],
  ['count', /\bhow\s+(?:many|much)\s+(.*)$/i],
  // "number of meetings with harbor point in january", "what's the total count of 1:1s this month".
  ['count', /^(?:what(?:'s|’s|\s+is|\s+was)\s+)?(?:the\s+|my\s+)?(?:total\s+)?(?:number|count|tally)\s+of\s+(.*)$/i],
  [
    'count',
    /^(?:the\s+|my\s+)?total\s+(?:number\s+of\s+)?((?:[\w:-]+\s+){0,2}?(?:meetings|events|calls|appointments|sessions|classes|syncs|standups|interviews|lessons|reviews|check-ins|1:1s|one-on-ones)\b.*)$/i,
  ],
  ['count', /^(?:count|tally)\s+(?:up\s+)?(.*)$/i],
  [
    'who',
    /^(?:is|are|will)\s+(?:[\p{L}.@-]+(?:\s+[\p{L}.@-]+)?)\s+(?:be\s+)?(?:coming|going|attending|invited|joining|in|at|on)\s+(?:to\s+)?(.*)$/iu,
  ],
  ['who', /^(?:who(?:'s|’s|\s+is|\s+are|\s+was)?|with\s+whom\s+is)\s+(?:my\s+|the\s+)?(.+?)\s+with$/i],
  [
    'who',
    /^who\s+(?:organi[sz]ed|organi[sz]es|set\s+up|created|booked|declined|accepted|is\s+organi[sz]ing|runs|is\s+running)\s+(.*)$/i,
  ],
  [
    'when',
    /^(?:when|what\s+time)\s+(?:does|do|did|will)\s+(.+?)\s+(?:end|start|begin|finish|kick\s+off|wrap\s+up|get\s+over)\b/i,
  ],
  ['when', /^(?:(?:on|at|for)\s+)?(?:which|what)\s+(?:day|date|time)\s+(?:is|was|are|'s)\s+(.*)$/i],
  ['when', /^(?:what\s+time(?:'s|’s)|whens|when'?re)\s+(.*)$/i],
  // "at what time I have spanish class", "which hour is my dentist", "what time start the review".
  [
    'when',
    /^(?:at\s+)?(?:what|which)\s+(?:time|hour)\s+(?:(?:is|was|are|were|does|do|did|will|should|must|'s)\s+)?(?:(?:start|starts|begin|begins|end|ends|finish|finishes)\s+)?(.+)$/i,
  ],
  [
    'who',
    /^(?:with|w\/)\s+(?:who|whom)\s+(?:is|was|are|were|will\s+be|am\s+i\s+having|do\s+i\s+have|did\s+i\s+have|am\s+i\s+meeting)\s+(.*)$/i,
  ],
  [
    'who',
    /\b(?:who(?:'s|’s| is| are| will be| was| were)?\s+(?:coming|came|attending|attended|going|went|invited|joining|joined|in|at|on)\s+(?:(?:to|in|at|for|on|into)\s+)?|who\s+(?:else\s+)?(?:is|will be|was)\s+(?:at|in|on)\s+|who\s+(?:did\s+i\s+invite|have\s+i\s+invited|do\s+i\s+have)\s+(?:to|for|in)\s+|(?:guests?|attendees|participants|invitees|people)\s+(?:for|of|in|at|on)\s+)(.*)$/i,
  ],
  [
    'agenda',
    /\b(?:what\s+(?:does|do|did|will|would)\s+(.*?\s+look\s+like\b.*)|what(?:'s|’s| is| was)\s+(.*?\s+look(?:ing)?\s+like\b.*)|how\s+(?:does|is|did|was)\s+(.*?\s+look(?:ing|ed)?\b.*)|what(?:'s|’s| is| was| were| will\s+be)?\s+on\s+(.*)|whats\s+on\s+(.*)|what(?:'s|’s| is)\s+happening\s*(.*)|what\s+(?:do|have)\s+i\s+(?:got|have)\s*(?:on|going on|planned)?\s*(.*)|(?:show|list|give)\s+(?:me\s+)?(?:my\s+)?(?:calendar|schedule|agenda|events|meetings|day|week)\s*(.*))$/i,
  ],
  [
    'when',
    /\b(?:when(?:'s|’s| is| are| was| were|s)?|what\s+time\s+(?:is|was|does|do)|what\s+day\s+(?:is|was)|at\s+what\s+time\s+is|remind\s+me\s+when)\s+(.*)$/i,
  ],
  // Whatever else starts with a question word is still a question: read it, never book it.
  ['who', /^(?:who|whom|whose)\b(?:\s+(?:is|are|was|were|will\s+be)|\s*['’]s)?\s*(.*)$/i],
  ['count', /^how\s+(?:many|much|often)\b\s*(.*)$/i],
  ['when', /^(?:when|what\s+time|what\s+day|which\s+day|at\s+what\s+time)\b\s*(.*)$/i],
];

/** "who do I meet on Friday", "who I met yesterday", "who am I seeing this week": everyone over a span. */
const WHO_OVER_SPAN =
  /^who\s+(?:all\s+)?(?:(?:will|do|did|am|are|have|had|shall|should|would|must)\s+)?(?:i|we)\s+(?:(?:am|are|will|be|have|had|get\s+to|going\s+to|gonna)\s+)*(?:meet(?:ing)?|met|see(?:ing|n)?|saw|talk(?:ing|ed)?\s+(?:to|with)|speak(?:ing)?\s+(?:to|with)|spoke\s+(?:to|with)|call(?:ing|ed)?|catch(?:ing)?\s+up\s+with|caught\s+up\s+with|(?:have|had|got)\s+(?:meetings?|calls?)\s+with|meeting\s+with)\b\s*(?:with\s+)?(.*)$|^who(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+on\s+my\s+(?:calendar|schedule|agenda)\b\s*(.*)$/i;

/** "is Sam coming to the sales meeting", "will Priya be at the roadmap review": one guest of one event. */
const IS_ATTENDING =
  /^(?:is|are|will|was|were|did)\s+((?!there\b|it\b|that\b|this\b|my\b|the\b|i\b)[\p{L}.@-]+(?:\s+(?!be\b|coming\b|going\b)[\p{L}.@-]+)?)\s+(?:be\s+)?(?:coming|going|attending|attend|invited|joining|join|come|go)\s+(?:(?:to|in|at|for|on)\s+)?(.*)$/iu;
/**
 * "is Ingrid in the harbor point sync", "is Sam on the invite for the offsite", "is Omar part of the
 * pricing call": one guest of one event, said with a preposition. The event must be named ("the …",
 * "my …"), so "is Friday at 3 free" and "is tomorrow on" stay other questions.
 */
const IS_IN =
  /^(?:is|are|was|were)\s+((?!there\b|it\b|that\b|this\b|my\b|the\b|i\b|we\b|you\b|he\b|she\b|they\b|anyone\b|anybody\b|someone\b|everyone\b|today\b|tomorrow\b|tonight\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)\p{Lu}?[\p{L}.@-]+(?:\s+(?!in\b|on\b|at\b|part\b)[\p{L}.@-]+)?)\s+(?:on\s+the\s+(?:invite|guest\s+list)\s+(?:for|to|of)|part\s+of|included\s+in|in|on|at)\s+((?:the|my|our|that|this)\s+(?!(?:morning|afternoon|evening|weekend|office|way|call\s+now)\b).+)$/iu;

const GOING = String.raw`(?:will\s+be|are|is|were|was|['’]re|['’]s)\s+(?:coming\s+|going\s+|attending\s+|invited\s+|joining\s+|there\s+)?(?:to|in|at|on|for)`;
const PEOPLE_WORD = String.raw`(?:people|folks|guests|attendees|invitees|person|colleagues|ppl|ones)`;
/**
 * "which people from Brightline will be at the exec sponsor meeting", "who from Harbor Point is in
 * the contract review", "which Brightline folks are coming to the QBR": the guests of one organisation.
 */
const ORG_WHO: readonly RegExp[] = [
  new RegExp(String.raw`^(?:which|what)\s+${PEOPLE_WORD}\s+(?:from|at|of)\s+(.+?)\s+${GOING}\s+(.+)$`, 'i'),
  new RegExp(String.raw`^who\s+(?:from|at)\s+(.+?)\s+${GOING}\s+(.+)$`, 'i'),
  new RegExp(String.raw`^(?:which|what)\s+(.+?)\s+${PEOPLE_WORD}\s+${GOING}\s+(.+)$`, 'i'),
];

/** "next haircut when", "the design review, what time": the thing first, the question word last. */
const ASKED_LAST =
  /^(?!(?:book|schedule|set|add|move|cancel|put|make|create|plan)\b)(.+?)[,\s]+(?:when|what\s+time|which\s+day|what\s+day)$/i;
/** "last haircut?", "next dentist?": said with a question mark, a position and a thing ask when. */
const BARE_POSITION = /^(?:(?:my|the)\s+)?((?:last|next|previous|upcoming|first)\s+[\p{L}\d].*)$/iu;

/**
 * "when does pottery finish for good", "when do my spanish classes end", "when does the yoga series
 * wrap up": the last of a series, not the end of its next occurrence.
 */
const SERIES_END = [
  /^(?:when|what\s+(?:day|date))\s+(?:does|do|will|is|are)\s+(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:end|finish|stop|wrap\s+up|conclude|be\s+over|be\s+done|run\s+out)\s+(?:for\s+good|altogether|for\s+the\s+(?:year|season|semester|term)|completely|entirely|once\s+and\s+for\s+all|for\s+real|permanently)$/i,
  /^(?:when|what\s+(?:day|date))\s+(?:does|do|will)\s+(?:the\s+|my\s+|our\s+)?(.+?)(?:\s+(?:series|course|run)|(?<=\b(?:classes|sessions|lessons|courses)))\s+(?:end|finish|stop|wrap\s+up|conclude)$/i,
];

/**
 * "when was the last time I made the yoga", "last time we went to pottery?", "when's the next time I
 * have spanish": the last (or next) of those events; the verb is going, not meeting someone.
 */
const LAST_TIME_AT =
  /^(?:when(?:['’]s|\s+(?:was|is|will\s+be))\s+)?(?:the\s+)?(last|next|previous)\s+time\s+(?:that\s+)?(?:i|we)\s+(?:(?:made\s+it\s+to|made|went\s+to|go\s+to|attended|attend|did|do|had|have|got\s+to|was\s+at|am\s+at|took|take)\s+)(?!(?:a|an)\s+(?:meeting|call|chat)\s+with\b)(?:the\s+|my\s+|our\s+)?(.+)$/i;

/** Slips of the keyboard in the words a question is made of: "wiht", "waht", "hwo many". */
const SLIPS: readonly [RegExp, string][] = [
  [/\b(?:wiht|wtih|whit|wit)\b/gi, 'with'],
  [/\b(?:waht|whta|wat|wht)\b/gi, 'what'],
  [/\b(?:hwo|hw)\b/gi, 'how'],
  [/\b(?:mnay|amny|manny)\b/gi, 'many'],
  [/\b(?:wen|whn|wehn)\b/gi, 'when'],
  [/\b(?:whos|hwo's)\b/gi, "who's"],
  [/\bwhens\b/gi, "when's"],
  [/\bwhats\b/gi, "what's"],
  [/\bi['’]m\b/gi, 'i am'],
];

/** Words before the question itself: "do you know", "any idea", "I wonder", "quick question:". */
const LEAD_IN =
  /^(?:(?:do|does|did)\s+(?:you|u)\s+(?:know|remember|recall|happen\s+to\s+know)|(?:have\s+you\s+)?any\s+idea|i\s+(?:wonder|was\s+wondering|want\s+to\s+know|need\s+to\s+know|would\s+like\s+to\s+know|'d\s+like\s+to\s+know)|(?:quick\s+)?question|(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:check|find\s+out|look\s+up|see))[:,]?\s+(?:(?:for\s+me|please)\s+)?/i;

/**
 * Whether the request asks about the calendar rather than for a change, and what it asks. A
 * request phrased as a question ("can you move my 3pm?") is not one; "can you tell me…" is.
 */
export function readQuestion(text: string): QuestionReading | undefined {
  const said = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.!]+$/, '');
  if (POLITE_REQUEST.test(said)) return undefined;
  // "I am free the 4th at 2pm?": a statement word for word, a question by its mark.
  if (/\?\s*$/.test(text) && /^(?:i\s+am|i'?m)\s+(?:free|available|busy)\b/i.test(said))
    return { kind: 'free', object: said.replace(/^(?:i\s+am|i'?m)\s+\w+\s*/i, '') };
  const asking = questionWords(said);
  const over = WHO_OVER_SPAN.exec(asking);
  if (over !== null) return { kind: 'who', object: clean(over[1] ?? over[2] ?? ''), span: true };
  for (const pattern of ORG_WHO) {
    const m = pattern.exec(asking);
    if (m !== null) return { kind: 'who', object: clean(m[2] ?? ''), organisation: clean(m[1] ?? '') };
  }
  const attending = IS_ATTENDING.exec(asking) ?? IS_IN.exec(asking);
  if (attending !== null) return { kind: 'who', object: clean(attending[2] ?? ''), person: attending[1] ?? '' };
  const lastTime = LAST_TIME_AT.exec(asking);
  if (lastTime !== null) return { kind: 'when', object: `${(lastTime[1] ?? 'last').toLowerCase()} ${clean(lastTime[2] ?? '')}` };
  for (const pattern of SERIES_END) {
    const m = pattern.exec(asking);
    if (m !== null) return { kind: 'when', object: `last ${clean(m[1] ?? '')}` };
  }
  for (const [kind, pattern] of PATTERNS) {
    const m = pattern.exec(asking);
    if (m === null) continue;
    // A pattern may split the words in two ("which meeting | after the standup"): they go back together.
    const groups: (string | undefined)[] = m.slice(1);
    return { kind, object: clean(groups.filter((g) => g !== undefined).join(' ')) };
  }
  const last = ASKED_LAST.exec(asking) ?? (/\?\s*$/.test(text) ? BARE_POSITION.exec(asking) : null);
  return last === null ? undefined : { kind: 'when', object: clean(last[1] ?? '') };
}

/** The question without greetings, lead-ins ("do you know if…") or slips of the keyboard. */
function questionWords(said: string): string {
  let asking = said;
  for (const [slip, word] of SLIPS) asking = asking.replace(slip, word);
  return (
    asking
      .replace(/^(?:hey|hi|ok(?:ay)?|so|and|um+|uh+|kairos|please|pls)[,\s]+/i, '')
      .replace(
        /^(?:(?:can|could|would)\s+you\s+(?:please\s+)?(?:tell|show|let)\s+me\s+(?:know\s+)?|(?:please\s+)?(?:tell\s+me|let\s+me\s+know)\s+)/i,
        '',
      )
      .replace(LEAD_IN, '')
      // "when you get a chance, …": courtesy, not a question about when.
      .replace(
        /^(?:when(?:ever)?|if)\s+(?:you|u)\s+(?:get\s+(?:a\s+)?(?:chance|moment|minute|sec(?:ond)?)|can|have\s+(?:a\s+)?(?:moment|minute|sec(?:ond)?|time))\b[,\s]*/i,
        '',
      )
      // "show me what I did yesterday", "tell me who's coming": the question after it.
      .replace(
        /^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:show|tell)\s+me\s+(?=(?:what|who|when|how|which)\b)/i,
        '',
      )
      .replace(
        /^(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|kindly\s+)?(?=give|list|walk|run|show|send|share|pull)/i,
        '',
      )
      // "remind me what time the dentist is", "remind me who's coming": asked to be told, not reminded.
      .replace(
        /^(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?remind\s+me\s+(?:again\s+)?(?=(?:what|who|which|how|where|whether|if)\b)/i,
        '',
      )
      // "do you know if I'm free Friday": the question is "am I free Friday".
      .replace(/^(?:if|whether)\s+(?:i\s+am|we\s+are)\s+(?=free|busy|available|booked|around)/i, 'am i ')
      // "remind me whether I have anything friday": the question is "do I have anything friday".
      .replace(/^(?:if|whether)\s+(i|we)\s+(?:have|got|['’]ve\s+got)\s+/i, 'do $1 have ')
      .replace(/^(?:if|whether)\s+/i, '')
      // "gym sessions in december — how many?", "coffee w dana: how many of those since sept 1": the thing said first.
      .replace(
        /^(?!how\b)(.+?)\s*(?:[—–:-]+|,)\s*how\s+many(?:\s+(?:of\s+)?(?:those|them|these))?(?:\s+(?:are\s+there|do\s+i\s+have|have\s+i\s+(?:got|had|done)))?\b\s*(.*)$/i,
        'how many $1 $2',
      )
      // "pipeline reviews since september how many have we done so far": the same, with no mark between.
      .replace(
        /^(?!how\b|(?:can|could|would|will|do|did)\b)(.+?)\s+how\s+many(?:\s+(?:of\s+)?(?:those|them|these))?\s+((?:have|do|did|will|am|are|were)\s+(?:i|we)\b.*)$/i,
        'how many $1 $2',
      )
      .replace(/^what's\b/i, "what's")
  );
}

function clean(object: string): string {
  return object.replace(/[?.!]+\s*$/, '').trim();
}
