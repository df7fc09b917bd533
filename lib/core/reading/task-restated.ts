import { allMatches } from '../nlu/all-matches';
import { blank, hasWords } from '../nlu/mask-text';
import { parseWhen } from '../time/parse-when';

/**
 * "Find a time that works for everyone's schedule and constraints.", "Please propose a suitable
 * slot for all of them." — a sentence that only asks again for what the message already asked
 * for. Read as a step of its own it was a second new event ("That Works for Everyone's
 * Constraints") and turned a one-meeting request into two.
 */
const RESTATED =
  /(?:^|(?<=[.!?;:\n]))\s*(?:(?:please|kindly|so|now|then)\s*,?\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:find|pick|choose|suggest|propose|identify|determine|select|give\s+me|come\s+up\s+with|figure\s+out|work\s+out|schedule)\s+(?:a|the|one|some|any)\s+(?:(?:good|suitable|common|possible|valid|best|feasible|workable|mutually\s+(?:agreeable|convenient)|shared|free)\s+)*(?:time(?:\s+slot)?|slot|meeting\s+time|window)\b([^.!?;\n]*)(?:[.!?;]+|$)/gi;
/** What such a sentence may go on with: who it must suit, never a time, a name or an address. */
const ONLY_FOR_EVERYONE =
  /^(?:\s|,|\b(?:that|which|when|where|works?|suits?|fits?|is|are|free|good|ok|okay|for|with|of|to|and|in|given|all|everyone|everybody|every|one|each|person|participants?|attendees?|them|us|both|the|their|our|everyone['’]s|schedules?|calendars?|constraints?|preferences?|availability|above|below|stated|listed|existing|respective|meets?|satisfies|respects|obeys|requirements?|conditions?|people|involved|parties|party)\b)*$/i;

export function withoutRestatedTask(text: string, context: { now: number; timeZone: string }): string {
  let rest = text;
  for (const m of allMatches(RESTATED, text)) {
    const tail = m[1] ?? '';
    if (!ONLY_FOR_EVERYONE.test(tail) || parseWhen(tail, context.now, context.timeZone) !== undefined) continue;
    const without = blank(rest, m.index, m[0].length);
    // Said alone it is the request itself.
    if (hasWords(without)) rest = without;
  }
  return rest;
}
