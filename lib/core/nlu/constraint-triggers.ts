import type { ConstraintStrength } from '../domain/constraint';

/**
 * The words that make a time phrase a rule. Strength follows the words: can't / not / no / never /
 * unavailable / only / must are hard (the slot search never breaks them); avoid / rather / prefer /
 * ideally / works best are preferences (they only rank). A bare "after 3" with no such word is the
 * request's own time and left to parseWhen.
 */
export interface Trigger {
  /** Global, case-insensitive; for `post` triggers the qualifiers end right before the match. */
  re: RegExp;
  type: 'avoid' | 'within';
  strength: ConstraintStrength;
  position: 'pre' | 'post';
  /** "keep Friday afternoon free": the qualifiers must be followed by this, unless they are only blocks. */
  suffix?: RegExp;
  /** "around my gym": only named blocks may follow, never a clock time ("around 3"). */
  blocksOnly?: boolean;
  /** "am I free after 2?" asks; it states no rule. */
  notInQueries?: boolean;
  /** The suffix is needed even before named blocks ("I need my gym" asks for nothing). */
  suffixAlways?: boolean;
  /** "for Sam is better…": who the rule is about is named inside the trigger, after "for". */
  subjectAfterFor?: boolean;
  /**
   * "leaves at 4:30", "arrives at 10", "11:30 at the earliest": the words say which side of a bare
   * clock time is ruled out (after it for a departure, before it for an arrival).
   */
  clockBound?: 'after' | 'before';
  /** A cheap test the text must pass before `re` runs: most requests say none of a rare trigger's words. */
  gate?: RegExp;
}

/** "Priya prefers no meetings after 3": a wish against; "prefer no later than 3" is a bound, read by the bound triggers. */
const PREFER_NO = String.raw`no(?!\s+(?:later|earlier|sooner|more|less|longer)\b)`;
const AUX = String.raw`(?:'s|'re|'m|\b(?:is|are|am|was|will\s+be|'ll\s+be|would\s+be)\b)`;
const NOT_AUX = String.raw`(?:(?:${AUX}\s*)?(?:not|n't)|\b(?:isn't|aren't|wasn't|won't\s+be|will\s+not\s+be|ain't))`;
const PLACES = String.raw`(?:available|free|around|in(?:\s+the\s+office)?|reachable|here|there|in\s+town|online|possible)`;

const g = (source: string): RegExp => new RegExp(source, 'gi');
/** "Kai never does Fridays", "Chen only works Tuesdays": the verb of taking meetings, between the word and the days. */
const DOES = String.raw`(?:does|do|meets|works|takes\s+(?:meetings|calls)|books|schedules|comes\s+in)`;

export const TRIGGERS: readonly Trigger[] = [
  // Hard avoid.
  {
    re: g(String.raw`\b(?:must|have\s+to|has\s+to|need\s+to|needs\s+to|absolutely)\s+avoid\b`),
    gate: /avoid/i,
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
  },
  {
    re: g(
      String.raw`\b(?:no\s+can(?:\s+do)?|not\s+can|(?:no|not)\s+(?:am\s+|is\s+)?able\s+to|no\s+possible(?:\s+for\s+(?:me|us))?|can(?:no|')?t|cannot|can\s+not|could(?:n't|\s+not)|won't|will\s+not|wouldn't|would\s+not|mustn't|must\s+not|may\s+not|never(?:\s+${DOES})?|(?:(?:am|is|are|'m|'s|'re)\s+)?(?:not\s+|un)able\s+to|(?:isn't|aren't)\s+able\s+to)\b`,
    ),
    gate: /\bno|\bnot|can|could|won|will|would|must|may|never|able/i,
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
  },
  { re: g(String.raw`${NOT_AUX}\s+(?:be\s+)?${PLACES}\b`), gate: /not|n't/i, type: 'avoid', strength: 'hard', position: 'pre' },
  {
    re: g(
      String.raw`${AUX}\s+(?:unavailable|busy|swamped|slammed|packed|snowed\s+under|flat\s+out|in\s+meetings|fully\s+booked|booked(?:\s+up)?|(?:out|off)\s+sick|sick|ill|out(?:\s+of\s+(?:the\s+)?office)?|off(?:\s+work)?|away(?:\s+on\s+business)?|ooo|tied\s+up|blocked|travel{1,2}ing|on\s+(?:(?:sick|parental|maternity|paternity|annual|medical)\s+)?leave|on\s+(?:a\s+)?(?:vacation|holidays?|pto|trip|business\s+trip|break)|at\s+(?:a\s+)?(?:conference|offsite|off-site)|on\s+the\s+road|at\s+school)\b|\bunavailable\b`,
    ),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
    notInQueries: true,
  },
  {
    re: g(
      String.raw`\b(?:doesn't|don't|dont|does\s+not|do\s+not)\s+(?:do|meet|work|take\s+(?:meetings|calls)|want\s+(?:to\s+(?:meet|do\s+anything|have\s+(?:meetings?|anything|calls?))|meetings?|calls?|anything)|book|schedule|put|plan|have)\b(?:\s+(?:anything|meetings?|calls?|it|them|me|us))?|\bnot\s+wants?\s+(?:to\s+(?:meet|have\s+(?:meetings?|calls?))|meetings?|calls?|anything)\b`,
    ),
    gate: /don|doesn|does\s+not|do\s+not|not\s+want/i,
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
  },
  {
    re: g(String.raw`\b(?:no|not\s+any|zero)\s+(?:more\s+)?(?:meetings?|calls?|events?|appointments?|bookings?|syncs?|plans)\b`),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
  },
  {
    re: g(String.raw`(?<!\b(?:have|has|got|there's|there\s+is|there\s+are)\s+)\bnothing\b|\bnot\b|\bno\b`),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
  },
  {
    re: g(
      String.raw`\b(?:any\s*(?:day|time|where|thing)\s+|anytime\s+|whenever\s+)?(?:except(?:\s+for)?|other\s+than|apart\s+from|excluding|besides|but\s+not)\b|\bany\s*(?:day|time)\s+but\b`,
    ),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
  },
  {
    re: g(String.raw`\b(?:keep|leave|hold|protect|save|guard|block\s+(?:off|out))\b`),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
    suffix:
      /^\s+(?:(?:kept|left|to\s+(?:be|stay)(?:\s+kept)?)\s+)?(?:free|clear|open|empty|available|untouched|protected|blocked|sacred|for\s+myself)\b/i,
  },
  {
    // "I need my mornings free", "we want Friday clear": only with the word that says free.
    re: g(String.raw`\b(?:need|needs|want|wants|would\s+like|'d\s+like|like\s+to\s+keep|prefer\s+to\s+keep)\b`),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
    suffix: /^\s+(?:(?:kept|left|to\s+(?:be|stay)(?:\s+kept)?)\s+)?(?:free|clear|open|empty|untouched|protected|blocked)\b/i,
    suffixAlways: true,
  },
  {
    // "make sure my lunch break stays clear", "make sure Friday remains free".
    re: g(String.raw`\b(?:make\s+sure|ensure|check\s+that)\b`),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
    suffix:
      /^\s+(?:(?:stays?|remains?|is|are|keeps?\s+being|gets?\s+left|is\s+left|is\s+kept)\s+)?(?:free|clear|open|empty|untouched|protected|blocked)\b/i,
    suffixAlways: true,
  },
  {
    re: g(
      String.raw`\b(?:don't|do\s+not|never|without|no)\s+(?:miss(?:ing)?|skip(?:ping)?|touch(?:ing)?|book(?:ing)?\s+over|schedul(?:e|ing)\s+over|overlap(?:ping)?(?:\s+with)?|clash(?:ing)?\s+with|conflict(?:ing)?\s+with|interfer(?:e|ing)\s+with|cut(?:ting)?\s+into|eat(?:ing)?\s+into|interrupt(?:ing)?|mess(?:ing)?\s+with)\b`,
    ),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
  },
  {
    re: g(
      String.raw`\b(?:work|schedule|plan|fit\s+(?:it|this|that|them))\s+around\b|\baround\b(?=\s+(?:my|his|her|their|our)\b)`,
    ),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
    blocksOnly: true,
  },
  {
    re: g(
      String.raw`\b(?:doesn't|don't|does\s+not|do\s+not|won't|will\s+not|wouldn't|can't|cannot)\s+work\b|${AUX}\s+(?:out|impossible|off(?:\s+(?:the\s+table|limits))?|no\s+good|a\s+no(?:-go)?|not\s+(?:possible|an\s+option|good|ok|okay|doable)|bad|terrible|blocked|busy|taken|full|booked|a\s+problem)\b`,
    ),
    type: 'avoid',
    strength: 'hard',
    position: 'post',
  },
  // Departures and arrivals: nothing after someone leaves, nothing before they arrive.
  {
    re: g(
      String.raw`\b(?:leaves?|leaving|(?:has|have|needs?|must|got)\s+to\s+leave|must\s+leave|(?:must|has\s+to|have\s+to|needs?\s+to)\s+go(?:\s+home)?|goes\s+home|heads?\s+(?:out|home|off)|(?:is|'s|’s|will\s+be)\s+gone|(?:has|have)\s+a\s+hard\s+stop|hard\s+stop|can(?:no|'|’)?t\s+stay|can\s+not\s+stay|(?:is|'s|’s)\s+done|signs?\s+off|logs?\s+off|clocks?\s+out|(?:is|'s|’s)\s+(?:out|off|offline)(?=\s+(?:from|after|at)\b))\b`,
    ),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
    clockBound: 'after',
    gate: /leav|\bgo|gone|stop|stay|done|sign|log|clock|\b(?:out|off)\b/i,
  },
  {
    re: g(
      String.raw`\b(?:(?:doesn't|doesn’t|does\s+not|don't|don’t|do\s+not|won't|won’t|will\s+not)\s+(?:get\s+in|arrive|come\s+in|show\s+up|get\s+(?:here|there|to\s+(?:the\s+)?(?:office|work)))|(?:isn't|isn’t|is\s+not|'s\s+not|’s\s+not|won't\s+be|won’t\s+be|will\s+not\s+be|aren't)\s+(?:arriving|here|back|online|in\s+the\s+office)|arrives?|arriving|gets\s+in|comes\s+in|starts\s+work|shows\s+up|logs?\s+on|clocks?\s+in)\b`,
    ),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
    clockBound: 'before',
    gate: /arriv|get\s+in|come\s+in|gets\s+in|comes\s+in|show|log|clock|start|here|back|online|office/i,
  },
  {
    re: g(String.raw`\bat\s+the\s+(?:very\s+)?earliest\b`),
    type: 'avoid',
    strength: 'hard',
    position: 'post',
    clockBound: 'before',
    gate: /earliest/i,
  },
  {
    re: g(
      String.raw`\b(?:nobody|no\s+one|no-one|none\s+of\s+(?:us|them))\s+(?:wants?\s+to|can|could|will|is\s+able\s+to|likes?\s+to)\b`,
    ),
    type: 'avoid',
    strength: 'hard',
    position: 'pre',
    gate: /\bno(?:body|\s+one|-one|ne)\b/i,
  },
  // Preference avoid.
  {
    re: g(
      String.raw`\b(?:(?:would|'d|will)\s+(?:rather|prefer)\s+(?:not|to\s+not|to\s+avoid|avoiding|avoid|${PREFER_NO})(?:\s+to)?|(?:would|'d)\s+(?:rather|prefer\s+to|like\s+to)\s+skip|prefers?\s+(?:not(?:\s+to)?|to\s+avoid|avoiding|${PREFER_NO})|rather\s+not|preferably\s+not|ideally\s+not|hopefully\s+not|(?:please\s+)?(?:try\s+(?:to\s+)?|let's\s+)?avoid(?:ing|s)?|hates?|dislikes?|(?:(?:(?:am|is|are|'m|'s|'re)\s+)?not|isn't|aren't|ain't)\s+(?:a\s+)?(?:big\s+|huge\s+)?(?:fan|keen)\s+(?:of|on)|shouldn't|should\s+not|best\s+not|better\s+not|(?:would|'d)\s+like\s+to\s+avoid|(?:doesn't|don't|does\s+not|do\s+not)\s+(?:love|like|enjoy))\b`,
    ),
    gate: /rather|prefer|ideally|hopefully|skip|avoid|hate|dislike|fan|keen|should|best|better|like|love|enjoy/i,
    type: 'avoid',
    strength: 'preference',
    position: 'pre',
  },
  {
    re: g(
      String.raw`${AUX}\s+(?:not\s+(?:ideal|great)|tough|hard|tricky|difficult|awkward|less\s+ideal|not\s+my\s+favou?rite)\b`,
    ),
    type: 'avoid',
    strength: 'preference',
    position: 'post',
  },
  // Hard within.
  { re: g(String.raw`(?:${AUX}\s+)?only\s+${PLACES}\b`), type: 'within', strength: 'hard', position: 'pre' },
  {
    re: g(String.raw`\b(?:can|could|will)\s+only\b|\bonly(?:\s+${DOES})?\b|\bexclusively\b|\bstrictly\b`),
    type: 'within',
    strength: 'hard',
    position: 'pre',
  },
  {
    re: g(
      String.raw`\b(?:must|has\s+to|have\s+to|needs?\s+to|got\s+to|gotta|wants?\s+to|would\s+like\s+to|'d\s+like\s+to)\s+(?:be(?:\s+(?:done|finished|over|wrapped\s+up|out(?:\s+of\s+there)?))?|(?:finish|end|wrap(?:\s+it)?\s+up|stop|leave)(?:\s+(?:it|up))?)\b`,
    ),
    type: 'within',
    strength: 'hard',
    position: 'pre',
  },
  {
    re: g(String.raw`${AUX}\s+(?:free|available|around|in\s+the\s+office)\b`),
    type: 'within',
    strength: 'hard',
    position: 'pre',
    notInQueries: true,
  },
  { re: g(String.raw`\bonly\b`), type: 'within', strength: 'hard', position: 'post' },
  // Preference within.
  {
    re: g(
      String.raw`\b(?:(?:would|'d)\s+(?:rather|prefer)(?:\s+to)?|prefers?(?:\s+to)?|preferably|ideally|hopefully|if\s+possible,?|lean(?:s|ing)?\s+towards|(?<!(?:would|'d)\s+)(?:likes?|loves?)\s+to\s+(?:meet|do\s+(?:it|things|meetings)|have\s+(?:it|them|meetings)))\b|${AUX}\s+(?:usually|generally|mostly|normally)\s+(?:free|available|around)\b`,
    ),
    type: 'within',
    strength: 'preference',
    position: 'pre',
    notInQueries: true,
  },
  {
    // "for me is better the afternoon", "for Sam it's easier mornings": the order several first
    // languages use; who it suits comes first.
    re: g(
      String.raw`(?:\bfor\s+(?:me|us|him|her|them|everyone|[A-Z][\w'-]*)\s*,?\s*(?:(?:it|this)\s*(?:'s|is|would\s+be|will\s+be)\s+|is\s+|are\s+|would\s+be\s+|will\s+be\s+)?|(?:^|(?<=[,.;!?]\s*))(?:me|us)\s+(?:is\s+|are\s+)?)(?:much\s+|a\s+lot\s+|more\s+)?(?:better|best|easier|preferable|ideal|good|great|nicer|convenient|more\s+convenient)\b(?:\s+(?:if|when|to\s+(?:meet|do\s+it|have\s+it)))?`,
    ),
    gate: /better|best|easier|preferable|ideal|good|great|nicer|convenient/i,
    type: 'within',
    strength: 'preference',
    position: 'pre',
    subjectAfterFor: true,
  },
  {
    // "Ana works best in the morning", "Leo is happiest after lunch": the subject first, then when.
    re: g(
      String.raw`\b(?:works?|does)\s+(?:best|better)\b|${AUX}\s+(?:happiest|most\s+productive|sharpest|at\s+(?:my|his|her|their|our)\s+best|better|best)\b(?=\s+(?:in|on|at|during|before|after|early|late|mornings?|afternoons?|evenings?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b)`,
    ),
    type: 'within',
    strength: 'preference',
    position: 'pre',
  },
  {
    re: g(
      String.raw`(?:\bworks?|\bwould\s+work|${AUX}|'d\s+be|\bseems?)\s+(?:best|better|ideal|great|perfect|preferred|preferable|good|nicer|fine|ok(?:ay)?|easiest|easier)\b|\bworks?\b|\bsuits?\s+(?:me|him|her|them|us|everyone)(?:\s+best)?\b`,
    ),
    type: 'within',
    strength: 'preference',
    position: 'post',
  },
];

/** Words between a pre trigger and its qualifiers: "can't *meet* before 11", "rather not *have meetings* on…". */
export const VERB_RUN =
  /(?:\s+(?:to\s+)?(?:meet(?:ing)?|do(?:ing)?|make\s+it|make|(?:have|take|get|book|schedule)\s+(?:(?:any\s*more|more|any|further|other|extra|additional)\s+)?(?:it|them|meetings?|calls?|anything|events?|appointments?)|(?:any\s*more|more|any|further|extra|additional)\s+(?:meetings?|calls?|events?)|be(?:\s+(?:booked|scheduled|there|bothered|disturbed|around|available|free|in))?|book(?:ed)?|schedul(?:e|ed|ing)|put|plan|set|go|come|join|attend|talk|chat|call|start|begin|stay|work|happen|anything|something|meetings?|calls?|events?|it|them|things|stuff|me|us|him|her|with\s+(?:me|us|him|her|them)|at\s+all)\b){0,4}/iy;

/** "…, if possible": the rule softens to a preference. */
export const SOFTENER_AFTER =
  /^\s*,?\s*(?:if\s+(?:at\s+all\s+)?possible|if\s+(?:we|you)\s+can|if\s+(?:you're|you\s+are)\s+able|if\s+(?:that|it)\s+works|if\s+(?:that's|it's|it\s+is)\s+possible|ideally|preferably|where\s+(?:possible|you\s+can)|when\s+possible|if\s+it\s+can\s+be\s+helped|if\s+there'?s\s+a\s+choice|(?:but\s+)?(?:it's\s+)?not\s+a\s+(?:dealbreaker|deal\s+breaker|big\s+deal)|(?:but\s+)?(?:it's\s+)?not\s+essential|no\s+biggie)\b/i;
export const SOFTENER_BEFORE = /\b(?:ideally|preferably|if\s+possible|if\s+we\s+can|hopefully)\s*,?\s*$/i;

/** "works best *for Bob*": who a post-trigger rule is about. */
export const FOR_WHO =
  /^\s+for\s+(me|us|everyone|everybody|all\s+of\s+us|both\s+of\s+us|him|her|them|[A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*)?|[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,255}\.[A-Za-z]{2,24})\b/u;
