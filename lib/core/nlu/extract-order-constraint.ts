import type { Constraint } from '../domain/constraint';
import { allMatches } from './all-matches';
import { type Subject, subjectBefore } from './constraint-subject';
import { blank } from './mask-text';

/** "earliest" needs a noun or a possessive after "at": "Monday at the earliest" is a bound, not an order. */
const EARLIEST =
  /\b(?:(?:at|on|by)\s+)?(?:(?:their|our|my|his|her|your|everyone's|the)\s+)?earliest(?:\s+(?:possible|available|convenience|opportunity|availability|slot|time|date|opening|chance|moment|free\s+(?:slot|time)))+\b|\bat\s+(?:their|our|your|everyone's)\s+earliest\b|\bas\s+(?:soon|early)\s+as\s+(?:possible|we\s+can|you\s+can|everyone\s+can|they\s+can|feasible|practical)\b|\ba\.?s\.?a\.?p\b\.?|\b(?:the\s+)?soonest(?:\s+(?:possible|available))?(?:\s+(?:time|slot|date))?\b|\b(?:the\s+)?(?:first|next)\s+(?:available|possible|open|free)(?:\s+(?:slot|time|date|opening|day))?\b|\bthe\s+sooner\s+the\s+better\b/gi;
const LATEST =
  /\bas\s+late\s+as\s+(?:possible|we\s+can)\b|\b(?:(?:at|on)\s+)?(?:(?:their|our|my|his|her|your|everyone's|the)\s+)?latest\s+(?:possible|available|availability|convenience)(?:\s+(?:slot|time|date|opening))?\b|\b(?:the\s+)?latest\s+(?:slot|time|opening)\b|\b(?:the\s+)?last\s+(?:available|possible|open|free)(?:\s+(?:slot|time|date))?\b|\bthe\s+later\s+the\s+better\b/gi;

/** A wish verb after the clause's subject: "the group *would like* to meet at their earliest…". */
const WISH = /(?:\s+|(?='d\b))(?:(?:would|'d)\s+(?:like|love|prefer)|wants?|needs?|prefers?|hopes?|asks?|wish(?:es)?|likes?)\b/i;

/**
 * "at their earliest availability", "ASAP", "as late as possible": rank the times that work.
 * With no subject the order is about the meeting, so it is everyone's.
 */
const ONLY_WISH =
  /^\S+(?:\s+\S+)?\s*(?:(?:would|'d)\s+(?:like|love|prefer)|wants?|needs?|prefers?|hopes?|asks?|wish(?:es)?|likes?)\s+(?:to\s+)?(?:meet|get\s+together|do\s+it|have\s+it|schedule\s+it|be\s+scheduled|it)?\s*$/i;

export function extractOrderConstraint(text: string, original: string, into: Constraint[]): string {
  let rest = text;
  for (const [re, order] of [
    [EARLIEST, 'earliest'],
    [LATEST, 'latest'],
  ] as const) {
    for (const m of allMatches(re, rest)) {
      const subject = clauseSubject(rest, m.index);
      const start = subject?.index ?? m.index;
      const end = m.index + m[0].length;
      for (const who of subject?.who ?? ['everyone']) {
        into.push({ type: 'order', who, strength: 'preference', text: original.slice(start, end).trim(), order });
      }
      // The clause goes only when it says nothing else: "I need to meet with the investors ASAP"
      // keeps "meet with the investors" for the intent and title.
      const onlyWish = subject !== undefined && ONLY_WISH.test(rest.slice(subject.index, m.index));
      rest = onlyWish ? blank(rest, start, end - start) : blank(rest, m.index, m[0].length);
    }
  }
  return rest;
}

function clauseSubject(text: string, orderIndex: number): Subject | undefined {
  const clauseStart = text.slice(0, orderIndex).search(/[^.;!?,]*$/);
  const wish = WISH.exec(text.slice(clauseStart, orderIndex));
  if (wish === null) return undefined;
  const subject = subjectBefore(text, clauseStart + wish.index + (wish[0].length - wish[0].trimStart().length));
  if (subject === undefined) return undefined;
  // Only a subject that opens the clause: in "a review with Sam, who wants…" the group is not Sam.
  return /^\s*(?:(?:and|but|so|also)\s+)?$/i.test(text.slice(clauseStart, subject.index)) ? subject : undefined;
}
