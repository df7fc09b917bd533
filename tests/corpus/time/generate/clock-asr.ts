// Speech-to-text voice: lowercase, no punctuation, numbers as words, "a m"/"p m", fillers and a
// leading wake word → tables/clock-asr.json (category asr).
import {
  addDays,
  at,
  bareHour,
  builder,
  type Day,
  fromNow,
  nextClock,
  partWindow,
  plusMinutes,
  point,
  span,
  spokenClock,
  today,
  tomorrow,
  weekday,
  window,
  writeTable,
} from './clock-common';
import { days, nextDom } from './common';

const b = builder();
const TODAY = today();
const TOMORROW = tomorrow();

/** Spoken days and the dates they name. */
const DAYS: [string, Day][] = [
  ['tomorrow', TOMORROW],
  ['on friday', weekday('fri')],
  ['monday', weekday('mon')],
  ['on thursday', weekday('thu')],
  ['wednesday', weekday('wed')],
  ['the day after tomorrow', addDays(TODAY, 2)],
  ['on december third', '2026-12-03'],
  ['december ninth', '2026-12-09'],
  ['saturday', weekday('sat')],
  ['on monday', weekday('mon')],
];

/** How the meridiem is spoken, and the 24-hour hour it gives an hour 1–12 (undefined: the bare-hour rule). */
const MERIDIEMS: [string, ((h: number) => number) | undefined][] = [
  [' a m', (h) => (h === 12 ? 0 : h)],
  [' p m', (h) => (h === 12 ? 12 : h + 12)],
  [' am', (h) => (h === 12 ? 0 : h)],
  [' pm', (h) => (h === 12 ? 12 : h + 12)],
  [' in the morning', (h) => (h === 12 ? 0 : h)],
  [' in the afternoon', (h) => (h === 12 ? 12 : h + 12)],
  [' in the evening', (h) => (h === 12 ? 12 : h + 12)],
  ['', bareHour],
];
/** Clock readings (12-hour) that suit each meridiem. */
const FITS: Record<string, number[]> = {
  ' a m': [7, 8, 9, 10, 11],
  ' am': [8, 9, 10, 11],
  ' in the morning': [6, 7, 8, 9, 10, 11],
  ' p m': [1, 2, 3, 4, 5, 6, 7, 8],
  ' pm': [1, 2, 3, 4, 5, 9],
  ' in the afternoon': [1, 2, 3, 4],
  ' in the evening': [6, 7, 8, 9],
  '': [1, 2, 3, 4, 5, 10, 11],
};
const MINUTES = [0, 30, 15, 45, 0, 20, 5, 0, 10, 40];
const PREFIXES = ['', 'hey kairos ', 'um ', 'ok kairos ', 'uh ', 'kairos ', 'hey kairos can you ', 'so ', 'hey kairos um '];
const TEMPLATES: ((day: string, clock: string) => string)[] = [
  (d, c) => `set up a meeting ${d} at ${c}`,
  (d, c) => `book a call at ${c} ${d}`,
  (d, c) => `${c} ${d}`,
  (d, c) => `schedule coffee with sam ${d} at ${c}`,
  (d, c) => `remind me ${d} at ${c} to send the deck`,
  (d, c) => `put the team sync ${d} at ${c}`,
  (d, c) => `move my one on one to ${c} ${d}`,
  (d, c) => `add a dentist appointment ${d} at ${c}`,
  (d, c) => `find time with priya ${d} at ${c}`,
  (d, c) => `i need a haircut ${d} at like ${c}`,
];

let n = 0;
for (const [meridiem, toHour] of MERIDIEMS) {
  const hours = FITS[meridiem] ?? [];
  for (const [i, h] of hours.entries()) {
    const [dayText, day] = DAYS[(n * 3 + i) % DAYS.length] ?? ['tomorrow', TOMORROW];
    const m = MINUTES[(n + i * 2) % MINUTES.length] ?? 0;
    const hour = toHour ? toHour(h) : h;
    const clock = `${spokenClock(h, m)}${meridiem}`;
    const template = TEMPLATES[n % TEMPLATES.length] ?? TEMPLATES[0];
    const prefix = PREFIXES[(n * 5) % PREFIXES.length] ?? '';
    // "kairos can you" wants a verb next; the clock-first template has none.
    const text = template ? `${prefix}${template(dayText, clock)}` : clock;
    // "can you" wants a verb next; the clock-first and "i need" templates have none.
    const verbless = template === TEMPLATES[2] || template === TEMPLATES[9];
    b.add(
      prefix.includes('can you') && verbless && template ? `hey kairos ${template(dayText, clock)}` : text,
      'asr',
      point(at(day, hour, m)),
    );
    n++;
  }
}

// Hand-written: the canonical ones, no day, ranges, durations, relative and parts of day.
for (const [text, hour, minute] of [
  ['uh at three', 15, 0],
  ['at three thirty', 15, 30],
  ['at ten fifteen', 10, 15],
  ['at eleven a m', 11, 0],
  ['at four p m', 16, 0],
  ['at noon please', 12, 0],
  ['at half past three', 15, 30],
  ['um quarter to five', 16, 45],
  ['at three o clock', 15, 0],
  ['at four oclock', 16, 0],
  ['hey kairos set up a call at four p m', 16, 0],
  ['um can we do two thirty', 14, 30],
  ['uh lets say quarter past two', 14, 15],
  ['set it for five fifteen p m', 17, 15],
  ['uh at eleven forty five', 11, 45],
  ['at twelve thirty', 12, 30],
  ['at one fifteen', 13, 15],
  ['at seven p m', 19, 0],
  ['at nine thirty a m', 9, 30],
  ['at ten oh five', 10, 5],
  ['at six forty five p m', 18, 45],
  ['at two', 14, 0],
] as [string, number, number][])
  b.add(text, 'asr', point(nextClock(hour, minute)));
for (const [text, day, hour, minute] of [
  ['three thirty pm tomorrow', TOMORROW, 15, 30],
  ['tomorrow at nine a m', TOMORROW, 9, 0],
  ['hey kairos tomorrow at nine a m', TOMORROW, 9, 0],
  ['at noon tomorrow', TOMORROW, 12, 0],
  ['quarter to five tomorrow', TOMORROW, 16, 45],
  ['nine thirty tomorrow morning', TOMORROW, 9, 30],
  ['seven p m tonight', TODAY, 19, 0],
  ['eight tonight works', TODAY, 20, 0],
  ['friday at three o clock', weekday('fri'), 15, 0],
  ['on friday at half past ten', weekday('fri'), 10, 30],
  ['hey kairos tomorrow at midnight', TOMORROW, 24, 0],
  ['monday at twelve noon', weekday('mon'), 12, 0],
  ['hey kairos thursday at one p m with the design team', weekday('thu'), 13, 0],
  ['ok kairos book the gym tomorrow at six thirty in the morning', TOMORROW, 6, 30],
  ['um so like tomorrow at two', TOMORROW, 14, 0],
  ['can you move it to four fifteen on wednesday', weekday('wed'), 16, 15],
  ['december third at ten a m', '2026-12-03', 10, 0],
  ['today at four thirty', TODAY, 16, 30],
  ['later today at five', TODAY, 17, 0],
  ['tomorrow at eleven hundred', TOMORROW, 11, 0],
] as [string, Day, number, number][])
  b.add(text, 'asr', point(at(day, hour, minute)));
for (const [text, day, h1, m1, h2, m2] of [
  ['from two to four tomorrow', TOMORROW, 14, 0, 16, 0],
  ['between ten and eleven thirty on friday', weekday('fri'), 10, 0, 11, 30],
  ['tomorrow from three to five p m', TOMORROW, 15, 0, 17, 0],
  ['monday from nine thirty to ten thirty', weekday('mon'), 9, 30, 10, 30],
  ['hey kairos block thursday from one to three', weekday('thu'), 13, 0, 15, 0],
  ['friday after three p m', weekday('fri'), 15, 0, 24, 0],
  ['sometime tomorrow before noon', TOMORROW, 0, 0, 12, 0],
] as [string, Day, number, number, number, number][])
  b.add(text, 'asr', window(day, h1, m1, h2, m2));
for (const [text, day, hour, minute, mins] of [
  ['tomorrow at four for an hour', TOMORROW, 16, 0, 60],
  ['at two p m for thirty minutes', undefined, 14, 0, 30],
  ['friday at ten for an hour and a half', weekday('fri'), 10, 0, 90],
  ['a forty five minute call tomorrow at eleven', TOMORROW, 11, 0, 45],
  ['hey kairos block two hours on monday at one p m', weekday('mon'), 13, 0, 120],
] as [string, Day | undefined, number, number, number][]) {
  const start = day === undefined ? nextClock(hour, minute) : at(day, hour, minute);
  b.add(text, 'asr', span(start, plusMinutes(start, mins)));
}
for (const [text, mins] of [
  ['um in twenty minutes', 20],
  ['hey kairos call me in an hour', 60],
  ['remind me in two hours', 120],
  ['in half an hour please', 30],
  ['in fifteen minutes', 15],
  ['hey kairos remind me in ten minutes', 10],
  ['hey kairos right now', 0],
  ['uh in an hour and a half', 90],
] as [string, number][])
  b.add(text, 'asr', point(fromNow(mins)));
for (const [text, day, part] of [
  ['sometime tomorrow morning', TOMORROW, 'morning'],
  ['hey kairos friday afternoon', weekday('fri'), 'afternoon'],
  ['um tonight', TODAY, 'tonight'],
  ['thursday evening', weekday('thu'), 'evening'],
  ['um lunch tomorrow', TOMORROW, 'lunch'],
  ['monday morning please', weekday('mon'), 'morning'],
] as [string, Day, 'morning' | 'afternoon' | 'evening' | 'tonight' | 'lunch'][])
  b.add(text, 'asr', partWindow(day, part));

// A day of the month in words, run into the next sentence: the next such day.
for (const [text, dom] of [
  ['hey kairos im travelling on the eleventh clear the day and notify everyone', 11],
  ['im out on the twenty third so push everything', 23],
  ['book dinner for the twelfth we need a table', 12],
] as [string, number][])
  b.add(text, 'asr', days(nextDom(dom), addDays(nextDom(dom), 1)));

writeTable('clock-asr', b.rows);
