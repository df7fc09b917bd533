import { describeConstraint } from '../core/domain/describe-constraint';
import { DEFAULT_PREFERENCES } from '../core/domain/preferences';
import type { Constraint } from '../core/domain/constraint';
import type { Participant } from '../core/domain/participant';
import { uniqueConstraints } from '../core/nlu/extract-constraints';
import { parseRequest } from '../core/nlu/parse-request';
import { busyOfSchedule, readStatedSchedules, type StatedSchedule } from '../core/reading/read-stated-schedules';
import type { ParsedPart, ParsedRequest, When } from '../core/nlu/parsed-request';
import { eventKindOf } from '../core/pipeline/event-kind-of';
import { findCandidateSlots } from '../core/slots/find-candidate-slots';
import { onlyListedDays } from '../core/slots/only-listed-days';
import { participantsCalled } from '../core/slots/resolve-constraints';
import type { SlotConflict, SlotSearchResult } from '../core/slots/slot-query';
import { formatRange, formatZoneName } from '../core/time/format';
import { wallDayAndMinutes, type CivilDay } from '../core/time/when-civil-days';
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
  // Busy times said in words ("Ava has meetings on Monday during 9:00 to 10:00") are calendars, not rules.
  const stated = readStatedSchedules(
    input.request,
    { now: input.now, timeZone: zone },
    input.participants.flatMap((p) => [p.name, p.name.split(/\s+/)[0] ?? '']),
  );
  const request = oneMeeting(parseRequest(stated.rest, { now: input.now, timeZone: zone }));
  const when = request.when;
  const durationMinutes = input.durationMinutes ?? request.entities.durationMinutes ?? 30;
  // A clock time, or a range no longer than the meeting, is the time asked for; a longer range
  // ("between 9:00 and 17:00 on Monday") is where to look.
  const exact =
    when !== undefined &&
    (when.grain === 'minute' || when.grain === 'hour') &&
    (when.end === undefined || when.end - when.start <= durationMinutes * MINUTE_MS);
  const window = input.window ?? searchWindow(input, when, exact, request.constraints);
  const result = findCandidateSlots({
    now: input.now,
    timeZone: zone,
    durationMinutes,
    window,
    participants: withStatedBusy(participantsOf(input), stated.schedules, wallDayAndMinutes(window.start, zone).today, input),
    constraints: [...request.constraints, ...onlyListedDays(when)],
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

/**
 * `plan` finds a time for one meeting, so a message read as several steps ("I want make meeting for
 * 45 min…, it must be on Wednesday. We don't like to begin before 11:00.") is that meeting said in
 * pieces: its time and length from the steps that say them, and every rule any step states.
 */
function oneMeeting(request: ParsedRequest): ParsedPart {
  const parts = request.parts;
  if (parts === undefined) return request;
  const main = parts.find((p) => p.intent === 'create_event') ?? parts[0] ?? request;
  const when = main.when ?? parts.find((p) => p.when !== undefined)?.when;
  const durationMinutes =
    main.entities.durationMinutes ?? parts.find((p) => p.entities.durationMinutes !== undefined)?.entities.durationMinutes;
  const constraints = uniqueConstraints([request, ...parts].flatMap((p) => p.constraints));
  return {
    ...main,
    entities: { ...main.entities, ...(durationMinutes === undefined ? {} : { durationMinutes }) },
    constraints,
    ...(when === undefined ? {} : { when }),
  };
}

function searchWindow(
  input: PlanInput,
  when: When | undefined,
  exact: boolean,
  constraints: readonly Constraint[],
): { start: number; end: number } {
  const zone = input.timezone;
  // "it must be on Monday, Thursday or Friday": weekdays said only in a rule are the coming ones.
  if (when === undefined) {
    const weekdays = constraints.some((c) => c.type === 'within' && c.days !== undefined && c.strength === 'hard');
    return { start: input.now, end: addZonedDays(input.now, weekdays ? 7 : SEARCH_DAYS, zone) };
  }
  // A named time is checked, and alternatives are looked for around it.
  if (exact) return { start: startOfZonedDay(when.start, zone), end: addZonedDays(startOfZonedDay(when.start, zone), 7, zone) };
  return { start: when.start, end: when.end ?? when.start + DAY_MS };
}

function participantsOf(input: PlanInput): Participant[] {
  return input.participants.map((p) => ({
    id: p.email ?? p.name,
    name: p.name,
    ...(p.email === undefined ? {} : { email: p.email }),
    timeZone: p.timezone ?? input.timezone,
    workingHours: p.workingHours ?? input.workingHours ?? DEFAULT_PREFERENCES.workingHours,
    busy: p.busy,
  }));
}

/**
 * Adds what the request said of each person's calendar to their busy time, finding them as a rule's
 * subject is found ("me" is the organiser, the first participant). Someone it names who is not among
 * the participants joins them; a name that fits two of them is left out rather than guessed.
 */
function withStatedBusy(
  participants: Participant[],
  schedules: readonly StatedSchedule[],
  meetingDay: CivilDay,
  input: PlanInput,
): Participant[] {
  const out = [...participants];
  for (const schedule of schedules) {
    const found = schedule.who === 'me' ? out.slice(0, 1) : participantsCalled(schedule.who, out);
    const person = found[0];
    if (found.length > 1) continue;
    if (person !== undefined) {
      const at = out.indexOf(person);
      out[at] = { ...person, busy: [...person.busy, ...busyOfSchedule(schedule, meetingDay, person.timeZone)] };
      continue;
    }
    out.push({
      id: schedule.who,
      name: schedule.who,
      timeZone: input.timezone,
      workingHours: input.workingHours ?? DEFAULT_PREFERENCES.workingHours,
      busy: busyOfSchedule(schedule, meetingDay, input.timezone),
    });
  }
  return out;
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
