import { namesOnlyClock, parseWhen, type WhenMatch } from '../time/parse-when';
import { clockSaid } from '../time/nearer-half-day';
import { DAY_MS, addZonedDays, instantToWallClock, startOfZonedDay } from '../time/zoned';
import type { EditChange, EditRequest, EditTarget, NewTime } from './edit-request';
import { extractAttendees } from './extract-attendees';
import { extractRecurrenceScope } from './extract-recurrence-scope';
import { extractShift, timePreferenceOf } from './extract-time-preference';
import { FREE_SAID } from './free-time-said';
import { expandShorthand } from './expand-shorthand';
import { normalizeQuotes } from './mask-text';
import { readPlaceFollowUp } from './read-place-follow-up';
import { readLengthChange } from './edit-length';
import { readRename } from './read-rename';
import { TIME_WORD } from './parse-time-of-day';
import { ordinal, platformName } from './spoken-names';

const MOVE_VERB =
  /\b(?:move|moving|moved|reschedule|rescheduling|push|pushing|shift|bump|postpone|delay|put|bring|pull|switch|change|changing|slide|can\s+(?:we|i|you)\s+(?:do|have|make|meet)|could\s+(?:we|i|you)\s+(?:do|have|make|meet)|let'?s\s+(?:do|have|make)|make\s+(?:it|that|this))\b/i;
const RENAME = [
  /\b(?:rename|retitle)\s+(.+?)\s+(?:to|as)\s+(.+)$/i,
  // "call it Catch-up"; never "the call with Dana to 3pm", where "call" is the event.
  /^\s*(?:please\s+)?call\s+(it|that|this)\s+(?:as\s+)?(.+)$/i,
  /\bchange\s+the\s+(?:title|name)\s+of\s+(.+?)\s+to\s+(.+)$/i,
  // "the roadmap review on Friday should be called Q1 roadmap review".
  /^\s*(.+?)\s+(?:should|must|needs\s+to|has\s+to|could|can)\s+(?:be\s+)?(?:called|named|titled|renamed(?:\s+to)?|retitled(?:\s+to)?)\s+(.+)$/i,
];
const RELOCATE = [
  /\bchange\s+the\s+(?:location|place|venue|address)\s+(?:of|for)\s+(.+?)\s+to\s+(.+)$/i,
  /\b(?:move|switch|change)\s+(.+?)\s+(?:over\s+)?to\s+((?:the\s+)?[A-Z][\p{L}\d'&.-]*(?:\s+(?:&|and|of|on|the|[A-Z0-9][\p{L}\d'&.-]*)){0,5}|\d{1,5}\s+.+)(?:\s+instead)?\s*[?.!]*$/u,
  // "can we do it at Kiln & Bean instead?", "let's meet at Dishoom", "make it at the Ivy".
  /\b(?:do|make|have|hold|meet|move|switch)\s+(it|that|this)\s+(?:at|to)\s+((?:the\s+)?[A-Z][\p{L}\d'&.-]*(?:\s+(?:&|and|of|on|the|[A-Z0-9][\p{L}\d'&.-]*)){0,5})(?:\s+instead)?\s*[?.!]*$/u,
  /^\s*(?:(?:can|could)\s+we\s+|let'?s\s+)?(?:meet|go)()\s+at\s+((?:the\s+)?[A-Z][\p{L}\d'&.-]*(?:\s+(?:&|and|of|on|the|[A-Z0-9][\p{L}\d'&.-]*)){0,5})(?:\s+instead)?\s*[?.!]*$/u,
];
const TYPES = String.raw`virtual|online|remote|(?:a\s+)?(?:video|phone|zoom|teams)\s+call|a\s+call|in[\s-]person`;
/** Video platforms: "switch the 1:1 to Zoom" makes it virtual and names where it happens. */
const PLATFORMS = String.raw`zoom|(?:microsoft\s+)?teams|google\s+meet|meet|webex|skype|facetime`;
const MAKE_TYPE = [
  new RegExp(String.raw`\bmake\s+(.+?)\s+(${TYPES})\b`, 'i'),
  new RegExp(
    String.raw`\b(?:switch|change|move|turn|convert)\s+(.+?)\s+(?:over\s+)?(?:to|into|on)\s+(${TYPES}|${PLATFORMS})\s*[?.!]*$`,
    'i',
  ),
];
const KINDS = 'breakfast|brunch|lunch|dinner|coffee|drinks|a\\s+drink|a\\s+call|a\\s+walk';
const KIND_INSTEAD = new RegExp(
  String.raw`\b(?:do|have|make\s+it|get|grab|switch\s+(?:it\s+)?to|change\s+(?:it\s+)?to)\s+(${KINDS})\s+instead\b|\b(${KINDS})\s+instead\b`,
  'i',
);
const TARGET_STOP = new Set(
  (
    'move moving moved reschedule rescheduling push pushing shift bump postpone delay put bring pull switch change changing slide slot ' +
    'kick drag relocate relocating amend ' +
    "can could would we i you us do have make meet lets let lets let's please my the a an our your it that this one " +
    'meeting event appointment back forward earlier later sooner up instead any other times time is there are possible ' +
    'if rename retitle extend lengthen shorten cut trim set keep by to on at for with of and in from just only ' +
    'some something anything what about how over somewhere actually be so down kindly pls plz'
  ).split(' '),
);
const COMPARATIVE = /\b(?:earlier|later|sooner)\b/i;
const POSSESSIVE_BEFORE = /\b(?:my|the|our|your|his|her|their)\s+$/i;
const BARE_HOUR = /^\d{1,2}(?::[0-5]\d)?$/;
const SPOKEN_HOUR = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;
const CLOCK_ONLY = new RegExp(String.raw`^(?:at\s+)?${TIME_WORD}$`, 'i');
/** What ends a new time without being part of it: "instead", "please", "whenever everyone's free". */
const TRAILING = new RegExp(
  String.raw`[\s?.!,]+$|\s+(?:instead|please|then|thanks|thank\s+you|thx|cheers|if\s+possible|if\s+that\s+works|(?:at\s+|for\s+)?(?:the\s+)?same\s+time)\b.*$|[\s,]+(?:sometime\b[\s,]*)?(?:${FREE_SAID.source}).*$|[\s,]+(?:some\s*time|anytime|any\s+time)\s*$`,
  'i',
);
/** "to Tuesday", "on thursday": a weekday alone, which means the one in the event's week. */
const BARE_WEEKDAY = /^(?:on\s+)?(?:the\s+)?(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?$/;
const WEEKDAY_INDEX = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * The built-in reading of an edit ("move my 3pm to 4pm", "push the dentist to Friday at 2", "make
 * the 1:1 with dana@corp.com 30 minutes", "can we do the standup earlier?", "lunch instead?"):
 * which event (words, people, its current time), and what changes. The target and the new time are
 * read from either side of "to", so "my 3pm" is never taken for where the event goes.
 */
export function parseEdit(text: string, now: number, zone: string): EditRequest {
  const scoped = extractRecurrenceScope(timeSaidPlainly(expandShorthand(normalizeQuotes(text))).trim());
  const original = scoped.rest;
  const shift = extractShift(original);
  let rest = shift.rest;
  const change: EditChange = {};
  if (shift.minutes !== undefined) change.shiftMinutes = shift.minutes;
  let targetText: string;

  const read = readRename(rest);
  const rename = read === undefined ? firstMatch(RENAME, rest) : ['', read.target, read.title];
  const place = rename === undefined ? firstMatch(RELOCATE, rest) : undefined;
  // "to 3 of the afternoon" is an hour, never an address: a place is not a time of day.
  const relocate = place !== undefined && TIME_OF_DAY_WORD.test(place[2] ?? '') ? undefined : place;
  const length = readLengthChange(rest);
  const makeType = firstMatch(MAKE_TYPE, rest) ?? null;
  const kind = KIND_INSTEAD.exec(rest);
  // "make it dinner", "how about drinks?": the whole message switches the last proposal to another meal.
  const meal = kind === null ? readPlaceFollowUp(rest) : undefined;
  if (rename !== undefined) {
    targetText = rename[1] ?? '';
    change.title = clean(rename[2] ?? '');
  } else if (length !== undefined) {
    Object.assign(change, length.change);
    targetText = length.target;
  } else if (makeType !== null) {
    const type = makeType[2] ?? '';
    change.eventType = /in[\s-]person/i.test(type) ? 'in_person' : 'virtual';
    if (new RegExp(String.raw`^(?:${PLATFORMS})$`, 'i').test(type)) change.location = platformName(type);
    targetText = makeType[1] ?? '';
  } else if (meal?.kind === 'meal') {
    change.kind = meal.meal;
    targetText = 'it';
  } else {
    if (kind !== null) {
      change.kind = (kind[1] ?? kind[2] ?? '').toLowerCase().replace(/^a\s+/, '');
      // Keep "instead": what is left ("on Friday instead") still names the new time.
      rest = rest.replace(kind[0], ' instead ');
    }
    // "push my 10am back an hour", "move the standup on Tuesday earlier": the shift or the
    // direction is the change, so a time without "to" names the event, not where it goes.
    const relative = change.shiftMinutes !== undefined || COMPARATIVE.test(rest);
    const fromEvent = change.shiftMinutes === undefined ? readFromEventDay(rest, now, zone) : undefined;
    const moved = fromEvent === undefined ? splitAtNewTime(rest, now, zone, relative) : undefined;
    if (fromEvent !== undefined) {
      if (fromEvent.newTime !== undefined) change.newTime = fromEvent.newTime;
      if (fromEvent.shiftMinutes !== undefined) change.shiftMinutes = fromEvent.shiftMinutes;
      targetText = fromEvent.target;
    } else if (moved !== undefined) {
      change.newTime = moved.newTime;
      targetText = moved.target;
    } else if (relocate !== undefined) {
      targetText = relocate[1] ?? '';
      change.location = clean(relocate[2] ?? '');
    } else {
      targetText = rest;
    }
  }

  const preference = timePreferenceOf(original, undefined, change.shiftMinutes);
  const direction = preference === 'earlier' || preference === 'later' ? preference : undefined;
  const request: EditRequest = {
    target: readTarget(stripDirection(targetText), now, zone),
    change,
    // A direction with no amount and no new time is a question: move only if something works.
    conditional: direction !== undefined && change.shiftMinutes === undefined && change.newTime === undefined,
  };
  if (direction !== undefined) request.timePreference = direction;
  if (change.newTime?.kind === 'day' && FREE_SAID.test(original)) request.free = true;
  if (scoped.scope !== undefined) request.scope = scoped.scope;
  return request;
}

function firstMatch(patterns: readonly RegExp[], text: string): RegExpExecArray | undefined {
  for (const re of patterns) {
    const m = re.exec(text);
    if (m !== null) return m;
  }
  return undefined;
}

/** A title or place as said: without quotes, trailing words like "instead" or punctuation. */
function clean(text: string): string {
  return text
    .replace(TRAILING, '')
    .replace(/^["“']|["”']$/g, '')
    .trim();
}

/**
 * "move my 3pm to 4pm": the leftmost "to"/"until" whose right side is wholly a time is the new
 * time, and what precedes it names the event. Without one, "at 10 instead" or a time after a move
 * verb ("reschedule the dentist next week") is the new time.
 */
function splitAtNewTime(
  text: string,
  now: number,
  zone: string,
  relative: boolean,
): { newTime: NewTime; target: string } | undefined {
  for (const m of text.matchAll(/\b(?:to|until|till|for)\s+/gi)) {
    // "to friday at 9:30? he's busy wednesday": the new time ends with its sentence.
    const right = text.slice(m.index + m[0].length).replace(SENTENCE_AFTER, '');
    const newTime = wholeTime(right, now, zone);
    if (newTime !== undefined) return { newTime, target: text.slice(0, m.index) };
  }
  if (relative || (!MOVE_VERB.test(text) && !/\binstead\b/i.test(text))) return undefined;
  // "can we do it in the afternoon instead": a part of the event's own day.
  const part = PART_MOVE.exec(text);
  // "at 4 in the afternoon": the part of the day says which 4, it is not where the event goes.
  const saysHour = part !== null && HOUR_BEFORE.test(text.slice(0, part.index));
  if (part?.[1] !== undefined && !saysHour) {
    return {
      newTime: { kind: 'part', part: partOf(part[1]) },
      target: text.slice(0, part.index) + text.slice(part.index + part[0].length),
    };
  }
  for (const m of text.matchAll(/\b(?:at|on)\s+/gi)) {
    const right = text.slice(m.index);
    const newTime = wholeTime(right, now, zone);
    if (newTime !== undefined) return { newTime, target: text.slice(0, m.index) };
  }
  const verb = MOVE_VERB.exec(text);
  if (verb === null) return undefined;
  const after = text.slice(verb.index + verb[0].length);
  const found = parseWhen(after, now, zone);
  if (found === undefined) return undefined;
  const at = verb.index + verb[0].length + found.index;
  // "move my 3pm", "reschedule Monday's 9am": a time said as the event's name is not where it goes.
  if (POSSESSIVE_BEFORE.test(text.slice(0, at)) || /'s\b/i.test(text.slice(at, at + found.length))) return undefined;
  return {
    newTime: toNewTime(found, text.slice(at, at + found.length), now, zone),
    target: text.slice(0, at) + text.slice(at + found.length),
  };
}

const SENTENCE_AFTER = /(?:[?!;]|\.(?=\s))\s+\S.*$/s;

const WEEKDAY_SAID = String.raw`(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?`;
/** "to the following Monday", "to the Monday after", "on the Monday before": a weekday counted from the event's day. */
const FROM_EVENT_WEEKDAY = new RegExp(
  String.raw`\b(?:to|until|till|for|on|onto|into)\s+(?:the\s+|that\s+)?(?:following\s+${WEEKDAY_SAID}|${WEEKDAY_SAID}\s+(after(?:wards)?|before|prior))\b`,
  'i',
);
/** "to the next day", "the day before", "the same time the week after", "the previous week": days counted from the event's. */
const FROM_EVENT_DAYS =
  /\b(?:to|until|till|for|on|onto|into)\s+(?:the\s+same\s+(?:time|hour)\s+(?:on\s+)?)?(?:(?:the\s+(?:following|next)|following)\s+(day|week)|(?:the\s+)?(day|week)\s+(after(?:wards)?|before|prior)|(?:the\s+)?(?:previous|preceding)\s+(day|week))\b/i;
/** What may follow a day counted from the event: "same time", courtesy, a free-time clause. */
const SAME_TIME = /^[\s,;]*(?:(?:at|for)\s+)?(?:the\s+)?same\s+(?:time|hour)\b/i;

/**
 * "move it to the following Monday", "the day before", "the same time the week after": a day counted
 * from the event's own day, not from today. Undefined unless that is the whole of the new time.
 */
function readFromEventDay(
  text: string,
  now: number,
  zone: string,
): { newTime?: NewTime; shiftMinutes?: number; target: string } | undefined {
  const weekday = FROM_EVENT_WEEKDAY.exec(text);
  const days = weekday === null ? FROM_EVENT_DAYS.exec(text) : null;
  const m = weekday ?? days;
  if (m === null) return undefined;
  const after = text
    .slice(m.index + m[0].length)
    .replace(SAME_TIME, '')
    .replace(TRAILING, '');
  if (/[\p{L}\d]/u.test(after)) return undefined;
  const target = text.slice(0, m.index);
  if (weekday !== null) {
    const name = (weekday[1] ?? weekday[2] ?? '').toLowerCase();
    const index = WEEKDAY_INDEX.indexOf(name.slice(0, 3));
    const found = parseWhen(name, now, zone);
    if (index < 0 || found === undefined) return undefined;
    const fromEvent = /^before|^prior/i.test(weekday[3] ?? '') ? 'before' : 'after';
    return { newTime: { kind: 'day', start: found.when.start, weekday: index, fromEvent }, target };
  }
  const unit = (m[1] ?? m[2] ?? m[4] ?? '').toLowerCase();
  const back = m[4] !== undefined || /^before|^prior/i.test(m[3] ?? '');
  return { shiftMinutes: (back ? -1 : 1) * (unit === 'week' ? 7 : 1) * 1440, target };
}

/** Words only a time of day has: "3 in the afternoon", "at 5 o'clock", "4pm". */
const TIME_OF_DAY_WORD = /\b(?:morning|afternoon|evening|night|noon|midday|midnight|o['’]?clock|[ap]\.?m\.?)(?![\p{L}])/iu;

/**
 * How Portuguese and Spanish speakers say an hour and a day in English ("change the hour of the
 * check-in of day 17 to 3 of the afternoon": "a hora", "dia 17", "3 da tarde"), said as the move
 * it asks for, so the new time is read as a time and the day as the event's day.
 */
function timeSaidPlainly(text: string): string {
  return text
    .replace(/\bchange\s+the\s+(?:hour|time|timing|start(?:ing)?\s+time)\s+(?:of|for)\s+/gi, 'move ')
    .replace(/\b(\d{1,2}(?:[:h][0-5]\d)?)\s+of\s+the\s+(morning|afternoon|evening|night)\b/gi, '$1 in the $2')
    .replace(
      /\b(?:of|on|for)\s+(?:the\s+)?day\s+(\d{1,2})\b(?!\s*(?:[:./-]\d|hours?|days?|minutes?|mins?|weeks?))/gi,
      (_m, day: string) => `on the ${ordinal(Number(day))}`,
    );
}

/** The new time when `text` (less trailing courtesy) is a time phrase and nothing else. */
function wholeTime(text: string, now: number, zone: string): NewTime | undefined {
  const phrase = text.replace(TRAILING, '').trim();
  if (phrase === '') return undefined;
  // "to the afternoon": that part of the event's own day, which parseWhen (reading from now) would put today.
  const part = PART_ONLY.exec(phrase)?.[1];
  if (part !== undefined) return { kind: 'part', part: partOf(part) };
  // "to 4" is "at 4", "to two thirty" "at two thirty": a bare hour is a clock time once it is where the event goes.
  const said = BARE_HOUR.test(phrase) || SPOKEN_HOUR.test(phrase) ? `at ${phrase}` : phrase;
  const found = parseWhen(said, now, zone);
  if (found === undefined) return undefined;
  const leftover = (said.slice(0, found.index) + said.slice(found.index + found.length)).replace(/\b(?:on|at|the)\b/gi, '');
  if (/[\p{L}\d]/u.test(leftover)) return undefined;
  return toNewTime(found, said, now, zone);
}

function toNewTime(found: WhenMatch, phrase: string, now: number, zone: string): NewTime {
  const { when, hasTimeOfDay } = found;
  // "to 4pm" is 4pm on the event's own day, which parseWhen (reading from now) cannot know.
  if (CLOCK_ONLY.test(phrase.trim()) || (hasTimeOfDay && when.end === undefined && namesOnlyClock(phrase, now, zone))) {
    const wall = instantToWallClock(when.start, zone);
    return clockSaid(wall.hour * 60 + wall.minute, phrase);
  }
  if (hasTimeOfDay && when.end === undefined) return { kind: 'exact', start: when.start };
  const end = when.end ?? when.start + DAY_MS;
  // "after 3", "after lunch": hours with no day said are hours of the event's own day, not today's.
  if (hasTimeOfDay && !DAY_SAID.test(phrase) && end - when.start < DAY_MS) {
    const from = instantToWallClock(when.start, zone);
    const to = instantToWallClock(end, zone);
    const toMinutes = to.day === from.day ? to.hour * 60 + to.minute : 1440;
    return { kind: 'window', from: from.hour * 60 + from.minute, to: toMinutes };
  }
  if (!hasTimeOfDay && when.grain === 'day' && end - when.start <= DAY_MS + 2 * 3_600_000) {
    const weekday = BARE_WEEKDAY.exec(phrase.trim().toLowerCase())?.[1];
    return weekday === undefined
      ? { kind: 'day', start: when.start }
      : { kind: 'day', start: when.start, weekday: WEEKDAY_INDEX.indexOf(weekday.slice(0, 3)) };
  }
  const partOfWeekday = BARE_WEEKDAY_PART.exec(phrase.trim().toLowerCase())?.[1];
  return partOfWeekday === undefined || end - when.start > DAY_MS
    ? { kind: 'range', start: when.start, end }
    : { kind: 'range', start: when.start, end, weekday: WEEKDAY_INDEX.indexOf(partOfWeekday.slice(0, 3)) };
}

/** "to Friday morning", "friday afternoon wherever there's room": a part of a day named by its weekday alone. */
const BARE_WEEKDAY_PART =
  /^(?:on\s+)?(?:the\s+)?(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?\s+(?:morning|afternoon|evening|night|am|pm)\b/;

/** Words that name a day, so a time with them is not only hours: "tomorrow after 3", "Friday afternoon", "the 3rd". */
const DAY_SAID =
  /\b(?:today|tonight|tomorrow|tmrw|yesterday|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|week|weekend|month|year|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|next|this|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2})\b/i;

/** A clock time just before "in the afternoon": "at 4", "4:30", "four", "4 o'clock". */
const HOUR_BEFORE =
  /(?:\d(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|o['’]?clock|\b(?:half|quarter)\s+(?:past|to)\s+\w+)\s*$/i;

/** A part of a day said alone: "the afternoon", "in the morning". */
const PART_ONLY = /^(?:(?:in|during|for)\s+)?(?:the\s+)?(morning|afternoon|evening)$/i;
/** "in the afternoon instead", "to the morning": where the event goes, said as a part of its day. */
const PART_MOVE =
  /\b(?:in|to|into|for|during)\s+the\s+(morning|afternoon|evening)\b(?=\s*(?:instead|then|please|pls)?\s*[?!.]*$)/i;

function partOf(word: string): 'morning' | 'afternoon' | 'evening' {
  const part = word.toLowerCase();
  return part === 'morning' ? 'morning' : part === 'afternoon' ? 'afternoon' : 'evening';
}

const DIRECTION_WORDS =
  /\b(?:earlier|later|sooner|back|forward|ahead|up|out)\b(?:\s+(?:in\s+the\s+day|that\s+day|times?|slots?|options?))?|\bany\s+(?:other\s+)?(?:times?|slots?|options?)\b/gi;

function stripDirection(text: string): string {
  return text.replace(DIRECTION_WORDS, ' ');
}

/** Which event: its people, its current time ("my 3pm", "Friday's standup") and the words of its title. */
function readTarget(text: string, now: number, zone: string): EditTarget {
  const people = extractAttendees(text);
  const target: EditTarget = { words: [], attendees: people.attendees, refersToLast: false };
  let rest = people.rest;
  const found = parseWhen(rest, now, zone);
  if (found !== undefined) {
    const { when, hasTimeOfDay } = found;
    if (hasTimeOfDay && when.end === undefined) {
      const wall = instantToWallClock(when.start, zone);
      target.clock = wall.hour * 60 + wall.minute;
    }
    // "my 3pm" names a time of day, not a day: the event may be today or later, so search ahead.
    const bareClock = CLOCK_ONLY.test(
      rest
        .slice(found.index, found.index + found.length)
        .replace(/^(?:my|the|our|from|at)\s+/i, '')
        .trim(),
    );
    if (!bareClock) {
      const day = startOfZonedDay(when.start, zone);
      // The zone's day, not 24 hours: a DST day is 23 or 25 hours long.
      target.when = { start: day, end: when.end ?? addZonedDays(day, 1, zone) };
    }
    rest = rest.slice(0, found.index) + ' ' + rest.slice(found.index + found.length);
  }
  target.words = rest
    .toLowerCase()
    .replace(/'s\b/g, '')
    .split(/[^\p{L}\p{N}@.:]+/u)
    .map((w) => w.replace(/^[.:]+|[.:]+$/g, ''))
    .filter((w) => w.length > 1 && !TARGET_STOP.has(w));
  target.refersToLast =
    target.words.length === 0 && target.attendees.length === 0 && target.when === undefined && target.clock === undefined;
  return target;
}
