import { escapeRegExp } from '../../nlu/mask-text';
import type { ParsedAttendee, When } from '../../nlu/parsed-request';
import { formatClock } from '../../nlu/parse-time-of-day';
import { NUMBER_WORDS, ORDINALS } from '../../time/number-words';
import { clockSpans } from '../../time/parse-when';
import { toZonedIso, addZonedDays, instantToWallClock, startOfZonedDay, DAY_MS, MINUTE_MS } from '../../time/zoned';
import type { EventQuery, PartOfDay, PersonRef } from '../event-query';
import { readEveryWeekday } from '../../nlu/bulk-every-weekday';
import { readAdjacency } from './read-adjacency';

/** Words that name events in general: alone, they select by kind rather than by title. */
const GENERIC = new Set(
  'event events meeting meetings mtg mtgs appointment appointments appt call calls thing things everything anything stuff calendar schedule day plans commitments bookings sessions session entries invites ones one slot slots'.split(
    ' ',
  ),
);
const VAGUE_NOUNS = new Set(['thing', 'things', 'stuff', 'whatever', 'whatevers', 'something', 'whatsit', 'thingy']);
/**
 * "who did I meet with the most", "whatever I've got with Jordan": how much, and the speaker having
 * it, never the event's name (a title filter of "most" or "ive got" matches nothing and reads as a free day).
 */
const NOT_A_TITLE =
  /^(?:most|least|more|less|fewer|often|oftenest|frequently|lot|lots|much|many|ive|i've|i’ve|weve|we've|we’ve|got|gotten|whatever|whatevers|anything|anythin|stuff|there|all-day|allday|full-day|whole-day)$/;
const MEETING_WORDS = new Set(['meeting', 'meetings', 'mtg', 'mtgs', 'call', 'calls']);
const SPACED_ONE_ON_ONE = /\b(?:one\s+on\s+ones?|1\s+on\s+1s?)\b/gi;
const ONE_ON_ONE_WORD = /^(?:1:1s?|1-1s?|1-*on-*1s?|1on1s?|one-+on-+ones?)$/;
const PERSONAL_WORD = /^(?:personal|private|non-work|nonwork)$/;
const FILLER = new Set(
  "a an the my our your all every each any of these those that this whole entire remaining other scheduled existing planned booked please just i i'm me we us it them both some only back forward ahead series occurrence occurrences instance instances pls please plz thx thanks kindly asap plate".split(
    ' ',
  ),
);
const TIME_WORD =
  /^(?:fortnight|fortnights|today|tomorrow|tmrw|tmr|tmw|tomorow|2morrow|tonite|2day|again|left|remaining|so|far|ago|since|until|till|tonight|yesterday|week|weeks|weekend|weekday|weekdays|month|months|year|next|this|last|coming|upcoming|future|following|day|days|noon|midday|midnight|now|later|earlier|soon|am|pm|morning|mornings|afternoon|afternoons|evening|evenings|night|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|minutes?|mins?|hours?|hrs?|half|quarter|\d+(?::\d{2})?(?:am|pm|h|m|min|mins)?|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d{2}-\d{2}|\d{1,2}[.-]\d{1,2}(?:[.-]\d{2,4})?)$/;
const MONTH_WORD =
  /^(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)$/;
const DAY_NUMBER_WORD =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)$/;
/** Positions as said of events: the recurrence words, and "earliest", "final", "latest", "penultimate". */
const POSITIONS: Readonly<Record<string, number>> = { ...ORDINALS, earliest: 1, final: -1, latest: -1, penultimate: -2 };
/**
 * "2nd-to-last", "second to last", "next to last", "last but one", "third from last": counted from the
 * end, said in several words (whose "to" would otherwise end the words naming the events). Rewritten
 * to one token, "2-from-last".
 */
const FROM_LAST =
  /\b(?:(next|\d|first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)[\s-]+(?:to|from)[\s-]+(?:the[\s-]+)?last|last[\s-]+but[\s-]+(one|two|three|1|2|3))\b/gi;
const FROM_LAST_TOKEN = /^(\d)-from-last$/;
/** "two weeks from today", "in three days": a count of time, not a title word. */
const TIME_UNIT = /^(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|weekends?|fortnights?|months?|years?)$/;
/**
 * "game night", "date night", "coffee morning": a part of the day straight after a word of the title
 * is the title's own ("tomorrow night", "friday morning" follow a time word and stay time).
 */
const TITLE_PART_OF_DAY = /^(?:night|nights|morning|mornings)$/;
/**
 * Where the words naming events end: a destination, a reason, people, a time, another clause. A dot
 * ends them only as a full stop, not inside an address ("yuki@sakura.test call").
 */
const OBJECT_END =
  /\s(?:to|as|for|because|so|and|then|but|by|until|till|with|w\/|on|at|in|from|before|after|between|during|since|instead|except|unless|if|look|looks|looking|looked|start|starts|end|ends|is|are|was|were|do|does|did|have|has|had|i|i['’]ve|i['’]d|we|we['’]ve|that|which|should|could|would|must|needs?|wants?|shall|might)\b|\sw\/?(?=\s)|[,;?!]|\.(?!\w)/i;

const WHATEVER_VERB =
  /\b(whatever|whichever|anything|something|everything)\s+(?:(?:is|sits|comes|falls|happens|lands|goes|was|starts|shows\s+up)|(?:i|we)\s+(?:have|had|got)|(?:i|we)['’]ve\s+got)\b/gi;

export interface ReadQueryInput {
  /** The words that name the events, from just after the verb ("my first meeting with Priya on Tuesday"). */
  object: string;
  /** The whole request, for words said anywhere ("upcoming", "in the last 2 weeks"). */
  text: string;
  when?: When | undefined;
  attendees: readonly ParsedAttendee[];
  now: number;
  timeZone: string;
  expect: 'one' | 'many';
}

/**
 * An EventQuery from the words that name events: title words only from what is left once people,
 * times, ordinals and filler are set aside ("the sales meeting" keeps "sales meeting"; "my meetings"
 * is every meeting), people as parsed, the request's time as a range, and position words.
 */
export function readEventQuery(input: ReadQueryInput): EventQuery {
  const { now, timeZone: zone } = input;
  // "the meeting after my 1:1 with Priya": the anchor's words and people are not the events' own.
  const adjacency = readAdjacency(input.object, input.attendees);
  if (adjacency !== undefined) {
    const query = readEventQuery({
      ...input,
      object: adjacency.rest,
      attendees: input.attendees.filter((a) => !adjacency.anchorPeople.includes(a)),
    });
    return { ...query, adjacentTo: adjacency.adjacentTo, expect: query.expect };
  }
  // "my one on ones": one word, so its "on" does not end the words naming the events.
  const object = input.object
    .replace(/^\s+/, '')
    // "whatever sits just before…", "whatever comes after…": the verb of "whatever" names nothing.
    .replace(WHATEVER_VERB, '$1')
    .replace(SPACED_ONE_ON_ONE, (m) => m.replace(/\s+/g, '-'))
    .replace(FROM_LAST, (_m, nth: string | undefined, butN: string | undefined) => `${String(fromLast(nth, butN))}-from-last`);
  const unclocked = withoutClocks(object, now, zone);
  const end = OBJECT_END.exec(` ${unclocked}`);
  const head = (end === null ? unclocked : unclocked.slice(0, Math.max(0, end.index - 1))).toLowerCase();
  const people = new Set(
    input.attendees.flatMap((a) => [a.name?.toLowerCase(), a.email?.toLowerCase()]).filter((s) => s !== undefined),
  );
  const words: string[] = [];
  let ordinal: EventQuery['ordinal'];
  let upcoming =
    /\b(?:upcoming|future|coming up|from now on|next|remaining|(?:is|are|i\s+have|i['’]ve(?:\s+got)?)\s+(?:still\s+)?left|still\s+(?:have|got))\b/i.test(
      input.text,
    );
  const tokens = head.split(/\s+/).map((raw) => raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/, ''));
  let kind: EventQuery['kind'];
  for (const [i, word] of tokens.entries()) {
    if (word === '' || FILLER.has(word) || people.has(word) || word.includes('@')) continue;
    // "my one-on-ones", "1:1s", "my personal stuff": kinds read from the guests (query/event-kinds.ts), not title words.
    if (ONE_ON_ONE_WORD.test(word)) {
      kind = 'one_on_one';
      continue;
    }
    if (PERSONAL_WORD.test(word)) {
      kind ??= 'personal';
      continue;
    }
    // "next Tuesday", "this week": time; "the next design review", "my next meeting": a position.
    const following = tokens[i + 1] ?? '';
    if ((word === 'this' || word === 'next' || word === 'last' || word === 'coming') && TIME_WORD.test(following)) continue;
    if (word === 'next') {
      ordinal = { position: 'first' };
      upcoming = true;
      continue;
    }
    const n = POSITIONS[word] ?? fromLastToken(word);
    if (n !== undefined) {
      ordinal = n === 1 ? { position: 'first' } : n === -1 ? { position: 'last' } : { position: 'nth', n };
      continue;
    }
    if (
      TITLE_PART_OF_DAY.test(word) &&
      words.length > 0 &&
      !GENERIC.has(words[words.length - 1] ?? '') &&
      words[words.length - 1] === tokens[i - 1]
    ) {
      words.push(word);
      continue;
    }
    if (TIME_WORD.test(word) || /^(?:upcoming|future|recurring|repeating)$/.test(word)) continue;
    if (NOT_A_TITLE.test(word)) continue;
    if (word in NUMBER_WORDS && word !== 'a' && word !== 'an' && TIME_UNIT.test(following)) continue;
    // "dec fifteen", "december twenty two": the day of a month said in words is time too.
    if (DAY_NUMBER_WORD.test(word) && (MONTH_WORD.test(tokens[i - 1] ?? '') || DAY_NUMBER_WORD.test(tokens[i - 1] ?? '')))
      continue;
    words.push(word);
  }
  // "every saturday night plan I have": a plan, last, is what is planned, not a title word ("onboarding plan review").
  const specific = words.filter((w, i) => !GENERIC.has(w) && !(w === 'plan' && i === words.length - 1));
  const query: EventQuery = { expect: ordinal === undefined ? input.expect : 'one' };
  // "the dry cleaning thing": "thing" says the title is not remembered exactly, it is not part of it.
  const title = words.filter((w) => !VAGUE_NOUNS.has(w)).join(' ');
  if (specific.length > 0 && title !== '') query.title = title;
  else if (words.some((w) => MEETING_WORDS.has(w))) query.kind = 'meetings';
  if (kind !== undefined) query.kind = kind;
  const refs = [
    ...input.attendees.flatMap((a): PersonRef[] =>
      a.email !== undefined ? [{ email: a.email }] : a.name !== undefined ? [{ name: fullName(a.name, object) }] : [],
    ),
    ...unparsedPeople(object, people),
  ];
  if (refs.length > 0) query.people = refs;
  if (ordinal !== undefined) query.ordinal = ordinal;
  // "the first thing on the 13th": a conference spanning the day is not its first event.
  if (ordinal !== undefined && query.title === undefined) query.allDay = 'exclude';
  const clock = clockOnly(input);
  const range = clock === undefined ? rangeOf(input, now, zone) : undefined;
  if (clock !== undefined) {
    // "cancel my 3pm": the next event starting at 15:00, on whatever day that is.
    query.startsAfter = formatClock(Math.min(clock, 1439));
    query.startsBefore = formatClock(Math.min(clock + 1, 1439));
    query.upcoming = true;
  } else if (range !== undefined) {
    query.range = range;
    // "cancel Spanish on the 15th and 17th": those days only, an event on each (not the 16th's).
    if (input.when?.days !== undefined) {
      query.dates = input.when.days;
      if (ordinal === undefined) query.expect = 'many';
    }
    // "cancel the haircut on Tuesday", said on a Tuesday: today's or next week's, whichever has it (both: a question).
    const both = todayOrNextWeek(input, now, zone);
    if (both !== undefined && query.expect === 'one') Object.assign(query, both);
    // "my 11am on Dec 2": an event starting then; a birthday that day has no 11am.
    if (
      input.when !== undefined &&
      input.when.end === undefined &&
      (input.when.grain === 'minute' || input.when.grain === 'hour')
    )
      query.allDay = 'exclude';
  } else if (/\b(?:last time|in the (?:last|past)|recently|ago|did i|have i|haven'?t)\b/i.test(input.text)) query.past = true;
  else if (upcoming) query.upcoming = true;
  const parts = partsOfDay(head);
  if (parts.length > 0 && input.when?.grain !== 'hour' && input.when?.grain !== 'minute') query.partsOfDay = parts;
  // "every saturday night plan I have in january": each of those days of January, not all of it.
  const weekly = ordinal === undefined ? readEveryWeekday(input.text, now, zone) : undefined;
  if (weekly !== undefined) {
    query.range = { start: toZonedIso(weekly.range.start, zone), end: toZonedIso(weekly.range.end, zone) };
    query.dates = weekly.dates;
    query.expect = 'many';
    delete query.upcoming;
    if (weekly.part !== undefined && query.partsOfDay === undefined) query.partsOfDay = [weekly.part];
  }
  if (/\brecurring|repeating\b/i.test(head)) query.recurring = 'only';
  // "how many all-day events…": those only; "…including all-day ones": those too.
  if (/\ball[\s-]day\b/i.test(input.text))
    query.allDay = /\ball[\s-]day\s+(?:events?|things?|entries|blocks?|ones)\b/i.test(head) ? 'only' : 'include';
  return query;
}

/** How far from the end "2nd to last" / "last but one" is: -2. */
function fromLast(nth: string | undefined, butN: string | undefined): number {
  if (butN !== undefined) return 1 + (Number(butN) || (NUMBER_WORDS[butN.toLowerCase()] ?? 1));
  const said = (nth ?? '').toLowerCase();
  return said === 'next' ? 2 : (ORDINALS[said] ?? (Number(said) || 2));
}

function fromLastToken(word: string): number | undefined {
  const n = FROM_LAST_TOKEN.exec(word)?.[1];
  return n === undefined ? undefined : -Number(n);
}

function rangeOf(input: ReadQueryInput, now: number, zone: string): EventQuery['range'] {
  const last =
    /\b(?:(?:in|over|during|within|from|for)\s+)?(?:the\s+)?(?:last|past|previous) (\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|couple of|few) (day|week|month)s?\b/i.exec(
      input.text,
    );
  if (last !== null) {
    const n = wordNumber(last[1] ?? '1');
    const days = (last[2] ?? 'day').toLowerCase() === 'week' ? 7 * n : (last[2] ?? '').toLowerCase() === 'month' ? 30 * n : n;
    return { start: toZonedIso(addZonedDays(startOfZonedDay(now, zone), -days, zone), zone), end: toZonedIso(now, zone) };
  }
  const when = input.when;
  if (when === undefined) return wholePeriodOf(input.object, now, zone);
  // "my 3pm": the event starting then; a day, week or range: events starting in it.
  const end = when.end ?? (when.grain === 'minute' || when.grain === 'hour' ? when.start + MINUTE_MS : when.start + DAY_MS);
  const since = /\bsince\b/i.test(input.text) && when.start < now;
  return { start: toZonedIso(when.start, zone), end: toZonedIso(since ? now : end, zone) };
}

/**
 * "my last meeting of the week", "the first call of the day": the period the person is in, when no
 * other time is said (this week runs Monday to Sunday).
 */
function wholePeriodOf(object: string, now: number, zone: string): EventQuery['range'] {
  const period = /\b(?:of|for)\s+the\s+(day|week|month)\b/i.exec(object)?.[1]?.toLowerCase();
  if (period === undefined) return undefined;
  const today = startOfZonedDay(now, zone);
  const wall = instantToWallClock(today, zone);
  const monday = addZonedDays(today, -((wall.weekday + 6) % 7), zone);
  const firstOfMonth = addZonedDays(today, 1 - wall.day, zone);
  const [start, end] =
    period === 'day'
      ? [today, addZonedDays(today, 1, zone)]
      : period === 'week'
        ? [monday, addZonedDays(monday, 7, zone)]
        : [firstOfMonth, addZonedDays(firstOfMonth, daysInMonth(wall.year, wall.month), zone)];
  return { start: toZonedIso(start, zone), end: toZonedIso(end, zone) };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function partsOfDay(text: string): PartOfDay[] {
  const parts: PartOfDay[] = [];
  for (const m of text.matchAll(/\b(morning|afternoon|evening)s?\b/g)) {
    const part = m[1] as PartOfDay;
    if (!parts.includes(part)) parts.push(part);
  }
  return parts;
}

function wordNumber(word: string): number {
  const n = Number(word);
  return Number.isFinite(n) ? n : (NUMBER_WORDS[word.toLowerCase().replace(/\s+of$/, '')] ?? 1);
}

/** "omar haddad" when the parse kept only "Omar": the word after a name is its surname unless it is something else. */
function fullName(name: string, object: string): string {
  const next = new RegExp(String.raw`\b${escapeRegExp(name)}\s+([\p{L}'-]{2,})`, 'iu').exec(object)?.[1];
  if (next === undefined) return name;
  const word = next.toLowerCase();
  if (
    TIME_WORD.test(word) ||
    FILLER.has(word) ||
    GENERIC.has(word) ||
    /^(?:and|or|to|for|on|at|in|about|next|this|that|from|before|after|instead|please|pls|have|has|had|do|does|did|is|are|was|were|will|am|been|since|until|so|should|could|would|can|must|needs?|wants?|shall|might)$/.test(
      word,
    )
  )
    return name;
  return `${name} ${next.charAt(0).toUpperCase()}${next.slice(1)}`;
}

/** "lunch with my mom": someone the parse did not take for a person, looked for among guests and titles. */
function unparsedPeople(object: string, known: ReadonlySet<string>): PersonRef[] {
  // "…on the 15th, I'll be busy with the holiday stuff": a reason in a clause of its own names nobody.
  const clause = object.split(/[,;!?]|\.(?!\d)/)[0] ?? '';
  const m = /\bwith\s+(?:my\s+|the\s+)?([\p{L}'-]{2,})/iu.exec(clause);
  const name = m?.[1]?.toLowerCase();
  if (name === undefined || known.has(name) || [...known].some((k) => k.startsWith(name))) return [];
  if (
    TIME_WORD.test(name) ||
    FILLER.has(name) ||
    GENERIC.has(name) ||
    /^(?:him|her|them|everyone|everybody|people|someone|anyone|guests?|team)$/.test(name)
  )
    return [];
  return [{ name }];
}

/** "my three thirty", "the 9:30": a clock said as the event's name is when it is, read by the time reader, not title words. */
function withoutClocks(head: string, now: number, zone: string): string {
  let rest = head;
  for (const { index, length } of clockSpans(head, now, zone))
    rest = rest.slice(0, index) + ' '.repeat(length) + rest.slice(index + length);
  return rest;
}

const DAY_SAID =
  /\b(?:today|tonight|tomorrow|tmrw|tmr|yesterday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|week|weekend|month|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2})\b/i;

/** Minutes after midnight when the request names an event by its time alone ("my 3pm", "the 10am meeting"). */
function clockOnly(input: ReadQueryInput): number | undefined {
  const when = input.when;
  if (when === undefined || when.end !== undefined || (when.grain !== 'minute' && when.grain !== 'hour')) return undefined;
  if (DAY_SAID.test(input.text) || DAY_SAID.test(input.object)) return undefined;
  const wall = instantToWallClock(when.start, input.timeZone);
  return wall.hour * 60 + wall.minute;
}

const BARE_WEEKDAY_SAID =
  /(?<!\b(?:this|next|last|coming|past)\s+)\b(sun|mon|tue|wed|thu|fri|sat)(?:day|s|sday|nesday|rsday|urday)?\b(?!\s*(?:,\s*)?(?:\d|the\s+\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))/i;
const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * A bare weekday that is today ("on Tuesday", said on a Tuesday) may mean today or a week today: the
 * two days, as a range with that weekday, so the one event found either day is taken and one on both is asked about.
 */
function todayOrNextWeek(input: ReadQueryInput, now: number, zone: string): Pick<EventQuery, 'range' | 'weekdays'> | undefined {
  const when = input.when;
  if (when === undefined || when.grain !== 'day') return undefined;
  const today = startOfZonedDay(now, zone);
  if (startOfZonedDay(when.start, zone) !== today) return undefined;
  const said = BARE_WEEKDAY_SAID.exec(input.text)?.[1]?.toLowerCase();
  const weekday = WEEKDAY_KEYS[instantToWallClock(today, zone).weekday];
  if (said === undefined || weekday === undefined || said !== weekday) return undefined;
  return {
    range: { start: toZonedIso(today, zone), end: toZonedIso(addZonedDays(today, 8, zone), zone) },
    weekdays: [weekday],
  };
}
