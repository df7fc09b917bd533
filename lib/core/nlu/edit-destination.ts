import type { EditRequest } from './edit-request';
import type { When } from './parsed-request';
import { nearerHalfDay } from '../time/nearer-half-day';
import { PART_OF_DAY_MINUTES } from '../time/part-of-day-minutes';
import { MINUTE_MS, addZonedDays, instantToWallClock, startOfZonedDay, wallClockToInstant } from '../time/zoned';

const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Where an edit moves its event, as the request's time: "move my 10am to 11:30" is 11:30, not the
 * range 10:00–11:30 the words would read as alone; "from Thursday to Friday at 9" is Friday 09:00.
 * A clock or a part of the day said alone is on the event's own day as the person placed it (today
 * when they did not), and an hour without am or pm the reading nearer the event's own time. The
 * planner resolves the same edit against the event it finds; this is what the words say.
 */
export function editDestination(edit: EditRequest, now: number, zone: string): When | undefined {
  const { newTime, endMinutes } = edit.change;
  const day = startOfZonedDay(edit.target.when?.start ?? now, zone);
  const at = (minutes: number): number => {
    const wall = instantToWallClock(day, zone);
    return wallClockToInstant({ ...wall, hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone);
  };
  const window = (from: number, to: number): When => ({
    start: at(from),
    end: to >= 1440 ? addZonedDays(day, 1, zone) : at(to),
    grain: 'hour',
  });
  // "extend my 3pm until 4:30": the event as it will be, when the words place its start.
  if (newTime === undefined)
    return endMinutes === undefined || edit.target.clock === undefined || endMinutes <= edit.target.clock
      ? undefined
      : { ...window(edit.target.clock, endMinutes), grain: 'minute' };
  switch (newTime.kind) {
    case 'exact':
      return { start: newTime.start, grain: newTime.start % (60 * MINUTE_MS) === 0 ? 'hour' : 'minute' };
    case 'clock': {
      const eventClock = edit.target.clock;
      // "move game night to 8": which 8 depends on the event found; the time reader's guess stands.
      if (newTime.halfDay === true && eventClock === undefined) return undefined;
      const minutes =
        newTime.halfDay === true && eventClock !== undefined ? nearerHalfDay(newTime.minutes, eventClock) : newTime.minutes;
      return { start: at(minutes), grain: minutes % 60 === 0 ? 'hour' : 'minute' };
    }
    case 'day':
      return { start: newTime.start, end: addZonedDays(newTime.start, 1, zone), grain: 'day' };
    case 'range':
      return { start: newTime.start, end: newTime.end, grain: newTime.end - newTime.start >= DAY_MS ? 'day' : 'hour' };
    case 'part':
      return window(PART_OF_DAY_MINUTES[newTime.part][0], PART_OF_DAY_MINUTES[newTime.part][1]);
    case 'window':
      return window(newTime.from, newTime.to);
  }
}
