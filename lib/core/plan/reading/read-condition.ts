import type { PersonRef } from '../event-query';

export interface ConditionReading {
  person: PersonRef;
  days: number;
  /** What to do when the condition holds: "set up a 20-minute chat at my first free slot on Monday". */
  then: string;
}

const NUMBER: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  couple: 2,
  few: 3,
};
const CONDITION =
  /^\s*(?:and\s+)?if\s+(?:i|we)\s*(?:'ve|’ve)?\s+(?:haven'?t|haven’t|have\s+not|hadn'?t|didn'?t|did\s+not|not)\s+(?:met|meet|seen|see|spoken|speak|talked|talk|caught\s+up|catch\s+up|had\s+a\s+(?:meeting|call|chat|1:1)|synced|sync)(?:\s+up)?\s*(?:with|to)?\s+([\w.+-]+@[\w.-]+\.\w+|[A-Z\p{Lu}][\p{L}'-]+(?:\s+[A-Z\p{Lu}][\p{L}'-]+)?|\w+)\s+(?:in|for|over|during|within)\s+(?:the\s+)?(?:last|past)?\s*(?:a\s+)?(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple(?:\s+of)?|few)?\s*(day|week|month|fortnight)s?\s*,?\s*(?:then\s+)?(.+)$/iu;

/** "If I haven't seen Omar in two weeks, set up a 20-minute chat…": who, how long, and what then. */
export function readCondition(text: string): ConditionReading | undefined {
  const m = CONDITION.exec(text);
  if (m === null) return undefined;
  const who = m[1] ?? '';
  const count = m[2] === undefined ? 1 : Number(m[2]) || (NUMBER[m[2].toLowerCase().replace(/\s+of$/, '')] ?? 1);
  const unit = (m[3] ?? 'day').toLowerCase();
  const days = count * (unit === 'week' ? 7 : unit === 'fortnight' ? 14 : unit === 'month' ? 30 : 1);
  const then = (m[4] ?? '').trim();
  if (then === '') return undefined;
  return { person: who.includes('@') ? { email: who.toLowerCase() } : { name: who }, days, then };
}
