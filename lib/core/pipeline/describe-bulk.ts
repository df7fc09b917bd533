import { MAX_BULK_CHANGES } from '../approvals/pending-action';
import type { CalendarEvent } from '../domain/calendar-event';
import type { BulkMove, BulkRequest, BulkSelection } from '../nlu/read-bulk-request';
import { formatClock } from '../nlu/parse-time-of-day';
import { formatDay, formatRange, formatTime } from '../time/format';
import type { Interval } from '../time/interval';
import { MINUTE_MS, addZonedDays, isoDateInZone, isoDateToInstant, startOfZonedDay } from '../time/zoned';
import type { BulkPlan, LeftAloneReason } from './plan-bulk-changes';

/** How far "delete all my events" looks when no time is said: far enough to matter, short enough to read. */
export const DEFAULT_BULK_DAYS = 30;

/** Where a bulk request looked, as its card and replies say it: "on Fri 27 Nov", "in the next 30 days". */
export function rangeWords(range: Interval | undefined, zone: string): string {
  if (range === undefined) return `in the next ${String(DEFAULT_BULK_DAYS)} days`;
  const wholeDays = startOfZonedDay(range.start, zone) === range.start && startOfZonedDay(range.end, zone) === range.end;
  if (wholeDays) {
    const last = addZonedDays(range.end, -1, zone);
    return isoDateInZone(last, zone) === isoDateInZone(range.start, zone)
      ? `on ${formatDay(range.start, zone)}`
      : `between ${formatDay(range.start, zone)} and ${formatDay(last, zone)}`;
  }
  if (range.end - range.start <= MINUTE_MS) return `at ${formatTime(range.start, zone)} on ${formatDay(range.start, zone)}`;
  return `on ${formatRange(range.start, range.end, zone)}`;
}

/** "on Mon 30 Nov and Wed 2 Dec": the days a request listed, not the days between them. */
function datesWords(dates: readonly string[], zone: string): string {
  const days = dates.map((d) => formatDay(isoDateToInstant(d, zone), zone));
  return `on ${days.length <= 2 ? days.join(' and ') : `${days.slice(0, -1).join(', ')} and ${days.at(-1) ?? ''}`}`;
}

/** The card's one line: "Delete 5 events on Fri 27 Nov", "Move 3 events from Fri 27 Nov to Mon 30 Nov". */
export function describeBulk(request: BulkRequest, count: number, range: Interval | undefined, zone: string): string {
  const events = countWords(count, request.selection);
  const where = request.selection.dates === undefined ? rangeWords(range, zone) : datesWords(request.selection.dates, zone);
  const { operation } = request;
  if (operation.kind === 'delete') return `Delete ${events} ${where}`;
  const { move } = operation;
  switch (move.kind) {
    case 'shift':
      return `Move ${events} ${amountWords(move.minutes)} (${where})`;
    case 'clock':
      return `Move ${events} to ${formatClock(move.minutes)} (${where})`;
    case 'days': {
      const at = move.clock === undefined ? '' : ` at ${formatClock(move.clock)}`;
      const oneDay = range !== undefined && where === `on ${formatDay(range.start, zone)}`;
      return range !== undefined && oneDay
        ? `Move ${events} from ${formatDay(range.start, zone)} to ${formatDay(addZonedDays(range.start, move.days, zone), zone)}${at}`
        : `Move ${events} ${amountWords(move.days * 1440)}${at} (${where})`;
    }
  }
}

/** "1 hour later", "30 minutes earlier", "1 week later". */
export function amountWords(minutes: number): string {
  const m = Math.abs(minutes);
  const parts =
    m % (7 * 1440) === 0
      ? [plural(m / (7 * 1440), 'week')]
      : m % 1440 === 0
        ? [plural(m / 1440, 'day')]
        : [Math.floor(m / 60) > 0 ? plural(Math.floor(m / 60), 'hour') : '', m % 60 > 0 ? plural(m % 60, 'minute') : ''];
  return `${parts.filter((p) => p !== '').join(' ')} ${minutes > 0 ? 'later' : 'earlier'}`;
}

function plural(n: number, word: string): string {
  return `${String(n)} ${word}${n === 1 ? '' : 's'}`;
}

function countWords(count: number, selection: BulkSelection): string {
  return plural(count, `${kindWords(selection)}event`);
}

function kindWords(selection: BulkSelection): string {
  if (selection.allDay === 'only') return 'all-day ';
  const parts = selection.dayParts.join(' and ');
  const kind = selection.oneOnOne === true ? 'one-on-one ' : selection.personal === true ? 'personal ' : '';
  return `${selection.repeatingOnly ? 'repeating ' : ''}${parts === '' ? '' : `${parts} `}${kind}`;
}

/** "I found no events matching "standup" with Dana on Fri 27 Nov to cancel.": what was searched, so it can be said better. */
export function noMatchText(request: BulkRequest, range: Interval | undefined, zone: string): string {
  const { selection } = request;
  const titles = selection.titles.map((words) => `"${words.join(' ')}"`).join(' or ');
  const people = selection.attendees.map((a) => a.name ?? a.email ?? '').filter((n) => n !== '');
  const what = `${kindWords(selection)}events${titles === '' ? '' : ` matching ${titles}`}${people.length === 0 ? '' : ` with ${people.join(' and ')}`}`;
  return `I found no ${what} ${rangeWords(range, zone)} to ${request.operation.kind === 'delete' ? 'cancel' : 'move'}.`;
}

export function tooManyText(count: number, range: Interval | undefined, zone: string): string {
  return (
    `That is ${String(count)} events ${rangeWords(range, zone)}, more than the ${String(MAX_BULK_CHANGES)} one change can hold. ` +
    'Narrow it down by day ("on Friday"), by name ("all my standups") or by person ("with Sam").'
  );
}

export function stackedText(move: BulkMove): string {
  const clock = move.kind === 'clock' ? move.minutes : move.kind === 'days' ? move.clock : undefined;
  const at = clock === undefined ? 'one time' : formatClock(clock);
  return (
    `That would start several events at ${at} on the same day, on top of each other. ` +
    'Move them by an amount instead (e.g. "push all my meetings tomorrow back an hour"), or one at a time.'
  );
}

/** What each reason says, and what the person can do about it. */
const LEFT_ALONE: Readonly<Record<LeftAloneReason, (n: number, deleting: boolean) => { what: string; advice?: string }>> = {
  declined: (n) => ({ what: `${plural(n, 'event')} you declined` }),
  all_day: (n, deleting) => ({
    what: plural(n, 'all-day event'),
    advice: deleting ? 'say "including all-day events" to include them' : 'only events with a start and end time can be moved',
  }),
  started: (n) => ({ what: `${plural(n, 'event')} that already started` }),
  repeating: (n) => ({ what: plural(n, 'repeating event'), advice: 'change those in your calendar' }),
  into_past: (n) => ({ what: `${plural(n, 'event')} that would move into the past` }),
  unchanged: (n) => ({ what: `${plural(n, 'event')} already at that time` }),
};

/**
 * One line per reason: "Left alone: 2 repeating events (Standup, Gym) — change those in your
 * calendar". Occurrences of one repeating event count once.
 */
export function leftAloneNotes(plan: BulkPlan, deleting: boolean): string[] {
  const notes = plan.leftAlone.map(({ reason, events }) => {
    const distinct = [...new Map(events.map((e) => [e.recurringEventId ?? e.id, e])).values()];
    const { what, advice } = LEFT_ALONE[reason](distinct.length, deleting);
    return `Left alone: ${what} (${titlesOf(distinct)})${advice === undefined ? '' : ` — ${advice}`}`;
  });
  if (plan.oneOccurrence.length > 0) {
    notes.push(
      `Repeating events move for this occurrence only (${titlesOf(plan.oneOccurrence)}); the rest of each series stays.`,
    );
  }
  return notes;
}

/** "Standup, Gym and 3 more": each title once. */
function titlesOf(events: readonly CalendarEvent[]): string {
  const titles = [...new Set(events.map((e) => (e.title.trim() === '' ? '(no title)' : e.title)))];
  const shown = titles.slice(0, 3).join(', ');
  return titles.length > 3 ? `${shown} and ${String(titles.length - 3)} more` : shown;
}
