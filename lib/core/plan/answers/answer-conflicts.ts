import { declinedBySelf, type EventOccurrence } from '../../domain/calendar-event';
import { toAgendaItem } from '../../pipeline/agenda-item';
import { formatDay, formatTime } from '../../time/format';
import { addZonedDays, startOfZonedDay } from '../../time/zoned';
import type { Answer } from '../answer';
import type { AnswerInput } from './answer-input';
import { rangeWords } from './answer-words';

/** The clashes listed by name; more are counted, and all are in the items. */
const LISTED = 5;

/** Two events that overlap in time: the earlier-starting one first. */
interface Clash {
  first: EventOccurrence;
  second: EventOccurrence;
}

/**
 * "Am I double-booked anywhere next week?", "any clashes in January?": the pairs of timed events the
 * person has not declined and that take time (not marked free) which overlap, back-to-back meetings
 * being no clash. Over the next two weeks when no span is said.
 */
export async function answerConflicts(input: AnswerInput): Promise<Answer> {
  const { zone, now } = input;
  const range = input.range ?? { start: now, end: addZonedDays(startOfZonedDay(now, zone), 14, zone) };
  const busy = (input.events ?? (await input.listOccurrences(range)))
    .filter((o) => !o.allDay && o.event.transparency !== 'transparent' && !declinedBySelf(o.event))
    .filter((o) => o.end > range.start && o.start < range.end)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const clashes = clashesOf(busy);
  const span = rangeWords(range, zone, now).on;
  if (clashes.length === 0) {
    return { kind: 'conflicts', text: `No, nothing overlaps ${span}: you're not double-booked.`, timeZone: zone, items: [] };
  }
  // One day asked about is said once, not before each clash.
  const oneDay = formatDay(range.start, zone) === formatDay(range.end - 1, zone);
  const listed = clashes.slice(0, LISTED).map(({ first, second }) => {
    const day = oneDay ? '' : `${formatDay(first.start, zone)}: `;
    return `${day}"${first.event.title}" (${formatTime(first.start, zone)}–${formatTime(first.end, zone)}) and "${second.event.title}" (${formatTime(second.start, zone)}–${formatTime(second.end, zone)})`;
  });
  const more = clashes.length > LISTED ? `; and ${String(clashes.length - LISTED)} more` : '';
  const count = clashes.length === 1 ? 'one clash' : `${String(clashes.length)} clashes`;
  const involved = [...new Set(clashes.flatMap((c) => [c.first, c.second]))].sort((a, b) => a.start - b.start);
  return {
    kind: 'conflicts',
    text: `Yes, ${count} ${span}: ${listed.join('; ')}${more}.`,
    timeZone: zone,
    items: involved.map(toAgendaItem),
  };
}

/** Every overlapping pair, in time order (events sorted by start). */
function clashesOf(events: readonly EventOccurrence[]): Clash[] {
  const clashes: Clash[] = [];
  events.forEach((first, i) => {
    for (const second of events.slice(i + 1)) {
      if (second.start >= first.end) break;
      if (second.event.id === first.event.id && second.start === first.start) continue;
      clashes.push({ first, second });
    }
  });
  return clashes;
}
