import type { Interval } from '../time/interval';
import { MINUTE_MS } from '../time/zoned';
import type { CalendarKind, EventKind, MealType } from './slot-query';
import type { ZoneClock } from './zone-clock';

/** When meals happen, in minutes after midnight on the organiser's clock: [earliest start, latest end), ideal start. */
export const MEAL_TIMES: Readonly<Record<MealType, { from: number; to: number; ideal: number }>> = {
  breakfast: { from: 7 * 60 + 30, to: 10 * 60, ideal: 8 * 60 },
  lunch: { from: 11 * 60 + 30, to: 14 * 60, ideal: 12 * 60 },
  dinner: { from: 18 * 60, to: 21 * 60, ideal: 19 * 60 },
};

/** Leisure on a personal calendar belongs to evenings from this time, or to weekends. */
export const EVENING_FROM = 17 * 60;

export interface TimeOfDayFit {
  /** Whether this is a time of day this kind of event belongs at; unsuitable slots rank after all suitable ones. */
  suitable: boolean;
  /** 0–9: how good the time is within its day (below the 10 points a day costs, so days order first). */
  fit: number;
  label: string;
}

export function timeOfDayFit(slot: Interval, kind: EventKind, calendarKind: CalendarKind, clock: ZoneClock): TimeOfDayFit {
  const startMinute = clock.minuteOfDay(slot.start);
  const weekday = clock.weekday(slot.start);
  switch (kind.kind) {
    case 'meal': {
      const meal = MEAL_TIMES[kind.mealType];
      const endMinute = startMinute + (slot.end - slot.start) / MINUTE_MS;
      const suitable = startMinute >= meal.from && endMinute <= meal.to;
      const fit = suitable ? Math.max(0, 9 - Math.abs(startMinute - meal.ideal) / 15) : 0;
      return { suitable, fit, label: suitable ? `${kind.mealType} time` : `outside ${kind.mealType} time` };
    }
    case 'leisure': {
      if (calendarKind === 'work') return workFit(startMinute);
      const weekend = weekday === 0 || weekday === 6;
      if (weekend) return { suitable: true, fit: startMinute >= 10 * 60 && startMinute < 18 * 60 ? 9 : 6, label: 'weekend' };
      if (startMinute >= EVENING_FROM) {
        return { suitable: true, fit: startMinute >= 18 * 60 && startMinute < 20 * 60 ? 9 : 7, label: 'evening' };
      }
      return { suitable: false, fit: 0, label: 'weekday daytime' };
    }
    case 'work':
      return workFit(startMinute);
  }
}

/**
 * Mid-morning first, then mid-afternoon, then the edges of the day; the lunch hour last. Round
 * starts (:00, :30) beat :15 and :45, which people rarely choose.
 */
function workFit(startMinute: number): TimeOfDayFit {
  const hour = Math.floor(startMinute / 60);
  const round = startMinute % 30 === 0 ? 0 : 1;
  if (hour >= 10 && hour < 12) return { suitable: true, fit: 9 - round, label: 'mid-morning' };
  if (hour >= 14 && hour < 16) return { suitable: true, fit: 8 - round, label: 'mid-afternoon' };
  if (hour === 9 || hour === 13 || hour === 16)
    return { suitable: true, fit: 7 - round, label: hour === 9 ? 'morning' : 'afternoon' };
  if (hour === 12) return { suitable: true, fit: 4 - round, label: 'over lunch' };
  return { suitable: true, fit: 3 - round, label: hour < 9 ? 'early' : 'late' };
}
