import { allMatches } from './all-matches';
import type { Constraint } from '../domain/constraint';
import { parseWhen } from '../time/parse-when';
import type { Interval } from '../time/interval';
import { formatDay } from '../time/format';
import { daysBetween, mondayOf } from '../time/days-between';
import { NUMBER_WORDS } from '../time/number-words';
import { MINUTE_MS, addZonedDays, instantToWallClock, isoDateInZone, startOfZonedDay } from '../time/zoned';
import { findMoveTarget, readShiftAfterVerb, type TargetPhrase } from './bulk-move-target';
import { PRO_FORM, peopleOutsideExceptions, pluralNounIn, readSelectionWords, type DayPart } from './bulk-selection';
import { DECLINE_VERB, REMOVE_PERSON, findBulkVerbs, readNotify } from './bulk-verbs';
import { expandShorthand } from './expand-shorthand';
import { readEveryWeekday } from './bulk-every-weekday';
import { extractShift } from './extract-time-preference';
import { blank, normalizeQuotes } from './mask-text';
import { ordinal } from './spoken-names';
import type { ParsedAttendee, ParsedPart, When } from './parsed-request';

/** Which events a bulk request means. */
export interface BulkSelection {
  /** Where to look (events starting in it); absent: nothing was said, so the next 30 days. */
  range?: Interval;
  /** Alternatives of title words ("standups and 1:1s" → [["standup"], ["1:1"]]); empty: every event. */
  titles: string[][];
  excluding: string[][];
  /** Every one of them must be on the event. */
  attendees: ParsedAttendee[];
  /** Only events with someone else invited ("all my meetings"); absent or false: any event. */
  meetingsOnly?: boolean;
  /** Only meetings with exactly one other person ("my one-on-ones with Omar"). */
  oneOnOne?: true;
  /** Only events with nobody from work ("my personal stuff"). */
  personal?: true;
  /** Only events starting at or after / before this time of day, minutes after midnight ("after 5pm the week of Dec 7"). */
  startsAfter?: number;
  startsBefore?: number;
  dayParts: DayPart[];
  allDay: 'exclude' | 'include' | 'only';
  repeatingOnly: boolean;
  /** "…except the last one": the first or last of the events found, in time, is left alone. */
  exceptPosition?: 'first' | 'last';
  /** Only events on these days of the range, YYYY-MM-DD in the person's zone ("on Monday and Wednesday"). */
  dates?: string[];
}

/** How a move changes each event; its length always stays. */
export type BulkMove =
  /** "push them back an hour": every event by the same amount. */
  | { kind: 'shift'; minutes: number }
  /** "to Monday", "to next week": whole days later (or earlier), each at its own time unless `clock` names one. */
  | { kind: 'days'; days: number; clock?: number }
  /** "to 10am": each on its own day, at that time. */
  | { kind: 'clock'; minutes: number };

export type BulkOperation = { kind: 'delete' } | { kind: 'move'; move: BulkMove };

export interface BulkRequest {
  operation: BulkOperation;
  selection: BulkSelection;
  /** "tell everyone" (all) or "without telling anyone" (none); absent: the person's setting. */
  notify?: 'all' | 'none';
}

export type BulkReading =
  | { kind: 'request'; request: BulkRequest }
  /** What to say instead of acting: a question when something is unclear, or what is not supported yet. */
  | { kind: 'reply'; text: string };

const NON_LATIN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const ENGLISH_ONLY =
  'I can only read changes to many events at once in English so far. Try "cancel all my meetings tomorrow" or "move my Friday meetings to Monday".';
const WHAT_TO_DO =
  'What should I do with those events: cancel them or move them? For example "cancel all my meetings on Friday".';
const CANCEL_OR_MOVE =
  'Should I cancel those events or move them? Ask for one of the two, e.g. "move all my Friday meetings to Monday".';
const MESSAGE_NOT_YET =
  'I can\'t send messages to guests yet. I can cancel or move events and let guests know through the calendar, e.g. "cancel all my meetings on Friday and tell everyone".';
const REMOVE_PERSON_NOT_YET =
  'Taking someone off many events at once is not supported yet; remove them from each event in your calendar.';
const WHERE_TO =
  'Where should they go? Name a day ("to Monday"), a time ("to 10am") or an amount ("an hour later"); I won\'t guess.';
const WEEK_AFTER_WHAT =
  'A week after which events? Name their week or day too, e.g. "move everything next week to the week after".';
const UNREADABLE_EXCEPTION =
  'I can only leave events out by name so far ("everything except standups"). Name the days to change instead, e.g. "cancel everything on Monday and Tuesday".';

/**
 * "delete all my events", "cancel everything on Friday and tell everyone", "move all my Friday
 * meetings to Monday", "push all my meetings tomorrow back an hour", "reschedule every standup
 * this week to 10am": what to do (delete or move, and where to), to which events, and whether to
 * tell the guests. Pure: `parsed` lends its time (`when`), people and shift; a move to another day
 * reads the events' own day from the words before "to". Anything unclear becomes a question.
 */
export function readBulkRequest(text: string, parsed: ParsedPart, now: number, zone: string): BulkReading {
  const said = expandShorthand(normalizeQuotes(text));
  if (NON_LATIN.test(said)) return reply(ENGLISH_ONLY);
  const { notify, rest } = readNotify(said);
  if (REMOVE_PERSON.test(rest)) return reply(REMOVE_PERSON_NOT_YET);
  const verbs = findBulkVerbs(rest);
  const [verb] = verbs;
  if (verb === undefined) return reply(notify === 'all' ? MESSAGE_NOT_YET : WHAT_TO_DO);
  if (verbs.some((v) => v.verb === 'decline')) return reply(declineReply(said));
  if (verbs.some((v) => v.verb !== verb.verb)) return reply(CANCEL_OR_MOVE);
  const from = verb.index + verb.length;
  const attendees = peopleOutsideExceptions(rest.slice(from), withMonthNames(rest.slice(from), parsed.entities.attendees ?? []));

  if (verb.verb === 'delete') {
    // "all my classes next week, cancel them": the events are named before the verb, not by "them".
    // "pls cancel those" names nothing before the verb: that is asked, not read as every event.
    const pointsBack =
      verb.index > 0 &&
      /^\s*(?:them|those|these|em|'em|all\s+of\s+them|them\s+all)\b/i.test(rest.slice(from)) &&
      pluralNounIn(rest.slice(0, verb.index)) !== undefined;
    const selection = pointsBack
      ? selectionOf(rest.slice(0, verb.index), 0, rangeOf(parsed.when, zone), attendees, now, zone)
      : selectionOf(rest, from, rangeOf(parsed.when, zone), attendees, now, zone);
    if (typeof selection === 'string') return reply(selection);
    return request({ kind: 'delete' }, { ...onDays(selection, parsed.when), ...clockLimits(parsed.constraints, rest) }, notify);
  }
  const verbText = rest.slice(verb.index, from);
  // The shift is blanked even when the parse already read it, so "back an hour" names no events.
  const near = extractShift(rest);
  const shift = near.minutes === undefined ? (readShiftAfterVerb(rest, verbText) ?? near) : near;
  const minutes = parsed.entities.shiftMinutes ?? shift.minutes;
  if (minutes !== undefined) {
    const selection = selectionOf(shift.rest, from, rangeOf(parsed.when, zone), attendees, now, zone);
    if (typeof selection === 'string') return reply(selection);
    const limited = { ...onDays(selection, parsed.when), ...clockLimits(parsed.constraints, shift.rest) };
    return request({ kind: 'move', move: { kind: 'shift', minutes } }, limited, notify);
  }
  const found = findMoveTarget(rest, from, now, zone);
  if (found === undefined || found.target.kind === 'unclear') return reply(WHERE_TO);
  const source = blank(rest, found.index, found.length);
  const sourceWhen = parseWhen(source, now, zone)?.when;
  const selection = selectionOf(source, from, rangeOf(sourceWhen, zone), attendees, now, zone);
  if (typeof selection === 'string') return reply(selection);
  const move = moveTo(found.target, selection.range, zone);
  // A limit said of the destination ("to after 5pm") was blanked with it, so it is not the events'.
  const limited = { ...onDays(selection, sourceWhen), ...clockLimits(parsed.constraints, source) };
  return typeof move === 'string' ? reply(move) : request({ kind: 'move', move }, limited, notify);
}

/**
 * "cancel everything after 6pm next week", "the meetings between 2 and 4 on Friday": the time of
 * day the parse kept as the person's own limit, said among the words naming the events, limits
 * which of them start when. Never dropped: without it "after 6pm next week" would be all week.
 */
function clockLimits(constraints: readonly Constraint[], said: string): Pick<BulkSelection, 'startsAfter' | 'startsBefore'> {
  const lower = said.toLowerCase();
  const limit = constraints.find(
    (c) => c.type === 'within' && c.who === 'me' && c.days === undefined && lower.includes(c.text.toLowerCase()),
  );
  const range = limit?.type === 'within' ? limit.timeRange : undefined;
  if (range === undefined) return {};
  const minutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  const after = minutes(range.start);
  const before = minutes(range.end);
  return { ...(after > 0 ? { startsAfter: after } : {}), ...(before < 24 * 60 ? { startsBefore: before } : {}) };
}

function reply(text: string): BulkReading {
  return { kind: 'reply', text };
}

function request(operation: BulkOperation, selection: BulkSelection, notify: 'all' | 'none' | undefined): BulkReading {
  return { kind: 'request', request: { operation, selection, ...(notify === undefined ? {} : { notify }) } };
}

/** Declining is not a write Kairos makes yet; cancelling is, so the reply offers it in the person's own words. */
function declineReply(said: string): string {
  const instead = said.replace(DECLINE_VERB, 'cancel').replace(/[\s.!?]+$/, '');
  return `Declining invitations is not supported yet. I can cancel those events instead (they leave your calendar): say "${instead}".`;
}

/** The events' time as said; a time without an end ("at 3pm") means events starting then. */
function rangeOf(when: When | undefined, zone: string): Interval | undefined {
  if (when === undefined) return undefined;
  if (when.end !== undefined) return { start: when.start, end: when.end };
  return when.grain === 'minute' || when.grain === 'hour'
    ? { start: when.start, end: when.start + MINUTE_MS }
    : { start: when.start, end: addZonedDays(startOfZonedDay(when.start, zone), 1, zone) };
}

/** "every interview that is left", "the grocery runs I've still got", "all upcoming demos": every one ahead. */
const STILL_AHEAD =
  /\b(?:(?:that\s+(?:is|are|'s)|i\s+have|i['’]ve(?:\s+got)?)\s+(?:still\s+)?left|(?:i\s+have|i['’]ve)\s+still\s+got|still\s+(?:have|got)|remaining|upcoming|from\s+now\s+on|going\s+forward|all\s+future)\b/i;
const A_YEAR = 366;

function allStillAhead(text: string, now: number, zone: string): Interval | undefined {
  return STILL_AHEAD.test(text) ? { start: now, end: addZonedDays(startOfZonedDay(now, zone), A_YEAR, zone) } : undefined;
}

/** "clear my day", "cancel my afternoon meetings": today, though no day was named. */
const MY_PERIOD = /\b(?:my|the)\s+(?:whole\s+|entire\s+)?(day|week|weekend)\b/i;

function impliedRange(text: string, dayParts: readonly DayPart[], now: number, zone: string): Interval | undefined {
  const period = MY_PERIOD.exec(text)?.[1]?.toLowerCase();
  const phrase =
    period === undefined ? (dayParts.length > 0 ? 'today' : undefined) : period === 'day' ? 'today' : `this ${period}`;
  return phrase === undefined ? undefined : rangeOf(parseWhen(phrase, now, zone)?.when, zone);
}

function selectionOf(
  text: string,
  from: number,
  said: Interval | undefined,
  attendees: readonly ParsedAttendee[],
  now: number,
  zone: string,
): BulkSelection | string {
  const read = readSelectionWords(text, from);
  if (read.unreadableExclusion) return UNREADABLE_EXCEPTION;
  // "my classes this week clash with work, cancel the afternoon ones": the classes; "cancel all of
  // them" with nothing said before is asked, never read as every event.
  const noun = read.pronounOnly ? pluralNounIn(text.slice(0, from)) : undefined;
  if (read.pronounOnly && noun === undefined) return whichOnes(text.slice(from));
  const words =
    noun === undefined ? read : readSelectionWords(text.slice(0, from) + text.slice(from).replace(PRO_FORM, noun), from);
  const unread = DAY_NUMBER.exec(text);
  const day = unread === null ? undefined : dayNumbered(unread, now, zone);
  // A time read elsewhere on another day ("on the 8 at 3" read as today at 3) is no reading of this day.
  const otherDay = day !== undefined && said !== undefined && isoDateInZone(said.start, zone) !== isoDateInZone(day.start, zone);
  if (unread !== null && (day === undefined || otherDay))
    return `Which day do you mean by "${unread[0].trim()}"? Say the date, e.g. "on Dec 8".`;
  const range =
    untilSaid(text, said, now, zone) ??
    said ??
    day ??
    monthSaid(text.slice(from), attendees, now, zone) ??
    allStillAhead(text, now, zone) ??
    impliedRange(text, words.dayParts, now, zone);
  // "clear my morning": the day's own part of the day, not parseWhen's 08–12, so a 07:30 breakfast counts.
  const widened =
    range !== undefined && words.dayParts.length > 0
      ? { start: startOfZonedDay(range.start, zone), end: endOfZonedDay(range.end, zone) }
      : range;
  // "every saturday night plan I have in january": those days of January, not all of January.
  const weekly = readEveryWeekday(text, now, zone);
  return {
    ...(widened === undefined ? {} : { range: widened }),
    ...(weekly === undefined ? {} : { range: weekly.range, dates: weekly.dates }),
    titles: words.titles,
    excluding: words.excluding,
    attendees: [...attendees],
    dayParts: weekly?.part !== undefined && words.dayParts.length === 0 ? [weekly.part] : words.dayParts,
    allDay: words.allDay,
    repeatingOnly: words.repeatingOnly,
    ...(words.meetingsOnly ? { meetingsOnly: true } : {}),
    ...(words.oneOnOne ? { oneOnOne: true } : {}),
    ...(words.personal ? { personal: true } : {}),
    ...(words.exceptPosition === undefined ? {} : { exceptPosition: words.exceptPosition }),
  };
}

/**
 * "on the eight", "on the 8", "on the twenty one": a day of the month as speech-to-text writes it,
 * which the time reader leaves alone. Left unread, "cancel everything on the eight" would cancel
 * every event of the next month; read, it is that day, and what cannot be read is asked.
 */
const DAY_NUMBER =
  /\bon\s+the\s+(\d{1,2}|(?:twenty|thirty)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b(?!\s*(?:\d|:|am\b|pm\b|a\.m|p\.m|o'?clock|thirty|fifteen|forty|oh\b|hours?|mins?|minutes?|days?|weeks?|of\s+(?:them|those|us)))/i;

function dayNumbered(m: RegExpExecArray, now: number, zone: string): Interval | undefined {
  const said = (m[1] ?? '').toLowerCase();
  const n = /^\d+$/.test(said) ? Number(said) : said.split(/[\s-]+/).reduce((sum, w) => sum + (NUMBER_WORDS[w] ?? Number.NaN), 0);
  if (!Number.isInteger(n) || n < 1 || n > 31) return undefined;
  const read = parseWhen(`on the ${ordinal(n)}`, now, zone);
  return read?.when.grain === 'day' ? rangeOf(read.when, zone) : undefined;
}

/** "until the new year", "till Friday", "through the 18th", "before Christmas": from now up to that day. */
const UNTIL =
  /\b(?:until|till|til|'til|up\s+(?:until|to)|through|thru|before)\s+(?!(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)?|noon|midday|lunch)\b)/i;

const BACK = /^(?:i'?m|im|i\s+am|i\s+get|i'?ll\s+be|we'?re|we\s+get)\s+(?:back|home|in)\s+(?:on\s+|the\s+|this\s+|next\s+)*$/i;

/**
 * The events from now until a day said with "until": the time reader gives the day alone
 * ("until the new year" → Jan 1), which read as the range would cancel that day's events and
 * none before. The day is included ("till Friday"), except after "before".
 */
function untilSaid(text: string, said: Interval | undefined, now: number, zone: string): Interval | undefined {
  const m = UNTIL.exec(text);
  if (m === null || said === undefined) return undefined;
  const after = text.slice(m.index + m[0].length);
  const read = parseWhen(after, now, zone);
  if (read === undefined || read.hasTimeOfDay) return undefined;
  // The day must be what "until" is said of ("until the new year"), or when the person is back:
  // "until I'm back on Monday" is up to Monday, which is theirs again.
  const between = after.slice(0, read.index);
  const back = BACK.test(between);
  if (!back && !/^(?:the\s+|this\s+|next\s+)?$/i.test(between)) return undefined;
  const day = rangeOf(read.when, zone);
  if (day === undefined || day.start !== said.start || day.start <= now) return undefined;
  return { start: now, end: back || /^before/i.test(m[0]) ? day.start : day.end };
}

function whichOnes(said: string): string {
  const words = said
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `Which events do you mean by "${words}"? Name them, e.g. "cancel my afternoon classes this week".`;
}

/** "cancel everything on Monday and Wednesday": only the days listed, not Tuesday between them. */
function onDays(selection: BulkSelection, when: When | undefined): BulkSelection {
  return when?.days === undefined || selection.range === undefined ? selection : { ...selection, dates: when.days };
}

/** "with jan", "w/ april": a person named like a month, whom the time reader may have left out. */
const WITH_MONTH_NAME = /\b(?:with|w\/?|and)\s+(jan|april|may|june|julie?|august|augusta)\b(?!\s+\d)/gi;

/**
 * The people the parse read, and anyone said "with" a month's name it took for a time: dropped,
 * "cancel all my meetings with Jan" would cancel every meeting.
 */
function withMonthNames(text: string, attendees: readonly ParsedAttendee[]): ParsedAttendee[] {
  const out = [...attendees];
  for (const m of allMatches(WITH_MONTH_NAME, text)) {
    const name = (m[1] ?? '').toLowerCase();
    if (out.some((a) => (a.name ?? '').toLowerCase().split(/\s+/).includes(name))) continue;
    out.push({ name: `${name.charAt(0).toUpperCase()}${name.slice(1)}` });
  }
  return out;
}

/** A month named bare among the events' words: "rm all budget reviews jan", "every standup dec 2027". */
const BARE_MONTH =
  /(?<!\b(?:with|w|and|&|for|from|to|ask|tell|invite)\s+)\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:\s+(\d{4}))?(?!\s*(?:\d|[-'’]|\.\w))/i;

/**
 * The month of a bulk request the time reader leaves alone when said bare, since "jan" alone may
 * be a person ("rm all budget reviews jan"): among words naming many events it is the month, read
 * as "in jan", unless someone of that name was read or it follows "with".
 */
function monthSaid(text: string, attendees: readonly ParsedAttendee[], now: number, zone: string): Interval | undefined {
  const m = BARE_MONTH.exec(text);
  const month = m?.[1];
  if (m === null || month === undefined) return undefined;
  if (attendees.some((a) => (a.name ?? '').toLowerCase().split(/\s+/).includes(month.toLowerCase()))) return undefined;
  const read = parseWhen(`in ${month}${m[2] === undefined ? '' : ` ${m[2]}`}`, now, zone);
  return read?.when.grain === 'month' ? rangeOf(read.when, zone) : undefined;
}

function endOfZonedDay(end: number, zone: string): number {
  const day = startOfZonedDay(end, zone);
  return day === end ? end : addZonedDays(day, 1, zone);
}

/**
 * A destination read against the events' own day: "my Friday meetings to Monday" is the Monday
 * after that Friday. A day or a weekday needs one day of events to move (several days would pile
 * onto one); a week keeps each event's weekday.
 */
function moveTo(target: TargetPhrase, source: Interval | undefined, zone: string): BulkMove | string {
  if (target.kind === 'clock') return { kind: 'clock', minutes: target.minutes };
  if (target.kind === 'unclear') return WHERE_TO;
  // "to the week after": counted from the events' own week, so their week must be said.
  if (target.kind === 'weeks_later') return source === undefined ? WEEK_AFTER_WHAT : { kind: 'days', days: 7 * target.weeks };
  if (source === undefined) {
    const to = targetWords(target, zone);
    return `Which day's events should move to ${to}? Name their day too, e.g. "move all of tomorrow's meetings to ${to}".`;
  }
  if (target.kind === 'week') {
    const days = daysBetween(mondayOf(source.start, zone), mondayOf(target.start, zone), zone);
    if (days === 0)
      return `Those events are already in the week of ${formatDay(mondayOf(target.start, zone), zone)}. Which day should they move to?`;
    return { kind: 'days', days };
  }
  const sourceDay = startOfZonedDay(source.start, zone);
  if (isoDateInZone(source.end - 1, zone) !== isoDateInZone(sourceDay, zone)) {
    return `Those events are on several days, and moving them all to ${targetWords(target, zone)} would pile them up. Which day should move?`;
  }
  const days =
    target.kind === 'weekday'
      ? ((target.weekday - instantToWallClock(sourceDay, zone).weekday + 6) % 7) + 1
      : daysBetween(sourceDay, target.day, zone);
  if (days === 0 && target.clock === undefined)
    return `Those events are already on ${formatDay(sourceDay, zone)}. Where should they go?`;
  return { kind: 'days', days, ...(target.clock === undefined ? {} : { clock: target.clock }) };
}

function targetWords(target: Exclude<TargetPhrase, { kind: 'clock' | 'unclear' | 'weeks_later' }>, zone: string): string {
  switch (target.kind) {
    case 'weekday':
      return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][target.weekday] ?? 'Monday';
    case 'day':
      return formatDay(target.day, zone);
    case 'week':
      return `the week of ${formatDay(mondayOf(target.start, zone), zone)}`;
  }
}
