import { offeredPlace } from '../places/offered-place';
import type { ProposalPlaces } from '../places/place-choice';
import { parseWhen } from '../time/parse-when';

/** Openers that add nothing to a reply about the suggestion: "hmm,", "ok so", "actually". */
const OPENER = /^\s*(?:(?:hmm+|hm+|um+|uh+|ok(?:ay)?|so|actually|well|o+h+|ah+|nah|no|sorry|hey|right)[\s,.!—–-]+)+/i;
/** "anything later?", "got something earlier?", "later?", "is there anything sooner in the day?". */
const DIRECTION =
  /^(?:(?:do\s+you\s+have|have\s+you\s+got|you\s+got|got|is\s+there|are\s+there|any(?:thing)?|something|maybe)\s+)*(?:anything|something|any(?:\s+times?|\s+slots?)?|one|a\s+(?:time|slot))?\s*(later|earlier|sooner)(?:\s+(?:in\s+the\s+(?:day|week)|that\s+(?:day|week)|on|times?|slots?|one|please|then))*\s*[?!.]*$/i;
/** "what about Thursday?", "how about 2pm?", "Thursday instead?", "anything on Friday?", "got anything in the afternoon?". */
const ABOUT = /^(?:(?:what|how)\s+about|what\s+if\s+we\s+(?:do|did|try|tried)|maybe|or|try)\s+(.+?)\s*(?:instead)?\s*[?!.]*$/i;
const ANYTHING =
  /^(?:(?:do\s+you\s+have|have\s+you\s+got|you\s+got|got|is\s+there|are\s+there|any)\s+)*(?:anything|something|any\s+(?:times?|slots?|openings?)|a\s+(?:time|slot))\s+(?:free\s+|open\s+|available\s+)?(.+?)\s*[?!.]*$/i;
const INSTEAD = /^(.+?)\s+instead\s*[?!.]*$/i;
/** A part of the suggestion's own day: "the afternoon", "in the morning", "evening". */
const PART = /^(?:in\s+|for\s+|during\s+)?(?:the\s+)?(morning|afternoon|evening)$/i;

/**
 * A short reply to the suggestion still waiting, said the way people answer a proposal, restated
 * as the edit it means so the reader after this one takes it for that: "anything later?" → "any
 * later times?", "what about Thursday?" / "Thursday instead?" / "anything on Thursday?" → "move it
 * to Thursday", "got anything in the afternoon?" → "move it to the afternoon", "how about Kiln & Bean?"
 * (a place the card offered) → "move it to Kiln & Bean". Only called while a
 * suggestion is live; anything else, or a phrase that is not wholly a time, is left as it was.
 */
export function restateFollowUp(text: string, now: number, zone: string, offered?: ProposalPlaces): string | undefined {
  const said = text.replace(OPENER, '').trim();
  const direction = DIRECTION.exec(said)?.[1]?.toLowerCase();
  if (direction !== undefined) return `any ${direction === 'later' ? 'later' : 'earlier'} times?`;
  for (const re of [ABOUT, ANYTHING, INSTEAD]) {
    const phrase = re.exec(said)?.[1];
    if (phrase === undefined) continue;
    const time = asTime(phrase, now, zone);
    if (time !== undefined) return `move it to ${time}`;
  }
  // "how about Kiln & Bean?", "let's meet at Kiln & Bean": one of the places the card offered.
  const venue = (ABOUT.exec(said) ?? MEET_AT.exec(said) ?? INSTEAD.exec(said))?.[1]?.replace(/^(?:at|to)\s+/i, '');
  const place = venue === undefined || offered === undefined ? undefined : offeredPlace(offered, venue);
  return place === undefined ? undefined : `move it to ${place.name}`;
}

/** "let's meet at Kiln & Bean", "can we go to the Kiln instead". */
const MEET_AT = /^(?:(?:can|could|shall)\s+we\s+|let'?s\s+)?(?:meet|go|do\s+it)\s+(?:at|to)\s+(.+?)(?:\s+instead)?\s*[?!.]*$/i;

/** The phrase as where the suggestion goes, when it is a time and nothing else. */
function asTime(phrase: string, now: number, zone: string): string | undefined {
  const clean = phrase.replace(/^(?:(?:on|at|for|in)\s+)(?=\S)/i, '').trim();
  const part = PART.exec(clean)?.[1];
  if (part !== undefined) return `the ${part.toLowerCase()}`;
  if (/^\d{1,2}(?::\d{2})?$/.test(clean)) return clean;
  const found = parseWhen(clean, now, zone);
  if (found === undefined) return undefined;
  const leftover = (clean.slice(0, found.index) + clean.slice(found.index + found.length)).replace(/\b(?:on|at|the|in)\b/gi, '');
  return /[\p{L}\d]/u.test(leftover) ? undefined : clean;
}
