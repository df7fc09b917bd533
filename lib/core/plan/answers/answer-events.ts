import { declinedBySelf, type EventOccurrence } from '../../domain/calendar-event';
import { toAgendaItem } from '../../pipeline/agenda-item';
import { formatDay, formatDuration, formatTime } from '../../time/format';
import { durationOf, merge } from '../../time/interval';
import { MINUTE_MS, addZonedDays } from '../../time/zoned';
import type { Answer } from '../answer';
import { todayOf, type AnswerInput } from './answer-input';
import {
  agoWords,
  capitalise,
  countWords,
  dayWords,
  occurrenceWhen,
  pluralWords,
  rangeWords,
  subjectOr,
  timeWithinDay,
  untilWords,
} from './answer-words';

/** Events named one by one in a "when" answer; the rest are counted (the items carry them all). */
const MAX_LISTED = 8;

/** How far ahead "what's next?" looks when no earlier step found the events. */
const NEXT_DAYS = 30;

/**
 * "Your haircut is on Thu 3 Dec, 15:00–15:45." Each one that matched, or, for events asked about
 * with no span named, each event once (the next of a series, not every week of it).
 */
export function answerWhen(input: AnswerInput): Answer {
  const { zone } = input;
  const found = input.daysOff ? daysOffOf(input) : (input.events ?? []);
  const events = input.seriesOnce ? onePerEvent(found) : found;
  const answer = (text: string): Answer => ({ kind: 'when', text, timeZone: zone, items: events.map(toAgendaItem) });
  const first = events[0];
  if (first === undefined) return answer(`I couldn't find ${subjectOr(input.subject, 'that event')}${onRange(input)}.`);
  if (events.length === 1) {
    const verb = first.end <= input.now ? 'was' : 'is';
    if (input.daysOff) {
      const which = verb === 'was' ? 'last' : 'next';
      return answer(`${first.event.title} ${verb} ${occurrenceWhen(first, zone)} — your ${which} day off.`);
    }
    const name = capitalise(nameFor(input.subject, first.event.title));
    // "how long is the cooking class": its length first, then when it is.
    if (input.measure === 'length' && !first.allDay)
      return answer(`${name} ${verb} ${lengthWords(first.end - first.start)} long, ${occurrenceWhen(first, zone)}.`);
    return answer(`${name} ${verb} ${occurrenceWhen(first, zone)}.`);
  }
  const shown = events.slice(0, MAX_LISTED);
  const each = shown.map((o) => `${o.event.title} ${occurrenceWhen(o, zone)}`).join('; ');
  const more = events.length > shown.length ? `; and ${String(events.length - shown.length)} more` : '';
  return answer(
    `${capitalise(subjectOr(input.subject, 'those events'))} — ${countWords(events.length, undefined)}: ${each}${more}.`,
  );
}

/** "2 hours", "1 hour 30 minutes", "45 minutes". */
function lengthWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 0 ? '' : `${String(hours)} hour${hours === 1 ? '' : 's'}`;
  const m = rest === 0 ? '' : `${String(rest)} minute${rest === 1 ? '' : 's'}`;
  return [h, m].filter((w) => w !== '').join(' ') || '0 minutes';
}

/** The words the person used when the title says them ("your trip" for "Trip to Boston"), else the title itself. */
function nameFor(subject: string | undefined, title: string): string {
  const said = (subject ?? '')
    .toLowerCase()
    .replace(/^(?:your|my|the|a|an)\s+/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  const titled = new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return said.length > 0 && said.every((w) => titled.has(w)) ? (subject ?? title) : `"${title}"`;
}

/** Each event once, at its first occurrence in the list: a series, or one-off events under one title. */
function onePerEvent(events: readonly EventOccurrence[]): EventOccurrence[] {
  const seen = new Set<string>();
  return events.filter((o) => {
    const key = o.event.recurringEventId ?? o.event.title.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Work said as a whole-day event is not time off: a conference is a busy day, not a day off. */
const WORK_DAY =
  /\b(?:conference|summit|offsite|off-site|training|workshop|kick-?off|expo|convention|onsite|on-site|hackathon)\b/i;

/** A whole-day event that takes the day and is not work: out of office, leave, a trip. */
export function isDayOff(o: EventOccurrence): boolean {
  return o.allDay && o.event.transparency !== 'transparent' && !declinedBySelf(o.event) && !WORK_DAY.test(o.event.title);
}

/**
 * The day off asked about among whole-day events: a busy one that is not work, the next still to
 * come, else the latest gone by.
 */
function daysOffOf(input: AnswerInput): EventOccurrence[] {
  const off = (input.events ?? []).filter(isDayOff);
  const ahead = off.filter((o) => o.end > input.now);
  const picked = ahead.length > 0 ? ahead[0] : off.at(-1);
  return picked === undefined ? [] : [picked];
}

/**
 * "You have 6 meetings on Tue 24 Nov." — the events found, else every one in the range; or the time
 * they take, overlaps counted once: "You have 5 h 45 min of meetings on Wed 25 Nov (8 meetings)."
 */
export async function answerCount(input: AnswerInput): Promise<Answer> {
  const { zone, now } = input;
  const range = input.range ?? (input.events === undefined ? todayOf(now, zone) : undefined);
  const events = input.events ?? (range === undefined ? [] : attended(await input.listOccurrences(range)));
  const verb = range !== undefined && range.end <= now ? 'had' : 'have';
  const where = range === undefined ? '' : ` ${rangeWords(range, zone, now).on}`;
  const count = countWords(events.length, input.subject);
  const minutes = timeTaken(events);
  const titles = new Set(events.map((o) => o.event.title));
  const [title] = titles;
  const text =
    input.measure === 'time' && minutes > 0
      ? `You ${verb} ${formatDuration(minutes)} of ${pluralWords(input.subject)}${where} (${count}).`
      : input.measure === 'times' && title !== undefined && titles.size === 1
        ? `You ${verb} ${title} ${events.length === 1 ? 'once' : `${String(events.length)} times`}${where}.`
        : `You ${verb} ${count}${where}.`;
  return { kind: 'count', text, timeZone: zone, items: events.map(toAgendaItem) };
}

/** Minutes the timed events fill, each minute once however many events share it. */
function timeTaken(events: readonly EventOccurrence[]): number {
  const busy = merge(events.filter((o) => !o.allDay).map((o) => ({ start: o.start, end: o.end })));
  return Math.round(busy.reduce((sum, i) => sum + durationOf(i), 0) / MINUTE_MS);
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
    const day = dayWords(next.start, now, zone);
    const until = untilWords(next.start, now, zone);
    sentences.push(`Next: ${next.event.title} at ${formatTime(next.start, zone)} ${day}${until === day ? '' : ` (${until})`}.`);
  }
  // The next one is the answer; the month after it is not.
  return {
    kind: 'next',
    text: sentences.join(' '),
    timeZone: zone,
    items: [...current.slice(0, 1), ...upcoming.slice(0, 1)].map(toAgendaItem),
  };
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
  return input.range === undefined ? '' : ` ${rangeWords(input.range, input.zone, input.now).on}`;
}
