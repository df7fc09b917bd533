import { allMatches } from '../nlu/all-matches';
import { blank, escapeRegExp } from '../nlu/mask-text';
import { TIME_WORD, alignStart, readClock } from '../nlu/parse-time-of-day';
import type { Interval } from '../time/interval';
import { readTimeSpans } from '../time/parse-when';
import { MINUTES_PER_DAY, instantOn, wallDayAndMinutes, type CivilDay } from '../time/when-civil-days';
import type { WhenContext } from '../time/when-pieces';

/**
 * What a request says of people's calendars, as meeting-planning problems state them: "Ava has
 * meetings on Monday during 9:00 to 10:00, 11:30 to 12:00", "On Tuesday, Ben is booked 10-11am and
 * 2-3pm", "Chloe has blocked her calendar on Wednesday during 13:00 to 14:30", "Dan: 9:30-10:00",
 * "Eve's calendar is wide open", "Fay has no availability at all on Thursday". These are busy
 * times, not rules about the meeting: read as rules, "Ivy is busy on Monday during 9–11:30" kept
 * Ivy off the whole Monday.
 */
export interface StatedSchedule {
  /** The name as written; "me" for I/my. */
  who: string;
  /** Busy stretches of the clock; `day` absent when the words name none (the meeting's day is meant). */
  busy: { day?: CivilDay; from: number; to: number }[];
}

export interface StatedSchedules {
  schedules: StatedSchedule[];
  /** The text with what was read blanked, for the readers of the request itself. */
  rest: string;
}

const WEEKDAY_WORD = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)`;
const WEEKDAY = String.raw`${WEEKDAY_WORD}\.?`;
const MONTH_DAY = String.raw`(?:dec(?:ember)?|nov(?:ember)?|jan(?:uary)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\/\d{1,2}|the\s+\d{1,2}(?:st|nd|rd|th)`;
/** "Monday", "Tuesday (Dec 8)", "Dec 8", "the whole of Friday". */
const DAY = String.raw`(?:(?:on|for)\s+)?(?:the\s+(?:whole|entirety)\s+of\s+)?(?:${WEEKDAY}(?:\s*,?\s*\(?\s*(?:${MONTH_DAY})\s*\)?)?|${MONTH_DAY}|that\s+day|today|tomorrow)(?![\p{L}])`;
const THINGS = String.raw`(?:meetings?|calls?|events?|appointments?|commitments?|conflicts?|blocks?|things|stuff|plans|obligations|engagements|sessions?)`;
const COUNT = String.raw`(?:a\s+few|several|some|a\s+couple\s+of|a|an|one|two|three|four|five|six|\d+|other|existing|more|another)`;
const RANGE_SOURCE = String.raw`(?:(from|between)\s+)?(${TIME_WORD})\s*(?:to|-|–|—|until|till|til|thru|through|and)\s*(${TIME_WORD})`;
const WHOLE_DAY_WORDS = String.raw`(?:the\s+(?:entire|whole|full)\s+day(?:\s+long)?|all\s+day(?:\s+long)?|the\s+whole\s+time|at\s+all)`;

/** Saying someone's calendar is taken, in the words meeting-planning problems use. */
const BUSY = [
  String.raw`(?:has|have|had|has\s+got|'s\s+got|’s\s+got|got)\s+(?:${COUNT}\s+)?(?:[\p{L}-]+\s+)?${THINGS}(?:\s+(?:scheduled|booked|planned|already|lined\s+up|set))*`,
  String.raw`(?:has|have|had)\s+(?:already\s+)?blocked\s+(?:off\s+)?(?:(?:their|his|her|the|my|its)\s+)?(?:calendar|schedule|time|diary)?(?:\s+off)?`,
  String.raw`(?:is|are|am|'s|’s|was|will\s+be)\s+(?:already\s+|also\s+)?(?:busy|booked(?:\s+up)?|blocked(?:\s+off)?|occupied|tied\s+up|unavailable|not\s+available|in\s+(?:back-to-back\s+)?(?:a\s+)?meetings?|committed|engaged|taken)`,
  String.raw`(?:calendar|schedule|diary)\s+(?:is|'s|’s|has\s+been)\s+(?:already\s+)?(?:blocked(?:\s+off)?|booked|busy|full|taken)`,
  String.raw`(?:calendar|schedule|diary)\s+(?:has|shows)\s+(?:${COUNT}\s+)?${THINGS}`,
].join('|');
/** Taken the whole day whatever follows: "has no availability at all", "is completely full". */
const ALL_DAY_BUSY = String.raw`(?:has|have)\s+no\s+(?:availability|free\s+time|openings?|time)|(?:is|are|'s|’s)\s+(?:completely|fully|totally)\s+(?:booked|full|busy|blocked)|(?:calendar|schedule|diary)\s+(?:is|'s|’s)\s+(?:completely\s+|fully\s+|totally\s+)?(?:full|packed)`;
/** A calendar said to be empty: nobody is busy, and the sentence is no rule about the meeting either. */
const FREE = String.raw`(?:is|are|'s|’s)\s+(?:completely\s+|totally\s+|entirely\s+|wide\s+)?(?:free|open|clear)|(?:calendar|schedule|diary|day)\s+(?:is|'s|’s)\s+(?:completely\s+|totally\s+|entirely\s+)?(?:wide\s+open|open|free|empty|clear)|(?:has|have)\s+(?:nothing|no\s+${THINGS}|not\s+any\s+${THINGS}|a\s+free\s+day)(?:\s+(?:scheduled|booked|planned|on))?`;

/** A capitalised name, "O'Brien" but not the "'s" of "Eve's calendar". */
const CAPITALISED = String.raw`\p{Lu}[\p{L}-]*(?:['’](?!s(?![\p{L}]))\p{L}+)?`;
const SUBJECT_END = String.raw`(?:\s*(?:['’]s)\s+(?=calendar|schedule|diary|day)|\s+)`;
const PREDICATE = new RegExp(String.raw`^(?:(${ALL_DAY_BUSY})|(${BUSY})|(${FREE}))(?![\p{L}])`, 'iu');

/** Pieces a run of schedule words is made of, each tried in turn at the run's end. */
const RUN_PIECES: readonly RegExp[] = [
  new RegExp(String.raw`^\s*${RANGE_SOURCE}`, 'iu'),
  new RegExp(String.raw`^\s*${DAY}`, 'iu'),
  new RegExp(String.raw`^\s*${WHOLE_DAY_WORDS}(?![\p{L}])`, 'iu'),
  new RegExp(String.raw`^\s*(?:and\s+)?${COUNT}\s+(?:more\s+)?${THINGS}(?![\p{L}])`, 'iu'),
  /^\s*(?:,|;|&|\(|\)|:|\band\b|\balso\b|\bduring\b|\bat\b|\bfrom\b|\bthen\b|\bas\s+well\b|\btoo\b|\bas\s+follows\b)/iu,
];
const RANGE = new RegExp(RANGE_SOURCE, 'giu');
const DAY_ANYWHERE = new RegExp(DAY, 'giu');
/** "On Monday, Greta is booked…": the day said before the person; "…on Wednesday. Olga is…" ends a sentence first. */
const LEAD_DAY = new RegExp(
  String.raw`(?:^|[\s.;:,])((?:[Oo]n\s+)?${WEEKDAY_WORD}(?:\s*\(?\s*(?:${MONTH_DAY})\s*\)?)?)\s*,?\s*$`,
  'iu',
);

/** Words that are never a person: "Monday: 9-10" is a day, "The group has…" nobody in particular. */
const NOT_A_NAME =
  /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$|^(?:the|this|that|it|there|here|everyone|everybody|each|all|group|team|we|you|they|he|she|meeting|schedule|note|time|today|tomorrow|solution|task|constraints?|also|and|but|then|what|which|who|nobody|calendars?|their|his|her|our|my|one|nothing|options?|fyi|ps|thanks|please|so|ok|okay|hi|hey)$/i;

/** Sentences that only introduce the schedules ("Here are the existing schedules for everyone during the day:"). */
const PREAMBLE =
  /\b(?:here\s+(?:are|is)|below\s+(?:are|is)|these\s+are|the\s+following\s+(?:are|is))\b[^:;.\n]*\b(?:schedules?|calendars?|availability|busy\s+times?|commitments|going\s+on)\b[^:;.\n]*(?::|\.)/giu;

/**
 * The schedules stated in `text`. A person (a capitalised name, or one of `names` in any case)
 * followed by words saying their calendar is taken, then a run of days and clock ranges, is that
 * person's busy time; "Name: 9:30-10:00, 12-1" too. Only the person, the verb and the run are
 * taken, so a rule said next to them ("Omar can't meet between 2 and 3") stays for the rule reader.
 */
export function readStatedSchedules(
  text: string,
  ctx: { now: number; timeZone: string },
  names: readonly string[] = [],
): StatedSchedules {
  const whenCtx: WhenContext = { now: ctx.now, zone: ctx.timeZone, ...wallDayAndMinutes(ctx.now, ctx.timeZone) };
  const byWho = new Map<string, StatedSchedule>();
  let rest = text;
  const known = names.filter((n) => n.trim() !== '').map((n) => escapeRegExp(n.trim()));
  const knownFirst = known.length > 0 ? String.raw`(?:${known.join('|')})(?![\p{L}])|` : '';
  const person = String.raw`(?<![\p{L}\p{N}'’@])(${knownFirst}${CAPITALISED}(?:\s+${CAPITALISED})?|I|my)`;
  const subjects = new RegExp(String.raw`${person}(?:${SUBJECT_END}|\s*:\s*)`, known.length > 0 ? 'giu' : 'gu');
  let from = 0;
  for (let m = nextMatch(subjects, text, from); m !== undefined; m = nextMatch(subjects, text, from)) {
    const name = m[1] ?? '';
    const after = m.index + m[0].length;
    from = m.index + Math.max(1, name.length);
    if (NOT_A_NAME.test(name.split(/\s+/)[0] ?? '') || !isKnownOrCapitalised(name, names)) continue;
    const who = /^(?:i|my)$/i.test(name) ? 'me' : name;
    const colon = /:\s*$/.test(m[0]);
    const predicate = colon ? undefined : (PREDICATE.exec(text.slice(after)) ?? undefined);
    const runStart = after + (predicate?.[0].length ?? 0);
    const run = runAt(text, runStart);
    const ranges = rangesIn(run.text);
    const bareRun = predicate === undefined && (colon || names.some((n) => n.toLowerCase() === name.toLowerCase()));
    let kind: 'busy' | 'all-day' | 'free' | undefined;
    if (predicate?.[1] !== undefined) kind = 'all-day';
    else if (predicate?.[2] !== undefined)
      kind = ranges.length > 0 || /\b(?:entire|whole|full|all\s+day)\b/i.test(run.text) ? 'busy' : undefined;
    else if (predicate?.[3] !== undefined) kind = ranges.length === 0 ? 'free' : undefined;
    // "yosef 4:30–5pm", said without punctuation: a known participant's name then only ranges.
    else if (bareRun && ranges.length > 0) kind = 'busy';
    if (kind === undefined) continue;

    const lead = LEAD_DAY.exec(text.slice(Math.max(0, m.index - 40), m.index));
    const leadDay = lead?.[1] === undefined ? undefined : dayOf(lead[1], whenCtx);
    const schedule = scheduleOf(byWho, who);
    const days = daysIn(run.text, whenCtx);
    const firstDay = days[0]?.day ?? leadDay;
    if (kind === 'busy' && ranges.length > 0) {
      for (const r of ranges) {
        // A range takes the day said nearest before it; ranges before any day take the first day said.
        const day = [...days].reverse().find((d) => d.index < r.index)?.day ?? firstDay;
        schedule.busy.push({ ...(day === undefined ? {} : { day }), from: r.from, to: r.to });
      }
    } else if (kind === 'busy' || kind === 'all-day') {
      const wholeDays = days.length > 0 ? days.map((d) => d.day) : [leadDay];
      for (const day of wholeDays) schedule.busy.push({ ...(day === undefined ? {} : { day }), from: 0, to: MINUTES_PER_DAY });
    }
    const start = lead === null ? m.index : m.index - (lead[0].length - lead[0].search(/\S/));
    const end = runStart + run.text.length;
    rest = blank(rest, Math.max(0, start), end - Math.max(0, start));
    from = end;
  }
  if (byWho.size > 0) for (const p of allMatches(PREAMBLE, rest)) rest = blank(rest, p.index, p[0].length);
  return { schedules: [...byWho.values()], rest };
}

/** A schedule's busy stretches as instants on `zone`'s clock; a stretch with no day said is on `meetingDay`. */
export function busyOfSchedule(schedule: StatedSchedule, meetingDay: CivilDay, zone: string): Interval[] {
  return schedule.busy.map((b) => ({
    start: instantOn(b.day ?? meetingDay, b.from, zone),
    end: instantOn(b.day ?? meetingDay, b.to, zone),
  }));
}

function nextMatch(re: RegExp, text: string, from: number): RegExpExecArray | undefined {
  re.lastIndex = from;
  return re.exec(text) ?? undefined;
}

function isKnownOrCapitalised(name: string, names: readonly string[]): boolean {
  return /^\p{Lu}/u.test(name) || names.some((n) => n.toLowerCase() === name.toLowerCase()) || /^(?:i|my)$/i.test(name);
}

function scheduleOf(byWho: Map<string, StatedSchedule>, who: string): StatedSchedule {
  const key = who.toLowerCase();
  let schedule = byWho.get(key);
  if (schedule === undefined) {
    schedule = { who, busy: [] };
    byWho.set(key, schedule);
  }
  return schedule;
}

/** The longest run of days, clock ranges and joining words from `at`, without the joining words it ends on. */
function runAt(text: string, at: number): { text: string } {
  let end = at;
  let meaningful = at;
  for (;;) {
    const tail = text.slice(end);
    const piece = RUN_PIECES.map((re) => re.exec(tail)).find((m) => m !== null && m[0].length > 0);
    if (piece === undefined || piece === null) break;
    end += piece[0].length;
    if (!/^\s*(?:,|;|&|\(|:|and|also|during|at|from|then)\s*$/i.test(piece[0])) meaningful = end;
  }
  return { text: text.slice(at, meaningful) };
}

function rangesIn(text: string): { index: number; from: number; to: number }[] {
  const out: { index: number; from: number; to: number }[] = [];
  for (const m of allMatches(RANGE, text)) {
    // "between 9 and 10" only with "between"; a bare "9 and 10" is two times.
    const joiner = m[0].slice((m[1]?.length ?? 0) + (m[2]?.length ?? 0)).replace(m[3] ?? '', '');
    if (/and/i.test(joiner) && m[1]?.toLowerCase() !== 'between') continue;
    const start = readClock(m[2] ?? '');
    const end = readClock(m[3] ?? '');
    if (start === undefined || end === undefined) continue;
    // Busy times lie in the working day: "2-3" is the afternoon, "9 to 5" the whole day.
    const from = alignStart(start, end);
    const to = end.minutes === 0 && from > 0 ? MINUTES_PER_DAY : end.minutes;
    if (to > from) out.push({ index: m.index, from, to });
  }
  return out;
}

/** The single days a run names, in order, each read by the time reader. */
function daysIn(text: string, ctx: WhenContext): { index: number; day: CivilDay }[] {
  const out: { index: number; day: CivilDay }[] = [];
  for (const m of allMatches(DAY_ANYWHERE, text)) {
    const day = dayOf(m[0], ctx);
    if (day !== undefined) out.push({ index: m.index, day });
  }
  return out;
}

function dayOf(phrase: string, ctx: WhenContext): CivilDay | undefined {
  const words = phrase.replace(/\bthe\s+(?:whole|entirety)\s+of\b/i, ' ');
  const piece = readTimeSpans(words, ctx).find((p) => p.kind === 'days' && p.span.end - p.span.start === 1);
  return piece?.kind === 'days' ? piece.span.start : undefined;
}
