import type { Constraint } from '../domain/constraint';
import { readNotify } from '../nlu/bulk-verbs';
import { singularOf } from '../nlu/bulk-selection';
import type { ParsedRequest } from '../nlu/parsed-request';
import type { EventQuery } from './event-query';
import { PlanDraft, addConfirmedWrites, reasonOf, ref, type BuildContext } from './plan-draft';
import { readEventQuery } from './reading/read-event-query';
import { readExceptions } from './bulk-move-words';

const DELETE_VERB =
  /\b(?:cancel(?:l?ing)?|delet(?:e|ing)|remov(?:e|ing)|drop|call\s+off|scrap|scratch|kill|nuke|nix|zap|trash|wipe(?:\s+out)?|erase|clear(?:\s+out)?|get\s+rid\s+of|cross\s+off|take\s+off|bin|ditch|skip|axe)\b/i;
/** "take the gym session off my calendar": the verb around its object, said as "remove the gym session". */
const TAKE_OFF = /\btake\s+((?:\S+\s+){0,5}?\S+)\s+off\b(?:\s+(?:of\s+)?(?:my|the|our)\s+(?:calendar|schedule|diary|cal)\b)?/i;
/** The verbs a part that cancels many uses ("…and cancel all my meetings with Omar"). */
const BULK_DELETE_VERB =
  /\b(?:cancel(?:l?ing)?|delet(?:e|ing)|remov(?:e|ing)|drop|clear(?:\s+out)?|wipe(?:\s+out)?|nuke|scrap)\b/i;
/** Where the words naming the events end: a reason, a person, a time, another clause. */
const OBJECT_END =
  /\s(?:to|for|because|so|and|then|but|by|until|till|with|on|at|in|from|before|after|between|during|since|instead|except|unless|if|this|next|last|tomorrow|today|tonight)\b|[,;.?!]/i;
/** Words that say several: "cancel anything after 5pm", "delete every one of them". */
const MANY = /^(?:all|every|each|everything|anything|whatever|both|stuff)$/;
/** Nouns that end in s but name one thing: "drinks with Sam", "office hours", "tennis". */
const NOT_PLURAL = new Set(
  'drinks hours news series tennis darts thanks sales glasses ops devops status focus bus campus canvas christmas yes plus always analytics physics'.split(
    ' ',
  ),
);
/** Time words that may close the words naming events without being their noun ("my classes mondays"). */
const TIME_NOUN =
  /^(?:mornings?|afternoons?|evenings?|nights?|weekends?|weekdays?|days?|weeks?|months?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|\d.*)$/;

/** "Cancel my haircut", "cancel my last meeting on Wednesday", "delete the design reviews": asked about when unsure. */
export function addDelete(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const { notify, rest: said } = readNotify(text);
  const rest = said.replace(TAKE_OFF, 'remove $1');
  const verb = DELETE_VERB.exec(rest);
  if (verb === null) return false;
  // "my reviews on Thursday, cancel them": the events come before the verb; "them" means all of them.
  const after = rest.slice(verb.index + verb[0].length);
  const pointsBack = verb.index > 0 && /^\s*(?:them|those|these|'?em|all\s+of\s+them|them\s+all|it|that)\b/i.test(after);
  // "not going to café lumière on sunday anymore, take it off": the event is what I won't go to.
  const object = pointsBack ? rest.slice(0, verb.index).replace(NOT_GOING, '') : after;
  // "standup for the whole week": every one of them that week, though the noun is singular.
  const many = pointsBack ? !/^\s*(?:it|that)\b/i.test(after) : namesMany(object) || WHOLE_SPAN.test(text);
  // "my pottery and spanish classes": two kinds of event sharing one noun, each found on its own.
  const shared = pointsBack ? undefined : sharedNounObjects(object);
  if (shared !== undefined) return addSharedNounDeletes(draft, shared, text, parsed, ctx, notify === 'all');
  const query = withClockBounds(
    readEventQuery({
      object,
      text,
      when: parsed.when,
      attendees: parsed.entities.attendees ?? [],
      now: ctx.now,
      timeZone: ctx.timeZone,
      expect: many ? 'many' : 'one',
    }),
    parsed.constraints,
  );
  const names = [query.title, query.people, query.ordinal, query.range, query.startsAfter, query.kind];
  if (names.every((n) => n === undefined)) return false;
  // "whatever's straight after the standup": the one event next to it, not every one after it.
  if (many && query.adjacentTo !== undefined && ONE_NEXT_TO.test(object) && !/\ball\b|\bevery/i.test(object))
    query.expect = 'one';
  if (many) leaveAllDayAlone(query);
  const find = draft.add('FindEvents', { query: many ? leaveExceptionsAlone(query, object) : query });
  addConfirmedWrites(
    draft,
    [find],
    'DeleteEvents',
    { events: ref(find, 'events') },
    notify === 'all' ? reasonOf(text) : undefined,
  );
  return true;
}

/**
 * "wipe whatever's on those days": a cancel of every event by day leaves all-day ones alone unless
 * named or asked for (a fortnight's "Out of office" is not those days' to clear), as the bulk path does.
 */
function leaveAllDayAlone(query: EventQuery): void {
  if (query.title === undefined && query.allDay === undefined) query.allDay = 'exclude';
}

/** "clear everything except the gym", "cancel my meetings that day but not the QBR": those stay. */
function leaveExceptionsAlone(query: EventQuery, object: string): EventQuery {
  const kept = readExceptions(object, undefined).titles;
  if (kept === undefined || query.excludeTitles !== undefined) return query;
  return { ...query, excludeTitles: kept };
}

const ONE_NEXT_TO =
  /\b(?:whatever|whichever|anything|the\s+thing|what)\b[\s\S]*?\b(?:right|just|straight|immediately|directly)\s+(?:after|before|following|preceding)\b/i;

const NOT_GOING =
  /^\s*(?:(?:i['’]?m|i\s+am|i['’]?ll\s+be|i\s+will\s+be)\s+)?(?:not\s+(?:going|making\s+it)\s+to|can['’]?t\s+make(?:\s+it\s+to)?|won['’]?t\s+make(?:\s+it\s+to)?|not\s+doing|skipping)\s+/i;

/** "for the whole week", "all week long", "every day that week": every event of the span. */
const WHOLE_SPAN =
  /\b(?:the\s+|that\s+)?(?:whole|entire|full|rest\s+of\s+the)\s+(?:week|month|weekend)\b|\ball\s+(?:week|month)(?:\s+long)?\b|\b(?:every|each)\s+day\b/i;
/** "my pottery and spanish classes", "the design and budget reviews": two words before one plural noun. */
const SHARED_NOUN =
  /^\s*(?:(?:all\s+)?(?:my|the|our)\s+)?([\p{L}][\p{L}-]*)\s+(?:and|&|\+|or)\s+([\p{L}][\p{L}-]*)\s+([\p{L}][\p{L}-]*)(?=\s|[,;.?!]|$)/iu;

/** The two objects a shared plural noun names ("pottery class", "spanish class"), with what follows; undefined otherwise. */
function sharedNounObjects(object: string): string[] | undefined {
  const m = SHARED_NOUN.exec(object);
  const [, first, second, noun] = m ?? [];
  if (m === null || first === undefined || second === undefined || noun === undefined) return undefined;
  const plural = noun.toLowerCase();
  if (!isPlural(plural) || MANY.test(first.toLowerCase()) || /^(?:my|the|our|all)$/i.test(second)) return undefined;
  const rest = object.slice(m.index + m[0].length);
  const one = singularOf(plural);
  return [`${first} ${one}${rest}`, `${second} ${one}${rest}`];
}

function addSharedNounDeletes(
  draft: PlanDraft,
  objects: readonly string[],
  text: string,
  parsed: ParsedRequest,
  ctx: BuildContext,
  notify: boolean,
): boolean {
  for (const object of objects) {
    const query = withClockBounds(
      readEventQuery({
        object,
        text,
        when: parsed.when,
        attendees: parsed.entities.attendees ?? [],
        now: ctx.now,
        timeZone: ctx.timeZone,
        expect: 'many',
      }),
      parsed.constraints,
    );
    if (query.title === undefined) return false;
    const find = draft.add('FindEvents', { query });
    addConfirmedWrites(draft, [find], 'DeleteEvents', { events: ref(find, 'events') }, notify ? reasonOf(text) : undefined);
  }
  return true;
}

/** A part that cancels many ("cancel all my meetings with Omar") inside a message of several. */
export function addBulkDelete(draft: PlanDraft, text: string, parsed: ParsedRequest, ctx: BuildContext): boolean {
  const verb = BULK_DELETE_VERB.exec(text);
  if (verb === null) return false;
  const query = withClockBounds(
    readEventQuery({
      object: text.slice(verb.index + verb[0].length),
      text,
      when: parsed.when,
      attendees: parsed.entities.attendees ?? [],
      now: ctx.now,
      timeZone: ctx.timeZone,
      expect: 'many',
    }),
    parsed.constraints,
  );
  leaveAllDayAlone(query);
  const find = draft.add('FindEvents', { query: leaveExceptionsAlone(query, text.slice(verb.index)) });
  addConfirmedWrites(draft, [find], 'DeleteEvents', { events: ref(find, 'events') }, undefined);
  return true;
}

/**
 * Whether the words name several events: "all", "every", "anything", or a plural noun ("the
 * design reviews", "my yoga classes", "the 1:1s"). "The dentist", "drinks with Sam" name one.
 */
export function namesMany(object: string): boolean {
  // "my one on ones": one word, so its "on" does not end the words naming the events.
  const said = object.replace(/\b(?:one\s+on\s+ones?|1\s+on\s+1s?)\b/gi, (m) => m.replace(/\s+/g, '-'));
  const end = OBJECT_END.exec(` ${said}`);
  const head = end === null ? said : said.slice(0, Math.max(0, end.index - 1));
  const words = head
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w !== '');
  // "whatever's on those days": the word before its "is".
  if (words.some((w) => MANY.test(w.replace(/['’]s$/, '')))) return true;
  const noun = words.filter((w) => !TIME_NOUN.test(w)).at(-1);
  return noun !== undefined && isPlural(noun);
}

function isPlural(word: string): boolean {
  if (word.length < 3 || NOT_PLURAL.has(word) || /(?:ss|us|is|'s|’s)$/.test(word)) return false;
  return word.endsWith('s') && singularOf(word) !== word;
}

/**
 * "anything after 5pm the week of Dec 7", "the meetings between 2 and 4 next week": the time of
 * day the parse kept as the person's own limit becomes a limit on the events' start times.
 */
export function withClockBounds(query: EventQuery, constraints: readonly Constraint[]): EventQuery {
  if (query.startsAfter !== undefined || query.startsBefore !== undefined) return query;
  const limit = constraints.find((c) => c.type === 'within' && c.who === 'me' && c.days === undefined);
  const range = limit?.type === 'within' ? limit.timeRange : undefined;
  if (range === undefined) return query;
  const bounded: EventQuery = { ...query };
  if (range.start !== '00:00') bounded.startsAfter = range.start;
  if (range.end < '24:00' && range.end !== '23:59') bounded.startsBefore = range.end;
  return bounded;
}
