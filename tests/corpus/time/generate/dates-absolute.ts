// Calendar dates named outright: "March 3rd", "the third of december", "3/12", "2027-03-03", "the 15th".
// Writes tables/dates-absolute.json (categories absolute-date, numeric-date, ordinal-day).
//
//   npx tsx tests/corpus/time/generate/dates-absolute.ts
import {
  MONTHS,
  MONTH_ABBR,
  WEEKDAYS,
  WEEKDAY_ABBR,
  builder,
  capitalize,
  casing,
  firstOfMonth,
  nextDate,
  nextDom,
  ordinal,
  ordinalWord,
  parts,
  rng,
  title,
  today,
  weekdayOf,
  wholeDay,
  writeTable,
  ymd,
  type Day,
} from './common';

const b = builder();
const r = rng('dates-absolute');

const monthName = (m: number): string => MONTHS[m - 1] ?? '';
const monthAbbrs = (m: number): readonly string[] => MONTH_ABBR[m - 1] ?? [];

// ---------------------------------------------------------------------------------------------
// absolute-date: a month and a day, with or without a year

/** Ways to write month m, day d (no year). The date meant is the next m/d on or after today. */
function noYearForms(m: number, d: number): string[] {
  const M = monthName(m);
  const abbr = monthAbbrs(m);
  const a = r.pick(abbr);
  return [
    `${M} ${String(d)}`,
    `${M} ${ordinal(d)}`,
    `${String(d)} ${M}`,
    `${ordinal(d)} ${M}`,
    `the ${ordinal(d)} of ${M}`,
    `${M} the ${ordinal(d)}`,
    `${a} ${String(d)}`,
    `${a}${a === M ? '' : '.'} ${String(d)}`,
    `${a} ${ordinal(d)}`,
    `${String(d)} ${a}`,
    `${M} ${ordinalWord(d)}`,
    `the ${ordinalWord(d)} of ${M}`,
    `${M} the ${ordinalWord(d)}`,
  ];
}

function yearForms(m: number, d: number, y: number): string[] {
  const M = monthName(m);
  const a = r.pick(monthAbbrs(m));
  return [
    `${M} ${String(d)}, ${String(y)}`,
    `${M} ${String(d)} ${String(y)}`,
    `${M} ${ordinal(d)}, ${String(y)}`,
    `${String(d)} ${M} ${String(y)}`,
    `${a} ${String(d)}, ${String(y)}`,
    `${a}${a === M ? '' : '.'} ${String(d)} ${String(y)}`,
    `the ${ordinal(d)} of ${M} ${String(y)}`,
    `the ${ordinal(d)} of ${M}, ${String(y)}`,
  ];
}

/** Dates of the year (month, day), spread through it, with the edges around today. */
const PICKS: [number, number][] = [
  [11, 24], // today
  [11, 23], // yesterday: next year
  [11, 25],
  [11, 26],
  [11, 27],
  [11, 30],
  [11, 20],
  [11, 2],
  [12, 1],
  [12, 3],
  [12, 4],
  [12, 9],
  [12, 12],
  [12, 15],
  [12, 18],
  [12, 22],
  [12, 28],
  [12, 31],
  [1, 1],
  [1, 4],
  [1, 7],
  [1, 12],
  [1, 15],
  [1, 21],
  [1, 29],
  [1, 31],
  [2, 1],
  [2, 2],
  [2, 10],
  [2, 14],
  [2, 22],
  [2, 28],
  [3, 1],
  [3, 3],
  [3, 8],
  [3, 12],
  [3, 19],
  [3, 30],
  [4, 1],
  [4, 6],
  [4, 13],
  [4, 22],
  [4, 30],
  [5, 3],
  [5, 5],
  [5, 11],
  [5, 20],
  [5, 27],
  [6, 1],
  [6, 9],
  [6, 16],
  [6, 23],
  [6, 30],
  [7, 2],
  [7, 14],
  [7, 21],
  [7, 28],
  [8, 3],
  [8, 6],
  [8, 11],
  [8, 19],
  [8, 25],
  [9, 1],
  [9, 8],
  [9, 14],
  [9, 22],
  [9, 29],
  [10, 5],
  [10, 13],
  [10, 20],
  [10, 27],
  [11, 3],
  [11, 11],
  [11, 17],
];

for (const [m, d] of PICKS) {
  const when = wholeDay(nextDate(m, d));
  const forms = r.sample(noYearForms(m, d), 2);
  for (const f of forms) b.add(casing(r, r.chance(0.25) ? `on ${f}` : f), 'absolute-date', when);
}

// February 29 only exists in 2028.
b.add('Feb 29', 'absolute-date', wholeDay(nextDate(2, 29)));
b.add('february 29th', 'absolute-date', wholeDay(nextDate(2, 29)));

// With a written year: used as is, past or future.
const YEAR_PICKS: [number, number, number][] = [
  [12, 3, 2026],
  [11, 24, 2026],
  [11, 30, 2026],
  [3, 3, 2027],
  [1, 15, 2027],
  [5, 20, 2027],
  [8, 6, 2027],
  [11, 20, 2027],
  [12, 3, 2027],
  [2, 29, 2028],
  [6, 9, 2028],
  [10, 1, 2028],
  [3, 3, 2025],
  [11, 20, 2026],
  [7, 4, 2030],
  [9, 14, 2027],
];
for (const [m, d, y] of YEAR_PICKS) {
  const when = wholeDay(ymd(y, m, d));
  for (const f of r.sample(yearForms(m, d, y), 2)) b.add(casing(r, f), 'absolute-date', when);
}

// A weekday that agrees with the date: "Thursday, December 3".
for (const [m, d] of [
  [12, 3],
  [12, 4],
  [11, 30],
  [1, 8],
  [3, 3],
  [2, 14],
  [12, 31],
  [11, 27],
  [4, 16],
  [6, 21],
] as [number, number][]) {
  const date = nextDate(m, d);
  const wd = weekdayOf(date);
  const W = WEEKDAYS[wd] ?? '';
  const wa = r.pick(WEEKDAY_ABBR[wd] ?? []);
  const a = r.pick(monthAbbrs(m));
  const forms = [
    `${title(W)}, ${title(monthName(m))} ${String(d)}`,
    `${W} ${monthName(m)} ${ordinal(d)}`,
    `${capitalize(wa)} ${capitalize(a)} ${String(d)}`,
    `${W} the ${ordinal(d)} of ${monthName(m)}`,
    `${capitalize(wa)}, ${String(d)} ${capitalize(a)}`,
  ];
  for (const f of r.sample(forms, 2)) b.add(r.chance(0.3) ? `on ${f}` : f, 'absolute-date', wholeDay(date));
}

// Spoken years ("twenty twenty seven") after an ordinal word, where nothing else can be meant.
const SPOKEN_YEARS: [number, number, number, string][] = [
  [12, 3, 2027, 'twenty twenty seven'],
  [3, 14, 2027, 'twenty twenty seven'],
  [1, 9, 2028, 'twenty twenty eight'],
  [6, 2, 2027, 'twenty twenty seven'],
  [12, 1, 2026, 'twenty twenty six'],
];
for (const [m, d, y, spoken] of SPOKEN_YEARS) {
  b.add(`${monthName(m)} ${ordinalWord(d)} ${spoken}`, 'absolute-date', wholeDay(ymd(y, m, d)));
  b.add(`the ${ordinalWord(d)} of ${monthName(m)} ${spoken}`, 'absolute-date', wholeDay(ymd(y, m, d)));
}

// ---------------------------------------------------------------------------------------------
// numeric-date: US month/day unless the first number is over 12; ISO year-month-day

const pad = (n: number): string => String(n).padStart(2, '0');
const NUMERIC: [number, number][] = [
  [3, 12],
  [12, 3],
  [11, 24],
  [11, 20],
  [11, 30],
  [12, 1],
  [12, 24],
  [12, 31],
  [1, 2],
  [1, 15],
  [2, 5],
  [2, 28],
  [4, 9],
  [5, 1],
  [5, 30],
  [6, 6],
  [7, 4],
  [7, 19],
  [8, 8],
  [9, 10],
  [10, 11],
  [10, 31],
  [11, 1],
  [11, 26],
  [12, 10],
  [12, 19],
];
for (const [m, d] of NUMERIC) {
  const date = nextDate(m, d);
  const when = wholeDay(date);
  const forms = [`${String(m)}/${String(d)}`, `${pad(m)}/${pad(d)}`, `on ${String(m)}/${String(d)}`];
  for (const f of r.sample(forms, 2)) b.add(f, 'numeric-date', when);
}
// First number over 12: day/month.
for (const [d, m] of [
  [13, 3],
  [25, 12],
  [31, 1],
  [20, 6],
  [15, 11],
  [28, 2],
  [14, 7],
  [30, 4],
] as [number, number][]) {
  const when = wholeDay(nextDate(m, d));
  b.add(`${String(d)}/${String(m)}`, 'numeric-date', when);
  b.add(`${String(d)}/${pad(m)}`, 'numeric-date', when);
}
// With a year.
const NUMERIC_YEARS: [number, number, number][] = [
  [3, 3, 2027],
  [12, 3, 2026],
  [11, 24, 2026],
  [1, 15, 2027],
  [6, 30, 2027],
  [9, 1, 2028],
  [2, 29, 2028],
  [10, 12, 2027],
  [4, 5, 2026],
  [12, 31, 2027],
  [8, 20, 2027],
  [5, 9, 2029],
];
for (const [m, d, y] of NUMERIC_YEARS) {
  const when = wholeDay(ymd(y, m, d));
  const forms = [
    `${String(y)}-${pad(m)}-${pad(d)}`,
    `${String(m)}/${String(d)}/${String(y)}`,
    `${pad(m)}/${pad(d)}/${String(y)}`,
    `${String(m)}/${String(d)}/${String(y % 100)}`,
    `${String(y)}/${pad(m)}/${pad(d)}`,
    `${String(m)}-${String(d)}-${String(y)}`,
  ];
  for (const f of r.sample(forms, 3)) b.add(f, 'numeric-date', when);
}
for (const [d, m, y] of [
  [13, 3, 2027],
  [25, 12, 2026],
  [30, 6, 2027],
  [18, 1, 2028],
] as [number, number, number][]) {
  b.add(`${String(d)}/${String(m)}/${String(y)}`, 'numeric-date', wholeDay(ymd(y, m, d)));
}
b.add('2027-03-03', 'numeric-date', wholeDay(ymd(2027, 3, 3)));
b.add('on 2026-12-03', 'numeric-date', wholeDay(ymd(2026, 12, 3)));

// ---------------------------------------------------------------------------------------------
// ordinal-day: "the 3rd" is the next 3rd on or after today

const t = today();
const nextMonthFirst = firstOfMonth(t, 1);
const [nmY, nmM] = parts(nextMonthFirst);
const thisMonth = parts(t)[1];

for (let n = 1; n <= 31; n++) {
  const when = wholeDay(nextDom(n));
  const forms = [`the ${ordinal(n)}`, `on the ${ordinal(n)}`, `the ${ordinalWord(n)}`, `on the ${ordinalWord(n)}`];
  for (const f of r.sample(forms, 2)) b.add(casing(r, f), 'ordinal-day', when);
}

// "of next month" / "of this month" / "of the month".
for (const n of [1, 2, 3, 5, 8, 10, 12, 15, 19, 20, 23, 24, 28, 30, 31]) {
  const date: Day = ymd(nmY, nmM, n);
  const forms = [
    `the ${ordinal(n)} of next month`,
    `the ${ordinalWord(n)} of next month`,
    `next month on the ${ordinal(n)}`,
    `on the ${ordinal(n)} next month`,
  ];
  for (const f of r.sample(forms, 2)) b.add(f, 'ordinal-day', wholeDay(date));
}
for (const n of [24, 25, 27, 28, 30]) {
  b.add(`the ${ordinal(n)} of this month`, 'ordinal-day', wholeDay(ymd(parts(t)[0], thisMonth, n)));
}
b.add('the first of the month', 'ordinal-day', wholeDay(nextDom(1)));
b.add('the 1st of the month', 'ordinal-day', wholeDay(nextDom(1)));
b.add('the 15th of the month', 'ordinal-day', wholeDay(nextDom(15)));

// "the 15th of january".
const OF_MONTH: [number, number][] = [
  [15, 1],
  [3, 12],
  [20, 3],
  [1, 2],
  [9, 5],
  [30, 11],
  [11, 11],
  [2, 8],
  [28, 2],
  [4, 7],
  [21, 10],
  [6, 9],
];
for (const [n, m] of OF_MONTH) {
  const when = wholeDay(nextDate(m, n));
  const a = r.pick(monthAbbrs(m));
  const forms = [
    `the ${ordinal(n)} of ${monthName(m)}`,
    `the ${ordinalWord(n)} of ${monthName(m)}`,
    `on the ${ordinal(n)} of ${title(monthName(m))}`,
    `the ${ordinal(n)} of ${capitalize(a)}`,
  ];
  for (const f of r.sample(forms, 2)) b.add(f, 'ordinal-day', when);
}

writeTable('dates-absolute', b.rows);
