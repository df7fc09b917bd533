import type { Participant } from '../domain/participant';
import type { TimeRange } from '../domain/preferences';
import type { Interval } from '../time/interval';
import { MINUTE_MS } from '../time/zoned';
import { recurringTime, workingTime } from './daily-intervals';
import { createCoverage, type Coverage } from './interval-coverage';
import type { CalendarKind, ConflictReason, TravelBuffers } from './slot-query';
import { startsClearOf, startsInside } from './start-sets';
import { intersectSorted } from '../time/interval';
import type { ZoneClock } from './zone-clock';

/**
 * One person's time for a search: the hours they can meet in (working hours on a work calendar,
 * waking hours on a personal one; their zone) and their busy time, merged once per search.
 */
export interface Availability {
  participant: Participant;
  hours: Coverage;
  busy: Coverage;
}

export const DEFAULT_PERSONAL_HOURS: TimeRange = { start: '07:00', end: '22:00' };

export interface AvailabilityOptions {
  horizon: Interval;
  calendarKind: CalendarKind;
  personalHours: TimeRange;
}

export function buildAvailability(participant: Participant, clock: ZoneClock, options: AvailabilityOptions): Availability {
  const { horizon } = options;
  const hours =
    options.calendarKind === 'work'
      ? workingTime(horizon, participant.workingHours, clock)
      : recurringTime(horizon, clock, undefined, options.personalHours);
  const busy = participant.busy.filter((b) => b.end > horizon.start && b.start < horizon.end);
  return { participant, hours: createCoverage(hours), busy: createCoverage(busy) };
}

/** Starts in `bounds` where the slot lies in their hours and the slot plus travel misses their busy time. */
export function availableStarts(a: Availability, bounds: Interval, durationMs: number, travel: TravelBuffers): Interval[] {
  return intersectSorted(
    startsInside(a.hours.intervals, durationMs),
    startsClearOf(a.busy.intervals, bounds, durationMs, travel.beforeMinutes * MINUTE_MS, travel.afterMinutes * MINUTE_MS),
  );
}

/** Why this person cannot make `slot` (empty when they can). */
export function missesAt(a: Availability, slot: Interval, travel: TravelBuffers): ConflictReason[] {
  const reasons: ConflictReason[] = [];
  if (busyAt(a, slot, travel)) reasons.push('busy');
  if (a.hours.overlapMs(slot) < slot.end - slot.start) reasons.push('outside_working_hours');
  return reasons;
}

export function busyAt(a: Availability, slot: Interval, travel: TravelBuffers): boolean {
  return (
    a.busy.overlapMs({ start: slot.start - travel.beforeMinutes * MINUTE_MS, end: slot.end + travel.afterMinutes * MINUTE_MS }) >
    0
  );
}

/** Per slot start: how many people cannot come, and their busy plus outside-hours milliseconds summed. */
export interface MissTally {
  people: Int32Array;
  missedMs: Float64Array;
}

/** The tally for ascending `starts`, numbers only: the fallback scores every grid start this way. */
export function tallyMisses(
  people: readonly Availability[],
  starts: readonly number[],
  durationMs: number,
  travel: TravelBuffers,
): MissTally {
  const tally = { people: new Int32Array(starts.length), missedMs: new Float64Array(starts.length) };
  const beforeMs = travel.beforeMinutes * MINUTE_MS;
  const afterMs = travel.afterMinutes * MINUTE_MS;
  for (const a of people) {
    const busy = a.busy.overlapsAtStarts(starts, beforeMs, beforeMs + durationMs + afterMs);
    const inHours = a.hours.overlapsAtStarts(starts, 0, durationMs);
    for (let k = 0; k < starts.length; k++) {
      const missed = (busy[k] ?? 0) + durationMs - (inHours[k] ?? 0);
      if (missed > 0) {
        tally.people[k] = (tally.people[k] ?? 0) + 1;
        tally.missedMs[k] = (tally.missedMs[k] ?? 0) + missed;
      }
    }
  }
  return tally;
}

/**
 * Which fallback starts can matter: those missed by the fewest people, widening one head-count at
 * a time until they hold `limit` slots that do not overlap (greedy by start, which is optimal for
 * slots of one length). pickTopSlots never reaches past such a band, so ranking the rest of the
 * week's grid would be wasted work.
 */
export function startsWorthRanking(starts: readonly number[], tally: MissTally, durationMs: number, limit: number): number[] {
  const counts = [...new Set(tally.people)].sort((a, b) => a - b);
  for (const most of counts) {
    let fits = 0;
    let freeFrom = -Infinity;
    starts.forEach((s, k) => {
      if ((tally.people[k] ?? 0) > most || s < freeFrom) return;
      fits++;
      freeFrom = s + durationMs;
    });
    if (fits >= limit || most === counts.at(-1)) return starts.flatMap((_, k) => ((tally.people[k] ?? 0) <= most ? [k] : []));
  }
  return [];
}
