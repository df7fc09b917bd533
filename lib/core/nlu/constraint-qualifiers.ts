import type { TimeRange, Weekday } from '../domain/preferences';
import { DATE_READERS, type DateSpec } from './constraint-dates';
import { alignStart, formatClock, readClock, TIME_WORD } from './parse-time-of-day';
import { DAY_GROUP_WORD, DAY_WORD, dayRange, daysOfGroup, weekdayOf } from './weekday-words';

/**
 * The "when" part of a constraint phrase — "on Monday after 14:00", "mornings", "before 11",
 * "during lunch", "my gym slot" — read as a run of qualifiers right after (or before) a trigger
 * word. Anything that is not a qualifier ends the run, so "can't meet before 11 with Sam" stops
 * before "with Sam".
 */
export interface Block {
  /** Lower-case block name as preferences know it: "lunch", "gym", "focus", "school run". */
  name: string;
  timeRange?: TimeRange;
}

export interface Qualifiers {
  days: Weekday[];
  ranges: TimeRange[];
  blocks: Block[];
  /** Calendar days ("the 3rd through the 5th", "today"), read only when asked for (avoid rules). */
  dates: DateSpec[];
  /** Where the first qualifier starts and the last one ends. */
  start: number;
  end: number;
}

interface Reading {
  days?: readonly Weekday[];
  range?: TimeRange;
  block?: Block;
  date?: DateSpec;
}

/** Parts of the day as working people mean them; "morning" is 08:00–12:00 everywhere in Kairos. */
const DAY_PARTS: Readonly<Record<string, TimeRange>> = {
  morning: { start: '08:00', end: '12:00' },
  'early morning': { start: '06:00', end: '09:00' },
  'late morning': { start: '10:00', end: '12:00' },
  afternoon: { start: '12:00', end: '17:00' },
  'early afternoon': { start: '12:00', end: '15:00' },
  'late afternoon': { start: '15:00', end: '17:00' },
  evening: { start: '17:00', end: '21:00' },
  'early evening': { start: '17:00', end: '19:00' },
  'late evening': { start: '20:00', end: '23:00' },
  night: { start: '19:00', end: '24:00' },
  'late night': { start: '21:00', end: '24:00' },
};

export const LUNCH: TimeRange = { start: '12:00', end: '13:00' };

const BLOCK_WORD = String.raw`(?:lunch(?:\s?time)?|breakfast|dinner|gym|work-?outs?|exercise|training|yoga|pilates|runs?|school\s+(?:run|pick-?up|drop-?off)|pick-?up|drop-?off|focus(?:\s+time|\s+block)?|deep\s+work|commute|nap|prayers?|siesta)`;
const BLOCK_TAIL = String.raw`(?:\s+(?:slot|time|block|session|hour|break|window|class|routine))?`;
const POSSESSIVE = String.raw`(?:my|his|her|their|our|the)`;

const sticky = (source: string): RegExp => new RegExp(source, 'iy');

/** Hours said in words, as speech is typed out: "before ten", "after two thirty", "until five pm". */
const HOUR_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const MINUTE_WORDS: Readonly<Record<string, string>> = { fifteen: '15', thirty: '30', 'forty five': '45', 'forty-five': '45' };
const SPOKEN_CLOCK = String.raw`(?:${HOUR_WORDS.join('|')})(?:\s+(?:fifteen|thirty|forty[\s-]five))?(?:\s*(?:a\.?m\.?|p\.?m\.?|o'?clock))?(?![\w-])(?!\s+(?:another|other|of|more|or|and|meetings?|calls?|days?|weeks?|hours?|minutes?|people|times?)\b)`;
/** "by 5 minutes", "after 2 hours": an amount, not a clock time. */
const NOT_AMOUNT = String.raw`(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|people|percent|%))`;
/** A clock time in digits or words. */
const CLOCK = String.raw`(?:${TIME_WORD}|${SPOKEN_CLOCK})`;

/** "ten thirty pm" → "10:30 pm", so readClock reads words as it reads digits. */
function clockOf(said: string): ReturnType<typeof readClock> {
  const m = /^([a-z]+)(?:\s+(fifteen|thirty|forty[\s-]five))?\s*(.*)$/i.exec(said.trim());
  const hour = m === null ? -1 : HOUR_WORDS.indexOf((m[1] ?? '').toLowerCase());
  if (m === null || hour < 0) return readClock(said);
  const minutes = m[2] === undefined ? '' : `:${MINUTE_WORDS[m[2].toLowerCase().replace(/\s+/, ' ')] ?? '00'}`;
  return readClock(`${String(hour + 1)}${minutes} ${m[3] ?? ''}`);
}

const LEADING = sticky(String.raw`(?:\s+|\b(?:on|any|every|each|especially|particularly)\b)*`);
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** "Thursday (Dec 10)", "Monday (12/7)": the date of the day just named, said again in brackets. */
export const DATE_IN_BRACKETS = String.raw`\(\s*(?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\s*\)`;
// "the afternoon of friday": "of" joins a part of the day to its day.
const BETWEEN = sticky(String.raw`(?:\s+|\b(?:and|or|nor|either|on|of|any|every|each|also|plus)\b|,|/|&|${DATE_IN_BRACKETS})*`);

const MATCHERS: { re: RegExp; read: (m: RegExpExecArray) => Reading | undefined }[] = [
  {
    re: sticky(String.raw`(${DAY_WORD})s?\s*(?:-|–|to|through|thru|till|until)\s*(${DAY_WORD})s?\b`),
    read: (m) => {
      const from = weekdayOf(m[1] ?? '');
      const to = weekdayOf(m[2] ?? '');
      return from === undefined || to === undefined ? undefined : { days: dayRange(from, to) };
    },
  },
  { re: sticky(String.raw`(?:the\s+)?(${DAY_GROUP_WORD})\b`), read: (m) => ({ days: daysOfGroup(m[1] ?? '') }) },
  {
    // "keep my friday free": a day of one's own kept free is the day ("don't touch my friday" is a refusal).
    re: sticky(
      String.raw`(?:(?:my|our|his|her|their)\s+(?=(?:${DAY_WORD})s?\s+(?:kept\s+|left\s+)?(?:free|clear|open|empty)\b))?(${DAY_WORD})s?\b(?!')`,
    ),
    read: (m) => {
      const day = weekdayOf(m[1] ?? '');
      return day === undefined ? undefined : { days: [day] };
    },
  },
  {
    re: sticky(String.raw`(?:between|from)\s+(${TIME_WORD})\s*(?:and|to|-|–|until|till)\s*(${TIME_WORD})(?![\w:])`),
    read: (m) => clockRange(m[1], m[2]),
  },
  { re: sticky(String.raw`(${TIME_WORD})\s*(?:-|–|to)\s*(${TIME_WORD})(?![\w:])`), read: (m) => clockRange(m[1], m[2]) },
  {
    re: sticky(
      String.raw`(?:before|earlier\s+than|prior\s+to|until|till|til|up\s+to|by)\s+(?:(${CLOCK})(?![\w:/])${NOT_AMOUNT}|(lunch|work))`,
    ),
    read: (m) => {
      if (m[2] !== undefined) return { range: { start: '00:00', end: m[2].toLowerCase() === 'lunch' ? '12:00' : '09:00' } };
      const end = clockOf(m[1] ?? '');
      return end === undefined ? undefined : range(0, end.minutes === 0 ? 1440 : end.minutes);
    },
  },
  {
    re: sticky(
      String.raw`(?:after|later\s+than|past|from|starting(?:\s+at|\s+from)?|beyond)\s+(?:(${CLOCK})(?![\w:/])${NOT_AMOUNT}|(lunch|work))`,
    ),
    read: (m) => {
      if (m[2] !== undefined) return { range: { start: m[2].toLowerCase() === 'lunch' ? '13:00' : '17:00', end: '24:00' } };
      const start = clockOf(m[1] ?? '');
      return start === undefined ? undefined : range(start.minutes, 1440);
    },
  },
  {
    re: sticky(String.raw`(?:at|around|about)\s+(${TIME_WORD})(?![\w:/])`),
    read: (m) => {
      const at = readClock(m[1] ?? '');
      return at === undefined ? undefined : range(at.minutes, at.minutes + 60);
    },
  },
  {
    // "keep my mornings free", "not in her afternoons": a part of the day someone owns is a block of
    // their time, so keeping it free protects it like "my gym slot" (keep_free, with its hours).
    re: sticky(
      String.raw`(?:(?:in|during|through|over|on|for|at)\s+)?(?:my|his|her|their|our)\s+((?:early|late)\s+)?(morning|afternoon|evening|night)s?\b`,
    ),
    read: (m) => {
      const part = `${(m[1] ?? '').trim().toLowerCase()} ${(m[2] ?? '').toLowerCase()}`.trim();
      const found = DAY_PARTS[part] ?? DAY_PARTS[(m[2] ?? '').toLowerCase()];
      return found === undefined ? undefined : { block: { name: `${part}s`, timeRange: found } };
    },
  },
  {
    // "hates early meetings", "can't do late calls": the ends of the working day (before work, after work).
    re: sticky(
      String.raw`(?:any\s+)?(early|late)(?:[\s-]+(?:morning|evening|night))?\s+(?:meetings?|calls?|starts?|ones?|slots?|times?)\b`,
    ),
    read: (m) =>
      (m[1] ?? '').toLowerCase() === 'early'
        ? { range: { start: '00:00', end: '09:00' } }
        : { range: { start: '17:00', end: '24:00' } },
  },
  {
    re: sticky(
      String.raw`(?:(?:in|during|through|over|on|for|at)\s+)?(?:the\s+)?((?:early|late)\s+)?(morning|afternoon|evening|night)s?\b`,
    ),
    read: (m) => {
      const part = `${(m[1] ?? '').trim().toLowerCase()} ${(m[2] ?? '').toLowerCase()}`.trim();
      const found = DAY_PARTS[part] ?? DAY_PARTS[(m[2] ?? '').toLowerCase()];
      return found === undefined ? undefined : { range: found };
    },
  },
  {
    // "Bao: AM only", "PM works best": the half of the day, written as the clock writes it (in
    // capitals or with dots, so the verb in "I am only free" is no morning).
    re: new RegExp(String.raw`(AM|PM|[AaPp]\.[Mm]\.)(?![\w.])`, 'y'),
    read: (m) =>
      (m[1] ?? '').toLowerCase().startsWith('a')
        ? { range: { start: '08:00', end: '12:00' } }
        : { range: { start: '12:00', end: '17:00' } },
  },
  { re: sticky(String.raw`first\s+thing(?:\s+in\s+the\s+morning)?`), read: () => ({ range: { start: '08:00', end: '10:00' } }) },
  {
    re: sticky(String.raw`(?:the\s+)?end\s+of\s+(?:the\s+)?(?:work\s?)?day|eod\b`),
    read: () => ({ range: { start: '16:00', end: '18:00' } }),
  },
  {
    re: sticky(String.raw`(?:during\s+|in\s+|within\s+)?(?:work(?:ing)?|business|office)\s+hours`),
    read: () => ({ range: { start: '09:00', end: '17:00' } }),
  },
  {
    re: sticky(
      String.raw`(?:(?:during|over|through|at|in|for|around|with)\s+)?(?:${POSSESSIVE}\s+)?(${BLOCK_WORD})${BLOCK_TAIL}\b`,
    ),
    read: (m) => ({ block: namedBlock(m[1] ?? '') }),
  },
  {
    // "my reading time", "her school pickup slot": a block the preferences may name.
    re: sticky(
      String.raw`(?:(?:during|over|through|at|in|around)\s+)?(?:my|his|her|their|our)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:slot|time|block|session|class|practice|routine)\b`,
    ),
    read: (m) => ({ block: namedBlock(m[1] ?? '') }),
  },
  {
    // "can't do 3pm", "not 14:00": a bare time only when it cannot be a number of something.
    re: sticky(String.raw`(\d{1,2}(?::[0-5]\d)?\s*(?:a\.?m\.?|p\.?m\.?)|\d{1,2}:[0-5]\d|noon|midday)(?![\w:])`),
    read: (m) => {
      const at = readClock(m[1] ?? '');
      return at === undefined ? undefined : range(at.minutes, at.minutes + 60);
    },
  },
];

const DATE_MATCHERS: typeof MATCHERS = DATE_READERS.map(({ re, read }) => ({
  re,
  read: (m) => {
    const date = read(m);
    return date === undefined ? undefined : { date };
  },
}));

/**
 * The qualifier run starting at `from` (after a trigger) and ending by `limit`, or undefined when
 * there is none. `withDates` also reads calendar days ("the 3rd", "today"): only rules that avoid
 * ask for them, as "free tomorrow after 3" is the request's own time, not a rule.
 */
export function readQualifiers(text: string, from: number, limit = text.length, withDates = false): Qualifiers | undefined {
  const q: Qualifiers = { days: [], ranges: [], blocks: [], dates: [], start: -1, end: from };
  let pos = skip(LEADING, text, from);
  for (let guard = 0; guard < 12; guard++) {
    const found = readOne(text, pos, withDates);
    if (found === undefined || found.end > limit) break;
    if (q.start < 0) q.start = pos;
    for (const d of found.reading.days ?? []) if (!q.days.includes(d)) q.days.push(d);
    if (found.reading.range !== undefined) q.ranges.push(found.reading.range);
    if (found.reading.block !== undefined) q.blocks.push(found.reading.block);
    if (found.reading.date !== undefined) q.dates.push(found.reading.date);
    q.end = found.end;
    pos = skip(BETWEEN, text, found.end);
  }
  return q.start < 0 ? undefined : q;
}

function readOne(text: string, pos: number, withDates: boolean): { reading: Reading; end: number } | undefined {
  for (const { re, read } of withDates ? [...DATE_MATCHERS, ...MATCHERS] : MATCHERS) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (m === null || m[0].length === 0) continue;
    const reading = read(m);
    if (reading !== undefined) return { reading, end: pos + m[0].length };
  }
  return undefined;
}

function skip(re: RegExp, text: string, pos: number): number {
  re.lastIndex = pos;
  const m = re.exec(text);
  return m === null ? pos : pos + m[0].length;
}

function clockRange(a: string | undefined, b: string | undefined): Reading | undefined {
  const start = readClock(a ?? '');
  const end = readClock(b ?? '');
  if (start === undefined || end === undefined) return undefined;
  return range(alignStart(start, end), end.minutes === 0 ? 1440 : end.minutes);
}

function range(start: number, end: number): Reading | undefined {
  const clampedEnd = Math.min(end, 1440);
  return clampedEnd > start && start >= 0 ? { range: { start: formatClock(start), end: formatClock(clampedEnd) } } : undefined;
}

/** Block names as preferences spell them: every kind of workout is "gym", every lunch is "lunch". */
export function namedBlock(word: string): Block {
  const w = word.trim().toLowerCase().replace(/\s+/g, ' ');
  if (w.startsWith('lunch')) return { name: 'lunch', timeRange: LUNCH };
  if (/^(?:work-?outs?|exercise|training|gym)$/.test(w)) return { name: 'gym' };
  if (w.startsWith('focus') || w === 'deep work') return { name: 'focus' };
  if (w === 'runs') return { name: 'run' };
  return { name: w.replace(/-/g, '') };
}
