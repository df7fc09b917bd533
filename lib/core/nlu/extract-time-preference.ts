import { allMatches } from './all-matches';
import { DURATION_PHRASE, extractDuration } from './extract-duration';
import { blank } from './mask-text';
import { TIME_WORD } from './parse-time-of-day';
import type { TimePreference } from './parsed-request';

export interface ShiftMatch {
  /** Minutes to move by: positive later, negative earlier. */
  minutes?: number;
  /** The text without the shift, so "push it back 30 minutes" does not set a 30-minute duration. */
  rest: string;
}

const LATER_AFTER = /^\s+(?:later|back|out)\b/i;
const EARLIER_AFTER = /^\s+(?:earlier|sooner|forward|ahead|up)\b/i;
/** "start the retro 5 min early", "kick off the demo ten minutes late": said of when it starts. */
const START_BEFORE = /\b(?:start|begin|kick\s+off)\b(?:\s+\S+){0,6}?\s+$/i;
const EARLY_LATE_AFTER = /^\s+(early|late)\b/i;
/** "back like 20 minutes", "up by about 15": a hedge before the amount. */
const HEDGE = String.raw`(?:(?:like|about|around|roughly|approximately|maybe|say|just)\s+)?`;
// The words between the verb and the amount name the event, which may take a few ("push back my
// first meeting after lunch today by 15 minutes").
const LATER_BEFORE =
  /\b(?:push(?:ed)?|shift(?:ed)?|delay(?:ed)?|postpone[d]?|bump(?:ed)?|slide|back|later)\b(?:\s+\S+){0,8}?\s+(?:by\s+)?$/i;
const EARLIER_BEFORE = /\b(?:bring|pull|move\s+(?:\S+\s+){0,3}up|forward|earlier|sooner)\b(?:\s+\S+){0,8}?\s+(?:by\s+)?$/i;
const EARLIER_UP_BEFORE = /\b(?:bump|push|move|pull|bring|shift|slide|nudge)(?:\s+\S+){0,4}?\s+up\s+(?:by\s+)?$/i;
/**
 * "the meeting of 3pm, do it 30 minutes before", "make it an hour after": an amount with
 * before/after ending the clause, said of the event itself, as several first languages say
 * earlier/later. "remind me 30 minutes before" and "do it 30 minutes before lunch" are not shifts.
 */
const IT_BEFORE =
  /\b(?:do|make|put|have|hold|start|set|move|shift)\s+(?:(?:it|this|that|them)\s+|(?:the|my|our)\s+(?:\S+\s+){0,5}?)(?:by\s+)?$/i;
const BEFORE_AFTER_END = /^\s+(before|after)\s*(?=[.,!?;]|$|\s+(?:please|instead|pls|thanks?)\b)/i;
const WAY_EARLIER_BEFORE = new RegExp(String.raw`\b(?:forward|ahead|earlier|sooner)\s+(?:by\s+)?${HEDGE}$`, 'i');
const WAY_LATER_BEFORE = new RegExp(String.raw`\b(?:back|later|out)\s+(?:by\s+)?${HEDGE}$`, 'i');
const DAYS = String.raw`(?:a|one|two|three|\d{1,2})\s+(?:days?|weeks?)\b`;
const SHIFT = new RegExp(String.raw`(?:\bby\s+)?(?:${DURATION_PHRASE}|${DAYS})`, 'gi');
const SIGNED = /(?<![\w/])([+-])\s?(\d{1,3})\s?(h|hrs?|hours?|m|mins?|minutes?|d|days?)\b/i;
const SIGNED_UNIT: Readonly<Record<string, string>> = { h: 'hours', m: 'minutes', d: 'days' };
const DAY_WORDS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3 };

/** Minutes in "an hour", "45 min", "a day", "two weeks". */
function amountOf(phrase: string): number | undefined {
  const days = /^(\w+)\s+(day|week)s?$/i.exec(phrase);
  if (days === null) return extractDuration(phrase)?.minutes;
  const n = DAY_WORDS[(days[1] ?? '').toLowerCase()] ?? Number(days[1]);
  return Number.isInteger(n) && n > 0 ? n * (days[2]?.toLowerCase() === 'week' ? 7 : 1) * 1440 : undefined;
}

/** "push it back 30 minutes", "an hour earlier", "bring it forward by 15 min", "push the review by a day". */
export function extractShift(text: string): ShiftMatch {
  // "everything today +1h", "standup -15m": a signed amount is its own direction.
  const signed = SIGNED.exec(text);
  const by =
    signed === null ? undefined : amountOf(`${signed[2] ?? ''} ${SIGNED_UNIT[(signed[3] ?? '').charAt(0).toLowerCase()] ?? ''}`);
  if (signed !== null && by !== undefined)
    return { minutes: (signed[1] === '-' ? -1 : 1) * by, rest: blank(text, signed.index, signed[0].length) };
  for (const m of allMatches(SHIFT, text)) {
    const minutes = amountOf(m[0].replace(/^by\s+/i, '').trim());
    if (minutes === undefined) continue;
    const after = text.slice(m.index + m[0].length);
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    const later = LATER_AFTER.exec(after);
    const earlier = EARLIER_AFTER.exec(after);
    const relative = IT_BEFORE.test(before) ? BEFORE_AFTER_END.exec(after) : null;
    const started = START_BEFORE.test(before) ? EARLY_LATE_AFTER.exec(after) : null;
    const tail = later?.[0].length ?? earlier?.[0].length ?? relative?.[0].length ?? started?.[0].length ?? 0;
    let sign =
      later !== null ? 1 : earlier !== null ? -1 : relative === null ? 0 : relative[1]?.toLowerCase() === 'after' ? 1 : -1;
    if (sign === 0 && started !== null) sign = started[1]?.toLowerCase() === 'late' ? 1 : -1;
    // "bump it up by 15": "up" turns a later-sounding verb earlier.
    // "shift the review forward 30 min": the way said beats the verb's own leaning.
    if (sign === 0) sign = WAY_EARLIER_BEFORE.test(before) ? -1 : WAY_LATER_BEFORE.test(before) ? 1 : 0;
    if (sign === 0)
      sign = EARLIER_UP_BEFORE.test(before) ? -1 : LATER_BEFORE.test(before) ? 1 : EARLIER_BEFORE.test(before) ? -1 : 0;
    if (sign === 0) continue;
    return { minutes: sign * minutes, rest: blank(text, m.index, m[0].length + tail) };
  }
  return { rest: text };
}

const EARLIER =
  /\b(?:earlier|sooner|bring\s+(?:\S+\s+){0,3}forward|pull\s+(?:\S+\s+){0,3}(?:forward|in|up)|(?:move|bump|push)\s+(?:\S+\s+){0,3}up)\b|提前|早一点|早點/i;
const LATER =
  /\b(?:later|push(?:ed)?\s+(?:\S+\s+){0,3}(?:back|out)|postpone|delay|move\s+(?:\S+\s+){0,3}back|push(?:ed)?\s+(?:it|that|this|them)\b)|推迟|推遲|延后|延後|晚一点|晚點/i;

/** "move standup to 10": a new clock time, even one the time parser leaves alone. */
const NAMED_TIME = new RegExp(String.raw`\b(?:to|at)\s+${TIME_WORD}(?![\w:])`, 'i');

/**
 * For edits: a new time of day named ("to 10") is specific; otherwise "earlier"/"later" words or
 * the direction of a shift; otherwise a new day named ("to Thursday") is specific.
 */
export function timePreferenceOf(
  text: string,
  when: { hasTimeOfDay: boolean } | undefined,
  shiftMinutes: number | undefined,
): TimePreference | undefined {
  // A shift says which way whatever else is named: in "push my 3pm back 30 minutes" the 3pm is the event.
  if ((shiftMinutes ?? 0) < 0) return 'earlier';
  if ((shiftMinutes ?? 0) > 0) return 'later';
  if (when?.hasTimeOfDay === true || NAMED_TIME.test(text)) return 'specific';
  if (EARLIER.test(text)) return 'earlier';
  if (LATER.test(text) || (shiftMinutes ?? 0) > 0) return 'later';
  return when === undefined ? undefined : 'specific';
}
