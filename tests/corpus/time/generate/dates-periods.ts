// Weeks, weekends, months, quarters and years: "next week", "this weekend", "in 2 weeks", "in march",
// "next qtr", "Q1", "in 2027". Writes tables/dates-periods.json (categories week-month-year, quarter-year).
//
//   npx tsx tests/corpus/time/generate/dates-periods.ts
import {
  MONTHS,
  MONTH_ABBR,
  addDays,
  builder,
  capitalize,
  casing,
  currentQuarter,
  days,
  firstOfMonth,
  fromToday,
  mondayOf,
  monthSpan,
  nextQuarter,
  nthWeekday,
  parts,
  quarterSpan,
  rng,
  today,
  weekSpan,
  writeTable,
  yearSpan,
  ymd,
} from './common';

const b = builder();
const r = rng('dates-periods');
const t = today();
const [year, month] = parts(t);
const nextMonday = addDays(mondayOf(t), 7);
const saturday = addDays(mondayOf(t), 5);

const W = 'week-month-year';
const Q = 'quarter-year';
const addAll = (forms: string[], cat: string, when: Parameters<typeof b.add>[2]): void => {
  for (const f of forms) b.add(casing(r, f), cat, when);
};

// ---------------------------------------------------------------------------------------------
// Weeks and weekends

addAll(
  [
    'this week',
    'this wk',
    'the rest of the week',
    'rest of this week',
    'for the rest of this week',
    'sometime this week',
    'during this week',
  ],
  W,
  days(t, nextMonday),
);
addAll(
  [
    'next week',
    'nxt week',
    'next wk',
    'sometime next week',
    'during next week',
    'for next week',
    'next week please',
    'anytime next week',
  ],
  W,
  weekSpan(1),
);
addAll(['last week', 'during last week', 'sometime last week'], W, weekSpan(-1));
addAll(['the week after next', 'week after next', 'the week after next week'], W, weekSpan(2));
addAll(
  ['this weekend', 'the weekend', 'this wknd', 'over the weekend', 'on the weekend', 'at the weekend', 'this coming weekend'],
  W,
  days(saturday, nextMonday),
);
addAll(['next weekend', 'next wknd', 'over next weekend'], W, days(addDays(saturday, 7), addDays(nextMonday, 7)));
addAll(['last weekend', 'over last weekend'], W, days(addDays(saturday, -7), addDays(nextMonday, -7)));

// "in N weeks": the Monday-first week that day falls in.
for (const [n, names] of [
  [1, ['a week', 'one week', '1 week']],
  [2, ['2 weeks', 'two weeks', "two weeks' time", '2 wks']],
  [3, ['3 weeks', 'three weeks']],
  [4, ['4 weeks', 'four weeks']],
  [6, ['6 weeks', 'six weeks']],
] as [number, string[]][]) {
  const mon = mondayOf(addDays(t, 7 * n));
  for (const name of names) b.add(`in ${name}`, W, days(mon, addDays(mon, 7)));
}

// "the week of <a Monday>".
for (const mon of ['2026-11-30', '2026-12-07', '2026-12-14', '2027-01-04', '2027-03-01']) {
  const [y, m, d] = parts(mon);
  const M = MONTHS[m - 1] ?? '';
  const a = MONTH_ABBR[m - 1]?.[0] ?? '';
  const forms = [`the week of ${M} ${String(d)}`, `week of ${a} ${String(d)}`, `the week of ${String(m)}/${String(d)}`];
  for (const f of r.sample(forms, y === year ? 3 : 2)) b.add(casing(r, f), W, days(mon, addDays(mon, 7)));
}

// ---------------------------------------------------------------------------------------------
// Months

const nextMonthFirst = firstOfMonth(t, 1);
addAll(
  ['this month', 'the rest of the month', 'rest of this month', 'sometime this month', 'for the rest of this month'],
  W,
  days(t, nextMonthFirst),
);
addAll(
  ['next month', 'nxt month', 'sometime next month', 'during next month', 'next month please'],
  W,
  days(nextMonthFirst, firstOfMonth(t, 2)),
);
addAll(['last month', 'during last month'], W, days(firstOfMonth(t, -1), firstOfMonth(t)));
addAll(['the month after next', 'month after next'], W, days(firstOfMonth(t, 2), firstOfMonth(t, 3)));

// "in N months": that calendar month.
for (const [n, names] of [
  [1, ['a month', 'one month', '1 month']],
  [2, ['2 months', 'two months']],
  [3, ['3 months', 'three months']],
  [4, ['four months']],
  [6, ['6 months', 'six months']],
  [9, ['9 months']],
] as [number, string[]][]) {
  const first = firstOfMonth(t, n);
  for (const name of names) b.add(`in ${name}`, W, days(first, firstOfMonth(first, 1)));
}

// Month names: the next such month (this one is left out: "in november" said in November is unclear).
for (let m = 1; m <= 12; m++) {
  if (m === month) continue;
  const y = m > month ? year : year + 1;
  const when = monthSpan(y, m);
  const M = MONTHS[m - 1] ?? '';
  const abbrs = MONTH_ABBR[m - 1] ?? [];
  const forms = [
    `in ${M}`,
    `sometime in ${M}`,
    `during ${M}`,
    `in ${r.pick(abbrs)}`,
    `${M} ${String(y)}`,
    `${capitalize(r.pick(abbrs))} ${String(y)}`,
  ];
  for (const f of r.sample(forms, 3)) b.add(casing(r, f), W, when);
}
addAll(['this december', 'in december 2026'], W, monthSpan(2026, 12));
addAll(['november 2027', 'in november 2027'], W, monthSpan(2027, 11));
addAll(['march 2028', 'in march 2028'], W, monthSpan(2028, 3));
addAll(['june 2027', 'during june 2027'], W, monthSpan(2027, 6));

// ---------------------------------------------------------------------------------------------
// Years

addAll(['this year', 'the rest of the year', 'rest of this year', 'sometime this year'], W, days(t, ymd(year + 1, 1, 1)));
addAll(['next year', 'next yr', 'sometime next year', 'during next year'], W, yearSpan(year + 1));
addAll(['last year'], W, yearSpan(year - 1));
addAll(['the year after next'], W, yearSpan(year + 2));

for (const y of [2027, 2028, 2029, 2030]) {
  const forms = [`in ${String(y)}`, `during ${String(y)}`, `sometime in ${String(y)}`, `in the year ${String(y)}`];
  for (const f of r.sample(forms, y === 2027 ? 4 : 2)) b.add(casing(r, f), Q, yearSpan(y));
}
b.add(`in ${String(year)}`, Q, days(t, ymd(year + 1, 1, 1)));
b.add(`later in ${String(year)}`, Q, days(t, ymd(year + 1, 1, 1)));

// ---------------------------------------------------------------------------------------------
// Quarters

const ORD = ['', 'first', 'second', 'third', 'fourth'];
const ORD_N = ['', '1st', '2nd', '3rd', '4th'];
for (let q = 1; q <= 4; q++) {
  const when = nextQuarter(q);
  const forms = [
    `Q${String(q)}`,
    `q${String(q)}`,
    `in Q${String(q)}`,
    `during Q${String(q)}`,
    `sometime in q${String(q)}`,
    `the ${ORD[q] ?? ''} quarter`,
    `${ORD[q] ?? ''} quarter`,
    `in the ${ORD_N[q] ?? ''} quarter`,
  ];
  for (const f of r.sample(forms, 6)) b.add(f, Q, when);
}
for (const y of [2026, 2027, 2028]) {
  for (let q = 1; q <= 4; q++) {
    if (y === 2026 && q < 4) continue;
    const whole = quarterSpan(y, q);
    const first = parts(whole.start.slice(0, 10))[1];
    const when = y === year && q === currentQuarter().q ? fromToday(ymd(y, first, 1), firstOfMonth(ymd(y, first, 1), 3)) : whole;
    const forms = [
      `Q${String(q)} ${String(y)}`,
      `q${String(q)} ${String(y)}`,
      `Q${String(q)} of ${String(y)}`,
      `the ${ORD[q] ?? ''} quarter of ${String(y)}`,
      `${ORD_N[q] ?? ''} quarter ${String(y)}`,
    ];
    for (const f of r.sample(forms, y === 2027 ? 3 : 1)) b.add(f, Q, when);
  }
}
for (let q = 1; q <= 4; q++) {
  const when = quarterSpan(year + 1, q);
  b.add(`Q${String(q)} next year`, Q, when);
  b.add(`${r.pick(['the ', ''])}${ORD[q] ?? ''} quarter of next year`, Q, when);
}

const cq = currentQuarter();
const cqStart = ymd(cq.y, 3 * (cq.q - 1) + 1, 1);
const cqEnd = firstOfMonth(cqStart, 3);
addAll(
  ['this quarter', 'this qtr', 'the rest of the quarter', 'rest of this quarter', 'sometime this quarter'],
  Q,
  days(t, cqEnd),
);
addAll(
  ['next quarter', 'next qtr', 'the next quarter', 'sometime next quarter', 'nxt qtr', 'during next quarter'],
  Q,
  days(cqEnd, firstOfMonth(cqEnd, 3)),
);
addAll(['last quarter', 'last qtr', 'the previous quarter'], Q, days(firstOfMonth(cqStart, -3), cqStart));
addAll(['the quarter after next'], Q, days(firstOfMonth(cqEnd, 3), firstOfMonth(cqEnd, 6)));

// "the weekend of <date>": the weekend ending that date's Monday-first week; "the week of <date>"
// that week. "the weekend after next" is the one after the coming weekend.
const weekendOf = (d: string): Parameters<typeof b.add>[2] => days(addDays(mondayOf(d), 5), addDays(mondayOf(d), 7));
b.add('the weekend of dec 5', W, weekendOf('2026-12-05'));
b.add('the weekend of December 12th', W, weekendOf('2026-12-12'));
b.add('weekend of the 19th', W, weekendOf('2026-12-19'));
b.add('the weekend of 6 dec', W, weekendOf('2026-12-06'));
b.add('the weekend of jan 9', W, weekendOf('2027-01-09'));
b.add('the week of the 9th', W, days(mondayOf('2026-12-09'), addDays(mondayOf('2026-12-09'), 7)));
b.add('the weekend after next', W, days(addDays(saturday, 7), addDays(nextMonday, 7)));
for (const [text, y, m, n] of [
  ['the first weekend of december', year, 12, 1],
  ['the first weekend in january', year + 1, 1, 1],
  ['the second weekend of december', year, 12, 2],
  ['the last weekend of december', year, 12, -1],
] as [string, number, number, number][]) {
  const sat = nthWeekday(y, m, 6, n);
  b.add(text, W, days(sat, addDays(sat, 2)));
}

// The coming fortnight: today and the 13 days after.
for (const text of ['the next fortnight', 'over the next fortnight', 'the coming fortnight', 'within a fortnight'])
  b.add(text, W, days(t, addDays(t, 14)));

writeTable('dates-periods', b.rows);
