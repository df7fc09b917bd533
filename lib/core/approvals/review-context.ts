import { declinedBySelf, type CalendarEvent, type EventDraft, type EventOccurrence } from '../domain/calendar-event';
import type { Preferences } from '../domain/preferences';
import { occurrenceIntervalOfAllDay } from '../time/expand-occurrences';
import type { Interval } from '../time/interval';
import { addZonedDays, startOfZonedDay } from '../time/zoned';
import { cancelledOccurrences } from './cancelled-occurrences';
import { singleChanges, type CalendarChange } from './pending-action';

/** Where an event sits: instants for timed events, local midnights in the person's zone for all-day ones. */
export interface Span extends Interval {
  allDay: boolean;
}

/** One event of a change as the checks see it. */
export interface PlannedItem extends Span {
  kind: 'create' | 'update' | 'delete';
  title: string;
  /** The event as it will be (create, update) or as it was (delete). */
  event: EventDraft;
  /** The event as it is now (update, delete). */
  before?: CalendarEvent;
  /** A create, or an update that moves the event or makes it busy: time checks concern only these. */
  takesNewTime: boolean;
  /**
   * An update that only takes occurrences out of a series (occurrence-change.ts): the item stands
   * for the first of them, and the rest of the series stays where it is in the calendar.
   */
  cancels?: Interval[];
}

/** What every check reads: the change's events and the person's calendar around them. */
export interface ReviewContext {
  items: PlannedItem[];
  /**
   * The person's events around the change, without the ones the change itself writes: an event
   * never clashes with itself, and one that the change moves or deletes no longer stands where it was.
   */
  occurrences: EventOccurrence[];
  preferences: Preferences;
  timeZone: string;
}

/** Another event near an item: one already in the calendar, or another item of the same change. */
export interface Neighbour extends Span {
  title: string;
  /** It blocks time: marked busy, and not an invitation the person declined. */
  busy: boolean;
  location?: string;
}

/** The change's events in order, placed in the person's zone, for the card and the checks. */
export function planItems(change: CalendarChange, zone: string): PlannedItem[] {
  return singleChanges(change).map((c): PlannedItem => {
    switch (c.kind) {
      case 'create':
        return { kind: 'create', title: c.event.title, event: c.event, ...spanOf(c.event, zone), takesNewTime: true };
      case 'update': {
        const cancelled = cancelledOccurrences(c, zone);
        const [first] = cancelled;
        if (first !== undefined) {
          const { start, end, allDay } = first;
          const cancels = cancelled.map((o) => ({ start: o.start, end: o.end }));
          return {
            kind: 'update',
            title: c.after.title,
            event: c.after,
            before: c.before,
            start,
            end,
            allDay,
            takesNewTime: false,
            cancels,
          };
        }
        const moved = JSON.stringify(timeKey(c.before)) !== JSON.stringify(timeKey(c.after));
        const nowBusy = c.before.transparency === 'transparent' && c.after.transparency === 'opaque';
        return {
          kind: 'update',
          title: c.after.title,
          event: c.after,
          before: c.before,
          ...spanOf(c.after, zone),
          takesNewTime: moved || nowBusy,
        };
      }
      case 'delete':
        return {
          kind: 'delete',
          title: c.before.title,
          event: c.before,
          before: c.before,
          ...spanOf(c.before, zone),
          takesNewTime: false,
        };
    }
  });
}

/** An event's place in the person's zone: all-day dates mean local midnights there. */
export function spanOf(event: Pick<EventDraft, 'time'>, zone: string): Span {
  if (event.time.kind === 'timed') return { start: event.time.start, end: event.time.end, allDay: false };
  return { ...occurrenceIntervalOfAllDay(event.time.startDate, event.time.endDate, zone), allDay: true };
}

/** The instants or dates, not the zone they were written in: the same instants are the same time. */
export function timeKey(event: Pick<EventDraft, 'time'>): [number, number] | [string, string] {
  return event.time.kind === 'timed' ? [event.time.start, event.time.end] : [event.time.startDate, event.time.endDate];
}

/** Items that will stand in the calendar once the change is made (a cancelled occurrence will not). */
export function isPlaced(item: PlannedItem): boolean {
  return item.kind !== 'delete' && item.cancels === undefined;
}

/**
 * The whole days around every item that will stand in the calendar, so a single listing serves all
 * checks (day-off events start at midnight); undefined when there is nothing to check against.
 */
export function listingRange(items: readonly PlannedItem[], zone: string): Interval | undefined {
  const placed = items.filter(isPlaced);
  if (placed.length === 0) return undefined;
  const start = Math.min(...placed.map((i) => i.start));
  const end = Math.max(...placed.map((i) => i.end));
  return { start: startOfZonedDay(start, zone), end: addZonedDays(startOfZonedDay(Math.max(start, end - 1), zone), 1, zone) };
}

/**
 * The listing without the events the change writes. An instance of a series is matched by series
 * and original start as well as by id, because a calendar may list it under either.
 */
export function withoutWritten(occurrences: readonly EventOccurrence[], items: readonly PlannedItem[]): EventOccurrence[] {
  // A series that only loses occurrences keeps the others, which the change's own items may clash with.
  const written = items.flatMap((i) => (i.cancels !== undefined ? [] : i.before === undefined ? [i.event] : [i.event, i.before]));
  const cancelled = items.flatMap((i) =>
    i.cancels === undefined ? [] : i.cancels.map((c) => ({ id: i.event.id, start: c.start })),
  );
  return occurrences.filter(
    (o) => !written.some((w) => isSameEvent(o.event, w)) && !cancelled.some((c) => c.id === o.event.id && c.start === o.start),
  );
}

function isSameEvent(listed: CalendarEvent, written: EventDraft): boolean {
  if (listed.id === written.id || listed.recurringEventId === written.id) return true;
  return (
    listed.recurringEventId !== undefined &&
    listed.recurringEventId === written.recurringEventId &&
    listed.originalStart !== undefined &&
    listed.originalStart === written.originalStart
  );
}

/**
 * Everything item `index` could clash with: the listed events, and the other items of the change
 * where they will stand. A clash between two items is one line, not two: another item that the
 * same check looks at itself (`checks`) is offered only to the earlier of the pair.
 */
export function neighboursOf(ctx: ReviewContext, index: number, checks: (item: PlannedItem) => boolean): Neighbour[] {
  const listed = ctx.occurrences.map((o) => neighbour(o.event, o));
  const items = ctx.items.flatMap((item, j) =>
    j !== index && isPlaced(item) && (j > index || !checks(item)) ? [neighbour(item.event, item)] : [],
  );
  return [...listed, ...items].sort((a, b) => a.start - b.start || a.end - b.end);
}

function neighbour(event: EventDraft, span: Span): Neighbour {
  return {
    title: event.title,
    start: span.start,
    end: span.end,
    allDay: span.allDay,
    busy: blocksTime(event),
    ...(event.location === undefined ? {} : { location: event.location }),
  };
}

/** Marked busy and not declined: the events that take the person's time (as in Google). */
export function blocksTime(event: Pick<EventDraft, 'transparency' | 'attendees'>): boolean {
  return event.transparency === 'opaque' && !declinedBySelf(event);
}

/** `"Planning" overlaps …` when the card lists several events, so each line says which one it is about. */
export function subjectOf(ctx: Pick<ReviewContext, 'items'>, item: PlannedItem): string | undefined {
  return ctx.items.length > 1 ? `"${item.title}"` : undefined;
}
