import { WEEKDAYS, minutesOfDay } from '../domain/preferences';
import type { Interval } from '../time/interval';
import { MINUTE_MS } from '../time/zoned';
import type { CalendarKind, EventKind, PreferredWindow, SlotConflict } from './slot-query';
import { timeOfDayFit } from './time-of-day-fit';
import type { ZoneClock } from './zone-clock';

/** A slot found by the search, before it has a score. Numbers only, so thousands stay cheap. */
export interface SlotCandidate extends Interval {
  /** How many people cannot come (busy or outside their hours): 0 unless this is a fallback slot. */
  missedPeople: number;
  /** Their busy and outside-hours milliseconds, summed. */
  missedMs: number;
  /** The `text` of each preference this slot goes against. */
  bends: readonly string[];
}

export interface ScoredCandidate extends SlotCandidate {
  score: number;
  /** Whether the time of day suits the kind of event (lunch at lunchtime, leisure after work). */
  suitable: boolean;
  /** Days after the first day any candidate is on, on the organiser's clock. */
  dayIndex: number;
}

export interface RankContext {
  /** The organiser's clock: days and times of day are theirs. */
  clock: ZoneClock;
  eventKind: EventKind;
  calendarKind: CalendarKind;
  preferred?: PreferredWindow;
  /** From an "order" constraint: the earliest (latest) suitable slot wins outright. */
  order?: 'earliest' | 'latest';
}

/*
 * Points, so a score can be read back as reasons: a slot of the wrong kind (lunch at 16:00, leisure
 * on a weekday afternoon) loses UNSUITABLE; each bent preference costs more than a day's wait, so
 * "rather not Monday" moves the meeting to Tuesday but not to next week; a date the person named
 * outweighs ten days' wait and hours they named five, so "Wednesday afternoon" lands on Wednesday
 * afternoon; every later day costs DAY; the time of day adds 0–9 within a day.
 */
const BASE = 1000;
const UNSUITABLE = 200;
const BENT_PREFERENCE = 15;
const PREFERRED_DAY = 100;
const PREFERRED_HOURS = 50;
const DAY = 10;
const GRID_MS = 15 * MINUTE_MS;
/** More than the grid steps of any search (a year of them), so no wait outweighs a bent wish. */
const ORDER_BENT = 366 * 96;

/**
 * Best first: fewest people who cannot come, then suitable times of day before unsuitable ones, then
 * the least missed time (people and missed time are zero unless there is no common time), then
 * score, then the earlier start.
 */
export function rankSlots(candidates: readonly SlotCandidate[], ctx: RankContext): ScoredCandidate[] {
  if (candidates.length === 0) return [];
  let firstStart = Infinity;
  let lastStart = -Infinity;
  for (const c of candidates) {
    firstStart = Math.min(firstStart, c.start);
    lastStart = Math.max(lastStart, c.start);
  }
  const firstDay = ctx.clock.dayNumber(firstStart);
  const scored = candidates.map((c): ScoredCandidate => {
    const dayIndex = ctx.clock.dayNumber(c.start) - firstDay;
    const fit = timeOfDayFit(c, ctx.eventKind, ctx.calendarKind, ctx.clock);
    const kindPoints = fit.suitable ? 0 : -UNSUITABLE;
    if (ctx.order !== undefined) {
      // A point per grid step from the earliest (latest) start: strictly by time among suitable
      // slots that bend the fewest wishes ("as early as possible" and "Greta prefers afternoons" is
      // the first afternoon, not 9:00).
      const away = ctx.order === 'earliest' ? c.start - firstStart : lastStart - c.start;
      return scoredOf(c, dayIndex, fit.suitable, BASE + kindPoints - ORDER_BENT * c.bends.length - away / GRID_MS);
    }
    const preferred = preferredMatch(c, ctx);
    const preferredPoints = (preferred.day ? PREFERRED_DAY : 0) + (preferred.hours ? PREFERRED_HOURS : 0);
    const score = BASE + kindPoints - BENT_PREFERENCE * c.bends.length + preferredPoints - DAY * dayIndex + fit.fit;
    return scoredOf(c, dayIndex, fit.suitable, score);
  });
  return scored.sort(
    (a, b) =>
      a.missedPeople - b.missedPeople ||
      Number(b.suitable) - Number(a.suitable) ||
      a.missedMs - b.missedMs ||
      b.score - a.score ||
      a.start - b.start,
  );
}

// A literal, not `{ ...c }`: spreading thousands of candidates was most of the ranking's time.
function scoredOf(c: SlotCandidate, dayIndex: number, suitable: boolean, score: number): ScoredCandidate {
  return {
    start: c.start,
    end: c.end,
    missedPeople: c.missedPeople,
    missedMs: c.missedMs,
    bends: c.bends,
    dayIndex,
    suitable,
    score,
  };
}

/**
 * Slots of one quality band: alternatives are spread out within a band, never by reaching into a
 * worse one while this one has room. A slot that bends someone's wish ("would rather not meet
 * before 14:30") is offered only when too few keep to every wish.
 */
export function qualityBand(c: ScoredCandidate): number {
  return c.missedPeople * 4 + (c.suitable ? 0 : 2) + (c.bends.length > 0 ? 1 : 0);
}

/** The reasons behind a ranked slot's score, short enough for a proposal card. */
export function explainSlot(slot: ScoredCandidate, ctx: RankContext, conflicts: readonly SlotConflict[] = []): string {
  const why: string[] = [];
  if (ctx.order !== undefined) why.push(ctx.order === 'earliest' ? 'earliest available' : 'latest available');
  else {
    if (slot.dayIndex === 0) why.push('soonest day');
    const preferred = preferredMatch(slot, ctx);
    if (preferred.day) why.push('on a preferred day');
    if (preferred.hours) why.push('in the preferred hours');
  }
  why.push(timeOfDayFit(slot, ctx.eventKind, ctx.calendarKind, ctx.clock).label);
  for (const text of slot.bends) why.push(`goes against "${text}"`);
  const who = (reason: SlotConflict['reason']): string =>
    [...new Set(conflicts.filter((c) => c.reason === reason).map((c) => c.participantId))].join(', ');
  if (who('busy') !== '') why.push(`busy: ${who('busy')}`);
  if (who('outside_working_hours') !== '') why.push(`outside hours: ${who('outside_working_hours')}`);
  return why.join('; ');
}

function preferredMatch(slot: Interval, ctx: RankContext): { day: boolean; hours: boolean } {
  const p = ctx.preferred;
  if (p === undefined) return { day: false, hours: false };
  const w = ctx.clock.wallClock(slot.start);
  const date = `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}`;
  const weekday = WEEKDAYS[w.weekday];
  const day = (p.dates?.includes(date) ?? false) || (weekday !== undefined && (p.days?.includes(weekday) ?? false));
  let hours = false;
  if (p.timeRange !== undefined) {
    const start = w.hour * 60 + w.minute;
    const end = start + (slot.end - slot.start) / MINUTE_MS;
    hours = start >= minutesOfDay(p.timeRange.start) && end <= minutesOfDay(p.timeRange.end);
  }
  return { day, hours };
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
