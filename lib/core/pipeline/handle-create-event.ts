import { mayAutoApprove } from '../approvals/auto-approve-policy';
import type { Attendee, EventDraft, EventOccurrence } from '../domain/calendar-event';
import { newEventIdSchema } from '../domain/calendar-event';
import type { Participant } from '../domain/participant';
import { nameFromEmail } from '../nlu/extract-attendees';
import type { ParsedPart, When } from '../nlu/parsed-request';
import { busyFromOccurrences } from '../slots/busy-from-occurrences';
import { determineAlternativesToShow } from '../slots/determine-alternatives-to-show';
import { findCandidateSlots } from '../slots/find-candidate-slots';
import { onlyListedDays } from '../slots/only-listed-days';
import type { RankedSlot, SlotSearchResult } from '../slots/slot-query';
import { formatDay, formatRange } from '../time/format';
import type { Interval } from '../time/interval';
import { DAY_MS, MINUTE_MS, addZonedDays, startOfZonedDay } from '../time/zoned';
import { readAttendeeBusy } from './attendee-busy';
import { buildProposal, conflictsAt } from './build-proposal';
import { describeRecurrence } from './describe-recurrence';
import { selectStage, type Selection } from './select-stage';
import { calendarKindOf, eventKindOf } from './event-kind-of';
import { participantsKey } from './participants-key';
import { placesAt, placesToOffer, searchPlacesFor, type PlaceSearchOptions } from './place-stage';
import { proposeAllDayEvent } from './propose-all-day-event';
import { understoodConstraints } from './understood-constraints';
import { suggestChange } from './suggest-change';
import type { TurnContext } from './turn-context';

const SEARCH_DAYS = 14;
const CANDIDATES_KEPT = 16;
/** Until a places provider knows the distance: time to get there and back for an in-person event at a named place. */
const TRAVEL_MINUTES = 15;

/**
 * A new event. A named time is checked against the calendar and kept (alternatives only when it
 * clashes); a range or no time at all is searched for the best free slot. Either way the result
 * is a pending action the person approves.
 */
export async function handleCreateEvent(
  parsed: ParsedPart,
  ctx: TurnContext,
  options: { revise?: string; places?: PlaceSearchOptions; notes?: readonly string[] } = {},
): Promise<void> {
  // A day, not a time in it: nothing to search.
  if (parsed.entities.allDay !== undefined && options.revise === undefined) {
    await proposeAllDayEvent(parsed, ctx);
    return;
  }
  const { timeZone: zone, clock, preferences } = ctx;
  const now = clock.now();
  // "Find a time for …" from Google Calendar searches the week on screen unless the request names a time.
  const hinted = ctx.hint?.range;
  const when =
    parsed.when ??
    (hinted !== undefined && hinted.end > now
      ? { start: Math.max(now, hinted.start), end: hinted.end, grain: 'week' as const }
      : undefined);
  const kind = eventKindOf(parsed);
  // A meal or an evening out lasts longer than a meeting; the person's default is for meetings.
  const durationMinutes = parsed.entities.durationMinutes ?? (kind.kind === 'work' ? preferences.defaultDurationMinutes : 60);
  const durationMs = durationMinutes * MINUTE_MS;
  // A time with no end is the time the person wants; one with an end ("after 5", "between 2 and 4") is a range to search.
  const requested =
    when !== undefined && when.end === undefined ? { start: when.start, end: when.start + durationMs } : undefined;
  const asked =
    requested !== undefined
      ? {
          start: Math.max(now, startOfZonedDay(requested.start, zone)),
          end: addZonedDays(startOfZonedDay(requested.start, zone), 7, zone),
        }
      : when !== undefined
        ? { start: Math.max(now, when.start), end: when.end ?? when.start + DAY_MS }
        : { start: now, end: addZonedDays(now, SEARCH_DAYS, zone) };
  // "next week" in an email sent a fortnight ago, "this week" on a Sunday night: the range asked for
  // has no room left, so the next free times from now are offered, and the card says why.
  const passed = requested === undefined && when !== undefined && asked.end - asked.start < durationMs;
  const window = passed ? { start: now, end: addZonedDays(now, SEARCH_DAYS, zone) } : asked;
  const passedNote = passed ? [`${askedSpan(when, zone)} has passed; these are the next free times.`] : [];

  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Checking your calendar' });
  const calendarKind = calendarKindOf(kind);
  const placeStage = await searchPlacesFor(parsed, calendarKind, ctx, options.places);
  const search = placeStage?.kind === 'search' ? placeStage.search : undefined;
  const travel =
    search?.travel ?? (travelNeeded(parsed) ? { beforeMinutes: TRAVEL_MINUTES, afterMinutes: TRAVEL_MINUTES } : undefined);
  // Read past both ends of the search: travel time around a slot must be clear of events just outside it.
  const margin = travel === undefined ? 0 : Math.max(travel.beforeMinutes, travel.afterMinutes) * MINUTE_MS;
  const read = {
    start: Math.min(window.start, requested?.start ?? window.start) - margin,
    end: Math.max(window.end, requested?.end ?? window.end) + margin,
  };
  const attendees = attendeesOf(parsed);
  const emails = attendees.map((a) => a.email);
  const [occurrences, attendeeBusy] = await Promise.all([
    ctx.calendar.listOccurrences(read, zone),
    readAttendeeBusy(emails, read, ctx),
  ]);
  const result = findCandidateSlots({
    now,
    timeZone: zone,
    durationMinutes,
    window,
    participants: participantsOf(parsed, ctx, occurrences, attendeeBusy.busy),
    organiserId: 'me',
    // "coffee with Sam on Monday or Thursday": those days, not the ones between.
    constraints: [...parsed.constraints, ...onlyListedDays(when)],
    eventKind: kind,
    calendarKind,
    ...(requested === undefined ? {} : { requested }),
    ...(travel === undefined ? {} : { travel: { beforeMinutes: travel.beforeMinutes, afterMinutes: travel.afterMinutes } }),
    // Four are shown; the rest wait for "show more" and "any earlier times?".
    limit: CANDIDATES_KEPT,
  });

  const selection =
    requested === undefined && !result.hasNoCommonTime
      ? await selectStage(result.slots.slice(0, 8), parsed, ctx, {
          eventKind: kind,
          calendarKind,
          ...(search === undefined || result.slots[0] === undefined
            ? {}
            : { places: placesToOffer(search, result.slots[0], ctx) }),
        })
      : undefined;
  const picked = selection === undefined ? pickTime(requested, result, now) : fromSelection(selection);
  if (picked === undefined) {
    ctx.emit({
      type: 'text',
      text: `I found no free ${String(durationMinutes)}-minute slot ${when === undefined ? `in the next ${String(SEARCH_DAYS)} days` : `between ${formatRange(window.start, window.end, zone)}`}. Name a time and I'll check it.`,
    });
    return;
  }
  const title = parsed.entities.title ?? 'Meeting';
  const places =
    search === undefined
      ? undefined
      : placesAt(search, picked.slot, ctx, {
          ...(selection?.placeIds === undefined ? {} : { modelOrder: selection.placeIds }),
          choose: options.places?.choose,
          withAlternatives: picked.showPlaces,
        });
  const chosenPlace = places !== undefined && 'chosen' in places ? places : undefined;
  const location = chosenPlace?.chosen.location ?? parsed.entities.location ?? areaAsLocation(parsed.entities.near);
  const draft: EventDraft = {
    id: newEventIdSchema.parse(ctx.ids.newId()),
    title,
    time: { kind: 'timed', start: picked.slot.start, end: picked.slot.end, timeZone: zone },
    attendees,
    transparency: 'opaque',
    ...(location === undefined ? {} : { location }),
    ...(parsed.entities.recurrence === undefined ? {} : { recurrence: [parsed.entities.recurrence] }),
    // A video call gets a Meet link where the calendar can make one (Google); the local one cannot.
    ...(parsed.entities.videoLink === 'meet' && ctx.videoCalls === true ? { conference: {} } : {}),
  };
  ctx.emit({ type: 'stage', stage: 'select', label: 'Preparing the proposal' });
  const description = `Create "${title}" on ${formatRange(picked.slot.start, picked.slot.end, zone)}`;
  const action = await suggestChange(ctx, { kind: 'create', event: draft }, description, options.revise);
  const conflicts = conflictsAt(occurrences, picked.slot);
  const proposal = buildProposal(action, {
    conflicts,
    alternatives: picked.alternatives,
    reason:
      chosenPlace === undefined || search?.travel === undefined
        ? reasonFor(picked, chosenPlace, options)
        : `${reasonFor(picked, chosenPlace, options)} ${keptForTravel(search.travel.estimate.minutes)}`,
    notes: [
      ...passedNote,
      ...(options.notes ?? []),
      ...attendeeBusy.notes,
      ...(placeStage?.kind === 'note' ? [placeStage.note] : []),
      ...(places !== undefined && 'note' in places ? [places.note] : []),
    ],
  });
  if (chosenPlace !== undefined) proposal.places = chosenPlace;
  proposal.understood = understoodConstraints(result);
  if (parsed.entities.recurrence !== undefined) proposal.repeats = describeRecurrence(parsed.entities.recurrence);
  if (options.revise !== undefined) proposal.replaces = options.revise;
  if (mayAutoApprove(action, parsed.confidence, preferences)) {
    const { audit } = await ctx.approvals.approve(action.token, { auto: true });
    proposal.autoApproved = { auditId: audit.id, description: audit.description };
  }
  ctx.emit({ type: 'proposal', proposal });
  await ctx.templateCache?.set({
    key: participantsKey(parsed.entities.attendees),
    request: parsed,
    token: action.token,
    at: now,
  });
  await ctx.conversation?.set({
    token: action.token,
    request: parsed,
    candidates: result.slots,
    shown: [picked.slot, ...picked.alternatives].map((s) => s.start),
    current: picked.slot,
    ...(chosenPlace === undefined ? {} : { places: chosenPlace }),
    at: now,
  });
}

/** "Mon 30 Nov – Sun 6 Dec", "Tue 1 Dec, 14:00–16:00": the range the request named, as the card says it. */
function askedSpan(when: When, zone: string): string {
  const end = when.end ?? when.start + DAY_MS;
  if (when.grain === 'minute' || when.grain === 'hour') return `The time asked for (${formatRange(when.start, end, zone)})`;
  const first = formatDay(when.start, zone);
  const last = formatDay(end - 1, zone);
  return `The time asked for (${first === last ? first : `${first} – ${last}`})`;
}

/**
 * With no venue chosen, the area the request named is where the event is ("offsite in Lisbon"), as a
 * person would write it in the location field; the person's own places are not written there.
 */
function areaAsLocation(near: string | undefined): string | undefined {
  return near === undefined || /^(?:home|work|me)$/i.test(near) ? undefined : near;
}

/** The card's sentence about the travel time kept free around an in-person event. */
export function keptForTravel(minutes: number): string {
  return `I've kept ${String(minutes)} minutes before and after to get there and back.`;
}

const FREE_AS_ASKED = 'The time you asked for is free.';

/** A change of place keeps the time the person already had: the card says so, not that they asked for it. */
function reasonFor(
  picked: Picked,
  chosen: { chosen: { name: string } } | undefined,
  options: { revise?: string; places?: PlaceSearchOptions },
): string {
  if (options.revise === undefined || options.places === undefined || picked.reason !== FREE_AS_ASKED) return picked.reason;
  return chosen === undefined ? 'Same time, another place.' : `Same time, now at ${chosen.chosen.name}.`;
}

interface Picked {
  slot: Interval;
  alternatives: Interval[];
  reason: string;
  /** Other places are offered (determineAlternativesToShow): not when the time asked for clashes. */
  showPlaces: boolean;
}

function fromSelection(selection: Selection): Picked | undefined {
  const [best, ...rest] = selection.slots;
  return best === undefined
    ? undefined
    : { slot: best, alternatives: rest.slice(0, 3), reason: selection.message, showPlaces: true };
}

function pickTime(requested: Interval | undefined, result: SlotSearchResult, now: number): Picked | undefined {
  if (requested !== undefined) {
    const inPast = requested.start < now;
    const valid = !inPast && !result.hasExplicitTimeConflict;
    const show = determineAlternativesToShow({ hasDateTime: true, hasPlace: false }, valid);
    const alternatives = show.showAlternativeTimes ? result.slots.filter((s) => s.start !== requested.start).slice(0, 3) : [];
    const reason = inPast
      ? 'That time has already passed; the nearest free times are below.'
      : result.hasExplicitTimeConflict
        ? 'The time you asked for clashes with your calendar; free times are below.'
        : FREE_AS_ASKED;
    return { slot: requested, alternatives, reason, showPlaces: show.showAlternativePlaces };
  }
  const [best, ...rest] = result.slots;
  if (best === undefined) return undefined;
  const reason = result.hasNoCommonTime
    ? fallbackReason(best)
    : sentence(best.why ?? 'the best free time in the range you asked for');
  // Kairos chose the time, so other times stay on offer beside other places (docs/decisions.md, "Places in proposals").
  return { slot: best, alternatives: rest.slice(0, 3), reason, showPlaces: !result.hasNoCommonTime };
}

/**
 * Why the best of no good times: a Sunday's only fault is being outside working hours, which is not
 * a clash, and saying "fewest clashes" of an empty calendar would mislead.
 */
function fallbackReason(best: RankedSlot): string {
  const reasons = new Set(best.conflicts.filter((c) => c.reason !== 'constraint').map((c) => c.reason));
  if (reasons.size === 1 && reasons.has('outside_working_hours')) {
    return 'Nothing in that range is inside working hours; this is the nearest time that is free.';
  }
  return 'Nothing in that range is free; this time has the fewest clashes.';
}

/**
 * The organiser with their calendar, and each named attendee with their busy time where their
 * calendar is shared (Google free/busy); where it is not, constraints about them ("Alice can't meet
 * before 11") still apply.
 */
function participantsOf(
  parsed: ParsedPart,
  ctx: TurnContext,
  occurrences: readonly EventOccurrence[],
  attendeeBusy: ReadonlyMap<string, Interval[]>,
): Participant[] {
  const base = { timeZone: ctx.timeZone, workingHours: ctx.preferences.workingHours };
  const me: Participant = { id: 'me', name: 'You', ...base, busy: busyFromOccurrences(occurrences, ctx.timeZone) };
  const others = (parsed.entities.attendees ?? []).map((a): Participant => ({
    id: a.email ?? a.name ?? 'guest',
    ...(a.name === undefined ? {} : { name: a.name }),
    ...(a.email === undefined ? {} : { email: a.email }),
    ...base,
    busy: a.email === undefined ? [] : [...(attendeeBusy.get(a.email) ?? [])],
  }));
  return [me, ...others];
}

function attendeesOf(parsed: ParsedPart): Attendee[] {
  return (parsed.entities.attendees ?? []).flatMap((a) =>
    a.email === undefined ? [] : [{ email: a.email, name: a.name ?? nameFromEmail(a.email) }],
  );
}

/** "soonest day; mid-morning" → "Soonest day; mid-morning." */
function sentence(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}

function travelNeeded(parsed: ParsedPart): boolean {
  return parsed.entities.eventType === 'in_person' && parsed.entities.location !== undefined;
}
