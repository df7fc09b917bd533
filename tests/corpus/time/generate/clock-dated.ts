// A clock on a named day, and parts of the day: date-and-time, part-of-day → tables/clock-dated.json.
// A clock with a day is that day's wall time; "midnight" is 00:00 at the end of the named day;
// a part of day alone is its window (morning [08,12), afternoon [12,17), evening [17,21),
// tonight/night [18,23), lunch [12,13)); a clock inside a part of day is just the point.
import {
  addDays,
  at,
  builder,
  type Day,
  partWindow,
  type PartName,
  point,
  today,
  tomorrow,
  weekday,
  writeTable,
} from './clock-common';
import { weekdayOfWeek } from './common';

const b = builder();
const TODAY = today();
const TOMORROW = tomorrow();

// ---------------------------------------------------------------------------------------------
// date-and-time

/** Ways to name a day, with the date each names (read on Tuesday 2026-11-24). */
const DAYS: [string, Day, { on?: boolean }][] = [
  ['tomorrow', TOMORROW, {}],
  ['tmrw', TOMORROW, {}],
  ['wednesday', weekday('wed'), { on: true }],
  ['wed', weekday('wed'), { on: true }],
  ['thursday', weekday('thu'), { on: true }],
  ['thurs', weekday('thu'), { on: true }],
  ['friday', weekday('fri'), { on: true }],
  ['fri', weekday('fri'), { on: true }],
  ['this friday', weekday('fri'), {}],
  ['saturday', weekday('sat'), { on: true }],
  ['sunday', weekday('sun'), { on: true }],
  ['monday', weekday('mon'), { on: true }],
  ['mon', weekday('mon'), { on: true }],
  ['the day after tomorrow', addDays(TODAY, 2), {}],
  ['dec 3', '2026-12-03', { on: true }],
  ['December 3rd', '2026-12-03', { on: true }],
  ['Dec 10', '2026-12-10', { on: true }],
  ['december 15', '2026-12-15', { on: true }],
  ['nov 30', '2026-11-30', { on: true }],
  ['Jan 5', '2027-01-05', { on: true }],
  ['on the 3rd', '2026-12-03', {}],
  ['12/8', '2026-12-08', { on: true }],
  ['in 2 days', addDays(TODAY, 2), {}],
  ['a week from today', addDays(TODAY, 7), {}],
];

/** Clocks, as written, with the hour and minute they mean. */
const CLOCKS: [string, number, number][] = [
  ['3pm', 15, 0],
  ['3:30pm', 15, 30],
  ['10am', 10, 0],
  ['10', 10, 0],
  ['3', 15, 0],
  ['noon', 12, 0],
  ['9am', 9, 0],
  ['9:30', 9, 30],
  ['14:00', 14, 0],
  ['quarter past 3', 15, 15],
  ['half past 10', 10, 30],
  ['11:45am', 11, 45],
  ['4', 16, 0],
  ['8am', 8, 0],
  ['5:15pm', 17, 15],
  ['1830', 18, 30],
  ['2 PM', 14, 0],
  ['11', 11, 0],
  ['4:30', 16, 30],
  ['1pm', 13, 0],
  ['7:45am', 7, 45],
  ['6pm', 18, 0],
  ['16:15', 16, 15],
  ['12:30', 12, 30],
  ['9', 9, 0],
  ['2', 14, 0],
  ['10:30am', 10, 30],
  ['ten to six', 17, 50],
  ["4 o'clock", 16, 0],
  ['8:15am', 8, 15],
];

const ORDERS: ((day: string, clock: string, on: boolean) => string | undefined)[] = [
  (d, c) => `${d} at ${c}`,
  (d, c) => `${c} ${d}`,
  (d, c) => `${d} ${c}`,
  (d, c, on) => (on ? `${c} on ${d}` : `at ${c} ${d}`),
  (d, c) => `at ${c} ${d}`,
  (d, c) => `${d} @ ${c}`,
  (d, c) => `${d}, ${c}`,
  (d, c, on) => (on ? `on ${d} at ${c}` : `${d} at ${c}`),
];
/** Bare numbers read badly glued to a day ("friday 10" is fine, "10 friday" is not, "12/8 3" worse). */
const isBare = (c: string): boolean => /^\d{1,2}$/.test(c);

let k = 0;
for (const [dayText, day, { on = false }] of DAYS) {
  for (let j = 0; j < 7; j++) {
    const [clockText, hour, minute] = CLOCKS[(k * 7 + j * 5) % CLOCKS.length] ?? CLOCKS[0] ?? ['', 0, 0];
    const order = ORDERS[(k + j) % ORDERS.length] ?? ORDERS[0];
    let text = order ? order(dayText, clockText, on) : undefined;
    if (text === undefined) continue;
    if (isBare(clockText) && !text.includes(` at ${clockText}`) && !text.startsWith(`at ${clockText}`))
      text = `${dayText} at ${clockText}`;
    if (/^\d/.test(dayText) && isBare(clockText)) text = `${dayText} at ${clockText}`;
    b.add(text, 'date-and-time', point(at(day, hour, minute)));
  }
  k++;
}

// Hand-written: today, midnight of a named day, and a few more voices.
for (const [text, day, hour, minute] of [
  ['today at 3pm', TODAY, 15, 0],
  ['today at 10:30', TODAY, 10, 30],
  ['today at noon', TODAY, 12, 0],
  ['today at 4', TODAY, 16, 0],
  ['later today at 5pm', TODAY, 17, 0],
  ['today 2:15pm', TODAY, 14, 15],
  ['at 11am today', TODAY, 11, 0],
  ['4:45pm today', TODAY, 16, 45],
  ['today at midnight', TODAY, 24, 0],
  ['tomorrow at midnight', TOMORROW, 24, 0],
  ['midnight tomorrow', TOMORROW, 24, 0],
  ['friday at midnight', weekday('fri'), 24, 0],
  ['at midnight on sunday', weekday('sun'), 24, 0],
  ['tomorrow at noon', TOMORROW, 12, 0],
  ['noon tomorrow', TOMORROW, 12, 0],
  ['midday on thursday', weekday('thu'), 12, 0],
  ['friday at midday', weekday('fri'), 12, 0],
  ['Tomorrow at 9am', TOMORROW, 9, 0],
  ['TOMORROW 9AM', TOMORROW, 9, 0],
  ['tomorrow at 9', TOMORROW, 9, 0],
  ['tomorrow at 8', TOMORROW, 8, 0],
  ['tomorrow at 7', TOMORROW, 19, 0],
  ['tomorrow at 7am', TOMORROW, 7, 0],
  ['tomorrow at 12', TOMORROW, 12, 0],
  ['tomorrow at 3p', TOMORROW, 15, 0],
  ['fri 3p', weekday('fri'), 15, 0],
  ['thu 11a', weekday('thu'), 11, 0],
  ['mon 9:30a', weekday('mon'), 9, 30],
  ['wednesday at 6.30pm', weekday('wed'), 18, 30],
  ['thursday 18h45', weekday('thu'), 18, 45],
  ['friday at 1830', weekday('fri'), 18, 30],
  ['monday 08:30', weekday('mon'), 8, 30],
  ['on monday at 0900', weekday('mon'), 9, 0],
  ['sat at 11:00', weekday('sat'), 11, 0],
  ['sunday 10:00 am', weekday('sun'), 10, 0],
  ['tomorrow at quarter to 4', TOMORROW, 15, 45],
  ['friday at half past 2', weekday('fri'), 14, 30],
  ['quarter past 10 on wednesday', weekday('wed'), 10, 15],
  ['monday at twenty past 7pm', weekday('mon'), 19, 20],
  ["thursday at 3 o'clock", weekday('thu'), 15, 0],
  ['December 3 at 2:00 PM', '2026-12-03', 14, 0],
  ['Dec. 4th at 10am', '2026-12-04', 10, 0],
  ['on the 1st at 3pm', '2026-12-01', 15, 0],
  ['on the 30th at 11', '2026-11-30', 11, 0],
  ['Thursday, December 3 at 4pm', '2026-12-03', 16, 0],
  ['Friday, Nov 27, 9:00 AM', '2026-11-27', 9, 0],
  ['Mon Nov 30 2pm', '2026-11-30', 14, 0],
  ['2026-12-02 at 15:00', '2026-12-02', 15, 0],
  ['2026-12-07 09:30', '2026-12-07', 9, 30],
  ['3 dec at 14:00', '2026-12-03', 14, 0],
  ['jan 12 2027 at 10am', '2027-01-12', 10, 0],
  ['february 2 at 1pm', '2027-02-02', 13, 0],
] as [string, Day, number, number][])
  b.add(text, 'date-and-time', point(at(day, hour, minute)));

// ---------------------------------------------------------------------------------------------
// part-of-day: windows

const PART_DAYS: [string, Day][] = [
  ['tomorrow', TOMORROW],
  ['wednesday', weekday('wed')],
  ['thursday', weekday('thu')],
  ['friday', weekday('fri')],
  ['saturday', weekday('sat')],
  ['sunday', weekday('sun')],
  ['monday', weekday('mon')],
  ['fri', weekday('fri')],
  ['thu', weekday('thu')],
];
const PART_WORDS: [string, PartName][] = [
  ['morning', 'morning'],
  ['afternoon', 'afternoon'],
  ['evening', 'evening'],
  ['night', 'night'],
];
let p = 0;
for (const [dayText, day] of PART_DAYS) {
  for (const [word, part] of PART_WORDS) {
    const style = p++ % 4;
    const text =
      style === 0
        ? `${dayText} ${word}`
        : style === 1
          ? `on ${dayText} ${word}`
          : style === 2
            ? `${dayText} in the ${word}`
            : `${dayText} ${word}`;
    if (dayText === 'tomorrow' && style === 1) {
      b.add(`tomorrow ${word}`, 'part-of-day', partWindow(day, part));
      continue;
    }
    b.add(text, 'part-of-day', partWindow(day, part));
  }
}
for (const [text, day, part] of [
  ['tonight', TODAY, 'tonight'],
  ['Tonight', TODAY, 'tonight'],
  ['tonight sometime', TODAY, 'tonight'],
  ['this afternoon', TODAY, 'afternoon'],
  ['this evening', TODAY, 'evening'],
  ['in the afternoon', TODAY, 'afternoon'],
  ['later this afternoon', TODAY, 'afternoon'],
  ['this arvo', TODAY, 'afternoon'],
  ['this eve', TODAY, 'evening'],
  ['tomorrow morning', TOMORROW, 'morning'],
  ['tmrw morning', TOMORROW, 'morning'],
  ['tomorrow afternoon', TOMORROW, 'afternoon'],
  ['tomorrow evening', TOMORROW, 'evening'],
  ['tomorrow night', TOMORROW, 'night'],
  ['wednesday night', weekday('wed'), 'night'],
  ['the morning of dec 3', '2026-12-03', 'morning'],
  ['on the afternoon of December 10', '2026-12-10', 'afternoon'],
  ['dec 8 in the evening', '2026-12-08', 'evening'],
  ['lunch tomorrow', TOMORROW, 'lunch'],
  ['tomorrow at lunch', TOMORROW, 'lunch'],
  ['tomorrow lunchtime', TOMORROW, 'lunchtime'],
  ['lunchtime friday', weekday('fri'), 'lunchtime'],
  ['at lunch on thursday', weekday('thu'), 'lunch'],
  ['over lunch monday', weekday('mon'), 'lunch'],
  ['at lunchtime on wednesday', weekday('wed'), 'lunchtime'],
  ['lunch on dec 2', '2026-12-02', 'lunch'],
  ['at lunch today', TODAY, 'lunch'],
  ['today at lunchtime', TODAY, 'lunchtime'],
  ['sometime tomorrow afternoon', TOMORROW, 'afternoon'],
  ['friday evening', weekday('fri'), 'evening'],
  ['saturday morning', weekday('sat'), 'morning'],
  ['sunday night', weekday('sun'), 'night'],
] as [string, Day, PartName][])
  b.add(text, 'part-of-day', partWindow(day, part));

// part-of-day: a clock inside a part of day is the point.
for (const [text, day, hour, minute] of [
  ['9 tonight', TODAY, 21, 0],
  ['at 9 tonight', TODAY, 21, 0],
  ['tonight at 8', TODAY, 20, 0],
  ['tonight at 7:30', TODAY, 19, 30],
  ['tonight at 11', TODAY, 23, 0],
  ['at 11 tonight', TODAY, 23, 0],
  ['eight tonight', TODAY, 20, 0],
  ['half past seven tonight', TODAY, 19, 30],
  ['10 at night', TODAY, 22, 0],
  ['at 11 at night', TODAY, 23, 0],
  ['7 in the evening', TODAY, 19, 0],
  ['at 6 in the evening', TODAY, 18, 0],
  ['at 9 in the evening', TODAY, 21, 0],
  ['3 this afternoon', TODAY, 15, 0],
  ['at 2 this afternoon', TODAY, 14, 0],
  ['this afternoon at 4:30', TODAY, 16, 30],
  ['this evening at 6:30', TODAY, 18, 30],
  ['4 in the afternoon', TODAY, 16, 0],
  ['at 1 in the afternoon', TODAY, 13, 0],
  ['10 in the morning', TODAY, 10, 0],
  ['at 11 in the morning', TODAY, 11, 0],
  ['8 in the morning', TOMORROW, 8, 0],
  ['at 6 in the morning', TOMORROW, 6, 0],
  ['tomorrow morning at 10', TOMORROW, 10, 0],
  ['tomorrow morning at 7', TOMORROW, 7, 0],
  ['tomorrow morning 9:15', TOMORROW, 9, 15],
  ['tomorrow at 7 in the morning', TOMORROW, 7, 0],
  ['at 2 in the afternoon tomorrow', TOMORROW, 14, 0],
  ['tomorrow afternoon at 3', TOMORROW, 15, 0],
  ['tomorrow evening at 6', TOMORROW, 18, 0],
  ['tomorrow night at 9', TOMORROW, 21, 0],
  ['tomorrow night at 8:30', TOMORROW, 20, 30],
  ['friday afternoon at 3', weekday('fri'), 15, 0],
  ['friday morning at 11', weekday('fri'), 11, 0],
  ['at 6 in the morning on friday', weekday('fri'), 6, 0],
  ['monday at 4 in the afternoon', weekday('mon'), 16, 0],
  ['thursday evening at 7:30', weekday('thu'), 19, 30],
  ['wednesday morning at 11', weekday('wed'), 11, 0],
  ['saturday night at 8', weekday('sat'), 20, 0],
  ['sunday morning at 10:30', weekday('sun'), 10, 30],
  ['monday morning 8:30', weekday('mon'), 8, 30],
  ['thu afternoon 2pm', weekday('thu'), 14, 0],
  ['friday night at 10', weekday('fri'), 22, 0],
  ['wednesday at 8 in the evening', weekday('wed'), 20, 0],
  ['at 5 in the afternoon on monday', weekday('mon'), 17, 0],
  ['dec 3 in the morning at 9', '2026-12-03', 9, 0],
] as [string, Day, number, number][])
  b.add(text, 'part-of-day', point(at(day, hour, minute)));

// part-of-day: the part of the day may sit between a weekday and the week it is in.
for (const [text, day, part] of [
  ['wednesday morning next week', weekdayOfWeek(3, 1), 'morning'],
  ['free up my thursday afternoon next week', weekdayOfWeek(4, 1), 'afternoon'],
  ['monday evening next week', weekdayOfWeek(1, 1), 'evening'],
  ['next week tuesday morning', weekdayOfWeek(2, 1), 'morning'],
  ['thursday afternoon the week after next', weekdayOfWeek(4, 2), 'afternoon'],
  ['friday morning of next week', weekdayOfWeek(5, 1), 'morning'],
] as [string, Day, PartName][])
  b.add(text, 'part-of-day', partWindow(day, part));

// British "half four" is half past four, its hour guessed as the bare hour's would be.
for (const [text, day, hour, minute] of [
  ['half four on sunday', weekday('sun'), 16, 30],
  ['tomorrow at half 9', TOMORROW, 9, 30],
  ['friday at half ten', weekday('fri'), 10, 30],
  ['half two on thursday', weekday('thu'), 14, 30],
  ['monday at half eleven', weekday('mon'), 11, 30],
] as [string, Day, number, number][])
  b.add(text, 'date-and-time', point(at(day, hour, minute)));
b.add('half seven tonight', 'part-of-day', point(at(TODAY, 19, 30)));

writeTable('clock-dated', b.rows);
