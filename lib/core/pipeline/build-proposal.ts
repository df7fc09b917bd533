import { notifyNotice } from '../approvals/notify-notice';
import { isPageContent, type PendingAction } from '../approvals/pending-action';
import { declinedBySelf, type EventOccurrence } from '../domain/calendar-event';
import { KairosError } from '../errors';
import { overlaps, type Interval } from '../time/interval';
import type { Proposal } from './turn-event';

/** The person's own busy events that overlap a time (not ones marked free, nor invitations they declined). */
export function conflictsAt(occurrences: readonly EventOccurrence[], slot: Interval): EventOccurrence[] {
  return occurrences.filter((o) => o.event.transparency === 'opaque' && !declinedBySelf(o.event) && overlaps(o, slot));
}

/** What the card says before approval: availability notes first, then who gets emailed. */
export function noticesFor(action: PendingAction, notes: readonly string[] = []): string[] | undefined {
  const notify = notifyNotice(action.change, action.sendUpdates);
  const all = [...notes, ...(notify === undefined ? [] : [notify])];
  return all.length === 0 ? undefined : all;
}

/** The card the side panel shows for a suggested create, or a move/change of a timed event. */
export function buildProposal(
  action: PendingAction,
  details: {
    conflicts: readonly EventOccurrence[];
    alternatives: readonly Interval[];
    reason: string;
    /** Availability notes ("Sam's calendar isn't shared with you"). */
    notes?: readonly string[];
    /** Where one occurrence of a local series was, when the change moves it (the series minus it, plus a single event). */
    previous?: Interval;
  },
): Proposal {
  const { change } = action;
  const moved =
    change.kind === 'bulk' && details.previous !== undefined ? change.changes.find((c) => c.kind === 'create') : undefined;
  const event =
    change.kind === 'create'
      ? change.event
      : change.kind === 'update'
        ? change.after
        : moved?.kind === 'create'
          ? moved.event
          : undefined;
  const time = event?.time;
  if (event === undefined || time?.kind !== 'timed') {
    throw new KairosError('invalid_input', 'Only a timed event can be shown as a proposal.');
  }
  const proposal: Proposal = {
    token: action.token,
    title: event.title,
    start: time.start,
    end: time.end,
    timeZone: time.timeZone,
    attendees: event.attendees,
    reason: details.reason,
    conflicts: details.conflicts.map((c) => ({ title: c.event.title, start: c.start, end: c.end, allDay: c.allDay })),
    alternatives: details.alternatives.slice(0, 3).map((a) => ({ start: a.start, end: a.end })),
    expiresAt: action.expiresAt,
  };
  if (event.location !== undefined) proposal.location = event.location;
  const notices = noticesFor(action, details.notes);
  if (notices !== undefined) proposal.notices = notices;
  if (event.conference !== undefined) proposal.videoCall = true;
  if (action.review !== undefined) proposal.review = action.review;
  if (isPageContent(action.source)) proposal.source = action.source;
  if (change.kind === 'update') {
    proposal.change = 'update';
    if (change.before.time.kind === 'timed') proposal.previous = { start: change.before.time.start, end: change.before.time.end };
  }
  if (moved !== undefined && details.previous !== undefined) {
    proposal.change = 'update';
    proposal.previous = { start: details.previous.start, end: details.previous.end };
  }
  return proposal;
}
