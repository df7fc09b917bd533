import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { instantToWallClock, wallClockToInstant } from '../../../lib/core/time/zoned';

const machineZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = machineZone;
});

describe('wallClockToInstant', () => {
  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Lord_Howe'])(
    'resolves a repeated hour to the earlier instant whatever the machine zone (%s)',
    (machine) => {
      process.env.TZ = machine;
      expect(wallClockToInstant({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York')).toBe(
        Date.parse('2026-11-01T05:30:00Z'),
      );
      expect(wallClockToInstant({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 }, 'Europe/London')).toBe(
        Date.parse('2026-10-25T00:30:00Z'),
      );
    },
  );

  it('moves a skipped time forward by the jump (New York 02:30 on spring-forward day is 03:30 EDT)', () => {
    expect(wallClockToInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York')).toBe(
      Date.parse('2026-03-08T03:30:00-04:00'),
    );
  });

  it('handles the 30-minute shift of Australia/Lord_Howe (02:00 → 02:30 on 2026-10-04)', () => {
    expect(wallClockToInstant({ year: 2026, month: 10, day: 4, hour: 2, minute: 15 }, 'Australia/Lord_Howe')).toBe(
      Date.parse('2026-10-04T02:45:00+11:00'),
    );
    expect(wallClockToInstant({ year: 2026, month: 10, day: 4, hour: 3, minute: 0 }, 'Australia/Lord_Howe')).toBe(
      Date.parse('2026-10-04T03:00:00+11:00'),
    );
  });

  it('round-trips every quarter hour of a year in several zones except skipped times', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
      for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 15 * 60_000 * 7) {
        const w = instantToWallClock(t, zone);
        const back = wallClockToInstant(w, zone);
        // A repeated hour maps back to its earlier instant; everything else exactly.
        expect(back === t || back === t - 3_600_000 || back === t - 1_800_000).toBe(true);
        expect(instantToWallClock(back, zone)).toEqual(w);
      }
    }
  });
});

describe('instantToWallClock', () => {
  // Zones with DST both ways, half-hour and 45-minute offsets, a 30-minute DST shift, and local mean
  // time with seconds before standard time (New York until 1883, Amsterdam until 1937).
  const ZONES = [
    'America/New_York',
    'Europe/London',
    'Europe/Amsterdam',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'America/St_Johns',
    'UTC',
  ];

  it.each(['UTC', 'America/Los_Angeles', 'Australia/Lord_Howe'])(
    'reads the same wall clock as a TZDate for any instant and zone, whatever the machine zone (%s)',
    (machine) => {
      process.env.TZ = machine;
      const instant = fc.oneof(
        fc.integer({ min: Date.parse('1800-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') }),
        fc.double({ min: -1e12, max: 4e12, noNaN: true }),
      );
      fc.assert(
        fc.property(instant, fc.constantFrom(...ZONES), (ms, zone) => {
          const d = new TZDate(ms, zone);
          expect(instantToWallClock(ms, zone)).toEqual({
            year: d.getFullYear(),
            month: d.getMonth() + 1,
            day: d.getDate(),
            hour: d.getHours(),
            minute: d.getMinutes(),
            weekday: d.getDay(),
          });
        }),
        { numRuns: 2000 },
      );
    },
  );
});
