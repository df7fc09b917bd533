import type { ClockTime, MinuteWindow } from './when-pieces';

/**
 * Turning a written clock time into minutes after midnight. A bare hour ("at 5", "after 3",
 * "between 2 and 4") is a guess about am/pm. People schedule in the working day: 1–7 without am/pm
 * mean the afternoon or evening (17:00 for "after 5"), 8–11 the morning, 12 noon. A day part said
 * with it decides instead ("at 7 in the morning" is 07:00, "tonight at 8" 20:00).
 */
export function clockMinutes(t: ClockTime, hint?: MinuteWindow): number {
  if (t.fixed) return t.hour * 60 + t.minute;
  const [am, pm] = candidates(t);
  if (hint !== undefined) {
    // The reading inside the day part, or nearer to it: "at 7 in the morning" is 07:00, not 19:00.
    const amOff = distance(am, hint);
    const pmOff = distance(pm, hint);
    if (amOff !== pmOff) return amOff < pmOff ? am : pm;
  }
  return (t.hour >= 1 && t.hour <= 7) || t.hour === 12 ? pm : am;
}

/**
 * A window with both ends written: the end is read as the first such time after the start
 * ("between 9 and 5" is 09:00–17:00, "between 11 and 1" 11:00–13:00), and a bare start before a
 * fixed end takes the latest reading before it ("between 2 and 4pm" is 14:00–16:00).
 */
export function windowMinutes(
  from: ClockTime | undefined,
  to: ClockTime | undefined,
  hint?: MinuteWindow,
): MinuteWindow | undefined {
  let start: number;
  let end: number;
  if (from === undefined) {
    start = 0;
    end = to === undefined ? 24 * 60 : clockMinutes(to, hint);
  } else if (to === undefined) {
    start = clockMinutes(from, hint);
    end = 24 * 60;
  } else if (!from.fixed && to.fixed) {
    end = clockMinutes(to);
    const before = candidates(from).filter((c) => c < end);
    // "from 11 to 1am": no 11 comes before 01:00, so the night's 11 does, the day before.
    start = before.length > 0 ? Math.max(...before) : end < NOON ? candidates(from)[1] : clockMinutes(from, hint);
  } else {
    start = clockMinutes(from, hint);
    const after = to.fixed ? [clockMinutes(to)] : candidates(to).filter((c) => c > start);
    end = after.length > 0 ? Math.min(...after) : clockMinutes(to, hint);
  }
  if (end > start) return { start, end };
  return overnight(start, end, to);
}

const NOON = 12 * 60;

/**
 * "from 11pm to 1am", "10pm-2am": a range that starts after noon and ends in a morning runs past
 * midnight, so its end is on the next day (minutes past 1440). Anything else ending before it
 * starts ("from 3pm to 1pm") is no range.
 */
function overnight(start: number, end: number, to: ClockTime | undefined): MinuteWindow | undefined {
  if (to === undefined || start < NOON || start >= 24 * 60) return undefined;
  const morning = to.fixed ? end : candidates(to)[0];
  return morning < NOON ? { start, end: morning + 24 * 60 } : undefined;
}

export function intersectWindows(a: MinuteWindow, b: MinuteWindow): MinuteWindow | undefined {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end > start ? { start, end } : undefined;
}

/** "HH:MM"; 1440 is "24:00", the end of the day. */
export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function candidates(t: ClockTime): [number, number] {
  const am = (t.hour % 12) * 60 + t.minute;
  return [am, am + 12 * 60];
}

/** 0 inside, ends included: "tonight at 11" is 23:00 although the night window ends at 23:00. */
function distance(minutes: number, w: MinuteWindow): number {
  return Math.max(0, w.start - minutes, minutes - w.end);
}
