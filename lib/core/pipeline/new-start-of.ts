import type { EditChange } from '../nlu/edit-request';
import { PART_MINUTES } from '../plan/skills/find-free-start';
import type { Interval } from '../time/interval';
import { nearerHalfDay } from '../time/nearer-half-day';
import { MINUTE_MS, addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from '../time/zoned';

const MINUTES_PER_DAY = 1440;

/**
 * Where an edit puts the event's start when it names one: an exact time; a clock time on the
 * event's own day ("to 4pm"); a day at the event's own clock time ("to Thursday"); a shift ("push
 * it back 30 minutes"); or the same start when only the length, title or place changes. Undefined
 * when the edit asks for a search (a range, "earlier", another kind of event).
 */
export function newStartOf(
  change: EditChange,
  current: Interval,
  zone: string,
  timePreference?: 'earlier' | 'later',
): number | undefined {
  const { newTime } = change;
  const wall = instantToWallClock(current.start, zone);
  if (newTime !== undefined) {
    switch (newTime.kind) {
      case 'exact':
        return newTime.start;
      case 'clock': {
        const at = newTime.halfDay === true ? nearerHalfDay(newTime.minutes, wall.hour * 60 + wall.minute) : newTime.minutes;
        return wallClockToInstant({ ...wall, hour: Math.floor(at / 60), minute: at % 60 }, zone);
      }
      case 'day': {
        // "lunch instead on Friday": a new kind of event is searched for on that day, not kept at the old clock time.
        if (change.kind !== undefined) return undefined;
        const day = instantToWallClock(sameWeekDay(newTime, current.start, zone), zone);
        return wallClockToInstant({ ...day, hour: wall.hour, minute: wall.minute }, zone);
      }
      case 'range':
      case 'part':
      case 'window':
        return undefined;
    }
  }
  if (change.shiftMinutes !== undefined) {
    // "push it by a day" keeps the clock time, even across a DST change (a day is not always 24 hours).
    const days = change.shiftMinutes / MINUTES_PER_DAY;
    return Number.isInteger(days) ? addZonedDays(current.start, days, zone) : current.start + change.shiftMinutes * MINUTE_MS;
  }
  // "earlier" with no amount or time named is a search, not a move to where it already is.
  if (change.kind !== undefined || timePreference !== undefined) return undefined;
  return current.start;
}

/**
 * "Move Monday's meeting to Tuesday": the Tuesday of that event's week (weeks start on Monday), so
 * an event next week moves within next week. A weekday already past (or the event's week long
 * gone) is the next one to come, as the reader resolved it.
 */
function sameWeekDay(
  newTime: { start: number; weekday?: number | undefined; fromEvent?: 'after' | 'before' | undefined },
  eventStart: number,
  zone: string,
): number {
  if (newTime.weekday === undefined) return newTime.start;
  const eventDay = startOfZonedDay(eventStart, zone);
  // "the following Monday", "the Monday before": counted from the event's day, never from today.
  if (newTime.fromEvent !== undefined) {
    const weekday = instantToWallClock(eventDay, zone).weekday;
    const days =
      newTime.fromEvent === 'after' ? (newTime.weekday - weekday + 7) % 7 || 7 : -((weekday - newTime.weekday + 7) % 7 || 7);
    return addZonedDays(eventDay, days, zone);
  }
  const fromMonday = (d: number): number => (d + 6) % 7;
  const offset = fromMonday(newTime.weekday) - fromMonday(instantToWallClock(eventDay, zone).weekday);
  const inWeek = addZonedDays(eventDay, offset, zone);
  return inWeek > newTime.start ? inWeek : newTime.start;
}

/** The day an edit searches when it names no exact time: the day it names ("lunch instead on Friday"), else the event's own. */
export function searchDayOf(change: EditChange, current: Interval, zone: string): Interval {
  const start = startOfZonedDay(
    change.newTime?.kind === 'day' ? sameWeekDay(change.newTime, current.start, zone) : current.start,
    zone,
  );
  return { start, end: addZonedDays(start, 1, zone) };
}

/**
 * "to the afternoon", "after 3": that part of the event's own day as the range to search (the hours people
 * mean for placing an event, find-free-start.ts); any other change is returned as it was.
 */
export function withPartOfDayResolved(change: EditChange, current: Interval, zone: string): EditChange {
  const newTime = change.newTime;
  if (newTime?.kind !== 'part' && newTime?.kind !== 'window') return change;
  const [from, to] = newTime.kind === 'part' ? PART_MINUTES[newTime.part] : [newTime.from, newTime.to];
  const day = instantToWallClock(startOfZonedDay(current.start, zone), zone);
  const at = (minutes: number): number =>
    wallClockToInstant({ ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone);
  const end = to >= 1440 ? addZonedDays(at(0), 1, zone) : at(to);
  return { ...change, newTime: { kind: 'range', start: at(from), end } };
}
