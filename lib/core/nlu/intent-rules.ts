import { ASKING_RULES, SHOW_MORE_RULE } from './asking-rules';
import { DURATION_PHRASE } from './extract-duration';
import { OUTSIDE_CALENDAR, OUTSIDE_CALENDAR_WORDS } from './detect-outside-calendar';
import { LIGHTEN } from './lighten-words';
import type { Intent } from './parsed-request';
import { RENAME_CUES, RENAME_WORDS } from './read-rename';

export interface IntentRule {
  intent: Intent;
  re: RegExp;
  /** Words without which `re` cannot match, tested first because they are cheap to look for. */
  gate?: RegExp;
  confidence: number;
}

const EVENT_NOUNS = String.raw`(?:meetings|events|appointments|calls|classes|sessions|1:1s|one-on-ones|1-on-1s|1on1s|syncs|standups|interviews|lessons|plans|bookings)`;
const DAY_NAMES = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|morning|afternoon|evening|week|weekend|calendar|schedule|diary|today|tomorrow|tonight)`;
/** Create words: verbs and the activities people name without a verb ("lunch with Sam Friday"). */
const CREATE_WORDS = String.raw`new\s+(?:event|appointment|entry|calendar\s+entry)|schedule|book|set\s+up|setup|arrange|add|create|put|plan|organi[sz]e|pencil\s+in|block(?:\s+(?:off|out))?|hold|reserve\s+time|grab|get\s+together|catch\s+up|catch-up|hang\s+out|meet(?:\s+up)?|meeting|meetup|invite|remind\s+me|reminder|lunch|coffee|dinner|breakfast|brunch|drinks|tea|call|phone\s+call|video\s+call|sync|chat|1[:-]1|one[- ]on[- ]one|interview|appointment|dentist|doctor|haircut|standup|stand-up|session|review|demo|workout|gym|run|walk|hike|yoga|class|party|visit|date\s+night|happy\s+hour|retro|retrospective|planning|offsite|off-site|workshop|onboarding|training|lesson|practice|rehearsal|check-in|check\s+in|kickoff|kick-off|brainstorm|all-hands|town\s+hall|office\s+hours|webinar|presentation|huddle|1on1|get-together|focus\s+time|deep\s+work|me\s+time`;

/** "Dec 18", "18 December", "the 18th", "12/18": a day by its date. */
const CALENDAR_DATE = String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|the\s+\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}\/\d{1,2}\b)`;

/** "friday's", "tomorrow's", "next week's": whose events, said of a day. */
const DAY_POSSESSIVE = String.raw`(?:(?:next|this)\s+)?(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend)['’]?s`;

/** Verbs that make a question a request to act: "when can you schedule…", "what if we move…". */
const ASKING_TO_ACT = String.raw`schedule|book|set\s+up|arrange|add|create|put|plan|organi[sz]e|pencil|block|reserve|invite|remind|move|cancel|reschedule|delete|remove|push|shift|postpone|find|grab|meet|get\s+together|catch\s+up`;

/** Closing words and thanks: "that's all for now", "thank you so much", "appreciate it". */
const PLEASANTRIES = String.raw`(?:ok(?:ay)?|no(?:pe)?|nah|cool|great|perfect|awesome|nice|good|fine|alright|all\s+right|got\s+it|sounds\s+good|(?:that|this|it)\s+works|works\s+for\s+me|no\s+thanks|thanks|thank\s+you|thank\s+u|thx|ty|cheers|much\s+appreciated|(?:i\s+)?appreciate\s+it|(?:so|very)\s+much|a\s+lot|(?:(?:that'?s|that\s+is|that'?ll\s+be|this\s+is)\s+)?(?:all|it|everything|enough)\s+for\s+(?:now|today|the\s+day)|(?:that'?s|that\s+is|that'?ll\s+be|this\s+is)\s+(?:all|it|everything|enough)|nothing\s+else|(?:we'?re|i'?m)\s+(?:done|good|all\s+set)|all\s+(?:good|set|done)|bye(?:[\s-]+bye)?(?:\s+for\s+now)?|goodbye|good\s*night|see\s+(?:you|ya)(?:\s+(?:later|soon|tomorrow))?|ttyl|cya|catch\s+you\s+later|(?:i\s+)?gotta\s+go|talk\s+(?:to\s+you\s+)?(?:later|soon)|have\s+a\s+(?:good|nice|great)\s+(?:one|day|evening|night|weekend))`;

/**
 * How telling begins rather than asking: a note ("fyi", "heads up"), how something went ("…went
 * well", "was great"), or a feeling ("I hate mondays", "ugh", "mondays are the worst").
 */
const TELLING = String.raw`(?:fyi|btw|by\s+the\s+way|note\s+to\s+self|just\s+so\s+you\s+know|heads[\s-]up|just\s+a\s+note|for\s+the\s+record)\b|[^?]*\b(?:went|was|were|has\s+been|have\s+been)\s+(?:really\s+|so\s+|very\s+|pretty\s+|super\s+)?(?:well|great|good|fine|badly|ok|okay|amazing|awesome|terrible|productive|useful|fun)\b|(?:ugh[,!.\s]+)?(?:i|we)\s+(?:really\s+|just\s+|so\s+|kinda\s+|totally\s+)?(?:hate|love|like|dislike|dread|enjoy|miss|adore|loathe|can'?t\s+stand)\s+(?!to\b|it\s+if\b)|(?:ugh|argh|sigh|omg|geez|yikes|phew)\b|(?![^?]*\?)[^?]*\b(?:is|are|was|were|'s|'re)\s+(?:so\s+|really\s+|always\s+|just\s+|the\s+)?(?:worst|best|awful|terrible|crazy|insane|brutal|hectic|exhausting|annoying|boring|packed|nuts|a\s+mess)\b`;

/** Words that ask, whatever the verb: "can we do the 1:1 on Wednesday instead", "let's do 3". */
const ASKING = String.raw`(?:can|could|would|will)\s+(?:we|you|u|i)|let'?s|please|pls|instead|make\s+(?:it|that|this)|change|switch|swap|bump|do\s+(?:it|that)`;

/** What someone asks help with when they want advice on their time, not an event: "help me plan my week". */
const HELP_WITH = String.raw`plan|organi[sz]e|sort\s+out|figure\s+out|manage|structure|prioriti[sz]e|think\s+through|get\s+through`;

/**
 * Ordered: the first rule that matches wins, most specific first. Rules read the text after the
 * "don't act", vague-time and constraint phrases are blanked, so "don't change anything" is not an
 * edit and "can't meet before 11" does not decide the intent.
 */
export const INTENT_RULES: readonly IntentRule[] = [
  {
    intent: 'help',
    re: /^\s*(?:help|\?+|what\s+can\s+you\s+do|how\s+(?:does|do)\s+(?:this|kairos|you|it)\s+work|commands|what\s+(?:are\s+your\s+)?(?:features|commands)|帮助|怎么用)\s*[?!.]*\s*$|\bwhat\s+can\s+(?:you|kairos)\s+(?:do|help\s+with)\b|\bhow\s+do\s+I\s+use\s+(?:this|kairos|you)\b/i,
    confidence: 0.95,
  },
  // "remind me what QBR stands for", "what's 15 percent of 240": asked of Kairos, but of no calendar.
  { intent: 'help', re: OUTSIDE_CALENDAR, gate: OUTSIDE_CALENDAR_WORDS, confidence: 0.9 },
  // "when did I last meet Omar", "have I seen Priya this month": looking back is a question.
  {
    intent: 'query_events',
    re: /\bwhen\s+(?:did|have)\s+I\b|\bwhen\s+(?:was|is)\s+(?:the\s+|my\s+)?(?:last|next|first)\s+time\b|\b(?:last|next)\s+time\s+I\s+(?:met|saw|see|meet|had|have)\b|\bhave\s+I\s+(?:met|seen|had\s+a)\b|\bwhen\s+do\s+I\s+(?:next\s+)?(?:meet|see|have)\b|\bhow\s+long\s+since\b/i,
    confidence: 0.8,
  },
  // "remind me why we have a standup every day", "why is the retro weekly": a reason is asked, which no
  // calendar holds; nothing is booked or changed ("why don't we move it to 10" suggests a change).
  {
    intent: 'help',
    re: new RegExp(
      String.raw`^\s*(?:(?:hey|ok|okay|so|hmm|wait)[\s,]+)?(?:kairos[,\s]+)?(?:(?:please\s+)?(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:remind\s+me[,\s]+(?:again[,\s]+)?(?:why|of\s+the\s+reason|the\s+reason|what\s+the\s+reason)\b|why\b(?!\s+(?:don['’]?t|dont|not|won['’]?t|can['’]?t)\b)(?![^?]*\b(?:${ASKING_TO_ACT})\b))`,
      'i',
    ),
    confidence: 0.6,
  },
  // "who made you", "which company built kairos?": about the assistant itself, before "who…" asks of the calendar.
  {
    intent: 'help',
    re: /^\s*(?:(?:hey|hi|ok|okay|so)[\s,]+)?(?:kairos[,\s]+)?(?:who|what\s+company|which\s+company)\s+(?:made|built|created|designed|programmed|coded|wrote|develop(?:ed|s)|owns|runs|trained|makes|is\s+behind)\s+(?:you|u|kairos|this(?:\s+(?:app|bot|assistant|thing|tool))?)\s*[?!.]*\s*$/i,
    confidence: 0.9,
  },
  ...ASKING_RULES,
  // "Remind me to move the car at 5": a reminder, whatever verb its task has ("remind me what time
  // the dentist is", "remind me when / whether / if…" ask to be told).
  {
    intent: 'create_event',
    re: /^\s*(?:(?:hey|ok|okay)\s+kairos[,\s]+)?(?:(?:yo|lol|ugh|ok(?:ay)?(?:\s+so)?|so|oh|hey|um+|uh+)[,\s]+)*(?:[^,.;!?]{1,60}[,;.!]\s+)?(?:(?:in|within)\s+(?:\S+\s+){1,2}?(?:minutes?|mins?|hours?|hrs?)|tomorrow(?:\s+(?:morning|afternoon|evening|night))?|tonight|later(?:\s+today)?|(?:this|tomorrow)\s+(?:morning|afternoon|evening)|at\s+\S+)?[,\s]*(?:please\s+)?(?:can\s+you\s+|could\s+you\s+)?(?:remind\s+me(?![,\s]+(?:again[,\s]+)?(?:what|who|which|how|where|why|when|whether|if|of\s+the\s+reason)\b)(?![\s?.!]*$)|set\s+(?:up\s+)?(?:a\s+)?reminder|(?:add|create|make)\s+a\s+reminder|(?:i\s+)?need\s+a\s+reminder|ping\s+me|nudge\s+me|buzz\s+me|alert\s+me|notify\s+me|remember\s+me\s+to|don'?t\s+let\s+me\s+forget|make\s+sure\s+i\s+remember)\b/i,
    confidence: 0.85,
  },
  // "new event: oil change, dec 2", "I want an event called Moving Day", "name: Book Club": a new
  // event said as one, before the verbs of change its name may hold ("oil change", "moving").
  {
    intent: 'create_event',
    re: /^(?![\s\S]*\b(?:rename|retitle|reschedule|cancel|delete|remove|move\s+(?:it|the|my)|change\s+(?:the|its)\s+(?:name|title))\b)[\s\S]*?(?:\bnew\s+(?:event|appointment|meeting|entry)\s*[:,-]|\b(?:an?|new)\s+(?:event|appointment|meeting|entry)\s+(?:called|named|titled)\b|(?:^|[,;]\s*)(?:title|name)\s*:\s*\S)/i,
    confidence: 0.85,
  },
  // "retitle my 2pm as Interview", "give the 11am a new name: Product Review": a new name for an event.
  { intent: 'update_event', re: RENAME_WORDS, gate: RENAME_CUES, confidence: 0.85 },
  // "make standup 15 minutes long", "cut the retro down to 20 minutes", "make the board meeting run
  // until 5": a new length for an event there is ("make a 30 minute call" is a new one).
  {
    intent: 'update_event',
    re: /\bmake\s+(?!(?:a|an|some|me|us|time|room|sure|space)\b)(?:[\w':-]+\s+){1,4}?(?:(?:last|run)\s+(?:for\s+)?)?(?:just\s+|only\s+)?(?:(?:\d+|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty(?:[\s-]five)?|fifty|sixty|seventy(?:[\s-]five)?|ninety)\s*(?:mins?|minutes?|hours?|hrs?|h)|an?\s+hour(?:\s+and\s+a\s+half)?|half\s+an\s+hour)(?:\s+long(?:er)?)?\s*[.!?]*$|\bmake\s+(?:the|my|our|it|that|this)\b(?:\s+[\w':-]+){0,4}\s+(?:run|go|last)\s+(?:until|till|to|over|longer|shorter)\b|\b(?:cut|trim|shorten|extend|lengthen|stretch|prolong|reduce|chop|increase)\s+(?:the|my|our|it|that|this|tomorrow's|today's)\b|^(?![\s\S]*\b(?:schedule|book|set\s+up|setup|arrange|add|create|put|plan|find|grab|block\s+(?:out|off|time|some|an?|\d)|reserve|new)\b)[\s\S]*?\b(?:(?:only|just)\s+needs?|needs?\s+(?:only|just)|need\s+(?:it|that|this|the\s+[\w'-]+(?:\s+[\w'-]+)?)\s+to\s+(?:be|last|take))\s+(?:(?:\d+|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty(?:[\s-]five)?|fifty|sixty|seventy(?:[\s-]five)?|ninety)|an?|half\s+an?)\s*(?:mins?|minutes?|hours?|hrs?)\b/i,
    confidence: 0.85,
  },
  // "have my 4pm end at 5:30", "let the review run till 6", "the offsite should wrap up by 3:30", "end
  // the workshop at 4:45": a new end for an event there is (never with a verb that makes one, and
  // never "all people must finish until 14:30", a rule about a meeting to find).
  {
    intent: 'update_event',
    re: /^(?![\s\S]*\b(?:schedule|book|set\s+up|setup|arrange|add|create|put|plan|organi[sz]e|find|grab|pencil|block|reserve|invite|new|remind|make\s+(?:a|an|me|us)|want\s+(?:to\s+)?make)\b)(?:[^.?!]*?\b(?:have|let|make|get)\s+(?:my|the|our|it|that|this|[\w'-]+'s)\b(?:\s+[\w':-]+){0,4}?\s+(?:end|finish|wrap\s+up|run|go)|(?:[^.?!]*?[,;]\s*)?\s*(?:(?:so|and|ok|also)[,\s]+)?(?:my|the|our|[\w'-]+'s)\s+(?:[\w':-]+\s+){0,3}?(?:should|needs?\s+to|has\s+to|must|can|could)\s+(?:only\s+)?(?:end|finish|wrap\s+up)|[^.?!]*?\b(?:end|finish|wrap\s+up)\s+(?:the|my|our|it|that|this)\b[^.?!]*?)\s+(?:at|by|until|till|til)\s+(?:\d{1,2}(?::[0-5]\d)?(?:\s*[ap]\.?m\.?)?|noon|midday)\b(?!\s*(?:mins?|minutes?|hours?|hrs?)\b)/i,
    confidence: 0.85,
  },
  // "start the retro 5 min early", "knock the standup back 10 mins", "put the meeting with Oksana one
  // hour before": an event there is, moved by an amount.
  {
    intent: 'update_event',
    re: new RegExp(
      String.raw`\b(?:start|begin|kick\s+off)\s+(?:the|my|our|it|that|this|[\w'-]+'s)\b[^.?!]*?\s${DURATION_PHRASE}\s+(?:early|earlier|late|later)\b|\bknock\s+(?:[\w':-]+\s+){0,3}(?:back|forward)\b|\b(?:put|move|do|make|have|set)\s+(?:the|my|our|it|that|this)\b[^.?!]*?\s${DURATION_PHRASE}\s+(?:before|after)\s*(?:[.!?]|$)`,
      'i',
    ),
    confidence: 0.85,
  },
  // "the roadmap review should be called Q1 review", "put my 2nd meeting of today at 11:30": an event
  // already there (named, or picked by its position) changes; neither asks for a new one.
  {
    intent: 'update_event',
    // (The new name itself may already be read out as a title, leaving "should be" at the end.)
    re: /\b(?:should|must|needs\s+to|has\s+to)\s+(?:be\s+)?(?:called|named|titled|renamed|retitled)\b|\b(?:should|must|needs\s+to|has\s+to)\s+be\s*$|\b(?:put|set|place|make)\s+(?:my|the|our)\s+(?:first|second|third|fourth|last|final|next|earliest|latest|\d+(?:st|nd|rd|th))\s+(?:[\w'-]+\s+){0,3}?(?:at|to|on|for)\b/i,
    confidence: 0.85,
  },
  // "tell me about friday the 15th", "any 2-hour block free on the 11th", "free 12:30-1:30 on jan 7?",
  // "the thing at The Loft on the 17th — who's invited": asked in the fewest words, never a booking.
  {
    intent: 'query_events',
    re: /^\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?tell\s+me\s+about\b|^\s*(?:am\s+i\s+|are\s+we\s+)?free\b[^.!]*\?\s*$|^\s*any\s+(?:[\w-]+\s+){0,3}(?:free|open|available|clear)\b|\bwho(?:['’]s|\s+is|\s+are)\s+(?:invited|coming|attending|going|joining)\b/i,
    confidence: 0.8,
  },
  // "Could you tell me what I have on Tuesday?", "is the 10th clear": asking, in polite or short words.
  // "tell me about my schedule for tomorrow", "give me my agenda": the calendar asked about by name.
  {
    intent: 'query_events',
    re: /^\s*(?:(?:hey|ok|okay)\s+kairos[,\s]+)?(?:(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:tell|show|give|read)\s+me\s+(?:about\s+|through\s+)?(?:my|the|today's|tomorrow's)\s+(?:\w+\s+)?(?:schedule|calendar|agenda|diary|day|week|plans)\b|(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:tell|show|let)\s+me\s+(?:know\s+)?(?:what|when|where|who|if|whether|how)|(?:i'?d\s+like\s+to|i\s+want\s+to|i\s+need\s+to)\s+(?:know|see|check)\s+(?:what|when|where|who|if|whether|how|my)|i\s+(?:was\s+)?wonder(?:ing)?\s+(?:what|when|if|whether)|do\s+you\s+know\s+(?:what|when|if|whether)|(?:is|are|am)\s+(?:[\w']+\s+){1,5}(?:clear|free|open|empty|busy|booked|available)\b[^a-z]*$)/i,
    confidence: 0.8,
  },
  // Small talk with a date in it ("the weather is nice today") asks for nothing.
  {
    intent: 'help',
    re: /^\s*(?:the\s+)?(?:weather|sun|rain|snow|sky|traffic)\s+(?:is|was|looks|seems|will\s+be)\b(?![\s\S]*\b(?:push|move|cancel|schedule|book|shift|delay|postpone|reschedule|bump|add|put|clear)\b)|^\s*(?:good\s+(?:morning|afternoon|evening|night)|hello|hi|hey|thanks|thank\s+you|cheers)[\s!.,]*(?:kairos)?[\s!.]*$/i,
    confidence: 0.6,
  },
  // "sorry wrong chat", "oops, not meant for you", "ignore that": a message sent here by mistake asks for nothing.
  {
    intent: 'help',
    re: /^\s*(?:(?:oops|sorry|whoops|my\s+bad|ah|oh|lol|haha)[\s,!.]*)*(?:(?:that\s+was\s+(?:the\s+)?|i\s+(?:sent\s+(?:that|this)\s+to\s+(?:the\s+)?|typed\s+in\s+(?:the\s+)?)|)wrong\s+(?:chat|window|tab|thread|person|app|convo|conversation|channel|group)|(?:that\s+was\s+|it\s+was\s+|this\s+(?:was|is)\s+)?not\s+(?:meant\s+)?for\s+you|(?:please\s+)?(?:ignore|disregard)\s+(?:that|this|me|my\s+last(?:\s+message)?|the\s+last\s+(?:message|one))|meant\s+to\s+send\s+(?:that|this)\s+(?:to\s+)?(?:someone|somewhere)\s+else)[\s!.]*$/i,
    confidence: 0.6,
  },
  // "who are you", "how are you?", "what?": talk to the assistant, not about the calendar.
  {
    intent: 'help',
    re: /^\s*(?:(?:hey|hi|ok|okay)\s+kairos[,\s]+)?(?:who\s+are\s+you|how\s+are\s+you(?:\s+doing)?(?:\s+today)?|what\s+are\s+you(?:\s+able\s+to\s+do)?|what\s+else\s+can\s+you\s+do|are\s+you\s+(?:there|a\s+bot|real|human)|what|huh|sorry)\s*[?!.]*\s*$/i,
    confidence: 0.6,
  },
  // "that's all for now, thank you so much", "ok cool, have a nice day": a message made only of
  // pleasantries closes the conversation; "for now" in it is no time to book.
  {
    intent: 'help',
    re: new RegExp(String.raw`^\s*(?:(?:${PLEASANTRIES})(?:\s+kairos)?[\s!.,;:)]*)+$`, 'i'),
    confidence: 0.6,
  },
  // "fyi the targets went well in the meeting with Priya", "I hate mondays", "can you help me plan
  // my week?": news, a feeling or a wish for help tells, it asks for no event; unless it also asks to act.
  {
    intent: 'help',
    re: new RegExp(String.raw`^(?![\s\S]*(?:\b(?:${ASKING_TO_ACT}|${ASKING})\b|\?))\s*(?:${TELLING})`, 'i'),
    gate: /fyi|btw|by\s+the\s+way|note|just|heads|record|went|was|were|been|hate|love|like|dread|enjoy|miss|adore|loathe|stand|ugh|argh|sigh|omg|geez|yikes|phew|worst|best|awful|terrible|crazy|insane|brutal|hectic|exhausting|annoying|boring|packed|nuts|mess/i,
    confidence: 0.6,
  },
  {
    intent: 'help',
    re: new RegExp(String.raw`\bhelp\s+(?:me|us)\s+(?:to\s+)?(?:${HELP_WITH})\s+(?:my|our|the)\s+(?:\w+\s+)?${DAY_NAMES}\b`, 'i'),
    confidence: 0.6,
  },
  // "push all my meetings tomorrow 30 minutes later", "move all of friday's meetings an hour later":
  // many events, though worded like an edit of one.
  {
    intent: 'bulk',
    re: new RegExp(
      String.raw`\b(?:all|each)\s+(?:of\s+)?(?:my|the|our|these|those|${DAY_POSSESSIVE})\s+(?:[\w-]+\s+){0,2}?${EVENT_NOUNS}\b|\bevery\s+(?:single\s+)?(?:meeting|event|appointment|call|class|session|sync|standup|interview|lesson|1:1|one-on-one)\b`,
      'i',
    ),
    confidence: 0.8,
  },
  SHOW_MORE_RULE,
  // "shift everything tomorrow an hour later": every event moved by the same amount, before the
  // "an hour later" below takes it for one event's edit ("push all the demos…" names its events and
  // is planned as one change made to each).
  {
    intent: 'bulk',
    re: /\b(?:move|shift|push|bump|slide|pull)\s+(?:everything|(?:my|the|our)\s+(?:whole|entire|full)\s+(?:schedule|calendar|day|morning|afternoon|agenda))\b|^\s*everything\s+(?:(?:on|for)\s+)?(?:today|tomorrow|tonight|this\s+\w+|next\s+\w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\w+)\s*[+-]\s*\d|^\s*everything\s+[^.?!]*?\b(?:needs?\s+to|has\s+to|should|must|will\s+have\s+to)\s+(?:be\s+)?(?:move|moved|shift(?:ed)?|push(?:ed)?|go|bumped)\b/i,
    gate: /move|shift|push|bump|slide|pull|everything/i,
    confidence: 0.8,
  },
  // "any earlier times?": a conditional edit of the event just proposed, not a request for more of the same.
  {
    intent: 'update_event',
    re: /\b(?:any(?:thing)?|something|some|are\s+there|is\s+there|got\s+any)\s+(?:\w+\s+)?(?:earlier|later|sooner)\b(?!\s+(?:today|tonight|this|next|on|in)\b)|\b(?:it|this|that|them)\s+(?:\S+\s+){0,3}?(?:earlier|later|sooner)\b|\b(?:do|make|put|have|hold|start|set)\s+(?:it|this|that|them)\s+(?:by\s+)?(?:\S+\s+){1,5}?(?:before|after)\s*(?:[.,!?;]|$)|\b(?:hours?|minutes?|mins?)\s+(?:earlier|later|sooner)\b|\b(?:earlier|later|sooner)\s+(?:times?|slots?|options?)\b|\b(?:can|could|should)\s+(?:we|I|you)\s+(?:do|have|hold|make|move|start)\s+(?:the\s+|my\s+|our\s+)?[\w':-]+(?:\s+[\w':-]+){0,3}?\s+(?:earlier|later|sooner)\b/i,
    confidence: 0.85,
  },
  // Right after a suggestion, "what about Thursday?" or "no, Friday works better" moves it: an edit of
  // the last proposal. "How about coffee Friday" names an event, so it is not one of these.
  {
    intent: 'update_event',
    re: new RegExp(
      String.raw`^\s*(?:and\s+|or\s+|ok\s+|hmm\s+)?(?:what|how)\s+about\s+(?!.*\b(?:${CREATE_WORDS})\b)(?:(?:this|next|on|the)\s+)?(?:\w+\s*){1,4}[?!.]*\s*$|^\s*(?:no|nah|actually|hmm|sorry)?[,\s]*(?:(?:this|next|on)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|mornings?|afternoons?|evenings?|later|earlier|next\s+week|the\s+\d+\w*|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)(?:\s+\w+){0,2}\s+(?:works|would\s+work|is|would\s+be|suits\s+me)\s+better\b`,
      'i',
    ),
    confidence: 0.8,
  },
  {
    intent: 'show_more',
    re: /^\s*(?:more|more\s+(?:please|options|times)|others?|next|next\s+(?:ones?|options?)|anything\s+else|what\s+else)\s*[?!.]*\s*$|\b(?:show|see|give|get|find)\s+(?:me\s+)?(?:some\s+)?more\b|\bmore\s+(?:times|options|slots|suggestions|choices|alternatives|ideas|results)\b|\b(?:other|different|alternative|next)\s+(?:times|options|slots|suggestions|choices|places|spots)\b|\balternatives\b|\bnone\s+of\s+(?:these|those|them)\s+(?:work|suit)|\bwhat\s+else\s+(?:is\s+there|do\s+you\s+have|have\s+you\s+got)\b|\bmore\s+please\b|更多|其他时间|其他選擇|别的时间/i,
    confidence: 0.9,
  },
  {
    intent: 'navigate_booking',
    re: /\b(?:book|reserve|get|grab|make)\s+(?:us\s+|me\s+)?(?:a|the)\s+(?:table|reservation|booking)\b|\b(?:make|get)\s+a\s+(?:dinner\s+|lunch\s+)?reservation\b|\breserve\s+(?:a\s+)?(?:table|seats?|spot\s+at)\b|\b(?:open|go\s+to|take\s+me\s+to|show\s+me)\s+(?:the\s+)?(?:booking|reservation)\s+(?:link|page|site)\b|\bbook\s+(?:it\s+there|there|that\s+(?:place|one|restaurant|cafe|spot)|the\s+(?:place|restaurant|cafe|spot))\b|\bbook\s+(?:it|us|one)\s+at\b|\b(?:open|show\s+me|pull\s+up|go\s+to)\s+(?:their|its|the\s+(?:place's|restaurant's|cafe's)|the)\s+(?:website|site|web\s*page|booking\s+page|menu)\b|订位|订座|預訂座位/i,
    confidence: 0.85,
  },
  {
    intent: 'suggest_activities',
    re: /\b(?:what|where)\s+(?:should|could|can|shall)\s+(?:we|I)\s+(?:do|go|eat|meet|grab|have)\b|\b(?:any\s+)?(?:ideas|suggestions|recommendations?)\s+(?:for|on)\b|\bsuggest(?!\s+(?:a\s+|some\s+|another\s+)?(?:time|slot|day|date)s?\b)|\brecommend\b|\bsomething\s+(?:fun|to\s+do|different)\b|\bsomewhere\s+(?:to|for|nice|fun|good|quiet)\b|\bgood\s+(?:place|spot|restaurant|cafe|bar)s?\s+(?:for|to|near)\b|\bwhere\s+to\s+(?:eat|go|meet|grab)\b|\bwhat\s+to\s+do\b|推荐|有什么好玩/i,
    confidence: 0.85,
  },
  {
    intent: 'bulk',
    re: new RegExp(
      String.raw`\b(?:all|every|each)\s+(?:of\s+)?(?:my|the|our|these|those)\s+(?:[\w-]+\s+){0,2}?${EVENT_NOUNS}\b|\b(?:cancel|delete|move|reschedule|clear|decline|remove|push|shift|postpone|get\s+rid\s+of|scrap|axe|nix|ditch|kill|bin|drop|bump)\s+(?:all|every(?!\s+(?:other|second|\d|day|week|month|year|weekday|${DAY_NAMES}))|everything)\b|\b(?:cancel|delete|move|reschedule|decline|push|shift|postpone|get\s+rid\s+of|scrap|axe|ditch|drop|bump)\s+(?:all\s+)?(?:of\s+)?(?:my|the|our|(?:this|tomorrow|today|tonight)(?:'s|\s+(?:morning|afternoon|evening)'s)|${DAY_POSSESSIVE})\s+(?:[\w'-]+\s+){0,2}?${EVENT_NOUNS}\b|\b(?:clear|wipe|nuke|scrap|cancel|free\s+up)\s+(?:out\s+)?(?:my\s+|the\s+)?(?:whole|entire)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:morning|afternoon|evening|day|week)\b|\bclear\s+(?:out\s+)?(?:my\s+|the\s+)?(?:whole\s+|entire\s+)?(?:next\s+|this\s+)?${DAY_NAMES}\b|\b(?:wipe|nuke|free\s+up|clear\s+out|blow\s+away)\s+(?:my\s+|the\s+)?(?:whole\s+|entire\s+)?(?:next\s+|this\s+)?(?:${DAY_NAMES}\s+)?(?:${DAY_NAMES}|everything)\b(?!['’]s\s+(?!(?:calendar|schedule|diary|agenda|plans|meetings|events|appointments)\b))|\b(?:clear|wipe|nuke|free\s+up|blow\s+away)\s+(?:out\s+)?(?:my\s+|the\s+)?(?:whole\s+|entire\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?${CALENDAR_DATE}|\b(?:cancel|delete|clear|drop|remove|scrap)\s+(?:the\s+)?rest\s+of\s+(?:my\s+|the\s+)?(?:day|week|today|afternoon|morning|evening)\b|\b(?:tell|notify|email|message|inform|ping)\s+(?:everyone|everybody|all\s+(?:attendees|participants|of\s+them)|the\s+(?:team|attendees|group|participants|others)|them\s+all)\b|\blet\s+(?:everyone|everybody|the\s+(?:team|attendees|group|participants|others)|them|people)\s+know\b|全部|所有的?(?:会议|日程)`,
      'i',
    ),
    gate: /\b(?:all|every|each|cancel|delete|move|reschedule|clear|decline|remove|push|shift|postpone|wipe|nuke|free|blow|drop|scrap|tell|notify|email|message|inform|ping|let|get|axe|nix|ditch|kill|bin|bump|whole|entire)|全部|所有/i,
    confidence: 0.8,
  },
  // "make Tuesday less busy", "tidy up my calendar": fewer meetings on a day, not an event.
  { intent: 'bulk', re: LIGHTEN, confidence: 0.8 },
  // "remove Sam from standup", "add Dana to the review": the event changes, it is not created or deleted.
  {
    intent: 'update_event',
    re: /\b(?:[Rr]emove|[Dd]rop|[Tt]ake)\s+(?:[A-Z][\w'-]*|[\w.+-]+@[\w.-]+)(?:\s+[A-Z][\w'-]*)?\s+(?:from|off)\b(?!\s+(?:my|the|our)\s+(?:calendar|schedule|diary|agenda)\b)|\b(?:remove|drop|take)\s+(?!(?:the|my|our|it|that|this|them|lunch|dinner|breakfast|coffee|gym|standup|everything|all)\b)[a-z][\w'-]*\s+(?:from|off)\s+(?:the|our|this|that|[\w]+'s)\s+(?!calendar|schedule|diary|agenda)[\w-]+|\b(?:[Aa]dd|[Ii]nvite|[Ii]nclude)\s+(?:[A-Z][\w'-]*|[\w.+-]+@[\w.-]+)(?:\s+(?:and\s+)?[A-Z][\w'-]*)?\s+to\s+(?:the|my|our|this|that|tomorrow's|today's)\b|\b(?:invite|include)\s+(?!(?:a|an|the|my|our|some|everyone|everybody|people|someone|somebody|them|him|her|me|us)\b)[a-z][\w'-]*(?:\s+(?:and|&)\s+[a-z][\w'-]*)?\s+(?:to|in|on)\s+(?:the|my|our|this|that|tomorrow's|today's)\s+(?!calendar|schedule|diary|agenda)/,
    confidence: 0.8,
  },
  {
    intent: 'delete_event',
    re: /\b(?:cancel(?:led|ed|ling|ing|s)?|delet(?:e|ed|ing)|remove|drop|call\s+off|scrap|axe|nix|nuke|wipe|erase|ditch|trash|bin|kill|zap|scratch|cross\s+off|take\s+(?:\S+\s+){0,6}?off\s+(?:my|the)\s+(?:calendar|schedule|diary)|take\s+(?:it|that|this|them|those)\s+off\b|get\s+rid\s+of|clear|decline|skip(?=\s+(?:the|my|our|this|that|next|it|tomorrow'?s|today'?s|tonight'?s)\b|\s+[a-z][\w-]*\s+(?:on|that|this|tomorrow|today|tonight|next)\b)|取消|删除|删掉)\b|取消|删除|删掉|刪除/i,
    confidence: 0.85,
  },
  {
    intent: 'update_event',
    re: /\b(?:make\s+(?:the|my|our|that|this)\s+[\w':-]+(?:\s+[\w':-]+){0,3}?\s+(?:\d+\s*(?:mins?|minutes?|hours?|hrs?|h)|an?\s+hour|half\s+an\s+hour|in[\s-]person|virtual|online|remote)|make\s+that|be\s+(?:earlier|later|sooner)|bump(?:ed)?|trim|(?<!\b(?:the|a|our|my|big|house)\s)move[ds]?|(?<!\b(?:we're|were|we\s+are|i'm|im|i\s+am|they're|are|is|finally|been|be)\s)moving(?!\s+(?:day|van|truck|company|house|boxes|party|out|in)\b)|reschedul(?:e|ed|ing)|re-schedule|push(?:ed|ing)?(?:\s+(?:back|out))?|postpone|delay|(?<!\b(?:a|an|volunteer|volunteering|night|work|double|extra)\s)shift|bring(?:ing)?\s+(?:[\w':-]+\s+){0,8}forward|pull\s+(?:[\w':-]+\s+){0,3}(?:in|forward|up)|make\s+(?:the|my|our|that|this)\s+[\w':-]+(?:\s+[\w':-]+){0,3}?\s+(?:earlier|later|sooner|shorter|longer)\b|rename|change|update|edit|modify|amend|relocate|drag|kick\s+(?:[\w':-]+\s+){0,3}back|extend|shorten|lengthen|swap|switch|make\s+it|instead)\b|\bmake\s+(?:the|my|our|that|this)\s+[\w':-]+(?:\s+[\w':-]+){0,4}?\s+(?:\d+|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty(?:[\s-]five)?|fifty|sixty|ninety|half\s+an?)\s+(?:minutes?|mins?|hours?|hrs?)\s+long\b|^(?![\s\S]*\b(?:schedule|book|set\s+up|setup|arrange|add|create|put|plan|organi[sz]e|find|grab|pencil|block|reserve|invite|new)\b)[\s\S]*?\b(?:should|could|can|needs?\s+to)\s+(?:only\s+)?(?:be|last|take)\s+(?:(?:\d+|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty(?:[\s-]five)?|fifty|sixty|ninety|half\s+an?)\s*(?:minutes?|mins?|hours?|hrs?)|an?\s+hour|half\s+an\s+hour)\b(?!\s+(?:from|after|before|later|earlier))|改到|改成|推迟|推遲|提前|挪到|移到|改期|换个时间|換個時間|调整|調整/i,
    confidence: 0.85,
  },
  // "when are we all free", "a good time to meet Sam": finding a time, though worded as a question.
  {
    intent: 'create_event',
    re: /\b[Ff]ind\s+(?:(?:us|me|them|him|her)\s+)?(?:(?:a|some|an)\s+)?(?:time|slot|window|opening|\d+\s*(?:mins?|minutes?|hours?|hrs?)|half\s+an\s+hour|an\s+hour)\b|\b[Gg]et\s+(?:us|them|[A-Z]\w*(?:(?:,\s*|\s+and\s+)(?:me|I|[A-Z]\w*))*)\s+together\b|\b(?:need|want|get|grab|block|carve\s+out)\s+(?:some\s+|a\s+few\s+|an?\s+)?(?:time|slot|hour|\d+\s*(?:min|mins|minutes|hours?)|half\s+an\s+hour)\s+(?:with|for)\b|\bwhen\s+(?:are|is|can|could)\s+(?:we|everyone|everybody|all\s+of\s+us|both\s+of\s+us|[A-Z]\w*(?:\s+and\s+(?:I|me|[A-Z]\w*))?)\s+(?:all\s+|both\s+)?(?:free|available|meet)\b|\b(?:good|best|free|open)\s+(?:time|slot|day)s?\s+(?:to|for)\b|\b(?:[Ii]s|[Aa]re)\s+there\s+(?:a|any)\s+(?:time|slot|window|opening)s?\s+(?:where|when|for|that)\b/,
    confidence: 0.75,
  },
  {
    intent: 'query_events',
    re: /\b(?:what'?s|what\s+is|what\s+do\s+I\s+have|what\s+have\s+I\s+got|do\s+I\s+have|have\s+I\s+got|am\s+I\s+(?:free|busy|available|booked)|(?:^|[,.;!?]\s*|\b(?:and|so|but)\s+)is\s+(?:\w+\s+){1,2}(?:free|busy|available)|are\s+(?:we|they|you)\s+(?:free|busy|available)|show\s+(?:me\s+)?(?:my|the)\s+(?:calendar|schedule|agenda|day|week|events|meetings)|list\s+(?:my|the|all)?|agenda|when(?:'s|\s+is|\s+was|\s+are)\s+(?:my|the|our)|what\s+time\s+is|where\s+is\s+my|who(?:'s|\s+is)\s+(?:in|at|coming\s+to)|how\s+(?:many|much|busy)|any\s+(?:meetings|events|plans)|is\s+there\s+anything|next\s+meeting|upcoming|(?:what|how)\s+(?:does|do|will|is)\s+(?:\S+\s+){1,3}?look(?:ing)?(?:\s+like)?|anything\s+(?:on|scheduled|planned|coming\s+up)|show\s+(?:me\s+)?(?:everything|all|what)\s+(?:I\s+have\s+|I've\s+got\s+|is\s+|that's\s+)?(?:scheduled|booked|planned|on)|(?:what|which)\s+(?:date|day|time)\s+(?:did|do|have)\s+(?:I|we)\s+(?:put|set|schedule|book|have|plan)|tell\s+me\s+(?:the\s+)?(?:start|end|finish)(?:ing)?\s+time|(?:say|tell)\s+me\s+what\s+(?:meetings|events|I\s+have))\b|有什么安排|什么安排|日程|有空吗|有没有空|忙不忙|忙吗/i,
    gate: /what|have|am\s+i|free|busy|available|show|list|agenda|when|where|who|how|any|next\s+meeting|upcoming|look|tell\s+me|say\s+me|有|日程|忙/i,
    confidence: 0.85,
  },
  // A question about the calendar in any words ("is Thursday the 9th totally free", "what time
  // does the game on the 14th start") asks, it does not book: unless it asks for a booking.
  {
    intent: 'query_events',
    re: new RegExp(
      String.raw`^\s*(?:(?:hey|hi|ok|okay)\s+kairos[,\s]+)?(?:(?:on|at|in|for|from|until|till|by)\s+(?=wh))?(?:is|are|am|do|does|did|was|were|will|have|has|what|when|where|who|which|how)\b(?!\s+(?:about|you|necessary|needed|required)\b)(?![^?]*\b(?:${ASKING_TO_ACT})\b)`,
      'i',
    ),
    confidence: 0.75,
  },
  // "jan 11: which meeting follows the team meeting?", "anyone from outside the company at the
  // roadmap review?", "meeting count for mon 25 jan", "gimme the rundown for tuesday", "next time
  // lucas and jordan are both in something with me": asked in words that also name events, never a booking.
  {
    intent: 'query_events',
    re: new RegExp(
      String.raw`^(?![^?]*\b(?:${ASKING_TO_ACT})\b)(?!\s*(?:any\s+chance|what\s+about|how\s+about)\b)(?![^?]*\b(?:works?|suits?|(?:is|would\s+be)\s+(?:best|good|better))\b)\s*(?:[^:?]{0,30}:\s*)?(?:(?:which|what|who|whose|anyone|anybody|any)\b[^.!]*\?|(?:anyone|anybody)\s+(?:from|outside|external|else)\b|(?:next|last)\s+time\b|[^?]*\b(?:(?:meeting|event)s?\s+count|count\s+(?:of|for)\s|(?:rundown|run-down|lowdown|line-?up)\s+(?:for|of|on)\b))`,
      'i',
    ),
    gate: /\?|any|next|last|count|rundown|run-down|lowdown|line-?up/i,
    confidence: 0.75,
  },
  {
    intent: 'create_event',
    re: new RegExp(
      String.raw`\b(?:${CREATE_WORDS})\b|安排|预约|預約|预定|預定|开会|開會|见面|見面|咖啡|吃饭|吃飯|吃个饭|吃個飯|午饭|午飯|晚饭|晚飯|聚餐|聚会|聚會|会议|會議|约`,
      'i',
    ),
    confidence: 0.8,
  },
];
