import { WEEKDAYS, type Weekday } from '../domain/preferences';
import { weeksLaterSaid } from '../nlu/bulk-move-target';
import { PRO_FORM, pluralNounIn } from '../nlu/bulk-selection';
import { readNotify } from '../nlu/bulk-verbs';
import { expandShorthand } from '../nlu/expand-shorthand';
import { parseRequest } from '../nlu/parse-request';
import type { ParsedRequest } from '../nlu/parsed-request';
import { addZonedDays, instantToWallClock, startOfZonedDay, toZonedIso } from '../time/zoned';
import { mondayOf } from '../time/days-between';
import {
  draftsNote,
  keepsLunch,
  readDestination,
  readExceptions,
  readProtected,
  type Exceptions,
  reasonSaid,
  withoutNote,
  withoutReason,
} from './bulk-move-words';
import type { EventQuery } from './event-query';
import { PlanDraft, addConfirmedWrites, reasonOf, ref, type BuildContext } from './plan-draft';
import { readEventQuery } from './reading/read-event-query';

const MOVE_VERB = /\b(?:reschedule|move|shift|push|bump|put|rebook)\b/i;
const CLEAR_VERB = /\b(?:clear|cancel|delete|remove|wipe|free\s+up|empty|nuke|scrap)\b/i;
/** Several events named, though no "all" was said: "move friday mtgs…", "this month's afternoon classes". */
const PLURAL_EVENTS =
  /\b(?:meetings|mtgs|events|appointments|appts|calls|classes|sessions|1:1s|one-on-ones|syncs|standups|interviews|lessons|reviews|check-ins|ones)\b/i;

const PART_SAID = /\b(?:in|during)\s+the\s+(morning|afternoon|evening)s?\b/i;

/**
 * Many events moved to free time rather than by a fixed amount ("reschedule my afternoon classes
 * this month to mornings, but not the ones on Mondays, and leave time for lunch"; "move my Friday
 * meetings to when everyone is free next week but don't miss my gym"), or cleared with a note to
 * the people affected. Other bulk requests keep the bulk path, which reads fixed moves.
 */
export function buildBulkMove(draft: PlanDraft, said: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const { now, timeZone: zone } = ctx;
  // "when all attendees are available" says who must be free, as "when the attendees are" does.
  const text = expandShorthand(said).replace(
    /\ball\s+(?:the\s+|of\s+the\s+)?(attendees|guests|participants|invitees)\b/gi,
    'the $1',
  );
  const read = readNotify(text);
  const rest = read.rest;
  // "tell everyone" the bulk path reads itself (and has Google email the guests); the wider words draft a note.
  const note = read.notify === undefined && draftsNote(text);
  const notify = note ? 'all' : read.notify;
  const moveVerb = MOVE_VERB.exec(rest);
  const destination = moveVerb === null ? undefined : readDestination(rest, moveVerb.index + moveVerb[0].length);
  if (moveVerb === null || destination === undefined) {
    const clear = CLEAR_VERB.exec(rest);
    if (clear === null) return false;
    const object = withoutNote(rest.slice(clear.index + clear[0].length));
    // "tell everyone" alone the bulk path reads (its card says Google emails them); with a reason said
    // as a clause ("…, im travelling"), which it would take for an event's name, the Plan clears the day.
    if (!note && (notify !== 'all' || withoutReason(object) === object)) return false;
    return addClear(draft, object, text, parsed, ctx);
  }
  const named = rest.slice(moveVerb.index + moveVerb[0].length, destination.index);
  // "my classes this week clash…, move the afternoon ones to mornings": "ones" are the classes said
  // before (or in the last request); with nothing that says what they are, ask rather than move all.
  const resolved = withPronounNoun(named, rest.slice(0, moveVerb.index), ctx.previous);
  if (resolved === undefined) {
    draft.add('FormatFinalResponse', { text: whichOnes(named) });
    return true;
  }
  // "my meetings that morning except the standup to another day": what stays may be said before the destination.
  const exceptAt = OBJECT_EXCEPT.exec(resolved.text);
  const objectText = exceptAt === null ? resolved.text : resolved.text.slice(0, exceptAt.index);
  const exceptWords = exceptAt === null ? '' : resolved.text.slice(exceptAt.index);
  // One event moved "to the morning" is an edit of that event, not this; one moved to free time in a
  // range with rules ("this Friday's call to sometime next week when all attendees are available,
  // avoiding my gym sessions") is the same search as many.
  const one = parsed.intent !== 'bulk' && !PLURAL_EVENTS.test(objectText);
  if (one && (destination.partsOfDay !== undefined || destination.rangeWords === undefined)) return false;
  if (one && (destination.ownFreeTime === true || destination.otherDay === true)) return false;
  // "for the rest of November move my afternoon classes to mornings": the events' time may come before the verb.
  const before = rest.slice(0, moveVerb.index).replace(/^\s*(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+)+/i, '');
  const source = parseRequest(`find ${objectText}`, { now, timeZone: zone });
  if (source.when === undefined && /\S/.test(before)) {
    const earlier = parseRequest(`find ${before}`, { now, timeZone: zone }).when;
    if (earlier !== undefined) source.when = earlier;
  }
  // "my classes this week clash with work" then "move the afternoon ones to mornings": that week's classes.
  if (source.when === undefined && resolved.fromPrevious !== undefined)
    source.when = parseRequest(`find ${resolved.fromPrevious}`, { now, timeZone: zone }).when;
  const query = readEventQuery({
    object: objectText,
    text: objectText,
    when: source.when,
    attendees: source.entities.attendees ?? parsed.entities.attendees ?? [],
    now,
    timeZone: zone,
    expect: one ? 'one' : 'many',
  });
  if (one && query.title === undefined && query.people === undefined && query.ordinal === undefined) return false;
  if (query.range === undefined) query.upcoming = true;
  // "my classes this month that are in the afternoon": the part of the day said after the events' name.
  const part = PART_SAID.exec(objectText)?.[1]?.toLowerCase();
  if (query.partsOfDay === undefined && (part === 'morning' || part === 'afternoon' || part === 'evening'))
    query.partsOfDay = [part];
  const tail = rest.slice(destination.end);
  const except = mergeExceptions(
    readExceptions(exceptWords, oneWeekday(query, zone)),
    readExceptions(tail, oneWeekday(query, zone)),
  );
  const protect = readProtected(tail);
  const kept = [...(except.titles ?? []), ...protect.filter((p) => p.keep).map((p) => p.name)];
  // "to another day": their own day stays clear of them, so it must be one day; several are asked about.
  const ownDay = destination.otherDay === true ? oneDayOf(query, zone) : undefined;
  if (destination.otherDay === true && ownDay === undefined) {
    draft.add('FormatFinalResponse', { text: WHICH_OTHER_DAY });
    return true;
  }
  const find = draft.add('FindEvents', { query });
  let events = ref(find, 'events');
  if (except.weekdays !== undefined || kept.length > 0) {
    const filter = draft.add('FilterEvents', {
      events,
      ...(except.weekdays === undefined ? {} : { excludeWeekdays: except.weekdays }),
      ...(kept.length === 0 ? {} : { excludeTitles: kept }),
    });
    events = ref(filter, 'events');
  }
  const targetRange = destination.rangeWords === undefined ? undefined : targetRangeOf(destination.rangeWords, query, ctx);
  // A destination said but not read is never dropped: the search would move them within their own days.
  if (targetRange === undefined && destination.rangeWords !== undefined) {
    draft.add('FormatFinalResponse', { text: whereTo(destination.rangeWords) });
    return true;
  }
  const window = targetRange ?? {
    start: toZonedIso(now, zone),
    end: toZonedIso(addZonedDays(startOfZonedDay(now, zone), 45, zone), zone),
  };
  const avoid: (string | { start: number; end: number })[] = [];
  const deps: string[] = [];
  let lunch: string | undefined;
  if (keepsLunch(tail)) {
    const pref = draft.add('FetchPreference', { key: 'lunch', range: window });
    lunch = ref(pref, 'lunch');
    deps.push(pref);
  }
  for (const { name } of protect) {
    const habit = draft.add('FetchPreference', { key: 'habit', name, range: window });
    const own = draft.add('FindEvents', {
      query: { title: name, range: window, allDay: 'exclude', expect: 'many' },
      allowEmpty: true,
    });
    avoid.push(ref(habit, 'intervals'), ref(own, 'events'));
    deps.push(habit, own);
  }
  // "…and nothing on Monday": those days are kept clear of the moves.
  avoid.push(...daysIn(window, except.notToWeekdays ?? [], zone));
  if (ownDay !== undefined) avoid.push(ownDay);
  const generate = draft.add(
    'GenerateProposedUpdates',
    {
      events,
      move: {
        kind: 'find',
        ...(targetRange === undefined ? {} : { range: targetRange }),
        ...(destination.partsOfDay === undefined ? {} : { partsOfDay: destination.partsOfDay }),
      },
      ...(avoid.length === 0 ? {} : { avoid }),
      ...(lunch === undefined ? {} : { lunch }),
    },
    { dependsOn: deps },
  );
  addConfirmedWrites(
    draft,
    [generate],
    'UpdateEvents',
    { changes: ref(generate, 'changes'), notes: ref(generate, 'notes') },
    undefined,
  );
  if (notify === 'all') {
    const reason = reasonOf(text) || (reasonSaid(text) ?? '');
    draft.add('NotifyAttendees', { events, ...(reason === '' ? {} : { reason }) }, { dependsOn: [find] });
  }
  return true;
}

/** Words that may stand with the pro-form and name no events: "the afternoon ones", "all of them this week". */
const NOT_A_NAME =
  /^(?:the|all|of|my|our|a|few|some|both|each|every|other|remaining|rest|upcoming|morning|afternoon|evening|early|late|long|short|big|small|next|this|last|week|weeks|month|day|days|today|tomorrow|weekend|on|in|that|are|is|were|ones|them|those|these|em|(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:'s)?|\d+(?:am|pm)?|am|pm|and|,)$/i;

/**
 * The words naming the events, with a pro-form ("the afternoon ones") that stands alone given the
 * noun it stands for: said before the verb in this request, else in the previous one. Undefined when
 * nothing says what they are; unchanged when no pro-form stands alone.
 */
export function withPronounNoun(
  object: string,
  before: string,
  previous: string | undefined,
): { text: string; fromPrevious?: string } | undefined {
  const pro = PRO_FORM.exec(object);
  if (pro === null) return { text: object };
  const named = object.split(/\s+/).some((w) => w !== '' && !NOT_A_NAME.test(w.replace(/[.!?]+$/, '')));
  if (named) return { text: object };
  const here = pluralNounIn(before);
  const earlier = here === undefined && previous !== undefined ? pluralNounIn(previous) : undefined;
  const noun = here ?? earlier;
  if (noun === undefined) return undefined;
  const text = `${object.slice(0, pro.index)}${noun}${object.slice(pro.index + pro[0].length)}`;
  return earlier === undefined || previous === undefined ? { text } : { text, fromPrevious: previous };
}

function whichOnes(said: string): string {
  const words = said.replace(/\s+/g, ' ').trim();
  return `Which events do you mean by "${words}"? Name them, e.g. "move my afternoon classes to mornings".`;
}

/**
 * "Clear my calendar next Friday for travel and notify anyone I had meetings with", "clear next
 * friday, im travelling. let everyone know": every timed event of the day, with a note.
 */
function addClear(draft: PlanDraft, objectText: string, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const query = readEventQuery({
    object: withoutReason(objectText),
    text,
    when: parsed.when,
    attendees: parsed.entities.attendees ?? [],
    now: ctx.now,
    timeZone: ctx.timeZone,
    expect: 'many',
  });
  if (query.range === undefined && query.title === undefined && query.people === undefined) return false;
  // "…but keep the gym": left where it is.
  const kept =
    /\b(?:but|except|apart\s+from|other\s+than)\s+(?:keep|leave|not|for)?\s*(?:the\s+|my\s+)?([\p{L}\d:' -]{2,40}?)(?=\s+(?:alone|as\s+is)\b|[,.;!?]|$)/iu
      .exec(text)?.[1]
      ?.trim();
  const find = draft.add('FindEvents', {
    query: { ...query, allDay: 'exclude', ...(kept === undefined ? {} : { excludeTitles: [kept] }) },
  });
  addConfirmedWrites(draft, [find], 'DeleteEvents', { events: ref(find, 'events') }, reasonOf(text) || (reasonSaid(text) ?? ''));
  return true;
}

/** "except", "but not", "other than": the events named end there, and what stays follows. */
const OBJECT_EXCEPT = /\s*\b(?:except(?:\s+for)?|but\s+not|other\s+than|apart\s+from|excluding|besides)\b/i;

function mergeExceptions(a: Exceptions, b: Exceptions): Exceptions {
  const both = (x: readonly string[] | undefined, y: readonly string[] | undefined) =>
    x === undefined && y === undefined ? undefined : [...new Set([...(x ?? []), ...(y ?? [])])];
  const weekdays = both(a.weekdays, b.weekdays) as Weekday[] | undefined;
  const titles = both(a.titles, b.titles);
  const notToWeekdays = both(a.notToWeekdays, b.notToWeekdays) as Weekday[] | undefined;
  return {
    ...(weekdays === undefined ? {} : { weekdays }),
    ...(titles === undefined ? {} : { titles }),
    ...(notToWeekdays === undefined ? {} : { notToWeekdays }),
  };
}

const WHICH_OTHER_DAY =
  'Which day should they go to? Name the day or week, e.g. "move my Wednesday morning meetings to Thursday" or "…to another day next week when I\'m free".';

/** The query's one day, if it names one ("my meetings that morning"), to keep clear of them. */
function oneDayOf(query: EventQuery, zone: string): { start: number; end: number } | undefined {
  const range = query.range;
  if (range === undefined) return undefined;
  const day = startOfZonedDay(Date.parse(range.start), zone);
  const end = addZonedDays(day, 1, zone);
  return Date.parse(range.end) > end ? undefined : { start: day, end };
}

/** The weekday of a query's one day ("my Friday meetings"), if it names one day. */
function oneWeekday(query: EventQuery, zone: string): Weekday | undefined {
  const range = query.range;
  if (range === undefined) return undefined;
  const start = Date.parse(range.start);
  if (Date.parse(range.end) - start > 25 * 3_600_000) return undefined;
  return WEEKDAYS[instantToWallClock(start, zone).weekday];
}

/** Each whole day in the window that falls on one of these weekdays. */
function daysIn(window: { start: string; end: string }, weekdays: readonly Weekday[], zone: string) {
  const out: { start: number; end: number }[] = [];
  if (weekdays.length === 0) return out;
  const end = Date.parse(window.end);
  for (let day = startOfZonedDay(Date.parse(window.start), zone); day < end; day = addZonedDays(day, 1, zone)) {
    const weekday = WEEKDAYS[instantToWallClock(day, zone).weekday];
    if (weekday !== undefined && weekdays.includes(weekday)) out.push({ start: day, end: addZonedDays(day, 1, zone) });
  }
  return out;
}

/**
 * Where the events go, as said: "next week", or relative to their own week ("the week after",
 * "the following week", "a week later"): that week, Monday to Monday.
 */
function targetRangeOf(words: string, query: EventQuery, ctx: BuildContext): { start: string; end: string } | undefined {
  const weeks = weeksLaterSaid(words);
  if (weeks === undefined) return rangeOf(words, ctx);
  if (query.range === undefined) return undefined;
  const zone = ctx.timeZone;
  const monday = addZonedDays(mondayOf(Date.parse(query.range.start), zone), 7 * weeks, zone);
  return { start: toZonedIso(monday, zone), end: toZonedIso(addZonedDays(monday, 7, zone), zone) };
}

function whereTo(words: string): string {
  return `When should they go? I couldn't read "${words.replace(/[\s,.;:!?]+$/, '').trim()}" as a time; name a week or days, e.g. "to next week when everyone is free".`;
}

function rangeOf(words: string, ctx: BuildContext): { start: string; end: string } | undefined {
  const parsed = parseRequest(`find time ${words}`, { now: ctx.now, timeZone: ctx.timeZone });
  const when = parsed.when;
  if (when === undefined) return undefined;
  const end = when.end ?? addZonedDays(startOfZonedDay(when.start, ctx.timeZone), 1, ctx.timeZone);
  return { start: toZonedIso(when.start, ctx.timeZone), end: toZonedIso(end, ctx.timeZone) };
}
