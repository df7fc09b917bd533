import type { EditChange } from '../nlu/edit-request';
import type { Interval } from '../time/interval';
import { MINUTE_MS, addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from '../time/zoned';

/** Events are at least this long, whatever the edit says. */
const SHORTEST_MINUTES = 5;

/**
 * How long an edited event runs, in minutes, starting at `start`: the length said ("make it 45
 * minutes"), up to the end said on the event's own day ("extend my 3pm until 4:30"), or its own
 * length changed by so much ("extend it by 15 minutes"). An end said that is not after the start
 * ("extend the 3pm until 2") changes nothing: the card shows the event as it is.
 */
export function newLengthOf(change: EditChange, current: Interval, zone: string, start = current.start): number {
  const own = Math.round((current.end - current.start) / MINUTE_MS);
  if (change.durationMinutes !== undefined) return change.durationMinutes;
  if (change.endMinutes !== undefined) {
    const end = clockOnDay(change.endMinutes, start, zone);
    const minutes = Math.round((end - start) / MINUTE_MS);
    return minutes >= SHORTEST_MINUTES ? minutes : own;
  }
  return Math.max(SHORTEST_MINUTES, own + (change.durationDeltaMinutes ?? 0));
}

function clockOnDay(minutes: number, at: number, zone: string): number {
  const day = startOfZonedDay(at, zone);
  if (minutes >= 1440) return addZonedDays(day, 1, zone);
  const wall = instantToWallClock(day, zone);
  return wallClockToInstant({ ...wall, hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone);
}
