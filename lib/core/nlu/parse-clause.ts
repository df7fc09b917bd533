import type { Constraint } from '../domain/constraint';
import { SpanLog } from '../reading/span-log';
import type { Span } from '../reading/span';
import { claimTitle } from '../reading/title-spans';
import { parseWhen, type WhenMatch } from '../time/parse-when';
import { chooseClarification } from './choose-clarification';
import { impliedGuests, withoutTogether } from './implied-guests';
import { classifyIntent, matchIntentRule } from './classify-intent';
import { saysRename } from './read-rename';
import { detectUnnamedEvent } from './detect-unnamed-event';
import { detectVagueTime } from './detect-vague-time';
import { extractAllDay } from './extract-all-day';
import { extractAttendees } from './extract-attendees';
import { extractDuration } from './extract-duration';
import { extractEventType } from './extract-event-type';
import { extractLocation } from './extract-location';
import { extractRecurrence } from './extract-recurrence';
import { extractShift, timePreferenceOf } from './extract-time-preference';
import { extractQuotedTitle } from './extract-quoted-title';
import { extractTitle } from './extract-title';
import { blank, joinAcross, restore } from './mask-text';
import type { Intent, ParsedEntities, ParsedPart } from './parsed-request';
import { editDestination } from './edit-destination';
import { parseEdit } from './parse-edit';
import { readCjkRequest } from './read-cjk-request';
import { readPlaceArea } from './read-place-area';
import { reminderTitle } from './reminder-title';
import { snapToRecurrence } from './snap-to-recurrence';
import { withoutRuleClauses } from './without-rule-clauses';

/** Words of a rename, the one edit whose new title the reading carries. */
const RENAME = /\b(?:rename|retitle|re-title|call\s+it|change\s+(?:the\s+)?(?:title|name)|title\s+it|name\s+it)\b/i;

export interface ClauseContext {
  now: number;
  timeZone: string;
  noAction: boolean;
  /** Read from the whole request before it was split; they hold for every step. */
  constraints: Constraint[];
  /** Whether to record which phrase each reader claimed (the reading's spans); a turn needs none. */
  spans?: boolean;
}

export interface ClauseReading {
  part: ParsedPart;
  /** An intent rule matched, rather than a guess from what else was said. */
  byRule: boolean;
  /** The phrases each reader claimed, indexed into the clause's text. */
  spans: Span[];
}

/** How sure each reader is of what it claims; a name in quotes or an address leaves no doubt. */
const SURE = 1;
const LIKELY = 0.85;
const GUESSED = 0.6;
/** Between the people of a list: "Sam, Dana and Lee", "Omar & Priya". */
const PERSON_LIST = /\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+|\s*&\s*/;

const EXACT_CREATE_CONFIDENCE = 0.9;

/** A plan held at a venue (a coffee, a meal, drinks): "in shoreditch" after it is where, even in lower case. */
const VENUE_EVENT =
  /\b(?:coffee|lunch|dinner|breakfast|brunch|drinks?|beers?|pints?|cocktails?|pub|bar|caf[eé]|tea|ice\s+cream)\b/i;

/** "grab 45 min with her": the person meant was named in the rule before it. */
const WITH_PRONOUN = /\b(?:with|w\/)\s+(?:her|him|them)\b/i;

/** Intents whose entities describe an event to make or change, so its kind, place and repeat matter. */
const DESCRIBES_EVENT: ReadonlySet<Intent> = new Set(['create_event', 'update_event', 'suggest_activities', 'navigate_booking']);

/**
 * One request (or one step of several) with the "don't act" and constraint phrases already
 * blanked: each extractor takes what it knows and blanks it, so the next cannot misread it —
 * a quoted name, repeat, place, duration, people, then the main time, then the title from what
 * is left (unless the name was quoted).
 */
export function parseClause(masked: string, original: string, ctx: ClauseContext): ClauseReading {
  const log = new SpanLog(original, masked, ctx.spans !== false);
  const quoted = extractQuotedTitle(masked);
  log.claim('title', masked, quoted.rest, SURE);
  const vague = detectVagueTime(quoted.rest);
  log.claim('vagueness', quoted.rest, vague.rest, LIKELY);
  // A quoted new name is read out before the rules run; "call the meeting on the 10th "Partner Summit"" still renames.
  const rule = saysRename(masked) ? { intent: 'update_event' as const, confidence: 0.85 } : matchIntentRule(vague.rest);
  const moves = rule?.intent === 'update_event' || rule?.intent === 'bulk';
  const shift = moves ? extractShift(vague.rest) : { rest: vague.rest };
  log.claim('shift', vague.rest, shift.rest, LIKELY);
  const recurrence = extractRecurrence(shift.rest, ctx.now, ctx.timeZone);
  if (recurrence !== undefined) log.claim('recurrence', shift.rest, recurrence.rest, LIKELY);
  // An area ("near Soho", "close to the office") first, so its words are never a venue, a guest or the title.
  const area = readPlaceArea(recurrence?.rest ?? shift.rest, { venueEvent: VENUE_EVENT.test(original) });
  log.claim('area', recurrence?.rest ?? shift.rest, area.rest, LIKELY);
  const place = extractLocation(area.rest);
  log.claim('place', area.rest, place.rest, LIKELY);
  // "an all-day event on Dec 31" is a new event's shape; "what do I have all day Friday" is no event's.
  const allDay = rule === undefined || rule.intent === 'create_event' ? extractAllDay(place.rest) : undefined;
  if (allDay !== undefined) log.claim('all-day', place.rest, allDay.rest, LIKELY);
  const duration = extractDuration(allDay?.rest ?? place.rest);
  if (duration !== undefined) log.claim('duration', allDay?.rest ?? place.rest, duration.rest, LIKELY);
  const beforePeople = duration?.rest ?? allDay?.rest ?? place.rest;
  const people = extractAttendees(beforePeople);
  log.claim('person', beforePeople, people.rest, personConfidence, PERSON_LIST);
  const time = parseWhen(people.rest, ctx.now, ctx.timeZone);
  // Only the time's own pieces: "block 2-4 for deep work on friday" keeps the words between them for
  // the title; words that only join them ("Q3 or Q4", "Friday at 3") are the time's.
  const afterTime = time === undefined ? people.rest : blankTime(people.rest, time);
  log.claim('time', people.rest, afterTime, LIKELY);
  // Chinese and Japanese name guests and the event without spaces ("和Omar开会"): read apart.
  const cjk = readCjkRequest(afterTime);
  const attendees = [
    ...people.attendees,
    ...(cjk?.attendees ?? []).filter((a) => !people.attendees.some((p) => p.name === a.name)),
  ];

  const { intent, confidence } =
    rule ??
    classifyIntent(vague.rest, {
      hasTime: time !== undefined,
      hasAttendees: attendees.length > 0,
      hasConstraints: ctx.constraints.length > 0,
      hasRecurrence: recurrence !== undefined,
    });
  // "get Ben and me together", "Theo prefers afternoons — find us 30 minutes": the people meant are the guests.
  if (intent === 'create_event' && (rule !== undefined || WITH_PRONOUN.test(original)) && attendees.length === 0)
    attendees.push(...impliedGuests(vague.rest, ctx.constraints));
  const names = attendees.flatMap((a) => (a.name === undefined ? [] : [a.name]));
  const repeats = recurrence !== undefined && (intent === 'create_event' || intent === 'update_event');

  const entities: ParsedEntities = {};
  if (intent === 'create_event') {
    const said = withoutRuleClauses(
      repeats ? restore(afterTime, recurrence.rest, recurrence.titleRest) : afterTime,
      original,
      masked,
    );
    const titleText = duration === undefined ? said : joinAcross(said, allDay?.rest ?? place.rest, duration.rest);
    // "remind me to email Jordan": the people a task is done to are words of its title, said in place.
    const told = restore(titleText, people.rest, beforePeople);
    const reminder = cjk === undefined ? reminderTitle(told, restore(told, masked, original)) : undefined;
    const title = quoted.title ?? reminder ?? (cjk === undefined ? extractTitle(withoutTogether(titleText), names) : cjk.title);
    if (title !== undefined) entities.title = title;
    if (title !== undefined && quoted.title === undefined) claimTitle(log, original, title, GUESSED);
  }
  const edit = intent === 'update_event' ? parseEdit(original, ctx.now, ctx.timeZone) : undefined;
  // "rename standup to Daily Sync": the new name is the edit's title.
  if (edit !== undefined && (RENAME.test(original) || saysRename(original)) && edit.change.title !== undefined)
    entities.title = edit.change.title;
  if (attendees.length > 0) entities.attendees = attendees;
  if (allDay !== undefined && intent === 'create_event') entities.allDay = allDay.allDay;
  if (duration !== undefined) entities.durationMinutes = duration.minutes;
  if (DESCRIBES_EVENT.has(intent)) {
    const kind = extractEventType(vague.rest, place.location);
    if (kind.eventType !== undefined) entities.eventType = kind.eventType;
    if (kind.placeType !== undefined) entities.placeType = kind.placeType;
    if (kind.videoLink !== undefined) entities.videoLink = kind.videoLink;
  }
  if (place.location !== undefined) entities.location = place.location;
  if (area.near !== undefined) entities.near = area.near;
  if (repeats) entities.recurrence = recurrence.line;
  if (intent === 'bulk' && shift.minutes !== undefined) entities.shiftMinutes = shift.minutes;
  // "chop the all-hands to 45": the edit's new length is the request's.
  if (edit?.change.durationMinutes !== undefined && entities.durationMinutes === undefined)
    entities.durationMinutes = edit.change.durationMinutes;
  if (intent === 'update_event') {
    const preference = timePreferenceOf(vague.rest, time, shift.minutes);
    if (preference !== undefined) entities.timePreference = preference;
    if (shift.minutes !== undefined) entities.shiftMinutes = shift.minutes;
  }

  const when = repeats
    ? snapToRecurrence(recurrence.rule, time?.when, time?.dailyWindow, ctx.now, ctx.timeZone)
    : ((edit === undefined ? undefined : editDestination(edit, ctx.now, ctx.timeZone)) ?? time?.when);
  // A create said in so many words with an exact time leaves nothing to guess: the auto-approve
  // option's confidence bar (0.85) is met by nothing less.
  const exact =
    intent === 'create_event' &&
    rule !== undefined &&
    vague.vagueness === undefined &&
    when !== undefined &&
    when.end === undefined;
  const part: ParsedPart = {
    intent,
    confidence: exact ? Math.max(confidence, EXACT_CREATE_CONFIDENCE) : confidence,
    entities,
    constraints: withDailyWindow(ctx.constraints, time, original),
  };
  // "that's all for now, thanks": small talk has no time, whatever its words say about one.
  if (when !== undefined && intent !== 'help') part.when = when;
  if (ctx.noAction) part.noAction = true;
  // Only the built-in reading of words is judged: a quoted or CJK name is a name.
  const unnamed =
    intent === 'create_event' && quoted.title === undefined && cjk === undefined
      ? detectUnnamedEvent(original, entities, when)
      : undefined;
  const clarification = chooseClarification({
    text: original,
    intent,
    confidence,
    noAction: ctx.noAction,
    ...(vague.vagueness === undefined ? {} : { vagueness: vague.vagueness }),
    hasWhen: when !== undefined,
    names: attendees.flatMap((a) => a.name ?? a.email ?? []),
    ...(unnamed === undefined
      ? {}
      : { unnamed: { what: unnamed, ...(entities.title === undefined ? {} : { kind: entities.title }) } }),
  });
  if (clarification !== undefined) part.clarification = clarification;
  return { part, byRule: rule !== undefined, spans: log.ordered() };
}

/** An address leaves no doubt who is meant; a name as written is likely someone, a lower-case one less so. */
function personConfidence(phrase: string): number {
  if (phrase.includes('@')) return SURE;
  return /\p{Lu}/u.test(phrase) ? LIKELY : GUESSED;
}

/**
 * "mornings next week": over several days the window is not part of `when`, so it travels as a
 * hard constraint on the organiser's clock (the meeting happens in their mornings).
 */
function withDailyWindow(constraints: Constraint[], time: WhenMatch | undefined, original: string): Constraint[] {
  const window = time?.dailyWindow;
  if (time === undefined || window === undefined || time.when.grain === 'minute' || time.when.grain === 'hour')
    return constraints;
  const text = original.slice(time.index, time.index + time.length).trim();
  return [...constraints, { type: 'within', who: 'me', strength: 'hard', timeRange: window, text }];
}

/** Words that only join the pieces of one time: "Q3 or Q4", "Friday, Dec 4 at 3", "the 2nd through the 5th". */
const JOINS_PIECES = /^[\s,]*(?:(?:or|and|&|to|through|thru|till|until|of|on|at|in|the|from|between|by|around|-|–)[\s,]*)*$/i;

function blankTime(text: string, time: { index: number; length: number; pieces?: { index: number; length: number }[] }): string {
  const pieces = time.pieces ?? [time];
  return pieces.reduce((rest, p, i) => {
    const next = pieces[i + 1];
    const gap = next === undefined ? '' : text.slice(p.index + p.length, next.index);
    const length = next !== undefined && JOINS_PIECES.test(gap) ? next.index - p.index : p.length;
    return blank(rest, p.index, length);
  }, text);
}
