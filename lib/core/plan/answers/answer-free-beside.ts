import { declinedBySelf, type EventOccurrence } from '../../domain/calendar-event';
import { toAgendaItem } from '../../pipeline/agenda-item';
import { formatDay, formatTime } from '../../time/format';
import { intersect, type Interval } from '../../time/interval';
import { addZonedDays, startOfZonedDay } from '../../time/zoned';
import type { Answer } from '../answer';
import type { AnswerInput } from './answer-input';
import { timeWithinDay, windowsWords } from './answer-words';
import { freeWindows, workingTime } from './working-time';

/**
 * "Is there a gap before my sales meeting?": the free time on the event's day on that side of it,
 * in working hours (or the whole side of the day when the event lies outside them), and first of
 * all whether any of it touches the event. Time already gone is not offered.
 */
export async function answerFreeBeside(input: AnswerInput, side: 'before' | 'after'): Promise<Answer> {
  const { zone, now } = input;
  const anchor = input.events?.[0];
  if (anchor === undefined) return { kind: 'free', text: "I couldn't find that event.", timeZone: zone, free: [], items: [] };
  const midnight = startOfZonedDay(anchor.start, zone);
  const day = { start: midnight, end: addZonedDays(midnight, 1, zone) };
  const beside =
    side === 'before'
      ? { start: Math.max(day.start, now), end: anchor.start }
      : { start: Math.max(anchor.end, now), end: day.end };
  const working = intersect(workingTime(day, input.preferences, zone), [beside]);
  const bounds: Interval[] = working.length > 0 ? working : beside.end > beside.start ? [beside] : [];
  const occurrences = (await input.listOccurrences(day)).filter((o) => !isSame(o, anchor));
  const free = freeWindows(bounds, occurrences, zone, input.minMinutes);
  const touching = free.find((w) => (side === 'before' ? w.end === anchor.start : w.start === anchor.end));
  const title = anchor.event.title;
  const at = formatTime(side === 'before' ? anchor.start : anchor.end, zone);
  const others = free.filter((w) => w !== touching);
  const also =
    others.length === 0 ? '' : ` ${side === 'before' ? 'Earlier' : 'Later'} you're also free ${windowsWords(others, zone)}.`;
  const neighbour = nextTo(occurrences, anchor, side);
  let text: string;
  if (touching !== undefined) {
    text = `Yes — you're free ${timeWithinDay({ ...touching, allDay: false }, zone)}, right ${side} ${title} (${at}).${also}`;
  } else if (free.length > 0) {
    const runs =
      neighbour === undefined
        ? `nothing is free right ${side} ${title}`
        : side === 'before'
          ? `${neighbour.event.title} runs right up to ${title} at ${at}`
          : `${neighbour.event.title} starts as ${title} ends at ${at}`;
    text = `No — ${runs}.${also}`;
  } else {
    text = `No — there's no free time ${side} ${title} on ${formatDay(anchor.start, zone)}.`;
  }
  const items = [anchor, ...(neighbour === undefined ? [] : [neighbour])].sort((a, b) => a.start - b.start).map(toAgendaItem);
  return { kind: 'free', text, timeZone: zone, free, items };
}

function isSame(a: EventOccurrence, b: EventOccurrence): boolean {
  return a.event.id === b.event.id && a.start === b.start;
}

/** The busy event that closes the gap on that side: the last to end before it, or the first to start after. */
function nextTo(
  occurrences: readonly EventOccurrence[],
  anchor: EventOccurrence,
  side: 'before' | 'after',
): EventOccurrence | undefined {
  const busy = occurrences.filter((o) => !o.allDay && o.event.transparency !== 'transparent' && !declinedBySelf(o.event));
  if (side === 'before') {
    return busy.filter((o) => o.start < anchor.start && o.end <= anchor.end).sort((a, b) => b.end - a.end)[0];
  }
  return busy.filter((o) => o.end > anchor.end && o.start >= anchor.start).sort((a, b) => a.start - b.start)[0];
}
