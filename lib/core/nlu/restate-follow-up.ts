import { offeredPlace } from '../places/offered-place';
import type { ProposalPlaces } from '../places/place-choice';
import { parseWhen } from '../time/parse-when';
import { addZonedDays, instantToWallClock } from '../time/zoned';
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
const ABOUT =
  /^(?:(?:what|how)\s+about|what\s+if\s+we\s+(?:do|did|try|tried)|maybe|perhaps|or|try)\s+(.+?)\s*(?:instead)?\s*[?!.]*$/i;
const ANYTHING =
  /^(?:(?:do\s+you\s+have|have\s+you\s+got|you\s+got|got|is\s+there|are\s+there|any)\s+)*(?:anything|something|any\s+(?:times?|slots?|openings?)|a\s+(?:time|slot))\s+(?:free\s+|open\s+|available\s+)?(.+?)\s*[?!.]*$/i;
const INSTEAD = /^(.+?)\s+instead\s*[?!.]*$/i;
/** "make it 11", "change it to friday at 4", "can we do 4pm", "let's do 3", "could you move it to 2". */
const MAKE_IT =
  /^(?:(?:can|could|shall|should)\s+(?:we|you|i)\s+|(?:let'?s|let\s+us)\s+|(?:please|pls|plz)\s+)?(?:(?:make|change|switch|move|put|set|push|shift|bump)\s+(?:it|that|this)(?:\s+(?:to|for|at|on))?|do|go\s+(?:with|for)|try|say)\s+(.+?)\s*[?!.]*$/i;
/** "can it be at 4", "could we have it at 3", "can it start at 10.15". */
const CAN_IT =
  /^(?:can|could|would)\s+(?:it|we|you)\s+(?:be|start|happen|do\s+it|have\s+it|hold\s+it|book\s+it)\s+(.+?)\s*[?!.]*$/i;
/** "I'd prefer 3pm", "rather 4pm", "ideally the afternoon", "better at 4". */
const PREFER =
  /^(?:i'?d\s+|i\s+would\s+|i\s+)?(?:prefer(?:ably)?|rather(?:\s+(?:do|have))?|ideally|better(?=\s+(?:at|on|in)\b))\s+(.+?)\s*[?!.]*$/i;
/** "is 4 possible?", "does 4pm work?", "would 3 be better?": a clock time asked about. */
const WOULD_IT =
  /^(?:is|would|does|do|will|could)\s+(.+?)\s+(?:be\s+)?(?:possible|doable|ok(?:ay)?|fine|better|free|available|open|work(?:s)?(?:\s+for\s+(?:you|them|everyone))?|suit)\s*[?!.]*$/i;
/** "earlier, like 2?", "too early, 11?", "not that late, maybe 4": a comment on the time, then the time. */
const COMMENT_THEN =
  /^(?:earlier|later|sooner|(?:not\s+(?:that|so)|too|a\s+bit|bit)\s+(?:early|late))[\s,—–-]+(?:like|say|maybe|perhaps|around|about|at|how\s+about|what\s+about)?\s*(.+?)\s*[?!.]*$/i;
/** "same time thursday", "thursday same time", "same time on the 3rd?". */
const SAME_TIME =
  /^(?:(?:at\s+)?(?:the\s+)?same\s+time\s+(?:on\s+)?(.+?)|(?:on\s+)?(.+?),?\s+(?:at\s+)?(?:the\s+)?same\s+time)\s*[?!.]*$/i;
/** "the day after?", "next day", "how about the day before": a day counted from the card's own. */
const NEXT_DAY =
  /^(?:(?:what|how)\s+about\s+|maybe\s+|or\s+)?(?:the\s+)?(?:(day\s+after|next\s+day|following\s+day)|(day\s+before|previous\s+day|day\s+prior))\s*[?!.]*$/i;
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
  for (const re of [ABOUT, ANYTHING, INSTEAD, MAKE_IT, CAN_IT, PREFER, COMMENT_THEN]) {
    const phrase = re.exec(said)?.[1];
    if (phrase === undefined) continue;
    const time = asTime(phrase, now, zone);
    if (time !== undefined) return `move it to ${time}`;
  }
  const nextDay = suggestion === undefined ? null : NEXT_DAY.exec(said);
  if (nextDay !== null && suggestion !== undefined) {
    const day = addZonedDays(suggestion.current.start, nextDay[1] === undefined ? -1 : 1, zone);
    return `move it to ${dayOf(day, zone)}`;
  }
  const asked = WOULD_IT.exec(opened)?.[1];
  // Only a clock time: "is friday free?" is a question about the calendar.
  const askedTime = asked === undefined || !/\d|noon|midday/i.test(asked) ? undefined : asTime(asked, now, zone);
  if (askedTime !== undefined) return `move it to ${askedTime}`;
  const sameTime = SAME_TIME.exec(said);
  const sameDay = sameTime === null ? undefined : asTime(sameTime[1] ?? sameTime[2] ?? '', now, zone);
  if (sameDay !== undefined && !/\d\s*(?:am|pm)|:|noon/i.test(sameDay)) {
    return `move it to ${sameDay}${suggestion === undefined ? '' : ` at ${clockOf(suggestion.current.start, zone)}`}`;
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
  return `${dayOf(start, zone)} at ${clockOf(start, zone)}`;
}

/** "dec 10". */
function dayOf(start: number, zone: string): string {
  const wall = instantToWallClock(start, zone);
  return `${MONTHS[wall.month - 1] ?? ''} ${String(wall.day)}`;
}

/** "11:30am", "2pm". */
function clockOf(start: number, zone: string): string {
  const wall = instantToWallClock(start, zone);
  const hour = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const minute = wall.minute === 0 ? '' : `:${String(wall.minute).padStart(2, '0')}`;
  return `${String(hour)}${minute}${wall.hour < 12 ? 'am' : 'pm'}`;
}
