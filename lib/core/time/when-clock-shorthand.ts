import { FREE_STANDING, NOT_A_QUANTITY, parseClock } from './when-clock-phrases';
import { bareClock, HOUR_WORD } from './when-clock-words';
import type { ClockTime, PieceBody, WhenMatcher } from './when-pieces';
import { MONTH_NAMES, fixedClock } from './when-pieces';

/**
 * Clocks written short: "0930", "1100-1230", "13.45", "16:30h", "3ish", "EOD", "COB". A bare
 * four-digit number is as often a year, a room or part of a phone number, so it is a clock only
 * when it cannot be those: a leading zero ("0930"), or right after a day ("tomorrow 1400").
 */

/** "tomorrow", "thursday", "Dec 8", "8 Dec", "the 8th": a day said right before the clock. */
const DAY_BEFORE = new RegExp(
  String.raw`(?:\b(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|today|tomorrow|tmrw|tonight)|\b(?:${MONTH_NAMES})\.?\s+\d{1,2}(?:st|nd|rd|th)?|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTH_NAMES})\.?|\bthe\s+\d{1,2}(?:st|nd|rd|th))[\s,]*(?:at\s+)?$`,
  'i',
);
const DAY_AFTER =
  /^[\s,]*(?:on\s+)?(?:(?:this|next|coming)\s+)?(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|today|tomorrow|tmrw)\b/i;
/** Numbers that name things, not times: "room 0930", "call 0800 …", "ext 1100", "#0930". */
const NAMES_A_THING =
  /(?:\b(?:room|rm|suite|ste|unit|flat|apt|building|bldg|floor|gate|flight|train|bus|route|no|number|num|ext|extension|code|pin|call|dial|phone|tel|mobile|order|ticket|invoice|case|ref|id|po|box|page|step|item|version|v|model|part|lot|year|class|of|costs?|price[ds]?|paid|pay|total|worth|owe[ds]?|balance)\.?\s*|[#+(])$/i;
/**
 * "my PIN is 0930", "the door code: 1430", "extension number is 0800": a number said to be a
 * code's is that code. Only words that never hold a time: "the call is 0930" is a time.
 */
const A_CODE_IS =
  /\b(?:pin|passcode|password|pass\s*code|code|number|no|num|ext|extension|room|rm|suite|id|ref|account|acct|zip|postcode)\.?\s*(?:#|no\.?|number)?\s*(?:is|was|[:=])\s*$/i;
/** A year, not a clock, when nothing else says so: "2027", "1999". */
const YEAR_LIKE = /^(?:19|20)\d\d$/;

const FOUR = String.raw`(?:[01]\d|2[0-3])[0-5]\d`;
/** FREE_STANDING without its month clause: not inside a number, a date or a price. */
const NOT_INSIDE_A_NUMBER = String.raw`(?<![\w:/.\-–$£€])`;
/** Units a decimal is followed by: "13.45 kg", "10.50 euros". */
const UNIT = String.raw`(?:kg|g|lbs?|oz|km|m|mi|miles?|cm|mm|l|ml|usd|eur|gbp|dollars?|euros?|pounds?|bucks|quid|k|%)\b`;

function fourDigit(text: string): ClockTime | undefined {
  return /^\d{4}$/.test(text) ? fixedClock(Number(text.slice(0, 2)), Number(text.slice(2))) : undefined;
}

const time = (t: ClockTime | undefined): PieceBody[] | undefined => (t === undefined ? undefined : [{ kind: 'time', time: t }]);

/** A 24-hour clock without its colon may stand alone only with a leading zero, or beside a day. */
function standsAsClock(said: string, before: string, after: string): boolean {
  if (NAMES_A_THING.test(before) || A_CODE_IS.test(before)) return false;
  const besideADay = DAY_BEFORE.test(before) || DAY_AFTER.test(after);
  if (YEAR_LIKE.test(said)) return false;
  return besideADay || said.startsWith('0') || CLOCK_WORD_BEFORE.test(before);
}

/** "make it 1430", "my 1700", "move it to 1545", "-> 1600": where only a time of day can follow. */
const CLOCK_WORD_BEFORE = /(?:\b(?:make\s+(?:it|that)|my|to|till|until|it['’]s|now)|->|→)\s*$/i;

export const CLOCK_SHORTHAND_MATCHERS: readonly WhenMatcher[] = [
  {
    // "1100-1230 thursday", "0900–1030": both ends on the 24-hour clock without colons.
    gate: /\d{4}\s*[-–]\s*\d{4}/,
    re: new RegExp(String.raw`${FREE_STANDING}(${FOUR})\s*[-–]\s*(${FOUR})(?![\d/.:\-–])`, 'g'),
    read: (m) => {
      const from = m[1] ?? '';
      const to = m[2] ?? '';
      const before = m.input.slice(0, m.index);
      const after = m.input.slice(m.index + m[0].length);
      if (NAMES_A_THING.test(before) || YEAR_LIKE.test(from) || YEAR_LIKE.test(to)) return undefined;
      if (!DAY_BEFORE.test(before) && !DAY_AFTER.test(after) && !from.startsWith('0')) return undefined;
      const a = fourDigit(from);
      const b = fourDigit(to);
      if (a === undefined || b === undefined || b.hour * 60 + b.minute <= a.hour * 60 + a.minute) return undefined;
      return [{ kind: 'window', from: a, to: b, daily: false }];
    },
  },
  {
    // "0930", "tomorrow 0700", "Dec 8 0800". Not "0800 123 4567", "room 1100", "in 2027".
    gate: /\d{4}/,
    // After a month name too ("14 dec 1530"): a year there is 19xx or 20xx, which stays a year.
    re: new RegExp(String.raw`${NOT_INSIDE_A_NUMBER}(${FOUR})(?![\d/.:,\-–]|\s*\d)`, 'g'),
    read: (m) => {
      const said = m[1] ?? '';
      if (!standsAsClock(said, m.input.slice(0, m.index), m.input.slice(m.index + m[0].length))) return undefined;
      return time(fourDigit(said));
    },
  },
  {
    // "13.45", "09.30": a dotted 24-hour clock. "10.30" could be a price or a decimal, so only
    // hours a decimal rarely has (a leading zero, 13–23) or a day right before make it a clock.
    gate: /\d\.\d/,
    re: new RegExp(String.raw`${FREE_STANDING}((?:[01]\d|2[0-3])\.[0-5]\d)(?![\d.,])(?!\s*${UNIT})${NOT_A_QUANTITY}`, 'gi'),
    read: (m) => {
      const said = m[1] ?? '';
      const hour = Number(said.slice(0, 2));
      const before = m.input.slice(0, m.index);
      if (NAMES_A_THING.test(before)) return undefined;
      if (!(said.startsWith('0') || hour >= 13 || DAY_BEFORE.test(before))) return undefined;
      return time(fixedClock(hour, Number(said.slice(3))));
    },
  },
  {
    // "to 2.30", "at 9.15": the British dotted clock, where a preposition of time says it is one.
    gate: /\d\.[0-5]\d/,
    re: new RegExp(
      String.raw`(?<=^\s*|\b(?:at|to|till|until|til|from|by|around|before|after|@)\s+)(\d{1,2})\.([0-5]\d)(?![\d.,]|\s*[ap]\.?\s?m\b)(?!\s*${UNIT})${NOT_A_QUANTITY}`,
      'gi',
    ),
    read: (m) => {
      const hour = Number(m[1]);
      return hour > 23 ? undefined : time(parseClock(`${String(hour)}:${m[2] ?? '00'}`));
    },
  },
  {
    // "3 Dec 10:30", "8th of March 09:15": a colon clock after a written date, which the plain
    // clock reader leaves alone after a month name lest "Dec 3" lose its day.
    gate: new RegExp(String.raw`\b(?:${MONTH_NAMES})\.?,?\s+(?:at\s+)?\d{1,2}:\d`, 'i'),
    re: new RegExp(
      String.raw`(?<=\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTH_NAMES})\.?,?\s+(?:at\s+)?)(\d{1,2}:[0-5]\d(?:\s*[ap]\.?\s?m\b\.?)?)(?![\w:/])`,
      'gi',
    ),
    read: (m) => time(parseClock(m[1] ?? '')),
  },
  {
    // "16:30h", "9:15 hrs": a colon clock with the European hour mark.
    gate: /:\d\d\s*h/i,
    re: new RegExp(String.raw`${FREE_STANDING}(\d{1,2}:[0-5]\d)\s*(?:h|hrs)\b`, 'gi'),
    read: (m) => {
      const t = parseClock(m[1] ?? '');
      return t === undefined ? undefined : time({ ...t, fixed: t.fixed || t.hour > 12 || /^0/.test(m[1] ?? '') });
    },
  },
  {
    // "3ish", "5:30ish", "10-ish", "threeish": about then, which a scheduler reads as then.
    gate: /ish\b/i,
    re: new RegExp(
      String.raw`${FREE_STANDING}(\d{1,2}(?:[:.][0-5]\d)?(?:\s*[ap]\.?\s?m\.?)?|${HOUR_WORD}|noon|midday)\s*-?\s*ish\b`,
      'gi',
    ),
    read: (m) => time(bareClock(m[1] ?? '')),
  },
  {
    // "EOD friday", "by COB", "end of day tomorrow", "close of business": 17:00, the end of the
    // default working day. "At the end of the day" is an idiom, so "the day" needs
    // a deadline word before it or a day after it; "cob" in lower case needs one as well.
    gate: /\b(?:eod|cob|eob|end\s+of|close\s+of)\b/i,
    re: /\b(?:(by|before|until|till|at|around|for)\s+)?(?:(eod|cob|eob)|(?:the\s+)?(?:end|close)\s+of\s+(?:(business|play)|(the\s+)?(?:(?:business|work(?:ing)?)\s+)?day))\b/gi,
    read: (m) => {
      const after = m.input.slice(m.index + m[0].length);
      const deadline = m[1] !== undefined && !/^(?:at|around|for)$/i.test(m[1]);
      const dayNear = DAY_AFTER.test(after) || DAY_BEFORE.test(m.input.slice(0, m.index));
      if (m[2] !== undefined && m[2] === 'cob' && !deadline && !dayNear) return undefined;
      if (m[4] !== undefined && !/business|work/i.test(m[0]) && !deadline && !dayNear) return undefined;
      // "before EOD", "by COB" are the same deadline as "before 5pm": the day up to 17:00.
      return deadline ? [{ kind: 'window', to: fixedClock(17), daily: false }] : time(fixedClock(17));
    },
  },
];
