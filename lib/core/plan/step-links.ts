import { singularOf } from '../nlu/bulk-selection';
import { parsedPartSchema } from '../nlu/parsed-request';
import { namesOnlyClock } from '../time/parse-when';
import { instantToWallClock, isoDateToInstant, startOfZonedDay } from '../time/zoned';
import { eventQuerySchema, type EventQuery, type PersonRef } from './event-query';
import { ref, type BuildContext } from './plan-draft';
import type { TaskInput } from './plan-schema';
import type { StepReading } from './build-steps';
import { moveSchema } from './skills/generate-proposed-updates';

/** What a step of a message left for the steps after it to lean on. */
export interface StepTrace {
  /** The events it acted on or asked about (a FindEvents result): "it", "who's coming". */
  events?: string;
  /** Its events are one event named, not a list: what "it" may point at. */
  single?: boolean;
  /** The query that found them, to find one of them again when they were a list. */
  query?: EventQuery;
  /** Where its events are once it has run (moved slots, a proposal, found events): "right after". */
  slots?: string;
  /** Its edit, which a later "…and call it 'X'" joins. */
  generate?: TaskInput;
  /** Who and what it was about: "the one on Monday". */
  people?: PersonRef[];
  title?: string;
  /** The day it was about (start of that day): "that day". */
  day?: number;
  /** The one day its events were looked for on, before any move ("the sprint planning tomorrow"). */
  ownDay?: number;
  /** Its calendar writes, which a later question about the calendar waits for. */
  writes: string[];
}

/** A step's words with what they borrow from earlier steps spelled out, and what to set on its tasks once added. */
export interface LinkedStep {
  text: string;
  patch: (tasks: TaskInput[]) => void;
}

/** "right after", "straight after that", "afterwards" at the end of a step: next to the step before's event. */
const NEXT_TO =
  /[\s,]*\b(?:(?:(?:right|straight|just|immediately|directly)\s+)?(after|before)\s+(?:it|that|this|them)|(?:right|straight|just|immediately|directly)\s+(after|before)(?:\s+(?:it|that|this|them|then))?|(?:(?:right|straight|just|immediately|directly)\s+)?(after)wards?)\s*[.!?]*\s*$/i;
/**
 * "block 30 min before it for travel", "book a debrief right after that with Sam": the same, said
 * inside a new event's words rather than at their end (only for a new event, whose time it sets).
 */
const NEXT_TO_WITHIN =
  /[\s,]*\b(?:(?:right|straight|just|immediately|directly)\s+)?(after|before)\s+(?:it|that|this|them)\b(?!['’]s|\s+(?:one|meeting|event|call|appointment)\b)/i;
/** "…at the same time", "in its place", a bare "instead": where the step before's event was. */
const SAME_TIME =
  /[\s,]*\b(?:(?:at\s+)?(?:the\s+)?same\s+time|in\s+(?:its|that|their|the\s+same)\s+(?:place|slot|spot)|instead(?:\s+of\s+(?:it|that|them))?)\b/i;
/** "what's after it?", "what comes right before that one": a question about the step before's event's neighbours. */
const ASKED_NEXT_TO_IT =
  /\b((?:(?:right|straight|just|immediately|directly)\s+)?(?:after|before))\s+(?:it|that|this)(?:\s+one)?\b(?=\s*[?.!]*\s*$)/i;
const BARE_DAY_OF_MONTH = /\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+of\b)/i;
const MONTH_SAID = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d{1,2}\/\d{1,2}/i;
/** "my other meetings", "the rest of my meetings", "the remaining calls": not the ones named before. */
const OTHER = /\b(?:(my|the|your)\s+)?(?:other|remaining)\b\s*|\bthe\s+rest\s+of\s+(?=(?:my|the)\s)/i;
const THAT_DAY =
  /\b(?:on\s+)?(?:that|the\s+same)\s+(day|morning|afternoon|evening|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
/** "the jan 5 one", "the monday one", "the 3pm one": one of them, by its day or time. */
/** "that week", "the same week": the week of the day the step before was about. */
const THAT_WEEK = /\b(?:that|the\s+same)\s+week\b/i;
const THE_ONE =
  /\b(?:the|that)\s+(?:other\s+|same\s+)?((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}|(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})(?:['’]s)?\s+)?(ones?)\b(?!\s+(?:with|for|about|called|named)\b)/i;
/** Words that name a day, so a step's time is on that day rather than on the step before's. */
export const DAY_SAID =
  /\b(?:today|tonight|tomorrow|tmrw|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|week|weekend|month|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}|\d{4}-\d{2}-\d{2})\b/i;
/** Questions whose answer depends on what the writes before them change. */
const AFTER_WRITES = new Set(['count', 'agenda', 'free', 'next']);

/** What a step's tasks leave for later steps. */
export function traceOf(tasks: readonly TaskInput[], reading: StepReading, ctx: BuildContext): StepTrace {
  const zone = ctx.timeZone;
  const find = tasks.find((t) => t.taskType === 'FindEvents');
  const generate = tasks.find((t) => t.taskType === 'GenerateProposedUpdates');
  const propose = tasks.find((t) => t.taskType === 'ProposeEventTime');
  const query = eventQuerySchema.safeParse(find?.params.query);
  const trace: StepTrace = {
    writes: tasks.filter((t) => t.taskType === 'DeleteEvents' || t.taskType === 'UpdateEvents').map((t) => t.id),
  };
  if (find !== undefined) trace.events = ref(find.id, 'events');
  if (find !== undefined) trace.single = find.params.allowEmpty !== true && query.success && query.data.expect === 'one';
  if (generate !== undefined) trace.generate = generate;
  trace.slots =
    generate !== undefined ? ref(generate.id, 'slots') : propose !== undefined ? `${propose.id}.result` : trace.events;
  if (query.success) {
    trace.query = query.data;
    if (query.data.people !== undefined) trace.people = query.data.people;
    if (query.data.title !== undefined) trace.title = query.data.title;
    const range = query.data.range;
    if (range !== undefined && Date.parse(range.end) - Date.parse(range.start) <= 25 * 3_600_000) {
      trace.day = startOfZonedDay(Date.parse(range.start), zone);
      trace.ownDay = trace.day;
    }
  }
  // "move the standup to Friday and cancel the review that day": the day it goes to.
  const move = moveSchema.safeParse(generate?.params.move);
  if (move.success && move.data.kind === 'to') trace.day = startOfZonedDay(Date.parse(move.data.start), zone);
  if (move.success && move.data.kind === 'toDay') trace.day = isoDateToInstant(move.data.date, zone);
  const request = parsedPartSchema.safeParse(propose?.params.request);
  if (request.success) {
    const { attendees, title } = request.data.entities;
    const people = (attendees ?? []).flatMap((a): PersonRef[] =>
      a.email !== undefined ? [{ email: a.email }] : a.name !== undefined ? [{ name: a.name }] : [],
    );
    if (people.length > 0) trace.people = people;
    if (title !== undefined) trace.title = title;
    if (request.data.when !== undefined) trace.day = startOfZonedDay(request.data.when.start, zone);
  }
  // An edit's own time is where its event goes ("to 11"), on a day only the calendar knows: not its day.
  if (
    reading.parsed.when !== undefined &&
    trace.day === undefined &&
    generate === undefined &&
    reading.parsed.when.grain !== 'week'
  )
    trace.day = startOfZonedDay(reading.parsed.when.start, zone);
  return trace;
}

/**
 * A step read with what it borrows from the steps before: "that day" becomes the day, "the one on
 * Monday" the person or event of the step before, "right after" that step's event's end (known only
 * once it has run, so it is set on the new event's step). 'unlinked' when nothing before gives it.
 */
export function linkStep(
  said: string,
  reading: StepReading,
  traces: readonly StepTrace[],
  ctx: BuildContext,
): LinkedStep | 'unlinked' {
  let text = said;
  const patches: ((tasks: TaskInput[]) => void)[] = [];
  const nearest = <K extends keyof StepTrace>(key: K): StepTrace[K] | undefined =>
    [...traces].reverse().find((t) => t[key] !== undefined)?.[key];

  const atEnd = reading.question === undefined ? NEXT_TO.exec(text) : null;
  const creates = reading.question === undefined && reading.parsed.intent === 'create_event';
  const nextTo = atEnd ?? (creates ? NEXT_TO_WITHIN.exec(text) : null);
  if (nextTo !== null) {
    const slots = traces.at(-1)?.slots;
    if (slots === undefined) return 'unlinked';
    const side = (nextTo[1] ?? nextTo[2] ?? nextTo[3] ?? 'after').toLowerCase() === 'before' ? 'before' : 'after';
    text =
      atEnd !== null
        ? text.slice(0, nextTo.index)
        : `${text.slice(0, nextTo.index)} ${text.slice(nextTo.index + nextTo[0].length)}`;
    patches.push((tasks) => {
      const propose = tasks.find((t) => t.taskType === 'ProposeEventTime');
      if (propose !== undefined) propose.params.nextTo = { side, events: slots };
    });
  }

  const same = reading.question === undefined && nextTo === null ? SAME_TIME.exec(text) : null;
  // "instead" alone only when the step names no time of its own ("…and add a run at 8am instead" has one).
  if (same !== null && (!/^[\s,]*instead/i.test(same[0]) || reading.parsed.when === undefined)) {
    const slots = traces.at(-1)?.slots;
    if (slots === undefined) return 'unlinked';
    text = text.slice(0, same.index) + text.slice(same.index + same[0].length);
    patches.push((tasks) => {
      const propose = tasks.find((t) => t.taskType === 'ProposeEventTime');
      if (propose !== undefined) propose.params.nextTo = { side: 'at', events: slots };
    });
  }

  const thatDay = THAT_DAY.exec(text);
  if (thatDay !== null) {
    const day = nearest('day');
    const said = (thatDay[1] ?? 'day').toLowerCase();
    // "that saturday" after a step whose day only the calendar knows: the Saturday said.
    const weekday = /^\w+day$/.test(said) && said !== 'day';
    if (day === undefined && !weekday) return 'unlinked';
    const part = weekday ? 'day' : said;
    const date = day === undefined ? said : dayWords(day, ctx);
    const words = part === 'day' ? `on ${date}` : part === 'night' ? `on ${date} in the evening` : `on ${date} in the ${part}`;
    text = text.slice(0, thatDay.index) + words + text.slice(thatDay.index + thatDay[0].length);
  }

  // "…and tell me how many meetings I've still got that week": the week of the step before's day.
  const thatWeek = THAT_WEEK.exec(text);
  if (thatWeek !== null) {
    const day = nearest('day');
    if (day === undefined) return 'unlinked';
    text = `${text.slice(0, thatWeek.index)}the week of ${dayWords(day, ctx)}${text.slice(thatWeek.index + thatWeek[0].length)}`;
  }

  // "add 'Flight to Austin' on Jan 11 … and cancel my Dana check-in on the 12th": that month's 12th.
  const bare = MONTH_SAID.test(text) ? null : BARE_DAY_OF_MONTH.exec(text);
  const before = nearest('day');
  if (bare !== null && before !== undefined) {
    const wall = instantToWallClock(before, ctx.timeZone);
    const n = Number(bare[1]);
    if (n > wall.day && n <= 31)
      text = text.replace(
        bare[0],
        `on ${MONTHS[wall.month - 1] ?? ''} ${String(n)}${wall.year === instantToWallClock(ctx.now, ctx.timeZone).year ? '' : ` ${String(wall.year)}`}`,
      );
  }

  // "cancel everything else that afternoon": else than the step before's event, which is not there yet.
  if (traces.length > 0) text = text.replace(/\b(everything|anything|all)\s+else\b/i, '$1');
  // "cancel the standup and Spanish, and move my other meetings": other than the events named before.
  const other = traces.length > 0 ? OTHER.exec(text) : null;
  const named = traces.flatMap((t) => (t.title === undefined ? [] : [t.title]));
  if (other !== null && named.length > 0) {
    text = `${text.slice(0, other.index)}${other[1] === undefined ? '' : `${other[1]} `}${text.slice(other.index + other[0].length)}`;
    patches.push((tasks) => {
      const find = tasks.find((t) => t.taskType === 'FindEvents');
      const query = find?.params.query as EventQuery | undefined;
      if (find === undefined || query === undefined || query.expect !== 'many') return;
      find.params.query = { ...query, excludeTitles: [...(query.excludeTitles ?? []), ...named] };
    });
  }

  // "cancel the yoga on saturday and add a run at 8am instead": a time with no day is on the day before's.
  const when = reading.parsed.when;
  if (
    reading.question === undefined &&
    reading.parsed.intent === 'create_event' &&
    when !== undefined &&
    (when.grain === 'minute' || when.grain === 'hour') &&
    !DAY_SAID.test(text) &&
    // "on the eighteenth at one" says its day in words no list of day names holds: the time reader decides.
    namesOnlyClock(text, ctx.now, ctx.timeZone)
  ) {
    const day = nearest('day');
    if (day !== undefined) text = `${text} on ${dayWords(day, ctx)}`;
  }

  // "…and tell me what's after it": next to the event the step before named, on its day.
  const nextToIt = reading.question === undefined ? null : ASKED_NEXT_TO_IT.exec(text);
  const last = traces.at(-1);
  if (nextToIt !== null) {
    if (last?.title === undefined) return 'unlinked';
    const on = last.day === undefined ? '' : ` on ${dayWords(last.day, ctx)}`;
    text = `${text.slice(0, nextToIt.index)}${nextToIt[1] ?? ''} the ${last.title}${on}${text.slice(nextToIt.index + nextToIt[0].length)}`;
  }

  const one = THE_ONE.exec(text);
  if (one !== null) {
    const people = nearest('people');
    const title = nearest('title');
    const noun = one[2]?.toLowerCase() === 'ones' ? 'ones' : 'one';
    const when = one[1] === undefined ? '' : ` ${one[1].trim().replace(/['’]s$/, '')}`;
    const names = people?.map((p) => p.name ?? p.email ?? '').filter((n) => n !== '');
    const words =
      names !== undefined && names.length > 0
        ? `the ${noun} with ${names.join(' and ')}${when}`
        : title === undefined
          ? undefined
          : `the ${noun === 'one' ? singularTitle(title) : title}${when}`;
    if (words !== undefined) text = text.slice(0, one.index) + words + text.slice(one.index + one[0].length);
  }

  // "…and tell me how many interviews I have left": counted after the cancel, not before it.
  if (reading.question !== undefined && AFTER_WRITES.has(reading.question.kind)) {
    const writes = traces.flatMap((t) => t.writes);
    if (writes.length > 0)
      patches.push((tasks) => {
        const first = tasks[0];
        if (first !== undefined) first.dependsOn = [...new Set([...(first.dependsOn ?? []), ...writes])];
      });
  }
  return {
    text: text.trim(),
    patch: (tasks) => {
      for (const p of patches) p(tasks);
    },
  };
}

/** "the spanish classes" named before, "the dec 15 one" now: one of them, said in the singular. */
function singularTitle(title: string): string {
  const words = title.split(/\s+/);
  const last = words.pop() ?? '';
  return [...words, singularOf(last)].join(' ');
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** "November 27" ("November 27 2027" in another year): a day as the readers read it, in titles or times. */
export function dayWords(day: number, ctx: BuildContext): string {
  const wall = instantToWallClock(day, ctx.timeZone);
  const year = instantToWallClock(ctx.now, ctx.timeZone).year;
  return `${MONTHS[wall.month - 1] ?? ''} ${String(wall.day)}${wall.year === year ? '' : ` ${String(wall.year)}`}`;
}
