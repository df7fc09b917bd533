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

export function extractAllDay(text: string): AllDayMatch | undefined {
  const match = ALL_DAY.exec(text);
  if (match === null || SAID_OF_SOMEONE.test(text.slice(0, match.index))) return undefined;
  const end = match.index + match[0].length;
  // At the end the words are cut, not blanked: a run of blanks after a month ("18 December ␣␣␣␣␣␣")
  // lets the date reader take the month alone and lose the day.
  const rest = /^[\s.!?]*$/.test(text.slice(end)) ? text.slice(0, match.index) : blank(text, match.index, match[0].length);
  return { allDay: BUSY.test(text) ? 'busy' : 'free', rest };
}
