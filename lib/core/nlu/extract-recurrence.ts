import type { Weekday } from '../domain/preferences';
import { parseWhen } from '../time/parse-when';
import { addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from '../time/zoned';
import { allMatches } from './all-matches';
import { blank } from './mask-text';
import { formatRecurrence, type RecurrenceRule } from './recurrence-rule';
import { DAY_WORD, WEEKEND, WORKWEEK, dayRange, weekdayOf, weekdaysIn } from './weekday-words';
import { NUMBER_WORDS, ORDINALS } from '../time/number-words';

export interface RecurrenceMatch {
  rule: RecurrenceRule;
  /** The RRULE line. */
  line: string;
  /** The text without the repeat phrase, for parseWhen: "every Tuesday at 9" leaves "at 9". */
  rest: string;
  /** Same, but keeping a leading "weekly"/"daily" that names the event ("weekly sync" → "Weekly Sync"). */
  titleRest: string;
}

type Freq = RecurrenceRule['freq'];

// "every other week", "every 2nd week", "every three days": counts from the shared word tables.
const NUMBERS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  ...Object.fromEntries(Object.entries(ORDINALS).filter(([, n]) => n > 1)),
  other: 2,
};
const UNIT_FREQ: Readonly<Record<string, Freq>> = {
  day: 'DAILY',
  week: 'WEEKLY',
  month: 'MONTHLY',
  year: 'YEARLY',
  quarter: 'MONTHLY',
};

const FULL_DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const DAY_LIST = String.raw`${DAY_WORD}s?(?:\s*(?:,|and|&|or|/)\s*(?:every\s+)?${DAY_WORD}s?)*`;
const COUNT_WORD = String.raw`(\d{1,3}|two|three|four|five|six|ten|twelve)`;

const g = (source: string): RegExp => new RegExp(source, 'gi');
const EVERY_N = g(
  String.raw`\bevery\s+(other|second|2nd|third|3rd|fourth|4th|\d{1,2}|two|three|four|five|six)\s+(day|week|month|year)s?\b`,
);
const EVERY_OTHER_DAYS = g(String.raw`\bevery\s+other\s+(${DAY_LIST})\b`);
const ORDINAL_DAY = g(
  String.raw`\b(?:(?:on\s+)?(every|each)\s+)?(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\s+(${DAY_WORD})(\s+of\s+(?:every|each|the)\s+month|\s+(?:of\s+)?(?:every|each)\s+month|\s+monthly)?\b`,
);
const MONTH_DAY = g(
  String.raw`\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)(\s+of\s+(?:every|each|the)\s+month)?\b|\b(?:on\s+)?the\s+last\s+day\s+of\s+(?:every|each|the)\s+month\b`,
);
const EVERY_DAYS = g(String.raw`\b(?:every|each)\s+(${DAY_LIST})\b`);
const WORKWEEK_WORDS = g(
  String.raw`\b(?:(?:every|each)\s+(?:week\s?day|work\s?day|business\s+day|working\s+day)|(?:on\s+)?(?:week\s?days|workdays))\b`,
);
const WEEKEND_WORDS = g(String.raw`\b(?:(?:every|each)\s+weekend|(?:on\s+)?weekends)\b`);
const COUNTED_DAYS_BEFORE = /\b(?:\d{1,2}|two|three|four|five|six|a\s+couple\s+of)\s+$/i;
const COUNTED_DAYS_AFTER = /^\s+(?:from\s+(?:now|today)|out|away|ahead)\b/i;
const PLURAL_DAYS = g(String.raw`\b(?:on\s+)?${FULL_DAY}s\b(?:\s*(?:,|and|&|or)\s*${FULL_DAY}s\b)*`);
const FREQ_WORDS = g(
  String.raw`\b(?:every|each)\s+(?:single\s+)?(day|morning|evening|night|afternoon|week|month|year|quarter)\b|\b(daily|nightly|weekly|monthly|yearly|annually|quarterly|bi-?weekly|fortnightly)\b(?:\s+basis\b)?|\bonce\s+an?\s+(day|week|month|year)\b`,
);
const UNTIL = g(String.raw`\b(?:until|till|til|through|thru|ending(?:\s+on)?|ends?\s+on)\s+`);
const UNTIL_END = g(
  String.raw`\b(?:until|till|til|through|thru)\s+(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(year|month|week|quarter)\b`,
);
const COUNT = g(
  String.raw`\bfor\s+(?:the\s+next\s+)?${COUNT_WORD}\s+(days|weeks|months|years|sessions|times|occurrences|meetings)\b|\b${COUNT_WORD}\s+times\b`,
);
/** "daily … Monday to Friday", "every day mon–fri": the days a daily repeat keeps. */
const DAY_SPAN = g(String.raw`\b(?:from\s+)?(${DAY_WORD})\s*(?:-|–|to|through|thru|till|until)\s*(${DAY_WORD})\b(?:\s+only\b)?`);
/** "starting next week", "from January": the window only says when the series begins. */
const STARTS_WORD = /\b(?:start(?:ing|s)?|from|beginning|begins|as\s+of|after|effective|commencing|kick(?:ing)?\s+off)\b/i;
const RANGE_WORD = /\b(?:to|through|thru|until|till|til)\b|[-–]\s*\d/i;
/**
 * "at 8:30", "8:30am", "@ 9": a clock said as a point. A clock that bounds a range ("between 8 and 9",
 * "after 4", "from 9 to 10") or is only roughly meant ("around 9") is a window and does not count.
 */
const POINT_CLOCK =
  /(?<!\b(?:between|from|after|before|by|around|about|approx(?:imately)?|till|until|til|to|and)\s+)(?<!\d\s*[-–]\s*)(?:\b(?:at|@)\s*\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?|\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?|\b\d{1,2}:\d{2}|\b(?:noon|midday|midnight)\b)(?!\s*(?:-|–|to|and|until|till|or)\s*\d)(?!\s*ish)/i;
/** "weekly sync": an adjective that names the event stays in the title. */
const NAMING_ADJECTIVE = /^(?:daily|weekly|monthly|quarterly|yearly|annual|bi-?weekly|fortnightly)$/i;
const NEXT_WORD = /^\s+([a-z][\w-]*)/i;
const NOT_A_NOUN = /^(?:on|at|from|with|starting|until|till|for|in|every|each|and|basis|by|the|a|an)$/i;

interface Collected {
  freq?: Freq;
  interval?: number;
  byDay: { day: Weekday; nth?: number }[];
  byMonthDay?: number;
  monthly: boolean;
}

/**
 * A repeat the request asks for ("every Tuesday at 9", "every other week", "daily until Friday",
 * "the first Monday of every month") as an RRULE; undefined when the request does not repeat.
 */
export function extractRecurrence(text: string, now: number, zone: string): RecurrenceMatch | undefined {
  const c: Collected = { byDay: [], monthly: false };
  let rest = text;
  let titleRest = text;
  const take = (m: RegExpExecArray | RegExpMatchArray, keepInTitle = false): void => {
    const index = m.index ?? 0;
    rest = blank(rest, index, m[0].length);
    if (!keepInTitle) titleRest = blank(titleRest, index, m[0].length);
  };

  for (const m of allMatches(EVERY_OTHER_DAYS, rest)) {
    setFreq(c, 'WEEKLY', 2);
    addDays(c, weekdaysIn(m[1] ?? ''));
    take(m);
  }
  for (const m of allMatches(EVERY_N, rest)) {
    const unit = (m[2] ?? '').toLowerCase();
    setFreq(c, UNIT_FREQ[unit] ?? 'WEEKLY', NUMBERS[(m[1] ?? '').toLowerCase()] ?? Number(m[1]));
    take(m);
  }
  // Twice: "the first Monday of every month" says it repeats; "monthly … on the first Monday" needs the freq word first.
  const monthDays = (explicitOnly: boolean): void => {
    for (const m of allMatches(ORDINAL_DAY, rest)) {
      const day = weekdayOf(m[3] ?? '');
      const explicit = m[1] !== undefined || m[4] !== undefined;
      if (day === undefined || (explicitOnly ? !explicit : c.freq !== 'MONTHLY')) continue;
      c.monthly = true;
      c.byDay.push({ day, nth: ORDINALS[(m[2] ?? '').toLowerCase()] ?? 1 });
      take(m);
    }
    for (const m of allMatches(MONTH_DAY, rest)) {
      const explicit = m[1] === undefined || m[2] !== undefined;
      const day = m[1] === undefined ? -1 : Number(m[1]);
      if ((explicitOnly ? !explicit : c.freq !== 'MONTHLY') || day === 0 || day > 31 || c.byMonthDay !== undefined) continue;
      c.monthly = true;
      c.byMonthDay = day;
      take(m);
    }
  };
  monthDays(true);
  for (const m of allMatches(FREQ_WORDS, rest)) {
    const word = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
    const { freq, interval } = freqOfWord(word);
    setFreq(c, freq, interval);
    const next = NEXT_WORD.exec(text.slice(m.index + m[0].length))?.[1] ?? '';
    take(m, NAMING_ADJECTIVE.test(m[0]) && next !== '' && !NOT_A_NOUN.test(next) && weekdayOf(next) === undefined);
  }
  monthDays(false);
  for (const re of [EVERY_DAYS, PLURAL_DAYS]) {
    for (const m of allMatches(re, rest)) {
      // "2 Mondays from now" counts days; it does not repeat.
      if (
        re === PLURAL_DAYS &&
        COUNTED_DAYS_BEFORE.test(rest.slice(0, m.index)) &&
        COUNTED_DAYS_AFTER.test(rest.slice(m.index + m[0].length))
      )
        continue;
      addDays(c, weekdaysIn(m[0]));
      take(m);
    }
  }
  for (const m of allMatches(WORKWEEK_WORDS, rest)) {
    // "2 weekdays from now" counts days too.
    if (COUNTED_DAYS_BEFORE.test(rest.slice(0, m.index)) && COUNTED_DAYS_AFTER.test(rest.slice(m.index + m[0].length))) continue;
    addDays(c, WORKWEEK);
    take(m);
  }
  for (const m of allMatches(WEEKEND_WORDS, rest)) {
    addDays(c, WEEKEND);
    take(m);
  }
  if (c.freq === 'DAILY' && c.byDay.length === 0 && !c.monthly) {
    for (const m of allMatches(DAY_SPAN, rest)) {
      const from = weekdayOf(m[1] ?? '');
      const to = weekdayOf(m[2] ?? '');
      if (from === undefined || to === undefined) continue;
      addDays(c, dayRange(from, to));
      take(m);
      break;
    }
  }

  const rule = toRule(c, rest);
  if (rule === undefined) return undefined;
  for (const m of allMatches(COUNT, rest)) {
    const n = NUMBERS[(m[1] ?? m[3] ?? '').toLowerCase()] ?? Number(m[1] ?? m[3]);
    const unit = (m[2] ?? 'times').toLowerCase().replace(/s$/, '');
    if (!Number.isInteger(n) || n < 1 || n > 500) continue;
    if (UNIT_FREQ[unit] === undefined || (UNIT_FREQ[unit] === rule.freq && (rule.byDay?.length ?? 0) <= 1)) rule.count = n;
    else rule.until = endOfDay(addUnits(startOfZonedDay(now, zone), n, unit, zone), zone);
    take(m);
  }
  for (const m of allMatches(UNTIL_END, rest)) {
    rule.until = endOfPeriod((m[1] ?? 'year').toLowerCase(), now, zone);
    take(m);
  }
  for (const m of allMatches(UNTIL, rest)) {
    if (rule.until !== undefined) break;
    const after = m.index + m[0].length;
    // A month named after "until" is a date however it is written ("until march").
    const said = rest.slice(after, after + 40);
    const until = parseWhen(said.charAt(0).toUpperCase() + said.slice(1), now, zone);
    // "from 9 until 10" is a time range, not the end of the series.
    if (until === undefined || until.index > 1 || until.hasTimeOfDay) continue;
    rule.until = (until.when.end ?? addZonedDays(until.when.start, 1, zone)) - 1000;
    rest = blank(rest, m.index, m[0].length + until.index + until.length);
    titleRest = blank(titleRest, m.index, m[0].length + until.index + until.length);
    break;
  }
  const window = boundedWindow(rest, now, zone);
  // "every Thursday in January", "daily next week": a repeat said inside a window of days ends with it.
  if (window?.until !== undefined && rule.until === undefined && rule.count === undefined) rule.until = window.until;
  if (window !== undefined && POINT_CLOCK.test(rest)) rule.exactClock = true;
  return { rule, line: formatRecurrence(rule), rest, titleRest };
}

/**
 * The window of several days the rest of the request names ("next week", "in January", "Dec 1 to 5"),
 * with the last instant a series inside it may start; no end when the window only says when the
 * series starts ("starting next week", "from January").
 */
function boundedWindow(rest: string, now: number, zone: string): { until?: number } | undefined {
  const w = parseWhen(rest, now, zone);
  if (w?.when.end === undefined || w.when.grain === 'minute' || w.when.grain === 'hour') return undefined;
  if (w.when.end - w.when.start < 36 * 3_600_000) return undefined;
  const said = rest.slice(0, w.index + w.length);
  if (STARTS_WORD.test(said) && !RANGE_WORD.test(rest.slice(w.index, w.index + w.length))) return {};
  return { until: w.when.end - 1000 };
}

function toRule(c: Collected, rest: string): RecurrenceRule | undefined {
  const freq: Freq | undefined = c.monthly ? 'MONTHLY' : c.byDay.length > 0 ? 'WEEKLY' : c.freq;
  if (freq === undefined) return undefined;
  const rule: RecurrenceRule = { freq };
  if (c.interval !== undefined && c.interval > 1 && (c.freq === undefined || c.freq === freq)) rule.interval = c.interval;
  if (c.byDay.length > 0 && (freq === 'WEEKLY' || freq === 'MONTHLY')) rule.byDay = c.byDay;
  if (c.byMonthDay !== undefined && c.byDay.length === 0) rule.byMonthDay = c.byMonthDay;
  // "weekly sync on Monday": the weekday left for parseWhen is the repeat's day too.
  if (freq === 'WEEKLY' && rule.byDay === undefined) {
    const days = weekdaysIn(rest);
    if (days.length > 0) rule.byDay = days.map((day) => ({ day }));
  }
  return rule;
}

function freqOfWord(word: string): { freq: Freq; interval?: number } {
  if (/^(?:day|morning|evening|night|afternoon|daily|nightly)$/.test(word)) return { freq: 'DAILY' };
  if (/^(?:bi-?weekly|fortnightly)$/.test(word)) return { freq: 'WEEKLY', interval: 2 };
  if (word === 'quarter' || word === 'quarterly') return { freq: 'MONTHLY', interval: 3 };
  if (/^(?:month|monthly)$/.test(word)) return { freq: 'MONTHLY' };
  if (/^(?:year|yearly|annually)$/.test(word)) return { freq: 'YEARLY' };
  return { freq: 'WEEKLY' };
}

function setFreq(c: Collected, freq: Freq, interval?: number): void {
  c.freq ??= freq;
  if (freq === 'MONTHLY') c.monthly = true;
  if (interval !== undefined && Number.isInteger(interval) && interval > 1) c.interval = interval;
}

function addDays(c: Collected, days: readonly Weekday[]): void {
  for (const day of days) if (!c.byDay.some((d) => d.day === day && d.nth === undefined)) c.byDay.push({ day });
}

function addUnits(ms: number, n: number, unit: string, zone: string): number {
  if (unit === 'week') return addZonedDays(ms, 7 * n, zone);
  if (unit === 'day') return addZonedDays(ms, n, zone);
  const w = instantToWallClock(ms, zone);
  const months = unit === 'year' ? 12 * n : unit === 'quarter' ? 3 * n : n;
  return wallClockToInstant({ ...w, month: w.month + months }, zone);
}

/** The last second of this week (to Sunday), month, quarter or year, on the zone's calendar. */
function endOfPeriod(unit: string, now: number, zone: string): number {
  const today = instantToWallClock(startOfZonedDay(now, zone), zone);
  if (unit === 'week') return endOfDay(addZonedDays(startOfZonedDay(now, zone), (7 - today.weekday) % 7, zone), zone);
  const months = unit === 'year' ? 12 - today.month + 1 : unit === 'quarter' ? 3 - ((today.month - 1) % 3) : 1;
  return wallClockToInstant({ ...today, month: today.month + months, day: 1 }, zone) - 1000;
}

function endOfDay(dayStart: number, zone: string): number {
  return addZonedDays(dayStart, 1, zone) - 1000;
}
