import { startOfZonedDay, toZonedIso } from '../time/zoned';
import { PlanDraft, ref, type BuildContext } from './plan-draft';
import { readEventQuery, type ReadQueryInput } from './reading/read-event-query';
import { readQuestionObject } from './reading/question-object';
import { dayRange, directionOf, horizon, questionWhen, untilNow } from './reading/question-time';

/**
 * "Who's coming to the sales meeting?": one event's guests. Asked by title, the soonest match is the
 * one (the answer names it, and asking changes nothing); "who was at…" looks back to the latest.
 */
export function addWho(
  draft: PlanDraft,
  base: Omit<ReadQueryInput, 'expect'>,
  person: string | undefined,
  ctx: BuildContext,
  organisation?: string,
): boolean {
  // "whom am I having lunch with on Sunday": the lunch on Sunday.
  const object = readQuestionObject(base.object)
    .words.replace(/^(?:in|at|to|for|on|into)\s+/i, '')
    .replace(/\s+with(?=\s+(?:on|at|in|this|next|tomorrow|today|tonight|yesterday|[a-z]+day)\b|\s*$)/i, '');
  // "is Sam coming to…": Sam is the guest asked about, not a person the event must have.
  // "which people from Brightline…": Brightline narrows the guests listed, not the events found.
  const asked = [person, organisation].filter((w): w is string => w !== undefined);
  const attendees = base.attendees.filter((a) => !asked.some((w) => sameName(a.name ?? a.email, w)));
  const direction = directionOf(base.text);
  // "who did I have the pricing call with on november 18th": the 18th gone by, not next year's.
  const when = questionWhen(base.when, base.text, object, direction, ctx);
  const query = readEventQuery({ ...base, when, attendees, object, expect: 'one' });
  const past = direction === 'past';
  const named = query.title !== undefined || query.people !== undefined;
  const looking =
    query.range === undefined && query.startsAfter === undefined && past
      ? { range: horizon('past', ctx), upcoming: undefined }
      : {};
  const ordinal = query.ordinal ?? (named ? { position: past ? 'last' : 'first' } : undefined);
  const find = draft.add('FindEvents', { query: { ...query, ...looking, ...(ordinal === undefined ? {} : { ordinal }) } });
  draft.add('AnswerQuestion', {
    question: 'who',
    events: ref(find, 'events'),
    ...(person === undefined ? {} : { subject: person }),
    ...(organisation === undefined ? {} : { organisation }),
  });
  return true;
}

function sameName(said: string | undefined, person: string): boolean {
  return said !== undefined && said.toLowerCase() === person.toLowerCase();
}

/** "Who do I meet on Friday?", "who I met yesterday?": everyone in the meetings of a span. */
export function addWhoOverSpan(draft: PlanDraft, base: Omit<ReadQueryInput, 'expect'>, ctx: BuildContext): boolean {
  const direction = directionOf(base.text);
  const when = questionWhen(base.when, base.text, base.object, direction, ctx);
  const query = readEventQuery({ ...base, when, expect: 'many' });
  const day = query.range ?? dayRange(when, ctx);
  const range = direction === 'past' ? untilNow(when === undefined ? { ...day, start: dayStart(ctx) } : day, ctx) : day;
  const find = draft.add('FindEvents', {
    query: {
      kind: 'meetings',
      range,
      expect: 'many',
      ...(query.title === undefined ? {} : { title: query.title }),
      ...(query.partsOfDay === undefined ? {} : { partsOfDay: query.partsOfDay }),
    },
    allowEmpty: true,
  });
  draft.add('AnswerQuestion', { question: 'who', events: ref(find, 'events'), range });
  return true;
}

function dayStart(ctx: BuildContext): string {
  return toZonedIso(startOfZonedDay(ctx.now, ctx.timeZone), ctx.timeZone);
}
