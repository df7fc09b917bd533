import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent, EventId } from '../../../lib/core/domain/calendar-event';
import { expandOccurrences, occurrenceIntervalOfAllDay } from '../../../lib/core/time/expand-occurrences';
import type { Interval } from '../../../lib/core/time/interval';
import { DAY_MS, HOUR_MS, instantToWallClock, toZonedIso, wallClockToInstant } from '../../../lib/core/time/zoned';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const LORD_HOWE = 'Australia/Lord_Howe';

function at(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`bad test instant ${iso}`);
  return ms;
}

/** An instant given as wall-clock time in a zone, e.g. local('2026-10-20 09:00', NY). */
function local(wall: string, zone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(wall);
  if (m === null) throw new Error(`bad wall clock ${wall}`);
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  return wallClockToInstant({ year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: hour ?? 0, minute: minute ?? 0 }, zone);
}

function range(start: string, end: string): Interval {
  return { start: at(start), end: at(end) };
}

const base = {
  id: 'evt00001' as EventId,
  title: 'Standup',
  attendees: [],
  transparency: 'opaque' as const,
  etag: '1',
  updatedAt: 0,
};

function timed(start: number, end: number, timeZone: string, recurrence?: string[]): CalendarEvent {
  return { ...base, time: { kind: 'timed', start, end, timeZone }, ...(recurrence ? { recurrence } : {}) };
}

function allDay(startDate: string, endDate: string, recurrence?: string[]): CalendarEvent {
  return { ...base, time: { kind: 'allDay', startDate, endDate }, ...(recurrence ? { recurrence } : {}) };
}

function starts(event: CalendarEvent, r: Interval, viewZone = 'UTC', maxOccurrences?: number): string[] {
  return expandOccurrences(event, r, viewZone, maxOccurrences === undefined ? {} : { maxOccurrences }).map((o) =>
    new Date(o.start).toISOString(),
  );
}

function localTimes(event: CalendarEvent, r: Interval, zone: string): string[] {
  return expandOccurrences(event, r, 'UTC').map((o) => `${toZonedIso(o.start, zone)}/${toZonedIso(o.end, zone)}`);
}

describe('non-recurring events', () => {
  const meeting = timed(at('2026-06-10T14:00:00Z'), at('2026-06-10T15:00:00Z'), NY);

  it('are returned once, unchanged, when they overlap the range', () => {
    const [only, ...rest] = expandOccurrences(meeting, range('2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z'), 'UTC');
    expect(rest).toEqual([]);
    expect(only).toEqual({
      event: meeting,
      start: meeting.time.kind === 'timed' ? meeting.time.start : 0,
      end: at('2026-06-10T15:00:00Z'),
      allDay: false,
    });
  });

  it('are left out when they only touch the range', () => {
    expect(expandOccurrences(meeting, range('2026-06-10T15:00:00Z', '2026-06-11T00:00:00Z'), 'UTC')).toEqual([]);
    expect(expandOccurrences(meeting, range('2026-06-10T00:00:00Z', '2026-06-10T14:00:00Z'), 'UTC')).toEqual([]);
  });

  it('are included when they started before the range and are still running', () => {
    expect(starts(meeting, range('2026-06-10T14:30:00Z', '2026-06-10T16:00:00Z'))).toEqual(['2026-06-10T14:00:00.000Z']);
  });

  it('yield nothing for an empty range', () => {
    expect(expandOccurrences(meeting, { start: at('2026-06-10T14:30:00Z'), end: at('2026-06-10T14:30:00Z') }, 'UTC')).toEqual([]);
  });

  it('are returned even when transparent: blocking time is the caller’s decision', () => {
    const free: CalendarEvent = { ...meeting, transparency: 'transparent' };
    const found = expandOccurrences(free, range('2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z'), 'UTC');
    expect(found.map((o) => o.event.transparency)).toEqual(['transparent']);
  });

  it('treat an empty recurrence list as no recurrence', () => {
    const e = timed(at('2026-06-10T14:00:00Z'), at('2026-06-10T15:00:00Z'), NY, []);
    expect(starts(e, range('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'))).toEqual(['2026-06-10T14:00:00.000Z']);
  });
});

describe('recurring timed events keep their wall-clock time across DST', () => {
  it('weekly 09:00 New York stays 09:00 local across the 2026-11-01 fall-back (13:00Z before, 14:00Z after)', () => {
    const e = timed(local('2026-10-20 09:00', NY), local('2026-10-20 10:00', NY), NY, ['RRULE:FREQ=WEEKLY;BYDAY=TU']);
    const r = range('2026-10-19T00:00:00Z', '2026-11-20T00:00:00Z');
    expect(starts(e, r)).toEqual([
      '2026-10-20T13:00:00.000Z',
      '2026-10-27T13:00:00.000Z',
      '2026-11-03T14:00:00.000Z',
      '2026-11-10T14:00:00.000Z',
      '2026-11-17T14:00:00.000Z',
    ]);
    expect(localTimes(e, r, NY).every((t) => /T09:00:00-0[45]:00\/.*T10:00:00-0[45]:00$/.test(t))).toBe(true);
  });

  it('daily 09:00 London moves from 09:00Z to 08:00Z at the 2026-03-29 spring-forward', () => {
    const e = timed(local('2026-03-27 09:00', LONDON), local('2026-03-27 09:30', LONDON), LONDON, ['RRULE:FREQ=DAILY']);
    expect(starts(e, range('2026-03-27T00:00:00Z', '2026-03-31T00:00:00Z'))).toEqual([
      '2026-03-27T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
    ]);
  });

  it('an instance whose wall time is skipped by spring-forward moves forward by the gap', () => {
    // 01:30 does not exist in London on 2026-03-29: it becomes 02:30 BST, which is 01:30Z.
    const e = timed(local('2026-03-28 01:30', LONDON), local('2026-03-28 02:00', LONDON), LONDON, ['RRULE:FREQ=DAILY;COUNT=3']);
    expect(starts(e, range('2026-03-27T00:00:00Z', '2026-04-01T00:00:00Z'))).toEqual([
      '2026-03-28T01:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
  });

  it('Lord Howe’s 30-minute shift (02:00→02:30 on 2026-10-04) moves 09:00 local from 22:30Z to 22:00Z', () => {
    const e = timed(local('2026-10-02 09:00', LORD_HOWE), local('2026-10-02 10:00', LORD_HOWE), LORD_HOWE, ['RRULE:FREQ=DAILY']);
    const r = range('2026-10-01T00:00:00Z', '2026-10-05T00:00:00Z');
    expect(starts(e, r)).toEqual([
      '2026-10-01T22:30:00.000Z',
      '2026-10-02T22:30:00.000Z',
      '2026-10-03T22:00:00.000Z',
      '2026-10-04T22:00:00.000Z',
    ]);
    expect(localTimes(e, r, LORD_HOWE)).toEqual([
      '2026-10-02T09:00:00+10:30/2026-10-02T10:00:00+10:30',
      '2026-10-03T09:00:00+10:30/2026-10-03T10:00:00+10:30',
      '2026-10-04T09:00:00+11:00/2026-10-04T10:00:00+11:00',
      '2026-10-05T09:00:00+11:00/2026-10-05T10:00:00+11:00',
    ]);
  });

  it('Lord Howe 02:15, skipped on the transition day, lands at 02:45 that day only', () => {
    const e = timed(local('2026-10-03 02:15', LORD_HOWE), local('2026-10-03 02:20', LORD_HOWE), LORD_HOWE, [
      'RRULE:FREQ=DAILY;COUNT=3',
    ]);
    expect(localTimes(e, range('2026-10-01T00:00:00Z', '2026-10-06T00:00:00Z'), LORD_HOWE).map((t) => t.slice(0, 25))).toEqual([
      '2026-10-03T02:15:00+10:30',
      '2026-10-04T02:45:00+11:00',
      '2026-10-05T02:15:00+11:00',
    ]);
  });

  it('preserves the wall-clock duration, so 00:00–03:00 lasts four real hours on the fall-back night', () => {
    const e = timed(local('2026-10-31 00:00', NY), local('2026-10-31 03:00', NY), NY, ['RRULE:FREQ=DAILY;COUNT=3']);
    const lengths = expandOccurrences(e, range('2026-10-30T00:00:00Z', '2026-11-03T00:00:00Z'), 'UTC').map(
      (o) => (o.end - o.start) / HOUR_MS,
    );
    expect(lengths).toEqual([3, 4, 3]);
  });

  it('puts instance k at the DTSTART wall clock k periods later, whatever the zone and date', () => {
    const zones = [NY, LONDON, LORD_HOWE, 'Asia/Kolkata', 'America/Santiago', 'Pacific/Chatham', 'Europe/Berlin'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        fc.constantFrom(['DAILY', 1] as const, ['WEEKLY', 7] as const),
        (zone, dayOffset, hour, minute, [freq, stepDays]) => {
          const day = new Date(at('2025-01-01T00:00:00Z') + dayOffset * DAY_MS);
          const wall = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute };
          const start = wallClockToInstant(wall, zone);
          const first = instantToWallClock(start, zone);
          // A DTSTART that a DST gap already moved no longer names the wall clock to repeat.
          if (first.hour !== hour || first.minute !== minute) return;
          const e = timed(start, start + HOUR_MS, zone, [`RRULE:FREQ=${freq}`]);
          const expected = Array.from({ length: 20 }, (_, k) =>
            wallClockToInstant({ ...wall, day: wall.day + k * stepDays }, zone),
          );
          const found = expandOccurrences(e, { start, end: (expected.at(-1) ?? 0) + 1 }, 'UTC');
          expect(found.map((o) => o.start)).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('EXDATE', () => {
  const weekly = (exdate: string): CalendarEvent =>
    timed(local('2026-11-17 09:00', NY), local('2026-11-17 10:00', NY), NY, ['RRULE:FREQ=WEEKLY;BYDAY=TU', exdate]);
  const r = range('2026-11-16T00:00:00Z', '2026-12-10T00:00:00Z');
  const withoutDec1 = ['2026-11-17T14:00:00.000Z', '2026-11-24T14:00:00.000Z', '2026-12-08T14:00:00.000Z'];

  it('with TZID removes the instance at that local time', () => {
    expect(starts(weekly('EXDATE;TZID=America/New_York:20261201T090000'), r)).toEqual(withoutDec1);
  });

  it('in UTC removes the instance at that instant', () => {
    expect(starts(weekly('EXDATE:20261201T140000Z'), r)).toEqual(withoutDec1);
  });

  it('as a DATE removes the instance on that local date', () => {
    expect(starts(weekly('EXDATE;VALUE=DATE:20261201'), r)).toEqual(withoutDec1);
  });

  it('as a floating time is read in the event’s zone', () => {
    expect(starts(weekly('EXDATE:20261201T090000'), r)).toEqual(withoutDec1);
  });

  it('given in another zone removes the instance at the same instant', () => {
    expect(starts(weekly('EXDATE;TZID=Europe/Paris:20261201T150000'), r)).toEqual(withoutDec1);
  });

  it('accepts a comma-separated list and can remove DTSTART itself', () => {
    expect(starts(weekly('EXDATE;TZID=America/New_York:20261117T090000,20261201T090000'), r)).toEqual([
      '2026-11-24T14:00:00.000Z',
      '2026-12-08T14:00:00.000Z',
    ]);
  });

  it('that matches no instance removes nothing', () => {
    expect(starts(weekly('EXDATE;TZID=America/New_York:20261201T100000'), r)).toHaveLength(4);
  });

  it('with a TZID from the global registry (a leading solidus) reads it as the IANA zone', () => {
    expect(starts(weekly('EXDATE;TZID=/America/New_York:20261201T090000'), r)).toEqual(withoutDec1);
  });

  it('with an empty item in its list skips the item, not the whole recurrence', () => {
    expect(starts(weekly('EXDATE;TZID=America/New_York:20261201T090000,'), r)).toEqual(withoutDec1);
  });

  it('in lower case, with VALUE=DATE-TIME and a quoted TZID, is read as well', () => {
    expect(starts(weekly('exdate;value=DATE-TIME;tzid="America/New_York":20261201T090000'), r)).toEqual(withoutDec1);
  });

  it('on the night clocks go back removes the 01:30 named, and no other', () => {
    const nightly = timed(local('2026-10-30 01:30', NY), local('2026-10-30 02:00', NY), NY, ['RRULE:FREQ=DAILY']);
    const around = range('2026-10-31T00:00:00Z', '2026-11-03T00:00:00Z');
    const all = starts(nightly, around);
    expect(all).toEqual(['2026-10-31T05:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z']);
    const without = (line: string) => starts({ ...nightly, recurrence: [...(nightly.recurrence ?? []), line] }, around);
    expect(without('EXDATE;TZID=America/New_York:20261101T013000')).toEqual([all[0], all[2]]);
    expect(without('EXDATE:20261101T053000Z')).toEqual([all[0], all[2]]);
    // The second 01:30 that night (06:30Z) is not an instance of this series.
    expect(without('EXDATE:20261101T063000Z')).toEqual(all);
  });

  it('as a DATE removes that date from a recurring all-day event', () => {
    const holiday = allDay('2024-12-25', '2024-12-26', ['RRULE:FREQ=YEARLY', 'EXDATE;VALUE=DATE:20261225']);
    expect(starts(holiday, range('2025-01-01T00:00:00Z', '2028-01-01T00:00:00Z'))).toEqual([
      '2025-12-25T00:00:00.000Z',
      '2027-12-25T00:00:00.000Z',
    ]);
  });
});

describe('RRULE parts', () => {
  const start = local('2026-01-05 09:00', NY);
  const daily = (rule: string): CalendarEvent => timed(start, start + HOUR_MS, NY, [rule]);
  const wide = range('2025-01-01T00:00:00Z', '2030-01-01T00:00:00Z');

  it('UNTIL in UTC is inclusive of an instance starting exactly then', () => {
    expect(starts(daily('RRULE:FREQ=DAILY;UNTIL=20260107T140000Z'), wide)).toEqual([
      '2026-01-05T14:00:00.000Z',
      '2026-01-06T14:00:00.000Z',
      '2026-01-07T14:00:00.000Z',
    ]);
  });

  it('UNTIL in UTC a second earlier excludes that instance', () => {
    expect(starts(daily('RRULE:FREQ=DAILY;UNTIL=20260107T135959Z'), wide)).toHaveLength(2);
  });

  it('UNTIL as a bare date on a timed event includes that whole day', () => {
    expect(starts(daily('RRULE:FREQ=DAILY;UNTIL=20260107'), wide)).toHaveLength(3);
  });

  it('COUNT limits the series, counting from DTSTART even when the range starts later', () => {
    expect(starts(daily('RRULE:FREQ=DAILY;COUNT=3'), wide)).toHaveLength(3);
    expect(starts(daily('RRULE:FREQ=DAILY;COUNT=3'), range('2026-01-07T00:00:00Z', '2026-02-01T00:00:00Z'))).toEqual([
      '2026-01-07T14:00:00.000Z',
    ]);
  });

  it('COUNT is honoured exactly for a series that began years before the range', () => {
    const e = timed(at('2020-01-01T14:00:00Z'), at('2020-01-01T15:00:00Z'), 'UTC', ['RRULE:FREQ=DAILY;COUNT=1000']);
    const last = new Date(at('2020-01-01T14:00:00Z') + 999 * DAY_MS).toISOString();
    const found = starts(e, range('2022-09-01T00:00:00Z', '2022-12-01T00:00:00Z'));
    expect(found.at(-1)).toBe(last);
    expect(found).toHaveLength(26);
  });

  it('COUNT is honoured exactly for a minutely series that began long before the range', () => {
    const dtstart = at('2025-06-01T00:00:00Z');
    const e = timed(dtstart, dtstart + 30_000, 'UTC', ['RRULE:FREQ=MINUTELY;COUNT=600000']);
    const last = dtstart + 599_999 * 60_000;
    const found = expandOccurrences(e, { start: last - 9 * 60_000, end: last + DAY_MS }, 'UTC');
    expect(found.map((o) => o.start)).toEqual(Array.from({ length: 10 }, (_, k) => last - 9 * 60_000 + k * 60_000));
  });

  it('INTERVAL skips periods', () => {
    expect(starts(daily('RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=3'), wide)).toEqual([
      '2026-01-05T14:00:00.000Z',
      '2026-01-19T14:00:00.000Z',
      '2026-02-02T14:00:00.000Z',
    ]);
  });

  it('monthly BYDAY=1MO gives the first Monday of each month', () => {
    expect(starts(daily('RRULE:FREQ=MONTHLY;BYDAY=1MO'), range('2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z'))).toEqual([
      '2026-01-05T14:00:00.000Z',
      '2026-02-02T14:00:00.000Z',
      '2026-03-02T14:00:00.000Z',
      '2026-04-06T13:00:00.000Z',
      '2026-05-04T13:00:00.000Z',
      '2026-06-01T13:00:00.000Z',
    ]);
  });

  it('monthly BYDAY=-1FR gives the last Friday of each month', () => {
    const e = timed(local('2026-01-30 09:00', NY), local('2026-01-30 10:00', NY), NY, ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=3']);
    expect(starts(e, wide).map((s) => s.slice(0, 10))).toEqual(['2026-01-30', '2026-02-27', '2026-03-27']);
  });

  it('accepts lowercase values and an optional trailing semicolon', () => {
    expect(starts(daily('rrule:freq=daily;count=2;'), wide)).toHaveLength(2);
  });
});

describe('RDATE', () => {
  const start = local('2026-03-02 09:00', NY);

  it('adds an instance with the event’s wall-clock length, sorted among the rule’s', () => {
    const e = timed(start, start + HOUR_MS, NY, ['RRULE:FREQ=WEEKLY;COUNT=2', 'RDATE;TZID=America/New_York:20260304T150000']);
    expect(localTimes(e, range('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'), NY)).toEqual([
      '2026-03-02T09:00:00-05:00/2026-03-02T10:00:00-05:00',
      '2026-03-04T15:00:00-05:00/2026-03-04T16:00:00-05:00',
      '2026-03-09T09:00:00-04:00/2026-03-09T10:00:00-04:00',
    ]);
  });

  it('alone, without RRULE, adds to DTSTART', () => {
    const e = timed(start, start + HOUR_MS, NY, ['RDATE:20260310T130000Z,20260312T130000Z']);
    expect(starts(e, range('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'))).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
      '2026-03-12T13:00:00.000Z',
    ]);
  });

  it('as a PERIOD keeps the period’s own end', () => {
    const e = timed(start, start + HOUR_MS, NY, ['RDATE;VALUE=PERIOD:20260310T130000Z/PT3H']);
    const found = expandOccurrences(e, range('2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z'), 'UTC');
    expect(found.map((o) => [new Date(o.start).toISOString(), (o.end - o.start) / HOUR_MS])).toEqual([
      ['2026-03-10T13:00:00.000Z', 3],
    ]);
  });

  it('that an EXDATE names is removed', () => {
    const e = timed(start, start + HOUR_MS, NY, ['RDATE:20260310T130000Z', 'EXDATE:20260310T130000Z']);
    expect(starts(e, range('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'))).toEqual(['2026-03-02T14:00:00.000Z']);
  });
});

describe('occurrences that begin before the range', () => {
  it('are included when they are still running at range start', () => {
    // 23:00–01:00 every night; the range opens at 00:30.
    const e = timed(local('2026-05-01 23:00', LONDON), local('2026-05-02 01:00', LONDON), LONDON, ['RRULE:FREQ=DAILY']);
    expect(starts(e, { start: local('2026-05-10 00:30', LONDON), end: local('2026-05-10 12:00', LONDON) })).toEqual([
      '2026-05-09T22:00:00.000Z',
    ]);
  });

  it('are excluded when they end exactly at range start', () => {
    const e = timed(local('2026-05-01 23:00', LONDON), local('2026-05-02 01:00', LONDON), LONDON, ['RRULE:FREQ=DAILY']);
    expect(starts(e, { start: local('2026-05-10 01:00', LONDON), end: local('2026-05-10 12:00', LONDON) })).toEqual([]);
  });

  it('include a multi-day all-day instance that began days earlier', () => {
    const trip = allDay('2026-01-05', '2026-01-09', ['RRULE:FREQ=MONTHLY']);
    expect(starts(trip, range('2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z'))).toEqual(['2026-03-05T00:00:00.000Z']);
  });
});

describe('all-day events', () => {
  it('mean midnight to midnight in the viewer’s zone, so two zones see different instants', () => {
    const holiday = allDay('2026-07-04', '2026-07-05');
    const r = range('2026-07-01T00:00:00Z', '2026-07-08T00:00:00Z');
    const tokyo = expandOccurrences(holiday, r, 'Asia/Tokyo');
    const la = expandOccurrences(holiday, r, 'America/Los_Angeles');
    expect(tokyo.map((o) => [o.start, o.end, o.allDay])).toEqual([
      [at('2026-07-03T15:00:00Z'), at('2026-07-04T15:00:00Z'), true],
    ]);
    expect(la.map((o) => [o.start, o.end, o.allDay])).toEqual([[at('2026-07-04T07:00:00Z'), at('2026-07-05T07:00:00Z'), true]]);
  });

  it('match occurrenceIntervalOfAllDay', () => {
    expect(occurrenceIntervalOfAllDay('2026-03-08', '2026-03-09', NY)).toEqual({
      start: at('2026-03-08T05:00:00Z'),
      end: at('2026-03-09T04:00:00Z'),
    });
  });

  it('recur by date, each instance a local day however long that day is', () => {
    const e = allDay('2026-03-06', '2026-03-07', ['RRULE:FREQ=DAILY;COUNT=4']);
    const found = expandOccurrences(e, range('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'), NY);
    expect(found.map((o) => [toZonedIso(o.start, NY), (o.end - o.start) / HOUR_MS])).toEqual([
      ['2026-03-06T00:00:00-05:00', 24],
      ['2026-03-07T00:00:00-05:00', 24],
      ['2026-03-08T00:00:00-05:00', 23],
      ['2026-03-09T00:00:00-04:00', 24],
    ]);
  });

  it('honour a date UNTIL inclusively', () => {
    const e = allDay('2026-03-02', '2026-03-03', ['RRULE:FREQ=WEEKLY;UNTIL=20260316']);
    expect(starts(e, range('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'))).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
      '2026-03-16T00:00:00.000Z',
    ]);
  });
});

describe('runaway rules', () => {
  it('FREQ=MINUTELY stops at the default cap of 5000, sorted from range start', () => {
    const start = at('2026-01-01T00:00:00Z');
    const e = timed(start, start + 30_000, 'UTC', ['RRULE:FREQ=MINUTELY']);
    const found = expandOccurrences(e, range('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'), 'UTC');
    expect(found).toHaveLength(5000);
    expect(found[0]?.start).toBe(start);
    expect(found.at(-1)?.start).toBe(start + 4999 * 60_000);
  });

  it('FREQ=MINUTELY honours a smaller maxOccurrences', () => {
    const start = at('2026-01-01T00:00:00Z');
    const e = timed(start, start + 30_000, 'UTC', ['RRULE:FREQ=MINUTELY']);
    expect(starts(e, range('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'), 'UTC', 10)).toHaveLength(10);
  });

  it('FREQ=MINUTELY that began years before the range is expanded from near the range, not from DTSTART', () => {
    const dtstart = at('2020-01-01T00:00:30Z');
    const e = timed(dtstart, dtstart + 30_000, 'UTC', ['RRULE:FREQ=MINUTELY;INTERVAL=7']);
    const r = range('2026-06-01T00:00:00Z', '2026-06-01T01:00:00Z');
    const step = 7 * 60_000;
    const first = dtstart + (Math.floor((r.start - 30_000 - dtstart) / step) + 1) * step;
    const expected = Array.from({ length: 9 }, (_, k) => first + k * step).filter((t) => t < r.end);
    expect(expandOccurrences(e, r, 'UTC').map((o) => o.start)).toEqual(expected);
  });

  it('a rule whose days never exist yields only DTSTART', () => {
    const start = at('2026-01-05T14:00:00Z');
    const e = timed(start, start + HOUR_MS, NY, ['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30']);
    expect(starts(e, range('2026-01-01T00:00:00Z', '2030-01-01T00:00:00Z'))).toEqual(['2026-01-05T14:00:00.000Z']);
  });

  it('a sub-daily rule whose interval never reaches its BYHOUR yields only DTSTART', () => {
    const start = at('2026-01-05T09:00:00Z');
    const e = timed(start, start + HOUR_MS, 'UTC', ['RRULE:FREQ=HOURLY;INTERVAL=24;BYHOUR=5']);
    expect(starts(e, range('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'))).toEqual(['2026-01-05T09:00:00.000Z']);
  });

  it('a rule whose interval never lands on its BYDAY yields only DTSTART', () => {
    const monday = at('2026-01-05T09:00:00Z');
    const e = timed(monday, monday + HOUR_MS, 'UTC', ['RRULE:FREQ=DAILY;INTERVAL=7;BYDAY=TU']);
    expect(starts(e, range('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'))).toEqual(['2026-01-05T09:00:00.000Z']);
  });
});

describe('unreadable recurrence falls back to a single occurrence', () => {
  const start = at('2026-01-05T14:00:00Z');
  const r = range('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z');
  const cases: [string, string[]][] = [
    ['an unknown FREQ', ['RRULE:FREQ=SOMETIMES']],
    ['a missing FREQ', ['RRULE:BYDAY=MO']],
    ['an unknown weekday', ['RRULE:FREQ=WEEKLY;BYDAY=XX']],
    ['an unknown part', ['RRULE:FREQ=WEEKLY;COLOR=BLUE']],
    ['a repeated part', ['RRULE:FREQ=WEEKLY;FREQ=DAILY']],
    ['an out-of-range number', ['RRULE:FREQ=MONTHLY;BYMONTHDAY=32']],
    ['a malformed UNTIL', ['RRULE:FREQ=DAILY;UNTIL=tomorrow']],
    ['an impossible EXDATE date', ['RRULE:FREQ=DAILY', 'EXDATE;VALUE=DATE:20260230']],
    ['an unknown TZID', ['RRULE:FREQ=DAILY', 'EXDATE;TZID=Mars/Olympus_Mons:20260106T090000']],
    ['a line that is not a content line', ['every other tuesday']],
    ['an unsupported property', ['RRULE:FREQ=DAILY', 'DTSTART:20260105T140000Z']],
  ];
  it.each(cases)('%s', (_name, recurrence) => {
    const e = timed(start, start + HOUR_MS, NY, recurrence);
    expect(() => expandOccurrences(e, r, 'UTC')).not.toThrow();
    expect(starts(e, r)).toEqual(['2026-01-05T14:00:00.000Z']);
  });
});

describe('caller errors', () => {
  it('an unknown view zone throws RangeError', () => {
    const e = allDay('2026-07-04', '2026-07-05');
    expect(() => expandOccurrences(e, range('2026-07-01T00:00:00Z', '2026-07-08T00:00:00Z'), 'Mars/Olympus_Mons')).toThrow(
      RangeError,
    );
  });
});

describe('consistency', () => {
  it('expanding two adjacent ranges gives the same instances as expanding their union', () => {
    const rules = [
      'RRULE:FREQ=DAILY',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR',
      'RRULE:FREQ=MONTHLY;BYDAY=2TU',
      'RRULE:FREQ=HOURLY;INTERVAL=5',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...rules),
        fc.constantFrom(NY, LONDON, LORD_HOWE),
        fc.integer({ min: 0, max: 200 * 24 }),
        fc.integer({ min: 1, max: 90 * 24 }),
        fc.integer({ min: 1, max: 90 * 24 }),
        fc.integer({ min: 1, max: 26 * 4 }),
        (rule, zone, offsetHours, firstHours, secondHours, quarterHours) => {
          const start = local('2026-01-01 09:15', zone);
          const e = timed(start, start + quarterHours * 15 * 60_000, zone, [rule]);
          const a = start + offsetHours * HOUR_MS;
          const b = a + firstHours * HOUR_MS;
          const c = b + secondHours * HOUR_MS;
          const whole = expandOccurrences(e, { start: a, end: c }, 'UTC').map((o) => o.start);
          const parts = [
            ...expandOccurrences(e, { start: a, end: b }, 'UTC'),
            ...expandOccurrences(e, { start: b, end: c }, 'UTC'),
          ].map((o) => o.start);
          expect([...new Set(parts)].sort((x, y) => x - y)).toEqual(whole);
        },
      ),
      { numRuns: 50 },
    );
  });
});
