import { createApprovals, type Approvals } from '../core/approvals/approvals';
import type { Preferences } from '../core/domain/preferences';
import type { ActionStore } from '../ports/action-store';
import type { Clock } from '../ports/clock';
import type { IdSource } from '../ports/ids';
import type { ConversationMemory } from '../ports/conversation-memory';
import type { ModelPort } from '../ports/model';
import type { ModelSettingsPort } from '../ports/model-settings';
import type { PlacesSettingsPort } from '../ports/places-settings';
import type { PreferencesPort } from '../ports/preferences';
import type { TemplateCache } from '../ports/template-cache';
import type { WorkflowStore } from '../ports/workflow-store';
import type { LocalCalendar } from '../adapters/local-calendar';
import type { GoogleSettings, SendUpdates } from '../core/domain/calendar-connection';
import type { PlacesSettings } from '../core/domain/places-settings';
import type { TurnPlaces } from '../core/places/turn-places';
import type { CalendarPort } from '../ports/calendar';
import type { FreeBusyPort } from '../ports/free-busy';
import { createActiveCalendar } from './active-calendar';
import type { GoogleConnection } from './google-connection';
import type { ModelProbe } from './model-connection';
import type { PlacesReach } from './places-access';

/** Everything the background's handlers use, built once at start-up from adapters. */
export interface Services {
  /** Google Calendar while connected, else the local one: what turns, approvals and undo use. */
  calendar: CalendarPort;
  /** The calendar kept in this browser (import, export, clear in Options). */
  localCalendar: LocalCalendar;
  google: GoogleConnection;
  store: ActionStore;
  approvals: Approvals;
  preferences: PreferencesPort;
  modelSettings: ModelSettingsPort;
  /** Looks at models for Options (Chrome AI availability, a test call); never used by a turn. */
  modelProbe: ModelProbe;
  /** The model for the next turn, from the saved settings (read each turn, so a change applies at once). */
  turnModel: () => Promise<ModelPort | undefined>;
  /** Options → Places: the provider, its key, and home and work as looked up on Save. */
  placesSettings: PlacesSettingsPort;
  /**
   * The provider's port for these settings when Kairos may reach it (its host permission granted),
   * else why not: what each turn and each Save in Options asks first (places-access.ts).
   */
  reachPlaces: (settings: PlacesSettings) => Promise<PlacesReach>;
  /** A side-panel conversation's memory, by the id the panel sends with each turn. */
  conversation: (conversationId: string) => ConversationMemory;
  /** Templates of recent proposals by participants, shared by every conversation (edits name people, not panels). */
  templateCache: TemplateCache;
  /** Plans paused for approval, by card token: turns store them, approving a card continues them. */
  workflows: WorkflowStore;
  clock: Clock;
  ids: IdSource;
  /** The browser's zone, used until the person picks one in Options. */
  browserTimeZone: () => string;
  /** Sends a message to a tab's content script and returns its answer (Gmail's compose insertion). */
  sendToTab: (tabId: number, message: unknown) => Promise<unknown>;
  /** The active tab of a window, if any (for "this email": the tab the side panel sits beside). */
  activeTabId: (windowId: number) => Promise<number | undefined>;
}

export function createServices(
  deps: Omit<Services, 'approvals' | 'calendar'>,
  options: { onApprovalsChange?: () => void } = {},
): Services {
  const calendar = createActiveCalendar(deps.localCalendar, () => deps.google.calendar());
  const approvals = createApprovals({
    store: deps.store,
    calendar,
    clock: deps.clock,
    ids: deps.ids,
    fallbackTimeZone: deps.browserTimeZone(),
    ...(options.onApprovalsChange === undefined ? {} : { onChange: options.onApprovalsChange }),
  });
  return { ...deps, calendar, approvals };
}

/** The zone Kairos plans in: the one pinned in Options, else the Google Calendar's, else the browser's. */
export function effectiveTimeZone(preferences: Preferences, google: GoogleSettings, browserTimeZone: string): string {
  return preferences.timeZone ?? (google.connected ? google.calendarTimeZone : undefined) ?? browserTimeZone;
}

/** What a turn needs to know of the calendar in use beyond the port. */
export interface CalendarSetup {
  timeZone: string;
  /** Other people's busy time: Google only. */
  freeBusy?: FreeBusyPort;
  /** Who Google will email about a write; absent on the local calendar, which emails no one. */
  sendUpdates?: SendUpdates;
  /** The calendar can add a Google Meet link. */
  videoCalls: boolean;
  /** The calendar can change part of a repeating event. */
  recurringEdits: boolean;
}

export async function calendarSetup(services: Services, preferences: Preferences): Promise<CalendarSetup> {
  const google = await services.google.settings();
  const timeZone = effectiveTimeZone(preferences, google, services.browserTimeZone());
  const adapter = await services.google.calendar();
  if (adapter === undefined) return { timeZone, videoCalls: false, recurringEdits: false };
  return { timeZone, freeBusy: adapter, sendUpdates: google.sendUpdates, videoCalls: true, recurringEdits: true };
}

/** The ports, calendar facts and places every turn and every continued Plan is given, read once for the call. */
export async function turnPorts(services: Services, preferences: Preferences) {
  const [setup, places] = await Promise.all([calendarSetup(services, preferences), turnPlaces(services)]);
  return {
    calendar: services.calendar,
    approvals: services.approvals,
    clock: services.clock,
    ids: services.ids,
    preferences,
    timeZone: setup.timeZone,
    videoCalls: setup.videoCalls,
    recurringEdits: setup.recurringEdits,
    ...(setup.freeBusy === undefined ? {} : { freeBusy: setup.freeBusy }),
    ...(setup.sendUpdates === undefined ? {} : { sendUpdates: setup.sendUpdates }),
    ...(places === undefined ? {} : { places }),
  };
}

/**
 * Venues for the next turn, from the saved settings (read each turn, so a Save applies at once);
 * undefined when no provider is chosen or its host permission is not granted, and then nothing about
 * the turn leaves the browser.
 */
export async function turnPlaces(services: Services): Promise<TurnPlaces | undefined> {
  const reach = await services.reachPlaces(await services.placesSettings.get());
  return reach.ok ? reach.places : undefined;
}
