import { allMatches } from './all-matches';
import { blank } from './mask-text';

/**
 * "never delete my gym sessions", "don't cancel anything on the 3rd, even if it looks packed", "do
 * not move my 1:1 with Dana": a change said only to forbid it. Read for its verb and object, such a
 * request once cancelled or moved exactly the events it protects. Alone, it asks for nothing:
 * nothing is done and Kairos says so. Beside another ask ("don't cancel the gym, book a run
 * instead", "what's on the 3rd? don't move anything") the forbidden clause is taken out, so no
 * reader after this one acts on its verb. Beside a change asked for ("clear friday but don't touch
 * the gym") it is that change's exception, read by the change's own reader.
 */
const NEGATION = String.raw`(?:please\s+)?(?:don['’]?t|do\s+not|never|shouldn['’]?t|should\s+not|must\s+not|mustn['’]?t|won['’]?t|will\s+not|no\s+need\s+to)\s+(?:ever\s+|actually\s+|really\s+|you\s+dare\s+)?`;
const CHANGE = String.raw`(?:cancel|delete|remove|move|reschedule|drop|clear|touch|change|modify|edit|shift|push|skip|scrap|nuke|wipe|erase|bump|postpone|ditch|kill|axe|nix|rename|shorten|extend)`;
/** "don't move or cancel anything": every verb of the list is forbidden. */
const NEGATED = new RegExp(String.raw`\b${NEGATION}(${CHANGE}(?:\s*(?:,|\/|or|and|nor)\s*${CHANGE})*)\b`, 'gi');
/**
 * Not asked, though a change verb is said: a request taken back ("I was going to ask you to cancel
 * the gym but nah"), or a change someone else makes ("Priya said she'd take care of cancelling the
 * board deck review on her end").
 */
const NOT_ASKED = new RegExp(
  String.raw`\b(?:I\s+was\s+(?:going|gonna|about)\s+to|I\s+almost|I\s+(?:thought|was\s+thinking)\s+(?:about|of))\s+(?:(?:ask(?:ing)?|tell(?:ing)?)\s+(?:you\s+)?to\s+)?(${CHANGE})\w*(?=[\s\S]*\b(?:but|though|nah|never\s*mind|actually|instead)\b)` +
    // "dana's moving house on tue 8 dec": what someone else is doing, told.
    String.raw`|^\s*(?:(?:so|ugh|fyi|heads\s+up|btw|oh)[,:]?\s+)*(?!(?:i|we|you|it|that|this|there|what|who|which|everything|everyone|nothing)\b)[a-z][a-z-]+(?:['’]s|\s+is|\s+are)\s+(moving|relocating|cancell?ing|deleting|removing|rescheduling|shifting|pushing|postponing|dropping|clearing|changing|skipping)\b(?!\s+(?:it|that|this|them|my|our|the)\b)` +
    String.raw`|\b(?:she|he|they|[A-Z][a-z]+)\s+(?:said|says|mentioned|told\s+me|promised)\s+(?:that\s+)?(?:she|he|they)(?:['’]d|['’]ll|\s+would|\s+will|\s+(?:is|are)\s+going\s+to)\s+(?:take\s+care\s+of\s+|handle\s+|deal\s+with\s+|do\s+the\s+)?(${CHANGE})\w*`,
  'gi',
);
/** A change verb asked for: not right after a negation. */
const ASKED = new RegExp(String.raw`\b${CHANGE}\b`, 'gi');
/** Another request beside the forbidden one: a question, or a new event. */
const OTHER_ASK =
  /\?|\b(?:book|schedule|set\s+up|add|create|put|arrange|block|plan|find|make|invite|organi[sz]e|reserve|hold|grab|pencil|show|list|tell|remind)\b|(?:^|[,.;!?]\s*)(?:what|when|who|where|which|how|is|are|am|do|does)\b/i;
const CLAUSE_END = /[,;.!?]|\s(?:even|because|since|as|but|though|although|and|then|instead)\b/i;

export type NegatedChange =
  /** Nothing else is asked: what Kairos will not do, turned to face the person ("cancel your gym sessions"). */
  | { kind: 'refusal'; refused: string }
  /** Something else is asked: the text with each forbidden clause blanked. */
  | { kind: 'aside'; rest: string }
  /** Only a change taken back, or someone else's: nothing is asked. */
  | { kind: 'noted' };

/** A change said but not asked for: where its words start, where its (last) verb ends. */
interface Forbidden {
  index: number;
  end: number;
  /** Not forbidden but taken back, or someone else's to make: nothing to refuse. */
  notMine: boolean;
}

export function detectNegatedChange(text: string): NegatedChange | undefined {
  const forbidden: Forbidden[] = [
    ...allMatches(NEGATED, text).map((m) => ({ index: m.index, end: m.index + m[0].length, notMine: false })),
    ...allMatches(NOT_ASKED, text).map((m) => {
      const verb = m[1] ?? m[2] ?? m[3] ?? '';
      return { index: m.index, end: m.index + m[0].lastIndexOf(verb) + verb.length, notMine: true };
    }),
  ].sort((a, b) => a.index - b.index);
  const [first] = forbidden;
  if (first === undefined) return undefined;
  const verbAt = new Set(forbidden.flatMap((f) => allMatches(ASKED, text.slice(f.index, f.end)).map((v) => f.index + v.index)));
  // Any change verb not forbidden is one asked for: then this is an exception, not the request.
  if (allMatches(ASKED, text).some((m) => !verbAt.has(m.index))) return undefined;
  const clauses = forbidden.map((f) => {
    const end = CLAUSE_END.exec(text.slice(f.end));
    return { index: f.index, length: f.end - f.index + (end === null ? text.length : end.index) };
  });
  const others = clauses.reduce((t, c) => blank(t, c.index, Math.min(c.length, t.length - c.index)), text);
  if (OTHER_ASK.test(others)) return { kind: 'aside', rest: others };
  if (first.notMine) return { kind: 'noted' };
  const verb = first.end - (NEGATED_VERBS.exec(text.slice(first.index, first.end))?.[0].length ?? 0);
  const [clause] = clauses;
  const said = text.slice(verb, (clause?.index ?? 0) + (clause?.length ?? text.length)).trim();
  return { kind: 'refusal', refused: said.replace(/\bmy\b/gi, 'your').replace(/\bI\b/g, 'you') };
}

/** The verbs a negation forbids, at the end of its words: "move or cancel". */
const NEGATED_VERBS = new RegExp(String.raw`${CHANGE}(?:\s*(?:,|\/|or|and|nor)\s*${CHANGE})*$`, 'i');
