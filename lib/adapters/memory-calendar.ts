import { calendarEventSchema, type CalendarEvent, type EventDraft } from '../core/domain/calendar-event';
import { KairosError } from '../core/errors';
import { expandOccurrences } from '../core/time/expand-occurrences';
import type { Clock } from '../ports/clock';
import type { LocalCalendar } from './local-calendar';

/** The local calendar's behaviour in memory: for the CLI (a calendar file) and tests. */
export function createMemoryCalendar({ clock, events = [] }: { clock: Clock; events?: readonly CalendarEvent[] }): LocalCalendar {
  const store = new Map<string, CalendarEvent>(events.map((e) => [e.id, e]));
  let counter = 0;
  const stamp = (draft: EventDraft): CalendarEvent =>
    calendarEventSchema.parse({ ...draft, etag: `"${String(clock.now())}-${String(++counter)}"`, updatedAt: clock.now() });
  const current = (id: string, ifMatch: string): CalendarEvent => {
    const event = store.get(id);
    if (event === undefined) throw new KairosError('not_found', 'That event is no longer in the calendar.');
    if (event.etag !== ifMatch) throw new KairosError('stale_target', `"${event.title}" changed since it was read.`);
    return event;
  };
  return {
    listOccurrences: (range, zone) =>
      Promise.resolve(
        [...store.values()]
          .flatMap((e) => expandOccurrences(e, range, zone))
          .sort((a, b) => a.start - b.start || Number(b.allDay) - Number(a.allDay)),
      ),
    getEvent: (id) => Promise.resolve(store.get(id)),
    insertEvent(draft) {
      const existing = store.get(draft.id);
      if (existing !== undefined) return Promise.resolve(existing);
      const event = stamp(draft);
      store.set(event.id, event);
      return Promise.resolve(event);
    },
    updateEvent(draft, ifMatch) {
      current(draft.id, ifMatch);
      const event = stamp(draft);
      store.set(event.id, event);
      return Promise.resolve(event);
    },
    deleteEvent(id, ifMatch) {
      current(id, ifMatch);
      store.delete(id);
      return Promise.resolve();
    },
    allEvents: () => Promise.resolve([...store.values()]),
    importEvents(drafts) {
      for (const draft of drafts) store.set(draft.id, stamp(draft));
      return Promise.resolve(drafts.length);
    },
    clear() {
      store.clear();
      return Promise.resolve();
    },
  };
}
