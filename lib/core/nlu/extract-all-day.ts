import { blank } from './mask-text';

export interface AllDayMatch {
  /** Free unless the words say the person is away or keeps the day ("block all day Friday"). */
  allDay: 'free' | 'busy';
  /** The text with the "all-day" words blanked, so neither the title nor the time reads them. */
  rest: string;
}

/**
 * "an all-day event", "all day on Friday", "the whole day", "a full-day workshop": the event takes
 * the day rather than a time in it. The noun after it ("event", "entry") names nothing and goes too,
 * as does a comma before it, which would otherwise end the date before it ("Friday the 18th of December, all day").
 */
const ALL_DAY =
  /(?:,\s*)?\b(?:(?:an?|the)\s+)?(?:all[\s-]day|(?:whole|entire|full)[\s-]day)(?:\s+(?:event|entry|calendar\s+entry|block|thing))?\b/i;

/** Words that say the day is taken: the person is away, or keeps it for something. */
const BUSY =
  /\b(?:block|blocked|hold|busy|unavailable|away|out\s+of\s+(?:the\s+)?office|ooo|off|vacation|holiday|pto|leave|travel(?:l?ing)?|trip|offsite|off-site|conference|summit|workshop|training)\b/i;

/** "I'm busy all day Friday", "Sam is out all day": how someone's day is, not an event to make. */
const SAID_OF_SOMEONE = /\b(?:i'?m|i\s+am|i'?ll\s+be|we'?re|we\s+are|he'?s|she'?s|they'?re|is|are|will\s+be)\s+(?:[\w-]+\s+)?$/i;

/** Being away: the days it names are taken whole, whatever else they hold. */
const AWAY =
  /\b(?:pto|vacation|vacay|ooo|out\s+of\s+(?:the\s+)?office|(?:day|days|time)\s+off|off\s+work|on\s+(?:holiday|leave|vacation|annual\s+leave)|annual\s+leave|sick\s+(?:day|leave)|(?:i'?m|i\s+am|i'?ll\s+be|i\s+will\s+be)\s+(?:off|away|out)|away)\b/i;
/** A verb that puts something in the calendar. */
const PUT = /\b(?:block(?:\s+off|\s+out)?|hold|mark|put|add|schedule|create|book|set|enter|log|reserve)\b/i;
/** A clock, a part of the day or a length: the request is about time within a day, not whole days. */
const WITHIN_A_DAY =
  /\d\s*[ap]\.?m\b|\b(?:at|@)\s*\d|\d:\d{2}|\b(?:noon|midday|midnight|morning|afternoon|evening|tonight|night|lunch|breakfast|dinner|hours?|hrs?|mins?|minutes?)\b|\bfor\s+(?:an?|\d)/i;
/** "a call with Ben on Friday, I'm away Monday": the away words give a reason, another event is made. */
const OTHER_EVENT =
  /\b(?:with|call|meeting|meet|sync|chat|catch[\s-]?up|lunch|coffee|drinks|interview|review|1:1|one[\s-]on[\s-]one|session|appointment|demo)\b/i;
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DAY_OF = String.raw`(?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH}|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|\d{1,2}(?:st|nd|rd|th)?|\d{1,2}/\d{1,2})`;
/** "9 to 11", "2-4": bare numbers for a span of hours, not days after a month ("jan 25 thru 27") or ordinals. */
const CLOCK_RANGE = new RegExp(
  String.raw`(?<!${MONTH}\s*)(?<![\d/])\b\d{1,2}\s*(?:-|–|to|till|until)\s*\d{1,2}\b(?!\s*(?:st|nd|rd|th)\b|\s*(?:of\s+)?${MONTH}|/)`,
  'i',
);
/** "jan 25 thru 27", "Monday to Wednesday", "the 3rd - 5th": a run of whole days. */
const DAY_RANGE = new RegExp(String.raw`\b${DAY_OF}\s*(?:-|–|thru|through|to|till|until)\s*(?:the\s+)?${DAY_OF}\b`, 'i');
const DATE_WORD = new RegExp(String.raw`\b(?:${DAY_OF}|today|tomorrow|tmrw|next\s+week|this\s+week|the\s+week\s+of)\b`, 'i');

/**
 * "block jan 25 thru 27, I'm on PTO", "add vacation Monday to Friday", "mark tomorrow as OOO": days
 * said without a clock, with away words or as a run of days to block, are taken whole and busy.
 */
function wholeDaysAway(text: string): boolean {
  if (!PUT.test(text) || WITHIN_A_DAY.test(text) || CLOCK_RANGE.test(text) || OTHER_EVENT.test(text) || !DATE_WORD.test(text))
    return false;
  return AWAY.test(text) || (/\b(?:block|hold)\b/i.test(text) && DAY_RANGE.test(text));
}

export function extractAllDay(text: string): AllDayMatch | undefined {
  const match = ALL_DAY.exec(text);
  if (match === null && wholeDaysAway(text)) return { allDay: 'busy', rest: text };
  if (match === null || SAID_OF_SOMEONE.test(text.slice(0, match.index))) return undefined;
  const end = match.index + match[0].length;
  // At the end the words are cut, not blanked: a run of blanks after a month ("18 December ␣␣␣␣␣␣")
  // lets the date reader take the month alone and lose the day.
  const rest = /^[\s.!?]*$/.test(text.slice(end)) ? text.slice(0, match.index) : blank(text, match.index, match[0].length);
  return { allDay: BUSY.test(text) ? 'busy' : 'free', rest };
}
