// Days named relative to today: "tomorrow", "in 3 days", "a week from friday", "3 business days from now",
// and weekdays: "thu", "next friday", "last week's friday", "friday after next", "2 mondays from now".
// Writes tables/dates-relative.json (categories relative-day, weekday).
//
//   npx tsx tests/corpus/time/generate/dates-relative.ts
import {
  WEEKDAYS,
  WEEKDAY_ABBR,
  addDays,
  bareWeekday,
  builder,
  businessDaysAhead,
  capitalize,
  cardinalWord,
  casing,
  comingWeekday,
  days,
  rng,
  today,
  weekdayOf,
  weekdayOfWeek,
  wholeDay,
  writeTable,
} from './common';

const b = builder();
const r = rng('dates-relative');
const t = today();
const tomorrow = addDays(t, 1);

// ---------------------------------------------------------------------------------------------
// relative-day

const dayWords: [string[], number][] = [
  [['today', 'Today', 'TODAY', 'today please', 'for today', 'sometime today'], 0],
  [['tomorrow', 'Tomorrow', 'tmrw', 'tmr', 'tmrw.', '2moro', 'tomorow', 'tommorow', 'tomorrow pls', 'for tomorrow'], 1],
  [['the day after tomorrow', 'day after tomorrow', 'The day after tomorrow', 'the day after tmrw', 'day after tmrw'], 2],
  [['yesterday', 'Yesterday', 'yday'], -1],
  [['the day before yesterday', 'day before yesterday'], -2],
];
for (const [forms, n] of dayWords) for (const f of forms) b.add(f, 'relative-day', wholeDay(addDays(t, n)));

// In N days / N days from now.
const DAY_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 20, 21, 30, 45, 60, 90];
for (const n of DAY_COUNTS) {
  const when = wholeDay(addDays(t, n));
  const num = n <= 20 && r.chance(0.4) ? cardinalWord(n) : String(n);
  const unit = n === 1 ? 'day' : 'days';
  const forms = [
    `in ${num} ${unit}`,
    `${num} ${unit} from now`,
    `${num} ${unit} from today`,
    `in ${num} ${n === 1 ? "day's" : "days'"} time`,
    `${capitalize(num)} ${unit} from now`,
  ];
  for (const f of r.sample(forms, n <= 10 ? 3 : 2)) b.add(f, 'relative-day', when);
}
b.add('in a day', 'relative-day', wholeDay(tomorrow));
b.add('a day from now', 'relative-day', wholeDay(tomorrow));

// Days ago.
for (const n of [2, 3, 4, 5, 10]) {
  const num = r.chance(0.5) ? cardinalWord(n) : String(n);
  b.add(`${num} days ago`, 'relative-day', wholeDay(addDays(t, -n)));
}
b.add('a week ago', 'relative-day', wholeDay(addDays(t, -7)));
b.add('a week ago today', 'relative-day', wholeDay(addDays(t, -7)));

// N days from tomorrow.
for (const n of [1, 2, 3, 5, 10]) {
  const num = r.chance(0.5) ? cardinalWord(n) : String(n);
  b.add(`${num} ${n === 1 ? 'day' : 'days'} from tomorrow`, 'relative-day', wholeDay(addDays(tomorrow, n)));
}

// Weeks from an anchor day: that day.
const WEEK_COUNTS: [number, string[]][] = [
  [1, ['a week', 'one week', '1 week']],
  [2, ['two weeks', '2 weeks']],
  [3, ['three weeks', '3 weeks']],
  [4, ['four weeks', '4 weeks']],
];
for (const [n, names] of WEEK_COUNTS) {
  for (const name of names) {
    b.add(`${name} from today`, 'relative-day', wholeDay(addDays(t, 7 * n)));
    b.add(`${name} from now`, 'relative-day', wholeDay(addDays(t, 7 * n)));
    b.add(`${name} from tomorrow`, 'relative-day', wholeDay(addDays(tomorrow, 7 * n)));
  }
}
b.add('a week today', 'relative-day', wholeDay(addDays(t, 7)));
b.add('a week tomorrow', 'relative-day', wholeDay(addDays(tomorrow, 7)));
b.add('a month from today', 'relative-day', wholeDay('2026-12-24'));
// "a week from friday": a week after the bare weekday.
for (const wd of [1, 3, 4, 5, 6, 0]) {
  const name = WEEKDAYS[wd] ?? '';
  b.add(`a week from ${name}`, 'relative-day', wholeDay(addDays(bareWeekday(wd), 7)));
  if (r.chance(0.5)) b.add(`two weeks from ${name}`, 'relative-day', wholeDay(addDays(bareWeekday(wd), 14)));
}

// Business days: Monday to Friday counted.
for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 10, 15]) {
  const when = wholeDay(businessDaysAhead(n));
  const num = n <= 10 && r.chance(0.35) ? cardinalWord(n) : String(n);
  const unit = (w: string): string => (n === 1 ? w : `${w}s`);
  const forms = [
    `${num} ${unit('business day')} from now`,
    `in ${num} ${unit('business day')}`,
    `${num} ${unit('working day')} from today`,
    `in ${num} ${unit('working day')}`,
    `${num} ${unit('weekday')} from now`,
    `${num} ${unit('business day')} from today`,
  ];
  for (const f of r.sample(forms, 3)) b.add(f, 'relative-day', when);
}

// The next N days.
for (const n of [2, 3, 4, 5, 7, 10, 14]) {
  const when = days(t, addDays(t, n));
  const num = r.chance(0.5) ? cardinalWord(n) : String(n);
  const forms = [`the next ${num} days`, `next ${num} days`, `over the next ${num} days`, `within the next ${num} days`];
  for (const f of r.sample(forms, 2)) b.add(f, 'relative-day', when);
}

// ---------------------------------------------------------------------------------------------
// weekday

const wdNames = (wd: number): string[] => {
  const full = WEEKDAYS[wd] ?? '';
  return [full, ...(WEEKDAY_ABBR[wd] ?? [])];
};
const todayWd = weekdayOf(t);

for (let wd = 0; wd < 7; wd++) {
  const bare = bareWeekday(wd);
  for (const name of wdNames(wd)) {
    b.add(casing(r, name), 'weekday', wholeDay(bare));
    if (r.chance(0.5)) b.add(casing(r, `on ${name}`), 'weekday', wholeDay(bare));
  }
  const full = WEEKDAYS[wd] ?? '';
  const abbr = r.pick(WEEKDAY_ABBR[wd] ?? []);
  b.add(`${capitalize(abbr)}.`, 'weekday', wholeDay(bare));

  // next X: X of next week.
  const next = weekdayOfWeek(wd, 1);
  for (const f of [
    `next ${full}`,
    `next ${abbr}`,
    `${full} next week`,
    `next week ${full}`,
    `next week's ${full}`,
    `${full} of next week`,
    `on ${full} next week`,
  ])
    if (f.startsWith('next ') || r.chance(0.6)) b.add(casing(r, f), 'weekday', wholeDay(next));

  // last week's X.
  const lastWeeks = weekdayOfWeek(wd, -1);
  b.add(`last week's ${full}`, 'weekday', wholeDay(lastWeeks));
  b.add(casing(r, `${full} of last week`), 'weekday', wholeDay(lastWeeks));
  if (r.chance(0.5)) b.add(`${abbr} last week`, 'weekday', wholeDay(lastWeeks));

  // Weekdays still ahead this week (or today): "this friday", "friday this week".
  const ahead = (wd + 6) % 7 >= (todayWd + 6) % 7;
  if (ahead) {
    const thisOne = weekdayOfWeek(wd, 0);
    b.add(`${full} this week`, 'weekday', wholeDay(thisOne));
    b.add(`this week's ${full}`, 'weekday', wholeDay(thisOne));
  }
  if (wd === todayWd) continue;

  // Weekdays later this week: "this friday"; earlier in the week: "last monday" would be ambiguous.
  if (ahead) {
    const thisOne = weekdayOfWeek(wd, 0);
    b.add(casing(r, `this ${full}`), 'weekday', wholeDay(thisOne));
    b.add(`this ${abbr}`, 'weekday', wholeDay(thisOne));
    // The most recent X is last week's: "last friday", "this past friday".
    b.add(casing(r, `last ${full}`), 'weekday', wholeDay(lastWeeks));
    b.add(`last ${abbr}`, 'weekday', wholeDay(lastWeeks));
    b.add(`this past ${full}`, 'weekday', wholeDay(lastWeeks));
  }

  // "this coming X": the next one after today.
  const coming = comingWeekday(wd);
  b.add(`this coming ${full}`, 'weekday', wholeDay(coming));

  // X after next: the one after the coming X.
  b.add(casing(r, `${full} after next`), 'weekday', wholeDay(addDays(coming, 7)));
  b.add(`the ${full} after next`, 'weekday', wholeDay(addDays(coming, 7)));
  if (r.chance(0.5)) b.add(`${abbr} after next`, 'weekday', wholeDay(addDays(coming, 7)));

  // N Xs from now: the N-th coming X.
  for (const n of [2, 3, 4]) {
    const num = r.chance(0.5) ? cardinalWord(n) : String(n);
    if (n === 4 && r.chance(0.5)) continue;
    b.add(`${num} ${full}s from now`, 'weekday', wholeDay(addDays(coming, 7 * (n - 1))));
  }
}

// British "Monday week", "Tuesday fortnight", "a week on Friday": a week (two) after the coming one.
for (const [text, wd, weeks] of [
  ['monday week', 1, 1],
  ['Friday week', 5, 1],
  ['a week on tuesday', 2, 1],
  ['a week on Thursday', 4, 1],
  ['tuesday fortnight', 2, 2],
  ['two weeks on friday', 5, 2],
  ['a week from monday', 1, 1],
] as [string, number, number][])
  b.add(text, 'weekday', wholeDay(addDays(comingWeekday(wd), 7 * weeks)));

writeTable('dates-relative', b.rows);
