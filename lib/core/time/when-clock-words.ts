import { CLOCK, FREE_STANDING, parseClock } from './when-clock-phrases';
import { NUMBER_WORDS } from './number-words';
import type { ClockTime, PieceBody, WhenMatcher } from './when-pieces';
import { fixedClock } from './when-pieces';
import { ZONE_AFTER_CLOCK, ZONE_WORD, zoneNamed } from './when-zone-names';

/**
 * Clock times as people say them rather than write them: "quarter past 3", "twenty to six",
 * "9 tonight", "7 in the evening", "three thirty pm", "18h45", "at 1830", "3pm London time". These
 * run before the written-clock matchers, which would otherwise take "3" and leave "quarter past".
 */

/** "one" … "twelve": the hours a clock is said in, from the shared number words. */
const HOUR_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map((w) => [
    w,
    NUMBER_WORDS[w] ?? 0,
  ]),
);
export const HOUR_WORD = Object.keys(HOUR_WORDS).join('|');
const UNITS: Readonly<Record<string, number>> = {
  ...HOUR_WORDS,
  thirteen: 13,
  fourteen: 14,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  fifteen: 15,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50 };

/** "oh five", "fifteen", "forty-five", "thirty": the minutes after a spoken hour. */
export const MINUTE_WORDS = String.raw`(?:o|oh)[\s-]?(?:one|two|three|four|five|six|seven|eight|nine)|(?:twenty|thirty|forty|fourty|fifty)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen`;

function minuteValue(words: string): number | undefined {
  const parts = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w !== 'o' && w !== 'oh');
  let total = 0;
  for (const p of parts) {
    const v = TENS[p] ?? UNITS[p];
    if (v === undefined) return undefined;
    total += v;
  }
  return total < 60 ? total : undefined;
}

const HOUR = String.raw`\d{1,2}|${HOUR_WORD}|noon|midnight`;
/** A spoken clock as a range end: "one", "ten thirty", "two pm". */
const SPOKEN_END = String.raw`(?:${HOUR_WORD})(?:[\s-]+(?:${MINUTE_WORDS}))?(?:\s*[ap]\.?\s?m\b\.?)?`;
/** "oh nine", "fifteen", "twenty one": the hour of a 24-hour clock said aloud. */
const SPOKEN_24_HOUR = String.raw`(?:oh|o|zero)[\s-]+(?:one|two|three|four|five|six|seven|eight|nine)|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:[\s-](?:one|two|three)\b)?`;
/** Words said while finding the time, between "at" and it: "at like one", "at um three". */
export const FILLER = String.raw`(?:(?:like|um+|uh+|erm?|maybe|say)[\s,]+)*`;
const MERIDIEM = String.raw`(?:\s*([ap])\.?\s?m\b\.?)`;

function hourOf(text: string): { hour: number; fixed: boolean } | undefined {
  const w = text.toLowerCase();
  if (w === 'noon') return { hour: 12, fixed: true };
  if (w === 'midnight') return { hour: 0, fixed: true };
  const hour = /^\d+$/.test(w) ? Number(w) : HOUR_WORDS[w];
  if (hour === undefined || hour > 23) return undefined;
  return { hour, fixed: hour === 0 || hour > 12 };
}

/** A clock time from an hour, minutes and the meridiem if said; an unsaid meridiem is left to the day's guess. */
function clock(hourText: string, minute: number, meridiem: string | undefined): ClockTime | undefined {
  const h = hourOf(hourText);
  if (h === undefined || minute < 0 || minute > 59) return undefined;
  if (meridiem !== undefined) {
    if (h.hour < 1 || h.hour > 12) return undefined;
    return fixedClock((h.hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0), minute);
  }
  return { hour: h.hour, minute, fixed: h.fixed };
}

const SPOKEN_CLOCK = new RegExp(String.raw`^(${HOUR_WORD})(?:[\s-]+(${MINUTE_WORDS}))?(?:\s*([ap])\.?\s?m\.?)?$`);

/**
 * A clock said bare, as one end of a range: "3", "3:30", "4pm", "three", "three thirty", "half 2"
 * (British, 2:30). Undefined for anything else.
 */
export function bareClock(text: string): ClockTime | undefined {
  const said = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const half = /^half (\S+)$/.exec(said);
  if (half !== null) {
    const h = hourOf(half[1] ?? '');
    return h === undefined || h.hour < 1 || h.hour > 12 ? undefined : clock(half[1] ?? '', 30, undefined);
  }
  const spoken = SPOKEN_CLOCK.exec(said);
  if (spoken !== null) {
    const minute = spoken[2] === undefined ? 0 : minuteValue(spoken[2]);
    return minute === undefined ? undefined : clock(spoken[1] ?? '', minute, spoken[3]);
  }
  return parseClock(said);
}

const time = (t: ClockTime | undefined): PieceBody[] | undefined => (t === undefined ? undefined : [{ kind: 'time', time: t }]);

/** How many minutes "quarter", "half", "twenty", "25 minutes" are. */
function amountOfMinutes(text: string): number | undefined {
  const w = text
    .toLowerCase()
    .replace(/^a\s+/, '')
    .replace(/\s*minutes?$/, '')
    .trim();
  if (w === 'quarter') return 15;
  if (w === 'half') return 30;
  if (/^\d+$/.test(w)) return Number(w);
  return minuteValue(w);
}

/** The day part said after a bare hour decides its meridiem: "9 tonight" is 21:00, "7 in the morning" 07:00. */
function meridiemOfPart(part: string, hour: number): 'a' | 'p' {
  const p = part.toLowerCase();
  if (/morning/.test(p)) return 'a';
  if (/night/.test(p) && !/tonight|tonite/.test(p) && (hour === 12 || hour <= 4)) return 'a';
  return 'p';
}

const DAY_PART_AFTER = String.raw`tonight|tonite|this\s+(?:morning|afternoon|evening)|in\s+the\s+(?:morning|afternoon|evening)|at\s+night|(?:tomorrow|today)\s+(?:morning|afternoon|evening|night)`;

const DAY_NAME = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|today|tomorrow|tmrw|tonight`;
/** Nothing but an offer before a clock said alone ("how about", "maybe", "ok so"), and nothing but a nod after. */
const OFFER_BEFORE =
  /^\s*(?:(?:how|what)\s+about|maybe|say|ok(?:ay)?|or|so|let['’]?s\s+(?:do|say)|make\s+it|try|perhaps|[,\s])*$/i;
const OFFER_AFTER =
  /^\s*(?:(?:works?|would\s+work|is\s+(?:fine|good|ok|better)|then|instead|ok|please|maybe|today|tomorrow|tonight))?\s*[?!.]*\s*$/i;
const DAY_SAID_AFTER = new RegExp(
  String.raw`^\s*,?\s*(?:on\s+)?(?:(?:this|next|coming)\s+)?(?:${DAY_NAME})\b|^\s*on\s+the\s+(?:\d|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty|thirtieth|thirty)`,
  'i',
);
const DAY_SAID_BEFORE = new RegExp(String.raw`\b(?:${DAY_NAME})\b[\s,]*(?:at\s+)?$`, 'i');

export const CLOCK_WORD_MATCHERS: readonly WhenMatcher[] = [
  {
    // "between 10am and 2pm Eastern", "3-4pm PT": a window on another zone's clock.
    gate: ZONE_WORD,
    re: new RegExp(
      String.raw`(?:\b(?:between|from)\s+)?${FREE_STANDING}(${CLOCK})\s*(?:-|–|to|and|till|until)\s*(${CLOCK})${ZONE_AFTER_CLOCK}`,
      'gi',
    ),
    read: (m) => {
      if (!/[ap]\.?\s?m|[:.]|noon|midday|midnight/i.test(m[0])) return undefined;
      const from = parseClock(m[1] ?? '');
      const to = parseClock(m[2] ?? '');
      const zone = zoneNamed(m[3], m[4], m[5]);
      if (from === undefined || to === undefined || zone === undefined) return undefined;
      return [{ kind: 'window', from, to, daily: false, zone }];
    },
  },
  {
    // "3pm London time", "9:30am EST", "noon UTC", "at 4 pacific": the clock of another zone.
    gate: ZONE_WORD,
    re: new RegExp(String.raw`(?:\b(at|by|around|from|@)\s*)?${FREE_STANDING}(${CLOCK})${ZONE_AFTER_CLOCK}`, 'gi'),
    read: (m) => {
      const said = m[2] ?? '';
      // "2 PT sessions", "3 ET al": a bare number before a short abbreviation is a time only after "at".
      if (m[1] === undefined && !/[ap]\.?\s?m|[:.]|noon|midday|midnight/i.test(said)) return undefined;
      const t = parseClock(said);
      const zone = zoneNamed(m[3], m[4], m[5]);
      return t === undefined || zone === undefined ? undefined : [{ kind: 'time', time: t, zone }];
    },
  },
  {
    // "three p m london time", "at nine eastern", "four thirty pacific time": a spoken clock of
    // another zone, said as the spoken hours below are (with "at", minutes or the meridiem).
    gate: ZONE_WORD,
    re: new RegExp(
      String.raw`(?:\b(at|by|around|from|@)\s+)?\b(${HOUR_WORD})(?:[\s-]+(${MINUTE_WORDS}))?\b(?:${MERIDIEM}|\s*(o['’]?\s?clock)\b)?${ZONE_AFTER_CLOCK}`,
      'gi',
    ),
    read: (m) => {
      if (m[1] === undefined && m[3] === undefined && m[4] === undefined && m[5] === undefined) return undefined;
      const minute = m[3] === undefined ? 0 : minuteValue(m[3]);
      const t = minute === undefined ? undefined : clock(m[2] ?? '', minute, m[4]);
      const zone = zoneNamed(m[6], m[7], m[8]);
      return t === undefined || zone === undefined ? undefined : [{ kind: 'time', time: t, zone }];
    },
  },
  {
    // "between one and two", "from ten thirty to noon on friday": a range said in spoken hours. With
    // "from" a bare pair may be a scale ("from one to ten"), so it needs minutes, a meridiem or a day.
    gate: new RegExp(String.raw`\b(?:between|from)\s+(?:${HOUR_WORD})\b`, 'i'),
    re: new RegExp(
      String.raw`\b(between|from)\s+(${SPOKEN_END})\s*(?:and|to|till|til|until|-|–)\s*(${SPOKEN_END}|noon|midnight)\b(?![\s-]*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|people|persons?|guests?|of|times?|stars?|points?)\b)`,
      'gi',
    ),
    read: (m) => {
      const from = bareClock(m[2] ?? '');
      const to = bareClock(m[3] ?? '') ?? parseClock(m[3] ?? '');
      if (from === undefined || to === undefined) return undefined;
      const between = /^between$/i.test(m[1] ?? '');
      const saidAsClock = /[ap]\.?\s?m\b|noon|midnight/i.test(m[0]) || from.minute !== 0 || to.minute !== 0;
      const dayNear =
        DAY_SAID_AFTER.test(m.input.slice(m.index + m[0].length)) || DAY_SAID_BEFORE.test(m.input.slice(0, m.index));
      if (!between && !saidAsClock && !dayNear) return undefined;
      return [{ kind: 'window', from, to, daily: false }];
    },
  },
  {
    // "quarter past 3", "twenty to six", "half past seven pm", "10 past 9", "a quarter of 4".
    gate: /\b(?:past|after|to|till?|before|of)\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)/i,
    re: new RegExp(
      String.raw`\b(?:(?:at|around|about|by)\s+)?(a\s+quarter|quarter|half|\d{1,2}(?:\s+minutes?)?|(?:${MINUTE_WORDS}|five)(?:\s+minutes?)?)\s+(past|after|to|till|til|before|of)\s+(${HOUR})(?:${MERIDIEM}|\b)`,
      'gi',
    ),
    read: (m) => {
      const amount = amountOfMinutes(m[1] ?? '');
      const relation = (m[2] ?? '').toLowerCase();
      const digits = /^\d/.test(m[1] ?? '');
      // "10 to 12" is a range and "2 after 5" a count; digits say minutes only with "past".
      // After "half" the number is a British hour: "half ten till 12" runs from 10:30.
      if (/\bhalf\s+$/i.test(m.input.slice(0, m.index))) return undefined;
      if (amount === undefined || amount >= 60 || (digits && relation !== 'past')) return undefined;
      if (relation === 'after' && !/quarter|half|minute/i.test(m[1] ?? '') && amount % 5 !== 0) return undefined;
      const base = clock(m[3] ?? '', 0, m[4]);
      if (base === undefined) return undefined;
      const forward = relation === 'past' || relation === 'after';
      if (forward) return time({ ...base, minute: amount });
      const hour = base.hour === 0 ? 23 : base.hour - 1;
      return time({ hour: base.fixed ? hour : hour === 0 ? 12 : hour, minute: 60 - amount, fixed: base.fixed });
    },
  },
  {
    // British "half four" is half past four (16:30, the hour guessed as "four" is), "half 9" 09:30,
    // "half seven tonight" 19:30. Not "half an hour", "half the team", "half 2 hours".
    gate: /\bhalf\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)/i,
    re: new RegExp(
      String.raw`\b(?:(?:at|around|about|by|from|to|till|until|@)\s+)?half\s+(\d{1,2}|${HOUR_WORD})\b(?:${MERIDIEM})?(?!\s*(?:[:./\-]\d|%|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|people|persons?|of\b|times?\b|dozen))(?=(\s+(?:${DAY_PART_AFTER}))?)`,
      'gi',
    ),
    read: (m) => {
      const h = hourOf(m[1] ?? '');
      if (h === undefined || h.hour < 1 || h.hour > 12) return undefined;
      const meridiem = m[2] ?? (m[3] === undefined ? undefined : meridiemOfPart(m[3], h.hour));
      return time(clock(m[1] ?? '', 30, meridiem));
    },
  },
  {
    // "9 tonight", "7 in the evening", "8 this morning", "at 11 at night", "6 tomorrow evening":
    // the hour is read here with the meridiem the day part gives; the day part is left for its own matcher.
    gate: /tonig?h?te?|morning|afternoon|evening|night/i,
    re: new RegExp(
      String.raw`(?:\b(?:at|around|about|by)\s+)?${FREE_STANDING}(\d{1,2}(?:[:.][0-5]\d)?|${HOUR_WORD})(?:[\s-]+(${MINUTE_WORDS}))?(?:\s*o['’]?clock)?(?=\s+(${DAY_PART_AFTER})\b)`,
      'gi',
    ),
    read: (m) => {
      // "seven thirty tonight", "nine fifteen tomorrow morning": spoken minutes after the hour.
      const [hourText, minuteText] = (m[1] ?? '').split(/[:.]/);
      const h = hourOf(hourText ?? '');
      const minute = m[2] === undefined ? Number(minuteText ?? '0') : minuteValue(m[2]);
      if (h === undefined || h.hour > 12 || minute === undefined) return undefined;
      return time(clock(hourText ?? '', minute, meridiemOfPart(m[3] ?? '', h.hour)));
    },
  },
  {
    // "18h45", "9h30", "18h" (a bare "2h" is two hours, so only afternoon hours stand alone).
    gate: /\dh/i,
    re: /\b([01]?\d|2[0-3])h([0-5]\d)\b|\b(1[3-9]|2[0-3])h\b(?!\s*(?:ours?|rs?)\b)/gi,
    read: (m) => time(fixedClock(Number(m[1] ?? m[3]), Number(m[2] ?? '0'))),
  },
  {
    // "monday 11h", "saturday, 9h30": the hour written the European way, right after the day it is on.
    // A small bare "2h" stays a length ("friday 2h of focus").
    gate: /\dh/i,
    re: /(?<=\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|\d{1,2}(?:st|nd|rd|th)?)[\s,]+(?:at\s+)?)(\d{1,2})h(?:([0-5]\d)\b|\b)(?!\s*(?:ours?|rs?)\b)/gi,
    read: (m) => {
      const hour = Number(m[1]);
      if (hour < 7 || hour > 23) return undefined;
      return time(fixedClock(hour, Number(m[2] ?? '0')));
    },
  },
  {
    // "at 1830", "0930 hrs", "1400h": the military clock.
    gate: /\d{4}/,
    re: /(?:\b(?:at|@|from|by)\s+([01]\d|2[0-3])([0-5]\d)\b(?:\s*(?:h|hrs|hours)\b)?|\b([01]\d|2[0-3])([0-5]\d)\s*(?:h|hrs|hours)\b)(?![/:.]\d)/gi,
    read: (m) => time(fixedClock(Number(m[1] ?? m[3]), Number(m[2] ?? m[4]))),
  },
  {
    // "at fifteen hundred", "oh nine hundred hours", "at nineteen thirty": the 24-hour clock said
    // aloud. A leading "oh" or an hour past 12 says it is one; "at ten thirty" is left to the next.
    gate: /hundred|teen|twenty/i,
    re: new RegExp(
      String.raw`\b(?:(at|by|from|until|till|around|@)\s+${FILLER})?(${SPOKEN_24_HOUR})[\s-]+(hundred|${MINUTE_WORDS})\b(\s+hours\b)?(?![\s-]*(?:dollars?|bucks|euros?|pounds?|quid|people|persons?|guests?|users?|feet|ft|miles?|meters?|metres?|words|calories|times|and)\b)`,
      'gi',
    ),
    read: (m) => {
      if (m[1] === undefined && m[4] === undefined) return undefined;
      const said = (m[2] ?? '').toLowerCase().split(/[\s-]+/);
      const leadingZero = said[0] === 'oh' || said[0] === 'o' || said[0] === 'zero';
      const hour = said.reduce((sum, w) => sum + (UNITS[w] ?? TENS[w] ?? 0), 0);
      const hundred = /^hundred$/i.test(m[3] ?? '');
      const minute = hundred ? 0 : minuteValue(m[3] ?? '');
      if (minute === undefined || hour > 23 || (!hundred && !leadingZero && hour <= 12)) return undefined;
      return time(fixedClock(hour, minute));
    },
  },
  {
    // "three thirty pm", "at nine", "eleven o'clock", "at seven fifteen", "four thirty?": spoken hours.
    gate: new RegExp(String.raw`\b(?:${HOUR_WORD})\b`, 'i'),
    re: new RegExp(
      String.raw`\b(?:(at|around|about|from|@|to|till|until)\s+${FILLER})?(${HOUR_WORD})(?:[\s-]+(${MINUTE_WORDS}))?\b(?:${MERIDIEM}|\s*(o['’]?\s?clock)\b)?(?![\s-]*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|people|persons?|guests?|of\s+(?:us|them|you)|times?|hundred|thousand)\b)`,
      'gi',
    ),
    read: (m) => {
      // "move it to two thirty": after "to" an hour with its minutes is a clock; "to two" alone may count.
      const saidAt = m[1] !== undefined && (!/^(?:to|till|until)$/i.test(m[1]) || m[3] !== undefined);
      const meridiem = m[4];
      // "ten fifteen on monday", "eleven thirty on the fifth": an hour with its minutes beside a day.
      const besideADay =
        m[3] !== undefined &&
        (DAY_SAID_AFTER.test(m.input.slice(m.index + m[0].length)) || DAY_SAID_BEFORE.test(m.input.slice(0, m.index)));
      // "four thirty?", "how about eleven fifteen": an hour with its minutes said on its own is the clock.
      const alone =
        m[3] !== undefined &&
        OFFER_BEFORE.test(m.input.slice(0, m.index)) &&
        OFFER_AFTER.test(m.input.slice(m.index + m[0].length));
      if (!saidAt && !besideADay && !alone && meridiem === undefined && m[5] === undefined) return undefined;
      const minute = m[3] === undefined ? 0 : minuteValue(m[3]);
      if (minute === undefined) return undefined;
      return time(clock(m[2] ?? '', minute, meridiem));
    },
  },
  {
    // A written clock with a spoken or compact meridiem: "3 p m", "at 3p", "10a".
    gate: /\d[ap]\b/i,
    // "2:30p-4p": a dash to another clock ends it; a dash into a word ("3p-ish" aside) does not.
    re: new RegExp(
      String.raw`(?:(?<=\d[ap]\s*[-–]\s*)|${FREE_STANDING})(\d{1,2}(?:[:.][0-5]\d)?)([ap])\b(?![.'’]\w|-[a-z])(?!\s*(?:%|[/.:]\d|(?:minutes?|mins?|hours?|hrs?|days?|weeks?|people|guests?)\b))`,
      'gi',
    ),
    read: (m) => {
      const [hourText, minuteText] = (m[1] ?? '').split(/[:.]/);
      return time(clock(hourText ?? '', Number(minuteText ?? '0'), m[2]));
    },
  },
];
