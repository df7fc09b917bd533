import { toDraft } from '../approvals/execute-change';
import { isLocalSeries, moveOccurrence } from '../approvals/occurrence-change';
import type { CalendarChange } from '../approvals/pending-action';
import { KairosError } from '../errors';
import type { RecurrenceScope } from '../domain/calendar-connection';
import { isRecurring, type CalendarEvent, type EventDraft, type EventOccurrence } from '../domain/calendar-event';
import type { EditRequest } from '../nlu/edit-request';
import type { ParsedPart } from '../nlu/parsed-request';
import { busyFromOccurrences } from '../slots/busy-from-occurrences';
import { determineAlternativesToShow } from '../slots/determine-alternatives-to-show';
import { findCandidateSlots } from '../slots/find-candidate-slots';
import type { RankedSlot, SlotSearchResult } from '../slots/slot-query';
import { formatRange } from '../time/format';
import type { Interval } from '../time/interval';
import { MINUTE_MS, addZonedDays, isoDateInZone, startOfZonedDay } from '../time/zoned';
import { buildProposal, conflictsAt } from './build-proposal';
import { calendarKindOf, eventKindOf } from './event-kind-of';
import { byFitThenNearest } from './nearest-fit';
import { newLengthOf } from './new-length-of';
import { newStartOf, searchDayOf, withPartOfDayResolved } from './new-start-of';
import { selectStage } from './select-stage';
import { inEventsWeek } from '../time/in-events-week';
import { seriesOccurrenceOnNewDay } from './series-occurrence-on-day';
import { suggestChange } from './suggest-change';
import type { TurnContext } from './turn-context';

const CANDIDATES_KEPT = 16;
/** How far "earlier"/"later" looks from the event: the same week, both ways. */
const DIRECTION_DAYS = 7;

export interface EditOptions {
  /** The suggested move this edit changes again ("make it 30 minutes" after "move it to 4pm"): its card is replaced. */
  revise?: string;
  /** The event as it is in the calendar, when `occurrence` is where a suggestion put it. */
  before?: CalendarEvent;
  /** For one occurrence of a local series a suggestion moved: where the series has it. */
  from?: Interval;
}

const SCOPE_WORDS: Record<RecurrenceScope, string> = {
  this: 'this occurrence only',
  following: 'this and following',
  all: 'every occurrence',
};

const SCOPE_NOTICE: Record<RecurrenceScope, string> = {
  this: 'Only this occurrence changes; say "all of them" to change the whole series.',
  following: 'This occurrence and every later one change; earlier ones stay as they are.',
  all: 'Every occurrence of the series changes.',
};

interface Plan {
  slot: Interval;
  alternatives: Interval[];
  reason: string;
  candidates: RankedSlot[];
}

/**
 * An edit of an event already in the calendar: its new time (named, shifted, searched for
 * "earlier"/"later" or in a range), title, place or length, proposed as an update the person
 * approves. The event never clashes with itself; other events it would overlap are shown.
 */
export async function editCalendarEvent(
  edit: EditRequest,
  found: EventOccurrence,
  ctx: TurnContext,
  options: EditOptions = {},
): Promise<void> {
  const occurrence = options.from === undefined ? await seriesOccurrenceOnNewDay(edit, found, ctx) : found;
  const { event } = occurrence;
  const before = options.before ?? event;
  const zone = ctx.timeZone;
  // Google lists each occurrence as an instance of its series, which it can change by scope; the
  // local calendar keeps only the series, so one occurrence moves as the series without it plus a
  // single event (moveOccurrence). Its other scopes would rewrite the rule: not done here.
  const localOccurrence = isLocalSeries(before) && (edit.scope ?? 'this') === 'this';
  if (!localOccurrence && isRecurring(event) && (ctx.recurringEdits !== true || event.recurringEventId === undefined)) {
    ctx.emit({
      type: 'text',
      text: `"${event.title}" repeats. Changing part of a repeating event works with Google Calendar connected (Options); for now, change it in your calendar.`,
    });
    return;
  }
  const scope = isRecurring(event) ? (edit.scope ?? 'this') : undefined;
  const from = options.from ?? { start: occurrence.start, end: occurrence.end };
  // The event never clashes with itself; another occurrence of its series is a real clash.
  const isSelf = (o: EventOccurrence): boolean => o.event.id === event.id && (!localOccurrence || o.start === from.start);
  if (occurrence.allDay || event.time.kind !== 'timed') {
    ctx.emit({ type: 'text', text: `"${event.title}" is an all-day event; I can only move events with a start and end time.` });
    return;
  }
  const parsed = requestOf(occurrence, edit);
  const plan = await planTime(edit, occurrence, parsed, ctx, isSelf);
  if (plan === undefined) return;
  const after: EventDraft = {
    ...toDraft(event),
    title: parsed.entities.title ?? event.title,
    time: { kind: 'timed', start: plan.slot.start, end: plan.slot.end, timeZone: event.time.timeZone },
    ...(edit.change.location === undefined ? {} : { location: edit.change.location }),
  };
  const was = localOccurrence ? from : before.time.kind === 'timed' ? before.time : occurrence;
  const moved = plan.slot.start !== was.start || plan.slot.end !== was.end;
  const when = formatRange(plan.slot.start, plan.slot.end, zone);
  const description = `${moved ? `Move "${before.title}" to ${when}` : `Change "${before.title}" on ${when}`}${scope === undefined ? '' : ` (${SCOPE_WORDS[scope]})`}`;
  ctx.emit({ type: 'stage', stage: 'select', label: 'Preparing the change' });
  const change: CalendarChange = localOccurrence
    ? occurrenceMove(before, from, after, ctx.ids.newId())
    : { kind: 'update' as const, before, after, ...(scope === undefined ? {} : { scope }) };
  const action = await suggestChange(ctx, change, description, options.revise);
  const others = await ctx.calendar.listOccurrences(plan.slot, zone);
  const conflicts = conflictsAt(
    others.filter((o) => !isSelf(o)),
    plan.slot,
  );
  const proposal = buildProposal(action, {
    ...(localOccurrence ? { previous: from } : {}),
    conflicts,
    alternatives: plan.alternatives,
    reason: plan.reason,
    // The local calendar changes one occurrence only; "all of them" is not on offer there.
    ...(localOccurrence
      ? { notes: ['Only this occurrence changes.'] }
      : scope === undefined
        ? {}
        : { notes: [SCOPE_NOTICE[scope]] }),
  });
  if (options.revise !== undefined) proposal.replaces = options.revise;
  ctx.emit({ type: 'proposal', proposal });
  await ctx.conversation?.set({
    token: action.token,
    request: parsed,
    candidates: plan.candidates,
    shown: [plan.slot, ...plan.alternatives].map((s) => s.start),
    current: plan.slot,
    at: ctx.clock.now(),
  });
}

/** One occurrence of a local series at its new time, title and place: the series without it, and a single event. */
function occurrenceMove(series: CalendarEvent, from: Interval, after: EventDraft, newId: string): CalendarChange {
  if (after.time.kind !== 'timed') throw new KairosError('invalid_input', `"${series.title}" can only move to a time.`);
  const [cancel, create] = moveOccurrence(series, from, after.time, newId);
  const { location: _location, ...fields } = create.event;
  const event: EventDraft = {
    ...fields,
    title: after.title,
    ...(after.location === undefined ? {} : { location: after.location }),
  };
  return { kind: 'bulk', changes: [cancel, { kind: 'create', event }] };
}

/** The event as a request, for ranking and the select prompt: its title (or the new kind), people and place. */
function requestOf(occurrence: EventOccurrence, edit: EditRequest): ParsedPart {
  const { event } = occurrence;
  const title = edit.change.title ?? (edit.change.kind === undefined ? event.title : titleForKind(edit.change.kind, event.title));
  const location = edit.change.location ?? event.location;
  return {
    intent: 'update_event',
    confidence: 1,
    entities: {
      title,
      ...(event.attendees.length === 0
        ? {}
        : { attendees: event.attendees.map((a) => ({ email: a.email, name: a.name ?? a.email })) }),
      ...(location === undefined ? {} : { location }),
      ...(edit.change.eventType === undefined ? {} : { eventType: edit.change.eventType }),
    },
    constraints: [],
  };
}

async function planTime(
  edit: EditRequest,
  occurrence: EventOccurrence,
  parsed: ParsedPart,
  ctx: TurnContext,
  isSelf: (o: EventOccurrence) => boolean,
): Promise<Plan | undefined> {
  const zone = ctx.timeZone;
  const now = ctx.clock.now();
  const current = { start: occurrence.start, end: occurrence.end };
  const change = withPartOfDayResolved(edit.change, current, zone);
  const minutes = newLengthOf(change, current, zone);
  const length = minutes * MINUTE_MS;
  // "to Monday wherever it fits": a free time that day, not the event's hour on it.
  const searchesDay = edit.free === true && change.newTime?.kind === 'day';
  const exact = searchesDay ? undefined : newStartOf(change, current, zone, edit.timePreference);
  const searchWindow =
    exact !== undefined
      ? undefined
      : change.newTime?.kind === 'range'
        ? change.newTime.weekday === undefined
          ? { start: Math.max(now, change.newTime.start), end: change.newTime.end }
          : inEventsWeek({ start: Math.max(now, change.newTime.start), end: change.newTime.end }, current, zone)
        : edit.timePreference === 'earlier'
          ? { start: Math.max(now, addZonedDays(current.start, -DIRECTION_DAYS, zone)), end: current.start }
          : edit.timePreference === 'later'
            ? { start: current.start + 15 * MINUTE_MS, end: addZonedDays(current.start, DIRECTION_DAYS, zone) }
            : searchesDay || change.kind !== undefined
              ? clampToNow(searchDayOf(change, current, zone), now)
              : undefined;

  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Checking your calendar' });
  const requested =
    searchWindow === undefined ? { start: exact ?? current.start, end: (exact ?? current.start) + length } : undefined;
  const window = searchWindow ?? {
    start: Math.max(now, startOfZonedDay(requested?.start ?? now, zone)),
    end: addZonedDays(startOfZonedDay(requested?.start ?? now, zone), 7, zone),
  };
  if (window.end <= window.start) {
    ctx.emit({
      type: 'text',
      text: `Nothing earlier is possible: "${occurrence.event.title}" is already the next thing you have.`,
    });
    return undefined;
  }
  // "Earlier"/"later" means on the event's own day first: without the preference the nearest times
  // could fall outside the candidates kept, and "the standup earlier" would land on another day.
  const preferDay = edit.timePreference === undefined ? undefined : isoDateInZone(current.start, zone);
  const result = await search(isSelf, parsed, minutes, window, requested, ctx, preferDay);
  if (requested !== undefined) {
    const inPast = requested.start < now;
    const valid = !inPast && !result.hasExplicitTimeConflict;
    const timeChanged = requested.start !== current.start || requested.end !== current.end;
    const show = determineAlternativesToShow({ hasDateTime: true, hasPlace: change.location !== undefined }, valid, {
      changedTime: timeChanged,
      changedPlace: change.location !== undefined,
    });
    const alternatives = show.showAlternativeTimes ? result.slots.filter((s) => s.start !== requested.start).slice(0, 3) : [];
    const reason = inPast
      ? 'That time has already passed; the nearest free times are below.'
      : result.hasExplicitTimeConflict
        ? 'The new time clashes with your calendar; free times are below.'
        : timeChanged
          ? 'The new time is free.'
          : 'Changed as you asked.';
    return { slot: requested, alternatives, reason, candidates: result.slots };
  }
  const direction = edit.timePreference;
  const ranked = direction === undefined || result.hasNoCommonTime ? result.slots : byFitThenNearest(result.slots, current.start);
  const kind = eventKindOf(parsed);
  const selection = await selectStage(ranked.slice(0, 8), parsed, ctx, {
    conditional: edit.conditional,
    noCommonTime: result.hasNoCommonTime,
    eventKind: kind,
  });
  if (selection === undefined && edit.conditional && result.hasNoCommonTime) {
    // "Can we do it earlier?" moves it only if a time works; the least-clashing time may be the middle of the night.
    const stays = formatRange(current.start, current.end, zone);
    ctx.emit({
      type: 'text',
      text: `Nothing ${direction ?? 'else'} is free for "${occurrence.event.title}"; it stays at ${stays}.`,
    });
    return undefined;
  }
  const [best, ...rest] = selection?.slots ?? ranked;
  if (best === undefined) {
    const word = direction ?? 'other';
    ctx.emit({
      type: 'text',
      text: `I found no ${word} time for "${occurrence.event.title}" in ${formatRange(window.start, window.end, zone)}.`,
    });
    return undefined;
  }
  const reason =
    selection?.message ??
    (result.hasNoCommonTime
      ? `Nothing ${direction ?? 'in that range'} is free; this time has the fewest clashes.`
      : direction === 'earlier'
        ? 'An earlier time that works.'
        : direction === 'later'
          ? 'A later time that works.'
          : 'The best free time in the range you asked for.');
  return { slot: { start: best.start, end: best.end }, alternatives: rest.slice(0, 3), reason, candidates: ranked };
}

async function search(
  isSelf: (o: EventOccurrence) => boolean,
  parsed: ParsedPart,
  minutes: number,
  window: Interval,
  requested: Interval | undefined,
  ctx: TurnContext,
  preferDay?: string,
): Promise<SlotSearchResult> {
  const zone = ctx.timeZone;
  const read = {
    start: Math.min(window.start, requested?.start ?? window.start),
    end: Math.max(window.end, requested?.end ?? 0),
  };
  // The event's own time is free for its move.
  const others = (await ctx.calendar.listOccurrences(read, zone)).filter((o) => !isSelf(o));
  const kind = eventKindOf(parsed);
  return findCandidateSlots({
    now: ctx.clock.now(),
    timeZone: zone,
    durationMinutes: minutes,
    window,
    participants: [
      {
        id: 'me',
        name: 'You',
        timeZone: zone,
        workingHours: ctx.preferences.workingHours,
        busy: busyFromOccurrences(others, zone),
      },
    ],
    organiserId: 'me',
    eventKind: kind,
    calendarKind: calendarKindOf(kind),
    ...(requested === undefined ? {} : { requested }),
    ...(preferDay === undefined ? {} : { preferred: { dates: [preferDay] } }),
    limit: CANDIDATES_KEPT,
  });
}

function clampToNow(window: Interval, now: number): Interval {
  return { start: Math.max(now, window.start), end: window.end };
}

/** "lunch instead" for "Coffee with Sam" → "Lunch with Sam"; for "Coffee" → "Lunch". */
export function titleForKind(kind: string, oldTitle: string | undefined): string {
  const word = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  const withWhom = /\s+with\s+.+$/i.exec(oldTitle ?? '');
  return withWhom === null ? word : `${word}${withWhom[0]}`;
}
