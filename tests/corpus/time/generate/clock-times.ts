// Clock times without a date: clock-12h, clock-24h, clock-words → tables/clock-times.json.
// A clock without a date is today if still ahead of now, else tomorrow (nextClock).
import { bareHour, builder, type Ctx, h24, nextClock, point, REF, TZ, twelve, writeTable } from './clock-common';

const b = builder();
/** Read later in the day, so earlier clocks roll over to tomorrow. */
const AFTERNOON: Ctx = { now: '2026-11-24T16:30:00-05:00', tz: TZ };
const LATE: Ctx = { now: '2026-11-24T22:10:00-05:00', tz: TZ };

function clock(text: string, category: string, hour: number, minute: number, ctx: Ctx = REF): void {
  b.add(text, category, point(nextClock(hour, minute, ctx)), ctx);
}

// ---------------------------------------------------------------------------------------------
// clock-12h: am/pm in its spellings, and bare hours (1–7 pm, 8–11 am, 12 noon)

const PREFIXES = ['', 'at ', 'at ', '@ ', 'schedule it for ', 'set it for ', 'make it ', 'around '];
const MERIDIEM_STYLES: ((h: number, m: number) => string)[] = [
  (h, m) => twelve(h, m),
  (h, m) => twelve(h, m, { space: true }),
  (h, m) => twelve(h, m, { upper: true }),
  (h, m) => twelve(h, m, { space: true, upper: true }),
  (h, m) => twelve(h, m, { dots: true }),
  (h, m) => twelve(h, m, { space: true, dots: true }),
];
let i = 0;
for (const mer of ['am', 'pm'] as const) {
  for (const h of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
    for (const m of [0, 15, 30, 45, 5, 20, 50]) {
      i++;
      if (mer === 'am' && h < 6 && m !== 30) continue; // few small hours of the night
      if ((h + m + (mer === 'am' ? 1 : 0)) % 3 !== 0 && m !== 0) continue; // thin out
      const hour = h24(h, mer);
      if (hour === 9 && m === 0) continue; // exactly now
      if (hour === 0 && m === 0) continue; // "12am": which midnight is unclear
      const style = MERIDIEM_STYLES[i % MERIDIEM_STYLES.length] ?? MERIDIEM_STYLES[0];
      const prefix = PREFIXES[i % PREFIXES.length] ?? '';
      if (prefix === 'around ' && m % 15 !== 0) continue;
      clock(`${prefix}${style ? style(hour, m) : ''}`, 'clock-12h', hour, m);
    }
  }
}
// Short forms: "3p", "11a", "6.30pm", "7:45p".
for (const [text, hour, minute] of [
  ['3p', 15, 0],
  ['at 3p', 15, 0],
  ['4p', 16, 0],
  ['at 5p', 17, 0],
  ['2:30p', 14, 30],
  ['at 7:45p', 19, 45],
  ['11a', 11, 0],
  ['at 10a', 10, 0],
  ['10:30a', 10, 30],
  ['6.30pm', 18, 30],
  ['at 6.30pm', 18, 30],
  ['at 4.15pm', 16, 15],
  ['11.45am', 11, 45],
  ['at 8.30 pm', 20, 30],
  ['3:00pm', 15, 0],
  ['at 03:00 pm', 15, 0],
  ['at 10:00am', 10, 0],
  ['12pm', 12, 0],
  ['at 12pm', 12, 0],
  ['at 12:30pm', 12, 30],
  ['12:15 PM', 12, 15],
  ['at 12:30am', 0, 30],
  ['1am', 1, 0],
  ['at 5:30am', 5, 30],
  ['at 6am', 6, 0],
  ['at 7 am', 7, 0],
  ['at 8am', 8, 0],
  ['at 8:59am', 8, 59],
  ['at 9:01am', 9, 1],
  ['at 9:05 am', 9, 5],
  ['at 11:59pm', 23, 59],
  ['at 10pm', 22, 0],
  ['9pm', 21, 0],
  ['at 11 pm', 23, 0],
] as const)
  clock(text, 'clock-12h', hour, minute);

// Bare hours: 1–7 pm, 8–11 am, 12 noon.
for (const h of [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12]) {
  clock(`at ${String(h)}`, 'clock-12h', bareHour(h), 0);
  if (h !== 8) clock(`at ${String(h)}:30`, 'clock-12h', bareHour(h), 30);
}
for (const [text, h, m] of [
  ['at 3:15', 3, 15],
  ['at 4:45', 4, 45],
  ['at 2:10', 2, 10],
  ['at 10:15', 10, 15],
  ['at 11:45', 11, 45],
  ['at 9:30', 9, 30],
  ['at 9:45', 9, 45],
  ['at 8:45', 8, 45],
  ['at 12:45', 12, 45],
  ['at 1:15', 1, 15],
  ['at 6:15', 6, 15],
  ['at 7:05', 7, 5],
  ['@3', 3, 0],
  ['@ 4:30', 4, 30],
] as const)
  clock(text, 'clock-12h', bareHour(h), m);

// The same clocks read later in the day roll over to tomorrow when already past.
for (const [text, hour, minute] of [
  ['at 3pm', 15, 0],
  ['at 4:30pm', 16, 30],
  ['at 4:45pm', 16, 45],
  ['at 5pm', 17, 0],
  ['at 10am', 10, 0],
  ['at 11:30 am', 11, 30],
  ['at 2', 14, 0],
  ['at 5', 17, 0],
  ['at 7:30', 19, 30],
  ['at 11', 11, 0],
  ['9pm', 21, 0],
] as const) {
  clock(text, 'clock-12h', hour, minute, AFTERNOON);
}
for (const [text, hour, minute] of [
  ['at 10pm', 22, 0],
  ['at 10:30pm', 22, 30],
  ['at 11pm', 23, 0],
  ['at 9pm', 21, 0],
  ['at 3', 15, 0],
] as const)
  clock(text, 'clock-12h', hour, minute, LATE);

// ---------------------------------------------------------------------------------------------
// clock-24h

const H24 = [
  ['13:00', 13, 0],
  ['at 13:00', 13, 0],
  ['14:00', 14, 0],
  ['at 14:30', 14, 30],
  ['15:30', 15, 30],
  ['at 15:45', 15, 45],
  ['at 16:00', 16, 0],
  ['16:20', 16, 20],
  ['at 17:00', 17, 0],
  ['17:15', 17, 15],
  ['at 18:30', 18, 30],
  ['at 19:00', 19, 0],
  ['19:45', 19, 45],
  ['at 20:00', 20, 0],
  ['at 21:15', 21, 15],
  ['22:00', 22, 0],
  ['at 23:30', 23, 30],
  ['at 23:59', 23, 59],
  ['at 00:30', 0, 30],
  ['00:15', 0, 15],
  ['at 06:00', 6, 0],
  ['at 07:30', 7, 30],
  ['07:45', 7, 45],
  ['at 08:00', 8, 0],
  ['at 08:30', 8, 30],
  ['at 09:30', 9, 30],
  ['09:15', 9, 15],
  ['at 10:00', 10, 0],
  ['10:45', 10, 45],
  ['at 11:00', 11, 0],
  ['at 12:00', 12, 0],
  ['12:30', 12, 30],
  ['at 1830', 18, 30],
  ['at 1400', 14, 0],
  ['at 1515', 15, 15],
  ['at 0930', 9, 30],
  ['at 0800', 8, 0],
  ['at 2100', 21, 0],
  ['at 1145', 11, 45],
  ['at 1700', 17, 0],
  ['at 1300 hrs', 13, 0],
  ['at 1600 hours', 16, 0],
  ['18h45', 18, 45],
  ['at 18h45', 18, 45],
  ['at 14h', 14, 0],
  ['at 13h30', 13, 30],
  ['at 20h', 20, 0],
  ['at 9h30', 9, 30],
  ['at 17h', 17, 0],
  ['at 16h15', 16, 15],
  ['at 20.30', 20, 30],
  ['at 17.45', 17, 45],
  ['at 13.15', 13, 15],
  ['schedule it for 15:00', 15, 0],
  ['set it for 16:30', 16, 30],
  ['make it 14:15', 14, 15],
  ['@ 13:45', 13, 45],
  ['@ 18:00', 18, 0],
  ['at 22:45', 22, 45],
  ['at 21:00', 21, 0],
  ['20:15', 20, 15],
  ['at 11:30', 11, 30],
  ['at 10:05', 10, 5],
  ['at 15:10', 15, 10],
  ['at 13:55', 13, 55],
] as const;
for (const [text, hour, minute] of H24) clock(text, 'clock-24h', hour, minute);
for (const [text, hour, minute] of [
  ['at 14:00', 14, 0],
  ['at 16:00', 16, 0],
  ['at 17:30', 17, 30],
  ['at 1830', 18, 30],
  ['at 10:00', 10, 0],
  ['at 23:00', 23, 0],
] as const)
  clock(text, 'clock-24h', hour, minute, AFTERNOON);
for (const [text, hour, minute] of [
  ['at 21:30', 21, 30],
  ['at 22:30', 22, 30],
  ['at 23:15', 23, 15],
] as const)
  clock(text, 'clock-24h', hour, minute, LATE);

// ---------------------------------------------------------------------------------------------
// clock-words: noon, midnight, quarter past, ten to, o'clock…

const NUM = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const n = (h: number, asWord: boolean): string => (asWord ? (NUM[h] ?? '') : String(h));

for (const [text, hour, minute] of [
  ['noon', 12, 0],
  ['at noon', 12, 0],
  ['at 12 noon', 12, 0],
  ['twelve noon', 12, 0],
  ['midday', 12, 0],
  ['at midday', 12, 0],
  ['Noon', 12, 0],
  ['at midnight', 24, 0],
  ['midnight', 24, 0],
  ['at 12 midnight', 24, 0],
] as const)
  clock(text, 'clock-words', hour, minute);
clock('at noon', 'clock-words', 12, 0, AFTERNOON);
clock('midday', 'clock-words', 12, 0, AFTERNOON);
b.add('at midnight', 'clock-words', point('2026-11-25T00:00:00-05:00'), AFTERNOON);
b.add('midnight', 'clock-words', point('2026-11-25T00:00:00-05:00'), LATE);

// "quarter past H", "half past H", "N past H", "quarter to H", "N to H" with H a bare hour
// (or with am/pm). The base hour follows the bare-hour rule; "to" counts back from it.
type Phrase = [string, number, number]; // text, hour (24h), minute
const phrases: Phrase[] = [];
for (const h of [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]) {
  const w = h % 2 === 0; // alternate digits and words
  const base = bareHour(h);
  phrases.push([`quarter past ${n(h, w)}`, base, 15]);
  phrases.push([`half past ${n(h, !w)}`, base, 30]);
  phrases.push([`quarter to ${n(h, !w)}`, base - 1, 45]);
}
for (const [text, hour, minute] of [
  ['quarter past 3', 15, 15],
  ['at quarter past 3', 15, 15],
  ['a quarter past 3', 15, 15],
  ['quarter after 3', 15, 15],
  ['quarter after four', 16, 15],
  ['quarter to 4', 15, 45],
  ['quarter of 4', 15, 45],
  ['a quarter to 4', 15, 45],
  ['quarter of five', 16, 45],
  ['half past 2', 14, 30],
  ['at half past 2', 14, 30],
  ['half past ten', 10, 30],
  ['twenty past 7pm', 19, 20],
  ['twenty past 7', 19, 20],
  ['ten past 4', 16, 10],
  ['five past 11', 11, 5],
  ['ten past ten', 10, 10],
  ['twenty five past 4', 16, 25],
  ['25 past 5', 17, 25],
  ['10 past 2', 14, 10],
  ['ten to six', 17, 50],
  ['five to 3', 14, 55],
  ['twenty to 5', 16, 40],
  ['25 to 6', 17, 35],
  ['ten to eleven', 10, 50],
  ['five to twelve', 11, 55],
  ['ten till five', 16, 50],
  ['quarter till 2', 13, 45],
  ['at ten to 4', 15, 50],
  ['half past 7pm', 19, 30],
  ['quarter to 8pm', 19, 45],
  ['quarter past 10am', 10, 15],
  ['half past 11am', 11, 30],
  ['quarter past 6 pm', 18, 15],
  ['half past eight in the evening', 20, 30],
  ['quarter past 8', 8, 15],
  ['half past 9', 9, 30],
  ['quarter past nine', 9, 15],
  ['quarter to ten', 9, 45],
  ["3 o'clock", 15, 0],
  ["at 3 o'clock", 15, 0],
  ["at four o'clock", 16, 0],
  ["10 o'clock", 10, 0],
  ["at eleven o'clock", 11, 0],
  ["at 12 o'clock", 12, 0],
  ["at 7 o'clock", 19, 0],
  ["5 o'clock", 17, 0],
  ['3 oclock', 15, 0],
  ["2 o'clock pm", 14, 0],
  ["at 10 o'clock am", 10, 0],
  ["at 8 o'clock pm", 20, 0],
  ['at three', 15, 0],
  ['at four thirty', 16, 30],
  ['at ten', 10, 0],
  ['at eleven', 11, 0],
  ['at one', 13, 0],
  ['at two thirty', 14, 30],
  ['at five pm', 17, 0],
  ['at ten am', 10, 0],
  ['at three fifteen', 15, 15],
  ['at eleven forty five', 11, 45],
] as const)
  phrases.push([text, hour, minute]);
for (const [text, hour, minute] of phrases) clock(text, 'clock-words', hour, minute);
for (const [text, hour, minute] of [
  ['quarter past 3', 15, 15],
  ['half past 4', 16, 30],
  ['quarter to 5', 16, 45],
  ["3 o'clock", 15, 0],
  ['ten to six', 17, 50],
] as const)
  clock(text, 'clock-words', hour, minute, AFTERNOON);

writeTable('clock-times', b.rows);
