import type { CalendarEvent, EventDraft, EventOccurrence } from '../domain/calendar-event';
import { expandOccurrences } from '../time/expand-occurrences';
import type { Interval } from '../time/interval';
import { parseRecurrenceLines, type IcalValue } from '../time/parse-recurrence-lines';
import { DAY_MS } from '../time/zoned';
import { addedLines } from './occurrence-change';

/**
 * The occurrences an update of a repeating event takes out, when taking them out (EXDATE lines) is
 * all it does: what the card and its one line name instead of the series' first date. Read by
 * expanding the series before and after around each new EXDATE, so it says what the calendar will
 * show, however the line was written. Empty for any other update.
 */
export function cancelledOccurrences(change: { before: CalendarEvent; after: EventDraft }, viewZone: string): EventOccurrence[] {
  const lines = addedLines(change);
  if (lines === undefined) return [];
  const after: CalendarEvent = { ...change.before, ...change.after };
  const gone = new Map<number, EventOccurrence>();
  for (const value of parseRecurrenceLines(lines)?.exdates ?? []) {
    const around = windowOf(value);
    const kept = new Set(expandOccurrences(after, around, viewZone).map((o) => o.start));
    for (const o of expandOccurrences(change.before, around, viewZone)) if (!kept.has(o.start)) gone.set(o.start, o);
  }
  return [...gone.values()].sort((a, b) => a.start - b.start);
}

/** Wall clock and instant differ by less than a day, so two days each side hold the occurrence named. */
function windowOf(value: IcalValue): Interval {
  const at = value.kind === 'utc' ? value.instant : value.floating;
  return { start: at - 2 * DAY_MS, end: at + 2 * DAY_MS };
}
