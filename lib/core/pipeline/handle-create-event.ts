import type { Attendee, EventDraft, EventOccurrence } from '../domain/calendar-event';
import { eventIdSchema } from '../domain/calendar-event';
import { nameFromEmail } from '../nlu/extract-attendees';
import type { ParsedRequest } from '../nlu/parsed-request';
import { busyIntervals } from '../slots/busy-intervals';
import { findFreeSlots } from '../slots/find-free-slots';
import { pickDistinctSlots } from '../slots/pick-distinct-slots';
import { formatRange } from '../time/format';
import type { Interval } from '../time/interval';
import { workingIntervals } from '../time/working-hours';
import { DAY_MS, MINUTE_MS, addZonedDays } from '../time/zoned';
import type { TurnContext } from './turn-context';
import { buildProposal, conflictsAt } from './build-proposal';

const SEARCH_DAYS = 14;
const GRID_MS = 15 * MINUTE_MS;

/** A new event: the time the person named (checked for conflicts) or the best free time, then a pending action. */
export async function handleCreateEvent(parsed: ParsedRequest, ctx: TurnContext): Promise<void> {
  const { timeZone: zone, clock } = ctx;
  const now = clock.now();
  const earliest = Math.ceil(now / GRID_MS) * GRID_MS;
  const durationMinutes = requestedDuration(parsed, ctx.preferences.defaultDurationMinutes);
  const durationMs = durationMinutes * MINUTE_MS;
  const title = parsed.entities.title ?? 'Meeting';
  const attendees = toAttendees(parsed);

  ctx.emit({ type: 'stage', stage: 'business_logic', label: 'Checking your calendar' });
  const when = parsed.when;
  const exact = when !== undefined && (when.grain === 'minute' || when.grain === 'hour');
  const searchStart = exact ? Math.max(earliest, when.start - DAY_MS) : Math.max(earliest, when?.start ?? earliest);
  const searchEnd = Math.max(when?.end ?? 0, addZonedDays(searchStart, SEARCH_DAYS, zone));
  const occurrences = await ctx.calendar.listOccurrences({ start: searchStart, end: searchEnd }, zone);
  const busy = busyIntervals(occurrences);
  const free = (within: Interval): Interval[] =>
    findFreeSlots({ allowed: workingIntervals(within, ctx.preferences.workingHours, zone), busy, durationMs, stepMs: GRID_MS });

  let chosen: Interval;
  let alternatives: Interval[];
  let reason: string;
  let conflicts: EventOccurrence[] = [];
  if (exact) {
    const end = when.end !== undefined && parsed.entities.durationMinutes === undefined ? when.end : when.start + durationMs;
    chosen = { start: when.start, end };
    conflicts = conflictsAt(occurrences, chosen);
    const inPast = chosen.start < now;
    // A valid named time needs no alternatives; a clash or a past time gets the nearest free ones.
    alternatives =
      conflicts.length > 0 || inPast
        ? pickDistinctSlots(nearest(free({ start: searchStart, end: searchEnd }), chosen.start), 3, zone)
        : [];
    reason = inPast
      ? 'That time has already passed; here it is anyway, with the nearest free times.'
      : conflicts.length > 0
        ? `The time you asked for overlaps ${conflicts.map((c) => `"${c.event.title}"`).join(', ')}.`
        : 'The time you asked for is free.';
  } else {
    const range = { start: searchStart, end: when?.end ?? searchEnd };
    let candidates = free(range);
    let widened = false;
    if (candidates.length === 0 && when?.end !== undefined) {
      candidates = free({ start: range.end, end: addZonedDays(range.end, SEARCH_DAYS, zone) });
      widened = true;
    }
    const picked = pickDistinctSlots(candidates, 4, zone);
    const [best, ...rest] = picked;
    if (best === undefined) {
      ctx.emit({
        type: 'text',
        text: `I found no free ${String(durationMinutes)}-minute slot within your working hours in the next ${String(SEARCH_DAYS)} days. Name a time and I'll check it.`,
      });
      return;
    }
    chosen = best;
    alternatives = rest;
    reason = widened
      ? `You have no free ${String(durationMinutes)} minutes in the time you asked for; this is the first free time after it.`
      : 'The earliest time you are free within your working hours.';
  }

  const draft: EventDraft = {
    id: eventIdSchema.parse(ctx.ids.newId()),
    title,
    time: { kind: 'timed', start: chosen.start, end: chosen.end, timeZone: zone },
    attendees,
    transparency: 'opaque',
  };
  ctx.emit({ type: 'stage', stage: 'select', label: 'Preparing the proposal' });
  const action = await ctx.approvals.suggest({
    change: { kind: 'create', event: draft },
    description: `Create "${title}" on ${formatRange(chosen.start, chosen.end, zone)}`,
    source: ctx.source,
  });
  const proposal = buildProposal(action, { conflicts, alternatives, reason });
  ctx.emit({ type: 'proposal', proposal });
}

function requestedDuration(parsed: ParsedRequest, fallback: number): number {
  if (parsed.entities.durationMinutes !== undefined) return parsed.entities.durationMinutes;
  const w = parsed.when;
  if (w?.end !== undefined && (w.grain === 'minute' || w.grain === 'hour')) return Math.round((w.end - w.start) / MINUTE_MS);
  return fallback;
}

function toAttendees(parsed: ParsedRequest): Attendee[] {
  return (parsed.entities.attendees ?? []).flatMap((a) =>
    a.email === undefined ? [] : [{ email: a.email, name: a.name ?? nameFromEmail(a.email) }],
  );
}

function nearest(slots: readonly Interval[], target: number): Interval[] {
  return [...slots].sort((a, b) => Math.abs(a.start - target) - Math.abs(b.start - target));
}
