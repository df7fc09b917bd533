// Spans of days: "Mon thru Wed", "from 3 to 6 August", "Dec 1 - Dec 4", "between the 3rd and the 6th of
// August", "tomorrow through friday". The end is exclusive (the day after the last one named).
// Writes tables/dates-ranges.json (category range-date).
//
//   npx tsx tests/corpus/time/generate/dates-ranges.ts
import {
  MONTHS,
  MONTH_ABBR,
  WEEKDAYS,
  WEEKDAY_ABBR,
  addDays,
  bareWeekday,
  builder,
  capitalize,
  casing,
  compareDays,
  nextDate,
  nextDom,
  onOrAfter,
  ordinal,
  parts,
  rng,
  through,
  today,
  weekdayOfWeek,
  writeTable,
  ymd,
  type Day,
} from './common';

const b = builder();
const r = rng('dates-ranges');
const t = today();
const C = 'range-date';
function add(text: string, first: Day, last: Day): void {
  b.add(text, C, through(first, last));
}

// ---------------------------------------------------------------------------------------------
// Weekday to weekday: from the next first weekday (today counting) to the first last weekday after it.
// ("until" is left out throughout: whether "monday until thursday" takes in Thursday is unclear.)

const full = (wd: number): string => WEEKDAYS[wd] ?? '';
const abbr = (wd: number): string => r.pick(WEEKDAY_ABBR[wd] ?? []);
const WD_PAIRS: [number, number][] = [
  [1, 3],
  [1, 5],
  [2, 4],
  [3, 5],
  [4, 5],
  [5, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 2],
  [6, 0],
  [5, 0],
  [1, 4],
  [2, 5],
];
for (const [a, z] of WD_PAIRS) {
  const first = bareWeekday(a);
  const last = onOrAfter(addDays(first, 1), z);
  const forms = [
    `${capitalize(abbr(a))} thru ${capitalize(abbr(z))}`,
    `${full(a)} through ${full(z)}`,
    `${abbr(a)}-${abbr(z)}`,
    `${abbr(a)} - ${abbr(z)}`,
    `${full(a)} to ${full(z)}`,
    `from ${full(a)} to ${full(z)}`,
    `${full(a)} thru ${full(z)}`,
    `from ${abbr(a)} thru ${abbr(z)}`,
    `${capitalize(abbr(a))}–${capitalize(abbr(z))}`,
  ];
  for (const f of r.sample(forms, 4)) add(casing(r, f), first, last);
}

// Next week's: "next mon-wed", "mon thru wed next week" (both inside next week).
for (const [a, z] of [
  [1, 3],
  [3, 5],
  [2, 4],
  [1, 5],
  [4, 5],
] as [number, number][]) {
  const first = weekdayOfWeek(a, 1);
  const last = weekdayOfWeek(z, 1);
  const forms = [
    `${full(a)} through ${full(z)} next week`,
    `next week ${abbr(a)}-${abbr(z)}`,
    `${abbr(a)} thru ${abbr(z)} next week`,
    `from ${full(a)} to ${full(z)} next week`,
  ];
  for (const f of r.sample(forms, 2)) add(casing(r, f), first, last);
}

// From today or tomorrow to a weekday.
for (const z of [4, 5, 0, 1]) {
  const tomorrow = addDays(t, 1);
  add(`tomorrow through ${full(z)}`, tomorrow, onOrAfter(addDays(tomorrow, 1), z));
  add(`today through ${full(z)}`, t, onOrAfter(addDays(t, 1), z));
  if (r.chance(0.5)) add(`from tomorrow to ${abbr(z)}`, tomorrow, onOrAfter(addDays(tomorrow, 1), z));
}
add('today and tomorrow', t, addDays(t, 1));
add('tomorrow and the day after', addDays(t, 1), addDays(t, 2));

// ---------------------------------------------------------------------------------------------
// Days of one month: "from 3 to 6 August"

const M = (m: number): string => MONTHS[m - 1] ?? '';
const mAbbr = (m: number): string => r.pick(MONTH_ABBR[m - 1] ?? []);
const SAME_MONTH: [number, number, number][] = [
  [8, 3, 6],
  [12, 1, 4],
  [12, 7, 11],
  [12, 21, 23],
  [11, 25, 27],
  [11, 28, 30],
  [1, 4, 8],
  [1, 18, 22],
  [2, 9, 12],
  [3, 3, 5],
  [3, 22, 26],
  [4, 12, 16],
  [5, 10, 14],
  [6, 1, 5],
  [6, 14, 18],
  [7, 6, 9],
  [9, 20, 24],
  [10, 4, 8],
  [11, 16, 19],
];
for (const [m, d1, d2] of SAME_MONTH) {
  const first = nextDate(m, d1);
  const [y] = parts(first);
  const last = ymd(y, m, d2);
  const a = mAbbr(m);
  const forms = [
    `from ${String(d1)} to ${String(d2)} ${M(m)}`,
    `${String(d1)}-${String(d2)} ${M(m)}`,
    `${M(m)} ${String(d1)}-${String(d2)}`,
    `${capitalize(a)} ${String(d1)} - ${String(d2)}`,
    `${capitalize(a)} ${ordinal(d1)}-${ordinal(d2)}`,
    `${M(m)} ${String(d1)} to ${M(m)} ${String(d2)}`,
    `${capitalize(a)} ${String(d1)} - ${capitalize(a)} ${String(d2)}`,
    `between the ${ordinal(d1)} and the ${ordinal(d2)} of ${M(m)}`,
    `from the ${ordinal(d1)} to the ${ordinal(d2)} of ${M(m)}`,
    `${M(m)} ${ordinal(d1)} through the ${ordinal(d2)}`,
    `${a} ${String(d1)} thru ${String(d2)}`,
    `${M(m)} ${ordinal(d1)} to the ${ordinal(d2)}`,
    `${String(m)}/${String(d1)}-${String(m)}/${String(d2)}`,
    `${String(m)}/${String(d1)} - ${String(m)}/${String(d2)}`,
  ];
  for (const f of r.sample(forms, 3)) add(casing(r, f), first, last);
}

// Across a month or a year's end.
const CROSS: [number, number, number, number][] = [
  [12, 28, 1, 2],
  [11, 30, 12, 4],
  [12, 20, 1, 3],
  [3, 30, 4, 2],
  [1, 29, 2, 3],
  [6, 28, 7, 2],
  [8, 30, 9, 3],
];
for (const [m1, d1, m2, d2] of CROSS) {
  const first = nextDate(m1, d1);
  const [y] = parts(first);
  const last = ymd(m2 < m1 ? y + 1 : y, m2, d2);
  const forms = [
    `${capitalize(mAbbr(m1))} ${String(d1)} - ${capitalize(mAbbr(m2))} ${String(d2)}`,
    `from ${M(m1)} ${String(d1)} to ${M(m2)} ${String(d2)}`,
    `${M(m1)} ${ordinal(d1)} to ${M(m2)} ${ordinal(d2)}`,
    `between ${M(m1)} ${String(d1)} and ${M(m2)} ${String(d2)}`,
    `${String(m1)}/${String(d1)} to ${String(m2)}/${String(d2)}`,
    `${M(m1)} ${String(d1)} through ${M(m2)} ${String(d2)}`,
  ];
  for (const f of r.sample(forms, 3)) add(casing(r, f), first, last);
}

// With a year.
const WITH_YEAR: [string, Day, Day][] = [
  ['March 30 - April 2, 2027', '2027-03-30', '2027-04-02'],
  ['Jan 5-9 2027', '2027-01-05', '2027-01-09'],
  ['jan 5-9, 2028', '2028-01-05', '2028-01-09'],
  ['from 2027-03-01 to 2027-03-05', '2027-03-01', '2027-03-05'],
  ['2027-06-14 to 2027-06-18', '2027-06-14', '2027-06-18'],
  ['December 28, 2026 - January 2, 2027', '2026-12-28', '2027-01-02'],
  ['from 3 to 6 august 2027', '2027-08-03', '2027-08-06'],
  ['May 10-14, 2027', '2027-05-10', '2027-05-14'],
  ['between the 3rd and 6th of august 2028', '2028-08-03', '2028-08-06'],
  ['10/4/2027 - 10/8/2027', '2027-10-04', '2027-10-08'],
  ['Sept 20 to Sept 24 2027', '2027-09-20', '2027-09-24'],
];
for (const [text, first, last] of WITH_YEAR) add(text, first, last);

// ---------------------------------------------------------------------------------------------
// Ordinals alone: "the 3rd to the 6th" (the next 3rd, then the first 6th after it)

const ORD_PAIRS: [number, number][] = [
  [3, 6],
  [28, 2],
  [10, 12],
  [1, 4],
  [24, 26],
  [15, 19],
  [29, 1],
];
for (const [d1, d2] of ORD_PAIRS) {
  const first = nextDom(d1);
  const last = nextDom(d2, undefined, addDays(first, 1));
  const forms = [
    `the ${ordinal(d1)} to the ${ordinal(d2)}`,
    `from the ${ordinal(d1)} to the ${ordinal(d2)}`,
    `between the ${ordinal(d1)} and the ${ordinal(d2)}`,
    `the ${ordinal(d1)} through the ${ordinal(d2)}`,
    `${ordinal(d1)}-${ordinal(d2)}`,
  ];
  for (const f of r.sample(forms, 3)) add(casing(r, f), first, last);
}

// Sanity: every range runs forward.
for (const row of b.rows) {
  if (row.expect === null || row.expect.end === undefined) throw new Error(`range without end: ${row.text}`);
  if (compareDays(row.expect.start.slice(0, 10), row.expect.end.slice(0, 10)) >= 0) throw new Error(`backwards: ${row.text}`);
}

writeTable('dates-ranges', b.rows);
