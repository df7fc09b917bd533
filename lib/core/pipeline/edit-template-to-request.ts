import type { EditRequest, EditTarget, NewTime } from '../nlu/edit-request';
import { addZonedDays } from '../time/zoned';
import { localToInstant } from './template-to-request';
import type { EditTemplate } from './tools/edit-event-template';

const FILLER = new Set([
  'the',
  'my',
  'a',
  'an',
  'our',
  'with',
  'meeting',
  'event',
  'appointment',
  'on',
  'at',
  'for',
  'of',
  'and',
]);

/** The model's editEventTemplate as the same EditRequest the built-in reading gives, wall clocks made instants. */
export function editTemplateToRequest(t: EditTemplate, zone: string): EditRequest {
  const target: EditTarget = {
    words: (t.target.title ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}@.:]+/u)
      .filter((w) => w.length > 1 && !FILLER.has(w)),
    attendees: t.target.attendees.filter((a) => a.email !== undefined || (a.name ?? '').trim() !== ''),
    refersToLast: t.target.isPreviousEvent,
  };
  if (t.target.date !== null) {
    const start = localToInstant(`${t.target.date}T00:00`, zone);
    target.when = { start, end: addZonedDays(start, 1, zone) };
  }
  if (t.target.time !== null) target.clock = minutesOf(t.target.time);
  if (target.words.length === 0 && target.attendees.length === 0 && target.when === undefined && target.clock === undefined) {
    target.refersToLast = true;
  }
  const request: EditRequest = { target, change: {}, conditional: t.isConditional };
  const newTime = newTimeOf(t, zone);
  if (newTime !== undefined) request.change.newTime = newTime;
  if (t.shiftMinutes !== null && t.shiftMinutes !== 0) request.change.shiftMinutes = t.shiftMinutes;
  if (t.durationMinutes !== null) request.change.durationMinutes = t.durationMinutes;
  if (t.title !== null) request.change.title = t.title;
  if (t.location !== null) request.change.location = t.location;
  if (t.eventType !== null) request.change.eventType = t.eventType;
  if (t.newKind !== null && t.newKind.trim() !== '') request.change.kind = t.newKind.trim().toLowerCase();
  if (t.timePreference !== null) request.timePreference = t.timePreference;
  // "Conditional" only means something for a direction with nothing named.
  request.conditional = t.isConditional && newTime === undefined && request.change.shiftMinutes === undefined;
  return request;
}

function newTimeOf(t: EditTemplate, zone: string): NewTime | undefined {
  if (t.newDate !== null && t.newTime !== null)
    return { kind: 'exact', start: localToInstant(`${t.newDate}T${t.newTime}`, zone) };
  if (t.newTime !== null) return { kind: 'clock', minutes: minutesOf(t.newTime) };
  if (t.newDate !== null) return { kind: 'day', start: localToInstant(`${t.newDate}T00:00`, zone) };
  if (t.searchFrom !== null) {
    const start = localToInstant(`${t.searchFrom}T00:00`, zone);
    const last = t.searchTo !== null && t.searchTo >= t.searchFrom ? t.searchTo : t.searchFrom;
    return { kind: 'range', start, end: addZonedDays(localToInstant(`${last}T00:00`, zone), 1, zone) };
  }
  return undefined;
}

function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}
