import type { Constraint } from '../domain/constraint';
import type { TimeRange } from '../domain/preferences';
import { allMatches } from './all-matches';
import { subjectBefore } from './constraint-subject';
import { DURATION_PHRASE, extractDuration } from './extract-duration';
import { SOFTENER_AFTER } from './constraint-triggers';
import { blank } from './mask-text';
import { formatClock, readClock, TIME_WORD } from './parse-time-of-day';

/**
 * "leave time for lunch", "make sure I still have 45 minutes for lunch", "don't skip lunch": at
 * least so many free minutes inside the meal's usual window on the meeting's day. Meals only —
 * a gym slot has no window everyone shares, so "keep my gym slot free" is a keep_free instead.
 */
interface Meal {
  minutes: number;
  window: TimeRange;
}

const MEALS: Readonly<Record<string, Meal>> = {
  breakfast: { minutes: 30, window: { start: '07:00', end: '10:00' } },
  lunch: { minutes: 30, window: { start: '11:30', end: '14:00' } },
  dinner: { minutes: 45, window: { start: '17:30', end: '21:00' } },
};

const MEAL = String.raw`(lunch|breakfast|dinner)`;
const PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:leave|save|keep|allow|give\s+(?:me|us|them)|make\s+(?:sure\s+(?:I|we|there(?:'s|\s+is))(?:\s+still)?\s+(?:have|get|has|is)|room|time)|still\s+(?:have|get|need)|need)\s+(?:(?:some|enough|a|an)\s+)?(?:(${DURATION_PHRASE})\s+)?(?:(?:free\s+)?(?:time|room|space|gap|break|window|slot)\s+)?(?:for|to\s+(?:have|eat|grab|get))\s+(?:(?:a|my|some|our)\s+)?(?:quick\s+)?${MEAL}\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:don't|do\s+not|never|without)\s+(?:skip(?:ping)?|miss(?:ing)?|forget(?:ting)?)\s+(?:my\s+|our\s+)?${MEAL}\b`,
    'gi',
  ),
];

export function extractLeaveGap(text: string, original: string, into: Constraint[]): string {
  let rest = text;
  for (const re of PATTERNS) {
    for (const m of allMatches(re, rest)) {
      const mealWord = (m[2] ?? m[1] ?? '').toLowerCase();
      const meal = MEALS[mealWord];
      if (meal === undefined) continue;
      const durationText = m.length > 2 ? m[1] : undefined;
      const minutes = durationText === undefined ? meal.minutes : (extractDuration(durationText)?.minutes ?? meal.minutes);
      const subject = subjectBefore(rest, m.index);
      const start = subject?.index ?? m.index;
      const end = m.index + m[0].length;
      for (const who of subject?.who ?? ['me']) {
        into.push({
          type: 'leave_gap',
          who,
          strength: 'hard',
          text: original.slice(start, end).trim(),
          block: mealWord,
          minutes,
          timeRange: meal.window,
        });
      }
      rest = blank(rest, start, end - start);
    }
  }
  return extractBuffers(rest, original, into);
}

/** A gap said without its length ("avoid back-to-back", "leave a buffer"): a quarter of an hour. */
const DEFAULT_BUFFER_MINUTES = 15;
const WHOLE_DAY: TimeRange = { start: '00:00', end: '24:00' };
const GAP_NOUN = String.raw`(?:gap|buffer|break|breather|breathing\s+room|space|time|padding|cushion|room)`;
const STACKED = String.raw`(?:back[\s-]?to[\s-]?back|b2b|consecutive(?:ly)?|stacked|one\s+after\s+(?:the\s+)?(?:other|another)|right\s+after\s+(?:each\s+other|one\s+another))`;
const BETWEEN_WHAT = String.raw`(?:them(?:\s+all)?|each(?:\s+(?:one|other|meeting|call|interview|session))?|(?:the\s+|my\s+|our\s+|all\s+)?(?:meetings|calls|sessions|interviews|ones|events|appointments|each\s+other))\b`;
const MEETINGS = String.raw`(?:meetings?|calls?|sessions?|interviews?|ones?|events?|appointments?)`;

/** How strongly a buffer is asked for: "avoid", "rather not", "ideally" only rank; "no", "never" hold. */
const SOFT_BUFFER = /^(?:avoid|try|ideally|preferably|rather|prefer|would|'d|hate|dislike|not\s+a\s+fan|if\s+possible)/i;

const BUFFER_PATTERNS: { re: RegExp; minutesGroup: number; atGroup?: number }[] = [
  // "avoid back-to-back", "no back to back meetings", "don't stack them", "not consecutively please"
  {
    re: new RegExp(
      String.raw`\b(?:(?:please\s+)?(?:try\s+(?:to\s+)?)?avoid(?:ing)?|no|not|never|without|nothing|(?:would|'d)\s+rather\s+not(?:\s+(?:have|do|be))?|rather\s+not|prefer\s+not(?:\s+to\s+(?:have|do|be))?|hates?|dislikes?|(?:don't|do\s+not|dont)\s+(?:want|do|book|schedule|put|have|make|like|stack)(?:\s+(?:them|it|those|these|any|meetings|calls))?)\s+(?:(?:any|them|those|these|the\s+\w+|my\s+\w+|${MEETINGS})\s+)?(?:(?:be|being|to\s+be|stack(?:ed)?|put|book(?:ed)?|schedul(?:e|ed))\s+)?(?:(?:them|it)\s+)?${STACKED}(?:\s+${MEETINGS})?(?:\s*\(?(${DURATION_PHRASE})\s+(?:between|apart|gap|buffer)\)?)?`,
      'gi',
    ),
    minutesGroup: 1,
  },
  // "with 15 minutes between them", "a 10-minute gap between each", "15 min buffer in between the interviews"
  {
    re: new RegExp(
      String.raw`\b(?:(?:with|leave|leaving|keep|keeping|put|putting|need|want|allow(?:ing)?|add(?:ing)?|give\s+(?:me|us|them))\s+)?(?:at\s+least\s+|a\s+|an\s+)?(${DURATION_PHRASE})\s*(?:of\s+)?(?:${GAP_NOUN}\s+)?(?:free\s+)?(?:in\s+)?between\s+${BETWEEN_WHAT}`,
      'gi',
    ),
    minutesGroup: 1,
  },
  // "leave a gap between meetings", "with a buffer between each call", "give me some breathing room in between them"
  {
    re: new RegExp(
      String.raw`\b(?:(?:with|leave|leaving|keep|keeping|put|putting|need|want|allow(?:ing)?|add(?:ing)?|give\s+(?:me|us|them))\s+)?(?:at\s+least\s+|a\s+|an\s+|some\s+|a\s+little\s+|enough\s+)?(?:short\s+|small\s+|little\s+|quick\s+)?(?:gap|buffer|break|breather|breathing\s+room|padding|cushion)s?\s+(?:in\s+)?between\s+${BETWEEN_WHAT}`,
      'gi',
    ),
    minutesGroup: 1,
  },
  {
    re: new RegExp(
      String.raw`\b(?:leave|leaving|keep|keeping|allow(?:ing)?|give\s+(?:me|us|them))\s+(?:some\s+|a\s+little\s+|enough\s+|a\s+bit\s+of\s+)?(?:time|room|space)\s+(?:in\s+)?between\s+${BETWEEN_WHAT}`,
      'gi',
    ),
    minutesGroup: 1,
  },
  {
    re: new RegExp(
      String.raw`\bspace\s+(?:them|these|those|the\s+\w+|my\s+\w+)\s+out(?:\s+(?:by\s+)?(${DURATION_PHRASE}))?|\b(?:them|these|those)\s+(${DURATION_PHRASE})\s+apart\b`,
      'gi',
    ),
    minutesGroup: 1,
  },
  // "leave a 30 min buffer after my other meetings", "ideally I'd like a 10 minute gap before it",
  // "with a buffer around it": beside the meeting being booked.
  {
    re: new RegExp(
      String.raw`\b(?:(?:ideally|preferably)[,\s]+)?(?:(?:with|leave|leaving|keep|add(?:ing)?|need|want|allow|(?:i'?d|i\s+would|we'?d|we\s+would)\s+(?:like|prefer|love)|give\s+(?:me|us))\s+)?(?:at\s+least\s+|a\s+|an\s+|some\s+)?(?:(${DURATION_PHRASE})[\s-]*(?:of\s+)?${GAP_NOUN}|(?:gap|buffer|breather|padding|cushion))\s+(?:(?:right\s+)?before|(?:right\s+)?after|around|on\s+either\s+side\s+of)\s+(?:it|this|that|the\s+(?:call|meeting|session|one)|(?:all\s+)?(?:my\s+)?(?:other\s+)?(?:meetings|calls|events)|each(?:\s+one)?|them)\b`,
      'gi',
    ),
    minutesGroup: 1,
  },
  // "a buffer after my 2pm", "15 minutes of breathing room after the 11am"
  {
    re: new RegExp(
      String.raw`\b(?:a|an|some|(${DURATION_PHRASE}))\s*(?:of\s+)?${GAP_NOUN}\s+(?:right\s+)?after\s+(?:my|the|our)\s+(${TIME_WORD})(?![\w:])(?:\s+${MEETINGS})?`,
      'gi',
    ),
    minutesGroup: 1,
    atGroup: 2,
  },
];

/**
 * Buffers between meetings: "avoid back-to-back", "with 15 minutes between them", "space them out",
 * "a buffer after my 2pm". Beside the meeting itself (`besideMeeting`), or after an event at a
 * said time: that event's end is not known here, so the gap is looked for in the hour and the
 * buffer after its start (a one-hour event's end plus the buffer).
 */
export function extractBuffers(text: string, original: string, into: Constraint[]): string {
  let rest = text;
  for (const { re, minutesGroup, atGroup } of BUFFER_PATTERNS) {
    for (const m of allMatches(re, rest)) {
      const durationText = m[minutesGroup] ?? m[minutesGroup + 1];
      const minutes =
        durationText === undefined ? DEFAULT_BUFFER_MINUTES : (extractDuration(durationText)?.minutes ?? DEFAULT_BUFFER_MINUTES);
      const start = m.index + (m[0].length - m[0].trimStart().length);
      const end = m.index + m[0].length;
      const said = original.slice(start, end).trim();
      const at = atGroup === undefined ? undefined : readClock(m[atGroup] ?? '');
      if (atGroup !== undefined && at === undefined) continue;
      const strength = SOFT_BUFFER.test(said) || SOFTENER_AFTER.test(rest.slice(end)) ? 'preference' : 'hard';
      const subject = subjectBefore(rest, start);
      for (const who of subject?.who ?? ['me']) {
        into.push(
          at === undefined
            ? {
                type: 'leave_gap',
                who,
                strength,
                text: said,
                block: 'buffer',
                minutes,
                timeRange: WHOLE_DAY,
                besideMeeting: true,
              }
            : {
                type: 'leave_gap',
                who,
                strength,
                text: said,
                block: `buffer after ${formatClock(at.minutes)}`,
                minutes,
                timeRange: { start: formatClock(at.minutes), end: formatClock(Math.min(1440, at.minutes + 60 + minutes)) },
              },
        );
      }
      rest = blank(rest, start, end - start);
    }
  }
  return rest;
}
