import type { Constraint } from '../domain/constraint';
import type { ParsedAttendee, ParsedPart, When } from '../nlu/parsed-request';
import { addZonedDays, wallClockToInstant } from '../time/zoned';
import type { EventTemplate } from './tools/generate-event-template';

/**
 * The model's template as the same ParsedPart the built-in engine produces, so everything after
 * stage 3 is one code path. Wall-clock fields become instants here, with the IANA zone.
 */
export function templateToRequest(t: EventTemplate, builtIn: ParsedPart, zone: string): ParsedPart {
  const attendees: ParsedAttendee[] = t.attendees.filter(
    (a) => a.email !== undefined || (a.name !== undefined && a.name.trim() !== ''),
  );
  const entities: ParsedPart['entities'] = { ...builtIn.entities, title: t.title };
  if (attendees.length > 0) entities.attendees = attendees;
  if (t.durationMinutes !== null) entities.durationMinutes = t.durationMinutes;
  if (t.location !== null) entities.location = t.location;
  // Optional so a model that leaves it out still gives a valid template; the built-in reading's area stays then.
  if (t.near !== undefined && t.near !== null) entities.near = t.near;
  if (t.eventType !== null) entities.eventType = t.eventType;
  if (t.recurrence !== null) entities.recurrence = t.recurrence;

  const constraints: Constraint[] = [...t.constraints];
  const when = whenOf(t, zone, constraints);
  const part: ParsedPart = { intent: 'create_event', confidence: Math.max(builtIn.confidence, 0.9), entities, constraints };
  if (when !== undefined) part.when = when;
  return part;
}

function whenOf(t: EventTemplate, zone: string, constraints: Constraint[]): When | undefined {
  if (t.start !== null) return { start: localToInstant(t.start, zone), grain: 'minute' };
  if (t.rangeStart === null) {
    if (t.timeOfDay !== null) constraints.push(windowConstraint(t.timeOfDay));
    return undefined;
  }
  const first = localToInstant(`${t.rangeStart}T00:00`, zone);
  const last = localToInstant(`${t.rangeEnd !== null && t.rangeEnd >= t.rangeStart ? t.rangeEnd : t.rangeStart}T00:00`, zone);
  const end = addZonedDays(last, 1, zone);
  if (t.timeOfDay !== null && first === last) {
    return {
      start: localToInstant(`${t.rangeStart}T${t.timeOfDay.start}`, zone),
      end: t.timeOfDay.end === '24:00' ? end : localToInstant(`${t.rangeStart}T${t.timeOfDay.end}`, zone),
      grain: 'hour',
    };
  }
  if (t.timeOfDay !== null) constraints.push(windowConstraint(t.timeOfDay));
  return { start: first, end, grain: 'day' };
}

function windowConstraint(range: { start: string; end: string }): Constraint {
  return { type: 'within', who: 'me', strength: 'hard', timeRange: range, text: `${range.start}–${range.end}` };
}

export function localToInstant(local: string, zone: string): number {
  const [date = '', time = '00:00'] = local.split('T');
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return wallClockToInstant({ year, month, day, hour, minute }, zone);
}
