import { period } from './when-calendar-ranges';
import { type CivilDay, civilDate, civilDay } from './when-civil-days';
import type { PieceBody, WhenContext, WhenMatcher } from './when-pieces';
import { MONTH_NAMES, monthNumber } from './when-pieces';
import { DAY_ORDINAL_WORDS } from './when-named-days';
import { NUMBER_WORDS } from './number-words';
import { monthStartFrom, spanBody } from './when-relative-ranges';

/**
 * Months and runs of days named by the months they fall in: "the month after next", "the year after
 * next", "next month on the 20th", "the last day of next month", "december through february", "jan -
 * mar 2027", "12/14-12/18", "from 12/24 to 1/4", and a month said alone ("december works", "trip in
 * june" is chrono's). Numeric dates are month first, as the US writes them, unless the first number
 * cannot be a month ("24/12-4/1").
 */

/** Which month of the calendar a word like "next" moves to: this (0), next (1), the one after next (2). */
function monthShift(word: string | undefined): number {
  const w = (word ?? '').toLowerCase();
  if (/after\s+next/.test(w)) return 2;
  if (/next|following|coming/.test(w)) return 1;
  return 0;
}

const RELATIVE_MONTH = String.raw`(?:this|next|the\s+following|the\s+coming|this\s+coming|the)\s+month|the\s+month\s+after\s+next`;

/** The next time `month` (1–12) begins that has not ended, or the named year's. */
function monthOf(ctx: WhenContext, month: number, year: string | undefined): CivilDay {
  if (year !== undefined) return civilDay(Number(year), month, 1);
  const today = civilDate(ctx.today);
  return civilDay(month < today.month ? today.year + 1 : today.year, month, 1);
}

/** Month words a person is also called, or that are verbs and modals: never a month said alone. */
const ALONE_NOT_A_MONTH = /^(?:may|march|mar|jan|jun|aug|sept?|oct|nov|dec)$/i;
/** Numbers a day of the month is said in: ordinals, and the cardinals speech uses ("december nine thirty"). */
const DAY_CARDINALS = Object.entries(NUMBER_WORDS)
  .filter(([word, n]) => n <= 31 && !['a', 'an', 'couple', 'few'].includes(word))
  .map(([word]) => word);
const DAY_NUMBER_WORD = String.raw`(?:${DAY_ORDINAL_WORDS}|${DAY_CARDINALS.join('|')})`;
/** "december ninth", "the twentieth of november": a day said in words goes with the month. */
const DAY_IN_WORDS_AFTER = new RegExp(String.raw`^\s+(?:the\s+)?${DAY_NUMBER_WORD}\b`, 'i');
const DAY_IN_WORDS_BEFORE = new RegExp(String.raw`\b${DAY_NUMBER_WORD}\s+(?:of\s+)?$`, 'i');

/** Months that are also first names: said alone, only in lower case ("june works", not "June can't"). */
const ALSO_A_NAME = /^(?:april|june|july|august)$/i;
/** Before a month said alone, words that make it a person ("with June", "and August") or an adjective ("an august body"). */
const PERSON_BEFORE = /\b(?:with|and|&|invite|for|to|from|call|meet|email|ask|tell|ping|cc|an)\s+$/i;

function numericDay(month: number, day: number, year: string | undefined, ctx: WhenContext): CivilDay | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const y = year === undefined ? undefined : Number(year.length === 2 ? `20${year}` : year);
  if (y !== undefined) return civilDay(y, month, day);
  const today = civilDate(ctx.today);
  const thisYear = civilDay(today.year, month, day);
  return thisYear >= ctx.today ? thisYear : civilDay(today.year + 1, month, day);
}

export const MONTH_SPAN_MATCHERS: readonly WhenMatcher[] = [
  {
    gate: /after\s+next/i,
    re: /\b(?:the\s+)?(month|year)\s+after\s+next\b/gi,
    read: (m, ctx): PieceBody[] => {
      if ((m[1] ?? '').toLowerCase() === 'month') {
        const first = monthStartFrom(ctx.today, 2);
        return [spanBody(first, monthStartFrom(first, 1), 'month')];
      }
      const year = civilDate(ctx.today).year + 2;
      return [spanBody(civilDay(year, 1, 1), civilDay(year + 1, 1, 1), 'year')];
    },
  },
  {
    // "next month on the 20th", "on the 20th next month", "the last day of next month".
    gate: /month/i,
    re: new RegExp(
      String.raw`\b(${RELATIVE_MONTH})\s*,?\s+(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b|\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\s+(${RELATIVE_MONTH})\b|\b(?:the\s+)?last\s+day\s+of\s+(${RELATIVE_MONTH})\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const which = m[1] ?? m[4] ?? m[5];
      const first = monthStartFrom(ctx.today, monthShift(which));
      const next = monthStartFrom(first, 1);
      if (m[5] !== undefined) return [spanBody(next - 1, next, 'day')];
      const day = first + Number(m[2] ?? m[3]) - 1;
      if (day >= next) return undefined;
      return [spanBody(day, day + 1, 'day')];
    },
  },
  {
    // "the last day of december", "the first week of feb", "last week of march 2027": a day or the
    // seven days at one end of a named month.
    gate: /first|last/i,
    re: new RegExp(
      String.raw`\b(?:the\s+)?(first|last)\s+(day|week)\s+(?:of|in)\s+(${MONTH_NAMES})\.?(?:\s*,?\s+(20\d\d))?\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const month = monthNumber(m[3] ?? '');
      if (month === undefined) return undefined;
      const first = monthOf(ctx, month, m[4]);
      const next = monthStartFrom(first, 1);
      const length = (m[2] ?? '').toLowerCase() === 'week' ? 7 : 1;
      const start = (m[1] ?? '').toLowerCase() === 'first' ? first : next - length;
      return [spanBody(start, start + length, length === 1 ? 'day' : 'week')];
    },
  },
  {
    // "december through february", "jan - mar 2027", "from march to may".
    re: new RegExp(
      String.raw`\b(?:from\s+|between\s+)?(${MONTH_NAMES})\.?\s*(?:-|–|to|through|thru|until|till|and)\s*(${MONTH_NAMES})\.?(?:\s*,?\s+(20\d\d))?\b(?!\s*\d)`,
      'gi',
    ),
    read: (m, ctx) => {
      const from = monthNumber(m[1] ?? '');
      const to = monthNumber(m[2] ?? '');
      if (from === undefined || to === undefined || from === to) return undefined;
      // "between may and june" is two months; "may and june" alone could be anything.
      if (/\sand\s/i.test(m[0]) && !/^between/i.test(m[0])) return undefined;
      const end = monthOf(ctx, to, m[3]);
      const endYear = civilDate(end).year;
      const start = civilDay(from <= to ? endYear : endYear - 1, from, 1);
      return period(ctx, start, monthStartFrom(end, 1), 'month');
    },
  },
  {
    // "12/14-12/18", "from 12/24 to 1/4", "12/24/2026 - 1/4/2027".
    gate: /\d\/\d/,
    re: /(?<![\w/.-])(?:from\s+|between\s+)?(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\s*(?:-|–|to|through|thru|until|till|and)\s*(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\w/])/gi,
    read: (m, ctx) => {
      let [m1, d1, m2, d2] = [Number(m[1]), Number(m[2]), Number(m[4]), Number(m[5])];
      // Day first when the first number cannot be a month.
      if (m1 > 12 || m2 > 12) [m1, d1, m2, d2] = [d1, m1, d2, m2];
      // "between 12/14 and 12/18" is every day between; "12/14 and 12/18" alone is two days.
      if (/\sand\s/i.test(m[0]) && !/^between/i.test(m[0])) return undefined;
      const first = numericDay(m1, d1, m[3], ctx);
      let last = numericDay(m2, d2, m[6] ?? m[3], ctx);
      if (first === undefined || last === undefined) return undefined;
      // "12/24 to 1/4": the end is the next such day after the start.
      if (last < first && m[6] === undefined) last = civilDay(civilDate(first).year + 1, m2, d2);
      if (last < first) return undefined;
      return [spanBody(first, last + 1, 'day')];
    },
  },
];

/** Said alone, after every reader that takes a month with its day or year. */
export const MONTH_ALONE_MATCHER: WhenMatcher = {
  // "december works", "how about june?": a month said alone is its next month.
  re: new RegExp(
    String.raw`(?<!\d(?:st|nd|rd|th)?\s*(?:of\s+)?)\b(${MONTH_NAMES})\b(?!\s*(?:\d|the\s+\d|'|’|-|\/))(?!\s+(?:is|can|can't|cannot|will|would|has|had|said|says|wants|prefers|and|&)\b)`,
    'gi',
  ),
  read: (m, ctx) => {
    const word = m[1] ?? '';
    const before = m.input.slice(0, m.index);
    const after = m.input.slice(m.index + m[0].length);
    if (ALONE_NOT_A_MONTH.test(word) || PERSON_BEFORE.test(before)) return undefined;
    // "June Carter", "August Rush": a capitalised word after it makes a name.
    if (/^\s+[A-Z]/.test(after) || (ALSO_A_NAME.test(word) && word !== word.toLowerCase())) return undefined;
    if (DAY_IN_WORDS_AFTER.test(after) || DAY_IN_WORDS_BEFORE.test(before)) return undefined;
    // Right after words another reader took ("with ␣␣␣ june"): not said alone.
    if (/\S\s{2,}$/.test(before)) return undefined;
    const month = monthNumber(word);
    if (month === undefined) return undefined;
    const first = monthOf(ctx, month, undefined);
    return period(ctx, first, monthStartFrom(first, 1), 'month');
  },
};
