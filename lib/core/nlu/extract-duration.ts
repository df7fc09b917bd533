import { allMatches } from './all-matches';
import { blank } from './mask-text';
import { NUMBER_WORDS } from '../time/number-words';

/**
 * Durations are taken out of the text before time parsing: chrono-node reads "for 30 minutes"
 * as the time 00:30 otherwise.
 */
export interface DurationMatch {
  minutes: number;
  /** The text with the duration phrase blanked out (same length, so indexes stay valid). */
  rest: string;
}

/** A duration as words, for extractors that look for one inside a longer phrase ("leave 45 minutes for lunch"). */
export const DURATION_PHRASE = String.raw`(?:(?:a\s+|one\s+)?quarter(?:\s+of\s+an?\s*|[\s-])hour|three[\s-]quarters\s+of\s+an?\s+hour|half\s+an?\s+hour|(?:a\s+)?half[\s-]hour|an?\s+hour(?:\s+and\s+a\s+half)?|\d+(?:\.\d+)?\s*-?\s*(?:minutes?|mins?|hours?|hrs?|h|m)\b|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty(?:[\s-]five)?|thirty|forty(?:[\s-]five)?|fifty|sixty|seventy(?:[\s-]five)?|ninety)[\s-]+(?:minutes?|mins?|hours?|hrs?)\b)`;

const OFFSET_AFTER = /^\s+(?:ahead|behind|ago|away|earlier|later|before|after|from\s+now|difference|apart|time\s+difference)\b/i;

const OFFSET_BEFORE =
  /(?<!\b(?:book|pencil|fit|squeeze|slot|block|put)\s)\b(?:in|within)\s+(?:(?:about|around|roughly|another|half|a\s+half|(?:a|one|three)\s+quarters?\s+of|twenty|thirty|forty|fourty|fifty|\S+\s+(?:hours?|hrs?|h)(?:\s+and)?)\s+)?$/i;

const WORD_AMOUNT = String.raw`(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)[\s-](?:one|two|three|four|five|six|seven|eight|nine)|a|an|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|seventy|eighty|ninety`;
const AMOUNT = String.raw`(\d+(?:\.\d+)?|${WORD_AMOUNT})`;

/** Global, so extractDuration can go through every match (all-matches.ts). */
/** `gate`: a cheap test the text must pass before `re` runs (rare phrasings). */
const PATTERNS: { re: RegExp; gate?: RegExp; minutes: (m: RegExpMatchArray) => number | undefined }[] = [
  // "an hour and a half", "1 hour and 15 minutes", "2 hours 30 min"
  {
    re: new RegExp(
      String.raw`\b(?:for\s+)?${AMOUNT}[\s-]*(?:hours?|hrs?|h)[\s-]*(?:and[\s-]+)?(a[\s-]half|\d+\s*(?:minutes?|mins?|m)\b)`,
      'gi',
    ),
    minutes: (m) => {
      const hours = amount(m[1]);
      const extra = /^a[\s-]half$/i.test(m[2] ?? '') ? 30 : Number.parseInt(m[2] ?? '', 10);
      return hours === undefined || Number.isNaN(extra) ? undefined : hours * 60 + extra;
    },
  },
  // "one and a half hours", "2 and a half hrs"
  {
    re: new RegExp(String.raw`\b(?:for\s+)?${AMOUNT}\s+and\s+a\s+half\s+(?:hours?|hrs?)\b`, 'gi'),
    gate: /and\s+a\s+half/i,
    minutes: (m) => {
      const hours = amount(m[1]);
      return hours === undefined ? undefined : hours * 60 + 30;
    },
  },
  // "half an hour", "for half an hour"
  { re: /\b(?:for\s+)?half\s+an?\s+hour\b/gi, minutes: () => 30 },
  // "a quarter of an hour", "a quarter-hour"; "three quarters of an hour"
  { re: /\b(?:for\s+)?(?:a\s+|one\s+)?quarter(?:\s+(?:of\s+)?an?\s+|[\s-])hour\b/gi, minutes: () => 15 },
  { re: /\b(?:for\s+)?three[\s-]quarters\s+of\s+an?\s+hour\b/gi, minutes: () => 45 },
  // "a half-hour call", "half hour slot" (said without "an")
  { re: /\b(?:for\s+)?(?:a\s+)?half[\s-]hour\b/gi, minutes: () => 30 },
  // "for 45 minutes", "90 min", "1.5 hours", "2h", "30-minute"; a single-letter unit only after
  // digits, or "am I free" would be "a m(inute)".
  {
    re: new RegExp(
      String.raw`\b(?:for\s+)?(?:(\d+(?:\.\d+)?)[\s-]*(hours?|hrs?|h|minutes?|mins?|m)|(${WORD_AMOUNT})[\s-]+(hours?|hrs?|minutes?|mins?))\b`,
      'gi',
    ),
    minutes: (m) => {
      const n = amount(m[1] ?? m[3]);
      if (n === undefined) return undefined;
      return /^h/i.test(m[2] ?? m[4] ?? '') ? n * 60 : n;
    },
  },
  // "a full hour", "one whole hour", "an hour-long meeting": last, so "never needs a full hour, trim it to 40 mins" is 40.
  {
    re: /\b(?:for\s+)?(?:(?:a|an|one)\s+)?(?:full|whole|entire|solid)\s+hour\b|\b(?:an?\s+)?hour[\s-]long\b/gi,
    gate: /(?:full|whole|entire|solid)\s+hour|hour[\s-]long/i,
    minutes: () => 60,
  },
];

export function extractDuration(text: string): DurationMatch | undefined {
  for (const { re, gate, minutes } of PATTERNS) {
    if (gate !== undefined && !gate.test(text)) continue;
    for (const m of allMatches(re, text)) {
      // "6 hours ahead", "2 hours ago": an offset, not how long the event lasts.
      if (OFFSET_AFTER.test(text.slice(m.index + m[0].length))) continue;
      // "in an hour", "within 30 minutes": when it starts, measured from now (parseWhen reads it).
      if (!/^for\b/i.test(m[0]) && OFFSET_BEFORE.test(text.slice(0, m.index))) continue;
      // "at 19h", "monday 11h": a European clock time, not how long.
      if (isEuropeanClock(m[0], text.slice(0, m.index))) continue;
      const value = minutes(m);
      // "at 3 m" is not a duration; a meeting longer than a day is not one either.
      if (value === undefined || value <= 0 || value > 24 * 60) continue;
      return { minutes: Math.round(value), rest: blank(text, m.index, m[0].length) };
    }
  }
  return undefined;
}

/**
 * After a day or "at", a bare hour with "h" (7h–23h) is the clock; 13h–23h is never a length said
 * that way. Right after a word that points at a clock ("at", "à", "um", "vers", "a las") any hour
 * is: "mardi à 10h", "à 6h".
 */
function isEuropeanClock(said: string, before: string): boolean {
  const m = /^(\d{1,2})h$/i.exec(said.trim());
  if (m === null) return false;
  const hour = Number(m[1]);
  if (hour >= 13 && hour <= 23) return true;
  if (hour <= 12 && AT_A_CLOCK.test(before)) return true;
  return hour >= 7 && hour <= 12 && CLOCK_BEFORE.test(before);
}

const CLOCK_BEFORE =
  /(?:\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|\d{1,2}(?:st|nd|rd|th)?)|(?<!\p{L})(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|aujourd'hui|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|heute|lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|hoy|prochaine?|nächste[nrs]?|próxim[oa]))[\s,]+$/iu;
/** "at", "@" and their French, German and Spanish words: what follows is the clock. */
const AT_A_CLOCK = /(?:\bat|@|(?<!\p{L})(?:à|vers|dès|um|gegen|ab|a\s+las?|hacia))\s*$/iu;

function amount(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const n = Number.parseFloat(word);
  if (!Number.isNaN(n)) return n;
  const words = word.toLowerCase().split(/[\s-]+/);
  // "forty five", "twenty-five": tens and units.
  if (words.length === 2) {
    const [tens, units] = words.map((w) => NUMBER_WORDS[w] ?? (w === 'fifty' ? 50 : w === 'fourty' ? 40 : undefined));
    return tens === undefined || units === undefined ? undefined : tens + units;
  }
  return NUMBER_WORDS[word.toLowerCase()] ?? (word.toLowerCase() === 'fifty' ? 50 : undefined);
}

/** A clock time as said: "2", "2:30", "2pm", "14:00", "14h", "noon", "two". */
const CLOCK = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:[ap](?:\.?m\.?)?|h)?|noon|midday|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const TO = String.raw`\s*(?:-|–|—|to|till|til|until|through|thru)\s*`;

/** Two clock times joined ("2 to 4", "2-4pm", "9am–noon"): a window with both ends said. */
const CLOCK_RANGE = new RegExp(String.raw`\b${CLOCK}${TO}${CLOCK}(?![\w:])`, 'i');
const FROM_RANGE = new RegExp(String.raw`\bfrom\s+${CLOCK}${TO}${CLOCK}(?![\w:])`, 'i');
const BETWEEN_RANGE = new RegExp(String.raw`\bbetween\s+${CLOCK}\s+and\s+${CLOCK}(?![\w:])`, 'i');

/** Verbs that take the time itself out of the diary: what they name is the event, end to end. */
const RESERVE_VERB =
  /\b(?:block(?:\s+(?:out|off))?|reserve|hold|protect|ring-?fence|carve\s+out|set\s+aside|keep\s+(?:\S+\s+){0,5}?(?:free|clear|open))\b/i;

/** Words that make a window a place to look in ("find time from 2 to 5"), however it is said. */
const SEARCH_WORDS =
  /\b(?:find|look(?:ing)?\s+for|search|squeeze|fit|slot|somewhere|sometime|some\s+time|any\s*time|whenever|available|free\s+time|window)\b/i;

/** A range longer than this with no "from" or reserving verb is a window to look in ("lunch 11 to 3"). */
const MAX_SAID_MINUTES = 3 * 60;
/** Longer than a working day is no single block said as "from X to Y". */
const MAX_FILL_MINUTES = 16 * 60;

/**
 * "block out 2 to 4 for deep work", "schedule the review from 10 to 11:30": a window with both
 * ends said and no length said is the event itself, not a range to search for a default-length
 * slot. A reserving verb fills any clock window ("between 2 and 4" too); other requests a
 * "from X to Y", or two ends joined ("10:30-noon") up to three hours apart. "lunch with Sam between 12
 * and 2", "lunch 11 to 3" and "find time from 2 to 5" stay searches.
 */
export function windowFillMinutes(
  text: string,
  when: { start: number; end?: number | undefined; grain: string } | undefined,
): number | undefined {
  if (when?.end === undefined || (when.grain !== 'hour' && when.grain !== 'minute')) return undefined;
  const minutes = Math.round((when.end - when.start) / 60_000);
  if (minutes < 5 || minutes > MAX_FILL_MINUTES) return undefined;
  if (SEARCH_WORDS.test(text)) return undefined;
  const reserving = RESERVE_VERB.test(text) && (CLOCK_RANGE.test(text) || BETWEEN_RANGE.test(text));
  // "car service sat 10:30-noon", "Q1 plan 2:30p-4p": both ends said, up to an afternoon, is the event.
  const said = CLOCK_RANGE.test(text) && minutes <= MAX_SAID_MINUTES;
  return reserving || said || FROM_RANGE.test(text) ? minutes : undefined;
}

/**
 * "on saturday 10 hours", "wednesday 12 hours", "at 15 hours": the hour in English as French,
 * Spanish, German or Portuguese speakers say it ("10 heures", "12 horas", "15 Uhr"), right after a
 * day or "at". Those languages' own words are left to the time reader, which knows them. A length
 * is said before the day ("block 3 hours on Saturday") or with "for"; one after a reserving or
 * spending verb stays a length ("spend saturday 8 hours on the move").
 */
const HOURS_AS_CLOCK = new RegExp(
  String.raw`(\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tmrw|\d{1,2}(?:st|nd|rd|th))[\s,]+|\bat\s+|@\s*)(\d{1,2})(\s*(?:hours?|hrs?))\b(?!\s+(?:long|of|and|\d|ahead|behind|ago|away|earlier|later|before|after|from|difference|apart|block)\b)`,
  'gi',
);
const LENGTH_VERB = /\b(?:block|reserve|hold|set\s+aside|spend|need|takes?|allow|keep)\s+[^.,;!?]*$/i;

/** Same length as the text, so indexes stay valid: "saturday 10 hours" → "saturday 10h     ". */
export function hoursSaidAsClock(text: string): string {
  return text.replace(HOURS_AS_CLOCK, (whole, before: string, hour: string, unit: string, index: number) => {
    const n = Number(hour);
    const atSaid = !/\d|day|today|tomorrow|tmrw/i.test(before);
    if (n > 23 || (!atSaid && n < 7)) return whole;
    if (LENGTH_VERB.test(text.slice(0, index + before.length))) return whole;
    return `${before}${hour}h${' '.repeat(unit.length - 1)}`;
  });
}
