import { declinedBySelf, type EventOccurrence } from '../../domain/calendar-event';
import { toAgendaItem } from '../../pipeline/agenda-item';
import { busyFromOccurrences } from '../../slots/busy-from-occurrences';
import { formatDay, formatDuration, formatRange } from '../../time/format';
import { durationOf, intersect, overlaps, type Interval } from '../../time/interval';
import { MINUTE_MS } from '../../time/zoned';
import type { Answer } from '../answer';
import { answerFreeBeside } from './answer-free-beside';
import { todayOf, type AnswerInput } from './answer-input';
import { capitalise, joinWords, rangeWords, timeWithinDay, windowsWords } from './answer-words';
import { freeWindows, workingTime } from './working-time';

/**
 * "Am I free Friday morning?": the free windows of the range in working hours (the range itself when
 * it lies outside them, as "this evening" does), less every busy occurrence in it, not only the
 * events an earlier step found. Time already past is not offered, unless the whole range is past.
 */
export async function answerFree(input: AnswerInput): Promise<Answer> {
  if (input.beside !== undefined) return answerFreeBeside(input, input.beside);
  const { zone, now } = input;
  const range = input.range ?? { start: now, end: todayOf(now, zone).end };
  const ahead = range.end > now ? { start: Math.max(now, range.start), end: range.end } : range;
  const working = workingTime(ahead, input.preferences, zone);
  const bounds = working.length > 0 ? working : [ahead];
  const occurrences = await input.listOccurrences(range);
  const blocking = occurrences.filter(
    (o) => o.event.transparency !== 'transparent' && !declinedBySelf(o.event) && bounds.some((b) => overlaps(o, b)),
  );
  const free = freeWindows(bounds, occurrences, zone, input.minMinutes);
  const taken = intersect(bounds, busyFromOccurrences(blocking, zone));
  const noun = rangeWords(range, zone).noun;
  if (input.wholeDay && formatDay(range.start, zone) === formatDay(range.end - 1, zone)) {
    // "Am I free all day?" is about the day, not its working hours: the 8am run and the 6pm dinner count.
    const booked = occurrences.filter((o) => o.event.transparency !== 'transparent' && !declinedBySelf(o.event));
    return { kind: 'free', text: wholeDayText(noun, booked, free, zone), timeZone: zone, free, items: booked.map(toAgendaItem) };
  }
  // "Is there a full free hour…": when none is that long, the longest gap there is says how close it comes.
  const gaps = free.length === 0 ? freeWindows(bounds, occurrences, zone, 5) : [];
  const longest = gaps.reduce<Interval | undefined>(
    (a, b) => (a === undefined || durationOf(b) > durationOf(a) ? b : a),
    undefined,
  );
  const text =
    longest === undefined
      ? freeText(noun, bounds, free, taken, blocking, zone)
      : `No, ${noun} has no free ${input.minMinutes === 60 ? 'hour' : formatDuration(input.minMinutes)}; the longest gap is ${formatRange(longest.start, longest.end, zone)} (${formatDuration(durationOf(longest) / MINUTE_MS)}).`;
  return { kind: 'free', text, timeZone: zone, free, items: blocking.map(toAgendaItem) };
}

/** "No — on Thu 26 Nov you have Thanksgiving (all day), Turkey trot 5K (08:00–09:00) and …; free 09:00–16:00." */
function wholeDayText(noun: string, booked: readonly EventOccurrence[], free: readonly Interval[], zone: string): string {
  if (booked.length === 0) return `Yes — nothing is booked on ${noun}.`;
  const each = booked.map((o) => `${o.event.title} (${timeWithinDay(o, zone)})`);
  const timed = booked.filter((o) => !o.allDay);
  if (timed.length === 0) return `Nothing is booked at a set time on ${noun}, but the day has ${joinWords(each)}.`;
  const windows = free.length === 0 ? '' : `; in working hours you're free ${windowsWords(free, zone)}`;
  return `No — on ${noun} you have ${joinWords(each)}${windows}.`;
}

function freeText(
  noun: string,
  bounds: readonly Interval[],
  free: readonly Interval[],
  taken: readonly Interval[],
  blocking: readonly EventOccurrence[],
  zone: string,
): string {
  if (free.length === 0) return `No, ${noun} is fully booked.`;
  const allFree = taken.length === 0 && free.length === bounds.length;
  const first = bounds[0];
  const last = bounds.at(-1);
  const oneDay = first !== undefined && last !== undefined && formatDay(first.start, zone) === formatDay(last.end - 1, zone);
  if (!oneDay) {
    if (allFree) return `Yes — nothing is booked in ${noun}.`;
    const minutes = free.reduce((sum, w) => sum + durationOf(w), 0) / MINUTE_MS;
    const longest = free.reduce((a, b) => (durationOf(b) > durationOf(a) ? b : a));
    const windows = `${String(free.length)} free ${free.length === 1 ? 'window' : 'windows'}`;
    return `${capitalise(noun)}: ${windows}, ${formatDuration(minutes)} in all; the longest is ${formatRange(longest.start, longest.end, zone)}.`;
  }
  const windows = windowsWords(free, zone);
  if (allFree) return noun.includes(windows) ? `Yes — you're free all ${noun}.` : `Yes — you're free all ${noun} (${windows}).`;
  const takenBy = taken.map((piece) => {
    const titles = [...new Set(blocking.filter((o) => overlaps(o, piece)).map((o) => o.event.title))];
    return `${timeWithinDay({ ...piece, allDay: false }, zone)} is taken by ${joinWords(titles)}`;
  });
  return `${capitalise(noun)} you're free ${windows}; ${takenBy.join('; ')}.`;
}
