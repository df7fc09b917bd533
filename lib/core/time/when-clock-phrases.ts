import type { ClockTime, PieceBody, WhenContext, WhenMatcher } from './when-pieces';
import { MONTH_NAMES, fixedClock } from './when-pieces';

/**
 * Times of day and windows of the day. Day parts, with the boundaries a calendar assistant can
 * defend: morning 08:00–12:00, afternoon 12:00–17:00, evening 17:00–21:00, night (and "tonight")
 * 18:00–23:00 — wider than the evening because "tonight" includes an early dinner — and lunch
 * 12:00–13:00, so "before lunch" ends at 12:00 and "after lunch" starts at 13:00.
 */
const TONIGHT = { from: fixedClock(18), to: fixedClock(23) };
const DAY_PARTS: Record<string, { from: ClockTime; to: ClockTime }> = {
  morning: { from: fixedClock(8), to: fixedClock(12) },
  afternoon: { from: fixedClock(12), to: fixedClock(17) },
  evening: { from: fixedClock(17), to: fixedClock(21) },
  night: TONIGHT,
};
const LUNCH = { from: fixedClock(12), to: fixedClock(13) };
/**
 * A day part narrowed by "early", "mid" or "late", the same windows the constraint reader uses
 * (constraint-qualifiers.ts): "late afternoon" 15:00–17:00. One with no window of its own ("mid
 * evening") is the whole part.
 */
const QUALIFIED_PARTS: Record<string, { from: ClockTime; to: ClockTime }> = {
  'early morning': { from: fixedClock(6), to: fixedClock(9) },
  'mid morning': { from: fixedClock(9), to: fixedClock(11) },
  'late morning': { from: fixedClock(10), to: fixedClock(12) },
  'early afternoon': { from: fixedClock(12), to: fixedClock(15) },
  'mid afternoon': { from: fixedClock(14), to: fixedClock(16) },
  'late afternoon': { from: fixedClock(15), to: fixedClock(17) },
  'early evening': { from: fixedClock(17), to: fixedClock(19) },
  'late evening': { from: fixedClock(20), to: fixedClock(23) },
  'early night': { from: fixedClock(17), to: fixedClock(19) },
  'late night': { from: fixedClock(21), to: fixedClock(24) },
};
/**
 * "early"/"mid"/"late" before a day part, as one capture: "late afternoon", "mid-morning",
 * "midafternoon". Not a person being late ("running late tomorrow morning", "stay late friday").
 */
const QUALIFIER = String.raw`(?:(?<!\b(?:running|runs?|ran|be|being|am|is|are|was|were|too|so|very|bit|little|get|gets|got|stay|stays|staying|stayed|sleep|sleeping|slept)\s+)\b(early|late|mid)(?:[\s-]+|(?<=mid)(?=[a-z])))?`;
/** Where a day part starts after a QUALIFIER: a word's start, or inside "midafternoon". */
const PART = String.raw`(?:\b|(?<=\bmid))`;

/**
 * QUALIFIER said, right before its day part: "is late afternoon free" and "it'll be early evening"
 * are times, so only the words of running late or staying up rule it out, or of being late with
 * the day said between ("I'll be late tomorrow morning", read here as qualifierNextToDayPart moved it).
 */
const LATE_PERSON = String.raw`running|runs?|ran|too|so|very|bit|little|get|gets|got|stay|stays|staying|stayed|sleep|sleeping|slept`;
const MOVED_DAY = String.raw`(?:today|tomorrow|tmrw|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)`;
const NARROWED = String.raw`(?<!\b(?:${LATE_PERSON})\s+(?:${MOVED_DAY}\s+)?)(?<!\b(?:be|being|am|is|are|was|were|'m|'s|'re)\s+${MOVED_DAY}\s+)\b(early|late|mid)(?:[\s-]+|(?<=mid)(?=[a-z]))`;

/** A clock time as written: "3", "3pm", "3:30 p.m.", "15:00", "noon". */
export const CLOCK = String.raw`(?:\d{1,2}(?:[:.][0-5]\d)?(?:\s*[ap]\.?\s?m\b\.?)?|noon|midday|midnight)`;
/** What "after"/"before"/"between" may be followed by. */
const ANCHOR = String.raw`(?:${CLOCK}|lunch\s*time|lunch|work)`;
/**
 * A number that is a count, not a time: "at 3 people", "after 2 days", "by the 3rd", "2.5 hours".
 * Durations are normally removed before parseWhen runs; this keeps one that slipped through from
 * ever reading as a clock time.
 */
export const NOT_A_QUANTITY = String.raw`(?!\s*(?:%|(?:st|nd|rd|th)\b|[/\-–.:]?\d|(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|people|persons?|guests?|ppl|pax|attendees|seats?|times|points?|pts|goals?|runs?|votes?|games?|strokes?|seconds?|secs?|percent|laps?|places|spots|kg|lbs?|pounds?|miles?|km)\b))`;
/** Not inside a date, a number or a price ("12/3", "2026-12-03", "v2.3", "$5", the "3" of "Dec 3 to 5pm"). */
// The month look-behind is only tried before a digit ("Dec 3" keeps its day): tried at every word it
// cost a fifth of the parse time.
// "in January 10-11am": a month said as a period ("in", "during", "throughout") gives no day to the number after it.
export const FREE_STANDING = String.raw`(?<![\w:/.\-–$£€])(?:(?=\d)(?<!(?<!\b(?:in|during|throughout|for)\s+)\b(?:${MONTH_NAMES})\.?\s+)|(?!\d))`;

const DAY_JUST_BEFORE =
  /\b(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|today|tomorrow|tonight)\.?,?\s*(?:from\s+)?$/i;

const DAY_JUST_AFTER = new RegExp(
  String.raw`^\s*,?\s*(?:(?:on|this|next|coming|this\s+coming)\s+)?(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|today\b|tomorrow\b|tmrw\b|tonight\b)|^\s*on\s+(?:the\s+\d|(?:${MONTH_NAMES})\b)`,
  'i',
);
const RESERVING_VERB_BEFORE =
  /\b(?:block(?:ing)?(?:\s+(?:out|off))?|book(?:ing)?|reserve|hold|protect|set\s+aside|schedule|keep)\s+(?:(?:me|us|out|off|some\s+time|time|my\s+calendar|the\s+calendar|free)\s+)*$/i;

export function parseClock(text: string): ClockTime | undefined {
  const word = text.trim().toLowerCase();
  if (word === 'noon' || word === 'midday') return fixedClock(12);
  if (word === 'midnight') return fixedClock(24);
  const m = /^(\d{1,2})(?:[:.]([0-5]\d))?\s*(?:([ap])\.?\s?m\b\.?)?$/i.exec(word);
  if (m === null) return undefined;
  const digits = m[1] ?? '';
  const hour = Number(digits);
  const minute = Number(m[2] ?? '0');
  const meridiem = m[3]?.toLowerCase();
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    return fixedClock((hour % 12) + (meridiem === 'p' ? 12 : 0), minute);
  }
  if (hour === 24 && minute === 0) return fixedClock(24);
  if (hour > 23) return undefined;
  // "09:30" and "17:00" are written on a 24-hour clock; only a bare 1–12 needs the am/pm guess.
  const twentyFour = hour === 0 || hour > 12 || (digits.length === 2 && digits.startsWith('0'));
  return { hour, minute, fixed: twentyFour };
}

/**
 * "lunch" as the start of a window means its end ("after lunch" = 13:00), as the end its start;
 * "after work" is from 17:00, "before work" until 09:00 (the default working day).
 */
function anchor(text: string, role: 'from' | 'to'): ClockTime | undefined {
  if (/^lunch/i.test(text.trim())) return role === 'from' ? LUNCH.to : LUNCH.from;
  if (/^work$/i.test(text.trim())) return role === 'from' ? fixedClock(17) : fixedClock(9);
  return parseClock(text);
}

function timeWindow(from: ClockTime | undefined, to: ClockTime | undefined, daily = false): PieceBody {
  const body: PieceBody = { kind: 'window', daily };
  if (from !== undefined) body.from = from;
  if (to !== undefined) body.to = to;
  return body;
}

function bothEnds(m: RegExpExecArray): PieceBody[] | undefined {
  const from = anchor(m[1] ?? '', 'from');
  const to = anchor(m[2] ?? '', 'to');
  return from === undefined || to === undefined ? undefined : [timeWindow(from, to)];
}

function today(ctx: WhenContext, offset = 0): PieceBody {
  return { kind: 'days', span: { start: ctx.today + offset, end: ctx.today + offset + 1, grain: 'day' } };
}

/** Short and regional names of the day parts: Australian "arvo", "friday eve", "tmrw am". */
const DAY_PART_SHORT: Record<string, string> = {
  morn: 'morning',
  am: 'morning',
  arvo: 'afternoon',
  avo: 'afternoon',
  pm: 'afternoon',
  eve: 'evening',
  nite: 'night',
};

function dayPart(name: string | undefined, qualifier?: string): { from: ClockTime; to: ClockTime } | undefined {
  if (name === undefined) return undefined;
  const word = name.toLowerCase().replace(/\./g, '').replace(/s$/, '');
  const part = DAY_PART_SHORT[word] ?? word;
  return (qualifier === undefined ? undefined : QUALIFIED_PARTS[`${qualifier.toLowerCase()} ${part}`]) ?? DAY_PARTS[part];
}

/** Most specific first: a range before its ends could be read as single times. */
export const CLOCK_MATCHERS: readonly WhenMatcher[] = [
  {
    re: new RegExp(String.raw`\bbetween\s+(${ANCHOR})\s*(?:and|-|–|to)\s*(${ANCHOR})${NOT_A_QUANTITY}`, 'gi'),
    read: bothEnds,
  },
  {
    re: new RegExp(
      String.raw`\bfrom\s+(${ANCHOR})\s*(?:to|till|til|until|through|thru|-|–)\s*(${ANCHOR})${NOT_A_QUANTITY}`,
      'gi',
    ),
    read: bothEnds,
  },
  {
    // "2-4pm", "10:30 to 11:30": without "from"/"between" one end must look like a time, or
    // "Dec 3 to 5" would become 15:00–17:00.
    re: new RegExp(
      String.raw`${FREE_STANDING}(${CLOCK})\s*(?:-|–|to|till|until|thru|through)\s*(${CLOCK})${NOT_A_QUANTITY}`,
      'gi',
    ),
    // Bare hours are a time range right after a day ("next friday 10 to 11", "tomorrow 2-3"), right
    // before one ("2 to 4 on thursday") or after a verb that reserves time ("block out 2 to 4");
    // elsewhere "2 to 4" is as likely a score or a count.
    read: (m) =>
      /[ap]\.?\s?m\b|[:.]|noon|midday|midnight/i.test(m[0]) ||
      DAY_JUST_BEFORE.test(m.input.slice(0, m.index)) ||
      RESERVING_VERB_BEFORE.test(m.input.slice(0, m.index)) ||
      DAY_JUST_AFTER.test(m.input.slice(m.index + m[0].length))
        ? bothEnds(m)
        : undefined,
  },
  {
    // "from 6pm onwards", "6 onward", "from 6pm on", "7pm or later": open-ended, as "after 6pm" is.
    // A bare "on" before a day is the day's ("from 6pm on friday" is a time on Friday).
    // Gated: without one of these words the pattern cannot match, and it is costly to try everywhere.
    gate: /onward|\b(?:from|starting|later|beyond)\b|\band\s+after\b/i,
    re: new RegExp(
      String.raw`(?:\b(?:from|starting(?:\s+(?:at|from))?)\s+|${FREE_STANDING})(${ANCHOR})(?:\s*o['’]?\s?clock)?\s*(?:on(?:wards?)?\b|and\s+(?:later|after|beyond)\b|or\s+later\b)(?<!\bon)(?!\s*-)|\b(?:from|starting(?:\s+(?:at|from))?)\s+(${ANCHOR})\s+on(?=\s*(?:$|[,.;!?]|(?:next|this|and|tonight|every|each)\b))`,
      'gi',
    ),
    read: (m) => {
      const said = m[1] ?? m[2] ?? '';
      // "page 2 onwards", "chapter 3 onward": without "from", a bare number is a count.
      if (!/^(?:from|starting)\b/i.test(m[0]) && /^\d+$/.test(said.trim())) return undefined;
      const from = anchor(said, 'from');
      return from === undefined ? undefined : [timeWindow(from, undefined)];
    },
  },
  {
    re: new RegExp(
      String.raw`\b(?:(?<!\bnot\s+)after|not\s+before|no\s+earlier\s+than|(?<!\bno\s+)later\s+than)\s+(${ANCHOR})${NOT_A_QUANTITY}`,
      'gi',
    ),
    read: (m) => {
      const from = anchor(m[1] ?? '', 'from');
      return from === undefined ? undefined : [timeWindow(from, undefined)];
    },
  },
  {
    re: new RegExp(
      // "2 by 4 lumber", "3 by 5 cards": "by" between two numbers is a size.
      String.raw`\b(?:(?<!\bnot\s+)before|(?<!\d\s*)by|until|till|til|not\s+after|no\s+later\s+than|(?<!\bno\s+)earlier\s+than)\s+(${ANCHOR})${NOT_A_QUANTITY}`,
      'gi',
    ),
    read: (m) => {
      const to = anchor(m[1] ?? '', 'to');
      return to === undefined ? undefined : [timeWindow(undefined, to)];
    },
  },
  {
    // Not a bare "lunch": "lunch with Sam" names the event, not its time.
    re: /\b(?:(?:at|over|during|around)\s+lunch(?:\s*time)?|lunch\s*time|lunch\s+hour)\b/gi,
    read: () => [timeWindow(LUNCH.from, LUNCH.to)],
  },
  {
    // "this afternoon", "early this morning", "this late afternoon".
    gate: /\bthis\s+(?:early|mid|late)?[\s-]*(?:morning|afternoon|evening|arvo|avo|eve)/i,
    re: new RegExp(String.raw`${QUALIFIER}${PART}this\s+${QUALIFIER}${PART}(morning|afternoon|evening|arvo|avo|eve)\b`, 'gi'),
    read: (m, ctx) => {
      const part = dayPart(m[3], m[2] ?? m[1]);
      return part === undefined ? undefined : [today(ctx), timeWindow(part.from, part.to)];
    },
  },
  {
    // "late tonight" is the late night; "early tonight" the early evening.
    gate: /toni(?:ght|te)|last\s+night/i,
    re: new RegExp(String.raw`${QUALIFIER}${PART}(tonight|tonite|last\s+night)\b`, 'gi'),
    read: (m, ctx) => {
      const q = m[1]?.toLowerCase();
      const part =
        (q === 'late' ? QUALIFIED_PARTS['late night'] : q === 'early' ? QUALIFIED_PARTS['early evening'] : undefined) ?? TONIGHT;
      return [today(ctx, /^last/i.test(m[2] ?? '') ? -1 : 0), timeWindow(part.from, part.to)];
    },
  },
  {
    // "in the late afternoon", "early in the morning", "at night".
    gate: /morning|afternoon|evening|night/i,
    re: new RegExp(
      String.raw`${QUALIFIER}${PART}(?:(?:in|during)\s+the\s+${QUALIFIER}|at\s+)${PART}(morning|afternoon|evening|night)\b`,
      'gi',
    ),
    read: (m) => {
      const part = dayPart(m[3], m[2] ?? m[1]);
      return part === undefined ? undefined : [timeWindow(part.from, part.to)];
    },
  },
  {
    // "mornings next week", "late afternoons": the window applies to every day of the range.
    gate: /morning|afternoon|evening|night/i,
    re: new RegExp(
      String.raw`(?:\b(?:every|each)\s+${QUALIFIER}${PART}(morning|afternoon|evening|night)|${QUALIFIER}${PART}(mornings|afternoons|evenings|nights))\b`,
      'gi',
    ),
    read: (m) => {
      const part = dayPart(m[2] ?? m[4], m[1] ?? m[3]);
      return part === undefined ? undefined : [timeWindow(part.from, part.to, true)];
    },
  },
  {
    // "late morning", "early afternoon?": a narrowed day part is said only of a time, so it stands
    // alone (a bare "morning" may be a greeting or name an event, "morning standup"). Not the night
    // ("an early night" is going to bed) nor a kind of person ("an early morning person").
    re: new RegExp(
      String.raw`${NARROWED}${PART}(morning|afternoon|evening|arvo|avo)\b(?!\s+(?:person|people|type|riser|bird)s?\b)`,
      'gi',
    ),
    read: (m) => {
      const part = dayPart(m[2], m[1]);
      return part === undefined ? undefined : [timeWindow(part.from, part.to)];
    },
  },
  {
    // "is my afternoon open?", "clear my morning": the person's own day part is the next one, as a
    // window; "my morning standup" names an event, so only words about the time may follow.
    re: /\bmy\s+(morning|afternoon|evening)(?=\s*(?:$|[?.!,;:)]|(?:is|was|looks?|looking|open|free|clear|busy|booked|available|today|tomorrow|this|next|on|for|off|please)\b))/gi,
    read: (m) => {
      const part = dayPart(m[1]);
      return part === undefined ? undefined : [timeWindow(part.from, part.to)];
    },
  },
  {
    re: new RegExp(
      // "at like 3", "at um 4:30": a word said while finding the time does not part "at" from it.
      String.raw`\b(?:(?:at|from)(?:\s+(?:about|around|approximately|like|um+|uh+))?|around|about|approximately|circa)\s+(${CLOCK})(?:\s*o['’]?clock\b)?${NOT_A_QUANTITY}`,
      'gi',
    ),
    read: (m) => pointAt(m[1]),
  },
  {
    // Without "at", a number is a time only with am/pm or minutes: "3pm", "15:30", "10:30 am".
    re: new RegExp(
      String.raw`${FREE_STANDING}(\d{1,2}(?:[:.][0-5]\d)?\s*[ap]\.?\s?m\b\.?|\d{1,2}:[0-5]\d|noon|midday|midnight)(?![\w/]|:\d)${NOT_A_QUANTITY}`,
      'gi',
    ),
    read: (m) => pointAt(m[1]),
  },
  {
    // "9 o'clock", "9 oclock", "9 o clock".
    re: /\b(\d{1,2})\s*o['’]?\s?clock\b/gi,
    read: (m) => pointAt(m[1]),
  },
];

/** Only counts right next to a date ("Friday morning"); the combination step checks that. */
export const DAY_PART_MATCHER: WhenMatcher = {
  // The qualifier's look-behind is tried at every word: only texts that name a part pay for it.
  gate: /morn|afternoon|arvo|avo|eve|nite|night|\b[ap]\.?m\b/i,
  // "early tomorrow morning": the day between is blanked by now, so the qualifier sits before spaces.
  re: new RegExp(
    String.raw`${QUALIFIER}${PART}(morning|morn|afternoon|arvo|avo|evening|eve|night|nite)\b|\b([ap]\.?m)\b\.?(?!\s+i\b)`,
    'gi',
  ),
  read: (m) => {
    // "am"/"pm" alone are a day part only right after a day already read ("friday pm", "tmrw am"),
    // which is blanked by now: elsewhere they are a verb ("I am") or a clock's meridiem.
    if (m[3] !== undefined && !/\s{3,}$/.test(m.input.slice(0, m.index))) return undefined;
    const part = dayPart(m[2] ?? m[3], m[1]);
    return part === undefined ? undefined : [{ kind: 'daypart', from: part.from, to: part.to }];
  },
};

/** Where qualifierNextToDayPart put a day before its qualifier: "early tomorrow morning" at `index`. */
export interface MovedQualifier {
  index: number;
  /** "early" */
  qualifier: number;
  /** "tomorrow" */
  day: number;
}

/**
 * "early tomorrow morning" → "tomorrow early morning": the qualifier belongs to the day part, and
 * read in this order the two are next to each other. Same length, so every index outside stays
 * true; movedBack puts the pieces read inside back where the words were said.
 */
export function qualifierNextToDayPart(text: string): { text: string; moved: MovedQualifier[] } {
  const moved: MovedQualifier[] = [];
  if (!QUALIFIER_BEFORE_DAY.test(text)) return { text, moved };
  const reordered = text.replace(QUALIFIER_BEFORE_DAY, (_all, q: string, day: string, part: string, index: number) => {
    moved.push({ index, qualifier: q.length, day: day.length });
    return `${day} ${q} ${part}`;
  });
  return { text: reordered, moved };
}
const QUALIFIER_BEFORE_DAY =
  /\b(early|late|mid)\s(today|tomorrow|tmrw|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)\s(morning|afternoon|evening|night)\b/gi;

/**
 * A piece read in the reordered words, where it was said: the day takes the qualifier before it
 * ("early tomorrow"), the day part keeps its own word ("morning"), so each character is still
 * claimed once.
 */
export function movedBack<P extends { index: number; length: number }>(piece: P, moves: readonly MovedQualifier[]): P {
  for (const m of moves) {
    const partAt = m.index + m.day + 1;
    if (piece.index === m.index && piece.length === m.day) return { ...piece, length: m.qualifier + 1 + m.day };
    if (piece.index === partAt) return { ...piece, index: partAt + m.qualifier + 1, length: piece.length - m.qualifier - 1 };
  }
  return piece;
}

function pointAt(text: string | undefined): PieceBody[] | undefined {
  const time = text === undefined ? undefined : parseClock(text);
  return time === undefined ? undefined : [{ kind: 'time', time }];
}
