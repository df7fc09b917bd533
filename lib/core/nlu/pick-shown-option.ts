import type { Interval } from '../time/interval';
import { instantToWallClock } from '../time/zoned';

/** What a suggestion card showed: its times, the suggested one first, and all shown so far in the conversation. */
export interface ShownOptions {
  /** Every start shown in this conversation, oldest first; each card's times were appended together. */
  shown: readonly number[];
  /** The time the card suggests now: its first option. */
  current: Interval;
}

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  one: 1,
  '1': 1,
  second: 2,
  '2nd': 2,
  two: 2,
  '2': 2,
  third: 3,
  '3rd': 3,
  three: 3,
  '3': 3,
  fourth: 4,
  '4th': 4,
  four: 4,
  '4': 4,
};
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** "ok", "yes", "let's do", "how about", "I'll take", "book": words before the pick that add nothing. */
const LEAD =
  /^(?:(?:ok(?:ay)?|yes|yeah|yep|hmm+|actually|then|so|well|(?:let'?s|let\s+us)\s+(?:do|go\s+(?:with|for)|take|book|try)|i'?(?:ll|d)\s+(?:take|prefer|like|go\s+(?:with|for))|i\s+(?:want|prefer|like)|(?:how|what)\s+about|go\s+(?:with|for)|take|book|pick|choose|try|give\s+me|can\s+(?:we|i)\s+(?:have|do|take|get))[\s,]+)*/i;
/** "please", "instead", "you showed me": words after the pick that add nothing. */
const TAIL =
  /(?:[\s,]+(?:please|pls|instead|then|thanks|thank\s+you|(?:that\s+)?you\s+(?:showed|suggested|gave|offered|listed|mentioned)(?:\s+me)?(?:\s+(?:first|earlier|before))?))*\s*[?!.]*$/i;
/** "the 2nd option", "the third one", "option 2", "number 3", "#2", "the last one". */
const ORDINAL =
  /^(?:the\s+)?(?:(first|1st|second|2nd|third|3rd|fourth|4th|last)\s*(?:one|option|time|slot|choice|suggestion)?|(?:option|choice|number|no\.?|#)\s*(one|two|three|four|[1-4]))$/i;
/** "the 11:30 one", "the one at 3pm", "the tuesday one", "the one on thursday". */
const WHICH_ONE = /^(?:the\s+)?(?:(.+?)\s+(?:one|option|slot)|(?:one|option|slot)\s+(?:at|on|for)\s+(.+?))$/i;
const CLOCK = /^(?:at\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i;
const DAY = /^(?:on\s+)?(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?$/i;

/**
 * The start of the option a person picks from the card by where it sits or what it says: "the 2nd
 * option", "the third one", "option 2", "the 11:30 one", "let's do the tuesday one", "the first one
 * you showed me" (the very first time offered in this conversation). Undefined when the words are
 * not a pick, or name an option the card did not show — the reader after this one has its say.
 */
export function pickShownOption(text: string, options: ShownOptions, zone: string): number | undefined {
  const said = text.trim().replace(/[’‘]/g, "'").replace(LEAD, '');
  const fromTheStart = /\byou\s+(?:showed|suggested|gave|offered|listed|mentioned)\b/i.test(said);
  const phrase = said.replace(TAIL, '').trim();
  const card = cardOptions(options);
  const ordinal = ORDINAL.exec(phrase);
  if (ordinal !== null) {
    const word = (ordinal[1] ?? ordinal[2] ?? '').toLowerCase();
    const pool = fromTheStart ? options.shown : card;
    return word === 'last' ? pool[pool.length - 1] : pool[(ORDINALS[word] ?? 0) - 1];
  }
  const which = WHICH_ONE.exec(phrase);
  const label = (which?.[1] ?? which?.[2])?.trim();
  if (label === undefined) return undefined;
  const fits = matcherFor(label, zone);
  if (fits === undefined) return undefined;
  // The card on screen first; then anything shown earlier in the conversation.
  const onCard = card.filter(fits);
  if (onCard.length > 0) return onCard.length === 1 ? onCard[0] : undefined;
  const earlier = options.shown.filter(fits);
  return new Set(earlier).size === 1 ? earlier[0] : undefined;
}

/** The times on the card now: the group its suggested time heads (each card's times were shown together). */
function cardOptions(options: ShownOptions): readonly number[] {
  const at = options.shown.lastIndexOf(options.current.start);
  return at < 0 ? [options.current.start] : options.shown.slice(at);
}

/** A test for an option's start from a clock time ("11:30", "3pm") or a weekday ("tuesday"). */
function matcherFor(label: string, zone: string): ((start: number) => boolean) | undefined {
  const clock = CLOCK.exec(label);
  if (clock !== null) {
    const hour = Number(clock[1]);
    const minute = Number(clock[2] ?? '0');
    const meridiem = clock[3]?.toLowerCase().replace(/\./g, '');
    if (hour > 23 || minute > 59 || (meridiem !== undefined && (hour < 1 || hour > 12))) return undefined;
    const hours =
      meridiem === undefined
        ? hour <= 12
          ? [hour % 12, (hour % 12) + 12]
          : [hour]
        : [meridiem === 'pm' ? (hour % 12) + 12 : hour % 12];
    return (start) => {
      const wall = instantToWallClock(start, zone);
      return wall.minute === minute && hours.includes(wall.hour);
    };
  }
  const day = DAY.exec(label)?.[1]?.toLowerCase();
  if (day === undefined) return undefined;
  const weekday = WEEKDAYS.indexOf(day);
  return (start) => instantToWallClock(start, zone).weekday === weekday;
}
