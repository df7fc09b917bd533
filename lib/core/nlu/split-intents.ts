import { allMatches } from './all-matches';

/**
 * Where one request holds several ("add lunch Friday and also move standup to 10", "cancel my 3pm,
 * then book a call with Sam at 4", "delete the dry run. Also, what time is lunch?", "cancel cooking
 * class move pipeline review to 2"): a break is a sentence end, a comma, a dash or a joining word
 * followed by a new action verb, or a new action verb straight after a named event. A question
 * starts a step only after a sentence end or a joining word ("…and tell me who's coming"), so
 * "coffee with Sam, who is visiting" stays whole. "coffee with Sam and Alex" has no verb after
 * "and", and "book lunch and move it to 1" points back at the same event, so neither splits here;
 * splitSteps, for the Plan builder, splits that too and says the step points back.
 */
export interface Segment {
  text: string;
  index: number;
}

/** A step of a message for the Plan builder: `refersBack` when its object is the step before's event. */
export interface Step extends Segment {
  refersBack: boolean;
}

const ACTION = String.raw`(?:cancel|delete|remove|drop|call\s+off|ditch|scrap|nix|axe|kill|nuke|bin|trash|get\s+rid\s+of|clear|move|bump|relocate|drag|reschedule|push|postpone|delay|shift|change|rename|update|book|reserve|schedule|add|create|set\s+up|pencil\s+(?:in|me\s+in)|slot\s+in|squeeze\s+in|pop\s+in|put|plan|arrange|find|block|check|show(?!\s+(?:me\s+|us\s+)?(?:some\s+)?(?:other|more|different|new|fresh|alternatives?|the\s+next|the\s+rest)\b)|list|shorten|extend|lengthen|make\s+(?:the|my|our)\s|make\s+(?:a\s+)?new\s|tell\s+me|what'?s|what\s+is|when\s+is|am\s+I|do\s+I|remind\s+me(?![\s?.!]*$))\b`;
/** "move it", "call it 'Drinks'", "make it 30 minutes": a verb whose object is the event just named. */
const BACK_REFERENCE = String.raw`(?:(?:move|reschedule|push|postpone|delay|shift|change|rename|update|cancel|delete|remove|drop|put|bump|make|call|name|title|retitle|extend|shorten|lengthen|trim|stretch)\s+(?:it|that|this|them|those)\b(?!['’]s\b|\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:['’]s)?|week(?:end)?(?:['’]s)?|month(?:['’]s)?|morning(?:['’]s)?|afternoon(?:['’]s)?|evening(?:['’]s)?|meeting|call|event|appointment|one|session|class)\b))`;
/** Not a new step: "book a call with Sam", a pronoun (handled above), an address. */
const NOT_OWN_OBJECT = String.raw`(?!\s+(?:it|that|this|them|him|her|[A-Z][\w'-]*\s*$|[\w.+-]+@[\w.-]+)\b)`;
/** Question starts, after a sentence end or a joining word only. */
const QUESTION = String.raw`(?:let\s+me\s+know|tell\s+me|who(?:'s|\s+is|\s+are|\s+was|\s+were|\s+will)|how\s+(?:many|much|long|busy)|what\s+time|what'?s|what\s+(?:else\s+)?(?:is|are|do|did)|who\s+else|when'?s|when\s+(?:is|was|are|do|did|does)|where(?:'s|\s+is|\s+was)|which\s+\w+\s+(?:is|are|do|did)|am\s+I|do\s+I|did\s+I|have\s+I|is\s+there|are\s+there|any\s+(?:meetings|events|plans))\b`;
const POLITE = String.raw`(?:(?:please|pls|can\s+you|could\s+you|would\s+you|can\s+u|oh)\s*,?\s+)?`;
const SENTENCE = String.raw`(?:[.;!?]+\s+|[。；！？]+\s*|\n+)(?:(?:and|then|also|plus|oh)\s*,?\s+)*`;
const COMMA = String.raw`,\s*(?:(?:and|then|also|plus|finally|lastly)\s+)*`;
// "cancel standup tmrw + book dentist fri 9am": "+" and "&" join steps in chat as "and" does.
const JOIN = String.raw`(?<!\s)\s+(?:and|then|also|plus|after\s+that|afterwards|\+|&)\s*,?\s+(?:(?:and|then|also|finally|lastly)\s+)*`;
const OPENING_ONLY = /^[\s,.;:!-]*(?:(?:oh|also|and|then|so|ok(?:ay)?|hey|hi|please|pls|um+|uh+|right)[\s,.;:!-]*)+$/i;
/** "1) cancel the 3pm 2) move the 4pm": a numbered list, each number a step. */
const NUMBERED = String.raw`\s+\(?\d{1,2}\)\s*`;
const CJK_VERB = String.raw`(?:取消|删除|改到|改成|推迟|提前|安排|约|预约|查看|看看)`;
const CJK = String.raw`[，,]?\s*(?:然后|还有|另外|并且|並且)\s*(?=${CJK_VERB})`;

function boundary(backReferences: boolean): RegExp {
  const action = backReferences ? String.raw`(?:${BACK_REFERENCE}|${ACTION}${NOT_OWN_OBJECT})` : `${ACTION}${NOT_OWN_OBJECT}`;
  return new RegExp(
    String.raw`(?:${SENTENCE}|${JOIN}|${NUMBERED})${POLITE}(?=${action}|${QUESTION})|${COMMA}${POLITE}(?=${action})|${CJK}`,
    'gi',
  );
}

const BOUNDARY = boundary(false);
const STEP_BOUNDARY = boundary(true);

/**
 * A verb straight after a named event, with no joining word ("cancel cooking class move pipeline
 * review to 2"): the clause before starts with its own verb and names something, the word before is
 * not a determiner or a helper, and the verb is not the head of a name ("the schedule review").
 */
const BARE_VERB =
  /(?<=[\p{L}\d)'])(?<!\b(?:whole|entire|full|my|the|our|your|this|that)\s*)\s+(?=(?:cancel|delete|remove|reschedule|move|postpone|rename|book|schedule|add)\s+(?!(?:to|up|out|on|in|for|at|with|and|or|it|that|this|them|review|meeting|call|sync|club|class|session|planning|prep|party|change|changes|time|slot|request|list|item|day|email)\b)[\p{L}\d'])/giu;
/** Question starts that need no joining word after a named event ("cancel the review on dec 3 what time is lunch"). */
const BARE_QUESTION =
  /(?<=[\p{L}\d)'])\s+(?=(?:what\s+time|when\s+(?:is|was|are)|who(?:'s|\s+is|\s+are)|how\s+many|what'?s\s+on)\b)/giu;
const LEADING_VERB =
  /^\s*(?:(?:please|pls|can\s+you|could\s+you|can\s+u|also|and|then)\s+)*(?:cancel|delete|remove|drop|ditch|scrap|nix|clear|move|reschedule|push|postpone|shift|rename|book|schedule|add|create|set\s+up|block)\b/i;
const NOT_BEFORE_VERB = new Set(
  "a an the my our your his her their this that these those to and or not please pls can could would will you u i we let's lets don't dont do then also just to of for with from".split(
    ' ',
  ),
);

/** Quoted names ("'Deal desk: Q4 close'") hold no boundary: blanked, same length, while breaks are found. */
function maskQuotes(text: string): string {
  return text.replace(/(?<=^|[\s(:])(["'])[^"'\n]+?\1(?=$|[\s,.;!?)])|"[^"\n]+"/g, (m) => `"${'x'.repeat(m.length - 2)}"`);
}

function cut(text: string, re: RegExp): Segment[] {
  const segments: Segment[] = [];
  let start = 0;
  for (const m of allMatches(re, maskQuotes(text))) {
    if (m.index <= start) continue;
    segments.push({ text: text.slice(start, m.index), index: start });
    start = m.index + m[0].length;
  }
  segments.push({ text: text.slice(start), index: start });
  // "oh also, add drinks…": opening words alone are no step.
  return segments.filter((s) => /[\p{L}\p{N}]/u.test(s.text) && !OPENING_ONLY.test(s.text));
}

/** Each segment split again where a second verb follows a named event with no joining word. */
function cutBareVerbs(segments: readonly Segment[]): Segment[] {
  return segments.flatMap((segment) => {
    if (!LEADING_VERB.test(segment.text)) return [segment];
    const out: Segment[] = [];
    let start = 0;
    const masked = maskQuotes(segment.text);
    const breaks = [...allMatches(BARE_VERB, masked), ...allMatches(BARE_QUESTION, masked)].sort((a, b) => a.index - b.index);
    for (const m of breaks) {
      const before = masked.slice(start, m.index);
      const words = before.trim().split(/\s+/);
      const last = (words.at(-1) ?? '').toLowerCase().replace(/[^\p{L}\d']/gu, '');
      // The clause before needs its verb and at least one word it acts on.
      if (words.length < 2 || NOT_BEFORE_VERB.has(last) || !LEADING_VERB.test(before)) continue;
      out.push({ text: segment.text.slice(start, m.index), index: segment.index + start });
      start = m.index + m[0].length;
    }
    out.push({ text: segment.text.slice(start), index: segment.index + start });
    return out;
  });
}

export function splitIntents(text: string): Segment[] {
  return cutBareVerbs(
    cut(
      text.replace(LIST_NUMBER, (m) => ' '.repeat(m.length)),
      BOUNDARY,
    ),
  ).flatMap(withListedEvents);
}

/** A number opening the message's list ("1) cancel the 3pm 2) …"): no word of the first step. */
const LIST_NUMBER = /^\s*\(?1\)\s*/;

/**
 * The steps of a message as the Plan builder reads them: like splitIntents, and also before a step
 * whose object is the event just named ("rename the deal desk to 'Q4 close' and move it to 4pm"),
 * which is marked so the builder changes that same event.
 */
export function splitSteps(text: string): Step[] {
  return cutBareVerbs(
    cut(
      text.replace(LIST_NUMBER, (m) => ' '.repeat(m.length)),
      STEP_BOUNDARY,
    ),
  )
    .flatMap(withoutEllipsis)
    .flatMap(withListedEvents)
    .flatMap(withSharedVerb)
    .map((s) => ({
      ...s,
      refersBack: new RegExp(String.raw`^\s*${POLITE}${BACK_REFERENCE}`, 'i').test(s.text),
    }));
}

/**
 * "book a call with Rachel at 10 and a 15 min debrief with Sam after": a second event of its own
 * length, its verb left unsaid, is a step of its own with the first one's verb. "lunch and dinner
 * on Saturday" names no length, so it stays one.
 */
function withoutEllipsis(segment: Segment): Segment[] {
  const verb = CREATE_VERB.exec(segment.text);
  const second = ELLIPSIS.exec(maskQuotes(segment.text));
  if (verb === null || second === null || second.index <= verb.index) return [segment];
  const rest = segment.text.slice(second.index + second[0].length);
  return [
    { text: segment.text.slice(0, second.index), index: segment.index },
    { text: `${verb[1] ?? 'book'} ${rest}`, index: segment.index + second.index + second[0].length },
  ];
}

const CREATE_VERB = /^\s*(?:(?:please|pls|can\s+you|could\s+you)\s+)?(book|schedule|set\s+up|add|put|block|arrange|create)\b/i;
const ELLIPSIS =
  /\s+(?:and|then|plus)\s+(?=(?:a|an|another)\s+(?:\d+|one|two|three|half|quick)[\s-]*(?:an?\s+)?(?:min|mins|minutes?|hours?|hrs?|h)\b)/i;

/**
 * "move the pipeline review and my year-end review on Dec 11 to next week", "cancel the dentist and
 * the haircut": two events named after one verb, each a step of its own with that verb, and what is
 * said after the last one (its day, where they go, the rules) said of both. An event that carries
 * its own day ("the dentist on Friday and the haircut on Monday") keeps it.
 */
function withSharedVerb(segment: Segment): Segment[] {
  const masked = maskQuotes(segment.text);
  const verb = CHANGE_VERB.exec(masked);
  // "…to next week when all attendees are free": who must be free, not how many events.
  if (verb === null || MANY.test(masked.replace(RULES_AFTER, ''))) return [segment];
  const afterVerb = verb.index + verb[0].length;
  const objects = masked.slice(afterVerb);
  // "the lunch with Sam and the team": after a person, a group is more of the people, not an event.
  const joins = allMatches(NEXT_EVENT, objects).filter((j) => {
    const after = objects.slice(j.index + j[0].length);
    const bare = !/^(?:the|my|our|this|that|tomorrow|today|tonight|(?:this|next|coming)\s)/i.test(after);
    // "the standup and Spanish on the 15th": one bare word is an event only after an event, not after a person.
    if (bare) return !PEOPLE_END.test(objects.slice(0, j.index)) && /^(?:the|my|our)\s/i.test(objects.trim());
    return !(PEOPLE_END.test(objects.slice(0, j.index)) && ONE_WORD_AFTER.test(after));
  });
  if (joins.length === 0) return [segment];
  const starts = [0, ...joins.map((j) => j.index + j[0].length)];
  const ends = [...joins.map((j) => j.index), objects.length];
  const lastStart = starts.at(-1) ?? 0;
  const tailAt = TAIL_START.exec(objects.slice(lastStart));
  const tail = tailAt === null ? '' : segment.text.slice(afterVerb + lastStart + tailAt.index);
  const head = segment.text.slice(0, afterVerb);
  // "this Friday's call and the pipeline review": the day said of the first is said of the others.
  const whose = POSSESSIVE_DAY.exec(segment.text.slice(afterVerb + (starts[0] ?? 0), afterVerb + (ends[0] ?? 0)).trim())?.[0];
  return starts.map((from, i) => {
    const said = segment.text.slice(afterVerb + from, afterVerb + (ends[i] ?? objects.length)).trim();
    const own =
      i > 0 && whose !== undefined && /^(?:the|my|our)\s/i.test(said) && !nameOf(said).includes("'")
        ? said.replace(/^(?:the|my|our)\s+/i, `${whose} `)
        : said;
    const shared = i === starts.length - 1 || TAIL_START.test(` ${own}`) ? '' : tail;
    return { text: `${head} ${own}${shared}`, index: segment.index + (i === 0 ? 0 : afterVerb + from) };
  });
}

const CHANGE_VERB =
  /^\s*(?:(?:please|pls|can\s+you|could\s+you|can\s+u)\s+)*(?:cancel|delete|remove|drop|scrap|ditch|nix|axe|move|reschedule|push(?:\s+back)?|postpone|shift|bump)\b/i;
/** The words naming an event, before what is said of it (its day, where it goes): "the pipeline review". */
function nameOf(said: string): string {
  const tail = TAIL_START.exec(` ${said}`);
  return tail === null ? said : said.slice(0, Math.max(0, tail.index - 1));
}

/** "this Friday's", "tomorrow's": whose day the event named first is. */
const POSSESSIVE_DAY =
  /^(?:(?:this|next|coming)\s+)?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)['’]s\b/i;
/** Where the rules of a move begin ("when everyone is free", "so all of us can make it"), to the end. */
const RULES_AFTER = /\s(?:when|where|once|so\s+that|so|as\s+long\s+as|if|but|avoiding|avoid)\b[\s\S]*$|[.?!]\s[\s\S]*$/i;
/** "all my…", "every standup", "everything": many events by one description, the bulk reader's. */
const MANY = /\b(?:all|every|everything|each|both)\b/i;
/** ", the haircut", " and my year-end review": the next event named after the same verb. */
const NEXT_EVENT =
  /\s*(?:,\s*(?:and\s+)?|\s+(?:and|&|plus)\s+)(?=(?:the|my|our|this|that|tomorrow['’]?s|today['’]?s|tonight['’]?s|(?:(?:this|next|coming)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day['’]s)\s+[\p{L}\d]|(?!(?:learn|out|over|up|back|then|also|go|get|make|let|tell|ask|put|add|book|move|cancel|delete|nothing|anything|everything|something|none|not|no|all|both|each|it|them|him|her|me|us|you|everyone|anyone|whoever|whatever|someone|keep|leave|avoid|skip|stuff)\b)[\p{L}][\p{L}'-]*(?<!s)(?=\s+(?:on|that|this|tomorrow|today|tonight)\b))/giu;
const PEOPLE_END = /\b(?:with|w\/|for|of|from|between)\s+[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s*$/iu;
const ONE_WORD_AFTER = /^(?:the|my|our)\s+[\p{L}'-]+\s*(?:$|[,.;!?]|\s+(?:on|at|to|for|this|next|tomorrow|today|and)\b)/iu;
/** Where the words naming an event end and what is said of it begins: a day, a destination, a rule. */
const TAIL_START =
  /\s(?:on|at|to|for|(?:this|next)(?!\s+[\p{L}]+['’]s\b)|(?:tomorrow|today|tonight)(?!['’]s\b)|until|till|from|in|when|before|after|by|during|between|back|forward|earlier|later|up|so|because|but|instead)\b|[,;:]\s/iu;

/**
 * "schedule a run at 7am tomorrow, lunch with Sam at 12:30, and a call with Dana at 4", "a meeting
 * with Priya on Monday at 10, and another with Omar on Tuesday at 2": new events listed after one
 * verb, each with its own time, are steps of their own with that verb. A piece must name an event
 * ("lunch", "a call", "another") and its time, so "coffee with Sam and Dana at 3" stays one; a day
 * said only at the end ("a gym session at 7am and a dentist appointment at 10 tomorrow") is each one's.
 */
function withListedEvents(segment: Segment): Segment[] {
  const masked = maskQuotes(segment.text);
  const verb = LIST_VERB.exec(masked);
  if (verb === null) return [segment];
  const cuts = allMatches(LIST_JOIN, masked).filter((j) => j.index > verb.index + verb[0].length);
  if (cuts.length === 0) return [segment];
  const pieces: Segment[] = [];
  let start = 0;
  for (const j of cuts) {
    pieces.push({ text: segment.text.slice(start, j.index), index: segment.index + start });
    start = j.index + j[0].length;
  }
  pieces.push({ text: segment.text.slice(start), index: segment.index + start });
  if (!pieces.every((p) => HAS_TIME.test(p.text))) return [segment];
  const noun = LISTED_EVENT.exec(masked.slice(verb.index + verb[0].length))?.[1];
  // "…and a dentist appointment at 10 tomorrow": a day after the last clock is the list's; "…and to pay rent on friday" is that one's.
  const last = pieces.at(-1)?.text ?? '';
  const lastDay = CLOCK_IN.test(last) ? DAY_AT_END.exec(last)?.[0] : undefined;
  const said = verb[0].trim();
  return pieces.map((p, i) => {
    let text =
      i === 0
        ? p.text.trim()
        : `${said} ${p.text.trim().replace(/^(?:another|one)\b/i, (w) => (noun === undefined ? w : `a ${noun}`))}`;
    if (lastDay !== undefined && i < pieces.length - 1 && !DAY_IN.test(p.text)) text = `${text} ${lastDay.trim()}`;
    return { text, index: p.index };
  });
}

const LIST_VERB =
  /^\s*(?:(?:please|pls|can\s+you|could\s+you|also|oh\s+also)[,\s]+)*(?:book|schedule|set\s+up|add|put|block|arrange|create|plan|remind\s+me)\b/i;
const EVENT_NOUNS = String.raw`meeting|call|lunch|coffee|dinner|breakfast|brunch|drinks|tea|sync|chat|1:1|one-on-one|interview|appointment|dentist|doctor|haircut|standup|session|review|demo|workout|gym|run|walk|hike|yoga|class|party|visit|retro|retrospective|planning|offsite|workshop|training|lesson|practice|rehearsal|check-in|kickoff|brainstorm|webinar|presentation|huddle|follow-up|catch-up|reminder|event`;
/** A comma or "and"/"then" before the next event of the list: "lunch", "a call", "another with Omar", "to pay rent". */
const LIST_JOIN = new RegExp(
  String.raw`\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and|then|plus)\s+(?:then\s+)?)(?=(?:(?:a|an|the|my)\s+)?(?:(?:quick|short|new|\d+[\s-]*(?:min(?:ute)?s?|hours?|hrs?|h)|[\p{L}-]+)\s+){0,2}(?:${EVENT_NOUNS})s?\b|(?:another|one)\s+with\b|to\s+[\p{L}]+)`,
  'giu',
);
const LISTED_EVENT = new RegExp(String.raw`\b(${EVENT_NOUNS})\b`, 'i');
const HAS_TIME =
  /\b(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\bat\s+(?:\d{1,2}(?::\d{2})?|noon|midday|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\b(?:noon|midday|tonight|tomorrow|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\bthe\s+same\s+day\b/i;
const DAY_IN =
  /\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|the\s+\d{1,2}(?:st|nd|rd|th)|same\s+day)\b/i;
const CLOCK_IN = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\bat\s+(?:\d{1,2}(?::\d{2})?|noon|midday)\b/i;
const DAY_AT_END = /\s(?:today|tonight|tomorrow|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*[.!?]*$/i;
