import { describe, expect, it } from 'vitest';
import { habitSchema, type Habit } from '../../../lib/core/domain/preferences';
import { habitIntervals } from '../../../lib/core/slots/habit-intervals';
import type { Interval } from '../../../lib/core/time/interval';

const NY = 'America/New_York';
const at = (iso: string): number => Date.parse(iso);
const span = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });

const habit = (fields: Partial<Habit> & Pick<Habit, 'id' | 'name'>): Habit =>
  habitSchema.parse({ days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '17:00', end: '18:00', ...fields });

const gym = habit({ id: 'gym', name: 'Gym', days: ['mon', 'wed', 'sun'], start: '07:00', end: '08:00' });
const schoolRun = habit({ id: 'school', name: 'School run', start: '08:15', end: '08:45' });

describe('habitIntervals', () => {
  it('places each habit on its weekdays, in the zone, sorted by start', () => {
    // Mon 2026-11-23 to Wed 2026-11-25 (EST, UTC-5), end exclusive.
    const found = habitIntervals([schoolRun, gym], span('2026-11-23T00:00:00-05:00', '2026-11-25T00:00:00-05:00'), NY);
    expect(found.map((o) => [o.habit.name, o.interval])).toEqual([
      ['Gym', span('2026-11-23T07:00:00-05:00', '2026-11-23T08:00:00-05:00')],
      ['School run', span('2026-11-23T08:15:00-05:00', '2026-11-23T08:45:00-05:00')],
      ['School run', span('2026-11-24T08:15:00-05:00', '2026-11-24T08:45:00-05:00')],
    ]);
  });

  it('keeps the wall-clock time across spring forward: Gym is 07:00 EST on 1 March and 07:00 EDT on 8 March', () => {
    const found = habitIntervals([gym], span('2026-03-01T00:00:00-05:00', '2026-03-09T00:00:00-04:00'), NY);
    expect(found.map((o) => o.interval)).toEqual([
      span('2026-03-01T07:00:00-05:00', '2026-03-01T08:00:00-05:00'),
      span('2026-03-02T07:00:00-05:00', '2026-03-02T08:00:00-05:00'),
      span('2026-03-04T07:00:00-05:00', '2026-03-04T08:00:00-05:00'),
      span('2026-03-08T07:00:00-04:00', '2026-03-08T08:00:00-04:00'),
    ]);
    // An hour less in UTC after the change.
    expect(found.at(-1)?.interval.start).toBe(at('2026-03-08T11:00:00Z'));
  });

  it('measures a habit across the skipped hour by the clock: 01:30–03:30 on 8 March 2026 lasts one hour', () => {
    const night = habit({ id: 'night', name: 'Night feed', days: ['sun'], start: '01:30', end: '03:30' });
    const [only] = habitIntervals([night], span('2026-03-08T00:00:00-05:00', '2026-03-09T00:00:00-04:00'), NY);
    expect(only?.interval).toEqual(span('2026-03-08T01:30:00-05:00', '2026-03-08T03:30:00-04:00'));
    expect((only?.interval.end ?? 0) - (only?.interval.start ?? 0)).toBe(60 * 60_000);
  });

  it('takes the first 01:30 on the fall-back day (1 November 2026)', () => {
    const night = habit({ id: 'night', name: 'Night feed', days: ['sun'], start: '01:30', end: '02:30' });
    const found = habitIntervals([night], span('2026-11-01T00:00:00-04:00', '2026-11-02T00:00:00-05:00'), NY);
    expect(found.map((o) => o.interval)).toEqual([span('2026-11-01T01:30:00-04:00', '2026-11-01T02:30:00-05:00')]);
  });

  it('returns whole occurrences that overlap the range and none that only touch it', () => {
    const range = span('2026-11-23T07:30:00-05:00', '2026-11-23T08:15:00-05:00');
    expect(habitIntervals([gym, schoolRun], range, NY).map((o) => [o.habit.id, o.interval])).toEqual([
      ['gym', span('2026-11-23T07:00:00-05:00', '2026-11-23T08:00:00-05:00')],
    ]);
  });

  it('reads days in the given zone, not UTC: Monday 07:00 in Tokyo is Sunday in UTC', () => {
    const found = habitIntervals([gym], span('2026-11-22T15:00:00Z', '2026-11-23T15:00:00Z'), 'Asia/Tokyo');
    expect(found.map((o) => o.interval)).toEqual([span('2026-11-23T07:00:00+09:00', '2026-11-23T08:00:00+09:00')]);
  });

  it('finds nothing without habits or in an empty range', () => {
    expect(habitIntervals([], span('2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'), NY)).toEqual([]);
    expect(habitIntervals([gym], span('2026-11-23T12:00:00Z', '2026-11-23T12:00:00Z'), NY)).toEqual([]);
  });
});
