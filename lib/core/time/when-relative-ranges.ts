import type { CivilDay } from './when-civil-days';
import { civilDate, civilDay, instantOn, isoWeekStart } from './when-civil-days';
import type { PieceBody, RangeGrain, WhenContext, WhenMatcher } from './when-pieces';
import { AMOUNT, amountValue } from './when-pieces';
import { MINUTE_MS } from './zoned';
import { NUMBER_WORDS } from './number-words';

/** Phrases measured from now: "now", "asap", "in an hour", "in 3 days", "two weeks from now", "the next 3 days". */

const UNIT = String.raw`minutes?|mins?|hours?|hrs?|hr|days?|weeks?|wks?|fortnights?|months?|years?|yrs?`;

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

function unitOf(word: string): Unit | undefined {
  const w = word.toLowerCase();
  if (w.startsWith('min')) return 'minute';
  if (w.startsWith('h')) return 'hour';
  if (w.startsWith('d')) return 'day';
  if (w.startsWith('w') || w.startsWith('f')) return 'week';
  if (w.startsWith('mo')) return 'month';
  if (w.startsWith('y')) return 'year';
  return undefined;
}

/** Seconds are dropped: a minute-grain answer should not carry the second the request was typed in. */
function nowMinute(ctx: WhenContext): number {
  return Math.floor(ctx.now / MINUTE_MS) * MINUTE_MS;
}

export function spanBody(start: CivilDay, end: CivilDay, grain: RangeGrain): PieceBody {
  return { kind: 'days', span: { start, end, grain } };
}

/** The first day of the month `shift` months from the one holding `day`. */
export function monthStartFrom(day: CivilDay, shift: number): CivilDay {
  const d = civilDate(day);
  return civilDay(d.year, d.month + shift, 1);
}

/**
 * `amount` units away from today, as the period people mean by it: "in 3 days" is that whole day;
 * "in two weeks" the ISO week it falls in (people mean "around then", not one exact day); "in two
 * months" that calendar month; hours and minutes are exact instants (grain minute).
 */
function unitsAway(ctx: WhenContext, amount: number, unit: Unit, extraMinutes = 0): PieceBody {
  switch (unit) {
    case 'minute':
    case 'hour': {
      const minutes = amount * (unit === 'hour' ? 60 : 1) + extraMinutes;
      return { kind: 'instant', start: nowMinute(ctx) + minutes * MINUTE_MS, grain: 'minute' };
    }
    case 'day':
      return spanBody(ctx.today + amount, ctx.today + amount + 1, 'day');
    case 'week': {
      const monday = isoWeekStart(ctx.today + 7 * amount);
      return spanBody(monday, monday + 7, 'week');
    }
    case 'month':
      return spanBody(monthStartFrom(ctx.today, amount), monthStartFrom(ctx.today, amount + 1), 'month');
    case 'year': {
      const { year } = civilDate(ctx.today);
      return spanBody(civilDay(year + amount, 1, 1), civilDay(year + amount + 1, 1, 1), 'year');
    }
  }
}

function readUnitsAway(
  ctx: WhenContext,
  amountText: string | undefined,
  unitText: string | undefined,
  sign: number,
  half: boolean,
) {
  const amount = amountValue(amountText ?? '');
  const word = unitText ?? '';
  const unit = unitOf(word);
  if (amount === undefined || unit === undefined) return undefined;
  const weeks = /^f/i.test(word) ? 2 : 1;
  const extra = half && (unit === 'hour' || unit === 'minute') ? 30 : 0;
  return [unitsAway(ctx, sign * amount * weeks, unit, sign * extra)];
}

/** Minutes said in words or digits: "20", "2.5", "twenty", "forty five", "half an", "a". */
const SPOKEN_AMOUNT = String.raw`\d+(?:\.\d+)?|half\s+an?|a\s+half|an?|(?:twenty|thirty|forty|fourty|fifty|sixty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|forty-five`;

function spokenAmount(text: string | undefined): number | undefined {
  const t = (text ?? '').toLowerCase().trim();
  if (t === '') return undefined;
  if (/^half\s+an?$|^a\s+half$/.test(t)) return 0.5;
  if (/^\d/.test(t)) return Number.parseFloat(t);
  const words = t.split(/[\s-]+/);
  let total = 0;
  for (const w of words) {
    const v = NUMBER_WORDS[w] ?? (w === 'fourty' ? 40 : w === 'fifty' ? 50 : undefined);
    if (v === undefined) return undefined;
    total += v;
  }
  return total;
}

const MINUTE_UNITS = String.raw`hours?|hrs?|h|minutes?|mins?|m`;

/** "in 1 hour 30 minutes", "in 2.5 hours", "in twenty minutes", "in 1h", "half an hour from now": an instant. */
function minutesSaid(m: RegExpExecArray): number | undefined {
  const first = spokenAmount(m[1]);
  if (first === undefined) return undefined;
  const hours = /^h/i.test(m[2] ?? '');
  let minutes = first * (hours ? 60 : 1);
  if (m[3] !== undefined) {
    const more = spokenAmount(m[3]);
    if (more === undefined) return undefined;
    minutes += /^h/i.test(m[4] ?? '') ? more * 60 : more;
  }
  return minutes > 0 && minutes <= 7 * 24 * 60 ? Math.round(minutes) : undefined;
}

/** "book in 40 mins with Ben", "pencil in an hour": the verb's "in", and the amount a length, not a time from now. */
const NOT_BOOKED_IN = String.raw`(?<!\b(?:book|pencil|fit|squeeze|slot|block|put)\s)`;

/** Minutes in each unit, for telling a unit said as a measure of another ("60 minutes in an hour"). */
const UNIT_MINUTES: Readonly<Record<string, number>> = { second: 1 / 60, minute: 1, hour: 60, day: 1440, week: 10080 };

function unitMinutes(word: string): number | undefined {
  const w = word.toLowerCase();
  return w.startsWith('s') ? UNIT_MINUTES.second : UNIT_MINUTES[unitOf(w) ?? ''];
}

export const RELATIVE_MATCHERS: readonly WhenMatcher[] = [
  {
    // "there are 60 minutes in an hour", "how many hours in a day": one unit measured in another is
    // a fact about units, not "in an hour" from now; swallowed when the count is exactly the unit.
    gate: /\bin\s+(?:a|an|one)\s+(?:hour|day|week)/i,
    re: new RegExp(
      String.raw`\b(?:(\d+|${AMOUNT})|how\s+many)\s+(seconds|minutes|mins|hours|hrs|days)\s+(?:(?:are|is)\s+(?:there\s+)?)?in\s+(?:a|an|one)\s+(hour|day|week)\b`,
      'gi',
    ),
    read: (m) => {
      const small = unitMinutes(m[2] ?? '');
      const big = unitMinutes(m[3] ?? '');
      if (small === undefined || big === undefined) return undefined;
      if (m[1] === undefined) return [];
      const count = amountValue(m[1]);
      return count !== undefined && Math.abs(count * small - big) < 1e-9 ? [] : undefined;
    },
  },
  {
    // "in 2 and a half hours", "three and a half hours from now", "in 1½ hours": the half is of the unit.
    gate: /\band\s+a\s+half\s+h|½/i,
    re: new RegExp(
      String.raw`${NOT_BOOKED_IN}\b(in|within)\s+(?:about\s+|around\s+|another\s+)?(${AMOUNT})(?:\s+and\s+a\s+half\s+|\s*½\s*)(hours?|hrs?)\b|\b(${AMOUNT})(?:\s+and\s+a\s+half\s+|\s*½\s*)(hours?|hrs?)\s+from\s+now\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const amount = amountValue(m[2] ?? m[4] ?? '');
      if (amount === undefined || amount > 24) return undefined;
      return [{ kind: 'instant', start: nowMinute(ctx) + (amount * 60 + 30) * MINUTE_MS, grain: 'minute' }];
    },
  },
  {
    gate: /\d\s*(?:h|m)\b|\d\.\d|half|twenty|thirty|forty|fourty|fifty|ninety|fifteen|and\s+\d|hours?\s+\d|from\s+now/i,
    re: new RegExp(
      String.raw`${NOT_BOOKED_IN}\b(?:in|within)\s+(?:about\s+|around\s+|another\s+)?(${SPOKEN_AMOUNT})[\s-]*(${MINUTE_UNITS})\b(?:\s*(?:and\s+)?(${SPOKEN_AMOUNT})[\s-]*(minutes?|mins?|m)\b|\s+and\s+a\s+(half))?|\b(${SPOKEN_AMOUNT})[\s-]*(${MINUTE_UNITS})\b(?:\s*(?:and\s+)?(${SPOKEN_AMOUNT})[\s-]*(minutes?|mins?|m)\b)?\s+from\s+now\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const groups = m[1] === undefined ? [m[0], m[6], m[7], m[8], m[9]] : [m[0], m[1], m[2], m[3], m[4]];
      const said = minutesSaid(groups as unknown as RegExpExecArray);
      // "in an hour and a half": half of the unit said.
      const minutes = said === undefined || m[5] === undefined ? said : said + (/^h/i.test(m[2] ?? '') ? 30 : said / 2);
      // Whole hours and minutes said plainly are read by the matchers below, as before.
      return minutes === undefined
        ? undefined
        : [{ kind: 'instant', start: nowMinute(ctx) + minutes * MINUTE_MS, grain: 'minute' }];
    },
  },
  {
    re: /\bin\s+half\s+an?\s+hour\b/gi,
    read: (_m, ctx) => [{ kind: 'instant', start: nowMinute(ctx) + 30 * MINUTE_MS, grain: 'minute' }],
  },
  {
    // "in a quarter of an hour", "in three quarters of an hour".
    gate: /quarter/i,
    re: /\bin\s+(a|one|three)\s+quarters?\s+of\s+an\s+hour\b/gi,
    read: (m, ctx) => {
      const minutes = (m[1] ?? '').toLowerCase() === 'three' ? 45 : 15;
      return [{ kind: 'instant', start: nowMinute(ctx) + minutes * MINUTE_MS, grain: 'minute' }];
    },
  },
  {
    // "in a fortnight from now" is counted from now, by the matcher after this one.
    re: new RegExp(
      String.raw`${NOT_BOOKED_IN}\bin\s+(${AMOUNT})\s+(${UNIT})\b(\s+and\s+a\s+half)?(?!\s+(?:from\s+(?:now|today)|hence)\b)`,
      'gi',
    ),
    read: (m, ctx) => readUnitsAway(ctx, m[1], m[2], 1, m[3] !== undefined),
  },
  {
    // Counted from a day ("two weeks from today", "a week ago") it is that day, not its week.
    re: new RegExp(String.raw`\b(${AMOUNT})\s+(${UNIT})\s+(from\s+now|from\s+today|hence|ago)\b`, 'gi'),
    read: (m, ctx) => {
      const sign = /ago/i.test(m[3] ?? '') ? -1 : 1;
      const amount = amountValue(m[1] ?? '');
      if (amount !== undefined && unitOf(m[2] ?? '') === 'week') {
        const day = ctx.today + sign * amount * 7 * (/^f/i.test(m[2] ?? '') ? 2 : 1);
        return [spanBody(day, day + 1, 'day')];
      }
      return readUnitsAway(ctx, m[1], m[2], sign, false);
    },
  },
  {
    // "the next 3 days", "within two weeks", "over the next fortnight": from today, today included.
    re: new RegExp(
      String.raw`\b(?:(?:the\s+)?(?:next|coming|following)|within(?:\s+the\s+next)?)\s+(?:(${AMOUNT})\s+(days|weeks|months|fortnights?)|(fortnight))\b`,
      'gi',
    ),
    read: (m, ctx) => {
      const fortnights = m[3] !== undefined || /^f/i.test(m[2] ?? '');
      const amount = m[3] === undefined ? amountValue(m[1] ?? '') : 1;
      const unit = fortnights ? 'week' : unitOf(m[2] ?? '');
      if (amount === undefined || unit === undefined) return undefined;
      if (fortnights) return [spanBody(ctx.today, ctx.today + amount * 14, 'week')];
      if (unit === 'month') {
        const d = civilDate(ctx.today);
        return [spanBody(ctx.today, civilDay(d.year, d.month + amount, d.day), 'month')];
      }
      return [spanBody(ctx.today, ctx.today + amount * (unit === 'week' ? 7 : 1), unit === 'week' ? 'week' : 'day')];
    },
  },
  {
    // "the rest of my day", "the remainder of the month", "for the rest of the year": to the period's
    // end, not all of it. ("the rest of the week" is a calendar range: when-calendar-ranges.ts.)
    re: /\b(?:the\s+)?(?:rest|remainder)\s+of\s+(?:my\s+|the\s+|this\s+)?(day|today|month|year)\b/gi,
    read: (m, ctx) => {
      const unit = (m[1] ?? '').toLowerCase();
      const end =
        unit === 'year'
          ? civilDay(civilDate(ctx.today).year + 1, 1, 1)
          : unit === 'month'
            ? monthStartFrom(ctx.today, 1)
            : ctx.today + 1;
      // The year's rest is read as "this year" is (tests/corpus/time: from today), the day's and month's from now.
      if (unit === 'year')
        return [{ kind: 'instant', start: instantOn(ctx.today, 0, ctx.zone), end: instantOn(end, 0, ctx.zone), grain: 'year' }];
      return [
        { kind: 'instant', start: nowMinute(ctx), end: instantOn(end, 0, ctx.zone), grain: unit === 'month' ? 'month' : 'day' },
      ];
    },
  },
  {
    re: /\b(?:asap|as\s+soon\s+as\s+possible|earliest\s+possible|soonest)\b|\ba\.s\.a\.p\b\.?/gi,
    // From now to the end of the seventh day: the earliest free time, within a week.
    read: (_m, ctx) => [{ kind: 'instant', start: nowMinute(ctx), end: instantOn(ctx.today + 7, 0, ctx.zone), grain: 'week' }],
  },
  {
    re: /\b(?:right\s+now|right\s+away|immediately|now)\b/gi,
    read: (_m, ctx) => [{ kind: 'instant', start: nowMinute(ctx), grain: 'minute' }],
  },
  {
    // A duration that slipped past the duration extractor ("for 45 minutes", "a 30 min call"):
    // swallowed here, so no later matcher or chrono reads it as the time 00:45.
    re: new RegExp(
      String.raw`\b(?:for\s+(?:about\s+|around\s+|approximately\s+)?)?(?:\d+(?:\.\d+)?|${AMOUNT}|half\s+an?)[\s-]*(?:minutes?|mins?|hours?|hrs?|hr|h)\b(?:\s+and\s+a\s+half)?|\bfor\s+(?:${AMOUNT})\s+(?:days?|weeks?|months?)\b`,
      'gi',
    ),
    read: () => [],
  },
];
