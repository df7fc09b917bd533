import { declinedBySelf, type EventOccurrence } from '../../domain/calendar-event';
import { toAgendaItem } from '../../pipeline/handle-query-events';
import { formatDay, formatTime } from '../../time/format';
import { addZonedDays } from '../../time/zoned';
import type { Answer } from '../answer';
import { todayOf, type AnswerInput } from './answer-input';
import {
  agoWords,
  capitalise,
  countWords,
  dayWords,
  occurrenceWhen,
  rangeWords,
  subjectOr,
  timeWithinDay,
  untilWords,
} from './answer-words';

/** How far ahead "what's next?" looks when no earlier step found the events. */
const NEXT_DAYS = 30;

/** "Your haircut is on Thu 3 Dec, 15:00–15:45." — each one when several match. */
export function answerWhen(input: AnswerInput): Answer {
  const { zone } = input;
  const events = input.events ?? [];
  const answer = (text: string): Answer => ({ kind: 'when', text, timeZone: zone, items: events.map(toAgendaItem) });
  const first = events[0];
  if (first === undefined) return answer(`I couldn't find ${subjectOr(input.subject, 'that event')}${onRange(input)}.`);
  if (events.length === 1) {
    const verb = first.end <= input.now ? 'was' : 'is';
    return answer(`${capitalise(subjectOr(input.subject, `"${first.event.title}"`))} ${verb} ${occurrenceWhen(first, zone)}.`);
  }
  const each = events.map((o) => `${o.event.title} ${occurrenceWhen(o, zone)}`).join('; ');
  return answer(`${capitalise(subjectOr(input.subject, 'those events'))} — ${countWords(events.length, undefined)}: ${each}.`);
}

/** "You have 6 meetings on Tue 24 Nov." — the events found, else every one in the range. */
export async function answerCount(input: AnswerInput): Promise<Answer> {
  const { zone, now } = input;
  const range = input.range ?? (input.events === undefined ? todayOf(now, zone) : undefined);
  const events = input.events ?? (range === undefined ? [] : attended(await input.listOccurrences(range)));
  const verb = range !== undefined && range.end <= now ? 'had' : 'have';
  const where = range === undefined ? '' : ` ${rangeWords(range, zone).on}`;
  return {
    kind: 'count',
    text: `You ${verb} ${countWords(events.length, input.subject)}${where}.`,
    timeZone: zone,
    items: events.map(toAgendaItem),
  };
}

/** "Next: Design review at 14:00 today (in 2 h 15 min)." — after what is on now, if anything is. */
export async function answerNext(input: AnswerInput): Promise<Answer> {
  const { zone, now } = input;
  const events =
    input.events ?? attended(await input.listOccurrences(input.range ?? { start: now, end: addZonedDays(now, NEXT_DAYS, zone) }));
  const current = events.filter((o) => !o.allDay && o.start <= now && o.end > now);
  const upcoming = events.filter((o) => o.start > now);
  const sentences = current.slice(0, 1).map((o) => `Now: ${o.event.title}, until ${formatTime(o.end, zone)}.`);
  const next = upcoming[0];
  if (next === undefined) sentences.push(`Nothing ${current.length > 0 ? 'else ' : ''}coming up${onRange(input)}.`);
  else if (next.allDay) sentences.push(`Next: ${next.event.title}, all day ${dayWords(next.start, now, zone)}.`);
  else {
    const at = `${formatTime(next.start, zone)} ${dayWords(next.start, now, zone)}`;
    sentences.push(`Next: ${next.event.title} at ${at} (${untilWords(next.start, now, zone)}).`);
  }
  return { kind: 'next', text: sentences.join(' '), timeZone: zone, items: [...current, ...upcoming].map(toAgendaItem) };
}

/** "You last met Omar on Wed 12 Nov (Coffee with Omar, 10:00–10:30), 12 days ago." */
export function answerLastMet(input: AnswerInput): Answer {
  const { zone, now } = input;
  const who = subjectOr(input.subject, 'them');
  const last = (input.events ?? []).filter((o) => o.start < now).at(-1);
  if (last === undefined) {
    const when = input.range === undefined ? ' in that time' : onRange(input);
    return { kind: 'last_met', text: `You haven't met ${who}${when}.`, timeZone: zone, items: [] };
  }
  const text = `You last met ${who} ${meeting(last, zone)}, ${agoWords(last.start, now, zone)}.`;
  return { kind: 'last_met', text, timeZone: zone, items: [toAgendaItem(last)] };
}

/** "You next meet Omar on Thu 3 Dec (Coffee with Omar, 10:00–10:30), in 9 days." */
export function answerNextMeet(input: AnswerInput): Answer {
  const { zone, now } = input;
  const who = subjectOr(input.subject, 'them');
  const next = (input.events ?? []).find((o) => o.start >= now);
  if (next === undefined) {
    return { kind: 'next_meet', text: `You have nothing planned with ${who}${onRange(input)}.`, timeZone: zone, items: [] };
  }
  const text = `You next meet ${who} ${meeting(next, zone)}, ${untilWords(next.start, now, zone)}.`;
  return { kind: 'next_meet', text, timeZone: zone, items: [toAgendaItem(next)] };
}

/** "on Wed 12 Nov (Coffee with Omar, 10:00–10:30)". */
function meeting(o: EventOccurrence, zone: string): string {
  return `on ${formatDay(o.start, zone)} (${o.event.title}, ${timeWithinDay(o, zone)})`;
}

/** The events the person goes to: an invitation they declined is not one. */
function attended(occurrences: readonly EventOccurrence[]): EventOccurrence[] {
  return occurrences.filter((o) => !declinedBySelf(o.event));
}

function onRange(input: AnswerInput): string {
  return input.range === undefined ? '' : ` ${rangeWords(input.range, input.zone).on}`;
}
