import type { CalendarPort } from '../../lib/ports/calendar';

type Method = 'getEvent' | 'insertEvent' | 'updateEvent' | 'deleteEvent';

/** One call made to fail. */
export interface InjectedFailure {
  method: Method;
  /** Which call of the method fails, counted from when the failure is injected: 1 is the next one. */
  nth: number;
  error: Error;
  /** The write reaches the calendar and only its answer is lost, as when a connection drops. */
  landed?: boolean;
}

/**
 * A calendar whose chosen calls fail, passing every other call through: to see a bulk write stop
 * part-way and be finished. `calls` records every call, failed ones included, to count repeats.
 */
export function createFailingCalendar(calendar: CalendarPort) {
  const counts = new Map<Method, number>();
  const due: { method: Method; at: number; error: Error; landed: boolean }[] = [];
  const calls: { method: Method; id: string; failed: boolean }[] = [];

  async function through<T>(method: Method, id: string, call: () => Promise<T>): Promise<T> {
    const n = (counts.get(method) ?? 0) + 1;
    counts.set(method, n);
    const failure = due.find((f) => f.method === method && f.at === n);
    calls.push({ method, id, failed: failure !== undefined });
    if (failure === undefined) return call();
    if (failure.landed) await call();
    throw failure.error;
  }

  const failing: CalendarPort = {
    listOccurrences: (range, zone) => calendar.listOccurrences(range, zone),
    getEvent: (id, calendarId) => through('getEvent', id, () => calendar.getEvent(id, calendarId)),
    insertEvent: (draft, options) => through('insertEvent', draft.id, () => calendar.insertEvent(draft, options)),
    updateEvent: (draft, ifMatch, options) =>
      through('updateEvent', draft.id, () => calendar.updateEvent(draft, ifMatch, options)),
    deleteEvent: (id, ifMatch, options) => through('deleteEvent', id, () => calendar.deleteEvent(id, ifMatch, options)),
  };

  return {
    calendar: failing,
    calls,
    fail(failure: InjectedFailure): void {
      due.push({
        method: failure.method,
        at: (counts.get(failure.method) ?? 0) + failure.nth,
        error: failure.error,
        landed: failure.landed === true,
      });
    },
    /** The ids a method was called with, failed calls included. */
    idsOf: (method: Method): string[] => calls.filter((c) => c.method === method).map((c) => c.id),
  };
}
