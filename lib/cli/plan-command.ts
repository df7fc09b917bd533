import { describeConstraint } from '../core/domain/describe-constraint';
import { DEFAULT_PREFERENCES } from '../core/domain/preferences';
import { parseRequest } from '../core/nlu/parse-request';
import type { When } from '../core/nlu/parsed-request';
import { eventKindOf } from '../core/pipeline/event-kind-of';
import { findCandidateSlots } from '../core/slots/find-candidate-slots';
import type { SlotConflict, SlotSearchResult } from '../core/slots/slot-query';
import { formatRange, formatZoneName } from '../core/time/format';
import { DAY_MS, MINUTE_MS, addZonedDays, startOfZonedDay, toZonedIso } from '../core/time/zoned';
import { CliUsageError, firstIssue } from './cli-error';
import { planInputSchema, type PlanInput } from './plan-input';

const SEARCH_DAYS = 14;

/** `kairos plan`: the best times for everyone named, obeying the constraints stated in the request. */
export function planToJson(raw: unknown): Record<string, unknown> {
  const parsedInput = planInputSchema.safeParse(raw);
  if (!parsedInput.success) throw new CliUsageError(firstIssue(parsedInput.error));
  const input = parsedInput.data;
  const zone = input.timezone;
  const request = parseRequest(input.request, { now: input.now, timeZone: zone });
  const when = request.when;
  const exact = when !== undefined && (when.grain === 'minute' || when.grain === 'hour');
  const durationMinutes =
    input.durationMinutes ??
    request.entities.durationMinutes ??
    (exact && when.end !== undefined ? Math.round((when.end - when.start) / MINUTE_MS) : 30);
  const window = input.window ?? searchWindow(input, when, exact);
  const result = findCandidateSlots({
    now: input.now,
    timeZone: zone,
    durationMinutes,
    window,
    participants: participantsOf(input),
    constraints: request.constraints,
    eventKind: eventKindOf(request),
    ...(exact ? { requested: { start: when.start, end: when.start + durationMinutes * MINUTE_MS } } : {}),
  });
  return {
    slots: result.slots.map((s) => ({
      start: toZonedIso(s.start, zone),
      end: toZonedIso(s.end, zone),
      ...(result.hasNoCommonTime ? { unavailable: whoCannot(s.conflicts) } : {}),
    })),
    hasNoCommonTime: result.hasNoCommonTime,
    constraints: request.constraints.map((c) => ({ ...c, understood: describeConstraint(c) })),
    message: messageFor(result, zone),
  };
}

function searchWindow(input: PlanInput, when: When | undefined, exact: boolean): { start: number; end: number } {
  const zone = input.timezone;
  if (when === undefined) return { start: input.now, end: addZonedDays(input.now, SEARCH_DAYS, zone) };
  // A named time is checked, and alternatives are looked for around it.
  if (exact) return { start: startOfZonedDay(when.start, zone), end: addZonedDays(startOfZonedDay(when.start, zone), 7, zone) };
  return { start: when.start, end: when.end ?? when.start + DAY_MS };
}

function participantsOf(input: PlanInput) {
  return input.participants.map((p) => ({
    id: p.email ?? p.name,
    name: p.name,
    ...(p.email === undefined ? {} : { email: p.email }),
    timeZone: p.timezone ?? input.timezone,
    workingHours: p.workingHours ?? input.workingHours ?? DEFAULT_PREFERENCES.workingHours,
    busy: p.busy,
  }));
}

function messageFor(result: SlotSearchResult, zone: string): string {
  const [best, ...others] = result.slots;
  if (best === undefined) return 'No time in the window works, even allowing conflicts. Widen the window or shorten the meeting.';
  const when = (s: { start: number; end: number }): string => formatRange(s.start, s.end, zone);
  const zoneName = formatZoneName(best.start, zone);
  if (result.hasNoCommonTime) {
    const who = whoCannot(best.conflicts).join(', ');
    return `No time works for everyone. Fewest conflicts: ${when(best)} (${zoneName})${who === '' ? '' : `, when ${who} cannot`}.`;
  }
  const conflict = result.hasExplicitTimeConflict ? 'The time you asked for does not work for everyone. ' : '';
  const also = others.length > 0 ? ` Also: ${others.map(when).join('; ')}.` : '';
  return `${conflict}Best: ${when(best)} (${zoneName}).${also}`;
}

/** The people a slot does not work for (busy or outside their hours); bent preferences are not that. */
function whoCannot(conflicts: readonly SlotConflict[]): string[] {
  return [...new Set(conflicts.filter((c) => c.reason !== 'constraint').map((c) => c.participantId))];
}
