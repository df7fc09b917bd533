/// <reference types="@maxim_mazurok/gapi.client.calendar-v3" />
import { toDraft } from '../core/approvals/execute-change';
import type { RecurrenceScope } from '../core/domain/calendar-connection';
import { isRecurring, type CalendarEvent, type EventDraft } from '../core/domain/calendar-event';
import { KairosError } from '../core/errors';
import type { WriteOptions } from '../ports/calendar';
import type { GoogleContext } from './google-context';
import { fetchStoredEvent, getGoogleEvent, liveEventOf, type StoredEvent } from './google-event-reads';
import {
  deleteGoogleEvent,
  goneError,
  insertGoogleEvent,
  patchStoredEvent,
  staleError,
  updateGoogleEvent,
} from './google-event-writes';
import { continueRule, countOf, isRuleLine, shiftWeekdays } from './google-rrule-edit';
import {
  applyShift,
  isFirstOccurrence,
  occurrencesBefore,
  originalStartOf,
  ruleEndingBefore,
  shiftBetween,
  splitSeriesId,
} from './google-series-time';

// Editing a recurring event from one of its occurrences, the way Google Calendar itself does:
//  - this:      patch the instance; Google keeps it as an exception to the series.
//  - all:       patch the series, moving it as the occurrence was moved.
//  - following: split the series in two. The old one is ended just before the occurrence (an
//               UNTIL on its RRULE) and a new series starts at the occurrence's new time with the
//               rest of the rule. Google's API has no "this and following" call; its own UI does
//               this split (the new series even gets a new iCalUID).

/** Guarded by the occurrence's etag: one that changed since it was listed is never edited. */
export async function updateGoogleRecurring(
  ctx: GoogleContext,
  occurrence: CalendarEvent,
  after: EventDraft,
  scope: RecurrenceScope,
  options: WriteOptions = {},
): Promise<CalendarEvent> {
  const calendarId = occurrence.calendarId ?? ctx.writeCalendarId;
  if (!isRecurring(occurrence)) {
    return updateGoogleEvent(ctx, { ...after, id: occurrence.id, calendarId }, occurrence.etag, options);
  }
  const seriesId = occurrence.recurringEventId;
  if (seriesId === undefined) {
    // The series itself was handed in, as events.get returns it: it stands for its first occurrence,
    // from which "following" is all of it and "this" needs an occurrence to name.
    if (scope === 'this') throw new KairosError('invalid_input', 'Pick one occurrence of the series to change it alone.');
    const series = await fetchStoredEvent(ctx, calendarId, occurrence.id);
    return patchStoredEvent(ctx, series, { ...after, id: occurrence.id, calendarId }, occurrence.etag, options);
  }
  switch (scope) {
    case 'this':
      // An instance carries no recurrence of its own; sending one would be refused.
      return updateGoogleEvent(ctx, { ...after, id: occurrence.id, calendarId, recurrence: undefined }, occurrence.etag, options);
    case 'all': {
      const series = await seriesAsListed(ctx, calendarId, occurrence, seriesId);
      return editWholeSeries(ctx, series, occurrence, after, options);
    }
    case 'following': {
      const series = await seriesAsListed(ctx, calendarId, occurrence, seriesId);
      const originalStart = originalStartOf(occurrence);
      if (isFirstOccurrence(series.event, originalStart)) return editWholeSeries(ctx, series, occurrence, after, options);
      return splitSeries(ctx, series, occurrence, after, originalStart, options);
    }
  }
}

interface Series {
  stored: StoredEvent;
  event: CalendarEvent;
}

/** The series of an occurrence, after checking the occurrence is still as it was listed. */
async function seriesAsListed(
  ctx: GoogleContext,
  calendarId: string,
  occurrence: CalendarEvent,
  seriesId: string,
): Promise<Series> {
  const current = await getGoogleEvent(ctx, occurrence.id, calendarId);
  if (current === undefined) throw goneError(occurrence.title);
  if (current.etag !== occurrence.etag) throw staleError(current.title);
  const stored = await fetchStoredEvent(ctx, calendarId, seriesId);
  const event = stored === undefined ? undefined : liveEventOf(stored);
  if (stored === undefined || event === undefined) throw goneError(occurrence.title);
  return { stored, event };
}

/** The fields the edit changed on the occurrence; only these are carried to a series. */
function changedFields(occurrence: CalendarEvent, after: EventDraft): Partial<EventDraft> {
  const same = <T>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);
  return {
    ...(same(occurrence.title, after.title) ? {} : { title: after.title }),
    ...(same(occurrence.description, after.description) ? {} : { description: after.description }),
    ...(same(occurrence.location, after.location) ? {} : { location: after.location }),
    ...(same(occurrence.attendees, after.attendees) ? {} : { attendees: after.attendees }),
    ...(same(occurrence.transparency, after.transparency) ? {} : { transparency: after.transparency }),
    ...(same(occurrence.conference, after.conference) ? {} : { conference: after.conference }),
  };
}

/**
 * "All": the series takes the occurrence's changed fields, and its start moves as the occurrence's
 * did (the new start − the old, in wall-clock time) with the occurrence's new length. A move to
 * another weekday moves the rule's BYDAY with it.
 */
async function editWholeSeries(
  ctx: GoogleContext,
  series: Series,
  occurrence: CalendarEvent,
  after: EventDraft,
  options: WriteOptions,
): Promise<CalendarEvent> {
  const seriesZone = series.event.time.kind === 'timed' ? series.event.time.timeZone : 'UTC';
  const shift = shiftBetween(occurrence.time, after.time, seriesZone);
  const draft: EventDraft = {
    ...toDraft(series.event),
    ...changedFields(occurrence, after),
    time: applyShift(series.event.time, shift),
    recurrence: (series.event.recurrence ?? []).map((line) => (isRuleLine(line) ? shiftWeekdays(line, shift.days) : line)),
  };
  return patchStoredEvent(ctx, series.stored, draft, series.stored.raw.etag, options);
}

/**
 * "This and following": a new series from the occurrence's new time, then the old one ended before
 * it. The new series is inserted first: if ending the old one then fails, the new one is removed
 * again and nothing is lost; if Kairos stops between the two, a retry finds the new series under
 * its derived id and only ends the old one. Ending first would lose the following occurrences on
 * a failure in between. The new series repeats by the old rule (COUNT reduced by the occurrences
 * already past, BYDAY moved with the occurrence); single-occurrence exceptions and EXDATEs after
 * the split stay with the old series and so disappear, as in Google Calendar's own split.
 */
async function splitSeries(
  ctx: GoogleContext,
  series: Series,
  occurrence: CalendarEvent,
  after: EventDraft,
  originalStart: number | string,
  options: WriteOptions,
): Promise<CalendarEvent> {
  const lines = series.event.recurrence ?? [];
  const rule = lines.find(isRuleLine);
  if (rule === undefined) {
    throw new KairosError(
      'invalid_input',
      `"${series.event.title}" repeats on listed dates only — change it in Google Calendar.`,
    );
  }
  const seriesZone = series.event.time.kind === 'timed' ? series.event.time.timeZone : 'UTC';
  const shift = shiftBetween(occurrence.time, after.time, seriesZone);
  const count = countOf(rule);
  const past = count === undefined ? 0 : occurrencesBefore(series.event, rule, originalStart, count);
  const { conference: _seriesCall, icalUid: _icalUid, link: _link, ...seriesFields } = toDraft(series.event);
  const changed = changedFields(occurrence, after);
  const draft: EventDraft = {
    ...seriesFields,
    ...changed,
    id: await splitSeriesId(series.event.id, originalStart),
    time: after.time,
    recurrence: [shiftWeekdays(continueRule(rule, past), shift.days)],
    ...callOf(changed.conference ?? series.event.conference),
  };
  const created = await insertGoogleEvent(ctx, draft, options, carriedCall(series.stored, draft));
  try {
    const ended = lines.map((line) => (line === rule ? ruleEndingBefore(rule, originalStart) : line));
    await patchStoredEvent(ctx, series.stored, { ...toDraft(series.event), recurrence: ended }, series.stored.raw.etag, options);
  } catch (error) {
    await deleteGoogleEvent(ctx, created.id, created.etag, { ...options, calendarId: created.calendarId }).catch(() => undefined);
    throw error;
  }
  return created;
}

function callOf(conference: CalendarEvent['conference']): Pick<EventDraft, 'conference'> {
  return conference === undefined ? {} : { conference };
}

/**
 * The old series' video call, copied whole so the new series keeps the same link (Google reuses a
 * conference given its id and solution). Not when the edit asked for a new call or none.
 */
function carriedCall(series: StoredEvent, draft: EventDraft): { conferenceData?: gapi.client.calendar.ConferenceData } {
  const data = series.raw.conferenceData;
  if (data === undefined || draft.conference?.url === undefined) return {};
  const { createRequest: _request, ...existing } = data;
  return { conferenceData: existing };
}
