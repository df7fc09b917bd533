import { declinedBySelf, type EventOccurrence } from '../../domain/calendar-event';
import { formatDay } from '../../time/format';
import { MINUTE_MS, addZonedDays, instantToWallClock, startOfZonedDay } from '../../time/zoned';
import type { Answer } from '../answer';
import type { DayCount } from '../reading/read-day-count';
import { isDayOff } from './answer-events';
import { todayOf, type AnswerInput } from './answer-input';
import { calendarDaysBetween, rangeWords } from './answer-words';

/** Days listed by name; more are counted. */
const LISTED = 12;
/**
 * "How many Sundays in January have nothing on?": each day of the range (of the weekdays asked),
 * looked at over the part of the day asked, counted when it is busy, free or a day off as asked.
 */
export async function answerDayCount(input: AnswerInput, count: DayCount): Promise<Answer> {
  const { zone, now } = input;
  const range = input.range ?? todayOf(now, zone);
  const all = (await input.listOccurrences(range)).filter(
    (o) => o.event.transparency !== 'transparent' && !declinedBySelf(o.event),
  );
  const days: number[] = [];
  for (let day = startOfZonedDay(range.start, zone); day < range.end; day = addZonedDays(day, 1, zone)) {
    if (count.weekdays !== undefined && !count.weekdays.includes(instantToWallClock(day, zone).weekday)) continue;
    const window = { start: day + count.window.from * MINUTE_MS, end: day + count.window.to * MINUTE_MS };
    if (holds(all, window, day, addZonedDays(day, 1, zone), count.state)) days.push(day);
  }
  const span = rangeWords(range, zone, now).on;
  const noun = `${count.noun}${days.length === 1 ? '' : 's'}`;
  const listed = days.slice(0, LISTED).map((d) => formatDay(d, zone));
  const more = days.length > LISTED ? ` and ${String(days.length - LISTED)} more` : '';
  const list = days.length === 0 || count.state === 'any' ? '' : `: ${listed.join(', ')}${more}`;
  const hours = count.hoursSaid === undefined ? '' : ` ${count.hoursSaid}`;
  // "how many days until Christmas": the days from today to that day, as a calendar counts them.
  const target = startOfZonedDay(range.end - 1, zone);
  const between = calendarDaysBetween(startOfZonedDay(now, zone), target, zone);
  const text =
    count.state === 'any'
      ? `${String(between)} ${count.noun}${between === 1 ? '' : 's'} from today to ${formatDay(target, zone)}.`
      : count.state === 'off'
        ? `You're off ${String(days.length)} ${noun} ${span}${list}.`
        : `${String(days.length)} ${noun} ${span} ${days.length === 1 ? 'has' : 'have'} ${count.state === 'free' ? 'nothing on' : 'something on'}${hours}${list}.`;
  return { kind: 'count', text: text.charAt(0).toUpperCase() + text.slice(1), timeZone: zone, items: [] };
}

function holds(
  all: readonly EventOccurrence[],
  window: { start: number; end: number },
  day: number,
  next: number,
  state: DayCount['state'],
): boolean {
  if (state === 'any') return true;
  if (state === 'off') return all.some((o) => isDayOff(o) && o.start < next && o.end > day);
  const on = all.some((o) => !o.allDay && o.start < window.end && o.end > window.start);
  return state === 'busy' ? on : !on;
}
