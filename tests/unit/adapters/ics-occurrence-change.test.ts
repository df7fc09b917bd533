import { describe, expect, it } from 'vitest';
import { parseIcs, toIcs } from '../../../lib/adapters/ics';
import { cancelOccurrence, moveOccurrence } from '../../../lib/core/approvals/occurrence-change';
import type { CalendarEvent, EventId } from '../../../lib/core/domain/calendar-event';
import { expandOccurrences } from '../../../lib/core/time/expand-occurrences';

const NY = 'America/New_York';
const at = (iso: string): number => Date.parse(iso);

const standup: CalendarEvent = {
  id: 'standup01' as EventId,
  title: 'Standup',
  time: { kind: 'timed', start: at('2026-10-26T09:00:00-04:00'), end: at('2026-10-26T09:15:00-04:00'), timeZone: NY },
  attendees: [],
  recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  transparency: 'opaque',
  etag: '"1"',
  updatedAt: at('2026-10-20T08:00:00Z'),
};

function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

function readBack(text: string) {
  let next = 0;
  const newId = () => `evt${String((next += 1)).padStart(5, '0')}`;
  return parseIcs(text, { newId, now: at('2026-10-20T00:00:00Z'), defaultTimeZone: 'Europe/Paris' });
}

/** What the calendar shows of an event around the DST change, as ISO instants. */
function shown(event: Pick<CalendarEvent, 'time' | 'recurrence'>): string[] {
  const range = { start: at('2026-10-29T00:00:00Z'), end: at('2026-11-05T00:00:00Z') };
  return expandOccurrences({ ...standup, ...event }, range, NY).map((o) => new Date(o.start).toISOString());
}

describe('an occurrence cancelled or moved, in .ics files', () => {
  // Monday 2 Nov 2026, the first weekday after clocks go back: 09:00 EST.
  const monday = { start: at('2026-11-02T09:00:00-05:00'), end: at('2026-11-02T09:15:00-05:00') };
  const cancelled: CalendarEvent = { ...standup, ...cancelOccurrence(standup, monday.start, false, NY).after };

  it('exports the EXDATE with the series', () => {
    expect(unfold(toIcs([cancelled]))).toContain('EXDATE;TZID=America/New_York:20261102T090000');
  });

  it('reads back the same EXDATE, so the occurrence stays cancelled after a round trip', () => {
    const { events, problems } = readBack(toIcs([cancelled]));
    expect(problems).toEqual([]);
    expect(events.map((e) => e.recurrence)).toEqual([cancelled.recurrence]);
    const [back] = events;
    if (back === undefined) throw new Error('nothing read back');
    expect(shown(back)).toEqual(shown(cancelled));
    expect(shown(back)).not.toContain(new Date(monday.start).toISOString());
  });

  it('exports a moved occurrence as a series with an EXDATE and a single event of its own UID, and reads both back', () => {
    const to = { start: at('2026-11-02T14:00:00-05:00'), end: at('2026-11-02T14:15:00-05:00') };
    const [cancel, create] = moveOccurrence(standup, monday, to, 'moved00001');
    const series: CalendarEvent = { ...standup, ...cancel.after };
    const single: CalendarEvent = { ...create.event, etag: '"2"', updatedAt: standup.updatedAt };
    const lines = unfold(toIcs([series, single]));
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(['UID:standup01@kairos', 'UID:standup01@kairos_R20261102T140000Z']);
    const { events } = readBack(toIcs([series, single]));
    expect(events.map((e) => [e.title, e.recurrence, e.icalUid])).toEqual([
      ['Standup', series.recurrence, 'standup01@kairos'],
      ['Standup', undefined, 'standup01@kairos_R20261102T140000Z'],
    ]);
    expect(events[1]?.time).toEqual({ kind: 'timed', ...to, timeZone: NY });
  });
});
