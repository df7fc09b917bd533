import { parseWhen } from '../time/parse-when';
import { matchIntentRule } from './classify-intent';

/**
 * Context said before a question, no step of its own: "my sister wants to visit, am I free at all
 * next weekend?", "ok so before I plan anything, what's my day like next tuesday?". A clause is a
 * lead-in when it opens on who is speaking or a "before/since/because I…", names no time, and the
 * clause after it asks about the calendar. "lunch with Sam, what's Friday like?" names an event
 * first and stays a step.
 */
const OPENS_ON_SOMEONE =
  /^\s*(?:(?:ok(?:ay)?|so|well|um+|uh+|hmm+|hey|alright|right)[\s,]+)*(?:(?:before|after|until|once|since|because|as|while|when|if)\s+)?(?:i|i'm|im|we|we're|my|our|she|he|they|she's|he's|they're)\b/i;

/** Words that make a clause a request of its own: an event, a length, a guest list. */
const ASKS_FOR_AN_EVENT =
  /\b(?:meeting|meet|call|event|appointment|session|lunch|dinner|coffee|book|schedule|min(?:ute)?s?|hours?|with)\b|@/i;
/** A lead-in is a short aside; a long clause before a question is a request with its own rules. */
const MOST_WORDS = 8;

export function isLeadIn(clause: string, next: string, now: number, zone: string): boolean {
  return (
    OPENS_ON_SOMEONE.test(clause) &&
    clause.trim().split(/\s+/).length <= MOST_WORDS &&
    !ASKS_FOR_AN_EVENT.test(clause) &&
    parseWhen(clause, now, zone) === undefined &&
    matchIntentRule(next)?.intent === 'query_events'
  );
}
