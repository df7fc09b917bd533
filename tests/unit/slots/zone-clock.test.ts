import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type WorkingHours } from '../../../lib/core/domain/preferences';
import { recurringTime, workingTime } from '../../../lib/core/slots/daily-intervals';
import { createZoneClock, zoneClockFor } from '../../../lib/core/slots/zone-clock';
import { workingIntervals } from '../../../lib/core/time/working-hours';
import { instantToWallClock, startOfZonedDay, wallClockToInstant } from '../../../lib/core/time/zoned';
import { DAY, HOUR, MIN, at, everyDay } from './slot-fixtures';

// Zones with DST at midnight (Santiago), 30-minute DST (Lord Howe), :45 offsets (Kathmandu, Chatham),
// a southern-hemisphere DST (Sydney) and none at all (Tokyo).
const ZONES = [
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Santiago',
  'Australia/Sydney',
  'Asia/Tokyo',
  'UTC',
];
const instant = fc.integer({ min: at('2025-01-01T00:00:00Z') / MIN, max: at('2028-01-01T00:00:00Z') / MIN }).map((m) => m * MIN);

describe('createZoneClock', () => {
  it('reads the same wall clock as time/zoned.ts at any instant, DST days included', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instant, (zone, ms) => {
        const clock = createZoneClock(zone);
        const expected = instantToWallClock(ms, zone);
        expect(clock.wallClock(ms)).toEqual(expected);
        expect(clock.minuteOfDay(ms)).toBe(expected.hour * 60 + expected.minute);
        expect(clock.weekday(ms)).toBe(expected.weekday);
        expect(clock.startOfDay(ms)).toBe(startOfZonedDay(ms, zone));
      }),
      { numRuns: 300 },
    );
  });

  it('resolves wall clocks like wallClockToInstant, skipped and repeated times included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        instant,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (zone, ms, hour, minute) => {
          const w = { ...instantToWallClock(ms, zone), hour, minute };
          expect(createZoneClock(zone).instantOf(w)).toBe(wallClockToInstant(w, zone));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds the exact instant of a transition inside a cached day (New York, 2026-03-08 07:00Z)', () => {
    const clock = createZoneClock('America/New_York');
    const change = at('2026-03-08T07:00:00Z');
    expect(clock.offsetAt(change - 1)).toBe(-5 * HOUR);
    expect(clock.offsetAt(change)).toBe(-4 * HOUR);
  });

  it('refuses an unknown zone instead of answering NaN', () => {
    expect(() => zoneClockFor('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('dailyIntervals', () => {
  const hours: WorkingHours[] = [
    DEFAULT_PREFERENCES.workingHours,
    everyDay({ start: '00:00', end: '24:00' }),
    {
      ...everyDay({ start: '08:00', end: '12:00' }),
      tue: [
        { start: '00:30', end: '02:45' },
        { start: '13:00', end: '23:15' },
      ],
    },
  ];

  it('gives the same intervals as workingIntervals, in any zone and range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...hours),
        instant,
        fc.integer({ min: 1, max: 20 * 24 * 60 }),
        (zone, wh, start, minutes) => {
          const range = { start, end: start + minutes * MIN };
          expect(workingTime(range, wh, createZoneClock(zone))).toEqual(workingIntervals(range, wh, zone));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('repeats a time of day on the given weekdays only, in that zone', () => {
    const zone = 'Asia/Tokyo';
    const week = { start: at('2026-11-23T00:00:00+09:00'), end: at('2026-11-30T00:00:00+09:00') }; // Mon..Sun
    const got = recurringTime(week, createZoneClock(zone), ['mon', 'wed'], { start: '14:00', end: '24:00' });
    expect(got).toEqual([
      { start: at('2026-11-23T14:00:00+09:00'), end: at('2026-11-24T00:00:00+09:00') },
      { start: at('2026-11-25T14:00:00+09:00'), end: at('2026-11-26T00:00:00+09:00') },
    ]);
    expect(recurringTime(week, createZoneClock(zone), undefined, undefined)).toEqual([week]);
    expect(week.end - week.start).toBe(7 * DAY);
  });
});
