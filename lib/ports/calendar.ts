import type { RecurrenceScope, SendUpdates } from '../core/domain/calendar-connection';
import type { CalendarEvent, EventDraft, EventId, EventOccurrence } from '../core/domain/calendar-event';
import type { Interval } from '../core/time/interval';

/** How a write reaches other people: Google emails attendees by this; the local calendar ignores it. */
export interface WriteOptions {
  sendUpdates?: SendUpdates;
}

/**
 * What Kairos needs from a calendar. The local (IndexedDB) and Google adapters both implement it;
 * lib/core sees nothing else. `calendarId` names one of the person's calendars where an event may
 * live in several (Google); absent, the calendar Kairos writes to.
 */
export interface CalendarPort {
  /** Occurrences overlapping the range (recurring events expanded), sorted by start. */
  listOccurrences(range: Interval, timeZone: string): Promise<EventOccurrence[]>;
  /** The event as it is now; undefined when it is gone (deleted or cancelled). */
  getEvent(id: EventId, calendarId?: string): Promise<CalendarEvent | undefined>;
  /**
   * Creates with the draft's client id; inserting an id that exists returns the existing event, so
   * a retried insert never makes a second one. Re-inserting a deleted event's id restores it.
   */
  insertEvent(draft: EventDraft, options?: WriteOptions): Promise<CalendarEvent>;
  /** Replaces the event if its etag still matches `ifMatch`; otherwise fails with stale_target. */
  updateEvent(event: EventDraft, ifMatch: string, options?: WriteOptions): Promise<CalendarEvent>;
  deleteEvent(id: EventId, ifMatch: string, options?: WriteOptions & { calendarId?: string }): Promise<void>;
  /**
   * Changes a recurring event from one occurrence: just it, it and those after, or the whole series.
   * `occurrence` is the instance as listed; `after` its new fields. Absent: recurring edits are refused.
   */
  updateRecurring?(
    occurrence: CalendarEvent,
    after: EventDraft,
    scope: RecurrenceScope,
    options?: WriteOptions,
  ): Promise<CalendarEvent>;
}
