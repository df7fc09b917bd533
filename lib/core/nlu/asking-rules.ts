import type { IntentRule } from './intent-rules';

/**
 * Asking to be shown or told about the calendar, in the words people use for it rather than a
 * question word: "show me next week", "give me a rundown of Thursday", "check my calendar for next
 * thursday", "who set up the retro", "has Omar accepted the invite". These run before the words of
 * making ("set up", "invite", "meet") can take them for a new event.
 */

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** "december twenty first", "dec fifteen": a day of the month said in words. */
const DAY_NUMBER = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|first|second|third|[a-z]+th)\b`;
/** What a shown span is made of: a day, a part of one, the calendar's own words, a date. */
const SPAN_WORDS = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|today|tonight|tomorrow|tmrw|yesterday|morning|afternoon|evening|week|weekend|month|calendar|schedule|diary|agenda|appointments|events|meetings|plans|the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}|${MONTH}\s+(?:\d{1,2}|${DAY_NUMBER}))`;
/** Words that greet or announce before the ask: "morning!", "quick q —", "ok so". */
const LEAD_IN = String.raw`(?:(?:good\s+)?morning|hey|hi|ok(?:ay)?|so|quick\s+q(?:uestion)?|kairos)[\s!,.:—–-]+`;
const COURTESY = String.raw`(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?|would\s+you\s+mind\s+|please\s+|pls\s+|kindly\s+)`;
/** "show me some more", "show me other times": more choices, not the calendar. */
const MORE_CHOICES = String.raw`(?:me\s+|us\s+)?(?:some\s+|a\s+few\s+|a\s+couple\s+(?:of\s+)?|the\s+next\s+(?:few\s+)?)?(?:more|other|others|additional|different|alternative|alternatives|the\s+rest|times?|slots?|options?|choices)\b`;
/** A verb of making or changing anywhere after it ("show me a time to meet Sam"): no longer only asking. */
const ACTS_TOO = String.raw`(?<!\b(?:my|the|your|our)\s)\b(?:book|schedule|set\s+up|arrange|add|create|put|organi[sz]e|pencil|block|reserve|invite|move|cancel|reschedule|delete|remove|push|shift|postpone|find|grab|meet)\b`;

export const ASKING_RULES: readonly IntentRule[] = [
  {
    intent: 'query_events',
    re: new RegExp(
      String.raw`^\s*(?:${LEAD_IN})*${COURTESY}?(?:show(?:ing)?|give|check(?![-\s]?in\b)|summari[sz]e|provide|recap|walk\s+me\s+through|run\s+me\s+through|pull\s+up|display|list|read\s+(?:me\s+)?out)\b(?!\s+${MORE_CHOICES})(?=[^?]*\b${SPAN_WORDS}\b)(?![^?]*${ACTS_TOO})`,
      'i',
    ),
    gate: /show|give|check|summari[sz]|provide|recap|walk|run|pull|display|list|read/i,
    confidence: 0.8,
  },
  // "tell me what I have on the 11th", "anything tonight?", "what've I got going on today".
  {
    intent: 'query_events',
    re: new RegExp(
      String.raw`^\s*(?:${LEAD_IN})*(?:please\s+)?(?:(?:tell|show)\s+me|let\s+me\s+know)\s+(?:what|when|who|where|if|whether|how|which)\b(?![^?]*${ACTS_TOO})|^\s*(?:${LEAD_IN})*(?:is\s+there\s+|got\s+|have\s+i\s+got\s+)?anything\s+(?:on\s+|for\s+|planned\s+|scheduled\s+)?(?:tonight|today|tomorrow|this|next|on|for|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?![^?]*${ACTS_TOO})|\bwhat['’]?ve\s+(?:i|we)\s+got\b`,
      'i',
    ),
    gate: /tell|show|let\s+me|anything|what/i,
    confidence: 0.8,
  },
  // "tomorrow I have free time in afternoon?", "I have meeting at 2 tomorrow? please check", "i'm free
  // friday at 4?": a statement asked with its mark.
  {
    intent: 'query_events',
    re: new RegExp(
      String.raw`^\s*(?:${LEAD_IN})*(?:(?:today|tonight|tomorrow|on\s+\w+|this\s+\w+|next\s+\w+)[\s,]+)?(?:i|we)(?:\s+(?:have|am|are|got)|['’](?:m|re))\b(?![^?]*${ACTS_TOO})[^?]*\?(?:\s*(?:please\s+)?check\b.*)?\s*$`,
      'i',
    ),
    confidence: 0.75,
  },
  // "what was I doing yesterday", "remind me what time the dentist is", "whens my doctor appointment",
  // "got 90 min free on dec 15?", "any openings next tuesday?".
  {
    intent: 'query_events',
    re: new RegExp(
      [
        String.raw`\bwhat\s+(?:did|do|will|have|had|was|were|am|are)\s+(?:i|we)\s+(?:do|doing|did|done|been|up\s+to|get\s+up\s+to|got\s+up\s+to)\b`,
        String.raw`^\s*${COURTESY}?remind\s+me[,\s]+(?:again[,\s]+)?(?:what|when|who|which|how|where|whether|if)\b`,
        String.raw`^\s*(?:whens|when['’]s|when\s+(?:is|are|was))\s+(?:my|the|our|that)\b`,
        String.raw`\b(?:\d+(?:\.\d+)?|an?|one|two|three|four|half\s+an?)\s*(?:hours?|hrs?|h|minutes?|mins?)\s+(?:of\s+)?(?:free|open|spare|available)\b(?![^?]*${ACTS_TOO})`,
        String.raw`^\s*(?:${LEAD_IN})*(?:(?:have\s+(?:i|we)\s+)?got\s+|do\s+(?:i|we)\s+have\s+|(?:i|we)\s+have\s+)?any\s+(?:free\s+|open\s+|spare\s+)?(?:time|slots?|gaps?|openings?|availability|room)\b(?!\s+(?:else|more)\b)(?![^?]*\b(?:earlier|later|sooner)\s+than\s+(?:that|those|these|them|this)\b)(?![^?]*${ACTS_TOO})`,
        // "free slots on dec 8", "open windows thursday": the free time itself named, with nothing to book.
        String.raw`^\s*(?:${LEAD_IN})*(?:(?:my|the)\s+)?(?:free|open|available|spare)\s+(?:time|times|slots?|windows?|gaps?|openings?|blocks?)\s+(?:on|for|this|next|today|tonight|tomorrow|in|during|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|the\s+\d|\d)\b(?![^?]*${ACTS_TOO})`,
      ].join('|'),
      'i',
    ),
    gate: /what|remind|when|free|open|spare|available|any/i,
    confidence: 0.8,
  },
  // "any chance i'm free thursday at 4", "would I be free on the 10th", "will we be available friday":
  // asking after free time in the words of chance or of the future.
  {
    intent: 'query_events',
    re: new RegExp(
      String.raw`^\s*(?:${LEAD_IN})*(?:(?:is\s+there\s+)?(?:any|a|some)\s+chance\s+(?:that\s+)?(?:i|we)(?:\s+am|['’]m|\s+are|['’]re|\s+(?:will|would|could|might)\s+be|['’](?:ll|d)\s+be)|(?:would|will|could|might|should)\s+(?:i|we)\s+be)\s+(?:free|available|open|around|clear|busy|booked)\b(?![^?]*${ACTS_TOO})`,
      'i',
    ),
    confidence: 0.8,
  },
  // "free at 3 tmrw", "busy friday?", "available on the 10th": a free-time question with no words around it.
  // "would I have any availability for an hour tuesday", "do we have any openings": the person's own time.
  // "Tomorrow afternoon I have what", "the dentist is when?": the question word last, as several first languages put it.
  {
    intent: 'query_events',
    re: new RegExp(
      [
        String.raw`^\s*(?:${LEAD_IN})*(?:free|busy|available|booked|open)\s+(?:at|on|around|from|between|this|next|today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|the\s+\d|\d)\b(?![^?]*${ACTS_TOO})`,
        String.raw`^\s*(?:${LEAD_IN})*(?:(?:do|does|would|will|could|might|did)\s+(?:i|we)\s+have|have\s+(?:i|we)\s+got|(?:i|we)\s+have)\s+(?:any\s+)?(?:availability|free\s+(?:time|slots?)|openings?|open\s+slots?)\b(?![^?]*${ACTS_TOO})`,
        String.raw`^\s*(?:${LEAD_IN})*(?:what['’]?s|what\s+is)\s+(?:my|our)\s+availability\b(?![^?]*${ACTS_TOO})`,
        String.raw`\b(?:i|we)\s+(?:have|got|have\s+got|am\s+doing|will\s+have|had|did)\s+what\s*[?.!]*\s*$`,
        String.raw`^\s*(?:the|my|our)\b[^?]*\s(?:is|are|was|were)\s+(?:when|at\s+what\s+time|what\s+time|what\s+day|where)\s*[?.!]*\s*$`,
      ].join('|'),
      'i',
    ),
    gate: /free|busy|available|availability|booked|open|what|when|where/i,
    confidence: 0.8,
  },
  // "number of meetings with harbor point in january?", "total calls this week", "count of 1:1s in
  // december": a count asked without "how many".
  {
    intent: 'query_events',
    re: new RegExp(
      String.raw`^\s*(?:${LEAD_IN})*(?:what(?:['’]s|\s+is|\s+was)\s+)?(?:the\s+|my\s+)?(?:total\s+)?(?:number|count|tally|total)\s+(?:of\s+)?(?=[^?]*\b(?:meetings|events|calls|appointments|sessions|classes|syncs|standups|interviews|lessons|reviews|check-ins|1:1s|one-on-ones|hours|minutes|times|days)\b)(?![^?]*${ACTS_TOO})`,
      'i',
    ),
    confidence: 0.8,
  },
  // "could you please list the attendees of the Pacific Design check-in", "show me the guest list for
  // the offsite": who is invited, asked with a verb of showing.
  {
    intent: 'query_events',
    re: new RegExp(
      String.raw`^\s*(?:${LEAD_IN})*${COURTESY}?(?:list|show|give|tell|send|share|get|pull\s+up|read\s+(?:me\s+)?out)\s+(?:me\s+|us\s+)?(?:all\s+)?(?:(?:of\s+)?the\s+)?(?:attendees|guests|participants|invitees|(?:guest|invite|invitation)\s+list|people\s+(?:invited|coming|attending|going)|who['’]?s\s+(?:invited|coming|attending|going|joining)|who\s+(?:is|will\s+be)\s+(?:invited|coming|attending|going|joining))\b`,
      'i',
    ),
    confidence: 0.8,
  },
  // "who set up the retro", "whos in my 2pm", "with whom am I meeting…", "has Omar accepted the invite".
  {
    intent: 'query_events',
    re: /^\s*(?:(?:hey|hi|ok(?:ay)?|so|quick\s+q(?:uestion)?)[\s!,.:—–-]+)*(?:who(?:['’]?s|m|se)?|with\s+whom)\b(?!\s+(?:are|r)\s+(?:you|u)\b)|^\s*(?:has|have|did|is|are|was)\s+(?:[\w.@'-]+\s+){1,2}(?:accepted|declined|responded|replied|rsvp['’]?d|turned\s+down|(?:on|in)\s+the\s+(?:invite|invitation|meeting|call|event))\b/i,
    confidence: 0.8,
  },
];

/**
 * More choices after a suggestion, said as "any more?", "anything else that works?", "other days",
 * "additional time slots", "next page", "none of those", "try again".
 */
export const SHOW_MORE_RULE: IntentRule = {
  intent: 'show_more',
  re: /^\s*(?:(?:got|have\s+you\s+got|do\s+you\s+have|is\s+there|nah|no|none\s+of\s+(?:these|those|them))[\s,]+)?(?:anything\s+else|any\s*more|something\s+else)\b(?:\s+(?:available|that\s+works|free|open|for\s+me))?\s*[?!.]*$|^\s*(?:(?:got|have\s+you\s+got|do\s+you\s+have|is\s+there|are\s+there|nah|no|hmm|ok(?:ay)?)[\s,]+)?(?:anything|something|any(?:\s+(?:times?|slots?|options?))?)\s+(?:a\s+bit\s+|a\s+little\s+|much\s+)?(?:earlier|later|sooner)\s+than\s+(?:that|those|these|them|this|the\s+(?:ones?|options?|times?|slots?))\b[\s?!.]*$|\b(?:other|different|alternative|additional|further|more)\s+(?:available\s+)?(?:days|hours|time\s+slots?|times|options|slots|suggestions|choices)\b|\b(?:times|slots|options)\s+(?:later|earlier)\s+in\s+the\s+day\b|\b(?:show|give|find)\s+(?:me\s+)?(?:a\s+(?:couple|few)|the\s+next\s+few|the\s+rest)\b|\bnext\s+page\b|\btry\s+again\b|\b(?:give|show|get|find)\s+(?:me\s+|us\s+)?(?:some\s+)?(?:different|other|new|fresh)\s+ones\b|^\s*(?:(?:show|give)\s+(?:me\s+)?)?(?:the\s+)?next\s+(?:few|couple(?:\s+of)?|\d|two|three|five)\s*(?:options|times|slots|choices|ones)?(?:\s+(?:please|pls|plz))?[\s?!.]*$|\b(?:those|these|they)\s+(?:are\s+)?(?:all\s+)?(?:bad|no\s+good|terrible|awful|don'?t\s+work|won'?t\s+work)\b[^.?!]*?\b(?:different|other|new|else|more)\b|\b(?:none|neither)\s+of\s+(?:these|those|them)\b|\bmore\s+(?:slots|times|options)\b/i,
  confidence: 0.9,
};
