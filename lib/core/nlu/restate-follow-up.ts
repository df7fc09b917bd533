import { offeredPlace } from '../places/offered-place';
import type { ProposalPlaces } from '../places/place-choice';
import { parseWhen } from '../time/parse-when';
import { instantToWallClock } from '../time/zoned';
import { pickShownOption, type ShownOptions } from './pick-shown-option';

/** The suggestion still waiting, as a reply to it needs it: the times its card showed and the places it offered. */
export interface LiveSuggestion extends ShownOptions {
  places?: ProposalPlaces;
}

/**
 * Openers that add nothing to a reply about the suggestion: "hmm,", "ok so", "actually", "no wait,",
 * "let us say", "on second thought".
 */
const OPENER =
  /^\s*(?:(?:hmm+|hm+|um+|uh+|ok(?:ay)?|so|actually|well|o+h+|ah+|nah|no|sorry|hey|right|wait|hold\s+on|erm?|then|(?:let'?s|let\s+us)\s+say|say|on\s+(?:second|2nd)\s+thoughts?|i\s+(?:think|guess|mean))(?:[\s,.!—–-]+|$))+/i;
/** Closers that add nothing either: "4:30 is better", "3pm instead", "make it 4:30 actually", "morning please". */
const CLOSER =
  /(?:[\s,]+(?:(?:would|will|'d)?\s*(?:is|be|works?|suits?)\s+(?:better|best|good|fine|great|ok(?:ay)?)(?:\s+for\s+(?:me|us))?|(?:works?|suits?)(?:\s+(?:for\s+(?:me|us)|better))?|if\s+(?:possible|you\s+can|that'?s\s+ok(?:ay)?)|instead|actually|then|please|pls|thanks|thank\s+you))+\s*[?!.]*$/i;
/** "anything later?", "got something earlier?", "later?", "is there anything sooner in the day?". */
const DIRECTION =
  /^(?:(?:do\s+you\s+have|have\s+you\s+got|you\s+got|got|is\s+there|are\s+there|any(?:thing)?|something|maybe)\s+)*(?:anything|something|any(?:\s+times?|\s+slots?)?|one|a\s+(?:time|slot))?\s*(later|earlier|sooner)(?:\s+(?:in\s+the\s+(?:day|week)|that\s+(?:day|week)|on|times?|slots?|one|please|then))*\s*[?!.]*$/i;
/** "what about Thursday?", "how about 2pm?", "Thursday instead?", "anything on Friday?", "got anything in the afternoon?". */
const ABOUT = /^(?:(?:what|how)\s+about|what\s+if\s+we\s+(?:do|did|try|tried)|maybe|or|try)\s+(.+?)\s*(?:instead)?\s*[?!.]*$/i;
const ANYTHING =
  /^(?:(?:do\s+you\s+have|have\s+you\s+got|you\s+got|got|is\s+there|are\s+there|any)\s+)*(?:anything|something|any\s+(?:times?|slots?|openings?)|a\s+(?:time|slot))\s+(?:free\s+|open\s+|available\s+)?(.+?)\s*[?!.]*$/i;
const INSTEAD = /^(.+?)\s+instead\s*[?!.]*$/i;
/** "make it 11", "change it to friday at 4", "can we do 4pm", "let's do 3", "could you move it to 2". */
const MAKE_IT =
  /^(?:(?:can|could|shall|should)\s+(?:we|you|i)\s+|(?:let'?s|let\s+us)\s+|(?:please|pls|plz)\s+)?(?:(?:make|change|switch|move|put|set|push|shift|bump)\s+(?:it|that|this)(?:\s+(?:to|for|at|on))?|do|go\s+(?:with|for)|try|say)\s+(.+?)\s*[?!.]*$/i;
/** "call it Pricing strategy workshop", "name it …", "rename it to …". */
const CALL_IT =
  /^(?:(?:can|could)\s+(?:we|you)\s+|please\s+|let'?s\s+)?(?:call|name|title|rename)\s+it(?:\s+to)?\s+(.+?)\s*[.!]*$/i;
/** A reply that is already the edit it means, once its opener is gone: "actually make it 30 min". */
const EDIT_VERB =
  /^(?:(?:can|could)\s+(?:we|you)\s+)?(?:make|change|move|push|pull|shift|bump|switch|rename|put|set|add|invite|remove|drop)\s+(?:it|that|this)\b/i;
/** A part of the suggestion's own day: "the afternoon", "in the morning", "evening". */
const PART = /^(?:in\s+|for\s+|during\s+)?(?:the\s+)?(morning|afternoon|evening)$/i;
/** A length, not a time: "45 minutes", "an hour", "1.5 hrs" are a change of duration the reader reads as one. */
const LENGTH = /\b(?:minutes?|mins?|hours?|hrs?|h)\b|^(?:an?\s+)?half\b/i;

/**
 * A short reply to the suggestion still waiting, said the way people answer a proposal, restated
 * as the edit it means so the reader after this one takes it for that: "anything later?" → "any
 * later times?", "what about Thursday?" / "Thursday instead?" / "actually 4:30" / "no wait, 3pm" /
 * "make it 11" → "move it to …", "the 2nd option" / "the 11:30 one" → "move it to" the time the
 * card showed, "actually call it X" → "rename it to X", "how about Kiln & Bean?" (a place the card
 * offered) → "move it to Kiln & Bean". Only called while a suggestion is live; anything else, or a
 * phrase that is not wholly a time, is left as it was.
 */
export function restateFollowUp(
  text: string,
  now: number,
  zone: string,
  live?: LiveSuggestion | ProposalPlaces,
): string | undefined {
  const suggestion = live !== undefined && 'shown' in live ? live : undefined;
  const offered = suggestion === undefined ? (live as ProposalPlaces | undefined) : suggestion.places;
  const opened = text.replace(OPENER, '').trim();
  const said = opened.replace(CLOSER, '').trim() || opened;
  const direction = DIRECTION.exec(said)?.[1]?.toLowerCase();
  if (direction !== undefined) return `any ${direction === 'later' ? 'later' : 'earlier'} times?`;
  const picked = suggestion === undefined ? undefined : pickShownOption(said, suggestion, zone);
  if (picked !== undefined) return `move it to ${spelledOut(picked, zone)}`;
  for (const re of [ABOUT, ANYTHING, INSTEAD, MAKE_IT]) {
    const phrase = re.exec(said)?.[1];
    if (phrase === undefined) continue;
    const time = asTime(phrase, now, zone);
    if (time !== undefined) return `move it to ${time}`;
  }
  // "actually 4:30", "no wait, 3pm", "Let us say 4 pm.", "after 3?", "morning please": nothing but a time.
  const time = asTime(said, now, zone);
  if (time !== undefined) return `move it to ${time}`;
  const name = CALL_IT.exec(said)?.[1]?.replace(/^["'“‘](.*)["'”’]$/, '$1');
  // "call it a day" ends the talk; it names nothing.
  if (name !== undefined && name !== '' && !/^(?:a\s+day|a\s+night|quits|off|even)$/i.test(name)) return `rename it to ${name}`;
  // "how about Kiln & Bean?", "let's meet at Kiln & Bean": one of the places the card offered.
  const venue = (ABOUT.exec(opened) ?? MEET_AT.exec(opened) ?? INSTEAD.exec(opened))?.[1]?.replace(/^(?:at|to)\s+/i, '');
  const place = venue === undefined || offered === undefined ? undefined : offeredPlace(offered, venue);
  if (place !== undefined) return `move it to ${place.name}`;
  // "actually make it 30 min": the edit itself, without the word that would become its title.
  return opened !== text.trim() && EDIT_VERB.test(opened) ? opened : undefined;
}

/** "let's meet at Kiln & Bean", "can we go to the Kiln instead". */
const MEET_AT = /^(?:(?:can|could|shall)\s+we\s+|let'?s\s+)?(?:meet|go|do\s+it)\s+(?:at|to)\s+(.+?)(?:\s+instead)?\s*[?!.]*$/i;

/** The phrase as where the suggestion goes, when it is a time and nothing else. */
function asTime(phrase: string, now: number, zone: string): string | undefined {
  const clean = phrase
    .replace(/^(?:(?:on|at|for|in)\s+)(?=\S)/i, '')
    .replace(/[?!.]+$/, '')
    .trim();
  const part = PART.exec(clean)?.[1];
  if (part !== undefined) return `the ${part.toLowerCase()}`;
  // A bare number is an hour of the clock ("make it 11"); "30" is more likely minutes, so it is not read.
  const bare = /^(\d{1,2})(:[0-5]\d)?$/.exec(clean);
  if (bare !== null) return bare[2] !== undefined || (Number(bare[1]) >= 1 && Number(bare[1]) <= 12) ? clean : undefined;
  if (LENGTH.test(clean)) return undefined;
  const found = parseWhen(clean, now, zone);
  if (found === undefined) return undefined;
  const leftover = (clean.slice(0, found.index) + clean.slice(found.index + found.length)).replace(/\b(?:on|at|the|in)\b/gi, '');
  return /[\p{L}\d]/u.test(leftover) ? undefined : clean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A start as the reader takes it back exactly: "dec 10 at 11:30am". */
function spelledOut(start: number, zone: string): string {
  const wall = instantToWallClock(start, zone);
  const hour = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const minute = wall.minute === 0 ? '' : `:${String(wall.minute).padStart(2, '0')}`;
  return `${MONTHS[wall.month - 1] ?? ''} ${String(wall.day)} at ${String(hour)}${minute}${wall.hour < 12 ? 'am' : 'pm'}`;
}
