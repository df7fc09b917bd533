import type { CivilDay } from './when-civil-days';
import { civilDate, civilDay, isoWeekStart } from './when-civil-days';
import type { PieceBody, RangeGrain, WhenContext, WhenMatcher } from './when-pieces';
import { monthStartFrom, spanBody } from './when-relative-ranges';

/**
 * Named periods of the calendar: weeks, weekends, months and their ends, quarters, years. A period
 * that has already begun starts today, not on its first day ("this month" asked on the 20th is the
 * 20th to the 1st): the range is what is left to search, and nothing is ever proposed in the past.
 * Past periods ("last week") stay whole; they are for looking back.
 */
export function period(ctx: WhenContext, start: CivilDay, end: CivilDay, grain: RangeGrain): PieceBody[] {
  const from = start < ctx.today && ctx.today < end ? ctx.today : start;
  return [spanBody(from, end, grain)];
}

function offsetOf(word: string | undefined): number {
  const w = (word ?? '').toLowerCase();
  if (/next|coming|following/.test(w)) return 1;
  if (/last|previous|past/.test(w)) return -1;
  return 0;
}

/**
 * The Saturday of the weekend `offset` weekends away: the current one on a Saturday or Sunday,
 * else the coming one. "next weekend" is the weekend of next week, as "next Friday" is the Friday
 * of next week, so asked on a Monday it is 12 days away and asked on a Saturday 7.
 */
function saturdayOf(today: CivilDay, offset: number): CivilDay {
  return isoWeekStart(today) + 5 + 7 * offset;
}

/** Quarters are calendar quarters: Q1 is January–March. */
function quarterStart(day: CivilDay, shift: number): CivilDay {
  const { year, month } = civilDate(day);
  return civilDay(year, Math.floor((month - 1) / 3) * 3 + 1 + 3 * shift, 1);
}

/**
 * What follows a quarter used as an adjective: a word that is not a connector ("Q3 or Q4", "Q3 to
 * Q4"), a possessive ("Q3's numbers"), or another quarter it is paired with ("Q3/Q4 planning").
 */
const QUARTER_AS_ADJECTIVE =
  /^(?:[-\s/]+(?!(?:or|and|to|through|thru|till|until|next|this|of|then|instead|please|works?|would|is|sounds|maybe|if|ok|okay|too|again|also|at|for)\b)[a-z]|'s\b)/i;
/** "Q3-Q4", "Q3/Q4": a pair of quarters is read by what follows the pair. */
const PAIRED_QUARTER = /^\s*[-–/]\s*q[1-4]\b/i;
/**
 * What before a quarter makes it a time whatever follows: a preposition of time ("in Q1 we should
 * meet") or a quarter it is joined to ("Q3 or Q4 offsite", read as "Q3 or Q4").
 */
const QUARTER_AS_TIME =
  /(?:\b(?:in|during|before|after|until|till|through|by|early|late|mid)|\bq[1-4]\s+(?:or|and|to|through|thru))\s*-?\s*$/i;

export const CALENDAR_RANGE_MATCHERS: readonly WhenMatcher[] = [
  {
    re: /\b(?:the\s+)?week\s+after\s+next\b/gi,
    read: (_m, ctx) => {
      const monday = isoWeekStart(ctx.today) + 14;
      return [spanBody(monday, monday + 7, 'week')];
    },
  },
  {
    // Weeks are ISO weeks, Monday to Monday.
    re: /\b(?:(this\s+coming|this|next|last|coming|the\s+coming|following|the\s+following|previous|past)\s+week|(?:the\s+)?rest\s+of\s+(?:the|this)\s+week)\b/gi,
    read: (m, ctx) => {
      const offset = offsetOf(m[1]);
      const monday = isoWeekStart(ctx.today) + 7 * offset;
      // Asked on a Sunday, "this week" is the week people are about to start (Sunday-first
      // calendars agree); the ISO reading would leave only the rest of today.
      const sunday = ctx.today === isoWeekStart(ctx.today) + 6;
      return period(ctx, monday, monday + (offset === 0 && sunday && m[1] !== undefined ? 14 : 7), 'week');
    },
  },
  {
    // Saturday 00:00 to Monday 00:00, grain day: two named days, not a calendar week.
    // "the weekend after next" is the one after the coming weekend, as "Friday after next" is.
    // "the weekend of Dec 5" is left for the date it names (when-chrono-dates.ts, when-named-days.ts).
    re: /\b(?:(this\s+coming|this|next|last|coming|the\s+coming|the|over\s+the|on\s+the)\s+)?weekend\b(\s+after\s+next\b)?(?!\s+of\b)/gi,
    read: (m, ctx) => {
      const saturday = m[2] === undefined ? saturdayOf(ctx.today, offsetOf(m[1])) : saturdayOf(ctx.today, 0) + 7;
      return period(ctx, saturday, saturday + 2, 'day');
    },
  },
  {
    // "end of the month" is its last seven days (grain day, not month: a stretch of named days).
    re: /\b(?:the\s+)?(?:end|last\s+week)\s+of\s+(?:the\s+|this\s+)?(next\s+)?month\b|\bmonth[-\s]end\b/gi,
    read: (m, ctx) => {
      const next = monthStartFrom(ctx.today, m[1] === undefined ? 1 : 2);
      return period(ctx, next - 7, next, 'day');
    },
  },
  {
    // "the beginning of the month" is its first seven days; once those have passed, next month's.
    re: /\b(?:the\s+)?(?:beginning|start|first\s+week)\s+of\s+(?:the\s+|this\s+)?(next\s+)?month\b/gi,
    read: (m, ctx) => {
      const explicitNext = m[1] !== undefined;
      const first = monthStartFrom(ctx.today, explicitNext ? 1 : 0);
      if (!explicitNext && ctx.today >= first + 7)
        return [spanBody(first + monthLength(first), first + monthLength(first) + 7, 'day')];
      return period(ctx, first, first + 7, 'day');
    },
  },
  {
    re: /\b(this|next|last|coming|the\s+coming|the\s+following|previous|past|(?:the\s+)?current)\s+month\b/gi,
    read: (m, ctx) =>
      period(ctx, monthStartFrom(ctx.today, offsetOf(m[1])), monthStartFrom(ctx.today, offsetOf(m[1]) + 1), 'month'),
  },
  {
    // "the first quarter", "the 3rd quarter of next year", "Q4 of 2027", "q2 2028".
    gate: /quarter|qtr|q[1-4]\s+(?:of\s+)?(?:20\d\d|next|this)/i,
    re: /\b(?:the\s+)?(?:(first|second|third|fourth|last|final|1st|2nd|3rd|4th)\s+(?:quarter|qtr)|q([1-4]))(?:\s+(?:of\s+)?(?:(this|next)\s+year|(20\d\d)))(?!\d)|\b(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:quarter|qtr)\b/gi,
    read: (m, ctx) => {
      const ordinal = (m[1] ?? m[5] ?? '').toLowerCase();
      const q =
        m[2] !== undefined
          ? Number(m[2])
          : // "the last quarter of 2027" is its fourth; "last quarter" alone is the one before this.
            ['first', 'second', 'third', 'fourth'].indexOf(ordinal) + 1 ||
            (/^(?:last|final)$/.test(ordinal) ? 4 : Number(ordinal.charAt(0)));
      if (!(q >= 1 && q <= 4)) return undefined;
      const { year } = civilDate(ctx.today);
      let y = m[4] !== undefined ? Number(m[4]) : m[3]?.toLowerCase() === 'next' ? year + 1 : year;
      // Without a year, the next such quarter that has not ended.
      if (m[3] === undefined && m[4] === undefined && civilDay(y, 3 * q + 1, 1) <= ctx.today) y += 1;
      const start = civilDay(y, 3 * q - 2, 1);
      return period(ctx, start, quarterStart(start, 1), 'quarter');
    },
  },
  {
    re: /\b(this|next|last|coming|previous|past|(?:the\s+)?current)\s+(?:quarter|qtr)\b/gi,
    read: (m, ctx) =>
      period(ctx, quarterStart(ctx.today, offsetOf(m[1])), quarterStart(ctx.today, offsetOf(m[1]) + 1), 'quarter'),
  },
  {
    // "Q3": this year's if it has not ended yet, else next year's. "the Q3 plan" names a plan, not
    // a time: a quarter followed by a word other than a connector is an adjective.
    re: /\bq([1-4])(?:\s+(\d{4}))?\b/gi,
    read: (m, ctx) => {
      const adjective = QUARTER_AS_ADJECTIVE.test(m.input.slice(m.index + m[0].length).replace(PAIRED_QUARTER, ''));
      if (m[2] === undefined && adjective && !QUARTER_AS_TIME.test(m.input.slice(0, m.index))) return [];
      const q = Number(m[1]);
      const { year } = civilDate(ctx.today);
      const named = m[2] === undefined ? year : Number(m[2]);
      let start = civilDay(named, 3 * q - 2, 1);
      if (m[2] === undefined && civilDay(named, 3 * q + 1, 1) <= ctx.today) start = civilDay(named + 1, 3 * q - 2, 1);
      return period(ctx, start, quarterStart(start, 1), 'quarter');
    },
  },
  {
    // "in 2027", "during 2028": a year said after a preposition (a bare number may be anything).
    re: /\b(?:in|during|for|throughout|within|of|over)\s+(?:the\s+year\s+)?(20\d\d)\b(?![/:.\-–]\d)/gi,
    read: (m, ctx) => {
      const year = Number(m[1]);
      return period(ctx, civilDay(year, 1, 1), civilDay(year + 1, 1, 1), 'year');
    },
  },
  {
    re: /\b(this|next|last|coming|previous|past|(?:the\s+)?current)\s+year\b/gi,
    read: (m, ctx) => {
      const year = civilDate(ctx.today).year + offsetOf(m[1]);
      return period(ctx, civilDay(year, 1, 1), civilDay(year + 1, 1, 1), 'year');
    },
  },
];

function monthLength(first: CivilDay): number {
  return monthStartFrom(first, 1) - first;
}

/**
 * Exposed for the weekday-in-a-week combination ("Tuesday next week"). A week that starts on a
 * Sunday is "this week" asked on a Sunday, which runs through the coming week (see the week
 * matcher): its Thursday is the one ahead, not the one just gone.
 */
export function weekdayInWeek(weekStart: CivilDay, weekday: number): CivilDay {
  const monday = isoWeekStart(weekStart);
  const sunday = weekStart === monday + 6;
  return (sunday && weekday !== 0 ? monday + 7 : monday) + ((weekday + 6) % 7);
}

/**
 * "the week of Dec 7" is the ISO week holding that day; "the weekend of Dec 5" the weekend of that
 * week (a Sunday's is the day before and itself, a Friday's the two days after).
 */
export function periodHolding(day: CivilDay, period: 'week' | 'weekend'): PieceBody {
  const monday = isoWeekStart(day);
  return period === 'week' ? spanBody(monday, monday + 7, 'week') : spanBody(monday + 5, monday + 7, 'day');
}
