import { describe, expect, it } from 'vitest';
import { eventIdSchema, type CalendarEvent, type EventOccurrence } from '../../../lib/core/domain/calendar-event';
import { busyFromOccurrences } from '../../../lib/core/slots/busy-from-occurrences';
import { expandOccurrences } from '../../../lib/core/time/expand-occurrences';
import { at } from './slot-fixtures';

let n = 0;
function allDay(startDate: string, endDate: string, transparency: CalendarEvent['transparency'] = 'opaque'): CalendarEvent {
  return {
    id: eventIdSchema.parse(`evt${String(++n).padStart(5, '0')}`),
    title: 'Away',
    time: { kind: 'allDay', startDate, endDate },
    attendees: [],
    transparency,
    etag: 'e1',
    updatedAt: 0,
  };
}
function timed(startIso: string, endIso: string, transparency: CalendarEvent['transparency'] = 'opaque'): CalendarEvent {
  return {
    ...allDay('2000-01-01', '2000-01-02', transparency),
    time: { kind: 'timed', start: at(startIso), end: at(endIso), timeZone: 'UTC' },
  };
}
const WEEK = { start: at('2026-11-20T00:00:00Z'), end: at('2026-12-05T00:00:00Z') };
const expand = (e: CalendarEvent, zone: string): EventOccurrence[] => expandOccurrences(e, WEEK, zone);

describe('busyFromOccurrences', () => {
  it('blocks an all-day event from midnight to midnight on the viewer’s clock', () => {
    const e = allDay('2026-11-24', '2026-11-25');
    expect(busyFromOccurrences(expand(e, 'Asia/Tokyo'), 'Asia/Tokyo')).toEqual([
      { start: at('2026-11-24T00:00:00+09:00'), end: at('2026-11-25T00:00:00+09:00') },
    ]);
  });

  it('re-anchors an all-day occurrence expanded in another zone to the viewer’s midnights', () => {
    const e = allDay('2026-11-24', '2026-11-26');
    expect(busyFromOccurrences(expand(e, 'Europe/Berlin'), 'America/New_York')).toEqual([
      { start: at('2026-11-24T00:00:00-05:00'), end: at('2026-11-26T00:00:00-05:00') },
    ]);
  });

  it('never blocks time for a transparent ("free") event, all-day or timed', () => {
    const occurrences = [
      ...expand(allDay('2026-11-24', '2026-11-25', 'transparent'), 'UTC'),
      ...expand(timed('2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z', 'transparent'), 'UTC'),
    ];
    expect(occurrences).toHaveLength(2);
    expect(busyFromOccurrences(occurrences, 'UTC')).toEqual([]);
  });

  it('merges overlapping and touching timed events', () => {
    const occurrences = [
      ...expand(timed('2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z'), 'UTC'),
      ...expand(timed('2026-11-23T11:00:00Z', '2026-11-23T12:00:00Z'), 'UTC'),
      ...expand(timed('2026-11-23T11:30:00Z', '2026-11-23T12:30:00Z'), 'UTC'),
    ];
    expect(busyFromOccurrences(occurrences, 'UTC')).toEqual([
      { start: at('2026-11-23T10:00:00Z'), end: at('2026-11-23T12:30:00Z') },
    ]);
  });

  it('blocks every day of a recurring all-day event, each a whole day across the DST change', () => {
    const e = { ...allDay('2026-10-31', '2026-11-01'), recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] };
    const busy = busyFromOccurrences(
      expandOccurrences(e, { start: at('2026-10-30T00:00:00Z'), end: at('2026-11-05T00:00:00Z') }, 'America/New_York'),
      'America/New_York',
    );
    // Three days merge into one block; 1 November is 25 hours long in New York.
    expect(busy).toEqual([{ start: at('2026-10-31T00:00:00-04:00'), end: at('2026-11-03T00:00:00-05:00') }]);
  });
});
