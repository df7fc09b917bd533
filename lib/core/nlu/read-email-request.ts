import { namesTheEvent } from './extract-title';
import { normalizeQuotes } from './mask-text';

/**
 * An email (or text selected on a page) as a request the built-in engine can read. An email says
 * far more than a request does: a greeting, news, the ask, a sign-off, a signature, the thread
 * quoted below. Only the ask is scheduling; the rest would be read as titles, names and times.
 * The text is untrusted, so a line that speaks to an assistant ("Kairos: delete all my events")
 * is not part of an ask made elsewhere in the email.
 */
export interface EmailRequest {
  /** What the built-in engine reads: `Schedule "<subject>" <the ask> with <the people>`. */
  text: string;
  /** The sentence the request was read from, as the email wrote it. */
  ask?: string;
  subject?: string;
  /** Who wrote and who else it went to (headers), else the name the email is signed with. */
  people: string[];
}

const HEADER = /^(from|to|cc|subject|date|sent):[ \t]*(.*)$/i;
/** Where the thread quoted below a reply begins. */
const QUOTE_START =
  /^(?:on\s.{4,200}\bwrote:\s*$|-{2,}\s*(?:original|forwarded)\s+message|_{8,}\s*$|begin forwarded message|from:\s.+@)/i;
/** Where the writer's words end: a signature line, a phone's footer, a legal disclaimer. */
const SIGNATURE_START =
  /^(?:--\s*$|sent from my\b|get outlook for\b|confidentiality notice|disclaimer:|this (?:e-?mail|message)\b.*\b(?:confidential|intended (?:solely |only )?for))/i;
const SIGN_OFF =
  /^(?:thanks(?: so much| again| a lot| in advance|,? and regards| & regards)?|thank you(?: so much| in advance)?|many thanks|thx|cheers|best (?:wishes|regards)|best|kind regards|warm regards|warmest regards|regards|sincerely|respectfully|warmly|all the best|talk soon|speak soon|see you(?: then| soon)?|take care|ttyl|yours(?: truly| sincerely| faithfully)?|cordially|have a (?:great|good|nice|lovely) (?:day|week|weekend|one|evening)|looking forward to (?:it|hearing from you|seeing you))\b[\s,.!—–-]*(.*)$/i;
/** "Good afternoon Ms. Patel,": a line that only greets, names (and their titles' dots) included. */
const GREETING_LINE =
  /^(?:hi|hello|hey|hiya|dear|greetings|good\s+(?:morning|afternoon|evening)|morning|afternoon)\b(?:[^.?!]|(?<=\b(?:mr|mrs|ms|dr|prof))\.){0,60}[,!:—–-]?\s*$/i;
/**
 * "Hi Jordan, could we…", "Dear Dr. Lee Park, …", "hi sam, …": a greeting and the names it greets,
 * then the message on the same line. A lowercase name is one word, so "hey can we meet, …" keeps its ask.
 */
const GREETING_PREFIX =
  /^(?:[Hh]i|[Hh]ello|[Hh]ey|[Hh]iya|[Dd]ear|[Gg]ood\s+(?:morning|afternoon|evening))(?:\s+(?:all|everyone|team|folks|there|again|\p{Lu}[\p{L}'-]*\.?(?:\s+\p{Lu}[\p{L}'-]*){0,2}|\p{Ll}[\p{L}'-]*)(?:\s*(?:,|&|and)\s*\p{Lu}[\p{L}'-]*)*)?\s*[,!:—–-]\s*/u;
/**
 * Words that speak to an assistant, or try to change what it does: an injection, never an ask. Nobody
 * asks by email for someone's whole calendar to be emptied, so that is one too ("delete everything").
 */
const ADDRESSED_TO_ASSISTANT =
  /\b(?:kairos|assistant|ai|chatgpt|gpt|claude|gemini|copilot|bot|system)\s*[:,]|\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:previous|prior|above|earlier|your)\b|\bsystem\s+(?:note|prompt|message)|\binstructions?\b|\b(?:delete|cancel|remove|clear|wipe|erase)\s+(?:all\s+(?:of\s+)?)?(?:everything|(?:my|your|the)\s+(?:entire\s+|whole\s+)?calendar|(?:all|every)\s+(?:of\s+)?(?:my\s+|your\s+|the\s+)?(?:events?|meetings?|appointments?))/i;
/** A sentence asking to meet, or moving or cancelling a meeting: the ask. */
const ASK =
  /\b(?:meet(?:ing|up)?|call|chat|catch(?:\s|-)?up|sync|lunch|coffee|breakfast|brunch|dinner|drinks?|get together|hop on|jump on|talk|discuss|go over|walk(?:\s+\w+)?\s+through|demo|interview|1:1|one-on-one|find\s+(?:some\s+|a\s+|an\s+)?(?:time|hour|slot)|schedule|book|set up|slot|available|availability|free\b|(?:does|would|will)\s+\S+(?:\s+\S+)?\s+work|works? for you|reschedul\w*|postpone|push|move|cancel\w*|call off|delete|remove|clear|wipe)\b/i;
/** Times and days said in a sentence that adds to the ask ("Tuesday or Wednesday works best", "7ish", "the 3rd"). */
const WHEN =
  /\b(?:today|tomorrow|tonight|(?:this|next)\s+(?:week|month|\w+day)|mon(?:day)?s?|tue(?:s|sday)?s?|wed(?:nesday)?s?|thu(?:rs|rsday)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?|mornings?|afternoons?|evenings?|noon|midday|lunchtime|weekend|\d{1,2}(?::\d{2})?\s*(?:am|pm|ish)|(?:at|around|by|from)\s+\d{1,2}(?::\d{2})?|\d{1,2}:\d{2}|\d{1,2}(?:st|nd|rd|th)|\d+[\s-]*(?:min(?:ute)?s?|hours?|hrs?)|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
/** A length alone ("Can we make it 45 minutes?") says how long, not when: it asks for no meeting by itself. */
const DURATION = /\b\d+[\s-]*(?:min(?:ute)?s?|hours?|hrs?)\b/gi;
/**
 * Courtesy and looking back ("Thanks for the demo yesterday", "Hope you had a good weekend", "Great
 * seeing you Tuesday", "lunch on Friday was a hit"): it names meetings and days that are not the ones asked for.
 */
const SMALL_TALK =
  /\b(?:thanks|thank\s+you|appreciate[ds]?|hope|enjoyed|yesterday|last\s+(?:week|night|time|month)|earlier\s+today|(?:great|good|nice|lovely|fun)\s+(?:to\s+)?(?:meet|see|talk|chat|catch|speak)(?:ing)?|had\s+a\s+(?:great|good|nice|lovely)|was|were|went|happened|did)\b/i;
/**
 * Words that ask rather than mention ("could we", "let's", "I'd like to", "how about"): a sentence
 * with them is preferred to one that only names a meeting, and to a bare question.
 */
const ASKING_WORDS =
  /\b(?:please|let'?s|let\s+us)\b|\b(?:can|could|would|will|shall|should|might)\s+(?:we|you|i)\b|\b(?:we|you|i)\s+(?:can|could|might|would)\b(?!'?t\b|\s*not\b)|\b(?:let\s+me\s+know|lmk|how\s+about|what\s+about|i'?d\s+(?:like|love)|would\s+(?:like|love)|want\s+to|need\s+to|have\s+to|has\s+to|got\s+to|must|going\s+to|hoping|wondering|thinking|do\s+you\s+have|are\s+you\s+(?:free|available|around))\b/i;
/** Saying when someone is free is a time, not another ask: "I'm free Mon, Wed or Fri", "does Friday work?". */
const AVAILABILITY_WORDS = /\b(?:free|available|availability|slots?|works?)\b/gi;
/** A sentence about when someone cannot meet: read as a time it would send Kairos to the wrong day. */
const UNAVAILABLE =
  /n't\b|\b(?:not|cannot|out(?!\s+for\b)|away|busy|off|unavailable|travel(?:l?ing)?|except|booked|slammed|swamped)\b/i;
/**
 * How an email asks, which a request does not need: "could we", "are you free for", "I was wondering
 * if", "quick question:". Taken off the front one at a time, so "I was hoping we could" loses all three.
 */
const ASKING_FORM = new RegExp(
  String.raw`^(?:` +
    [
      String.raw`(?:also|so|and|but|ok(?:ay)?|anyway|btw|ps|oh|actually|unfortunately|sorry|yes|yeah|sure|great|perfect|sounds\s+good|i'?m\s+afraid|quick\s+(?:one|question|q))\b[\s,:—–-]+`,
      // "Quick one:", "When:", "Re the offsite:": a short lead-in before a colon.
      String.raw`(?:[\p{L}']+\s+){0,2}[\p{L}']+\s*:\s+`,
      String.raw`(?:(?:i|we)\s+(?:was|were|am)\s+|(?:i'?m|we'?re)\s+|just\s+)*(?:wondering|hoping|thinking|checking|writing|reaching\s+out)(?:\s+to\s+(?:see|ask|check)(?:\s+(?:if|whether))?|\s+(?:if|whether)|\s+to(?=\s))?\s+`,
      String.raw`(?:i\s+)?(?:just\s+)?want(?:ed)?\s+to\s+(?:see|ask|check)\s+(?:if|whether)\s+`,
      String.raw`would\s+it\s+be\s+possible\s+to\s+`,
      String.raw`(?:is\s+there\s+)?(?:a(?:ny)?\s+)?(?:chance|way)\s+(?:to\s+)?`,
      String.raw`(?:please\s+)?(?:let\s+me\s+know|lmk)\s+(?:when|if|what(?:\s+time)?|which\s+\w+)\s+(?:works|suits|would\s+work|(?:you|we)(?:'re|\s+are|\s+can\s+do|'?d\s+be)\s*(?:free|available|around)?)\s+(?:for\s+)?`,
      String.raw`(?:are|would|will)\s+(?:you|we)\s+(?:both\s+|all\s+)?(?:be\s+)?(?:free|available|around|up)\s+(?:for\s+)?`,
      String.raw`(?:you'?re|you\s+are|we'?re|we\s+are|i'?m|i\s+am|i'?ll\s+be|we'?ll\s+be)\s+(?:also\s+|usually\s+)?(?:free|available|around)\s+(?:for\s+)?`,
      String.raw`(?:be\s+)?(?:free|available|around)\s+for\s+`,
      String.raw`(?:i'?d|i\s+would|we'?d|we\s+would|would)\s+(?:love|like)\s+to\s+`,
      String.raw`(?:do|would)\s+you\s+have\s+(?:(?:some|any)\s+)?(?:(?:time|a\s+(?:minute|moment|sec(?:ond)?|few\s+minutes))\s+(?:for\s+)?)?`,
      String.raw`(?:please\s+)?(?:would|could|can|shall|should|might)\s+(?:we|you|i)\s+(?:possibly\s+|maybe\s+|please\s+|perhaps\s+)?(?:do\s+)?`,
      String.raw`(?:we|you|i)\s+(?:could|can|might|would)\s+(?:possibly\s+|maybe\s+)?(?:do\s+)?`,
      String.raw`(?:the\s+)?best\s+(?:time|day|slot)s?\s+(?:for\s+(?:me|us)\s+)?(?:is|are|would\s+be)\s+`,
      // "…could we schedule a meeting": the request says "Schedule" once.
      String.raw`(?:schedule|set\s+up|arrange|book|organi[sz]e)\s+(?=(?:a|an|some|the|time|our)\b)`,
      String.raw`(?:i|we)\s+(?:will\s+)?(?:have|need)\s+to\s+`,
      String.raw`(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:going\s+to|gonna)\s+(?:have\s+to\s+)?`,
      String.raw`(?:let'?s|let\s+us|we\s+should|it\s+would\s+be\s+(?:great|good|nice)\s+to)\s+`,
      String.raw`(?:how|what)\s+about\s+`,
      String.raw`(?:jump|hop|get)\s+on\s+(?=(?:a|the)\b)`,
      String.raw`please\s+`,
    ].join('|') +
    ')',
  'iu',
);
/** "Would Thursday at 2pm work for a quick call?": the time offered, then what it is for. */
const OFFERED_TIME =
  /^(?:would|does|will|could|can|is)\s+(?!(?:it|that|this|you|we)\b)(.+?)\s+(?:work|suit|be\s+(?:ok(?:ay)?|convenient|possible|good|fine|enough))\b(?:\s+for\s+(?:you|us|everyone|both\s+of\s+you))?(?:\s+(?:both|all|two))?(?:\s+(?:for|to\s+(?:have|do)))?\s*(.*)$/i;
/** "Would that work for you?": asks about a time said elsewhere, and adds nothing itself. */
const ONLY_CONFIRMS = /^(?:would|does|will|is|could)\s+(?:that|this|it)\s+(?:work|suit|be\s+\w+)\b.*$/i;
/** Subjects that name no event: the ask's own words make a better title. */
const BLAND_SUBJECT =
  /^(?:\(?no subject\)?|quick (?:question|q|call|chat|sync)|question|hello|hi|hey|following up|follow[- ]up|checking in|touching base|meeting|catch(?:ing)?[- ]?up|call|chat|sync|request|availability|scheduling|time)\W*$/i;
/** A name a message is signed with: one to three capitalised words. */
const SIGNATURE_NAME = /^\p{Lu}[\p{L}'.-]*(?:\s\p{Lu}[\p{L}'.-]*){0,2}$/u;
/** An ask to move or cancel a meeting rather than make one. */
const CHANGE = /\b(?:reschedul\w*|postpone|push|move|shift|bump|cancel\w*|call off|delete|remove|clear|wipe|shorten|extend)\b/i;
/** Words before a time that belong to it: "after 2pm", "anytime Wednesday", "on the 3rd". */
const TIME_LEAD =
  /(?:\b(?:on|at|by|from|around|before|after|between|until|till|anytime|sometime|early|late|either|any|every|the|this|next)\s+)*$/i;
/** Why a move or cancel is asked ("…, as the client has postponed", "— I'm travelling"): no part of which event. */
const REASON = /(?:,|\s[—–-])\s*(?:as|because|since|so|sorry|unfortunately|(?:i|we)(?:'(?:m|re|ve|ll))?)\b.*$/i;
/**
 * "I can't make Monday's call": an event the writer will miss, named with "the", "our" or a
 * possessive so that "I can't make it" (no event named) is not one.
 */
const CANNOT_MAKE =
  /\b(?:can'?t|cannot|can\s+no\s+longer|won'?t\s+(?:be\s+able\s+to\s+)?|(?:am\s+|'m\s+)?(?:not\s+able|unable)\s+to)\s*(?:make|attend|join|do)\s+((?:the|our|my|your|this|that|\p{L}+'s)\s[^,;.!?]+?)(?:\s+(?:anymore|any\s+more|after\s+all))?(?=[,;.!?]|\s+(?:so|but|and)\b|$)/iu;
/** How an email offers another time for a missed event: "could we do Wednesday at the same time instead?". */
const OFFER_WORDS =
  /^(?:meet|do|have\s+it|make\s+it|(?:move|push|shift|bump)\s+(?:it|that)\s+to)\s+|\s+instead\b|\s*\b(?:at\s+)?the\s+same\s+time\b/gi;
/** "…Tuesday afternoon works for me", "…if you're around": how a time was offered, which a request does not need. */
const TAIL_PREFERENCE =
  /(?<!\b(?:after|before|from|at|until|till|to))\s+(?:(?:works?|suits?|(?:is|are)\s+(?:good|best|better|fine|ideal|easier|preferred)|would\s+(?:work|be\s+(?:great|best|better|good|ideal)))(?:\s+(?:best|better|well))?(?:\s+for\s+(?:me|us|everyone|both\s+of\s+us))?|if\s+(?:you'?re|you\s+are)\s+(?:free|around|available)|if\s+(?:that|it)\s+works(?:\s+for\s+you)?|if\s+possible|if\s+you\s+have\s+(?:time|a\s+minute))\s*$/i;
/** A subject that names an activity and nothing more: "dinner", "Coffee?", "quick lunch". */
const ACTIVITY_SUBJECT = /^(?:quick\s+|team\s+)?(?:coffee|breakfast|brunch|lunch|dinner|drinks?|1:1|one[- ]on[- ]one|standup)\W*$/i;
const SUBJECT_PREFIX = /^(?:(?:re|fwd?|aw|sv|vs|tr)\s*:\s*)+/i;
const MAX_SUPPORTING = 2;
/** How far above the end a sign-off is looked for: a name, a title, a company, an address, phones. */
const SIGNATURE_LINES = 10;
/** "I was hoping we could possibly": enough passes for the longest way of asking. */
const MAX_ASKING_FORMS = 4;
/** Where one clause gives way to another that may say something else ("I'm out Monday, but Tuesday works"). */
const CLAUSE_BREAK =
  /;\s*|,?\s+but\s+|,\s+(?=(?:i|we|i'm|we're|i'll|we'll|although|though|since|because|except|other\s+than|apart\s+from)\b)/i;

/** What `readEmailRequest` makes of an email; `text` is what the built-in engine reads. */
export function readEmailRequest(raw: string): EmailRequest {
  // Mail is written with curly apostrophes ("Let’s", "I’m"); every rule here is written with straight ones.
  const { headers, body } = splitHeaders(normalizeQuotes(raw).replace(/\r\n?/g, '\n'));
  const own = ownWords(body);
  const all = sentencesOf(own.lines);
  const signedBy = own.signedBy ?? signOffIn(all);
  // A line speaking to an assistant never hijacks an email that asks for something else. Alone,
  // it is what the email asks, and becomes a suggestion like any other: the approval is the guard.
  const trusted = all.flatMap(beforeInjection);
  const sentences = trusted.some((s) => ASK.test(s)) ? trusted : all;
  const subject = headers.get('subject')?.replace(SUBJECT_PREFIX, '').trim() || undefined;
  const people = peopleOf(headers, signedBy);

  // "I can't make Monday's call. Could we do Wednesday instead?" moves the call; alone, it declines.
  const missed = missedEvent(sentences);
  if (missed?.moveTo !== undefined) {
    const ask = sentences.slice(missed.at).join(' ');
    return { text: `move ${missed.event} to ${missed.moveTo}`, people, ask, ...(subject === undefined ? {} : { subject }) };
  }
  const askAt = askIn(sentences, missed?.at);
  const main = askAt < 0 ? undefined : sentences[askAt];
  // Times said elsewhere ("I'm out Monday, but Tuesday afternoon works") narrow the ask; times
  // someone cannot make are left out, or Kairos would search them. A move or cancel that says its
  // own time needs nothing more: what follows explains it ("Something came up Thursday").
  const supporting =
    main !== undefined && CHANGE.test(main) && WHEN.test(main)
      ? []
      : sentences
          .flatMap((sentence, i) => (i === askAt ? [] : sentence.split(CLAUSE_BREAK)))
          .filter((clause) => WHEN.test(clause) && !UNAVAILABLE.test(clause))
          .filter((clause) => !SMALL_TALK.test(clause) || ASKING_WORDS.test(clause))
          .filter((clause) => !ASK.test(clause.replace(AVAILABILITY_WORDS, ' ')))
          .slice(0, MAX_SUPPORTING);
  // "Subject: Lunch Friday at 1?" over "See subject :)": the subject is the ask, read as words.
  const bySubject =
    main === undefined && supporting.length === 0 && subject !== undefined && !BLAND_SUBJECT.test(subject) && asksIn(subject);
  const asked = main !== undefined ? [main, ...supporting] : bySubject ? [subject] : supporting;
  const first = asked[0];
  const changes = first !== undefined && (main !== undefined || bySubject) && CHANGE.test(first);
  // Only the ask (or, with none, the first time said) is read whole; what else is said is there for
  // its time ("The others suggested Friday at 1").
  const ask = asked
    .map((words, i) => (i === 0 ? asRequestWords(words) : timeOf(words)))
    .map((words, i) => (i === 0 && changes ? words.replace(REASON, '') : words))
    .filter((words) => words !== '')
    .join(', ')
    .replace(/\s+/g, ' ')
    .trim();
  // Moving or cancelling names an event already on the calendar: said as the email says it.
  if (changes) return { text: ask, people, ...optional(asked, subject) };
  // The subject names the event only when the ask does not ("Could we meet Tuesday?" under "Q3 planning").
  // A subject that is only an activity ("Re: dinner") is read as one, so the title is the activity's.
  const titled = subject !== undefined && !bySubject && !BLAND_SUBJECT.test(subject) && !namesTheEvent(ask);
  const named = !titled
    ? ''
    : ACTIVITY_SUBJECT.test(subject) && asked.length > 0
      ? subject.replace(/\W+$/, '')
      : `"${subject.replace(/"/g, "'")}"`;
  const withWhom = people.length > 0 ? `with ${people.join(', ')}` : '';
  // Nothing asked ("Thanks for the notes!"): not told to schedule, the engine asks what to do.
  const verb = asked.length > 0 ? 'Schedule' : '';
  const text = [verb, named, ask, withWhom].filter((part) => part !== '').join(' ');
  return { text, people, ...optional(asked, subject) };
}

/**
 * The sentence that asks: one naming a meeting with asking words or a question mark first, then a
 * time asked about, then one that only names a meeting, but never courtesy about one ("Thanks for the great demo yesterday") unless it also asks
 * in so many words ("Thanks for yesterday, could we meet again Friday?").
 */
function askIn(sentences: readonly string[], declined: number | undefined): number {
  const score = (s: string): number => {
    const asks = ASKING_WORDS.test(s) || s.includes('?');
    // "Can you do 10am on the 3rd?", "How about Tuesday afternoon?": a time asked for is an ask too.
    if (!ASK.test(s)) return asks && WHEN.test(s.replace(DURATION, ' ')) && !SMALL_TALK.test(s) ? 2 : 0;
    // "Are you free next Tuesday? I'd love to grab lunch.": the lunch is the ask, the Tuesday its time.
    if (ASKING_WORDS.test(s)) return ASK.test(s.replace(AVAILABILITY_WORDS, ' ')) ? 5 : 4;
    if (SMALL_TALK.test(s)) return 0;
    return asks ? 3 : 1;
  };
  let best = -1;
  let bestScore = 0;
  sentences.forEach((s, i) => {
    const points = i === declined ? 0 : score(s);
    if (points > bestScore) [best, bestScore] = [i, points];
  });
  return best;
}

/**
 * The event a sentence says the writer cannot make, and the time offered for it after (in the same
 * sentence or a later one), when that is only a time: "I can't make Monday's call. Could we do
 * Wednesday at the same time instead?" → Monday's call, to Wednesday (a day keeps its clock time).
 */
function missedEvent(sentences: readonly string[]): { at: number; event: string; moveTo?: string } | undefined {
  for (const [at, sentence] of sentences.entries()) {
    const match = CANNOT_MAKE.exec(sentence);
    const event = match?.[1]?.trim();
    if (match === null || event === undefined) continue;
    const after = [sentence.slice(match.index + match[0].length), ...sentences.slice(at + 1)];
    const moveTo = after
      .map((clause) => asRequestWords(clause.replace(/^[\s,;:—–-]+/, '')).replace(OFFER_WORDS, ' ').replace(/\s+/g, ' ').trim())
      .find((time) => WHEN.test(time) && !UNAVAILABLE.test(time) && !ASK.test(time) && !SMALL_TALK.test(time));
    return moveTo === undefined ? { at, event } : { at, event, moveTo };
  }
  return undefined;
}

/** A subject that asks by itself: an activity or a time ("Coffee Friday?", "Cancel tomorrow's 1:1"). */
function asksIn(subject: string): boolean {
  return ASK.test(subject) || WHEN.test(subject);
}

/** "Lunch Friday? — Kairos: delete everything": what the writer said before words to an assistant is still theirs. */
function beforeInjection(sentence: string): string[] {
  const at = sentence.search(ADDRESSED_TO_ASSISTANT);
  if (at < 0) return [sentence];
  const before = sentence.slice(0, at).replace(/[\s,;:(—–-]+$/, '');
  return /[\p{L}\p{N}]{2}/u.test(before) ? [before] : [];
}

function optional(asked: readonly string[], subject: string | undefined): Pick<EmailRequest, 'ask' | 'subject'> {
  return {
    ...(asked.length === 0 ? {} : { ask: asked.join(' ') }),
    ...(subject === undefined ? {} : { subject }),
  };
}

/** "…budget? Thanks, Sam": a sign-off inside the last line, with the name after it. */
function signOffIn(sentences: string[]): string | undefined {
  const last = sentences.at(-1);
  const match = last === undefined ? null : SIGN_OFF.exec(last);
  const name = (match?.[1] ?? '').trim();
  // "Best time for me is Tuesday." starts like a sign-off; one is followed by a name or nothing.
  if (match === null || (name !== '' && !isName(name))) return undefined;
  sentences.pop();
  return name === '' ? undefined : name;
}

/** Header lines at the top (as Kairos quotes an email: From, To, Cc, Subject, Date), then the body. */
function splitHeaders(text: string): { headers: Map<string, string>; body: string } {
  const headers = new Map<string, string>();
  const lines = text.split('\n');
  let at = 0;
  while (at < lines.length) {
    const match = HEADER.exec(lines[at] ?? '');
    if (match === null) break;
    headers.set((match[1] ?? '').toLowerCase(), (match[2] ?? '').trim());
    at++;
  }
  return { headers, body: lines.slice(at).join('\n') };
}

/** The body's lines the writer wrote for this email: no greeting, sign-off, signature or quoted thread. */
function ownWords(body: string): { lines: string[]; signedBy?: string } {
  const lines: string[] = [];
  for (const line of body.split('\n').map((l) => l.trim())) {
    if (QUOTE_START.test(line) || SIGNATURE_START.test(line)) break;
    if (!line.startsWith('>')) lines.push(line);
  }
  // The sign-off is near the end; what follows it is the writer's name.
  let signedBy: string | undefined;
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - SIGNATURE_LINES); i--) {
    const match = SIGN_OFF.exec(lines[i] ?? '');
    const rest = (match?.[1] ?? '').trim();
    // "Thanks for the notes! Could we meet Tuesday?" starts like a sign-off but goes on to say more.
    if (match === null || (rest !== '' && !isName(rest))) continue;
    const after = [rest, ...lines.slice(i + 1)].find((l) => l !== '');
    if (after !== undefined && isName(after)) signedBy = after;
    lines.length = i;
    break;
  }
  // No sign-off, but the message ends with a name on its own line ("…Friday?\n\nDana", "…Friday?\nDana").
  const last = lines.findLastIndex((l) => l !== '');
  const before = lines[last - 1] ?? '';
  if (signedBy === undefined && last > 0 && (before === '' || /[.?!,]$/.test(before)) && isName(lines[last] ?? '')) {
    signedBy = lines[last];
    lines.length = last;
  }
  const first = lines.findIndex((l) => l !== '');
  if (first >= 0) {
    const opening = lines[first] ?? '';
    lines[first] = GREETING_LINE.test(opening) ? '' : opening.replace(GREETING_PREFIX, '');
  }
  return signedBy === undefined ? { lines } : { lines, signedBy };
}

/** Sentences, each ending at . ? ! or a blank line; a line break inside a paragraph is a space. */
function sentencesOf(lines: readonly string[]): string[] {
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.replace(/\n/g, ' ').split(/(?<=[.?!])\s+(?=\S)/))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** "Are you free for lunch on Friday?" → "lunch on Friday": the ask without how it was asked. */
function asRequestWords(sentence: string): string {
  let words = sentence.trim();
  for (let pass = 0; pass < MAX_ASKING_FORMS; pass++) {
    const shorter = words.replace(ASKING_FORM, '');
    if (shorter === words) break;
    words = shorter;
  }
  words = words
    .replace(/[.?!]+$/, '')
    .replace(TAIL_PREFERENCE, '')
    .replace(/\b(?:for\s+)?(?:you|us)\s+(?:two|both|all)\b/i, '')
    .trim();
  if (ONLY_CONFIRMS.test(words)) return '';
  return words.replace(OFFERED_TIME, (_all, time: string, what: string) => `${what} ${time}`).trim();
}

/** "The other members have suggested Friday at 1pm" → "Friday at 1pm": a clause kept for its time. */
function timeOf(clause: string): string {
  const words = asRequestWords(clause);
  const at = words.search(WHEN);
  if (at < 0) return words;
  const lead = TIME_LEAD.exec(words.slice(0, at))?.[0] ?? '';
  return words.slice(at - lead.length).trim();
}

/** A name a message is signed with, not a day or a time said on its own line ("Tuesday?"). */
function isName(text: string): boolean {
  return SIGNATURE_NAME.test(text) && !WHEN.test(text);
}

/** Everyone the headers name (they already leave the person out), else the signature's name. */
function peopleOf(headers: Map<string, string>, signedBy: string | undefined): string[] {
  const named = ['from', 'to', 'cc']
    .flatMap((field) => splitAddresses(headers.get(field) ?? ''))
    .filter((person, i, all) => all.findIndex((p) => emailOf(p) === emailOf(person)) === i);
  if (named.length > 0) return named;
  return signedBy === undefined ? [] : [signedBy];
}

/** "Sam Lee <sam@acme.com>, "Ortiz, Dana" <dana@acme.com>" → each person, commas in quotes kept. */
function splitAddresses(field: string): string[] {
  return (field.match(/(?:"[^"]*"|[^,])+/g) ?? []).map((p) => p.trim()).filter((p) => p.includes('@'));
}

function emailOf(person: string): string {
  return (/<([^>]+)>/.exec(person)?.[1] ?? person).trim().toLowerCase();
}
