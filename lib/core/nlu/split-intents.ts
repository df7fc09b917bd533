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

const ACTION = String.raw`(?:cancel|delete|remove|drop|call\s+off|clear|move|reschedule|push|postpone|delay|shift|change|rename|update|book|reserve|schedule|add|create|set\s+up|put|plan|arrange|find|block|check|show|list|make\s+(?:the|my|our)\s|tell\s+me|what'?s|what\s+is|when\s+is|am\s+I|do\s+I|remind\s+me)\b`;
/** "move it", "call it 'Drinks'", "make it 30 minutes": a verb whose object is the event just named. */
const BACK_REFERENCE = String.raw`(?:(?:move|reschedule|push|postpone|delay|shift|change|rename|update|cancel|delete|remove|drop|put|bump|make|call|name|title|retitle)\s+(?:it|that|this|them|those)\b)`;
/** Not a new step: "book a call with Sam", a pronoun (handled above), an address. */
const NOT_OWN_OBJECT = String.raw`(?!\s+(?:it|that|this|them|him|her|[A-Z][\w'-]*\s*$|[\w.+-]+@[\w.-]+)\b)`;
/** Question starts, after a sentence end or a joining word only. */
const QUESTION = String.raw`(?:let\s+me\s+know|tell\s+me|who(?:'s|\s+is|\s+are|\s+was|\s+were|\s+will)|how\s+(?:many|much|long|busy)|what\s+time|what'?s|what\s+(?:else\s+)?(?:is|are|do|did)|who\s+else|when'?s|when\s+(?:is|was|are|do|did|does)|where(?:'s|\s+is|\s+was)|which\s+\w+\s+(?:is|are|do|did)|am\s+I|do\s+I|did\s+I|have\s+I|is\s+there|are\s+there|any\s+(?:meetings|events|plans))\b`;
const POLITE = String.raw`(?:(?:please|pls|can\s+you|could\s+you|would\s+you|can\s+u|oh)\s*,?\s+)?`;
const SENTENCE = String.raw`(?:[.;!?]+\s+|[。；！？]+\s*|\n+)(?:(?:and|then|also|plus|oh)\s*,?\s+)*`;
const COMMA = String.raw`,\s*(?:(?:and|then|also|plus)\s+)*`;
const JOIN = String.raw`(?<!\s)\s+(?:and|then|also|plus|after\s+that|afterwards)\s*,?\s+(?:(?:and|then|also)\s+)*`;
const CJK_VERB = String.raw`(?:取消|删除|改到|改成|推迟|提前|安排|约|预约|查看|看看)`;
const CJK = String.raw`[，,]?\s*(?:然后|还有|另外|并且|並且)\s*(?=${CJK_VERB})`;

function boundary(backReferences: boolean): RegExp {
  const action = backReferences ? String.raw`(?:${BACK_REFERENCE}|${ACTION}${NOT_OWN_OBJECT})` : `${ACTION}${NOT_OWN_OBJECT}`;
  return new RegExp(
    String.raw`(?:${SENTENCE}|${JOIN})${POLITE}(?=${action}|${QUESTION})|${COMMA}${POLITE}(?=${action})|${CJK}`,
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
  /(?<=[\p{L}\d)'])\s+(?=(?:cancel|delete|remove|reschedule|move|postpone|rename|book|schedule|add)\s+(?!(?:to|up|out|on|in|for|at|with|and|or|it|that|this|them|review|meeting|call|sync|club|class|session|planning|prep|party|change|changes|time|slot|request|list|item|day|email)\b)[\p{L}\d'])/giu;
/** Question starts that need no joining word after a named event ("cancel the review on dec 3 what time is lunch"). */
const BARE_QUESTION =
  /(?<=[\p{L}\d)'])\s+(?=(?:what\s+time|when\s+(?:is|was|are)|who(?:'s|\s+is|\s+are)|how\s+many|what'?s\s+on)\b)/giu;
const LEADING_VERB =
  /^\s*(?:(?:please|pls|can\s+you|could\s+you|can\s+u|also|and|then)\s+)*(?:cancel|delete|remove|drop|clear|move|reschedule|push|postpone|shift|rename|book|schedule|add|create|set\s+up|block)\b/i;
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
  for (const m of maskQuotes(text).matchAll(re)) {
    if (m.index <= start) continue;
    segments.push({ text: text.slice(start, m.index), index: start });
    start = m.index + m[0].length;
  }
  segments.push({ text: text.slice(start), index: start });
  return segments.filter((s) => /[\p{L}\p{N}]/u.test(s.text));
}

/** Each segment split again where a second verb follows a named event with no joining word. */
function cutBareVerbs(segments: readonly Segment[]): Segment[] {
  return segments.flatMap((segment) => {
    if (!LEADING_VERB.test(segment.text)) return [segment];
    const out: Segment[] = [];
    let start = 0;
    const masked = maskQuotes(segment.text);
    const breaks = [...masked.matchAll(BARE_VERB), ...masked.matchAll(BARE_QUESTION)].sort((a, b) => a.index - b.index);
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
  return cutBareVerbs(cut(text, BOUNDARY));
}

/**
 * The steps of a message as the Plan builder reads them: like splitIntents, and also before a step
 * whose object is the event just named ("rename the deal desk to 'Q4 close' and move it to 4pm"),
 * which is marked so the builder changes that same event.
 */
export function splitSteps(text: string): Step[] {
  return cutBareVerbs(cut(text, STEP_BOUNDARY))
    .flatMap(withoutEllipsis)
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
