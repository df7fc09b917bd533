import * as chrono from 'chrono-node';
import type { CivilDay } from './when-civil-days';
import { civilDate, civilDay, nextHolding } from './when-civil-days';
import { periodHolding } from './when-calendar-ranges';
import type { Piece, WhenContext } from './when-pieces';
import { fixedClock } from './when-pieces';
import { offsetMinutes } from './zoned';

/**
 * Calendar dates written with numbers or month names — "Dec 3", "3 December 2027", "12/3" (en-US:
 * month first), "2026-12-03", "Dec 3-5", "in December" — are chrono-node's strength, so chrono
 * reads them. Only its date fields are kept: the phrases our matchers own (times, weekdays,
 * "next week", "in 3 days") are blanked out of the text before chrono sees it, and a relative
 * result of chrono's own ("45 minutes") is ignored. chrono knows only a fixed UTC offset; we use
 * its year/month/day and build the instant from the IANA zone later.
 *
 * `chrono.casual` is one shared instance: parse() compiles nothing per call.
 */
const parser = chrono.casual;

/**
 * Only a piece whose month chrono is sure of is kept, and by the time chrono runs the day words
 * ("today", "the 15th", "next month") are read and blanked: what is left to give a sure month is a
 * month's name or digits joined by a date's separator ("12/3", "2026-12-03", "3.12"). Any other
 * digit ("a 1:1", "room 4") used to wake chrono for nothing; skipping it is most of the speed.
 */
const MIGHT_HOLD_A_DATE = /\d[/.-]\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

const FRACTION = /^\d\/\d{1,2}$/;
const AMOUNT_AFTER =
  /^\s*(?:of\s+an?\s+)?(?:cups?|tsp|tbsp|teaspoons?|tablespoons?|oz|ounces?|lbs?|pounds?|kg|g|ml|l|liters?|litres?|miles?|km|inch(?:es)?|feet|ft|hours?|hrs?|a\s+(?:cup|mile|pound|teaspoon|tablespoon))\b/i;

/** "the week of Dec 7" asks for the week, not the day; "the weekend of Dec 5" for the weekend. */
const WEEK_OF = /\b(?:the\s+)?(week|weekend)\s+of\s+(?:the\s+)?$/i;

/** Words that make a bare month name a time ("in May") rather than a verb or a name ("may", "march on"). */
const BEFORE_A_MONTH =
  /\b(?:in|during|of|for|until|till|by|before|after|since|from|through|early|late|mid|next|this|my|whole|entire|all)[\s-]+$/i;

/** "nuke all standups dec", "rm all syncs jan": a month closing the request after a plural (the events) says when. */
const AFTER_A_PLURAL = /\b[a-z0-9:]+s\s+$/i;
const THEN_NOTHING = /^[\s|]*(?:[.!?]+[\s|]*)?$/;
const CLOSING_ABBREVIATION =
  /(?<=\b[a-z0-9:]+s\s+)(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)(?=[\s|]*(?:[.!?]+[\s|]*)?$)/i;
const ABBREVIATIONS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function closesAfterPlural(text: string, at: { index: number; length: number }): boolean {
  return AFTER_A_PLURAL.test(text.slice(0, at.index)) && THEN_NOTHING.test(text.slice(at.index + at.length));
}

export function chronoDatePieces(text: string, ctx: WhenContext): Piece[] {
  if (!MIGHT_HOLD_A_DATE.test(text)) return [];
  const reference = { instant: new Date(ctx.now), timezone: offsetMinutes(ctx.zone, ctx.now) };
  const pieces: Piece[] = [];
  for (const result of parser.parse(text, reference, { forwardDate: true })) {
    if (result.tags().has('result/relativeDate')) continue;
    // "1/2 cup sugar", "3/4 mile": a fraction of something, not a day.
    if (FRACTION.test(result.text) && AMOUNT_AFTER.test(text.slice(result.index + result.text.length))) continue;
    const start = result.start;
    const year = start.get('year');
    const month = start.get('month');
    if (!start.isCertain('month') || year === null || month === null) continue;
    const at = { index: result.index, length: result.text.length };
    if (!start.isCertain('day')) {
      const named = text.charAt(result.index) === text.charAt(result.index).toUpperCase();
      // "january 2027": a month written with its year is a month, whatever its case.
      if (!named && !start.isCertain('year') && !BEFORE_A_MONTH.test(text.slice(0, result.index)) && !closesAfterPlural(text, at))
        continue;
      pieces.push(monthPiece(at, month, start.isCertain('year') ? year : undefined, ctx));
      continue;
    }
    // A date without its year is the next such day from today, today included; looking back, the
    // latest one up to today. Not chrono's forward date: it compares an implied noon with the
    // instant, so "November 27 at 1pm" said at 12:30 on 27 November would be next year's.
    const dayOfMonth = start.get('day') ?? 1;
    const sure = start.isCertain('year');
    const ahead = sure ? year : nextYearHolding(month, dayOfMonth, ctx.today);
    const back = ctx.lookBack === true && !sure && civilDay(ahead, month, dayOfMonth) > ctx.today;
    const day = civilDay(back ? ahead - 1 : ahead, month, dayOfMonth);
    const weekOf = WEEK_OF.exec(text.slice(0, result.index));
    if (weekOf !== null) {
      const index = weekOf.index;
      const period = (weekOf[1] ?? '').toLowerCase() === 'weekend' ? 'weekend' : 'week';
      pieces.push({ index, length: at.index + at.length - index, ...periodHolding(day, period) });
      continue;
    }
    const last = result.end ?? null;
    const lastDay = last !== null && last.isCertain('day') ? endDay(last, day) : day;
    pieces.push({ ...at, kind: 'days', span: { start: day, end: Math.max(lastDay, day) + 1, grain: 'day' } });
    // An ISO date-time ("2026-12-03T15:00") carries its time inside the same token.
    if (result.tags().has('parser/ISOFormatParser') && start.isCertain('hour')) {
      pieces.push({ ...at, kind: 'time', time: fixedClock(start.get('hour') ?? 0, start.get('minute') ?? 0) });
    }
  }
  const bare = closingAbbreviation(text, ctx);
  if (bare !== undefined && !pieces.some((p) => p.index < bare.index + bare.length && bare.index < p.index + p.length))
    pieces.push(bare);
  return pieces;
}

/** The year in which month/day next comes, counting today. */
function nextYearHolding(month: number, dayOfMonth: number, today: CivilDay): number {
  return civilDate(nextHolding(today, (y) => civilDay(y, month, dayOfMonth))).year;
}

/** A range's last day ("Dec 29 - Jan 2"): its own year if written, else the first on or after the start. */
function endDay(last: chrono.ParsedComponents, first: CivilDay): CivilDay {
  const month = last.get('month') ?? civilDate(first).month;
  const dayOfMonth = last.get('day') ?? 1;
  if (last.isCertain('year')) return civilDay(last.get('year') ?? civilDate(first).year, month, dayOfMonth);
  return civilDay(nextYearHolding(month, dayOfMonth, first), month, dayOfMonth);
}

/** A month without a day: from today when it is the current one. */
function monthPiece(at: { index: number; length: number }, month: number, year: number | undefined, ctx: WhenContext): Piece {
  // chrono's forward date skips the current month once its first day has passed ("in March"
  // asked on 4 March would be next year); the current month is meant, from today.
  const { year: thisYear, month: thisMonth } = civilDate(ctx.today);
  const y = year ?? (month >= thisMonth ? thisYear : thisYear + 1);
  const first = civilDay(y, month, 1);
  const end = civilDay(y, month + 1, 1);
  return { ...at, kind: 'days', span: { start: clipToToday(first, end, ctx.today), end, grain: 'month' } };
}

/**
 * chrono will not read a three-letter month on its own ("dec"); closing the request after a plural
 * it is the month all the same ("nuke all standups dec", "drop the syncs may": nothing follows for "may" to be a verb of).
 */
function closingAbbreviation(text: string, ctx: WhenContext): Piece | undefined {
  const m = CLOSING_ABBREVIATION.exec(text);
  if (m === null) return undefined;
  const month = ABBREVIATIONS.indexOf(m[0].toLowerCase().slice(0, 3)) + 1;
  return monthPiece({ index: m.index, length: m[0].length }, month, undefined, ctx);
}

/** "in November" asked on 22 November: the rest of it, not its first three weeks. */
function clipToToday(start: CivilDay, end: CivilDay, today: CivilDay): CivilDay {
  return start < today && today < end ? today : start;
}
