import { readNotify } from '../nlu/bulk-verbs';
import { parseRequest } from '../nlu/parse-request';
import type { ParsedPart, ParsedRequest } from '../nlu/parsed-request';
import { splitIntents } from '../nlu/split-intents';
import { addZonedDays, instantToWallClock, startOfZonedDay, toZonedIso } from '../time/zoned';
import { PlanDraft, addConfirmedWrites, reasonOf, ref, type BuildContext } from './plan-draft';
import type { PlanInput } from './plan-schema';
import { readCondition, type ConditionReading } from './reading/read-condition';
import { readEventQuery } from './reading/read-event-query';
import { readQuestion } from './reading/read-question';
import { buildBulkMove } from './build-bulk-move';
import { addEdit } from './build-edit';
import { addLighten, addLightenMove, readLightenDay } from './build-lighten';

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
  const condition = readCondition(text, ctx);
  if (condition !== undefined && addCondition(draft, condition, ctx)) return true;
  const lighten = readLightenDay(text, ctx);
  if (lighten !== undefined && whole) {
    addLighten(draft, lighten, ctx);
    return true;
  }
  // "move the team meeting but not the check-in" right after "make Thursday lighter".
  const lightening = ctx.previous === undefined ? undefined : readLightenDay(ctx.previous, ctx);
  if (lightening !== undefined && whole && addLightenMove(draft, text, lightening, ctx)) return true;
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
    case 'update_event':
      return !whole && addEdit(draft, text, ctx);
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

function addCondition(draft: PlanDraft, condition: ConditionReading, ctx: BuildContext): boolean {
  const { now, timeZone: zone } = ctx;
  const who = condition.person === undefined ? undefined : (condition.person.email ?? condition.person.name);
  // "book a call with her": the person the condition is about.
  const then = who === undefined ? condition.then : condition.then.replace(/\b(?:him|her|them)\b/i, who);
  const request = parseRequest(then, { now, timeZone: zone });
  if (request.intent !== 'create_event' || request.parts !== undefined) return false;
  const range = { start: toZonedIso(condition.range.start, zone), end: toZonedIso(condition.range.end, zone) };
  const find = draft.add('FindEvents', {
    query: {
      ...(condition.person === undefined ? { allDay: 'exclude', overlapping: true } : { people: [condition.person] }),
      range,
      expect: 'many',
    },
    allowEmpty: true,
  });
  const attendees = request.entities.attendees ?? [];
  const person = condition.person;
  const invited =
    person === undefined || attendees.length > 0
      ? attendees
      : [person.email === undefined ? { name: person.name ?? '' } : { email: person.email }];
  const proposal: ParsedPart = {
    ...request,
    entities: { ...request.entities, ...(invited.length === 0 ? {} : { attendees: invited }) },
  };
  draft.add('ProposeEventTime', { request: proposal }, { condition: { kind: 'empty', ref: ref(find, 'events') } });
  draft.add(
    'AnswerQuestion',
    person === undefined
      ? { question: 'free', range }
      : { question: 'last_met', events: ref(find, 'events'), subject: person.name ?? person.email ?? '' },
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
    case 'agenda': {
      const query = readEventQuery({ ...base, expect: 'many' });
      const range = /^(?:left|remaining)\b/i.test(question.object)
        ? { ...dayRange(parsed, ctx), start: toZonedIso(now, zone) }
        : (query.range ?? (parsed.when === undefined ? spanSaid(question.object, ctx) : undefined) ?? dayRange(parsed, ctx));
      // "which meetings do I have before 10", "anything with Brightline this week": the agenda of those events.
      const narrowed =
        query.title !== undefined || query.people !== undefined || query.kind !== undefined || query.partsOfDay !== undefined;
      if (!narrowed) {
        draft.add('AnswerQuestion', { question: 'agenda', range });
        return true;
      }
      const find = draft.add('FindEvents', {
        query: { ...query, range, expect: 'many', ordinal: undefined, upcoming: undefined },
        allowEmpty: true,
      });
      draft.add('AnswerQuestion', { question: 'agenda', events: ref(find, 'events'), range });
      return true;
    }
    case 'free': {
      const soonest = /\b(?:next|first|earliest)\s+(?:free|open|available|spare)\b/i.test(text);
      const range =
        soonest && parsed.when === undefined
          ? { start: toZonedIso(now, zone), end: toZonedIso(addZonedDays(startOfZonedDay(now, zone), 7, zone), zone) }
          : dayRange(parsed, ctx);
      const minMinutes = parsed.entities.durationMinutes ?? minutesSaid(text);
      draft.add('AnswerQuestion', { question: 'free', range, ...(minMinutes === undefined ? {} : { minMinutes }) });
      return true;
    }
    case 'count': {
      // "how many times do I go to the gym", "how much times I met Kenji": the events are what follows.
      const object = question.object.replace(
        /^times?\s+(?:(?:do|did|have|am|will|i|we)\s+)*(?:been\s+)?(?:go(?:ne)?\s+to|went\s+to|meet(?:ing)?|met|see(?:ing)?|seen|saw|have|had|visit(?:ed)?|attend(?:ed)?)?\s*(?:the\s+|my\s+|with\s+)?/i,
        '',
      );
      const query = readEventQuery({ ...base, object, expect: 'many' });
      const range = query.range ?? countRange(text, parsed, ctx);
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
  // "my reviews on Thursday, cancel them": the events come before the verb; "them" means all of them.
  const after = rest.slice(verb.index + verb[0].length);
  const pointsBack = verb.index > 0 && /^\s*(?:them|those|these|'?em|all\s+of\s+them|them\s+all|it|that)\b/i.test(after);
  const plural = pointsBack && !/^\s*(?:it|that)\b/i.test(after);
  const query = readEventQuery({
    object: pointsBack ? rest.slice(0, verb.index) : after,
    text,
    when: parsed.when,
    attendees: parsed.entities.attendees ?? [],
    now: ctx.now,
    timeZone: ctx.timeZone,
    expect: plural ? 'many' : 'one',
  });
  const names = [query.title, query.people, query.ordinal, query.range, query.startsAfter, query.kind];
  if (names.every((n) => n === undefined)) return false;
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

/**
 * The span a count looks over when none is named: what is left ("are left", "to go") runs a year
 * ahead, what was had ("have I had", "so far", "since September") a year back to now, else today.
 */
function countRange(text: string, parsed: ParsedPart, ctx: BuildContext): { start: string; end: string } {
  const { now, timeZone: zone } = ctx;
  const iso = (start: number, end: number) => ({ start: toZonedIso(start, zone), end: toZonedIso(end, zone) });
  const past =
    /\b(?:had|did|have\s+i\s+(?:had|been|met|seen)|met|went|was|were|so\s+far|until\s+now|till\s+now|to\s+date|since)\b/i.test(
      text,
    );
  const since = /\bsince\s+(.+)$/i.exec(text)?.[1];
  if (since !== undefined) {
    const from = parseRequest(`find time on ${since}`, ctx).when?.start;
    if (from !== undefined) return iso(from > now ? addZonedDays(from, -365, zone) : from, now);
  }
  const when = parsed.when;
  if (when !== undefined) {
    const end = when.end ?? addZonedDays(startOfZonedDay(when.start, zone), 1, zone);
    // "how many yoga classes I had in October": the October gone by, not the next one.
    return past && when.start > now
      ? iso(addZonedDays(when.start, -365, zone), addZonedDays(end, -365, zone))
      : iso(when.start, end);
  }
  if (/\b(?:left|remaining|to\s+go|still|upcoming|coming\s+up|ahead)\b/i.test(text))
    return iso(now, addZonedDays(now, 365, zone));
  if (past) return iso(addZonedDays(now, -365, zone), now);
  return dayRange(parsed, ctx);
}

/** "my week", "the weekend", "this month" with no date parsed: from now to the end of that span. */
function spanSaid(words: string, ctx: BuildContext): { start: string; end: string } | undefined {
  const { now, timeZone: zone } = ctx;
  const today = startOfZonedDay(now, zone);
  const weekday = instantToWallClock(today, zone).weekday;
  const iso = (start: number, end: number) => ({ start: toZonedIso(start, zone), end: toZonedIso(end, zone) });
  if (/\bweek\b/i.test(words)) return iso(today, addZonedDays(today, 7 - ((weekday + 6) % 7), zone));
  if (/\bweekend\b/i.test(words)) {
    const saturday = weekday === 0 ? addZonedDays(today, -1, zone) : addZonedDays(today, 6 - weekday, zone);
    return iso(Math.max(today, saturday), addZonedDays(saturday, 2, zone));
  }
  if (/\bmonth\b/i.test(words)) {
    const day = instantToWallClock(today, zone).day;
    const first = addZonedDays(today, -(day - 1), zone);
    return iso(today, addZonedDays(first, 32 - instantToWallClock(addZonedDays(first, 31, zone), zone).day, zone));
  }
  return undefined;
}

/** "a free hour", "2 hour block", "90 min workshop", "half an hour": how long a free window must be. */
function minutesSaid(text: string): number | undefined {
  const hours = /\b(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:h|hrs?|hours?)\b/i.exec(text);
  if (hours !== null) return Math.round(Number(hours[1]) * 60);
  const minutes = /\b(\d+)\s*(?:-\s*)?(?:m|mins?|minutes?)\b/i.exec(text);
  if (minutes !== null) return Number(minutes[1]);
  if (/\bhalf\s+(?:an\s+)?hour\b/i.test(text)) return 30;
  if (/\b(?:an?|one)\s+(?:free\s+|open\s+|spare\s+)?hour\b/i.test(text)) return 60;
  return undefined;
}

/** A question's day: the time asked about, or today from now. */
function dayRange(parsed: ParsedPart, ctx: BuildContext): { start: string; end: string } {
  const { now, timeZone: zone } = ctx;
  const when = parsed.when;
  const start = when?.start ?? now;
  // "at 10 tomorrow": the hour from then; a day or more: to its end.
  const end =
    when?.end ??
    (when?.grain === 'minute' || when?.grain === 'hour'
      ? start + 60 * 60_000
      : addZonedDays(startOfZonedDay(start, zone), 1, zone));
  return { start: toZonedIso(start, zone), end: toZonedIso(end, zone) };
}
