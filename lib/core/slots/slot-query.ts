import type { Constraint } from '../domain/constraint';
import type { Participant } from '../domain/participant';
import type { TimeRange, Weekday } from '../domain/preferences';
import type { Interval } from '../time/interval';

export type MealType = 'breakfast' | 'lunch' | 'dinner';

/** What the event is for: it decides which times of day rank well. */
export type EventKind = { kind: 'work' } | { kind: 'meal'; mealType: MealType } | { kind: 'leisure' };

/**
 * 'work': slots must lie in everyone's working hours. 'personal': in everyone's waking hours
 * (`personalHours`, default 07:00–22:00 every day in each person's zone), because working hours say
 * nothing about when a friend can have dinner.
 */
export type CalendarKind = 'personal' | 'work';

/** Travel to and from an in-person event: the slot plus these margins must be free for everyone. */
export interface TravelBuffers {
  beforeMinutes: number;
  afterMinutes: number;
}

/** Dates or hours the person would like ("next Tuesday", "in the afternoon"), in the organiser's zone. */
export interface PreferredWindow {
  /** YYYY-MM-DD dates. */
  dates?: readonly string[];
  days?: readonly Weekday[];
  timeRange?: TimeRange;
}

export interface SlotQuery {
  now: number;
  /** The organiser's zone: the grid, "which day", meal times and ranking read this wall clock. */
  timeZone: string;
  durationMinutes: number;
  /** Where slots may lie; cut to [now + notice, …). */
  window: Interval;
  participants: readonly Participant[];
  /** Who "me" is; participants[0] when absent. */
  organiserId?: string;
  constraints?: readonly Constraint[];
  preferred?: PreferredWindow;
  travel?: TravelBuffers;
  minimumNoticeMinutes?: number;
  /** Default 15. */
  gridMinutes?: number;
  eventKind?: EventKind;
  calendarKind?: CalendarKind;
  personalHours?: TimeRange;
  /** The time the person named, checked for everyone (sets hasExplicitTimeConflict). */
  requested?: Interval;
  /** Named blocks from preferences ("gym", "lunch"), by lower-case name, for keep_free constraints. */
  blocks?: Readonly<Record<string, TimeRange>>;
  /** How many slots to return; default 4. */
  limit?: number;
}

export type ConflictReason = 'busy' | 'outside_working_hours' | 'constraint';

export interface SlotConflict {
  participantId: string;
  reason: ConflictReason;
}

/**
 * A slot and why it ranks where it does. On a slot everyone can make, `conflicts` only holds
 * 'constraint' entries (preferences it bends); on a fallback slot it also names who is busy or
 * outside their hours.
 */
export interface RankedSlot {
  start: number;
  end: number;
  score: number;
  conflicts: SlotConflict[];
  why?: string;
}

export interface IgnoredConstraint {
  constraint: Constraint;
  reason: string;
}

export interface SlotSearchResult {
  slots: RankedSlot[];
  hasNoCommonTime: boolean;
  hasExplicitTimeConflict: boolean;
  /** Who cannot make the requested time and why; empty when it is free or none was named. */
  requestedConflicts: SlotConflict[];
  constraintsApplied: Constraint[];
  constraintsIgnored?: IgnoredConstraint[];
}
