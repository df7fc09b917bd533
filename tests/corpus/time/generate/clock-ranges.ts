// Spans of clock time: range-time, duration-attached, relative-instant → tables/clock-ranges.json.
// A range is start and end on the day named (or, without a day, today if the start is still ahead,
// else tomorrow); "after X" on a day runs to that day's end, "before X" from its start; a duration
// after a clock gives the end; "in 2 hours" counts elapsed time from now.
import {
  at,
  builder,
  type Ctx,
  type Day,
  fromNow,
  nextClockDay,
  plusMinutes,
  point,
  span,
  today,
  tomorrow,
  TZ,
  weekday,
  window,
  writeTable,
} from './clock-common';

const b = builder();
const TODAY = today();
const TOMORROW = tomorrow();

// ---------------------------------------------------------------------------------------------
// range-time

/** Ranges as written, with [h1, m1, h2, m2] (24-hour) they mean. */
const RANGES: [string, number, number, number, number][] = [
  ['3-5pm', 15, 0, 17, 0],
  ['3 - 5 pm', 15, 0, 17, 0],
  ['3pm-5pm', 15, 0, 17, 0],
  ['3pm to 5pm', 15, 0, 17, 0],
  ['from 3 to 5', 15, 0, 17, 0],
  ['from 3pm to 5pm', 15, 0, 17, 0],
  ['between 2 and 4', 14, 0, 16, 0],
  ['between 2pm and 4pm', 14, 0, 16, 0],
  ['3pm until 5pm', 15, 0, 17, 0],
  ['from 3 till 5', 15, 0, 17, 0],
  ['10:30 to 11:30', 10, 30, 11, 30],
  ['10:30-11:30am', 10, 30, 11, 30],
  ['from 10:30am to noon', 10, 30, 12, 0],
  ['noon to 2', 12, 0, 14, 0],
  ['from noon to 1:30', 12, 0, 13, 30],
  ['12-1', 12, 0, 13, 0],
  ['11am-1pm', 11, 0, 13, 0],
  ['11-1', 11, 0, 13, 0],
  ['2:15-3pm', 14, 15, 15, 0],
  ['1:30 to 3', 13, 30, 15, 0],
  ['14:00-15:30', 14, 0, 15, 30],
  ['from 13:00 to 14:00', 13, 0, 14, 0],
  ['9:30-10:30', 9, 30, 10, 30],
  ['4 to 6:30pm', 16, 0, 18, 30],
  ['from 6 to 8pm', 18, 0, 20, 0],
  ['8-10pm', 20, 0, 22, 0],
  ['between noon and 2', 12, 0, 14, 0],
  ['from 3 until 4:30', 15, 0, 16, 30],
  ['1-2pm', 13, 0, 14, 0],
  ['from 10 to 11', 10, 0, 11, 0],
  ['10am-12pm', 10, 0, 12, 0],
  ['10am to 2pm', 10, 0, 14, 0],
  ['from 10 to 2', 10, 0, 14, 0],
  ['between 1 and 3pm', 13, 0, 15, 0],
  ['4:00-4:30pm', 16, 0, 16, 30],
  ['from 2:30 to 3:15', 14, 30, 15, 15],
  ['16:00–17:00', 16, 0, 17, 0],
  ['from 1500 to 1630', 15, 0, 16, 30],
  ['5-6', 17, 0, 18, 0],
  ['from 9 to 5', 9, 0, 17, 0],
  ['9am-5pm', 9, 0, 17, 0],
  ['9-11am', 9, 0, 11, 0],
  ['7-9pm', 19, 0, 21, 0],
  ['between 11 and 12', 11, 0, 12, 0],
  ['from quarter past 2 to 3', 14, 15, 15, 0],
  ['half past 1 to half past 2', 13, 30, 14, 30],
  ['from 3 to 3:30', 15, 0, 15, 30],
  ['2-2:45pm', 14, 0, 14, 45],
];

/** Days to hang ranges on. */
const RANGE_DAYS: [string, Day][] = [
  ['tomorrow', TOMORROW],
  ['friday', weekday('fri')],
  ['monday', weekday('mon')],
  ['thu', weekday('thu')],
  ['dec 3', '2026-12-03'],
  ['wednesday', weekday('wed')],
  ['saturday', weekday('sat')],
  ['December 9', '2026-12-09'],
];
const RANGE_ORDERS: ((range: string, day: string) => string)[] = [
  (r, d) => `${d} ${r}`,
  (r, d) => (/^(dec|\d)/i.test(d) ? `${r} on ${d}` : `${r} ${d}`),
  (r, d) => `${r} on ${d}`,
  (r, d) => `${d}, ${r}`,
];

let r = 0;
for (const [text, h1, m1, h2, m2] of RANGES) {
  // Without a day: today if the start is still ahead, else tomorrow. Left out: a start of exactly
  // now, and a bare "12-1" (which could as well be a date).
  if ((h1 !== 9 || m1 !== 0) && !/^\d{1,2}-\d{1,2}$/.test(text))
    b.add(text, 'range-time', window(nextClockDay(h1, m1), h1, m1, h2, m2));
  // With days: two per range, rotating through days and word orders.
  for (let j = 0; j < 2; j++) {
    const [dayText, dayDate] = RANGE_DAYS[(r * 3 + j * 5) % RANGE_DAYS.length] ?? ['tomorrow', TOMORROW];
    let order = RANGE_ORDERS[(r + j) % RANGE_ORDERS.length] ?? RANGE_ORDERS[0];
    // "tomorrow" takes no "on".
    if (dayText === 'tomorrow' && order === RANGE_ORDERS[2]) order = RANGE_ORDERS[1];
    if (order) b.add(order(text, dayText), 'range-time', window(dayDate, h1, m1, h2, m2));
  }
  r++;
}
for (const [text, day, h1, m1, h2, m2] of [
  ['between 2 and 4 on friday', weekday('fri'), 14, 0, 16, 0],
  ['tomorrow between 10 and noon', TOMORROW, 10, 0, 12, 0],
  ['on monday from 9:30 to 11', weekday('mon'), 9, 30, 11, 0],
  ['thursday from 1 to 2:30pm', weekday('thu'), 13, 0, 14, 30],
  ['friday 10-11:30am', weekday('fri'), 10, 0, 11, 30],
  ['tomorrow 8:30-9:30am', TOMORROW, 8, 30, 9, 30],
  ['Dec 9, 3:00–4:00 PM', '2026-12-09', 15, 0, 16, 0],
  ['tmrw 2-3', TOMORROW, 14, 0, 15, 0],
  ['today 3-4pm', TODAY, 15, 0, 16, 0],
  ['today from 1 to 2', TODAY, 13, 0, 14, 0],
  ['this afternoon 2-3', TODAY, 14, 0, 15, 0],
  ['tomorrow morning 9-10', TOMORROW, 9, 0, 10, 0],
  ['friday afternoon from 2 to 4', weekday('fri'), 14, 0, 16, 0],
  ['tonight 7-9', TODAY, 19, 0, 21, 0],
  // "after X" runs to the end of the day; "before X" from its start.
  ['friday after 3pm', weekday('fri'), 15, 0, 24, 0],
  ['after 5pm on friday', weekday('fri'), 17, 0, 24, 0],
  ['tomorrow after 4', TOMORROW, 16, 0, 24, 0],
  ['after 6 on thursday', weekday('thu'), 18, 0, 24, 0],
  ['wednesday after 2:30pm', weekday('wed'), 14, 30, 24, 0],
  ['monday after lunch', weekday('mon'), 13, 0, 24, 0],
  ['any time after 1 on dec 3', '2026-12-03', 13, 0, 24, 0],
  ['tomorrow before noon', TOMORROW, 0, 0, 12, 0],
  ['before noon tomorrow', TOMORROW, 0, 0, 12, 0],
  ['monday before 10am', weekday('mon'), 0, 0, 10, 0],
  ['before 2pm tomorrow', TOMORROW, 0, 0, 14, 0],
  ['friday before 11', weekday('fri'), 0, 0, 11, 0],
  ['on thursday before 4pm', weekday('thu'), 0, 0, 16, 0],
  ['sometime friday before 3', weekday('fri'), 0, 0, 15, 0],
  // Bare hours next to a day, or after a verb that reserves time, are a range of the clock.
  ['block out 2 to 4 on thursday', weekday('thu'), 14, 0, 16, 0],
  ['2 to 4 on friday', weekday('fri'), 14, 0, 16, 0],
  ['9 to 11 tomorrow', TOMORROW, 9, 0, 11, 0],
  ['book 10 to 12 on monday', weekday('mon'), 10, 0, 12, 0],
  ['block 3 to 5 on dec 3', '2026-12-03', 15, 0, 17, 0],
  // "onwards" is open-ended, as "after" is.
  ['friday from 6pm onwards', weekday('fri'), 18, 0, 24, 0],
  ['6pm onwards tomorrow', TOMORROW, 18, 0, 24, 0],
  ['tomorrow from 5 onwards', TOMORROW, 17, 0, 24, 0],
  ['7pm or later on thursday', weekday('thu'), 19, 0, 24, 0],
] as [string, Day, number, number, number, number][])
  b.add(text, 'range-time', window(day, h1, m1, h2, m2));

// ---------------------------------------------------------------------------------------------
// duration-attached

/** Durations as written after a clock ("for …"), in minutes. */
const FOR: [string, number][] = [
  ['45 minutes', 45],
  ['45 min', 45],
  ['an hour', 60],
  ['1 hour', 60],
  ['1h', 60],
  ['an hour and a half', 90],
  ['90 minutes', 90],
  ['1.5 hours', 90],
  ['half an hour', 30],
  ['30 mins', 30],
  ['2 hours', 120],
  ['two hours', 120],
  ['20 minutes', 20],
  ['15 mins', 15],
  ['2.5 hours', 150],
  ['3 hours', 180],
  ['an hour and 15 minutes', 75],
  ['1 hr', 60],
  ['1h30', 90],
  ['40 min', 40],
];
/** Durations as a modifier before a noun ("a 45-minute call"). */
const ADJ: [string, number][] = [
  ['45-minute', 45],
  ['30 min', 30],
  ['hour-long', 60],
  ['1-hour', 60],
  ['90 minute', 90],
  ['2-hour', 120],
  ['15-minute', 15],
  ['half-hour', 30],
  ['20 min', 20],
  ['1hr', 60],
];
const DURATION_CLOCKS: [string, string, Day, number, number][] = [
  // clock text, day text (may be empty), date, hour, minute
  ['3pm', '', nextClockDay(15), 15, 0],
  ['at 2', '', nextClockDay(14), 14, 0],
  ['at 10', 'tomorrow', TOMORROW, 10, 0],
  ['at 11', 'friday', weekday('fri'), 11, 0],
  ['at 4pm', '', nextClockDay(16), 16, 0],
  ['9am', 'monday', weekday('mon'), 9, 0],
  ['at noon', '', nextClockDay(12), 12, 0],
  ['at 3', 'thursday', weekday('thu'), 15, 0],
  ['at 10:30', '', nextClockDay(10, 30), 10, 30],
  ['at 1:15pm', 'wednesday', weekday('wed'), 13, 15],
  ['at 14:00', 'dec 3', '2026-12-03', 14, 0],
  ['at 5', 'tomorrow', TOMORROW, 17, 0],
  ['at 8:30am', 'tomorrow', TOMORROW, 8, 30],
  ['at 6pm', 'saturday', weekday('sat'), 18, 0],
  ['at 11:45', '', nextClockDay(11, 45), 11, 45],
];
let d = 0;
for (const [clockText, dayText, day, hour, minute] of DURATION_CLOCKS) {
  const start = at(day, hour, minute);
  for (let j = 0; j < 4; j++) {
    const [durText, mins] = FOR[(d * 3 + j * 7) % FOR.length] ?? ['an hour', 60];
    const expect = span(start, plusMinutes(start, mins));
    const when = dayText === '' ? clockText : j % 2 === 0 ? `${dayText} ${clockText}` : `${clockText} ${dayText}`;
    const text = j === 3 ? `for ${durText} ${when}` : `${when} for ${durText}`;
    b.add(text, 'duration-attached', expect);
  }
  for (let j = 0; j < 2; j++) {
    const [adj, mins] = ADJ[(d * 2 + j) % ADJ.length] ?? ['1-hour', 60];
    const noun = ['meeting', 'call', 'sync', 'chat', 'review'][(d + j) % 5] ?? 'meeting';
    const when = dayText === '' ? clockText : `${dayText} ${clockText}`;
    const article = adj.startsWith('hour') ? 'an' : 'a';
    b.add(`${article} ${adj} ${noun} ${when}`, 'duration-attached', span(start, plusMinutes(start, mins)));
  }
  d++;
}
for (const [text, day, hour, minute, mins] of [
  ['3pm for 45 minutes', nextClockDay(15), 15, 0, 45],
  ['tomorrow at 10 for an hour and a half', TOMORROW, 10, 0, 90],
  ['at 2 for 2 hours', nextClockDay(14), 14, 0, 120],
  ['friday at 11 for 30 min', weekday('fri'), 11, 0, 30],
  ['at 4pm for an hour', nextClockDay(16), 16, 0, 60],
  ['monday 9am for 90 minutes', weekday('mon'), 9, 0, 90],
  ['at noon for 1h', nextClockDay(12), 12, 0, 60],
  ['at 3 for 1.5 hours', nextClockDay(15), 15, 0, 90],
  ['at 10:30 for 20 mins', nextClockDay(10, 30), 10, 30, 20],
  ['for an hour at 2pm', nextClockDay(14), 14, 0, 60],
  ['for 30 minutes at 4', nextClockDay(16), 16, 0, 30],
  ['a 45 minute meeting at 3pm', nextClockDay(15), 15, 0, 45],
  ['30 min call tomorrow at 11', TOMORROW, 11, 0, 30],
  ['1 hour meeting friday at 2', weekday('fri'), 14, 0, 60],
  ['15 min chat at 10:45', nextClockDay(10, 45), 10, 45, 15],
  ['2h workshop on thursday at 1pm', weekday('thu'), 13, 0, 120],
  ['at 4 for half an hour', nextClockDay(16), 16, 0, 30],
  ['tomorrow 3pm for 45m', TOMORROW, 15, 0, 45],
  ['1hr meeting at 3', nextClockDay(15), 15, 0, 60],
  ['90-minute review monday at 10', weekday('mon'), 10, 0, 90],
  ['tomorrow at 9am for 2 hrs', TOMORROW, 9, 0, 120],
  ['tonight at 8 for 2 hours', TODAY, 20, 0, 120],
  ['at 11:30 for 1 hour', nextClockDay(11, 30), 11, 30, 60],
  ['friday 4pm, 30 minutes', weekday('fri'), 16, 0, 30],
] as [string, Day, number, number, number][]) {
  const start = at(day, hour, minute);
  b.add(text, 'duration-attached', span(start, plusMinutes(start, mins)));
}

// ---------------------------------------------------------------------------------------------
// relative-instant

const AFTERNOON: Ctx = { now: '2026-11-24T14:20:00-05:00', tz: TZ };
const LATE: Ctx = { now: '2026-11-24T23:30:00-05:00', tz: TZ };
const RELATIVE: [string, number][] = [
  ['in 2 hours', 120],
  ['in 30 min', 30],
  ['in half an hour', 30],
  ['an hour from now', 60],
  ['in 90 minutes', 90],
  ['now', 0],
  ['right now', 0],
  ['in 15 minutes', 15],
  ['in 45 mins', 45],
  ['in an hour', 60],
  ['in 3 hours', 180],
  ['in 10 min', 10],
  ['20 minutes from now', 20],
  ['in 1 hour 30 minutes', 90],
  ['in 2.5 hours', 150],
  ['in 4 hrs', 240],
  ['in an hour and a half', 90],
  ['in 5 minutes', 5],
  ['in two hours', 120],
  ['in twenty minutes', 20],
  ['half an hour from now', 30],
  ['in 1h', 60],
  ['in 2h', 120],
  ['in 3 hrs', 180],
  ['in 6 hours', 360],
  ['in 12 hours', 720],
  ['in 8 hours', 480],
  ['in forty five minutes', 45],
  ['in 1 hr', 60],
  ['two hours from now', 120],
  ['3 hours from now', 180],
  ['in 25 min', 25],
  ['in a half hour', 30],
  ['in 1.5 hours', 90],
  ['in 75 minutes', 75],
  ['in 2 hours and 15 minutes', 135],
];
for (const [text, mins] of RELATIVE) b.add(text, 'relative-instant', point(fromNow(mins)));
for (const [text, mins] of [
  ['remind me in 20 minutes', 20],
  ['call me in an hour', 60],
  ['ping me in 15 minutes', 15],
  ["let's meet right now", 0],
  ['can we talk now?', 0],
  ['start the call in 10 min', 10],
  ['meet in 2 hrs', 120],
  ['schedule a sync in 30 minutes', 30],
  ['set up a call 45 minutes from now', 45],
  ['book the room in an hour', 60],
] as [string, number][])
  b.add(text, 'relative-instant', point(fromNow(mins)));
for (const [text, mins] of [
  ['in 2 hours', 120],
  ['in 30 minutes', 30],
  ['an hour from now', 60],
  ['in 90 minutes', 90],
  ['now', 0],
  ['in 4 hours', 240],
  ['in 45 min', 45],
] as [string, number][])
  b.add(text, 'relative-instant', point(fromNow(mins, AFTERNOON)), AFTERNOON);
for (const [text, mins] of [
  ['in an hour', 60],
  ['in 45 minutes', 45],
  ['in 2 hours', 120],
  ['right now', 0],
  ['in 20 min', 20],
] as [string, number][])
  b.add(text, 'relative-instant', point(fromNow(mins, LATE)), LATE);
// Relative instants with a duration: the end follows.
for (const [text, mins, len] of [
  ['in 2 hours for 30 minutes', 120, 30],
  ['in an hour for 45 min', 60, 45],
  ['now for 15 minutes', 0, 15],
  ['a 30 minute call in an hour', 60, 30],
] as [string, number, number][]) {
  const start = fromNow(mins);
  b.add(text, 'duration-attached', span(start, plusMinutes(start, len)));
}

writeTable('clock-ranges', b.rows);
