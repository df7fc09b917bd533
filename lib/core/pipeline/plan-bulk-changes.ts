import { toDraft } from '../approvals/execute-change';
import { cancelOccurrence, isLocalSeries, mergeOccurrenceChanges, moveOccurrence } from '../approvals/occurrence-change';
import type { SingleChange } from '../approvals/pending-action';
import { declinedBySelf, isRecurring, type CalendarEvent, type EventOccurrence } from '../domain/calendar-event';
import type { BulkMove, BulkRequest } from '../nlu/read-bulk-request';
import type { Interval } from '../time/interval';
import { MINUTE_MS, addZonedDays, instantToWallClock, wallClockToInstant } from '../time/zoned';
import { preferTitledOneOnOnes } from '../plan/query/event-kinds';
import { createGuestTests, fitsSelection, hasOtherGuest, withOrganisationTitles } from './match-bulk-selection';

/** The bulk path knows the person by Google's `self` flag on their own guest entry. */
const NOBODY: ReadonlySet<string> = new Set();

/** Why an event the request names is not part of the change; the card says so, one line each. */
export type LeftAloneReason = 'declined' | 'all_day' | 'started' | 'repeating' | 'into_past' | 'unchanged';

export interface BulkPlan {
  /** Events the request names, each once (a repeating event's occurrences are one event on a local calendar). */
  matched: number;
  changes: SingleChange[];
  /** Occurrences changed: a local series' occurrences each count, though they make one update of it. */
  changed: number;
  /** Named but not changed, grouped by why, in the order found. */
  leftAlone: { reason: LeftAloneReason; events: CalendarEvent[] }[];
  /** Occurrences of repeating events moved on their own (Google instances, scope "this"; local series). */
  oneOccurrence: CalendarEvent[];
  /** A new time of day would start two of the events at once: they would be piled on each other. */
  stacked: boolean;
}

export interface PlanContext {
  now: number;
  timeZone: string;
  /** Where to look: the request's range, or the default. */
  range: Interval;
  /** The calendar can change one occurrence of a repeating event (Google). */
  recurringEdits: boolean;
  /** Ids for the single events that moved occurrences of a local series become; absent, those are left alone. */
  newId?: () => string;
}

/**
 * The writes a bulk request makes, one per event, and the events it leaves alone: declined
 * invitations, all-day events (unless asked for; never moved), events already under way, Google
 * instances the calendar cannot change alone, and moves that would land in the past or not move
 * at all. Nothing is guessed: those become notes. Each occurrence of a local series named is
 * cancelled or moved alone (occurrence-change.ts), all in one update of the series.
 */
export function planBulkChanges(occurrences: readonly EventOccurrence[], request: BulkRequest, ctx: PlanContext): BulkPlan {
  const { operation } = request;
  // A calendar that records no guests (an imported .ics, a local calendar) calls everything a meeting.
  const said = withOrganisationTitles(request.selection, occurrences);
  const selection =
    said.meetingsOnly === true && !occurrences.some((o) => hasOtherGuest(o.event)) ? { ...said, meetingsOnly: false } : said;
  const seen = new Set<string>();
  const guestTests = createGuestTests(selection.attendees, occurrences);
  const fitting = occurrences.filter((o) => {
    if (!fitsSelection(o, selection, ctx.range, ctx.timeZone, guestTests)) return false;
    // A local series is listed once per occurrence under one id, and each occurrence is its own change.
    const key = `${o.event.calendarId ?? ''}/${o.event.id}${isLocalSeries(o.event) ? `@${String(o.start)}` : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // "my 1:1s with Priya": her series called "1:1", not every meeting with her alone.
  const titled = selection.oneOnOne === true ? preferTitledOneOnOnes(fitting, NOBODY) : fitting;
  const named = withoutPosition(titled, selection.exceptPosition);
  const matched = new Set(named.map((o) => `${o.event.calendarId ?? ''}/${o.event.id}`)).size;
  const plan: BulkPlan = { matched, changes: [], changed: 0, leftAlone: [], oneOccurrence: [], stacked: false };
  const leave = (reason: LeftAloneReason, event: CalendarEvent): void => {
    const group = plan.leftAlone.find((g) => g.reason === reason);
    if (group === undefined) plan.leftAlone.push({ reason, events: [event] });
    else group.events.push(event);
  };
  const starts = new Set<number>();
  for (const o of named) {
    const moving = operation.kind === 'move';
    const reason = leftAloneReason(o, moving, selection.allDay === 'exclude', ctx);
    if (reason !== undefined) {
      leave(reason, o.event);
      continue;
    }
    if (operation.kind === 'delete') {
      plan.changes.push(
        isLocalSeries(o.event) ? cancelOccurrence(o.event, o.start, o.allDay, ctx.timeZone) : { kind: 'delete', before: o.event },
      );
      plan.changed++;
      continue;
    }
    const slot = movedSlot(o, operation.move, ctx.timeZone);
    if (slot.start < ctx.now) {
      leave('into_past', o.event);
      continue;
    }
    if (slot.start === o.start && slot.end === o.end) {
      leave('unchanged', o.event);
      continue;
    }
    // Only a new time of day can pile events up; shifted ones that already started together stay together.
    if (setsClock(operation.move)) {
      if (starts.has(slot.start)) plan.stacked = true;
      starts.add(slot.start);
    }
    const timeZone = o.event.time.kind === 'timed' ? o.event.time.timeZone : ctx.timeZone;
    const after = { ...toDraft(o.event), time: { kind: 'timed' as const, start: slot.start, end: slot.end, timeZone } };
    plan.changed++;
    if (isLocalSeries(o.event) && ctx.newId !== undefined) {
      plan.oneOccurrence.push(o.event);
      plan.changes.push(...moveOccurrence(o.event, o, slot, ctx.newId()));
    } else if (isRecurring(o.event)) {
      // Google lists an occurrence as its own instance event, which can be changed alone.
      plan.oneOccurrence.push(o.event);
      plan.changes.push({ kind: 'update', before: o.event, after, scope: 'this' });
    } else {
      plan.changes.push({ kind: 'update', before: o.event, after });
    }
  }
  plan.changes = mergeOccurrenceChanges(plan.changes);
  return plan;
}

/** "cancel all my spanish classes in december except the last one": the last (or first) found, in time, stays. */
function withoutPosition(occurrences: readonly EventOccurrence[], position: 'first' | 'last' | undefined): EventOccurrence[] {
  if (position === undefined || occurrences.length === 0) return [...occurrences];
  const starts = occurrences.map((o) => o.start);
  const kept = position === 'first' ? Math.min(...starts) : Math.max(...starts);
  const at = occurrences.findIndex((o) => o.start === kept);
  return occurrences.filter((_, i) => i !== at);
}

function setsClock(move: BulkMove): boolean {
  return move.kind === 'clock' || (move.kind === 'days' && move.clock !== undefined);
}

function leftAloneReason(
  o: EventOccurrence,
  moving: boolean,
  skipAllDay: boolean,
  ctx: PlanContext,
): LeftAloneReason | undefined {
  if (declinedBySelf(o.event)) return 'declined';
  if (o.allDay && (skipAllDay || moving)) return 'all_day';
  if (o.allDay ? o.end <= ctx.now : o.start < ctx.now) return 'started';
  if (!isRecurring(o.event)) return undefined;
  // A local series can lose an occurrence (and move one, given ids for the single event it becomes);
  // a Google instance can change alone, and only by a move.
  if (isLocalSeries(o.event)) return moving && ctx.newId === undefined ? 'repeating' : undefined;
  return moving && ctx.recurringEdits ? undefined : 'repeating';
}

/**
 * Where a move puts one occurrence, keeping its length. Whole days keep the wall-clock time across
 * a DST change ("push it by a day"); an amount of hours and minutes is exact elapsed time.
 */
export function movedSlot(o: Pick<EventOccurrence, 'start' | 'end'>, move: BulkMove, zone: string): Interval {
  const length = o.end - o.start;
  let start: number;
  switch (move.kind) {
    case 'shift':
      start = move.minutes % 1440 === 0 ? addZonedDays(o.start, move.minutes / 1440, zone) : o.start + move.minutes * MINUTE_MS;
      break;
    case 'days': {
      const day = addZonedDays(o.start, move.days, zone);
      start = move.clock === undefined ? day : atClock(day, move.clock, zone);
      break;
    }
    case 'clock':
      start = atClock(o.start, move.minutes, zone);
      break;
  }
  return { start, end: start + length };
}

function atClock(ms: number, minutes: number, zone: string): number {
  const wall = instantToWallClock(ms, zone);
  return wallClockToInstant({ ...wall, hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone);
}
