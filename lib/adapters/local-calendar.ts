import {
  calendarEventSchema,
  type CalendarEvent,
  type EventDraft,
  type EventId,
  type EventOccurrence,
} from '../core/domain/calendar-event';
import { KairosError } from '../core/errors';
import { expandOccurrences } from '../core/time/expand-occurrences';
import type { Interval } from '../core/time/interval';
import type { CalendarPort } from '../ports/calendar';
import type { Clock } from '../ports/clock';
import type { KairosDb } from './kairos-db';

export interface LocalCalendar extends CalendarPort {
  /** Every stored event (for export). */
  allEvents(): Promise<CalendarEvent[]>;
  /** Adds drafts in one transaction: all are stored or none. */
  importEvents(drafts: readonly EventDraft[]): Promise<number>;
  clear(): Promise<void>;
}

/** The offline calendar in IndexedDB: the default until a Google account is connected. */
export function createLocalCalendar({ db, clock }: { db: KairosDb; clock: Clock }): LocalCalendar {
  let counter = 0;
  const nextEtag = (): string => `"${String(clock.now())}-${String(++counter)}"`;
  const stamp = (draft: EventDraft): CalendarEvent =>
    calendarEventSchema.parse({ ...draft, etag: nextEtag(), updatedAt: clock.now() });

  async function requireCurrent(id: EventId, ifMatch: string): Promise<CalendarEvent> {
    const current = await db.get('events', id);
    if (current === undefined) throw new KairosError('not_found', 'That event is no longer in the calendar.');
    if (current.etag !== ifMatch) throw new KairosError('stale_target', `"${current.title}" changed since it was read.`);
    return current;
  }

  return {
    async listOccurrences(range: Interval, timeZone: string): Promise<EventOccurrence[]> {
      // Recurring and all-day events can start long before the range: read them all and expand.
      // A personal local calendar is small enough; the Google adapter asks the server instead.
      const events = await db.getAll('events');
      return events
        .flatMap((event) => expandOccurrences(event, range, timeZone))
        .sort((a, b) => a.start - b.start || Number(b.allDay) - Number(a.allDay));
    },

    getEvent: (id) => db.get('events', id),

    async insertEvent(draft) {
      const tx = db.transaction('events', 'readwrite');
      const existing = await tx.store.get(draft.id);
      // Same id again (a retried insert): the first write stands, never a duplicate.
      if (existing !== undefined) return existing;
      const event = stamp(draft);
      await tx.store.put(event);
      await tx.done;
      return event;
    },

    async updateEvent(draft, ifMatch) {
      await requireCurrent(draft.id, ifMatch);
      const event = stamp(draft);
      await db.put('events', event);
      return event;
    },

    async deleteEvent(id, ifMatch) {
      await requireCurrent(id, ifMatch);
      await db.delete('events', id);
    },

    allEvents: () => db.getAll('events'),

    async importEvents(drafts) {
      const events = drafts.map(stamp);
      const tx = db.transaction('events', 'readwrite');
      await Promise.all([...events.map((e) => tx.store.put(e)), tx.done]);
      return events.length;
    },

    async clear() {
      const tx = db.transaction(['events', 'actions', 'audit'], 'readwrite');
      await Promise.all([
        tx.objectStore('events').clear(),
        tx.objectStore('actions').clear(),
        tx.objectStore('audit').clear(),
        tx.done,
      ]);
    },
  };
}
