import type { CivilDay } from './when-civil-days';
import { civilDate, civilDay, isoWeekStart, weekdayOf } from './when-civil-days';
import { DAY_ORDINAL_WORDS, dayOrdinal, weekdayFrom } from './when-named-days';
import type { PieceBody, WhenContext, WhenMatcher } from './when-pieces';
import { AMOUNT, MONTH_NAMES, WEEKDAY_NAMES, amountValue, monthNumber, weekdayNumber } from './when-pieces';

/**
 * Days reached by counting: "3 business days from now", "2 Mondays from now", "a week from
 * Friday", "last week's Friday", "from 3 to 6 August". Each names one day (or one run of days).
 */

function days(start: CivilDay, end: CivilDay = start + 1): PieceBody[] {
  return [{ kind: 'days', span: { start, end, grain: 'day' } }];
}

const isWeekend = (d: CivilDay): boolean => weekdayOf(d) === 0 || weekdayOf(d) === 6;

/** `n` working days (Monday–Friday) after `from`, or before it for a negative n. */
function addWorkingDays(from: CivilDay, n: number): CivilDay {
  let d = from;
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0;) {
    d += step;
    if (!isWeekend(d)) left--;
  }
  return d;
}

/** A base day named after "from"/"after": today, tomorrow, or a weekday ("a week from Friday"). */
function baseDay(ctx: WhenContext, text: string): CivilDay | undefined {
  const w = text.toLowerCase().trim();
  if (w === 'now' || w === 'today') return ctx.today;
  if (w === 'tomorrow') return ctx.today + 1;
  const m = /^(?:(next|this|coming)\s+)?(\w+)$/.exec(w);
  const weekday = weekdayNumber(m?.[2] ?? '');
  if (m === null || weekday === undefined) return undefined;
  return weekdayFrom(ctx, weekday, m[1] === 'next' ? 'next' : '', false);
}

const YEAR = String.raw`(?:\s*,?\s+(\d{4}))?`;

function yearOf(ctx: WhenContext, month: number, day: number, written: string | undefined): number {
  if (written !== undefined) return Number(written);
  const { year } = civilDate(ctx.today);
  // A range whose end is still ahead is this year's, as a single date is.
  return civilDay(year, month, day) >= ctx.today ? year : year + 1;
}

export const COUNTED_DAY_MATCHERS: readonly WhenMatcher[] = [
  {
    // "3 business days from now", "in 5 working days", "two weekdays from today"
    gate: /business|working|work\s+days|weekdays/i,
    re: new RegExp(
      String.raw`\b(?:in\s+(${AMOUNT})\s+(?:business|working|work)\s+days|(${AMOUNT})\s+(?:business\s+days|working\s+days|work\s+days|weekdays)\s+(?:from\s+(?:now|today)|hence|out)|(${AMOUNT})\s+(?:business|working|work)\s+days\s+ago)\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const n = amountValue(m[1] ?? m[2] ?? m[3] ?? '');
      if (n === undefined) return undefined;
      return days(addWorkingDays(ctx.today, m[3] === undefined ? n : -n));
    },
  },
  {
    // "2 Mondays from now": the second Monday after today.
    gate: /days\s+(?:from|out|away|ahead)/i,
    re: new RegExp(String.raw`\b(${AMOUNT})\s+(${WEEKDAY_NAMES})s\s+(?:from\s+(?:now|today)|out|away|ahead)\b`, 'gi'),
    read: (m, ctx) => {
      const n = amountValue(m[1] ?? '');
      const weekday = weekdayNumber(m[2] ?? '');
      if (n === undefined || weekday === undefined || n < 1) return undefined;
      const first = ctx.today + (((weekday - weekdayOf(ctx.today) + 6) % 7) + 1);
      return days(first + 7 * (n - 1));
    },
  },
  {
    // "a week from Friday", "two weeks from tomorrow", "3 days after next Monday", "a week from today"
    gate: /(?:days?|weeks?)\s+(?:from|after)/i,
    re: new RegExp(
      String.raw`\b(${AMOUNT})\s+(days?|weeks?)\s+(?:from|after)\s+((?:(?:next|this|coming)\s+)?(?:${WEEKDAY_NAMES})|tomorrow|today|now)\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const n = amountValue(m[1] ?? '');
      const base = baseDay(ctx, m[3] ?? '');
      if (n === undefined || base === undefined) return undefined;
      return days(base + n * (/^w/i.test(m[2] ?? '') ? 7 : 1));
    },
  },
  {
    // "last week's Friday", "next week's Tuesday", "this week's Thursday"
    gate: /week['’]?s/i,
    re: new RegExp(String.raw`\b(last|next|this|previous|the\s+following)\s+week['’]?s\s+(${WEEKDAY_NAMES})\b`, 'gi'),
    read: (m, ctx) => {
      const weekday = weekdayNumber(m[2] ?? '');
      if (weekday === undefined) return undefined;
      const w = (m[1] ?? '').toLowerCase();
      const offset = w === 'this' ? 0 : /last|previous/.test(w) ? -1 : 1;
      return days(isoWeekStart(ctx.today) + 7 * offset + ((weekday + 6) % 7));
    },
  },
  {
    // "from 3 to 6 August", "3-6 Aug", "between the 3rd and the 6th of August 2027", "the 22nd and 29th of December"
    re: new RegExp(
      String.raw`\b(?:(?:from|between)\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|to|through|thru|until|till|and|&)\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH_NAMES})\.?${YEAR}\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const month = monthNumber(m[3] ?? '');
      const from = Number(m[1]);
      const to = Number(m[2]);
      if (month === undefined || from < 1 || to > 31 || to < from) return undefined;
      const year = yearOf(ctx, month, to, m[4]);
      const [first, last] = [civilDay(year, month, from), civilDay(year, month, to)];
      // "the 22nd and 29th of December": two days; "between the 3rd and the 6th" is every day from one to the other.
      if (/\s(?:and|&)\s/i.test(m[0]) && !/^between\b/i.test(m[0]) && last > first)
        return [{ kind: 'days', span: { start: first, end: last + 1, grain: 'day' }, listed: [first, last] }];
      return days(first, last + 1);
    },
  },
  {
    // "December the 28th", "march the first", "the 4th of July 2030" is chrono's; this is the other order.
    re: new RegExp(String.raw`\b(${MONTH_NAMES})\.?\s+the\s+(\d{1,2}(?:st|nd|rd|th)?|${DAY_ORDINAL_WORDS})\b${YEAR}`, 'gi'),
    read: (m, ctx) => {
      const month = monthNumber(m[1] ?? '');
      const day = dayOrdinal(m[2] ?? '');
      if (month === undefined || day === undefined || day < 1 || day > 31) return undefined;
      return days(civilDay(yearOf(ctx, month, day, m[3]), month, day));
    },
  },
  {
    // "August 3 to 6", "Aug 3rd - 6th", "Dec 1 thru 4, 2027"
    re: new RegExp(
      String.raw`\b(${MONTH_NAMES})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–|to|through|thru|until|till)\s*(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:[:.]\d|[ap]\.?m\b|am|pm|o'clock))${YEAR}`,
      'gi',
    ),
    read: (m, ctx) => {
      const month = monthNumber(m[1] ?? '');
      const from = Number(m[2]);
      const to = Number(m[3]);
      if (month === undefined || from < 1 || to > 31 || to <= from) return undefined;
      const year = yearOf(ctx, month, to, m[4]);
      return days(civilDay(year, month, from), civilDay(year, month, to) + 1);
    },
  },
];
