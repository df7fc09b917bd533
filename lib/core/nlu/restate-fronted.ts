import { escapeRegExp } from './mask-text';
/**
 * People often name the event first and act on it after: "the product designer interview - can we
 * do 2:30 instead", "I won't make the next pipeline review, cancel it", "my 2nd meeting of today,
 * put it at 11:30 please", "Carlos is sick today, can you cancel my meeting with him?". Every reader
 * after this one expects the event after the verb, so the request is restated that way: the event's
 * words take the place of "it" (or follow the verb that has no object), a person named first takes
 * the place of "him"/"her", and a first clause that only tells a story ("kenji cancelled on us") is
 * dropped. Anything else is returned as it was.
 */
export function restateFronted(text: string): string {
  const arrow = restateArrow(text);
  if (arrow !== undefined) return arrow;
  const wish = restateWish(text) ?? restateOthersWish(text);
  if (wish !== undefined) return wish;
  const labelled = restateDayLabel(text);
  if (labelled !== undefined) return labelled;
  const split = splitClauses(text);
  if (split === undefined) return text;
  const { first, second } = split;
  // "If I haven't met Omar…, book a call with him": a condition is the Plan's to read, whole.
  if (CONDITION_START.test(first) && !STILL_ON.test(first)) return text;
  // "I should really catch up with Fiona. Set up a call with her…": "her" is the one named first.
  const named = WITH_NAME.exec(first)?.[1];
  if (named !== undefined && /\b(?:him|her)\b/i.test(second) && !COMMAND_START.test(first)) {
    return second.replace(/\b(?:him|her)\b/i, named);
  }
  // The first clause must not itself be a command ("cancel the dentist, move the gym to 6").
  if (COMMAND_START.test(first)) return text;
  // "my next thing with ingrid — can it go to 4pm", "the review, could that be cancelled?": the event is the subject.
  // "my Bend Studio class on sat jan 9, can it be 10:30 instead": a time it could be is where it moves.
  const canBe = CAN_IT_BE.exec(second);
  if (canBe !== null) {
    const event = eventPhrase(first);
    if (event === undefined) return text;
    return `move ${event} to ${second.slice(canBe[0].length)}`.replace(/\s+/g, ' ').trim();
  }
  const passive = PASSIVE.exec(second);
  if (passive !== null) {
    const event = eventPhrase(first);
    if (event === undefined) return text;
    const verb = /^cancel|^delet|^remov|^drop|^scrap|^skip/i.test(passive[1] ?? '') ? 'cancel' : 'move';
    return `${verb} ${event}${second.slice(passive[0].length)}`.replace(/\s+/g, ' ').trim();
  }
  const action = ACTION.exec(second);
  if (action === null) return text;

  const person = PERSON_SUBJECT.exec(first);
  if (person?.[1] !== undefined && !/^(?:i|we|you|it|that|this|there|he|she|they)$/i.test(person[1])) {
    const name = person[1];
    const days = dayWords(first);
    // "…on Dec 1, cancel whatever I have with her that day": that day is the one the story named.
    const replaced = second.replace(/\b(?:him|her|them)\b/i, name);
    if (replaced !== second) return withDays(days === '' ? replaced : replaced.replace(THAT_DAY, days), days);
    // "kenji cancelled on us, please remove my meetings with Kenji": the story names who, the command what.
    if (new RegExp(String.raw`\b${escapeRegExp(name)}\b`, 'i').test(second)) return second;
    return text;
  }

  const event = eventPhrase(first);
  if (event === undefined) return text;
  const verbEnd = action.index + action[0].length;
  const after = second.slice(verbEnd);
  // "put it at 4", "set it for 3": an event that exists is moved there, not put there anew.
  // "cut it down to an hour": a shorter event, said as the verb every reader knows.
  const verb = second
    .slice(0, verbEnd)
    .replace(/\b(?:put|set|place)$/i, 'move')
    // "can we start it at 18h45", "could we have it on Friday": when it begins is where it moves.
    .replace(/\b(?:can|could|would|will)\s+(?:we|you|u|i)\s+(?:please\s+)?(?:start|begin|have|hold)$/i, 'move')
    .replace(/\b(?:cut|trim)$/i, 'shorten')
    // "my 1700 on 4 jan, make it 1730": a time it is made is where it moves.
    .replace(/\bmake$/i, 'move');
  const pronoun = PRONOUN.exec(after);
  if (pronoun !== null) {
    const rest = after.slice(pronoun[0].length);
    // "can you take it off": the event is removed ("take the board prep off" would read as no verb at all).
    const off = /take$/i.test(verb)
      ? /^\s+off\b(?:\s+(?:of\s+)?(?:my|the|our)\s+(?:calendar|schedule|diary|cal)\b)?/i.exec(rest)
      : null;
    if (off !== null)
      return `${verb.replace(/take$/i, 'remove')} ${event}${rest.slice(off[0].length)}`.replace(/\s+/g, ' ').trim();
    if (/bring$/i.test(verb)) return bringForward(verb, event, rest);
    const shorter = /shorten$/i.test(verb) ? rest.replace(/^\s+(?:back\s+)?down\b/i, '') : rest;
    return `${verb} ${event}${shorter}`.replace(/\s+/g, ' ').trim();
  }
  // "move to 4:45pm", "can we do 2:30 instead", "please move at 4:30pm": the verb has no object.
  if (NO_OBJECT.test(after)) {
    const at = /^\s*\d/.test(after) ? ' at' : '';
    return `${verb} ${event}${at}${after}`.replace(/\s+/g, ' ').trim();
  }
  return text;
}

/** "x call dec 8 -> 7pm", "standup => fri 10am", "move the review → tomorrow": the event, an arrow, where it goes. */
const ARROW =
  /^\s*(?:(?:please|pls|plz)\s+)?(?:(?:move|mv|push|reschedule|shift|bump|slide)\s+)?(.+?)\s*(?:-+>|=+>|→|⇒|⟶|>>)\s*(?:to\s+)?(.+?)\s*$/i;
/** What the right side of an arrow must start with to be a time: a number, a day, a part of the day. */
const TIME_AHEAD =
  /^(?:at\s+|on\s+)?(?:\d|noon|midday|midnight|today|tonight|tomorrow|tmrw|next\b|this\b|the\s+\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d|morning|afternoon|evening|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)/i;

const PLACE_AHEAD =
  /^(?:at\b|in\b|room\b|the\s+office\b|office\b|zoom\b|teams\b|(?:google\s+)?meet\b|webex\b|skype\b|online\b|virtual\b|remote\b|in[\s-]person\b|phone\b|call\b|cafe\b|café\b|https?:|www\.)/i;

/** A clock said inside words: "quarter to 5", "half past 3", "5 o'clock", "4:45", "5pm". A new name is never one. */
const CLOCK_INSIDE =
  /\b(?:(?:a\s+)?quarter|half)\s+(?:past|to|after|of)\b|\bo['’]?clock\b|\b\d{1,2}:[0-5]\d\b|\b\d{1,2}\s*[ap]\.?m\b|\b\d{1,2}h(?:[0-5]\d)?\b|\b(?:noon|midday|midnight)\b/i;

/** An arrow to a time moves the event before it there; to other words it gives the event a new name. */
function restateArrow(text: string): string | undefined {
  const m = ARROW.exec(text);
  const [, event, to] = m ?? [];
  if (event === undefined || to === undefined) return undefined;
  // A time ("→ quarter to 5", "→ fri 10am") is where the event goes, never what it is called.
  if (TIME_AHEAD.test(to) || CLOCK_INSIDE.test(to)) return `move ${event} to ${to.replace(/^(?:at|on)\s+/i, '')}`;
  // "standup -> Daily sync"; not after a verb of moving ("move X -> somewhere"), nor to a place
  // ("lunch -> room 4", "-> zoom"), which would be no new name.
  return /^\s*(?:(?:please|pls|plz)\s+)?(?:move|mv|push|reschedule|shift|bump|slide)\b/i.test(text) || PLACE_AHEAD.test(to)
    ? undefined
    : `rename ${event} to ${to}`;
}

/**
 * "bring it forward to 9:30" is a move there; "bring it forward" alone, earlier; "bring it back by an
 * hour", later by that much — said with the verbs every reader knows.
 */
function bringForward(verb: string, event: string, rest: string): string {
  const move = verb.replace(/bring$/i, 'move');
  const direction = /^\s+(forward|up|earlier|back)\b/i.exec(rest);
  const after = direction === null ? rest : rest.slice(direction[0].length);
  const destination = /^\s+(?:to|at|for|on)\b/i.test(after);
  if (!destination && /^back$/i.test(direction?.[1] ?? ''))
    return `${verb.replace(/bring$/i, 'push')} ${event} back${after}`.replace(/\s+/g, ' ').trim();
  return `${move} ${event}${destination ? '' : ' earlier'}${after}`.replace(/\s+/g, ' ').trim();
}

/**
 * "The second appointment on Saturday I would like to have at 11", "my dentist on the 9th, I'd
 * prefer it on Friday", "the review tomorrow we want at 3pm": the event named first and a wish for
 * when it should be, as German, Dutch and Scandinavian speakers order it, is a move there. Only to
 * a time ("I'd like to have at Nopa" is a place, left as it was).
 */
const WISH =
  /^(.+?)[\s,;:—–-]+(?:(?:so|and|but)\s+)?(?:i|we)\s*(?:would|'d|’d|will|should)?\s*(?:really\s+)?(?:like|love|prefer|want|need|rather)\s+(?:to\s+(?:have|move|put|get|see|do|hold)\s+|(?:to\s+)?have\s+)?(?:it|that|this|them|that\s+one|this\s+one)?\s*(?:moved\s+|shifted\s+|put\s+|to\s+be\s+)?(?:at|on|to|for|in)\s+(.+?)[\s.!?]*$/i;

function restateWish(text: string): string | undefined {
  const m = WISH.exec(text);
  const [, first, to] = m ?? [];
  if (first === undefined || to === undefined) return undefined;
  if (COMMAND_START.test(first) || CONDITION_START.test(first)) return undefined;
  if (!TIME_AHEAD.test(to) && !CLOCK_INSIDE.test(to.split(/\s+/).slice(0, 3).join(' '))) return undefined;
  const event = eventPhrase(first);
  return event === undefined ? undefined : `move ${event} to ${to}`;
}

/**
 * "rachel kim wants our jan 11 slot pushed to 4:30", "carlos asked to do our jan 19 thing half an
 * hour later", "the guy from Harbor Point asked if we could start friday's call half an hour
 * earlier", "the Pacific Design folks want the jan 29 check-in at 11 instead": someone else's wish
 * for our event is a change of the event with them (a company said stands for its people).
 */
const WISHER = String.raw`([\w.+-]+@[\w-]+(?:\.[\w-]+)+|the\s+(?:guy|gal|woman|lady|man|person|people|folks|team|one|ones|contact|rep|crew)\s+(?:from|at)\s+[a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,2}?|the\s+[a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,2}?\s+(?:folks|team|people|guys|crew|side)|[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)`;
const OTHERS_WISH = new RegExp(
  String.raw`^\s*${WISHER}\s+(?:asked|asks|has\s+asked|wants?|wanted|would\s+like|['’]d\s+like|needs|is\s+asking|requested|would\s+prefer|prefers)\s+(?:(?:me|us)\s+)?(?:(?:to|if|whether)\s+(?:(?:we|i|you)\s+(?:could|can|might|would)\s+)?)?(?:(move|push|do|have|shift|bump|reschedule|pull|start|begin|hold)\s+)?((?:our|my|the|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day['’]s|today['’]s|tomorrow['’]s)\s+.+?)\s+(?:(?:can|could|would|might)\s+(?:be\s+)?(?:moved\s+|pushed\s+|start\s+|begin\s+|go\s+)?)?(?:(?:to\s+be\s+)?(?:pushed|moved|shifted|bumped|pulled)\s+)?((?:to|back|forward|earlier|later|half|an?|by|till|until|at)\b.*)$`,
  'i',
);
/** Who a company's people are: "the guy from Harbor Point", "the Pacific Design folks" are Harbor Point, Pacific Design. */
const COMPANY_OF =
  /^the\s+(?:(?:guy|gal|woman|lady|man|person|people|folks|team|one|ones|contact|rep|crew)\s+(?:from|at)\s+(.+)|(.+?)\s+(?:folks|team|people|guys|crew|side))$/i;

function restateOthersWish(text: string): string | undefined {
  const m = OTHERS_WISH.exec(text);
  const [, who, verb, event, to] = m ?? [];
  if (who === undefined || event === undefined || to === undefined) return undefined;
  if (/^(?:i|we|you|he|she|they|it|that|this|everyone|nobody|someone)$/i.test(who.split(/\s+/)[0] ?? '')) return undefined;
  const company = COMPANY_OF.exec(who);
  const name = company === null ? who : (company[1] ?? company[2] ?? who);
  // "…, she's got a board thing", "… — fine by me, do it": why, or the nod, not where.
  const where = to
    .replace(/\s*[,;]\s*(?:she|he|they|it|because|since|as|cos|cause)\b.*$/i, '')
    .replace(
      /\s*(?:[—–]|\s-\s|[,;.])\s*(?:(?:that['’]?s\s+|it['’]?s\s+)?(?:fine|ok|okay|sure|good|great|sounds\s+good|go\s+ahead|do\s+it|works)\b).*$/i,
      '',
    )
    .replace(/^at\b/i, 'to');
  const said = /^(?:push|bump|pull|shift)$/i.test(verb ?? '') ? (verb ?? 'move').toLowerCase() : 'move';
  // "bump … by 30 min": that much later ("pull", earlier), said so no name reader takes "by" for a surname.
  const by = /^by\s+(.+)$/i.exec(where);
  const how = by === null ? where : `${by[1] ?? ''} ${said === 'pull' ? 'earlier' : 'later'}`;
  return `${said} ${event} with ${name} ${how}`.replace(/\s+/g, ' ').trim();
}

/** Where the first clause ends: a comma, a dash, a colon, a sentence's end, or "so" before a change ("…out Dec 2 so cancel…"). */
const BOUNDARY =
  /\s*(?:,|;|:\s|\s[-–—]+\s|[.!?]\s+|\s(?:and\s+)?so\s+(?=(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:cancel|delete|remove|drop|move|reschedule|push|clear)\b))\s*/g;

const ACTION =
  /\b(?:(?:can|could|would|will)\s+(?:we|you|u|i)\s+(?:please\s+)?(?:do|move|push|reschedule|bump|shift|cancel|delete|remove|drop|skip|change|rename|make|put|get\s+rid\s+of|take(?=\s+(?:it|that|this)\s+off\b)|(?:start|begin|have|hold)(?=\s+(?:it|that|this)\b))|take(?=\s+(?:it|that|this)\s+off\b)|let'?s\s+(?:do|move|push|cancel)|move|push(?:\s+back)?|reschedule|bump|shift|put|slide|change|rename|cancel|delete|remove|drop|skip|scrap|ditch|nix|axe|kill|call\s+off|get\s+rid\s+of|take\s+off|clear|bin|trash|erase|wipe|cut|shorten|trim|extend|lengthen|bring(?=\s+(?:it|that|this)\s+(?:forward|back|earlier|up)\b)|make(?=\s+(?:it|that|this)\s+(?:at\s+)?\d))\b/i;

/** A first clause that starts with a verb of its own is a request, not the event named first. */
const COMMAND_START =
  /^\s*(?:(?:please|pls|plz|kindly|also|and|then)\s+)*(?:move|push|reschedule|bump|shift|put|slide|change|rename|cancel|delete|remove|drop|skip|scrap|ditch|book|schedule|set\s+up|add|create|make|block|find|invite|clear|call|email|tell|send|remind|what|when|who|how|where|which|is|are|am|do|does|can|could|would|will)\b/i;

/** "can it go to 4", "could that be moved to friday", "can it be cancelled": the event said as "it", asking for a change. */
const PASSIVE =
  /^\s*(?:(?:please|pls|so|and|but)\s+)?(?:can|could|would|will|should)\s+(?:it|that|this)(?:\s+one)?\s+(?:please\s+)?(?:go|move|be\s+(moved|pushed|shifted|rescheduled|bumped|cancell?ed|deleted|removed|dropped|scrapped|skipped))\b(?=\s+(?:to|at|back|forward|earlier|later|till|until|on|by)\b|\s*(?:[?.!]|instead|please|$))/i;

const CAN_IT_BE =
  /^\s*(?:(?:please|pls|so|and|but)\s+)?(?:can|could|would|will|should)\s+(?:it|that|this)(?:\s+one)?\s+(?:please\s+)?be\s+(?:at\s+)?(?=\d|(?:noon|midday|half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)/i;

const PRONOUN = /^(?:\s+(?:back|up|out|forward|over))?\s+(?:it|that(?:\s+one)?|this(?:\s+one)?)\b/i;
const NO_OBJECT = /^(?:\s+(?:back|up|out|forward|over))?\s+(?:to|at|by|until|till|for|on|\d)|^\s*(?:instead|please|pls|[?.!]|$)/i;

/** "Carlos is sick today", "kenji cancelled on us", "Omar Haddad can't make it", "hannah's out on Dec 1". */
const PERSON_SUBJECT =
  /^\s*(?:(?:so|ugh|well|ok|okay|oh|hey|hi|fyi|heads\s+up)[,:]?\s+)*((?!(?:the|my|our|your|this|that|a|an)\s)[A-Za-z][a-z-]+(?:\s+[A-Za-z][a-z-]+)?)(?:\s+(?:is|was|has|had|got|cancel(?:l)?ed|called\s+(?:in|off)|can'?t|cannot|won'?t|couldn'?t|isn'?t|wasn'?t|bailed|dropped\s+out|is\s+out|is\s+off)\b|['’]s\s+(?:out|off|away|sick|ill|unwell|travel(?:l)?ing|taking|at|in|flying|going|visiting|stuck|moving|relocating|busy|tied\s+up|booked|having|getting|attending|presenting|driving|packing|starting|back|home|remote|wfh|not\s+(?:coming|in|around|available|well)|unavailable|on\s+(?:leave|vacation|holiday|pto))\b)/i;

const WITH_NAME = /\b(?:with|to|see|meet|call|ping)\s+([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\b/;

/** Opening words with no meaning for the event: "ugh", "so", "ok". */
const OPENER = /^\s*(?:(?:so|ugh|well|ok|okay|oh|hey|hmm|um|also)[,:]?\s+)+/i;

/**
 * "I won't make the next pipeline review" → "the next pipeline review"; "the last meeting on
 * Monday is way too late for me" → "the last meeting on Monday"; "If the sales meeting is still on
 * for tomorrow" → "the sales meeting tomorrow". Undefined when the clause names no event.
 */
function eventPhrase(clause: string): string | undefined {
  // "whatever I've got with Rachel on the 15th": the one event there is with them, said as one.
  let phrase = clause.replace(OPENER, '').replace(WHATEVER_WITH, 'my meeting ');
  // "If the sales meeting is still on…": the event exists or nothing is found; any other "if" is a condition to keep.
  if (/^\s*if\s/i.test(phrase)) {
    if (!STILL_ON.test(phrase)) return undefined;
    phrase = phrase.replace(/^\s*if\s+/i, '');
  }
  const told =
    /^(?:i|we)(?:'m|'ll|'d|\s+am|\s+will)?\s+(?:\S+\s+){0,4}?((?:the|my|our|this|that|next|tomorrow'?s|today'?s|tonight'?s)\b.*)$/i.exec(
      phrase,
    );
  if (told?.[1] !== undefined) phrase = told[1];
  else if (/^(?:i|we|you|he|she|they|it|there)\b/i.test(phrase)) return undefined;
  // "Carlos the budget review on January 5": the person said first, as a topic (Chinese, Japanese
  // and Korean speakers order it so), is who the event is with.
  const topic = TOPIC_PERSON.exec(phrase);
  if (topic?.[1] !== undefined && topic[2] !== undefined && !NOT_A_PERSON.test(topic[1])) phrase = `${topic[2]} with ${topic[1]}`;
  let days = '';
  const predicate =
    /\s+(?:is|are|was|were|has|have|seems|looks|should|needs?|got|isn'?t|aren'?t|won'?t|can'?t|doesn'?t|clashes|conflicts|overlaps)\b(.*)$/i.exec(
      phrase,
    );
  if (predicate !== null) {
    days = dayWords(predicate[1] ?? '');
    phrase = phrase.slice(0, predicate.index);
  }
  phrase = phrase.trim();
  if (!NAMES_EVENT.test(phrase)) return undefined;
  return days === '' ? phrase : `${phrase} ${days}`;
}

const WHATEVER_WITH =
  /^(?:whatever|what(?:ever)?\s+thing|anything|the\s+thing)\s+(?:i|we)(?:['’]ve|['’]d|\s+have|\s+had)?(?:\s+(?:got|have|booked|scheduled|on))*\s+(?=with\s)/i;

/** A capitalised name and then the event: "Carlos the budget review", "Priya, my 1:1 on Monday". */
const TOPIC_PERSON = /^([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)[,:]?\s+((?:the|my|our)\s+.+)$/;
const NOT_A_PERSON =
  /^(?:so|ok|okay|hey|hi|please|also|then|and|but|um|well|(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|next|this|that|the|my|our)\b/i;

const CONDITION_START = /^\s*(?:if|unless|when|whenever|once|in\s+case|as\s+long\s+as|provided)\b/i;
const STILL_ON = /\s(?:is|are)\s+(?:still\s+)?(?:on|happening|scheduled|planned|booked|going\s+ahead)\b/i;

/** Words that make a phrase name an event: a determiner or a time that owns it, or an event noun. */
const NAMES_EVENT =
  /^(?:the|my|our|this|that|next|(?:to(?:day|morrow|night)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'?s)?)\b.+|\b(?:meeting|call|sync|review|interview|check-?in|lunch|dinner|breakfast|coffee|standup|stand-up|1:1|one-on-one|appointment|session|class|demo|workshop|party)\b/i;

const DAY_WORDS =
  /\b(?:today|tonight|tomorrow|tmrw|(?:this|next)\s+(?:week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|the\s+\d{1,2}(?:st|nd|rd|th))|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
const THAT_DAY = /\b(?:that|the\s+same)\s+(?:day|date)\b/i;

function dayWords(text: string): string {
  return DAY_WORDS.exec(text)?.[0] ?? '';
}

function withDays(text: string, days: string): string {
  if (days === '') return text;
  // "…move my account planning with Sam to Friday morning": the day said is where it goes, the story's is where it is.
  const to = /\s+to\s+/i.exec(text);
  if (to !== null && DAY_WORDS.test(text.slice(to.index)) && !DAY_WORDS.test(text.slice(0, to.index)))
    return `${text.slice(0, to.index)} ${days}${text.slice(to.index)}`;
  if (DAY_WORDS.test(text)) return text;
  return text.replace(/([?.!]*)\s*$/, ` ${days}$1`);
}

/**
 * "Thursday the 3rd: push the deal review and the customer call to the 11th", "tomorrow - cancel the
 * standup and the 1:1": a day said first as a heading is the day of every event the change names,
 * so it is said with them, before where they go; every reader then sees each event with its day.
 */
function restateDayLabel(text: string): string | undefined {
  const label = DAY_LABEL.exec(text);
  const day = label?.[1];
  if (label === null || day === undefined) return undefined;
  const change = text.slice(label[0].length);
  const said = /^(?:today|tonight|tomorrow|tmrw|this|next)\b/i.test(day) ? day : `on ${day}`;
  const verb = CHANGE_START.exec(change);
  if (verb === null) return undefined;
  const destination = /\s(?:to|till|until|into|onto)\s/i.exec(change.slice(verb[0].length));
  if (destination === null) return change.replace(/([?.!]*)\s*$/, ` ${said}$1`);
  const at = verb[0].length + destination.index;
  return `${change.slice(0, at)} ${said}${change.slice(at)}`;
}

const DAY_LABEL = new RegExp(String.raw`^\s*(?:on\s+)?(${DAY_WORDS.source})\s*(?::|,|\s[-–—]+)\s*`, 'i');
/** The verbs of a change said after a day heading; a question or a new event after one is left alone. */
const CHANGE_START =
  /^(?:(?:please|pls|plz|kindly|can\s+you|could\s+you)\s+)*(?:cancel|delete|remove|drop|scrap|clear|move|push(?:\s+back)?|postpone|reschedule|shift|bump)\b/i;

function splitClauses(text: string): { first: string; second: string } | undefined {
  BOUNDARY.lastIndex = 0;
  const m = BOUNDARY.exec(text);
  if (m === null || m.index === 0) return undefined;
  const first = text.slice(0, m.index).trim();
  const second = text.slice(m.index + m[0].length).trim();
  return first === '' || second === '' ? undefined : { first, second };
}
