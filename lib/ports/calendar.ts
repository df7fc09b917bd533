import type { CalendarEvent, EventDraft, EventId, EventOccurrence } from '../core/domain/calendar-event';
import type { Interval } from '../core/time/interval';

/**
 * What Kairos needs from a calendar. The local (IndexedDB) and Google adapters both implement it;
 * lib/core sees nothing else.
 */
export interface CalendarPort {
  /** Occurrences overlapping the range (recurring events expanded), sorted by start. */
  listOccurrences(range: Interval, timeZone: string): Promise<EventOccurrence[]>;
  getEvent(id: EventId): Promise<CalendarEvent | undefined>;
  /** Creates with the draft's client id; inserting an id that exists returns the existing event. */
  insertEvent(draft: EventDraft): Promise<CalendarEvent>;
  /** Replaces the event if its etag still matches `ifMatch`; otherwise fails with stale_target. */
  updateEvent(event: EventDraft, ifMatch: string): Promise<CalendarEvent>;
  deleteEvent(id: EventId, ifMatch: string): Promise<void>;
}
