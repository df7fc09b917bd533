import type { EventOccurrence } from '../../domain/calendar-event';
import type { Preferences } from '../../domain/preferences';
import type { Interval } from '../../time/interval';
import { addZonedDays, startOfZonedDay } from '../../time/zoned';

/** What every kind of answer reads: the AnswerQuestion step's params, resolved, and the turn's facts. */
export interface AnswerInput {
  /** The events the question is about, in time order; absent when no earlier step found any. */
  events: readonly EventOccurrence[] | undefined;
  range: Interval | undefined;
  subject: string | undefined;
  /** Who: only the guests from this organisation. */
  organisation?: string | undefined;
  /** Free windows shorter than this are not worth offering. */
  minMinutes: number;
  /** Counting events, adding up the time they take, or how many times one thing happens; for when, how long it lasts. */
  measure: 'count' | 'time' | 'times' | 'length';
  /** Free time beside the first event rather than over the range. */
  beside: 'before' | 'after' | undefined;
  /** Free over the whole day asked about, not only working hours. */
  wholeDay: boolean;
  /** Only the days the person is off. */
  daysOff: boolean;
  /** Each event once, not each occurrence. */
  seriesOnce: boolean;
  zone: string;
  now: number;
  preferences: Pick<Preferences, 'workingHours' | 'daysOff'>;
  /** Every occurrence in a range (the turn's cached calendar read). */
  listOccurrences(range: Interval): Promise<EventOccurrence[]>;
}

/** The day `now` falls on, midnight to midnight in the zone: what "what's on?" means with no day named. */
export function todayOf(now: number, zone: string): Interval {
  const start = startOfZonedDay(now, zone);
  return { start, end: addZonedDays(start, 1, zone) };
}
