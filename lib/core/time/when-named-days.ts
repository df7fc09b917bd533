import type { CivilDay } from './when-civil-days';
import { civilDate, civilDay, dayOfMonthFrom, daysInMonth, isoWeekStart, weekdayOf } from './when-civil-days';
import type { PieceBody, WhenContext, WhenMatcher } from './when-pieces';
import { AMOUNT, MONTH_NAMES, WEEKDAY_NAMES, amountValue, monthNumber, weekdayNumber } from './when-pieces';
import { ORDINALS } from './number-words';
import { periodHolding } from './when-calendar-ranges';

function oneDay(day: CivilDay, extra: Partial<Extract<PieceBody, { kind: 'days' }>> = {}): PieceBody[] {
  return [{ kind: 'days', span: { start: day, end: day + 1, grain: 'day' }, ...extra }];
}

const RELATIVE_DAYS: Record<string, number> = {
  today: 0,
  tomorrow: 1,
  tmrw: 1,
  tmr: 1,
  tomorow: 1,
  tommorow: 1,
  tommorrow: 1,
  yesterday: -1,
};

/**
 * A weekday, with what the words before it mean:
 * - "Friday", "this Friday", "on Friday": the next Friday, today included (asked on a Friday,
 *   "Friday at 5" is still ahead).
 * - "next Friday": the Friday of next week (ISO weeks, Monday first), the same rule as "next week";
 *   asked on a Saturday or Sunday that is the coming Friday, asked on a Monday it is 11 days away.
 * - "Friday after next": the one after the coming Friday. "last Friday": the latest Friday before today.
 */
export function weekdayFrom(ctx: WhenContext, weekday: number, modifier: string, afterNext: boolean): CivilDay {
  const aheadToday = (weekday - weekdayOf(ctx.today) + 7) % 7;
  switch (modifier) {
    case 'next':
      return isoWeekStart(ctx.today) + 7 + ((weekday + 6) % 7) + (afterNext ? 7 : 0);
    case 'last':
    case 'past':
    case 'previous':
      return ctx.today - (aheadToday === 0 ? 7 : 7 - aheadToday);
    default:
      return ctx.today + aheadToday + (afterNext ? 7 : 0);
  }
}

/** Nouns an ordinal counts when it is not a day: "the 3rd floor", "the 2nd round". */
const COUNTED_THINGS = String.raw`(?:floor|place|time|round|row|quarter|party|person|grade|edition|attempt|try|draft|version|option|item|point|step|page|chapter|line|week|day|meeting|event|call|appointment|thing|session|slot|class|interview)s?\b`;

/** The nth (or last, n = -1) weekday of a month; undefined when the month has no fifth one. */
function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): CivilDay | undefined {
  if (n < 0) {
    const last = civilDay(year, month + 1, 0);
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = civilDay(year, month, 1);
  const day = first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
  return day < civilDay(year, month + 1, 1) ? day : undefined;
}

/** Which month "of next month", "of the month", "in March" names. */
function namedMonth(ctx: WhenContext, relative: string | undefined, name: string | undefined): { year: number; month: number } {
  const now = civilDate(ctx.today);
  if (relative !== undefined) {
    const shift = /next/i.test(relative) ? 1 : 0;
    const target = civilDate(civilDay(now.year, now.month + shift, 1));
    return { year: target.year, month: target.month };
  }
  const month = monthNumber(name ?? '') ?? now.month;
  return { year: month < now.month ? now.year + 1 : now.year, month };
}

const UNIT_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEEN_ORDINALS = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
/** "the fifteenth", "the twenty-third", "the thirty first": days of a month in words. */
const DAY_ORDINAL_VALUES: ReadonlyMap<string, number> = new Map([
  ...UNIT_ORDINALS.map((w, i) => [w, i + 1] as const),
  ...TEEN_ORDINALS.map((w, i) => [w, i + 10] as const),
  ['twentieth', 20],
  ...UNIT_ORDINALS.map((w, i) => [`twenty ${w}`, 21 + i] as const),
  ['thirtieth', 30],
  ['thirty first', 31],
]);
export const DAY_ORDINAL_WORDS = [...DAY_ORDINAL_VALUES.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(' ', String.raw`[\s-]`))
  .join('|');

const DATE_FOLLOWS =
  /^\s*(?:$|[,.;!?)]|(?:of|at|in|from|for|to|and|or|on|next|this|please|works?|would|is|morning|afternoon|evening|night|instead|then)\b|@|\d)/i;

/**
 * Speech-to-text runs sentences together ("on the eleventh clear the day"): after "on", "for",
 * "by" and the like, an ordinal in words followed by the start of a new clause (a pronoun, a
 * conjunction, a command) is a day. Followed by any other word it counts that thing ("after the
 * first meeting", "on the second one").
 */
const PREPOSITION_BEFORE = /\b(?:on|for|by|until|till|from|since|before|after)\s+(?:the\s+)?$/i;
const CLAUSE_FOLLOWS =
  /^\s+(?:i|i['’]?m|i['’]?ll|i['’]?ve|i['’]?d|we|we['’]?re|you|he|she|they|it['’]?s|let['’]?s|lets|so|but|because|cause|cos|since|as|if|when|while|can|could|will|would|should|pls|plz|thanks|thank|also|clear|cancel|block|book|move|free|schedule|reschedule|set|put|add|remove|delete|drop|notify|tell|email|message|text|send|invite|make|keep|mark|hold|reserve|push|shift|bump|find|check|is|was)\b/i;

export function ordinalIsADay(before: string, matched: string, after: string): boolean {
  if (DATE_FOLLOWS.test(after)) return true;
  return (PREPOSITION_BEFORE.test(before) || /^on\s/i.test(matched)) && CLAUSE_FOLLOWS.test(after);
}

export function dayOrdinal(said: string): number | undefined {
  const digits = /^(\d{1,2})/.exec(said);
  if (digits !== null) return Number(digits[1]);
  return DAY_ORDINAL_VALUES.get(said.toLowerCase().replace(/[\s-]+/, ' '));
}

/** Days of a month: they hold weekday names and "next month", so they run before those matchers. */
export const DAY_OF_MONTH_MATCHERS: readonly WhenMatcher[] = [
  {
    // "the first Monday of next month", "last Friday of the month", "the 2nd Tuesday in March 2027"
    re: new RegExp(
      String.raw`\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\s+(${WEEKDAY_NAMES}|weekend)\s+(?:of|in)\s+(?:(this|next|the)\s+month|(${MONTH_NAMES})\.?(?:\s+(\d{4}))?)\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const n = ORDINALS[(m[1] ?? '').toLowerCase()];
      // "the first weekend of December": the weekend of its first Saturday.
      const weekend = /^weekend$/i.test(m[2] ?? '');
      const weekday = weekend ? 6 : weekdayNumber(m[2] ?? '');
      if (n === undefined || weekday === undefined) return undefined;
      const year = m[5] === undefined ? undefined : Number(m[5]);
      let { year: y, month } = namedMonth(ctx, m[3], m[4]);
      if (year !== undefined) y = year;
      let day = nthWeekdayOfMonth(y, month, weekday, n);
      // A named month without a year means its next occurrence, so never a day already past;
      // "this month" is taken at its word.
      if (m[3]?.toLowerCase() !== 'this' && year === undefined && day !== undefined && day < ctx.today) {
        const next = m[4] === undefined ? civilDate(civilDay(y, month + 1, 1)) : { year: y + 1, month };
        y = next.year;
        month = next.month;
        day = nthWeekdayOfMonth(y, month, weekday, n);
      }
      if (day === undefined) return undefined;
      return weekend ? [{ kind: 'days', span: { start: day, end: day + 2, grain: 'day' } }] : oneDay(day);
    },
  },
  {
    // "on the 15th", "the 3rd of next month": a day of the month, not one that already passed. The
    // suffix is required ("the 3 of us" is not a date), and an ordinal counting a thing is not one
    // either ("the 3rd floor").
    re: new RegExp(
      String.raw`\b(?:(?:the\s+)?(week|weekend)\s+of\s+)?(?:on\s+)?the\s+(\d{1,2}(?:st|nd|rd|th)|${DAY_ORDINAL_WORDS})\b(?:\s+of\s+(this|next|the)\s+month\b)?(?!\s+(?:of\s+)?(?:${MONTH_NAMES})\b)(?!\s+${COUNTED_THINGS})(?![/:.]\d)`,
      'gi',
    ),
    read: (m, ctx) => {
      const said = m[2] ?? '';
      const dayOfMonth = dayOrdinal(said);
      if (dayOfMonth === undefined) return undefined;
      // "the first meeting", "the second option": an ordinal in words counts things unless a date's words follow.
      if (!/^\d/.test(said) && !ordinalIsADay(m.input.slice(0, m.index), m[0], m.input.slice(m.index + m[0].length)))
        return undefined;
      if (dayOfMonth < 1 || dayOfMonth > 31) return undefined;
      const now = civilDate(ctx.today);
      const shift = /next/i.test(m[3] ?? '') ? 1 : 0;
      // Without "of next month": this month if the day is still ahead, else the next month that has
      // it; looking back, this month if the day has come, else the latest month before that has it.
      const back = ctx.lookBack === true && m[3] === undefined;
      for (let k = shift; k < shift + 12; k++) {
        const { year, month } = civilDate(civilDay(now.year, now.month + (back ? -k : k), 1));
        if (dayOfMonth > daysInMonth(year, month)) continue;
        const day = civilDay(year, month, dayOfMonth);
        if ((back ? day <= ctx.today : day >= ctx.today) || m[3] !== undefined) {
          const period = m[1]?.toLowerCase();
          return period === 'week' || period === 'weekend' ? [periodHolding(day, period)] : oneDay(day);
        }
      }
      return undefined;
    },
  },
  {
    // "the 15th and 17th", "the 3rd, 4th or 5th": a day number listed after a day already read (the
    // run of blanks) is a day of the same month or after; its month is settled when the days are joined.
    gate: /(?:and|&|or|,)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b/i,
    re: new RegExp(
      String.raw`(?<=(?: {5,}|\d(?:st|nd|rd|th))(?:\s*,\s*|\s+(?:and|&|or)\s+|\s*,\s*(?:and|or)\s+))(?:the\s+)?(\d{1,2}(?:st|nd|rd|th))\b(?!\s+(?:of\s+)?(?:${MONTH_NAMES})\b)(?!\s+${COUNTED_THINGS})(?![/:.]\d)`,
      'gi',
    ),
    read: (m, ctx) => {
      const dayOfMonth = dayOrdinal(m[1] ?? '');
      if (dayOfMonth === undefined || dayOfMonth < 1 || dayOfMonth > 31) return undefined;
      const day = dayOfMonthFrom(ctx.today, dayOfMonth);
      return day === undefined ? undefined : oneDay(day, { listedDayOfMonth: dayOfMonth });
    },
  },
  {
    // "dec 22 and 29", "Jan 5, 6 & 12": bare numbers listed after a month's day are days of it (or after).
    gate: new RegExp(String.raw`\b(?:${MONTH_NAMES})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:\s*,\s*\d{1,2})*\s*(?:,|and|&)\s*\d`, 'i'),
    re: new RegExp(
      String.raw`(?<=\b(?:${MONTH_NAMES})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:\s*,\s*\d{1,2})*(?:\s*,\s*|\s+(?:and|&)\s+|\s*,\s*and\s+))(\d{1,2})\b(?!\s*(?:[ap]\.?m\b|o['’]?\s?clock|[:.]\d|[-–/]|h\b|ish\b))(?!\s+(?:${COUNTED_THINGS}|people|guests?|attendees|of\s+(?:us|them)|others|more|min|mins|minutes?|hours?|hrs?))`,
      'gi',
    ),
    read: (m, ctx) => {
      const dayOfMonth = Number(m[1]);
      if (dayOfMonth < 1 || dayOfMonth > 31) return undefined;
      const day = dayOfMonthFrom(ctx.today, dayOfMonth);
      return day === undefined ? undefined : oneDay(day, { listedDayOfMonth: dayOfMonth });
    },
  },
];

/** "sat-sun", "wed or thu": a short name joined to another weekday is a day. */
const JOINED_TO_A_WEEKDAY = new RegExp(String.raw`^\s*(?:[-–]|thru\b|through\b|to\b|or\b|and\b)\s*(?:${WEEKDAY_NAMES})\b`, 'i');

/** A day said right before "till/until": "thursday till sunday", "tomorrow until friday". */
const DAY_BEFORE_A_RANGE_END = new RegExp(String.raw`\b(?:${WEEKDAY_NAMES}|today|tomorrow|tmrw)\.?,?\s+$`, 'i');

/** "can we do wed", "how about sat", "or sun": words that offer a day. */
const OFFERED_BEFORE = /\b(?:do|how\s+about|what\s+about|say|maybe|try|until|til|by|before|after|from|or|either)\s+$/i;
/** "sat?", "wed works", "sun is fine", said alone or opening the message. */
const OFFERED_AFTER = /^\s*(?:$|[?!]|(?:works?|would\s+work|is\s+(?:fine|good|ok|better|best)|then|instead|maybe|ok)\b)/i;

export const NAMED_DAY_MATCHERS: readonly WhenMatcher[] = [
  {
    // "a week today", "a week tomorrow", "a fortnight today"; British "tomorrow week", "today
    // fortnight" say the same the other way round.
    gate: /week|fortnight/i,
    re: /\b(?:(?:a|one)\s+(week|fortnight)\s+(today|tomorrow|tmrw)|(today|tomorrow|tmrw)\s+(week|fortnight))\b(?!['’]|\s*(?:\d|of\b|ends?\b|days?\b))/gi,
    read: (m, ctx) =>
      oneDay(ctx.today + (/^f/i.test(m[1] ?? m[4] ?? '') ? 14 : 7) + (/^today$/i.test(m[2] ?? m[3] ?? '') ? 0 : 1)),
  },
  {
    // A deadline, from today: "before Friday" ends when Friday starts; "by/until Friday" includes it.
    re: new RegExp(
      String.raw`\b(before|by|until|till|no\s+later\s+than)\s+(?:(this\s+coming|this|coming|next)\s+)?(${WEEKDAY_NAMES}|tomorrow)\b`,
      'gi',
    ),
    read: (m, ctx) => {
      // "thursday till sunday": after a day, "till" ends a range of days, not a deadline from today.
      if (/^(?:until|till)/i.test(m[1] ?? '') && DAY_BEFORE_A_RANGE_END.test(m.input.slice(0, m.index))) return undefined;
      const name = m[3] ?? '';
      const weekday = weekdayNumber(name);
      const modifier = (m[2] ?? '').toLowerCase().replace(/\s+/g, ' ');
      const target = /^tomorrow$/i.test(name)
        ? ctx.today + 1
        : weekday === undefined
          ? undefined
          : weekdayFrom(ctx, weekday, modifier === 'next' ? 'next' : '', false);
      if (target === undefined) return undefined;
      const end = /^before$/i.test(m[1] ?? '') ? target : target + 1;
      if (end <= ctx.today) return undefined;
      return [{ kind: 'days', span: { start: ctx.today, end, grain: 'day' } }];
    },
  },
  {
    re: /\b(?:the\s+)?day\s+(after\s+tomorrow|before\s+yesterday)\b/gi,
    read: (m, ctx) => oneDay(ctx.today + (/^after/i.test(m[1] ?? '') ? 2 : -2)),
  },
  {
    re: /\b(today|tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow|yesterday)\b/gi,
    read: (m, ctx) => {
      const offset = RELATIVE_DAYS[(m[1] ?? '').toLowerCase()];
      return offset === undefined ? undefined : oneDay(ctx.today + offset);
    },
  },
  {
    // British "Monday week", "Tuesday fortnight", "a week on Friday", "two weeks from Monday": that
    // many weeks after the coming one (asked on a Monday, "Monday week" counts from next Monday:
    // a week from today is "a week today").
    gate: /week|fortnight/i,
    re: new RegExp(
      String.raw`\b(?:(${AMOUNT})\s+(weeks?|fortnights?)\s+(?:on|from|after)\s+(?:(next|this\s+coming|this|coming)\s+)?(${WEEKDAY_NAMES})|(?:(next|this\s+coming|this|coming)\s+)?(${WEEKDAY_NAMES})\s+(week|fortnight))\b(?!['’]|\s+(?:of|ends?|days?|nights?|\d)\b)`,
      'gi',
    ),
    read: (m, ctx) => {
      const weekday = weekdayNumber(m[4] ?? m[6] ?? '');
      const amount = m[1] === undefined ? 1 : amountValue(m[1]);
      if (weekday === undefined || amount === undefined) return undefined;
      const weeks = amount * (/^f/i.test(m[2] ?? m[7] ?? '') ? 2 : 1);
      // "next Friday week" counts from next Friday (the Friday of next week).
      const from = /^next$/i.test(m[3] ?? m[5] ?? '')
        ? weekdayFrom(ctx, weekday, 'next', false)
        : ctx.today + ((weekday - weekdayOf(ctx.today) + 6) % 7) + 1;
      return oneDay(from + 7 * weeks, { weekday });
    },
  },
  {
    re: new RegExp(
      String.raw`\b(?:(this\s+coming|this|coming|next|last|past|previous)\s+)?(${WEEKDAY_NAMES})\b\.?(\s+after\s+next)?`,
      'gi',
    ),
    read: (m, ctx) => {
      const name = m[2] ?? '';
      const weekday = weekdayNumber(name);
      if (weekday === undefined) return undefined;
      const modifier = (m[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
      // "sat", "sun", "wed" alone are words more often than days ("sat down", "in the sun").
      const before = m.input.slice(0, m.index);
      const after = m.input.slice(m.index + m[0].length);
      // ...unless "on" comes before or a time follows ("sat 7pm", "sun at 10", "sat am"; a time already read
      // is blanked to spaces, so a run of them right after the word is one too).
      // ...or it is offered as a day ("can we do wed", "how about sat?", "sat works"), or comes
      // right after a time already read ("1:30 - 2:15 wed").
      if (
        modifier === '' &&
        /^(sat|sun|wed)$/i.test(name) &&
        !/\bon\s+$/i.test(before) &&
        !OFFERED_BEFORE.test(before) &&
        !(OFFERED_AFTER.test(after) && /^\s*$|[,.;!?]\s*$/.test(before)) &&
        !/\S\s{3,}$|^\s{3,}$/.test(before) &&
        !/\b(?:thru|through|to|till|until|or|and)\s+$|[-–]\s*$/i.test(before) &&
        !JOINED_TO_A_WEEKDAY.test(after) &&
        !/^(?:\s+(?:at\s+)?\d|\s{3,}|\s+(?:[ap]\.?m\b|morning|afternoon|evening|night|noon|lunch(?:time)?)\b)/i.test(after)
      )
        return undefined;
      const day = weekdayFrom(ctx, weekday, modifier.replace(/^(this coming|coming|this)$/, ''), m[3] !== undefined);
      return oneDay(day, { weekday, bareWeekday: modifier === '' && m[3] === undefined });
    },
  },
];
