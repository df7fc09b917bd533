import { createApprovals, type Approvals } from '../core/approvals/approvals';
import type { Preferences } from '../core/domain/preferences';
import type { ActionStore } from '../ports/action-store';
import type { Clock } from '../ports/clock';
import type { IdSource } from '../ports/ids';
import type { ConversationMemory } from '../ports/conversation-memory';
import type { ModelPort } from '../ports/model';
import type { ModelSettingsPort } from '../ports/model-settings';
import type { PreferencesPort } from '../ports/preferences';
import type { TemplateCache } from '../ports/template-cache';
import type { LocalCalendar } from '../adapters/local-calendar';
import type { ModelProbe } from './model-connection';

/** Everything the background's handlers use, built once at start-up from adapters. */
export interface Services {
  calendar: LocalCalendar;
  store: ActionStore;
  approvals: Approvals;
  preferences: PreferencesPort;
  modelSettings: ModelSettingsPort;
  /** Looks at models for Options (Chrome AI availability, a test call); never used by a turn. */
  modelProbe: ModelProbe;
  /** The model for the next turn, from the saved settings (read each turn, so a change applies at once). */
  turnModel: () => Promise<ModelPort | undefined>;
  /** A side-panel conversation's memory, by the id the panel sends with each turn. */
  conversation: (conversationId: string) => ConversationMemory;
  /** Templates of recent proposals by participants, shared by every conversation (edits name people, not panels). */
  templateCache: TemplateCache;
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
