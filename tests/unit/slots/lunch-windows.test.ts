import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../lib/core/domain/preferences';
import { lunchWindows } from '../../../lib/core/slots/lunch-windows';
import type { Interval } from '../../../lib/core/time/interval';

const NY = 'America/New_York';
const span = (start: string, end: string): Interval => ({ start: Date.parse(start), end: Date.parse(end) });
const prefs = (change: Partial<Preferences> = {}): Preferences => ({ ...DEFAULT_PREFERENCES, ...change });

describe('lunchWindows', () => {
  it('is 12:00–14:00 on each weekday by default, and nothing at the weekend', () => {
    // Fri 2026-11-27 to Tue 2026-12-01.
    const windows = lunchWindows(prefs(), span('2026-11-27T00:00:00-05:00', '2026-12-01T00:00:00-05:00'), NY);
    expect(windows).toEqual([
      span('2026-11-27T12:00:00-05:00', '2026-11-27T14:00:00-05:00'),
      span('2026-11-30T12:00:00-05:00', '2026-11-30T14:00:00-05:00'),
    ]);
  });

  it('keeps noon on the wall clock on both sides of the spring-forward weekend (6 and 9 March 2026)', () => {
    const windows = lunchWindows(prefs(), span('2026-03-06T00:00:00-05:00', '2026-03-10T00:00:00-04:00'), NY);
    expect(windows).toEqual([
      span('2026-03-06T12:00:00-05:00', '2026-03-06T14:00:00-05:00'),
      span('2026-03-09T12:00:00-04:00', '2026-03-09T14:00:00-04:00'),
    ]);
  });

  it('places lunch on the DST day itself when Sunday is a working day (8 March 2026 is EDT by noon)', () => {
    const sundays = prefs({ workingHours: { ...DEFAULT_PREFERENCES.workingHours, sun: [{ start: '10:00', end: '16:00' }] } });
    const windows = lunchWindows(sundays, span('2026-03-08T00:00:00-05:00', '2026-03-09T00:00:00-04:00'), NY);
    expect(windows).toEqual([span('2026-03-08T16:00:00Z', '2026-03-08T18:00:00Z')]);
  });

  it('skips days off and is nothing when lunch is off', () => {
    const week = span('2026-11-23T00:00:00-05:00', '2026-11-26T00:00:00-05:00');
    expect(lunchWindows(prefs({ daysOff: ['2026-11-24'] }), week, NY)).toEqual([
      span('2026-11-23T12:00:00-05:00', '2026-11-23T14:00:00-05:00'),
      span('2026-11-25T12:00:00-05:00', '2026-11-25T14:00:00-05:00'),
    ]);
    expect(lunchWindows(prefs({ lunch: null }), week, NY)).toEqual([]);
  });

  it('returns the whole window when the range cuts into it, since the break may fall anywhere in it', () => {
    const afternoon = span('2026-11-23T13:00:00-05:00', '2026-11-23T18:00:00-05:00');
    const lunch = { start: '11:30', end: '13:30', minutes: 30 };
    expect(lunchWindows(prefs({ lunch }), afternoon, NY)).toEqual([
      span('2026-11-23T11:30:00-05:00', '2026-11-23T13:30:00-05:00'),
    ]);
  });
});
