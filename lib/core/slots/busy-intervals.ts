import type { EventOccurrence } from '../domain/calendar-event';
import type { Interval } from '../time/interval';

/** The time these occurrences block: "free"-marked (transparent) events block nothing. */
export function busyIntervals(occurrences: readonly EventOccurrence[]): Interval[] {
  return occurrences.filter((o) => o.event.transparency === 'opaque').map((o) => ({ start: o.start, end: o.end }));
}
