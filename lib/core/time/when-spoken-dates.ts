import type { CivilDay } from './when-civil-days';
import { civilDate, civilDay, daysInMonth, nextHolding, weekdayOf } from './when-civil-days';
import { DAY_ORDINAL_WORDS, dayOrdinal, ordinalIsADay } from './when-named-days';
import type { PieceBody, WhenContext, WhenMatcher } from './when-pieces';
import { MONTH_NAMES, WEEKDAY_NAMES, monthNumber, weekdayNumber } from './when-pieces';

/**
 * Dates as people say them rather than write them: a month with its day as a plain number word
 * ("december nineteen", "dec twenty-five": speech and dictation drop the "-th"), and a weekday
 * with a day of the month and no month ("monday the sixteenth"), where the weekday says which month.
 */

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const CARDINAL_DAY_VALUES: ReadonlyMap<string, number> = new Map([
  ...UNITS.map((w, i) => [w, i + 1] as const),
  ...TEENS.map((w, i) => [w, i + 10] as const),
  ['twenty', 20],
  ...UNITS.map((w, i) => [`twenty ${w}`, 21 + i] as const),
  ['thirty', 30],
  ['thirty one', 31],
]);
const CARDINAL_DAY_WORDS = [...CARDINAL_DAY_VALUES.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(' ', String.raw`[\s-]`))
  .join('|');

/** What may not follow a number word that is a day: the rest of an ordinal ("twenty fourth"), a clock ("nine thirty", "nine pm"), a count ("nine people"), a year. */
const NOT_A_DAY_AFTER = String.raw`(?![\s-]+(?:${DAY_ORDINAL_WORDS})\b)(?!\s*(?:[:.]\d|[ap]\.?m\b|o['’]?clock|oh\b|hundred|thirty|fifteen|forty|fifty|twenty|nineteen|people|guests|of\s+(?:us|them|you)|hours?|hrs?|minutes?|mins?|days|weeks|months|years|times)\b)`;

function oneDay(day: CivilDay): PieceBody[] {
  return [{ kind: 'days', span: { start: day, end: day + 1, grain: 'day' } }];
}

/** The month's day this year if still ahead (today included), else next year's: "december nineteen" asked in November. */
function nextDayOfMonth(ctx: WhenContext, month: number, day: number): CivilDay {
  const { year } = civilDate(ctx.today);
  const thisYear = civilDay(year, month, day);
  if (ctx.lookBack === true) return thisYear <= ctx.today ? thisYear : civilDay(year - 1, month, day);
  return nextHolding(ctx.today, (y) => civilDay(y, month, day));
}

/**
 * The day of the month `dayOfMonth` that falls on `weekday`, near today: the first such day in the
 * next two months, else the latest one of the last month ("what did I have on Monday the 16th",
 * asked on the 24th). undefined when no month near has it, and the written date decides alone.
 */
function dayOnWeekday(ctx: WhenContext, weekday: number, dayOfMonth: number): CivilDay | undefined {
  const now = civilDate(ctx.today);
  const candidates: CivilDay[] = [];
  for (let k = -1; k <= 2; k++) {
    const { year, month } = civilDate(civilDay(now.year, now.month + k, 1));
    if (dayOfMonth > daysInMonth(year, month)) continue;
    const day = civilDay(year, month, dayOfMonth);
    if (weekdayOf(day) === weekday) candidates.push(day);
  }
  return candidates.find((d) => d >= ctx.today) ?? candidates.filter((d) => d >= ctx.today - 35).at(-1);
}

export const SPOKEN_DATE_MATCHERS: readonly WhenMatcher[] = [
  {
    // "for the day 7 at 10", "on the day 15": the day of a month as second-language speakers say it
    // ("el día 7", "le 7"): this month if it is still ahead, else the next.
    gate: /\bday\s+\d/i,
    re: new RegExp(
      String.raw`\b(?:on\s+|for\s+)?the\s+day\s+(\d{1,2})\b(?!\s*(?:of\s+)?(?:${MONTH_NAMES})\b)(?![:.]\d|\s*(?:am|pm|h)\b)`,
      'gi',
    ),
    read: (m, ctx) => {
      const dayOfMonth = Number(m[1]);
      if (dayOfMonth < 1 || dayOfMonth > 31) return undefined;
      const now = civilDate(ctx.today);
      for (let k = 0; k < 3; k++) {
        const { year, month } = civilDate(civilDay(now.year, now.month + k, 1));
        if (dayOfMonth > daysInMonth(year, month)) continue;
        const day = civilDay(year, month, dayOfMonth);
        if (day >= ctx.today) return oneDay(day);
      }
      return undefined;
    },
  },
  {
    // "december nineteen", "Dec twenty-five", "on may one". A bare "may"/"march" is more often a
    // verb ("may one of us…", "march on"), so those two need an "on" before them.
    gate: new RegExp(String.raw`\b(?:${MONTH_NAMES})\.?\s+(?:${CARDINAL_DAY_WORDS})\b`, 'i'),
    re: new RegExp(
      String.raw`\b(?:(on)\s+)?(${MONTH_NAMES})\.?\s+(${CARDINAL_DAY_WORDS})\b${NOT_A_DAY_AFTER}(?:\s*,?\s+(\d{4})\b)?`,
      'gi',
    ),
    read: (m, ctx) => {
      const name = (m[2] ?? '').toLowerCase();
      if (/^(?:may|mar|march)$/.test(name) && m[1] === undefined) return undefined;
      const month = monthNumber(name);
      const day = CARDINAL_DAY_VALUES.get((m[3] ?? '').toLowerCase().replace(/[\s-]+/, ' '));
      if (month === undefined || day === undefined) return undefined;
      const year = m[4] === undefined ? undefined : Number(m[4]);
      if (day > daysInMonth(year ?? civilDate(ctx.today).year, month) && !(month === 2 && day === 29)) return undefined;
      return oneDay(year === undefined ? nextDayOfMonth(ctx, month, day) : civilDay(year, month, day));
    },
  },
  {
    // "monday the sixteenth", "Fri 4th", "thursday, the 10th": no month named, so the month is the
    // one near today in which that day is that weekday. "next/last Monday the 7th" and "Monday the
    // 7th of March" are left to the other matchers.
    gate: /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?:the\s+)?(?:\d|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty|thirtieth|thirty)/i,
    re: new RegExp(
      String.raw`(?<!\b(?:next|last|this|past|previous|coming)\s+)\b(${WEEKDAY_NAMES})\.?,?\s+(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)|${DAY_ORDINAL_WORDS})\b(?!\s+(?:of\s+)?(?:${MONTH_NAMES}|this|next|the)\b)(?![/:.]\d)`,
      'gi',
    ),
    read: (m, ctx) => {
      const weekday = weekdayNumber(m[1] ?? '');
      const said = m[2] ?? '';
      const dayOfMonth = dayOrdinal(said);
      if (weekday === undefined || dayOfMonth === undefined || dayOfMonth < 1 || dayOfMonth > 31) return undefined;
      // "Friday first thing": a word ordinal counts things unless a date's words follow.
      if (!/^\d/.test(said) && !ordinalIsADay(m.input.slice(0, m.index), m[0], m.input.slice(m.index + m[0].length)))
        return undefined;
      const day = dayOnWeekday(ctx, weekday, dayOfMonth);
      return day === undefined ? undefined : oneDay(day);
    },
  },
  {
    // "Thu 28 – Fri 29 Jan", "sat 19": a bare number after a weekday is that weekday's date when it
    // cannot be an hour (13 and up) or another date follows it; "thu 3" stays 3 o'clock.
    gate: /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+\d{1,2}\b/i,
    re: new RegExp(
      String.raw`(?<!\b(?:next|last|this|past|previous|coming)\s+)\b(${WEEKDAY_NAMES})\.?,?\s+(\d{1,2})\b(?![/:.]\d|\s*(?:[ap]\.?m\b|o['’]?\s?clock|h\b|ish\b|(?:of\s+)?(?:${MONTH_NAMES})\b))(?=\s*(?:[-–—]|to\b|through\b|thru\b|till\b|until\b|and\b|&)\s*(?:${WEEKDAY_NAMES})\b|(?<=[1-3]\d)(?!\s*(?:[-–]|to\b)\s*\d))`,
      'gi',
    ),
    read: (m, ctx) => {
      const weekday = weekdayNumber(m[1] ?? '');
      const dayOfMonth = Number(m[2]);
      if (weekday === undefined || dayOfMonth < 1 || dayOfMonth > 31) return undefined;
      const day = dayOnWeekday(ctx, weekday, dayOfMonth);
      return day === undefined ? undefined : oneDay(day);
    },
  },
];
