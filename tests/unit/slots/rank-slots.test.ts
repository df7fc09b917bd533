import { describe, expect, it } from 'vitest';
import { findCandidateSlots } from '../../../lib/core/slots/find-candidate-slots';
import { pickTopSlots } from '../../../lib/core/slots/pick-top-slots';
import type { SlotQuery } from '../../../lib/core/slots/slot-query';
import { createZoneClock } from '../../../lib/core/slots/zone-clock';
import { DAY, MIN, local, person, wall } from './slot-fixtures';

const NY = 'America/New_York';
const MONDAY = local('2026-11-23T08:00', NY);

function search(overrides: Partial<SlotQuery>) {
  return findCandidateSlots({
    now: MONDAY,
    timeZone: NY,
    durationMinutes: 60,
    window: { start: MONDAY, end: MONDAY + 7 * DAY },
    participants: [person('me', NY), person('sam', NY)],
    ...overrides,
  });
}
const minutes = (ms: number): number => {
  const [h, m] = wall(ms, NY).time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

describe('ranking', () => {
  it('puts the soonest day first, then the best time on that day', () => {
    const r = search({});
    expect(wall(r.slots[0]?.start ?? 0, NY)).toMatchObject({ date: '2026-11-23', time: '10:00' });
    expect(r.slots[0]?.why).toBe('soonest day; mid-morning');
  });

  it('gives 4 distinct slots, spread over different days and parts of the day', () => {
    const r = search({});
    expect(r.slots).toHaveLength(4);
    const days = new Set(r.slots.map((s) => wall(s.start, NY).date));
    const parts = new Set(r.slots.map((s) => (minutes(s.start) < 12 * 60 ? 'morning' : 'afternoon')));
    expect(days.size).toBeGreaterThanOrEqual(3);
    expect(parts.size).toBe(2);
  });

  it('puts lunch at lunchtime (11:30–14:00), ideally at noon', () => {
    const r = search({ eventKind: { kind: 'meal', mealType: 'lunch' } });
    expect(wall(r.slots[0]?.start ?? 0, NY).time).toBe('12:00');
    for (const s of r.slots) {
      expect(minutes(s.start)).toBeGreaterThanOrEqual(11 * 60 + 30);
      expect(minutes(s.end)).toBeLessThanOrEqual(14 * 60);
    }
    expect(r.slots[0]?.why).toContain('lunch time');
  });

  it('puts breakfast at 07:30–10:00 and dinner at 18:00–21:00 on a personal calendar', () => {
    const breakfast = search({ calendarKind: 'personal', eventKind: { kind: 'meal', mealType: 'breakfast' } });
    const dinner = search({ calendarKind: 'personal', eventKind: { kind: 'meal', mealType: 'dinner' }, durationMinutes: 90 });
    for (const s of breakfast.slots) expect(minutes(s.start) >= 7 * 60 + 30 && minutes(s.end) <= 10 * 60).toBe(true);
    for (const s of dinner.slots) expect(minutes(s.start) >= 18 * 60 && minutes(s.end) <= 21 * 60).toBe(true);
    expect(dinner.slots).toHaveLength(4);
  });

  it('puts a meal the work day has no room for at the best time anyway, last among suitable ones', () => {
    // Dinner on a work calendar: 9–17 working hours have no dinner time, so nothing is suitable.
    const r = search({ eventKind: { kind: 'meal', mealType: 'dinner' } });
    expect(r.slots).toHaveLength(4);
    expect(r.slots[0]?.why).toContain('outside dinner time');
  });

  it('sends leisure on a personal calendar to evenings (from 17:00) and weekends', () => {
    const r = search({ calendarKind: 'personal', eventKind: { kind: 'leisure' }, durationMinutes: 120 });
    expect(r.slots).toHaveLength(4);
    for (const s of r.slots) {
      const w = wall(s.start, NY);
      expect(w.weekday === 0 || w.weekday === 6 || minutes(s.start) >= 17 * 60).toBe(true);
    }
    expect(r.slots[0]?.why).toMatch(/evening|weekend/);
  });

  it('prefers the dates and hours the person asked for over sooner ones', () => {
    const r = search({ preferred: { dates: ['2026-11-25'], timeRange: { start: '15:00', end: '17:00' } } });
    expect(wall(r.slots[0]?.start ?? 0, NY)).toMatchObject({ date: '2026-11-25', time: '15:00' });
    expect(r.slots[0]?.why).toContain('on a preferred day; in the preferred hours');
  });
});

describe('pickTopSlots', () => {
  const clock = createZoneClock(NY);
  const slot = (wallTime: string, score: number, band = 0) => {
    const start = local(wallTime, NY);
    return { start, end: start + 30 * MIN, score, band };
  };

  it('never returns overlapping slots and keeps the best first', () => {
    const ranked = [
      slot('2026-11-23T10:00', 9),
      slot('2026-11-23T10:15', 8),
      slot('2026-11-23T10:30', 7),
      slot('2026-11-23T11:00', 6),
    ];
    expect(pickTopSlots(ranked, 4, clock).map((s) => s.score)).toEqual([9, 7, 6]);
  });

  it('spreads within a quality band but never reaches into a worse band while a better one has room', () => {
    const ranked = [
      slot('2026-11-23T10:00', 9),
      slot('2026-11-23T10:30', 8),
      slot('2026-11-23T11:00', 7),
      slot('2026-11-24T15:00', 6, 1),
      slot('2026-11-25T18:00', 5, 1),
    ];
    expect(pickTopSlots(ranked, 3, clock, (s) => s.band).map((s) => s.score)).toEqual([9, 8, 7]);
    expect(pickTopSlots(ranked, 3, clock).map((s) => s.score)).toEqual([9, 6, 5]);
  });

  it('spreads the four a card shows over the days however many more are kept behind them', () => {
    // Monday has the best slots; a long list kept for "show more" must not crowd Tuesday–Thursday off the card.
    const ranked = [
      slot('2026-11-30T10:00', 20),
      slot('2026-11-30T11:00', 19),
      slot('2026-11-30T14:00', 18),
      slot('2026-11-30T15:00', 17),
      slot('2026-11-30T16:00', 16),
      slot('2026-12-01T10:00', 15),
      slot('2026-12-01T14:00', 14),
      slot('2026-12-02T10:00', 13),
      slot('2026-12-03T15:00', 12),
    ];
    const kept = pickTopSlots(ranked, 9, clock);
    const days = (xs: readonly { start: number }[]): string[] => xs.map((s) => wall(s.start, NY).date);
    expect(days(kept.slice(0, 4))).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
    expect(kept[0]?.score).toBe(20);
    // The rest follow, best first, none lost.
    expect(kept.slice(4).map((s) => s.score)).toEqual([19, 18, 17, 16, 15]);
    expect(pickTopSlots(ranked, 4, clock)).toEqual(kept.slice(0, 4));
  });
});
