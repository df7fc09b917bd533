import { parseIcs, toIcs } from '../adapters/ics';
import { KairosError } from '../core/errors';
import {
  INSERT_TEXT_MESSAGE,
  READ_EMAIL_MESSAGE,
  insertReplySchema,
  openEmailSchema,
  type InsertText,
  type OpenEmail,
  type ReadEmail,
} from '../messaging/content-protocol';
import { toAgendaItem } from '../core/pipeline/agenda-item';
import { narrowBulk } from '../core/approvals/narrow-bulk';
import { approvalRequestOf } from '../core/pipeline/approval-request';
import { rememberRevision } from '../core/pipeline/remember-revision';
import { reviseProposal } from '../core/pipeline/revise-proposal';
import { suggestChange } from '../core/pipeline/suggest-change';
import { addZonedDays, startOfZonedDay } from '../core/time/zoned';
import type { RequestHandlers } from '../messaging/dispatch-request';
import { createLogger } from '../logger';
import { checkModelConnection } from './model-connection';
import { createPlanContinuations } from './plan-continuation';
import { savePlacesSettings } from './save-places-settings';
import { calendarSetup, effectiveTimeZone, type Services } from './services';

const UPCOMING_DAYS = 30;

/** What the background answers for each request of lib/messaging/protocol.ts. */
export function createRequestHandlers(services: Services): RequestHandlers {
  const { calendar, localCalendar, google, approvals, preferences, modelSettings, modelProbe, clock, ids } = services;
  const plans = createPlanContinuations(services, createLogger('background'));
  const zone = async (): Promise<string> =>
    effectiveTimeZone(await preferences.get(), await google.settings(), services.browserTimeZone());

  // What a revision needs to review the change again: the calendar in use, its zone, free/busy, email choice.
  const suggestContext = async () => {
    const prefs = await preferences.get();
    const setup = await calendarSetup(services, prefs);
    return {
      approvals,
      calendar,
      preferences: prefs,
      timeZone: setup.timeZone,
      ...(setup.freeBusy === undefined ? {} : { freeBusy: setup.freeBusy }),
      ...(setup.sendUpdates === undefined ? {} : { sendUpdates: setup.sendUpdates }),
    };
  };

  const parse = async (ics: string) =>
    parseIcs(ics, { newId: () => ids.newId(), now: clock.now(), defaultTimeZone: await zone() });

  return {
    async getUpcomingEvents({ limit }) {
      const timeZone = await zone();
      const now = clock.now();
      const range = { start: now, end: addZonedDays(startOfZonedDay(now, timeZone), UPCOMING_DAYS, timeZone) };
      const occurrences = await calendar.listOccurrences(range, timeZone);
      return {
        events: occurrences
          .filter((o) => o.end > now)
          .slice(0, limit)
          .map(toAgendaItem),
        timeZone,
      };
    },

    // A Plan that waited on the card runs its remaining steps once the change is made; the panel
    // shows its steps as they now stand and anything those steps said.
    async approveAction({ token }) {
      const { action, audit } = await approvals.approve(token);
      const continued = await plans.after(token, 'approved', action.source);
      return { auditId: audit.id, description: audit.description, ...(continued === undefined ? {} : { continued }) };
    },

    async retryAction({ token }) {
      const { action, audit } = await approvals.retry(token);
      const continued = await plans.after(token, 'approved', action.source);
      return { auditId: audit.id, description: audit.description, ...(continued === undefined ? {} : { continued }) };
    },

    async rejectAction({ token }) {
      const rejected = await approvals.reject(token);
      // The steps after a rejected card are skipped; nothing of them is shown, so only the record goes.
      await plans.after(token, 'rejected', rejected.source);
      return { status: rejected.status };
    },

    async reviseProposal({ conversationId, ...edit }) {
      const proposal = await reviseProposal(edit, await suggestContext());
      if (conversationId !== undefined) await rememberRevision(services.conversation(conversationId), edit.token, proposal);
      return { proposal };
    },

    async narrowBulkAction({ token, keep }) {
      const old = await approvals.get(token);
      const { change, description } = narrowBulk(old, keep);
      const next = await suggestChange({ ...(await suggestContext()), source: old.source }, change, description, token);
      const steps = await plans.moved(token, next.token, keep);
      return { approval: { ...approvalRequestOf(next), ...(steps === undefined ? {} : { steps }) } };
    },

    async listPendingActions() {
      const waiting = (await approvals.pending()).flatMap((a) => (a.review === undefined ? [] : [{ ...a, review: a.review }]));
      return {
        approvals: await Promise.all(
          waiting.map(async (a) => {
            const steps = await plans.stepsOf(a.token);
            return { ...approvalRequestOf(a), ...(steps === undefined ? {} : { steps }) };
          }),
        ),
      };
    },

    async listHistory({ limit }) {
      return { entries: await approvals.history(limit) };
    },

    async undoAction({ auditId, notifyGuests }) {
      const undone = await approvals.undo(auditId, notifyGuests === undefined ? {} : { notifyGuests });
      return { description: undone.description };
    },

    async getPreferences() {
      const googleSettings = await google.settings();
      const calendarTimeZone = googleSettings.connected ? googleSettings.calendarTimeZone : undefined;
      return {
        preferences: await preferences.get(),
        browserTimeZone: services.browserTimeZone(),
        ...(calendarTimeZone === undefined ? {} : { calendarTimeZone }),
      };
    },

    async savePreferences({ preferences: next }) {
      await preferences.set(next);
      return { preferences: await preferences.get() };
    },

    async getModelSettings() {
      const [settings, chromeAi] = await Promise.all([modelSettings.get(), modelProbe.chromeAiAvailability()]);
      return { settings, chromeAi };
    },

    async saveModelSettings({ settings }) {
      await modelSettings.set(settings);
      return { settings: await modelSettings.get() };
    },

    async testModelConnection({ settings }) {
      return checkModelConnection(settings, modelProbe);
    },

    async getPlacesSettings() {
      return { settings: await services.placesSettings.get() };
    },

    async savePlacesSettings(request) {
      return { settings: await savePlacesSettings(request, { settings: services.placesSettings, reach: services.reachPlaces }) };
    },

    async previewIcsImport({ ics }) {
      const { events, problems } = await parse(ics);
      return { count: events.length, titles: events.slice(0, 10).map((e) => e.title), problems };
    },

    async importIcs({ ics, includePartial }) {
      const { events, problems } = await parse(ics);
      // Nothing is imported partially unless the person saw the problems and chose to go on.
      if (problems.length > 0 && !includePartial) {
        const first = problems[0];
        throw new KairosError(
          'ics_invalid',
          `${String(problems.length)} event(s) cannot be imported${first === undefined ? '' : ` — ${first.component}: ${first.message}`}. Nothing was imported.`,
        );
      }
      if (events.length === 0) throw new KairosError('ics_invalid', 'The file holds no events to import.');
      return { imported: await localCalendar.importEvents(events) };
    },

    async exportIcs() {
      const events = await localCalendar.allEvents();
      return { ics: toIcs(events, {}), count: events.length };
    },

    async insertIntoCompose({ tabId, composeId, text }) {
      const message: InsertText = { type: INSERT_TEXT_MESSAGE, composeId, text };
      let answer: unknown;
      try {
        answer = await services.sendToTab(tabId, message);
      } catch {
        throw new KairosError(
          'not_found',
          'That Gmail tab is closed or was reloaded, so nothing was inserted. Open the draft and try again.',
        );
      }
      const reply = insertReplySchema.safeParse(answer);
      if (!reply.success)
        throw new KairosError('not_found', 'Gmail did not answer, so nothing was inserted. Reload Gmail and try again.');
      if (!reply.data.ok)
        throw new KairosError('not_found', `Nothing was inserted: ${reply.data.reason ?? 'the draft is no longer open'}.`);
      return {};
    },

    readOpenEmail: ({ windowId }) => readOpenEmail(services, windowId),

    async clearLocalData() {
      await localCalendar.clear();
      return {};
    },

    getGoogleStatus: () => google.status(),
    connectGoogle: () => google.connect(),
    disconnectGoogle: () => google.disconnect(),
    saveGoogleChoice: (choice) => google.choose(choice),
  };
}

/**
 * The open email in a window's active tab, as its Gmail content script reads it. Every way of not
 * getting one is an answer the side panel shows, never an error: the person can fix each one.
 */
async function readOpenEmail(services: Services, windowId: number): Promise<OpenEmail> {
  const tabId = await services.activeTabId(windowId);
  if (tabId === undefined) return { found: false, reason: 'No tab is active in this window.' };
  const notGmail: OpenEmail = { found: false, reason: 'The tab beside Kairos is not Gmail.' };
  const message: ReadEmail = { type: READ_EMAIL_MESSAGE };
  let answer: unknown;
  try {
    answer = await services.sendToTab(tabId, message);
  } catch {
    // No content script to receive it: the tab is not Gmail (or is still loading).
    return notGmail;
  }
  // No answer at all: a Kairos content script is there but it is not Gmail's (Google Calendar's).
  if (answer === undefined) return notGmail;
  const reply = openEmailSchema.safeParse(answer);
  return reply.success ? reply.data : { found: false, reason: 'Gmail did not answer (reloading Gmail may help).' };
}
