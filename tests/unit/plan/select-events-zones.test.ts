import { describe, expect, it } from 'vitest';
import type { EventOccurrence } from '../../../lib/core/domain/calendar-event';
import type { EventQuery } from '../../../lib/core/plan/event-query';
import { buildPeopleDirectory } from '../../../lib/core/plan/query/people-directory';
import { queryRange, selectEvents } from '../../../lib/core/plan/query/select-events';
import { at, event } from './calendar-fixtures';

// Times of day and weekdays are read on the person's wall clock, which jumps on DST days.
const directory = buildPeopleDirectory([]);

/** The titles of what `query` finds in `calendar` for someone in `zone`, now being long before. */
function titles(calendar: readonly EventOccurrence[], zone: string, query: Omit<EventQuery, 'expect'>): string[] {
  const selection = selectEvents(
    calendar,
    { expect: 'many', ...query },
    { now: Date.parse('2026-01-01T00:00:00Z'), timeZone: zone, directory },
  );
  return selection.kind === 'found' ? selection.occurrences.map((o) => o.event.title) : [selection.kind];
}
const utc = (title: string, startIso: string): EventOccurrence =>
  at(
    event(title.toLowerCase().replace(/[^a-z0-9]/g, '') || 'x0000', title),
    startIso,
    new Date(Date.parse(startIso) + 1_800_000).toISOString(),
  );

describe('selectEvents on DST days in America/New_York', () => {
  const ny = 'America/New_York';
  const spring = [
    utc('sat 0830 EST', '2026-03-07T13:30:00Z'),
    utc('sun 0130 EST', '2026-03-08T06:30:00Z'),
    utc('sun 0330 EDT', '2026-03-08T07:30:00Z'),
    utc('sun 2330 EDT', '2026-03-09T03:30:00Z'),
    utc('mon 0830 EDT', '2026-03-09T12:30:00Z'),
  ];
  const range = { start: '2026-03-07T00:00:00-05:00', end: '2026-03-10T00:00:00-04:00' };

  it('reads starts before and after the jump forward on their own side of it', () => {
    const sunday = { start: '2026-03-08T00:00:00-05:00', end: '2026-03-09T00:00:00-04:00' };
    expect(titles(spring, ny, { range: sunday, startsBefore: '03:00' })).toEqual(['sun 0130 EST']);
    expect(titles(spring, ny, { range: sunday, startsAfter: '03:00' })).toEqual(['sun 0330 EDT', 'sun 2330 EDT']);
  });

  it('reads a start after the change with the new offset ("after 8am" keeps Monday 08:30 EDT)', () => {
    expect(titles(spring, ny, { range, startsAfter: '08:00', startsBefore: '09:00' })).toEqual(['sat 0830 EST', 'mon 0830 EDT']);
    expect(titles(spring, ny, { range, partsOfDay: ['morning'] })).toEqual(['sat 0830 EST', 'mon 0830 EDT']);
  });

  it('places a late start on its local weekday, not the UTC one', () => {
    expect(titles(spring, ny, { range, weekdays: ['sun'] })).toEqual(['sun 0130 EST', 'sun 0330 EDT', 'sun 2330 EDT']);
  });

  it('counts both 01:30s of the night the clocks go back', () => {
    const fall = [utc('first 0130', '2026-11-01T05:30:00Z'), utc('second 0130', '2026-11-01T06:30:00Z')];
    const night = { start: '2026-11-01T00:00:00-04:00', end: '2026-11-02T00:00:00-05:00' };
    expect(titles(fall, ny, { range: night, startsBefore: '02:00', startsAfter: '01:30' })).toEqual([
      'first 0130',
      'second 0130',
    ]);
    expect(titles(fall, ny, { range: night, startsBefore: '01:30' })).toEqual(['none']);
  });
});

describe('selectEvents on DST days in Europe/London', () => {
  const london = 'Europe/London';

  it('reads starts around the jump to BST on its wall clock', () => {
    const spring = [
      utc('0030 GMT', '2026-03-29T00:30:00Z'),
      utc('0230 BST', '2026-03-29T01:30:00Z'),
      utc('1000 BST', '2026-03-29T09:00:00Z'),
    ];
    const sunday = { start: '2026-03-29T00:00:00Z', end: '2026-03-29T23:00:00Z' };
    expect(titles(spring, london, { range: sunday, startsBefore: '01:00' })).toEqual(['0030 GMT']);
    expect(titles(spring, london, { range: sunday, startsBefore: '10:00' })).toEqual(['0030 GMT', '0230 BST']);
    expect(titles(spring, london, { range: sunday, startsAfter: '10:00' })).toEqual(['1000 BST']);
  });

  it('counts both 01:30s of the night the clocks go back', () => {
    const fall = [
      utc('BST 0130', '2026-10-25T00:30:00Z'),
      utc('GMT 0130', '2026-10-25T01:30:00Z'),
      utc('GMT 0230', '2026-10-25T02:30:00Z'),
    ];
    const night = { start: '2026-10-24T23:00:00Z', end: '2026-10-26T00:00:00Z' };
    expect(titles(fall, london, { range: night, startsBefore: '02:00' })).toEqual(['BST 0130', 'GMT 0130']);
    expect(titles(fall, london, { range: night, startsAfter: '02:00' })).toEqual(['GMT 0230']);
  });

  it('places a start on the weekday of the zone asked about', () => {
    const lateSunday = [utc('sunday night in New York', '2026-03-09T03:30:00Z')];
    expect(
      titles(lateSunday, london, { weekdays: ['mon'], range: { start: '2026-03-08T00:00:00Z', end: '2026-03-10T00:00:00Z' } }),
    ).toEqual(['sunday night in New York']);
  });
});

describe('queryRange', () => {
  const zone = 'America/New_York';
  const now = Date.parse('2026-03-01T09:00:00-05:00');

  it("uses the query's own range", () => {
    const range = { start: '2026-03-02T00:00:00-05:00', end: '2026-03-03T00:00:00-05:00' };
    expect(queryRange({ range, expect: 'many' }, now, zone)).toEqual({
      start: Date.parse(range.start),
      end: Date.parse(range.end),
    });
  });

  it('looks 30 days ahead from now by default, keeping the wall clock across DST', () => {
    expect(queryRange({ expect: 'one' }, now, zone)).toEqual({ start: now, end: Date.parse('2026-03-31T09:00:00-04:00') });
    expect(queryRange({ upcoming: true, expect: 'one' }, now, zone).end).toBe(Date.parse('2026-03-31T09:00:00-04:00'));
  });

  it('looks 90 days back for a query about the past only', () => {
    expect(queryRange({ past: true, expect: 'one' }, now, zone)).toEqual({
      start: Date.parse('2025-12-01T09:00:00-05:00'),
      end: now,
    });
  });
});
