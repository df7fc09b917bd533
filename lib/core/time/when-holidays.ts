import type { CivilDay } from './when-civil-days';
import { civilDay, isoWeekStart, nextHolding, weekdayOf } from './when-civil-days';
import type { PieceBody, WhenContext, WhenMatcher } from './when-pieces';

/**
 * The days people schedule around, by the US calendar the product defaults to: "dinner on
 * Thanksgiving", "the day after Christmas", "before Labor Day", "Thanksgiving week". A holiday
 * means its next occurrence, today included. A holiday is the topic, not the time, after words
 * of talking about it ("call mom about Thanksgiving"), so it is left to the title there.
 */

/** The nth weekday (0 = Sunday) of a month; n = -1 the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CivilDay {
  if (n < 0) {
    const last = civilDay(year, month + 1, 0);
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = civilDay(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

/** Western Easter Sunday (the anonymous Gregorian computus). */
function easter(year: number): CivilDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return civilDay(year, month, day);
}

const thanksgiving = (y: number): CivilDay => nthWeekday(y, 11, 4, 4);

/** Each holiday's spellings (a regex alternation) and its day in a given year. */
const HOLIDAYS: readonly { names: string; day: (year: number) => CivilDay }[] = [
  { names: String.raw`new\s+y(?:ea)?r'?s?\s+eve|nye`, day: (y) => civilDay(y, 12, 31) },
  { names: String.raw`new\s+y(?:ea)?r'?s?(?:\s+day)?`, day: (y) => civilDay(y, 1, 1) },
  { names: String.raw`christmas\s+eve|x-?mas\s+eve`, day: (y) => civilDay(y, 12, 24) },
  { names: String.raw`christmas(?:\s+day)?|x-?mas(?:\s+day)?`, day: (y) => civilDay(y, 12, 25) },
  { names: String.raw`boxing\s+day`, day: (y) => civilDay(y, 12, 26) },
  { names: String.raw`thanksgiving(?:\s+day)?|turkey\s+day`, day: thanksgiving },
  { names: String.raw`black\s+friday`, day: (y) => thanksgiving(y) + 1 },
  { names: String.raw`cyber\s+monday`, day: (y) => thanksgiving(y) + 4 },
  { names: String.raw`(?:mlk|martin\s+luther\s+king(?:\s+jr\.?)?)(?:\s+jr\.?)?\s+day`, day: (y) => nthWeekday(y, 1, 1, 3) },
  { names: String.raw`valentine'?s?(?:\s+day)?`, day: (y) => civilDay(y, 2, 14) },
  { names: String.raw`presidents'?\s*day|president'?s'?\s+day|washington'?s\s+birthday`, day: (y) => nthWeekday(y, 2, 1, 3) },
  {
    names: String.raw`st\.?\s+patrick'?s(?:\s+day)?|saint\s+patrick'?s(?:\s+day)?|st\.?\s+padd?(?:y|ie)'?s(?:\s+day)?|st\.?\s+patty'?s(?:\s+day)?`,
    day: (y) => civilDay(y, 3, 17),
  },
  { names: String.raw`good\s+friday`, day: (y) => easter(y) - 2 },
  { names: String.raw`easter\s+monday`, day: (y) => easter(y) + 1 },
  { names: String.raw`easter(?:\s+sunday)?`, day: easter },
  { names: String.raw`mother'?s'?\s+day`, day: (y) => nthWeekday(y, 5, 0, 2) },
  { names: String.raw`memorial\s+day`, day: (y) => nthWeekday(y, 5, 1, -1) },
  { names: String.raw`father'?s'?\s+day`, day: (y) => nthWeekday(y, 6, 0, 3) },
  { names: String.raw`juneteenth`, day: (y) => civilDay(y, 6, 19) },
  {
    names: String.raw`independence\s+day|(?:the\s+)?fourth\s+of\s+july|(?:the\s+)?4th\s+of\s+july|july\s+4th|july\s+fourth`,
    day: (y) => civilDay(y, 7, 4),
  },
  { names: String.raw`labou?r\s+day`, day: (y) => nthWeekday(y, 9, 1, 1) },
  { names: String.raw`columbus\s+day|indigenous\s+peoples'?\s+day`, day: (y) => nthWeekday(y, 10, 1, 2) },
  { names: String.raw`halloween`, day: (y) => civilDay(y, 10, 31) },
  { names: String.raw`veteran'?s'?\s+day`, day: (y) => civilDay(y, 11, 11) },
];

/** The holiday's next day on or after today (last year's for "last Christmas"). */
function nextOccurrence(day: (year: number) => CivilDay, ctx: WhenContext, modifier: string): CivilDay {
  const year = new Date(ctx.today * 86_400_000).getUTCFullYear();
  if (/^(?:last|past|previous)$/.test(modifier)) {
    const thisYear = day(year);
    return thisYear < ctx.today ? thisYear : day(year - 1);
  }
  const thisYear = day(year);
  // Looking back (a question in the past tense), the latest one up to today.
  if (ctx.lookBack === true && modifier === '') return thisYear <= ctx.today ? thisYear : day(year - 1);
  // "next Christmas" asked before this year's is still this year's: people say it of the coming one.
  return nextHolding(ctx.today, day);
}

const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, 'a couple of': 2 };

const NAMES = HOLIDAYS.map((h) => `(${h.names})`).join('|');
/** Talking about a holiday rather than meeting on it; "how about Halloween?" offers it as a day. */
const TOPIC =
  /\b(?:(?<!\b(?:how|what)\s+)about|regarding|re|discuss|discussing|plan|planning|plans|talk|organi[sz]e|organi[sz]ing)\s+(?:the\s+|our\s+|my\s+)?$/i;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export const HOLIDAY_MATCHERS: readonly WhenMatcher[] = [
  {
    gate: /eve\b|years?|yrs?\b|christmas|x-?mas|padd|patty|veteran|boxing|thanksgiving|turkey|black\s+fri|cyber|mlk|luther|valentine|president|washington|patrick|paddy|good\s+fri|easter|mother|memorial|father|juneteenth|independence|july|labou?r|columbus|indigenous|halloween|veterans|nye/i,
    re: new RegExp(
      String.raw`\b(?:(?:(?:the\s+)?(day|night|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:\d{1,2}|two|three|four|five|six|seven|a\s+couple\s+of)\s+days)\s+(before|after|of)\s+)?(?:(this|next|last|past|previous|coming)\s+)?(?:${NAMES})(?:'s)?(?:\s+(week|weekend))?(?:\s*,?\s+(20\d\d))?\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const names: (string | undefined)[] = m.slice(4, 4 + HOLIDAYS.length);
      const holiday = HOLIDAYS[names.findIndex((g) => g !== undefined)];
      if (holiday === undefined) return undefined;
      if (m[1] === undefined && TOPIC.test(m.input.slice(0, m.index))) return undefined;
      const year = m[5 + HOLIDAYS.length];
      const day = year === undefined ? nextOccurrence(holiday.day, ctx, (m[3] ?? '').toLowerCase()) : holiday.day(Number(year));
      const unit = (m[1] ?? '').toLowerCase();
      const relation = (m[2] ?? '').toLowerCase();
      const after = (m[4 + HOLIDAYS.length] ?? '').toLowerCase();
      if (unit === 'week' || after === 'week') {
        const monday = isoWeekStart(day) + (relation === 'before' ? -7 : relation === 'after' ? 7 : 0);
        return [{ kind: 'days', span: { start: monday, end: monday + 7, grain: 'week' } }];
      }
      if (unit === 'weekend' || after === 'weekend') {
        // A Monday holiday's weekend is the long weekend ending with it ("Memorial Day weekend"), a
        // Friday's the one it starts; any other day's, the weekend of its week.
        const weekday = weekdayOf(day);
        if (relation === '' && weekday === 1) return [{ kind: 'days', span: { start: day - 2, end: day + 1, grain: 'day' } }];
        if (relation === '' && weekday === 5) return [{ kind: 'days', span: { start: day, end: day + 3, grain: 'day' } }];
        const saturday = isoWeekStart(day) + 5 + (relation === 'before' ? -7 : 0);
        return [{ kind: 'days', span: { start: saturday, end: saturday + 2, grain: 'day' } }];
      }
      // "the tuesday after thanksgiving": the first such weekday past the holiday, or the last before it.
      const weekdayNamed = WEEKDAYS.indexOf(unit);
      if (weekdayNamed >= 0 && (relation === 'after' || relation === 'before')) {
        const step = relation === 'after' ? 1 : -1;
        let d = day + step;
        while (weekdayOf(d) !== weekdayNamed) d += step;
        return [{ kind: 'days', span: { start: d, end: d + 1, grain: 'day' } }];
      }
      if (weekdayNamed >= 0) return undefined;
      // "the day after" is one day; "3 days before" says how many.
      const counted = /^(\d{1,2}|two|three|four|five|six|seven|a\s+couple\s+of)\s+days/i.exec(m[0]);
      const count = counted === null ? 1 : (COUNTS[(counted[1] ?? '').toLowerCase().replace(/\s+/g, ' ')] ?? Number(counted[1]));
      const shift = relation === 'before' ? -count : relation === 'after' ? count : 0;
      const body: PieceBody[] = [{ kind: 'days', span: { start: day + shift, end: day + shift + 1, grain: 'day' } }];
      return body;
    },
  },
];
