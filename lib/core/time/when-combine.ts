import type { When } from '../nlu/parsed-request';
import type { WhenMatch } from './parse-when';
import { weekdayInWeek } from './when-calendar-ranges';
import {
  civilDate,
  dayOfMonthFrom,
  instantOn,
  MINUTES_PER_DAY,
  wallDayAndMinutes,
  weekdayOf,
  type CivilDay,
} from './when-civil-days';
import { clockMinutes, formatMinutes, intersectWindows, windowMinutes } from './when-clock-resolve';
import { mealHint } from './when-meal-hint';
import type { DaySpan, MinuteWindow, Piece, RangeGrain, WhenContext } from './when-pieces';

type DaysPiece = Extract<Piece, { kind: 'days' }>;
type WindowPiece = Extract<Piece, { kind: 'window' }>;

/** "the 15th and 17th", "Monday & Wednesday": days listed, each its own, not the days between. */
const LIST = /^\s*,?\s*(?:and|&)\s*(?:on\s+|the\s+)?$/i;
/** "the 3rd, 4th and 5th": a comma lists a day number after a day. */
const LIST_COMMA = /^\s*,\s*(?:the\s+)?$/;
/** "Monday, Tuesday or Wednesday": a comma lists one weekday after another. */
const WEEKDAY_COMMA = /^\s*,\s*$/;
const LIST_END_OR = /^\s*,?\s*or\s*(?:on\s+)?$/i;
/** Dates joined by these make one range: "Monday or Tuesday", "Dec 3 to Dec 5", "this week or next". */
const CONNECTOR = /^\s*,?\s*(?:or|and|&|to|through|thru|till|until|-|–)\s*(?:on\s+|the\s+)?$/i;
/** Dates side by side describe one day: "Tuesday next week", "Friday, Dec 4", "Tuesday of next week". */
const SIDE_BY_SIDE = /^[\s,(]*(?:(?:on|of|in|the)\s+)*$/i;
/** "Friday – the 18th", "fri - 18 dec": a dash after a weekday names that day again, when the date is that weekday. */
const DASHED_ASIDE = /^\s*[-–—]\s*(?:the\s+)?$/i;
const GRAIN_ORDER: readonly RangeGrain[] = ['day', 'week', 'month', 'quarter', 'year'];

/**
 * One answer from the pieces found. The first date (with the dates joined to it) gives the days;
 * the clock pieces give the time of day; a window over a single day is folded into `when`, over
 * several days it becomes `dailyWindow`. index/length run from the first piece used to the last.
 */
export function combinePieces(all: readonly Piece[], text: string, ctx: WhenContext): WhenMatch | undefined {
  const pieces = [...all].sort((a, b) => a.index - b.index);
  const gap = (a: Piece, b: Piece): string => text.slice(a.index + a.length, b.index);

  // "Wednesday morning next week", "Friday at 3 next week": a time of day between two dates
  // does not part them.
  const gapWithoutClock = (a: Piece, b: Piece): string =>
    pieces
      .filter((p) => p.kind !== 'days' && p.index >= a.index + a.length && p.index + p.length <= b.index)
      .reduce((g, p) => g.replace(text.slice(p.index, p.index + p.length), ' '), gap(a, b));
  const days = untilTheDay(
    joinDays(
      pieces.filter((p): p is DaysPiece => p.kind === 'days'),
      gap,
      gapWithoutClock,
    ),
    text,
    ctx,
  );
  const usedDays = days?.used ?? [];
  const nextToADate = (p: Piece): boolean =>
    usedDays.some((d) => (d.index < p.index ? /^[\s,]*$/.test(gap(d, p)) : /^\s*(?:of|on)?\s*$/i.test(gap(p, d))));
  const windows: WindowPiece[] = pieces.flatMap((p): WindowPiece[] => {
    if (p.kind === 'window') return [p];
    if (p.kind === 'daypart' && nextToADate(p)) return [{ ...p, kind: 'window', daily: false }];
    return [];
  });
  const time = pieces.find((p) => p.kind === 'time');
  const timeWindow = resolveWindows(windows);

  if (days === undefined && timeWindow === undefined && time === undefined) {
    const instant = pieces.find((p) => p.kind === 'instant');
    if (instant === undefined) return undefined;
    const when: When = { start: instant.start, grain: instant.grain };
    if (instant.end !== undefined) when.end = instant.end;
    return { when, hasTimeOfDay: instant.grain === 'minute', index: instant.index, length: instant.length };
  }

  const minutes = time === undefined ? undefined : clockMinutes(time.time, timeWindow?.minutes ?? mealHint(text));
  // "3pm London time": the clock and, without a date, "today" are London's.
  const clockZone = time?.zone ?? timeWindow?.pieces.find((p) => p.zone !== undefined)?.zone ?? ctx.zone;
  const clockCtx = clockZone === ctx.zone ? ctx : { ...ctx, zone: clockZone, ...wallDayAndMinutes(ctx.now, clockZone) };
  const span = days?.span ?? spanWithoutDate(clockCtx, timeWindow, minutes);
  const single = span.end - span.start === 1;
  let when: When;
  let dailyWindow: MinuteWindow | undefined = timeWindow?.minutes;
  if (minutes !== undefined && single) {
    when = { start: instantOn(span.start, minutes, clockZone), grain: minutes % 60 === 0 ? 'hour' : 'minute' };
  } else if (timeWindow !== undefined && single) {
    const w = timeWindow.minutes;
    const grain = w.start % 60 === 0 && w.end % 60 === 0 ? 'hour' : 'minute';
    when = { start: instantOn(span.start, w.start, clockZone), end: instantOn(span.start, w.end, clockZone), grain };
  } else {
    when = { start: instantOn(span.start, 0, ctx.zone), end: instantOn(span.end, 0, ctx.zone), grain: span.grain };
    // A clock time over several days ("next week at 3pm") is the hour starting then, each day.
    // Midnight (24:00) starts the next day's 00:00 hour.
    if (minutes !== undefined) {
      const from = minutes % MINUTES_PER_DAY;
      dailyWindow = { start: from, end: Math.min(from + 60, MINUTES_PER_DAY) };
    }
  }

  // "before Christmas", "till the 15th" run from now; a deadline ("by the 10th") is whole days.
  if (days?.fromNow === true && minutes === undefined && timeWindow === undefined) when.start = Math.max(when.start, ctx.now);
  // A window is kept as the person's own wall clock; another zone's clock is only in `when`.
  if (clockZone !== ctx.zone) dailyWindow = undefined;

  const used: Piece[] = [...usedDays, ...(timeWindow?.pieces ?? []), ...(time === undefined ? [] : [time])];
  const index = Math.min(...used.map((p) => p.index));
  const end = Math.max(...used.map((p) => p.index + p.length));
  if (days?.listed !== undefined && !single) when.days = days.listed.map(isoDateOf);
  const match: WhenMatch = { when, hasTimeOfDay: minutes !== undefined || timeWindow !== undefined, index, length: end - index };
  if (used.length > 1)
    match.pieces = used.map(({ index: at, length }) => ({ index: at, length })).sort((a, b) => a.index - b.index);
  // A window past midnight ("11pm to 1am") has no "HH:MM" end on one day's clock: only `when` holds it.
  if (dailyWindow !== undefined && dailyWindow.end <= MINUTES_PER_DAY)
    match.dailyWindow = { start: formatMinutes(dailyWindow.start), end: formatMinutes(dailyWindow.end) };
  return match;
}

/**
 * A time of day without a date means its next occurrence: "at 3" is today if 15:00 is still ahead,
 * else tomorrow; "after 5" is today while any of the window is left. "mornings" (every day) is the
 * next seven days from today, grain week, with the window in dailyWindow.
 */
function spanWithoutDate(
  ctx: WhenContext,
  timeWindow: { minutes: MinuteWindow; daily: boolean } | undefined,
  minutes: number | undefined,
): DaySpan {
  if (timeWindow?.daily === true) return { start: ctx.today, end: ctx.today + 7, grain: 'week' };
  const ahead = minutes !== undefined ? minutes > ctx.minutes : timeWindow !== undefined && timeWindow.minutes.end > ctx.minutes;
  const day = ahead ? ctx.today : ctx.today + 1;
  return { start: day, end: day + 1, grain: 'day' };
}

function joinDays(
  pieces: readonly DaysPiece[],
  gap: (a: Piece, b: Piece) => string,
  gapWithoutClock: (a: Piece, b: Piece) => string,
): { span: DaySpan; used: DaysPiece[]; listed?: CivilDay[]; fromNow?: true } | undefined {
  const [first, ...rest] = pieces;
  if (first === undefined) return undefined;
  let span: DaySpan = first.span;
  // Single days joined by "and" only, each kept: a delete of "Spanish on the 15th and 17th" must not reach the 16th.
  let listed: CivilDay[] | undefined = first.listed ?? (isOneDay(first.span) ? [first.span.start] : undefined);
  let last: DaysPiece = first;
  let lastStart = first.span.start;
  // The weekday a range of weekdays began with ("mon" of "mon-wed next week"), while it is one.
  let rangeFrom: DaysPiece | undefined;
  const used = [first];
  // The days before the last connector ("Thu 28 – Fri | 29 Jan"): a date beside the end refines only the end.
  let joinedTo: { span: DaySpan; listed: CivilDay[] | undefined; list: boolean } | undefined;
  for (const next of rest) {
    const between = gap(last, next);
    const before = joinedTo;
    joinedTo = undefined;
    const fromWeekday = rangeFrom?.weekday;
    if (fromWeekday !== undefined && last.weekday !== undefined && next.span.grain === 'week' && SIDE_BY_SIDE.test(between)) {
      // "mon-wed next week", "thursday to sunday of next week": both ends fall in that week.
      const start = weekdayInWeek(next.span.start, fromWeekday);
      let end = weekdayInWeek(next.span.start, last.weekday) + 1;
      if (end <= start) end += 7;
      span = { start, end, grain: 'day' };
      rangeFrom = undefined;
      listed = undefined;
    } else if (DASHED_ASIDE.test(between) && namesTheSameDay(last, next)) {
      // Otherwise "Monday - the 18th" (a Friday) stays a range below.
      span = next.span;
      lastStart = next.span.start;
      rangeFrom = undefined;
    } else if (
      CONNECTOR.test(between) ||
      (next.listedDayOfMonth !== undefined && LIST_COMMA.test(between)) ||
      (commaListOfWeekdays(last, next) && WEEKDAY_COMMA.test(between))
    ) {
      // "Monday, Wednesday or Friday", "Monday or Thursday": those days, not the ones between.
      const commaListed = commaListOfWeekdays(last, next) && (WEEKDAY_COMMA.test(between) || LIST_END_OR.test(between));
      joinedTo = { span, listed, list: LIST.test(between) || LIST_COMMA.test(between) || commaListed };
      rangeFrom = rangeFrom ?? (last.weekday !== undefined && next.weekday !== undefined ? last : undefined);
      // A bare weekday later in a list falls on or after the one before it: "Friday to Monday"
      // is the Monday after that Friday, "Monday or Tuesday" asked on a Tuesday is next week's pair.
      let { start, end } = next.span;
      while (next.bareWeekday === true && start < lastStart) {
        start += 7;
        end += 7;
      }
      // "the 30th and 2nd": a listed day number is the first such day after the one before.
      if (next.listedDayOfMonth !== undefined) {
        start = dayOfMonthFrom(lastStart, next.listedDayOfMonth) ?? start;
        end = start + 1;
      }
      span = { start: Math.min(span.start, start), end: Math.max(span.end, end), grain: coarser(span.grain, next.span.grain) };
      lastStart = start;
      const inList = LIST.test(between) || LIST_COMMA.test(between) || commaListed;
      listed = listed !== undefined && inList && end - start === 1 ? [...listed, start] : undefined;
    } else if (SIDE_BY_SIDE.test(between) || SIDE_BY_SIDE.test(gapWithoutClock(last, next))) {
      const refined = sameDay(last, next);
      if (refined === undefined) break;
      // "thu or fri, dec 4": weekdays only guessed until the date; they move with it.
      const shift = used.every((p) => p.bareWeekday === true) ? refined.start - lastStart : 0;
      lastStart = refined.start;
      rangeFrom = undefined;
      if (before !== undefined && refined.start >= before.span.start + shift) {
        const start = before.span.start + shift;
        span = { start, end: Math.max(start + 1, refined.end), grain: coarser(before.span.grain, refined.grain) };
        // The date said beside the list's last day fixes that day.
        listed =
          before.list && before.listed !== undefined && isOneDay(refined)
            ? [...before.listed.map((d) => d + shift), refined.start]
            : undefined;
      } else {
        span = refined;
        listed = isOneDay(refined) ? [refined.start] : undefined;
      }
    } else {
      break;
    }
    used.push(next);
    last = next;
  }
  return listed !== undefined && listed.length > 1 ? { span, used, listed } : { span, used };
}

/** "before Christmas", "by the 15th", "until Dec 18": a deadline, said of a day ahead (weekdays are read with theirs). */
const DEADLINE = /\b(before|by|until|till|no\s+later\s+than)\s+(?:the\s+)?$/i;
/** "the day before Christmas", "the week before the 15th": a day or a week counted from it, not a deadline. */
const COUNTED_BEFORE = /\b(?:day|days|week|weeks|weekend|night|morning|evening|month)\s+before\s+(?:the\s+)?$/i;

/**
 * Days up to the one said, from today: "the last gym session before Christmas" is any day until
 * then, from now. "by the 10th" is a deadline, whole days from today's start as "by Friday" is.
 */
function untilTheDay(days: ReturnType<typeof joinDays>, text: string, ctx: WhenContext): ReturnType<typeof joinDays> {
  const first = days?.used[0];
  if (days === undefined || first === undefined || days.listed !== undefined || days.span.grain !== 'day') return days;
  const lead = text.slice(0, first.index);
  const m = DEADLINE.exec(lead);
  if (m === null || COUNTED_BEFORE.test(lead) || days.span.start <= ctx.today) return days;
  const end = /^before$/i.test(m[1] ?? '') ? days.span.start : days.span.end;
  const deadline: DaysPiece = { ...first, index: m.index, length: first.index + first.length - m.index };
  const used = [deadline, ...days.used.slice(1)];
  const span: DaySpan = { start: ctx.today, end, grain: 'day' };
  return /^(?:by|no\s+later\s+than)$/i.test(m[1] ?? '') ? { span, used } : { span, used, fromNow: true };
}

/** Two weekdays said as names, each one day: "Monday, Tuesday" lists them; "Friday, Dec 4" names one day. */
function commaListOfWeekdays(last: DaysPiece, next: DaysPiece): boolean {
  return last.weekday !== undefined && next.weekday !== undefined && isOneDay(last.span) && isOneDay(next.span);
}

function isOneDay(span: DaySpan): boolean {
  return span.end - span.start === 1;
}

/** Two dates next to each other that name one day: a weekday in a week, or a weekday beside its date. */
function namesTheSameDay(weekday: DaysPiece, date: DaysPiece): boolean {
  const { span } = date;
  return (
    weekday.weekday !== undefined &&
    date.weekday === undefined &&
    span.grain === 'day' &&
    span.end - span.start === 1 &&
    weekdayOf(span.start) === weekday.weekday
  );
}

function sameDay(a: DaysPiece, b: DaysPiece): DaySpan | undefined {
  for (const [day, other] of [
    [a, b],
    [b, a],
  ] as const) {
    if (day.weekday === undefined) continue;
    if (other.span.grain === 'week') {
      const d = weekdayInWeek(other.span.start, day.weekday);
      return { start: d, end: d + 1, grain: 'day' };
    }
    // "Friday, Dec 4": the written date wins over the weekday's own guess.
    if (other.weekday === undefined && other.span.grain === 'day' && other.span.end - other.span.start === 1) return other.span;
  }
  return undefined;
}

function coarser(a: RangeGrain, b: RangeGrain): RangeGrain {
  return GRAIN_ORDER.indexOf(a) >= GRAIN_ORDER.indexOf(b) ? a : b;
}

/**
 * All windows apply at once ("after lunch but before 4" is 13:00–16:00). Day parts and lunch are
 * resolved first and guide the am/pm of bare hours in the others ("tonight after 8" is 20:00).
 * Windows that do not overlap leave the first one.
 */
function resolveWindows(
  pieces: readonly WindowPiece[],
): { minutes: MinuteWindow; daily: boolean; pieces: WindowPiece[] } | undefined {
  if (pieces.length === 0) return undefined;
  let hint: MinuteWindow | undefined;
  for (const p of pieces) {
    if (p.from?.fixed === false || p.to?.fixed === false) continue;
    const w = windowMinutes(p.from, p.to);
    if (w !== undefined) hint = hint === undefined ? w : (intersectWindows(hint, w) ?? hint);
  }
  let result: MinuteWindow | undefined;
  const used: WindowPiece[] = [];
  for (const p of pieces) {
    const w = windowMinutes(p.from, p.to, hint);
    if (w === undefined) continue;
    const joined = result === undefined ? w : (runsOnFrom(result, w) ?? runsOnFrom(w, result) ?? intersectWindows(result, w));
    if (joined === undefined) continue;
    result = joined;
    used.push(p);
  }
  if (result === undefined) return undefined;
  return { minutes: result, daily: used.some((p) => p.daily), pieces: used };
}

/** "saturday night 11pm-3am": a range that starts in the part of the day said and runs past midnight is the range. */
function runsOnFrom(part: MinuteWindow, w: MinuteWindow): MinuteWindow | undefined {
  return w.end > MINUTES_PER_DAY && w.start >= part.start && w.start <= part.end ? w : undefined;
}

/** "2026-12-15": a listed day as the person's calendar names it. */
function isoDateOf(day: CivilDay): string {
  const { year, month, day: date } = civilDate(day);
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}
