import { parseRequest } from '../../nlu/parse-request';
import { NUMBER_WORDS } from '../../time/number-words';
import { addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from '../../time/zoned';
import type { PersonRef } from '../event-query';

/**
 * "If I haven't seen Omar in two weeks, set up a chat…", "unless I already see her that day", "if I'm
 * free Thursday at 2:30, book…": the events to look for, and what to do when there are none.
 */
export interface ConditionReading {
  /** Whose meetings count; absent: any event (a free-time condition). */
  person?: PersonRef;
  /** Where to look, epoch ms; for "that day" the day the booking names. */
  range: { start: number; end: number };
  /** What to do when nothing is found: "set up a 20-minute chat at my first free slot on Monday". */
  then: string;
}

export interface ConditionContext {
  now: number;
  timeZone: string;
}

const NEGATED = String.raw`(?:haven'?t|haven’t|havent|have\s+not|hadn'?t|didn'?t|didnt|did\s+not|don'?t|dont|do\s+not|never|not|have\s+no|had\s+no)`;
const MET = String.raw`(?:met|meet|seen|see|spoken|speak|talked|talk|caught\s+up|catch\s+up|synced|sync|had\s+(?:a\s+|any\s+)?(?:meeting|call|chat|1:1|lunch|coffee|anything)s?|have\s+(?:a\s+|any\s+)?(?:meeting|call|chat|1:1|lunch|coffee|anything)s?|anything|any\s+meetings?|meetings?|been\s+to)`;
const IF_NOT_MET = new RegExp(
  String.raw`^\s*(?:and\s+|so\s+)?if\s+(?:i|we)\s*(?:'ve|’ve|\s+have)?\s+${NEGATED}\s+(?:yet\s+)?${MET}(?:\s+up)?\s*(?:with|to)?\s+(.+?)\s*(?:,|\bthen\b|(?=\b(?:book|set\s+up|schedule|put|add|arrange|find|plan|organi[sz]e|block|make|get|create|send|invite)\b))\s*(.+)$`,
  'iu',
);
const IF_BEEN_SINCE = new RegExp(
  String.raw`^\s*if\s+it(?:'s|’s|\s+has)\s+been\s+(?:more\s+than\s+|over\s+|at\s+least\s+)?(.+?)\s+since\s+(?:i|we)\s+(?:last\s+)?${MET}\s*(?:with|to)?\s+(.+?)\s*(?:,|\bthen\b|(?=\b(?:book|set\s+up|schedule|put|add|arrange|plan|block|make)\b))\s*(.+)$`,
  'iu',
);
const UNLESS_SEEN = new RegExp(
  String.raw`^(.+?)\s*,?\s+unless\s+(?:i|we)\s+(?:already\s+)?(?:have|see|meet|am\s+seeing|am\s+meeting|'m\s+seeing)\s+(?:(?:a\s+)?(?:meeting|something|anything)\s+with\s+)?(him|her|them|[\p{L}'-]+)\s*(.*)$`,
  'iu',
);
const IF_FREE = new RegExp(
  String.raw`^\s*if\s+(?:i(?:'m|’m|\s+am)\s+(?:free|available|not\s+busy)|there(?:'s|’s|\s+is)\s+nothing|nothing(?:'s|’s|\s+is)\s+(?:on|booked|scheduled)|my\s+calendar\s+is\s+(?:free|empty|clear))\s+(.+?)\s*(?:,|\bthen\b|(?=\b(?:book|set\s+up|schedule|put|add|block|make|plan)\b))\s*(.+)$`,
  'iu',
);

const UNITS: Readonly<Record<string, number>> = { day: 1, week: 7, fortnight: 14, month: 30, year: 365 };

export function readCondition(text: string, ctx: ConditionContext): ConditionReading | undefined {
  const notMet = IF_NOT_MET.exec(text);
  if (notMet !== null) {
    const { person, period } = personAndPeriod(notMet[1] ?? '');
    if (person === undefined) return undefined;
    return { person, range: pastOrFuture(period, ctx), then: (notMet[2] ?? '').trim() };
  }
  const since = IF_BEEN_SINCE.exec(text);
  if (since !== null) {
    const days = durationDays(since[1] ?? '');
    const person = personAndPeriod(since[2] ?? '').person;
    if (person === undefined || days === undefined) return undefined;
    return { person, range: { start: addZonedDays(ctx.now, -days, ctx.timeZone), end: ctx.now }, then: (since[3] ?? '').trim() };
  }
  const free = IF_FREE.exec(text);
  if (free !== null) {
    const when = parseRequest(`find time ${free[1] ?? ''}`, ctx).when;
    if (when === undefined) return undefined;
    const then = (free[2] ?? '').trim();
    // "free at 2:30" for a 30-minute call means free for those 30 minutes.
    const minutes = parseRequest(then, ctx).entities.durationMinutes ?? 30;
    return { range: { start: when.start, end: when.end ?? when.start + minutes * 60_000 }, then };
  }
  const unless = UNLESS_SEEN.exec(text);
  if (unless !== null) {
    const then = (unless[1] ?? '').trim();
    const booking = parseRequest(then, ctx);
    const pronoun = /^(?:him|her|them)$/i.test(unless[2] ?? '');
    const named = booking.entities.attendees?.[0];
    const person: PersonRef | undefined = pronoun
      ? named?.email !== undefined
        ? { email: named.email }
        : named?.name !== undefined
          ? { name: named.name }
          : undefined
      : { name: unless[2] ?? '' };
    const day = booking.when?.start;
    if (person === undefined || day === undefined) return undefined;
    const start = startOfZonedDay(day, ctx.timeZone);
    return { person, range: { start, end: addZonedDays(start, 1, ctx.timeZone) }, then };
  }
  return undefined;
}

/** "Omar in two weeks", "Priya this week", "Ben Carter" (never), "Ingrid coming up", "rachel since monday". */
function personAndPeriod(words: string): { person?: PersonRef; period: string } {
  const m =
    /^(?:my\s+)?([\w.+-]+@[\w.-]+\.\w+|[\p{L}'-]+(?:\s+(?!in\b|for\b|this\b|since\b|over\b|during\b|within\b|the\b|coming\b|lately\b|recently\b|yet\b|before\b|last\b|next\b)[\p{L}'-]+)?)\s*(.*)$/iu.exec(
      words.trim(),
    );
  if (m === null) return { period: words };
  const who = m[1] ?? '';
  return { person: who.includes('@') ? { email: who.toLowerCase() } : { name: who }, period: m[2] ?? '' };
}

/** The period a "haven't met" looks back over (or ahead, for "coming up"); a year when none is said. */
function pastOrFuture(period: string, ctx: ConditionContext): { start: number; end: number } {
  const { now, timeZone } = ctx;
  if (/\b(?:coming\s+up|upcoming|in\s+the\s+future|planned|scheduled)\b/i.test(period))
    return { start: now, end: addZonedDays(now, 60, timeZone) };
  const current = /\bthis\s+(week|month|year)\b/i.exec(period)?.[1]?.toLowerCase();
  if (current !== undefined) return { start: startOfCurrent(current, now, timeZone), end: now };
  const days = durationDays(period);
  if (days !== undefined) return { start: addZonedDays(startOfZonedDay(now, timeZone), -days, timeZone), end: now };
  const when =
    period.trim() === '' ? undefined : parseRequest(`find time ${period.replace(/^\s*(?:since)\s+/i, 'from ')}`, ctx).when;
  if (when !== undefined) {
    const sinceWord = /^\s*since\b/i.test(period);
    return {
      start: when.start,
      end: sinceWord ? now : Math.min(when.end ?? now, now) > when.start ? Math.min(when.end ?? now, now) : (when.end ?? now),
    };
  }
  return { start: addZonedDays(startOfZonedDay(now, timeZone), -365, timeZone), end: now };
}

function durationDays(words: string): number | undefined {
  const m =
    /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple(?:\s+of)?|few)?\s*(day|week|fortnight|month|year)s?\b/i.exec(
      words,
    );
  if (
    m === null ||
    !/\b(?:in|for|over|within|during|the\s+(?:last|past)|last|past|\d|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple|few)\b/i.test(
      words,
    )
  )
    return undefined;
  if (/\b(?:this|next)\s+(?:week|month|year)\b/i.test(words)) return undefined;
  const count = m[1] === undefined ? 1 : Number(m[1]) || (NUMBER_WORDS[m[1].toLowerCase().replace(/\s+of$/, '')] ?? 1);
  return count * (UNITS[(m[2] ?? 'day').toLowerCase()] ?? 1);
}

/** The start of this week (Monday), month or year in the zone: "this week" looks back to Monday. */
function startOfCurrent(unit: string, now: number, zone: string): number {
  const today = startOfZonedDay(now, zone);
  const wall = instantToWallClock(today, zone);
  if (unit === 'week') return addZonedDays(today, -((wall.weekday + 6) % 7), zone);
  if (unit === 'month') return addZonedDays(today, -(wall.day - 1), zone);
  return wallClockToInstant({ year: wall.year, month: 1, day: 1, hour: 0, minute: 0 }, zone);
}
