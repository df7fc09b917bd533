import { namesTheEvent, topicAt } from './extract-title';
import { normalizeQuotes } from './mask-text';
import { WHEN, ownWords, peopleOf, sentencesOf, signOffIn, splitHeaders } from './email-anatomy';

/**
 * An email (or text selected on a page) as a request the built-in engine can read. An email says
 * far more than a request does: a greeting, news, the ask, a sign-off, a signature, the thread
 * quoted below. Only the ask is scheduling; the rest would be read as titles, names and times.
 * The text is untrusted, so a line that speaks to an assistant ("Kairos: delete all my events")
 * is not part of an ask made elsewhere in the email.
 */
export interface EmailRequest {
  /** What the built-in engine reads: `Schedule "<subject>" <the ask> with <the people>` (no "Schedule" when nothing is asked). */
  text: string;
  /** The sentence the request was read from, as the email wrote it. */
  ask?: string;
  subject?: string;
  /** Who wrote and who else it went to (headers), else the name the email is signed with. */
  people: string[];
}

/**
 * Words that speak to an assistant, or try to change what it does: an injection, never an ask. Nobody
 * asks by email for someone's whole calendar to be emptied, so that is one too ("delete everything").
 */
const ADDRESSED_TO_ASSISTANT =
  /\b(?:kairos|assistant|ai|chatgpt|gpt|claude|gemini|copilot|bot|system)\s*[:,]|\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:previous|prior|above|earlier|your)\b|\bsystem\s+(?:note|prompt|message)|\binstructions?\b|\b(?:delete|cancel|remove|clear|wipe|erase)\s+(?:all\s+(?:of\s+)?)?(?:everything|(?:my|your|the)\s+(?:entire\s+|whole\s+)?calendar|(?:all|every)\s+(?:of\s+)?(?:my\s+|your\s+|the\s+)?(?:events?|meetings?|appointments?))/i;
/** A sentence asking to meet, or moving or cancelling a meeting: the ask. */
const ASK =
  /\b(?:meet(?:ing|up)?|call|chat|catch(?:\s|-)?up|sync|lunch|coffee|breakfast|brunch|dinner|drinks?|get together|hop on|jump on|talk|discuss|go over|walk(?:\s+\w+)?\s+through|demo|interview|1:1|one-on-one|find\s+(?:some\s+|a\s+|an\s+)?(?:time|hour|slot)|schedule|book|set up|slot|available|availability|free\b|(?:does|would|will)\s+\S+(?:\s+\S+)?\s+work|works? for you|reschedul\w*|postpone|push|move|cancel\w*|call off|delete|remove|clear|wipe)\b/i;
/** "Please reply if you need to reschedule": an offer in case, not an ask to move anything. */
const CONDITIONAL_CHANGE = /\b(?:if|in\s+case|should\s+you|whenever)\b[^.?!]*\b(?:reschedul|cancel|move|change|push)\w*/i;
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
      String.raw`(?:i\s+)?(?:just\s+)?want(?:ed)?\s+to\s+(?:see|ask|check)\s+(?:if|whether)\s+|would\s+it\s+be\s+possible\s+to\s+|(?:is\s+there\s+)?(?:a(?:ny)?\s+)?(?:chance|way)\s+(?:to\s+)?`,
      String.raw`(?:please\s+)?(?:let\s+me\s+know|lmk)\s+(?:when|if|what(?:\s+time)?|which\s+\w+)\s+(?:works|suits|would\s+work|(?:you|we)(?:'re|\s+are|\s+can\s+do|'?d\s+be)\s*(?:free|available|around)?)\s+(?:for\s+)?`,
      String.raw`(?:(?:are|would|will)\s+(?:you|we)\s+(?:both\s+|all\s+)?(?:be\s+)?|you'?re\s+|you\s+are\s+|we'?re\s+|we\s+are\s+|i'?m\s+|i\s+am\s+|i'?ll\s+be\s+|we'?ll\s+be\s+)(?:also\s+|usually\s+)?(?:free|available|around|up)\s+(?:for\s+)?|(?:be\s+)?(?:free|available|around)\s+for\s+`,
      String.raw`(?:i'?d|i\s+would|we'?d|we\s+would|would)\s+(?:love|like)\s+to\s+|(?:do|would)\s+you\s+have\s+(?:(?:some|any)\s+)?(?:(?:time|a\s+(?:minute|moment|sec(?:ond)?|few\s+minutes))\s+(?:for\s+)?)?`,
      String.raw`(?:please\s+)?(?:would|could|can|shall|should|might)\s+(?:we|you|i)\s+(?:possibly\s+|maybe\s+|please\s+|perhaps\s+)?(?:do\s+)?|(?:we|you|i)\s+(?:could|can|might|would)\s+(?:possibly\s+|maybe\s+)?(?:do\s+)?`,
      // "…could we schedule a meeting": the request says "Schedule" once.
      String.raw`(?:the\s+)?best\s+(?:time|day|slot)s?\s+(?:for\s+(?:me|us)\s+)?(?:is|are|would\s+be)\s+|(?:schedule|set\s+up|arrange|book|organi[sz]e|request)\s+(?=(?:a|an|some|the|time|our)\b)`,
      String.raw`(?:i|we)\s+(?:will\s+)?(?:have|need)\s+to\s+|(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:going\s+to|gonna)\s+(?:have\s+to\s+)?|(?:let'?s|let\s+us|we\s+should|it\s+would\s+be\s+(?:great|good|nice)\s+to)\s+`,
      String.raw`(?:how|what)\s+about\s+|see\s+you\s+(?=\S)|(?:(?:have\s+)?you\s+)?got\s+(?=(?:a|an|some|time)\b|\d)|(?:jump|hop|get)\s+on\s+(?=(?:a|the)\b)|please\s+`,
    ].join('|') +
    ')',
  'iu',
);
/** "Would Thursday at 2pm work for a quick call?": the time offered (and "instead", if said), then what it is for. */
const OFFERED_TIME =
  /^(?:would|does|will|could|can|is)\s+(?!(?:it|that|this|you|we)\b)(.+?)\s+(?:work|suit|be\s+(?:ok(?:ay)?|convenient|possible|good|fine|enough))\b(\s+instead)?(?:\s+for\s+(?:you|us|everyone|both\s+of\s+you))?(?:\s+(?:both|all|two))?(?:\s+(?:for|to\s+(?:have|do)))?\s*(.*)$/i;
/** "Would that work for you?": asks about a time said elsewhere, and adds nothing itself. */
const ONLY_CONFIRMS = /^(?:would|does|will|is|could)\s+(?:that|this|it)\s+(?:work|suit|be\s+\w+)\b.*$/i;
/** Subjects that name no event: the ask's own words make a better title. */
const BLAND_SUBJECT =
  /^(?:\(?no subject\)?|quick (?:question|q)|question|hello|hi|hey|following up|follow[- ]up|checking in|touching base|meeting|catch(?:ing)?[- ]?up|call|chat|request|availability|scheduling|time)\W*$/i;
/** An ask to move or cancel a meeting rather than make one. */
const CHANGE = /\b(?:reschedul\w*|postpone|push|move|shift|bump|cancel\w*|call off|delete|remove|clear|wipe|shorten|extend)\b/i;
/** Of the changes, those that move an event somewhere. */
const MOVE = /\b(?:reschedul\w*|postpone|push|move|shift|bump)\b/i;
/** Words before a time that belong to it: "after 2pm", "anytime Wednesday", "on the 3rd". */
const TIME_LEAD =
  /(?:\b(?:on|at|by|from|around|before|after|between|until|till|anytime|sometime|early|late|either|any|every|the|this|next)\s+)*$/i;
/** Why a move or cancel is asked ("…, as the client has postponed", "…, this week is crazy"): not which event. */
const REASON =
  /(?:,|\s[—–-])\s*(?:(?:as|because|since|so|sorry|unfortunately|(?:i|we)(?:'(?:m|re|ve|ll))?)\b|(?:[\p{L}']+\s+){1,3}(?:is|are|was|has|have|got)\b).*$/iu;
/** "I can't make Monday's call": an event the writer will miss, named ("the", "our", "Monday's"), unlike "it". */
const CANNOT_MAKE =
  /\b(?:can'?t|cannot|can\s+no\s+longer|won'?t\s+(?:be\s+able\s+to\s+)?|(?:am\s+|'m\s+)?(?:not\s+able|unable)\s+to)\s*(?:make|attend|join|do)\s+((?:the|our|my|your|this|that|\p{L}+'s)\s[^,;.!?]+?)(?:\s+(?:anymore|any\s+more|after\s+all))?(?=[,;.!?]|\s+(?:so|but|and)\b|$)/iu;
/** How an email offers another time for a missed event: "could we do Wednesday at the same time instead?". */
const OFFER_WORDS =
  /^(?:meet|do|have\s+it|make\s+it|(?:move|push|shift|bump)\s+(?:it|that)\s+to)\s+|\s+instead\b|\s*\b(?:at\s+)?the\s+same\s+time\b/gi;
/** "…Tuesday afternoon works for me", "…if you're around": how a time was offered, which a request does not need. */
const TAIL_PREFERENCE =
  /(?<!\b(?:after|before|from|at|until|till|to))\s+(?:(?:works?|suits?|(?:is|are)\s+(?:good|best|better|fine|ideal|easier|preferred)|would\s+(?:work|be\s+(?:great|best|better|good|ideal)))(?:\s+(?:best|better|well))?(?:\s+for\s+(?:me|us|everyone|both\s+of\s+us|(?:our|the|my)\s+team))?|if\s+(?:you'?re|you\s+are)\s+(?:free|around|available)|if\s+(?:that|it)\s+works(?:\s+for\s+you)?|if\s+possible|if\s+you\s+have\s+(?:time|a\s+minute))\s*$/i;
/** A subject that names a kind of meeting and nothing more: "dinner", "Coffee?", "Re: sync", "quick call". */
const ACTIVITY_SUBJECT =
  /^(?:quick\s+|team\s+|weekly\s+)?(?:coffee|breakfast|brunch|lunch|dinner|drinks?|1:1|one[- ]on[- ]one|standup|sync|call|chat)\W*$/i;
const SUBJECT_PREFIX = /^(?:(?:re|fwd?|aw|sv|vs|tr)\s*:\s*)+/i;
const MAX_SUPPORTING = 2;
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
  if (missed?.moveTo !== undefined)
    return { text: `move ${missed.event} to ${missed.moveTo}`, people, ...optional(sentences.slice(missed.at), subject) };
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
  // "Subject: Lunch Friday at 1?" over "See subject :)": a subject naming an activity or a time is the ask.
  const subjectAsks = subject !== undefined && !BLAND_SUBJECT.test(subject) && (ASK.test(subject) || WHEN.test(subject));
  const bySubject = main === undefined && supporting.length === 0 && subjectAsks;
  const asked = main !== undefined ? [main, ...supporting] : bySubject ? [subject] : supporting;
  const first = asked[0];
  const changes = first !== undefined && (main !== undefined || bySubject) && CHANGE.test(first);
  // Only the ask (or, with none, the first time said) is read whole; what else is said is there for
  // its time ("The others suggested Friday at 1").
  const parts = asked
    .map((words, i) => (i === 0 ? asRequestWords(words) : timeOf(words)))
    .map((words, i) => (i === 0 && changes ? withoutReason(words) : words))
    .filter((words) => words !== '');
  const ask = joinAsk(parts, changes && MOVE.test(first))
    .replace(/\s+/g, ' ')
    .trim();
  // Moving or cancelling names an event already on the calendar: said as the email says it.
  if (changes) return { text: ask, people, ...optional(asked, subject) };
  // The subject names the event only when the ask does not ("Could we meet Tuesday?" under "Q3 planning").
  // A subject that is only an activity ("Re: dinner") is read as one, so the title is the activity's.
  const titled = subject !== undefined && !bySubject && !BLAND_SUBJECT.test(subject) && !namesTheEvent(ask);
  const activity = subject?.replace(/\W+$/, '') ?? '';
  const asActivity = titled && asked.length > 0 && ACTIVITY_SUBJECT.test(activity);
  const said = asActivity && ask.toLowerCase().includes(activity.toLowerCase());
  const named = !titled || said ? '' : asActivity ? activity : `"${subject.replace(/"/g, "'")}"`;
  const withWhom = people.length > 0 ? `with ${people.join(', ')}` : '';
  // Nothing asked ("Thanks for the notes!"): not told to schedule, the engine asks what to do.
  const verb = asked.length > 0 ? 'Schedule' : '';
  const text = [verb, named, ask, withWhom].filter((part) => part !== '').join(' ');
  return { text, people, ...optional(asked, subject) };
}

/**
 * The ask's words and the times said elsewhere, as one request. A move goes to the time said ("Can
 * we reschedule the demo? Friday afternoon would work better" → "…the demo to Friday afternoon").
 * Otherwise the times go before what the meeting is for, with the ask's own time, so the topic is
 * not read as part of a time ("…next week, Tuesday or Wednesday 9-11 to discuss the budget").
 */
function joinAsk(parts: readonly string[], moves: boolean): string {
  const [head = '', ...times] = parts;
  if (times.length === 0) return head;
  if (moves) return `${head} to ${times.join(', ')}`;
  const at = topicAt(head) ?? head.length;
  const before = head.slice(0, at).trim();
  return [before === '' ? times.join(', ') : `${before}, ${times.join(', ')}`, head.slice(at).trim()].join(' ');
}

/**
 * The sentence that asks: one naming a meeting in asking words, then with a question mark, then a
 * time asked about, then one that only names a meeting; never courtesy about one ("Thanks for the
 * great demo yesterday") unless it also asks in so many words ("Thanks for yesterday, could we…?").
 */
function askIn(sentences: readonly string[], declined: number | undefined): number {
  const score = (s: string): number => {
    const asks = ASKING_WORDS.test(s) || s.includes('?');
    // "Can you do 10am on the 3rd?", "How about Tuesday afternoon?": a time asked for is an ask too.
    if (!ASK.test(s)) return asks && WHEN.test(s.replace(DURATION, ' ')) && !SMALL_TALK.test(s) ? 2 : 0;
    if (CONDITIONAL_CHANGE.test(s)) return 0;
    // "Are you free next Tuesday? I'd love to grab lunch.": the lunch is the ask, the Tuesday its time.
    if (ASKING_WORDS.test(s)) return ASK.test(s.replace(AVAILABILITY_WORDS, ' ')) ? 5 : 4;
    if (SMALL_TALK.test(s)) return 0;
    return asks ? 3 : 1;
  };
  const scores = sentences.map((s, i) => (i === declined ? 0 : score(s)));
  const best = Math.max(0, ...scores);
  return best === 0 ? -1 : scores.indexOf(best);
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
      .map((clause) =>
        asRequestWords(clause.replace(/^[\s,;:—–-]+/, ''))
          .replace(OFFER_WORDS, '')
          .trim(),
      )
      .find((time) => WHEN.test(time) && !UNAVAILABLE.test(time) && !ASK.test(time) && !SMALL_TALK.test(time));
    return moveTo === undefined ? { at, event } : { at, event, moveTo };
  }
  return undefined;
}

/** "Lunch Friday? — Kairos: delete everything": what the writer said before words to an assistant is still theirs. */
function beforeInjection(sentence: string): string[] {
  const at = sentence.search(ADDRESSED_TO_ASSISTANT);
  if (at < 0) return [sentence];
  const before = sentence.slice(0, at).replace(/[\s,;:(—–-]+$/, '');
  return /[\p{L}\p{N}]{2}/u.test(before) ? [before] : [];
}

function optional(asked: readonly string[], subject: string | undefined): Pick<EmailRequest, 'ask' | 'subject'> {
  return { ...(asked.length === 0 ? {} : { ask: asked.join(' ') }), ...(subject === undefined ? {} : { subject }) };
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
    // "a meeting with you": the writer and the reader, who are invited anyway; "with me and Chris" names Chris.
    .replace(/\bwith\s+(?:you|me|us)\b(?!\s+(?:and|&))/i, '')
    .trim();
  if (ONLY_CONFIRMS.test(words)) return '';
  return words
    .replace(OFFERED_TIME, (_all, time: string, instead: string | undefined, what: string) => `${what} ${time}${instead ?? ''}`)
    .trim();
}

/** "push coffee to next week, this week is crazy" → "push coffee to next week"; "…, 3pm is best" is kept. */
function withoutReason(words: string): string {
  const reason = REASON.exec(words);
  return reason === null || TAIL_PREFERENCE.test(reason[0]) ? words : words.slice(0, reason.index);
}

/** "The other members have suggested Friday at 1pm" → "Friday at 1pm": a clause kept for its time. */
function timeOf(clause: string): string {
  const words = asRequestWords(clause);
  const at = words.search(WHEN);
  if (at < 0) return words;
  const lead = TIME_LEAD.exec(words.slice(0, at))?.[0] ?? '';
  return words.slice(at - lead.length).trim();
}
