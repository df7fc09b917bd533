import { blank } from './mask-text';

export interface AllDayMatch {
  /** Free unless the words say the person is away or keeps the day ("block all day Friday"). */
  allDay: 'free' | 'busy';
  /** The text with the "all-day" words blanked, so neither the title nor the time reads them. */
  rest: string;
}

/**
 * "an all-day event", "all day on Friday", "the whole day", "a full-day workshop": the event takes
 * the day rather than a time in it. The noun after it ("event", "entry") names nothing and goes too.
 */
const ALL_DAY =
  /\b(?:(?:an?|the)\s+)?(?:all[\s-]day|(?:whole|entire|full)[\s-]day)(?:\s+(?:event|entry|calendar\s+entry|block|thing))?\b/i;

/** Words that say the day is taken: the person is away, or keeps it for something. */
const BUSY =
  /\b(?:block|blocked|hold|busy|unavailable|away|out\s+of\s+(?:the\s+)?office|ooo|off|vacation|holiday|pto|leave|travel(?:l?ing)?|trip|offsite|off-site|conference|summit|workshop|training)\b/i;

/** "I'm busy all day Friday", "Sam is out all day": how someone's day is, not an event to make. */
const SAID_OF_SOMEONE = /\b(?:i'?m|i\s+am|i'?ll\s+be|we'?re|we\s+are|he'?s|she'?s|they'?re|is|are|will\s+be)\s+(?:[\w-]+\s+)?$/i;

export function extractAllDay(text: string): AllDayMatch | undefined {
  const match = ALL_DAY.exec(text);
  if (match === null || SAID_OF_SOMEONE.test(text.slice(0, match.index))) return undefined;
  return { allDay: BUSY.test(text) ? 'busy' : 'free', rest: blank(text, match.index, match[0].length) };
}
