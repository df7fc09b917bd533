import { LIGHTEN } from '../nlu/lighten-words';
import { parseEdit } from '../nlu/parse-edit';
import { parseRequest } from '../nlu/parse-request';
import { formatDay } from '../time/format';
import { addZonedDays, startOfZonedDay, toZonedIso } from '../time/zoned';
import { PlanDraft, addConfirmedWrites, ref, type BuildContext } from './plan-draft';
import { readEventQuery } from './reading/read-event-query';

const EXCEPT =
  /\b(?:but|except|and)\s+(?:not|leave|keep|don'?t\s+(?:move|touch))\s+(?:the\s+|my\s+)?([\p{L}\d:' -]{2,40}?)(?=\s+(?:alone|where\s+it\s+is|as\s+is)\b|[,.;!?]|$)/iu;

/** The day a "make Thursday lighter" request is about, if the text is one. */
export function readLightenDay(text: string, ctx: BuildContext): { start: number; end: number } | undefined {
  const m = LIGHTEN.exec(text);
  const words = m?.[1] ?? m?.[2];
  if (words === undefined) return undefined;
  const when = parseRequest(`find time on ${words}`, ctx).when;
  if (when === undefined) return undefined;
  const start = startOfZonedDay(when.start, ctx.timeZone);
  return { start, end: when.end ?? addZonedDays(start, 1, ctx.timeZone) };
}

/**
 * "Can you make Thursday lighter?": that day's meetings, day by day with its free time, and a
 * question — which to move — rather than a guess at what matters to the person.
 */
export function addLighten(draft: PlanDraft, day: { start: number; end: number }, ctx: BuildContext): void {
  const range = { start: toZonedIso(day.start, ctx.timeZone), end: toZonedIso(day.end, ctx.timeZone) };
  const find = draft.add('FindEvents', { query: { kind: 'meetings', range, expect: 'many' }, allowEmpty: true });
  draft.add('AnswerQuestion', { question: 'agenda', events: ref(find, 'events'), range });
  draft.add('FormatFinalResponse', {
    text: `Which of these should I move off ${formatDay(day.start, ctx.timeZone)}? For example: “move the team meeting but not the check-in”.`,
  });
}

/**
 * The answer to that question: "move the team meeting but not the check-in" names events of the day
 * being lightened and moves them to the earliest free time on the following days, leaving the
 * excluded ones where they are. Undefined when the words name a destination (that edit is read as usual).
 */
export function addLightenMove(draft: PlanDraft, text: string, day: { start: number; end: number }, ctx: BuildContext): boolean {
  const edit = parseEdit(text, ctx.now, ctx.timeZone);
  const { change } = edit;
  if (change.newTime !== undefined || change.shiftMinutes !== undefined || change.title !== undefined || edit.target.refersToLast)
    return false;
  const verb = /\b(?:move|shift|push|reschedule|bump|take)\b/i.exec(text);
  if (verb === null) return false;
  const except = EXCEPT.exec(text);
  const object = text.slice(verb.index + verb[0].length, except?.index ?? text.length);
  const range = { start: toZonedIso(day.start, ctx.timeZone), end: toZonedIso(day.end, ctx.timeZone) };
  const query = readEventQuery({
    object,
    text: object,
    attendees: edit.target.attendees,
    now: ctx.now,
    timeZone: ctx.timeZone,
    expect: 'many',
  });
  const find = draft.add('FindEvents', {
    query: { ...query, range, ...(except?.[1] === undefined ? {} : { excludeTitles: [except[1].trim()] }) },
  });
  const next = addZonedDays(day.start, 1, ctx.timeZone);
  const generate = draft.add('GenerateProposedUpdates', {
    events: ref(find, 'events'),
    move: {
      kind: 'find',
      range: { start: toZonedIso(next, ctx.timeZone), end: toZonedIso(addZonedDays(next, 7, ctx.timeZone), ctx.timeZone) },
    },
  });
  addConfirmedWrites(
    draft,
    [generate],
    'UpdateEvents',
    { changes: ref(generate, 'changes'), notes: ref(generate, 'notes') },
    undefined,
  );
  return true;
}
