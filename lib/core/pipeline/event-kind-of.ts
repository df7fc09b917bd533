import type { ParsedRequest } from '../nlu/parsed-request';
import type { CalendarKind, EventKind, MealType } from '../slots/slot-query';

const MEALS: readonly MealType[] = ['breakfast', 'lunch', 'dinner'];
const LEISURE_PLACES = new Set(['bar', 'park', 'gym', 'cinema', 'museum', 'theater', 'theatre']);

/** What the event is for, from what the request names: meals rank at meal times, leisure in the evening. */
export function eventKindOf(parsed: ParsedRequest): EventKind {
  const title = (parsed.entities.title ?? '').toLowerCase();
  const meal = MEALS.find((m) => title.includes(m)) ?? (title.includes('brunch') ? 'lunch' : undefined);
  if (meal !== undefined) return { kind: 'meal', mealType: meal };
  const place = parsed.entities.placeType;
  if (place !== undefined && LEISURE_PLACES.has(place)) return { kind: 'leisure' };
  return { kind: 'work' };
}

/** Work and lunch search working hours; dinners, evenings out and weekends search waking hours. */
export function calendarKindOf(kind: EventKind): CalendarKind {
  return kind.kind === 'work' || (kind.kind === 'meal' && kind.mealType === 'lunch') ? 'work' : 'personal';
}
