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
const NEGATED = new RegExp(String.raw`\b${NEGATION}(${CHANGE})\b`, 'gi');
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
  | { kind: 'aside'; rest: string };

export function detectNegatedChange(text: string): NegatedChange | undefined {
  const negated = [...text.matchAll(NEGATED)];
  const [first] = negated;
  if (first === undefined) return undefined;
  const verbAt = new Set(negated.map((m) => m.index + m[0].length - (m[1] ?? '').length));
  // Any change verb not forbidden is one asked for: then this is an exception, not the request.
  if ([...text.matchAll(ASKED)].some((m) => !verbAt.has(m.index))) return undefined;
  const clauses = negated.map((m) => {
    const end = CLAUSE_END.exec(text.slice(m.index + m[0].length));
    return { index: m.index, length: m[0].length + (end === null ? text.length : end.index) };
  });
  const others = clauses.reduce((t, c) => blank(t, c.index, Math.min(c.length, t.length - c.index)), text);
  if (OTHER_ASK.test(others)) return { kind: 'aside', rest: others };
  const verb = first.index + first[0].length - (first[1] ?? '').length;
  const [clause] = clauses;
  const said = text.slice(verb, (clause?.index ?? 0) + (clause?.length ?? text.length)).trim();
  return { kind: 'refusal', refused: said.replace(/\bmy\b/gi, 'your').replace(/\bI\b/g, 'you') };
}
