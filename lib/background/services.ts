import { createApprovals, type Approvals } from '../core/approvals/approvals';
import type { Preferences } from '../core/domain/preferences';
import type { ActionStore } from '../ports/action-store';
import type { Clock } from '../ports/clock';
import type { IdSource } from '../ports/ids';
import type { PreferencesPort } from '../ports/preferences';
import type { LocalCalendar } from '../adapters/local-calendar';

/** Everything the background's handlers use, built once at start-up from adapters. */
export interface Services {
  calendar: LocalCalendar;
  store: ActionStore;
  approvals: Approvals;
  preferences: PreferencesPort;
  clock: Clock;
  ids: IdSource;
  /** The browser's zone, used until the person picks one in Options. */
  browserTimeZone: () => string;
}

export function createServices(deps: Omit<Services, 'approvals'>): Services {
  const approvals = createApprovals({ store: deps.store, calendar: deps.calendar, clock: deps.clock, ids: deps.ids });
  return { ...deps, approvals };
}

export function effectiveTimeZone(preferences: Preferences, services: Services): string {
  return preferences.timeZone ?? services.browserTimeZone();
}
