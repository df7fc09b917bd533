import { declinedBySelf, type EventOccurrence } from '../../domain/calendar-event';
import { toAgendaItem } from '../../pipeline/agenda-item';
import { formatDay, formatDuration, formatTime } from '../../time/format';
import { durationOf, intersect, type Interval } from '../../time/interval';
import { MINUTE_MS, addZonedDays, isoDateInZone, startOfZonedDay } from '../../time/zoned';
import type { Answer } from '../answer';
import { todayOf, type AnswerInput } from './answer-input';
import { countWords, joinWords, rangeWords, windowsWords } from './answer-words';
import { freeWindows, workingTime } from './working-time';

/** One day of the agenda as it is worked out: the answer's day plus the working time it was free within. */
interface AgendaDay {
  date: string;
  label: string;
  occurrences: EventOccurrence[];
  free: Interval[];
  /** Working time still ahead on that day; empty on a day off or a day already over. */
  working: Interval[];
  /** Part of its working time had already gone: "free all day" would say too much. */
  started: boolean;
  dayOff: boolean;
}

/**
 * "What's on next week?": day by day, each day's events (the ones an earlier step found, else every
 * one the person has not declined) and its free windows in working hours still ahead, busy time read
 * from every occurrence in the range. Days without working hours still list their events.
 */
export async function answerAgenda(input: AnswerInput): Promise<Answer> {
  const { zone, now } = input;
  const range = input.range ?? todayOf(now, zone);
  const all = await input.listOccurrences(range);
  const shown = input.events ?? all.filter((o) => !declinedBySelf(o.event));
  const days = daysOf(range, zone).map((day): AgendaDay => {
    const workingAll = workingTime(day, input.preferences, zone);
    const working = intersect(workingAll, [{ start: now, end: Math.max(now, day.end) }]);
    return {
      date: isoDateInZone(day.start, zone),
      label: formatDay(day.start, zone),
      occurrences: shown.filter((o) => falls(o, day)),
      free: freeWindows(working, all, zone, input.minMinutes),
      working,
      started: working.length > 0 && working[0]?.start !== workingAll[0]?.start,
      dayOff: workingAll.length === 0,
    };
  });
  const noun = rangeWords(range, zone, now).noun;
  const text =
    days.length === 1
      ? oneDayText(noun, days[0], shown.length, input.subject, zone, input.events !== undefined)
      : weekText(noun, days, shown.length, input.subject, zone);
  return {
    kind: 'agenda',
    text,
    timeZone: zone,
    days: days.map((d) => ({ date: d.date, label: d.label, items: d.occurrences.map(toAgendaItem), free: d.free })),
  };
}

/** The range cut at each midnight in the zone (23- and 25-hour days included). */
function daysOf(range: Interval, zone: string): Interval[] {
  const out: Interval[] = [];
  for (let midnight = startOfZonedDay(range.start, zone); midnight < range.end; midnight = addZonedDays(midnight, 1, zone)) {
    out.push({ start: Math.max(midnight, range.start), end: Math.min(addZonedDays(midnight, 1, zone), range.end) });
  }
  return out;
}

/** Overlaps the day; an event of no length belongs to the day it is at. */
function falls(o: EventOccurrence, day: Interval): boolean {
  return o.start < day.end && (o.end > day.start || o.start >= day.start);
}

function oneDayText(
  noun: string,
  day: AgendaDay | undefined,
  count: number,
  subject: string | undefined,
  zone: string,
  narrowed: boolean,
): string {
  // "1 event on Mon 23 Nov", "Nothing on Mon 23 Nov": the words people scan for, as before Plans.
  const on = day?.label ?? noun;
  // Only some events were asked about ("anything with Brightline"): none of those is not a free day.
  if (count === 0 && narrowed) return `Nothing that matches what you asked on ${on}.`;
  if (count === 0) return `Nothing on ${on} — you're free.`;
  const head = `${countWords(count, subject)} on ${on}`;
  if (day === undefined || day.working.length === 0) return day?.dayOff === true ? `${head} (a day off).` : `${head}.`;
  if (day.free.length === 0) return `${head}; no free time in working hours.`;
  const windows = windowsWords(day.free, zone);
  if (!isAllFree(day)) return `${head}; free ${windows}.`;
  return day.started ? `${head}; free for the rest of the day (${windows}).` : `${head}; free all day (${windows}).`;
}

/** "Mon 23 Nov to Sun 29 Nov: 23 events, busiest Wed 25 Nov (7); Fri 27 Nov is free after 13:00." */
function weekText(noun: string, days: readonly AgendaDay[], count: number, subject: string | undefined, zone: string): string {
  const counts = days.map((d) => d.occurrences.length);
  const most = Math.max(...counts);
  const busiest = most > 1 && counts.filter((c) => c === most).length === 1 ? days[counts.indexOf(most)] : undefined;
  const busiestWords = busiest === undefined ? '' : `, busiest ${busiest.label} (${String(most)})`;
  const note = freeNote(days, zone);
  return `${noun}: ${countWords(count, subject)}${busiestWords}${note === undefined ? '' : `; ${note}`}.`;
}

/** The free time worth saying: whole days free, else the day with the most, and how it lies in the day. */
function freeNote(days: readonly AgendaDay[], zone: string): string | undefined {
  const working = days.filter((d) => d.working.length > 0);
  if (working.length === 0) return undefined;
  const wholeDays = working.filter((d) => isAllFree(d) && !d.started);
  if (wholeDays.length > 0) {
    return `${joinWords(wholeDays.map((d) => d.label))} ${wholeDays.length === 1 ? 'is' : 'are'} free all day`;
  }
  const minutesOf = (d: AgendaDay): number => d.free.reduce((sum, w) => sum + durationOf(w), 0) / MINUTE_MS;
  const freest = working.reduce((a, b) => (minutesOf(b) > minutesOf(a) ? b : a));
  if (minutesOf(freest) === 0) return 'no free time in working hours';
  const longest = freest.free.reduce((a, b) => (durationOf(b) > durationOf(a) ? b : a));
  if (longest.end === freest.working.at(-1)?.end) return `${freest.label} is free after ${formatTime(longest.start, zone)}`;
  if (longest.start === freest.working[0]?.start) return `${freest.label} is free until ${formatTime(longest.end, zone)}`;
  return `the most free time is on ${freest.label} (${formatDuration(minutesOf(freest))})`;
}

function isAllFree(day: AgendaDay): boolean {
  return (
    day.working.length > 0 &&
    day.free.length === day.working.length &&
    day.free.every((w, i) => {
      const whole = day.working[i];
      return whole !== undefined && w.start === whole.start && w.end === whole.end;
    })
  );
}
