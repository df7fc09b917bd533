/**
 * Things said to an assistant that ask nothing of the calendar: thanks, greetings, goodbyes, "ok",
 * "never mind", and remarks about how a day went ("friday was exhausting", "the meeting at 3
 * yesterday went really well"). Read as such, they get a short reply and nothing is written; read
 * as requests, they became events ("Woke Up" at 6) or the help text.
 */
export interface SmallTalk {
  kind: 'thanks' | 'greeting' | 'farewell' | 'okay' | 'dismissal' | 'remark';
  reply: string;
}

/** Words said around a social phrase that change nothing: "ok kairos thank you", "great job, cheers". */
const AROUND = String.raw`(?:kairos|buddy|mate|man|dude|again|a\s+lot|a\s+ton|so\s+much|very\s+much|kindly|really|seriously|haha|lol|for\s+now|for\s+today|for\s+(?:the|your|all\s+the)\s+(?:help|assistance|support)|for\s+everything)`;
const INTERJECTION = String.raw`(?:kairos|oh|ah|aw|ok(?:ay)?|great|perfect|cool|awesome|lovely|nice|wonderful|brilliant|haha|lol|hmm+|well|so|yes|yeah|yep|no|nah|uh|um)`;
const chunk = (body: string): RegExp => new RegExp(String.raw`^(?:${INTERJECTION}\s+)*(?:${body})(?:\s+${AROUND})*$`, 'i');

/** Most telling first: "ok, thanks" is thanks, "ok bye" a goodbye. */
const KINDS: { kind: SmallTalk['kind']; re: RegExp; reply: string }[] = [
  {
    kind: 'thanks',
    re: chunk(
      String.raw`thanks?(?:\s+you)?|thank\s+u|thx|ty|tysm|cheers|(?:much|greatly)\s+appreciated|appreciate\s+(?:it|the\s+help|that|you)|great\s+(?:job|work)|well\s+done|you\s+rock|you(?:'re|\s+are)\s+(?:the\s+best|a\s+star|awesome|amazing|a\s+(?:life\s*saver|legend|gem))|(?:that'?s|that\s+(?:is|will\s+be|would\s+be|should\s+be))\s+(?:all|it|everything)|(?:it|this)(?:'?s|\s+is)\s+(?:all|everything)|is\s+(?:all|everything)`,
    ),
    reply: "You're welcome.",
  },
  {
    kind: 'farewell',
    re: chunk(
      String.raw`(?:good\s*)?bye(?:\s+bye)?|see\s+(?:you|ya)(?:\s+(?:later|soon|tomorrow))?|good\s*night|night\s+night|talk\s+(?:to\s+you\s+)?later|ttyl|have\s+a\s+(?:good|nice|great|lovely)\s+(?:one|day|night|evening|weekend)`,
    ),
    reply: 'Bye for now.',
  },
  {
    kind: 'greeting',
    re: chunk(
      String.raw`(?:hi|hello|hey|hiya|howdy|yo|greetings|good\s+(?:morning|afternoon|evening)|morning)(?:\s+there)?|(?:just\s+)?saying\s+hi|how\s+are\s+you(?:\s+doing)?(?:\s+today)?|what'?s\s+up|sup`,
    ),
    reply: 'Hi! Tell me what to schedule, move or look up.',
  },
  {
    kind: 'dismissal',
    re: chunk(
      String.raw`never\s*mind|nvm|nah|nope|forget\s+(?:it|that|about\s+it)|no\s+thanks?(?:\s+you)?|not\s+now|oops|whoops|my\s+bad|sorry(?:\s+wrong\s+(?:chat|window|person|tab))?|wrong\s+(?:chat|window|tab)|(?:i'?m\s+)?just\s+testing(?:\s+(?:you|this|things))?|testing(?:\s+\d+)*|test|let\s+me\s+think(?:\s+about\s+it)?|i'?ll\s+think\s+about\s+it(?:\s+and\s+get\s+back\s+to\s+you)?|i'?ll\s+get\s+back\s+to\s+you|wait|hold\s+on|whatever|(?:i'?ll|i\s+will|i\s+can|let\s+me)\s+(?:just\s+)?(?:(?:sort|figure|work)\s+(?:it|this|that)\s+out|(?:handle|do|manage|fix|sort|deal\s+with|take\s+care\s+of)\s+(?:it|this|that))(?:\s+(?:myself|on\s+my\s+own|later|manually))?`,
    ),
    reply: 'Okay, nothing is changed.',
  },
  {
    kind: 'okay',
    re: chunk(
      String.raw`ok(?:ay)?|k|kk|cool|great|nice|awesome|perfect|wonderful|brilliant|lovely|got\s+it|sounds\s+good|sure|alright|all\s+good|lol|haha|noted|understood|fine|(?:that|this|it)(?:'s|\s+is)\s+(?:fine|good|great|perfect|all\s+good|lovely)|(?:that|this|it)\s+works|is\s+good|seriously|really|for\s+real|nothing\s+else|no\s+(?:worries|problem|probs?|biggie)|not\s+a\s+problem`,
    ),
    reply: 'Okay.',
  },
];

/** Emoji, and marks that end or split what was said. */
const MARKS = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]|[.!?,;:…)(~*]+|\s+[-–—]\s+/gu;

type Kind = (typeof KINDS)[number];

/** The kind of each part said, when every part is social: "ok that works, thanks" → thanks. */
function socialKind(text: string): Kind | undefined {
  const parts = text
    .replace(MARKS, '|')
    .split('|')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p.length > 0);
  if (parts.length === 0) return undefined;
  let best: Kind | undefined;
  for (const part of parts) {
    const kind = partKind(part.split(' '));
    if (kind === undefined) return undefined;
    best = moreTelling(best, kind);
  }
  return best;
}

/** A part said without a mark between its phrases longer than this is no run of social phrases. */
const RUN_WORDS = 12;

/**
 * A part is one social phrase, or several said in a run without a mark between them ("okay thanks
 * thats all", "cool no worries"): each then is social, or the part is not.
 */
function partKind(words: readonly string[]): Kind | undefined {
  const kindOf = (from: number, to: number): Kind | undefined => {
    const said = words.slice(from, to).join(' ');
    return KINDS.find((k) => k.re.test(said));
  };
  if (words.length > RUN_WORDS) return kindOf(0, words.length);
  // From each word to the end, the kind of the run (null: no run of social phrases), the last word first.
  const runs: (Kind | null)[] = [];
  for (let from = words.length - 1; from >= 0; from--) {
    let best: Kind | null = kindOf(from, words.length) ?? null;
    for (let cut = from + 1; best === null && cut < words.length; cut++) {
      const rest = runs[cut];
      if (rest === null || rest === undefined) continue;
      const first = kindOf(from, cut);
      if (first !== undefined) best = moreTelling(first, rest);
    }
    runs[from] = best;
  }
  return runs[0] ?? undefined;
}

function moreTelling(a: Kind | undefined, b: Kind): Kind {
  return a === undefined || KINDS.indexOf(b) < KINDS.indexOf(a) ? b : a;
}

/** Anything that asks: a question, a verb the calendar acts on, or a plain ask. */
const ASKS =
  /\?|\b(?:we|i|you)\s+(?:could|should|might|can|will|'ll)\b|\b(?:meet|next|tomorrow|tonight|upcoming)\b|\b(?:can|could|would|will|should|shall)\s+(?:you|u|we|i)\b|\b(?:please|pls|plz|let'?s|i\s+(?:need|want|would\s+like|'d\s+like)|remind|book|schedule|add|put|move|cancel|delete|remove|clear|set\s+up|block|find|make|create|invite|send|reschedule|push|shift|log|record|note\s+down|mark|what|when|who|where|which|how|is\s+there|are\s+there|do\s+i|am\s+i)\b/i;

/** A day told of that is over: the person says what happened, not what to do. */
const PAST =
  /\b(?:i'?m|i\s+am|i\s+feel)\s+(?:so\s+|really\s+|pretty\s+)?(?:tired|exhausted|wrecked|beat|knackered|drained|stressed|bored|sleepy|fried)\b|\b(?:has|have)\s+been\b|\b(?:was|were|went|had|woke|did|felt|got|took|ran|came|left|ended|lasted|dragged|flew)\b[^.!]*$|^\s*(?:ugh|man|wow|omg|phew)\b/i;
const OVER =
  /\b(?:such\s+a|so|yesterday|last\s+(?:night|week|time)|this\s+morning|earlier\s+today|today|already|just\s+now|was|were|went)\b/i;
/** "my boss Omar is really nice", "my favorite day is Saturday": an opinion, said for its own sake. */
const OPINION =
  /\b(?:is|are|was|were|'s)\s+(?:really|so|very|such|a\s+(?:total|complete|real)|the\s+best|super|pretty|kind\s+of|always)\b|\bmy\s+favou?rite\b|\bbest\s+\w+\s+of\s+the\s+(?:year|week)\b|\b(?:it'?s|it\s+is)\s+(?:raining|snowing|cold|hot|sunny|freezing)\b|\bwe\s+(?:named|called)\s+(?:our|my|the)\b|\bi\s+(?:love|adore)\s+(?!(?:it|that)\s+(?:if|when))/i;

/** "the board meeting got moved to jan 14": news of a change, which the calendar may need to follow. */
const CHANGE_TOLD =
  /\b(?:got|was|been|is|are|were)\s+(?:moved|pushed|rescheduled|cancell?ed|changed|shifted|bumped|postponed|delayed|brought\s+forward)\b/i;

/**
 * "ugh, mondays", "I hate mondays", "another monday": a weekday in general, sighed about. Only with
 * the sigh or the feeling: "mondays" alone may answer which day.
 */
const SIGH = String.raw`(?:ugh+|urgh|argh|ah+|oh|man|god|omg|wow|sigh|meh|lol|haha|yay|phew|jeez|geez|oof|blah|welp)`;
const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)`;
const FEELING = String.raw`(?:i\s+(?:hate|love|dread|despise|adore|can'?t\s+stand)|(?:gotta|got\s+to)\s+love|typical|classic|another|happy|stupid|manic|case\s+of\s+the)`;
const DAY_REMARK = new RegExp(
  String.raw`^(?:(?:${SIGH}\s+)+(?:${FEELING}\s+)?|${FEELING}\s+)(?:${DAY}s?|${DAY}\s+(?:mornings?|nights?|evenings?|afternoons?|blues))(?:\s+(?:again|huh|man|lol|haha|am\s+i\s+right|amirite|right|${SIGH}))*$`,
  'i',
);

const REMARK_REPLY = 'Noted. Nothing is changed; tell me if something should go in the calendar.';
const REPLIES: ReadonlySet<string> = new Set([...KINDS.map((k) => k.reply), REMARK_REPLY]);

/** Whether a reply is small talk's own: it needs no "Understood." before it. */
export function isSmallTalkReply(text: string | undefined): boolean {
  return text !== undefined && REPLIES.has(text);
}

/** What `text` is, if it asks nothing of the calendar. */
export function readSmallTalk(text: string): SmallTalk | undefined {
  const social = socialKind(text);
  if (social !== undefined) return { kind: social.kind, reply: social.reply };
  if (DAY_REMARK.test(text.replace(MARKS, ' ').trim().replace(/\s+/g, ' '))) return { kind: 'remark', reply: REMARK_REPLY };
  if (ASKS.test(text) || CHANGE_TOLD.test(text)) return undefined;
  if ((PAST.test(text) && OVER.test(text)) || OPINION.test(text)) return { kind: 'remark', reply: REMARK_REPLY };
  return undefined;
}
