import { newEventIdSchema, type CalendarEvent, type EventDraft } from '../domain/calendar-event';
import { KairosError } from '../errors';
import { expandOccurrences } from '../time/expand-occurrences';
import { floatingOf, instantOfFloating } from '../time/floating-time';
import { parseRecurrenceLines } from '../time/parse-recurrence-lines';
import type { Interval } from '../time/interval';
import { DAY_MS, isoDateInZone } from '../time/zoned';
import { toDraft } from './execute-change';
import type { SingleChange } from './pending-action';

/*
 * One occurrence of a repeating event on the local calendar (and the CLI's file calendars) is not
 * an event of its own, as it is on Google: the series holds it. So it is cancelled by an EXDATE on
 * the series, and moved by that EXDATE plus a single event at the new time, as iCalendar does for
 * an overridden instance (and as importing one does here). Both are plain updates and creates, so
 * approval, review, undo and History need nothing new.
 */

type UpdateChange = Extract<SingleChange, { kind: 'update' }>;
type CreateChange = Extract<SingleChange, { kind: 'create' }>;

/** A repeating event stored whole, as the local calendar keeps it; a Google instance names its series instead. */
export function isLocalSeries(event: Pick<CalendarEvent, 'recurrence' | 'recurringEventId'>): boolean {
  return (event.recurrence?.length ?? 0) > 0 && event.recurringEventId === undefined;
}

/**
 * The series without the occurrence starting at `occurrenceStart`. An all-day occurrence starts at
 * a midnight in the viewer's zone (`viewZone`), which is what names its date. Refuses a start that
 * is not an occurrence of the series, or one an EXDATE cannot name exactly (a start with
 * milliseconds): cancelling some other day, or nothing, would be worse than saying no.
 */
export function cancelOccurrence(
  series: CalendarEvent,
  occurrenceStart: number,
  allDay: boolean,
  viewZone: string,
): UpdateChange {
  const line = exdateLine(series, occurrenceStart, allDay, viewZone);
  const after: EventDraft = { ...toDraft(series), recurrence: [...(series.recurrence ?? []), line] };
  assertRemovesOnly(series, after, occurrenceStart, viewZone);
  return { kind: 'update', before: series, after };
}

/**
 * One occurrence at a new time: the series without it, and a single event like it (title, guests,
 * place, notes, video call, busy or free) at `to`. Its UID is derived from the series' as an
 * imported override's is, so an export can never pass it off as the series. Only timed series:
 * an all-day occurrence has no time to move to.
 */
export function moveOccurrence(
  series: CalendarEvent,
  occurrence: Interval,
  to: Interval,
  newId: string,
): [UpdateChange, CreateChange] {
  if (series.time.kind !== 'timed') {
    throw new KairosError('invalid_input', `"${series.title}" lasts all day, so one of its days cannot be moved to a time.`);
  }
  const zone = series.time.timeZone;
  // The viewer's zone only places all-day occurrences, so any will do for a timed one.
  const cancel = cancelOccurrence(series, occurrence.start, false, 'UTC');
  const {
    recurrence: _recurrence,
    link: _link,
    recurringEventId: _series,
    originalStart: _originalStart,
    ...fields
  } = toDraft(series);
  const event: EventDraft = {
    ...fields,
    id: newEventIdSchema.parse(newId),
    icalUid: `${seriesUid(series)}_R${utcStamp(occurrence.start)}`,
    time: { kind: 'timed', start: to.start, end: to.end, timeZone: zone },
  };
  return [cancel, { kind: 'create', event }];
}

/**
 * A single event made by moveOccurrence out of `series`. Read from the UID it was given, so the
 * card can say "move" rather than "cancel one and add one".
 */
export function isMovedOccurrenceOf(event: Pick<EventDraft, 'icalUid' | 'recurrence'>, series: CalendarEvent): boolean {
  return (event.recurrence?.length ?? 0) === 0 && event.icalUid?.startsWith(`${seriesUid(series)}_R`) === true;
}

/**
 * Several occurrences of one series changed in one approval become one update of the series with
 * every EXDATE, in the place of the first: the writes are checked against the series' etag before
 * any is made, so two updates of it could never both succeed. Other changes keep their order.
 */
export function mergeOccurrenceChanges(changes: readonly SingleChange[]): SingleChange[] {
  const merged = new Map<string, UpdateChange>();
  const out: SingleChange[] = [];
  for (const change of changes) {
    if (change.kind !== 'update' || addedLines(change) === undefined) {
      out.push(change);
      continue;
    }
    const key = `${change.before.calendarId ?? ''}/${change.before.id}`;
    const first = merged.get(key);
    if (first === undefined) {
      const copy: UpdateChange = { ...change, after: { ...change.after, recurrence: [...(change.after.recurrence ?? [])] } };
      merged.set(key, copy);
      out.push(copy);
      continue;
    }
    const lines = first.after.recurrence ?? [];
    for (const line of addedLines(change) ?? []) if (!lines.includes(line)) lines.push(line);
  }
  return out;
}

/**
 * The EXDATE lines an update adds to its series when that is all it does; undefined for any other
 * update (a moved series, a new rule, a renamed one).
 */
export function addedLines(change: Pick<UpdateChange, 'before' | 'after'>): string[] | undefined {
  const was = change.before.recurrence ?? [];
  const now = change.after.recurrence ?? [];
  if (was.length === 0 || now.length <= was.length || was.some((line, i) => now[i] !== line)) return undefined;
  const added = now.slice(was.length);
  if (!added.every((line) => /^EXDATE[;:]/i.test(line))) return undefined;
  const { recurrence: _was, ...restBefore } = toDraft(change.before);
  const { recurrence: _now, ...restAfter } = change.after;
  return sameFields(restBefore, restAfter) ? added : undefined;
}

/**
 * The iCalendar form the expander and Google read: the date for an all-day series; for a timed one
 * its wall clock with TZID (UTC written as such). The second 01:30 of a night the clocks go back
 * has no wall clock of its own, so it is written in UTC, which names it exactly.
 */
function exdateLine(series: CalendarEvent, start: number, allDay: boolean, viewZone: string): string {
  if (series.time.kind === 'allDay' || allDay) return `EXDATE;VALUE=DATE:${isoDateInZone(start, viewZone).replaceAll('-', '')}`;
  const zone = series.time.timeZone;
  const floating = floatingOf(start, zone);
  if (zone === 'UTC' || instantOfFloating(floating, zone) !== start) return `EXDATE:${utcStamp(start)}`;
  return `EXDATE;TZID=${zone}:${compact(floating)}`;
}

/** The expander is the judge: after the change exactly that occurrence is gone and every other stays. */
function assertRemovesOnly(series: CalendarEvent, after: EventDraft, start: number, viewZone: string): void {
  const around = { start: start - 2 * DAY_MS, end: start + 2 * DAY_MS };
  const starts = (event: CalendarEvent): number[] => expandOccurrences(event, around, viewZone).map((o) => o.start);
  const had = starts(series);
  const has = starts({ ...series, ...after });
  const removesOnly = had.includes(start) && has.length === had.length - 1 && has.every((s) => s !== start && had.includes(s));
  if (!removesOnly) {
    throw new KairosError('invalid_input', `Kairos could not take that one occurrence out of "${series.title}" exactly.`);
  }
}

/** What an exported file calls the series: its own UID, or the one export gives an event without one. */
function seriesUid(series: CalendarEvent): string {
  return series.icalUid ?? `${series.id}@kairos`;
}

function utcStamp(ms: number): string {
  return `${compact(ms)}Z`;
}

/** 20261201T090000 from wall-clock fields stored as if UTC. */
function compact(floating: number): string {
  return new Date(floating).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** Compares values, not key order: a stored event read back may list its fields in another order. */
function sameFields(a: object, b: object): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * The occurrences an update takes out of its series when that is all it does (cancelOccurrence's
 * EXDATEs), as they were: so a list of changes can say "the standup on Wed 25 Nov", not "the series
 * from its first day". Undefined for any other update.
 */
export function cancelledOccurrences(change: Pick<UpdateChange, 'before' | 'after'>, viewZone: string): Interval[] | undefined {
  if (addedLines(change) === undefined) return undefined;
  const series = change.before;
  const was = change.before.recurrence ?? [];
  const exdates = parseRecurrenceLines((change.after.recurrence ?? []).slice(was.length))?.exdates ?? [];
  const zone = series.time.kind === 'timed' ? series.time.timeZone : viewZone;
  const found: Interval[] = [];
  for (const value of exdates) {
    const at =
      value.kind === 'utc'
        ? value.instant
        : instantOfFloating(value.floating, value.kind === 'local' ? (value.zone ?? zone) : viewZone);
    const around = { start: at - 2 * DAY_MS, end: at + 2 * DAY_MS };
    const hit = expandOccurrences(series, around, viewZone).find((o) =>
      value.kind === 'date' ? isoDateInZone(o.start, viewZone) === isoDateInZone(at, viewZone) : o.start === at,
    );
    if (hit !== undefined) found.push({ start: hit.start, end: hit.end });
  }
  return found;
}

/** Whether `event` is the occurrence of `series` starting at `occurrenceStart`, moved (moveOccurrence). */
export function isMoveOfOccurrence(event: Pick<EventDraft, 'icalUid'>, series: CalendarEvent, occurrenceStart: number): boolean {
  return event.icalUid === `${seriesUid(series)}_R${utcStamp(occurrenceStart)}`;
}
