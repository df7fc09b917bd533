import { readNotify } from '../nlu/bulk-verbs';
import { parseRequest } from '../nlu/parse-request';
import type { ParsedPart, ParsedRequest } from '../nlu/parsed-request';
import { splitIntents } from '../nlu/split-intents';
import { addZonedDays, startOfZonedDay, toZonedIso } from '../time/zoned';
import { PlanDraft, addConfirmedWrites, reasonOf, ref, type BuildContext } from './plan-draft';
import type { PlanInput } from './plan-schema';
import { readCondition } from './reading/read-condition';
import { readEventQuery } from './reading/read-event-query';
import { readQuestion } from './reading/read-question';
import { buildBulkMove } from './build-bulk-move';

/**
 * The built-in reader's Plan for a request, or undefined when the request is one the five-stage
 * path answers whole (a new event, an edit of the last suggestion or of one event, a follow-up,
 * activities, a booking link) — the turn then runs it as today.
 */
export function buildPlan(text: string, parsed: ParsedRequest, ctx: BuildContext): PlanInput | undefined {
  const draft = new PlanDraft();
  return addRequest(draft, text, parsed, ctx, true) ? { tasks: draft.tasks } : undefined;
}

/** Adds the steps for one request (or one part of several); false when the Plan cannot say it. */
function addRequest(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext, whole: boolean): boolean {
  const condition = readCondition(text);
  if (condition !== undefined) return addCondition(draft, condition, ctx);
  const question = readQuestion(text);
  if (question !== undefined && parsed.intent !== 'bulk' && parsed.intent !== 'delete_event')
    return addQuestion(draft, question, text, parsed, ctx);
  if (parsed.parts !== undefined && whole) return addParts(draft, text, parsed, ctx);
  if (parsed.clarification !== undefined || parsed.noAction === true) return false;
  switch (parsed.intent) {
    case 'delete_event':
      return addDelete(draft, text, parsed, ctx);
    case 'bulk':
      return buildBulkMove(draft, text, parsed, ctx) || (!whole && addBulkDelete(draft, text, parsed, ctx));
    case 'create_event':
      if (whole) return false;
      draft.add('ProposeEventTime', { request: parsed });
      return true;
    default:
      return false;
  }
}

/** Several requests in one message: each part's steps, side by side; nothing dropped. */
function addParts(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const parts = parsed.parts ?? [];
  const segments = splitIntents(text);
  if (segments.length !== parts.length) return false;
  const before = draft.tasks.length;
  const ok = parts.every((part, i) =>
    addRequest(draft, segments[i]?.text ?? '', { ...part, constraints: parsed.constraints }, ctx, false),
  );
  if (!ok) draft.tasks.splice(before);
  return ok;
}

function addCondition(draft: PlanDraft, condition: NonNullable<ReturnType<typeof readCondition>>, ctx: BuildContext): boolean {
  const { now, timeZone: zone } = ctx;
  const since = addZonedDays(startOfZonedDay(now, zone), -condition.days, zone);
  const find = draft.add('FindEvents', {
    query: { people: [condition.person], range: { start: toZonedIso(since, zone), end: toZonedIso(now, zone) }, expect: 'many' },
    allowEmpty: true,
  });
  const then = parseRequest(condition.then, { now, timeZone: zone });
  const attendees = then.entities.attendees ?? [];
  const named =
    attendees.length > 0
      ? attendees
      : [condition.person.email === undefined ? { name: condition.person.name ?? '' } : { email: condition.person.email }];
  const request: ParsedPart = { ...then, intent: 'create_event', entities: { ...then.entities, attendees: named } };
  if (request.entities.title === undefined || /^(?:set|book|schedule|put)\b/i.test(request.entities.title)) {
    request.entities.title = /\bcall\b/i.test(condition.then) ? 'Call' : 'Catch-up';
  }
  draft.add('ProposeEventTime', { request }, { condition: { kind: 'empty', ref: ref(find, 'events') } });
  draft.add(
    'AnswerQuestion',
    { question: 'last_met', events: ref(find, 'events'), subject: condition.person.name ?? condition.person.email ?? '' },
    { condition: { kind: 'notEmpty', ref: ref(find, 'events') } },
  );
  return true;
}

function addQuestion(
  draft: PlanDraft,
  question: NonNullable<ReturnType<typeof readQuestion>>,
  text: string,
  parsed: ParsedRequest,
  ctx: BuildContext,
): boolean {
  const { now, timeZone: zone } = ctx;
  const attendees = parsed.entities.attendees ?? [];
  const base = { object: question.object, text, when: parsed.when, attendees, now, timeZone: zone };
  switch (question.kind) {
    case 'agenda':
    case 'free': {
      const range = dayRange(parsed, ctx);
      const minMinutes = parsed.entities.durationMinutes;
      draft.add('AnswerQuestion', {
        question: question.kind,
        range,
        ...(minMinutes === undefined || question.kind !== 'free' ? {} : { minMinutes }),
      });
      return true;
    }
    case 'count': {
      const query = readEventQuery({ ...base, expect: 'many' });
      const range = query.range ?? dayRange(parsed, ctx);
      const find = draft.add('FindEvents', { query: { ...query, range, upcoming: undefined }, allowEmpty: true });
      draft.add('AnswerQuestion', {
        question: 'count',
        events: ref(find, 'events'),
        range,
        subject: query.kind === 'meetings' ? 'meetings' : (query.title ?? 'events'),
      });
      return true;
    }
    case 'who': {
      const query = readEventQuery({ ...base, expect: 'one' });
      const find = draft.add('FindEvents', { query });
      draft.add('AnswerQuestion', { question: 'who', events: ref(find, 'events') });
      return true;
    }
    case 'when': {
      const query = readEventQuery({ ...base, expect: 'many' });
      if (query.title === undefined && query.people === undefined) return false;
      const find = draft.add('FindEvents', { query: query, allowEmpty: true });
      draft.add('AnswerQuestion', {
        question: 'when',
        events: ref(find, 'events'),
        ...(query.title === undefined ? {} : { subject: query.title }),
      });
      return true;
    }
    case 'next': {
      const query = readEventQuery({ ...base, object: question.object, expect: 'one' });
      const find = draft.add('FindEvents', {
        query: { ...query, upcoming: true, ordinal: { position: 'first' }, expect: 'one' },
        allowEmpty: true,
      });
      draft.add('AnswerQuestion', { question: 'next', events: ref(find, 'events') });
      return true;
    }
    case 'last_met':
    case 'next_meet': {
      const people =
        attendees.length > 0
          ? readEventQuery({ ...base, expect: 'many' }).people
          : [{ name: question.object.split(/\s+/).slice(0, 2).join(' ') }];
      if (people === undefined || people.length === 0 || question.object === '') return false;
      const past = question.kind === 'last_met';
      const horizon = past
        ? { start: toZonedIso(addZonedDays(now, -365, zone), zone), end: toZonedIso(now, zone) }
        : { start: toZonedIso(now, zone), end: toZonedIso(addZonedDays(now, 365, zone), zone) };
      const find = draft.add('FindEvents', {
        query: { people, range: horizon, ordinal: { position: past ? 'last' : 'first' }, expect: 'one' },
        allowEmpty: true,
      });
      draft.add('AnswerQuestion', {
        question: question.kind,
        events: ref(find, 'events'),
        subject: people.map((p) => p.name ?? p.email).join(', '),
      });
      return true;
    }
  }
}

/** "Cancel my haircut", "cancel my last meeting on Wednesday": one event, asked about when unsure. */
function addDelete(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const { notify, rest } = readNotify(text);
  const verb =
    /\b(?:cancel|delete|remove|drop|call\s+off|scrap|kill|nuke|wipe|erase|clear|get\s+rid\s+of|take\s+off|bin|ditch|skip|axe)\b/i.exec(
      rest,
    );
  if (verb === null) return false;
  const query = readEventQuery({
    object: rest.slice(verb.index + verb[0].length),
    text,
    when: parsed.when,
    attendees: parsed.entities.attendees ?? [],
    now: ctx.now,
    timeZone: ctx.timeZone,
    expect: 'one',
  });
  if (query.title === undefined && query.people === undefined && query.ordinal === undefined && query.range === undefined)
    return false;
  const find = draft.add('FindEvents', { query: query });
  addConfirmedWrites(
    draft,
    [find],
    'DeleteEvents',
    { events: ref(find, 'events') },
    notify === 'all' ? reasonOf(text) : undefined,
  );
  return true;
}

/** A part that cancels many ("cancel all my meetings with Omar") inside a message of several. */
function addBulkDelete(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  if (!/\b(?:cancel|delete|remove|drop|clear|wipe|nuke|scrap)\b/i.test(text)) return false;
  const verb = /\b(?:cancel|delete|remove|drop|clear|wipe|nuke|scrap)\b/i.exec(text);
  const query = readEventQuery({
    object: text.slice((verb?.index ?? 0) + (verb?.[0].length ?? 0)),
    text,
    when: parsed.when,
    attendees: parsed.entities.attendees ?? [],
    now: ctx.now,
    timeZone: ctx.timeZone,
    expect: 'many',
  });
  const find = draft.add('FindEvents', { query: query });
  addConfirmedWrites(draft, [find], 'DeleteEvents', { events: ref(find, 'events') }, undefined);
  return true;
}

/** A question's day: the time asked about, or today from now. */
function dayRange(parsed: ParsedPart, ctx: BuildContext): { start: string; end: string } {
  const { now, timeZone: zone } = ctx;
  const when = parsed.when;
  const start = when?.start ?? now;
  const end = when?.end ?? addZonedDays(startOfZonedDay(start, zone), 1, zone);
  return { start: toZonedIso(start, zone), end: toZonedIso(end, zone) };
}
