// US holidays: the next one on or after today, as a whole day ("thanksgiving", "xmas eve", "the day after
// thanksgiving"), their weeks and long weekends ("Thanksgiving week", "Memorial Day weekend"), and with a
// written year ("easter 2028"). Dates come from the holidays' rules (common.ts), not from a list.
// Writes tables/holidays.json (category holiday).
//
//   npx tsx tests/corpus/time/generate/holidays.ts
import {
  addDays,
  builder,
  casing,
  days,
  holidayIn,
  mondayOf,
  nextHoliday,
  onOrAfter,
  rng,
  wholeDay,
  writeTable,
  type Day,
  type HolidayId,
} from './common';

const b = builder();
const r = rng('holidays');
const H = 'holiday';

/** How people write each holiday. */
const NAMES: Record<HolidayId, string[]> = {
  thanksgiving: ['thanksgiving', 'Thanksgiving', 'thanksgiving day', 'Thanksgiving Day', 'turkey day'],
  'black-friday': ['black friday', 'Black Friday'],
  'christmas-eve': ['christmas eve', 'Christmas Eve', 'xmas eve', 'Xmas Eve'],
  christmas: ['christmas', 'Christmas', 'christmas day', 'Christmas Day', 'xmas', 'Xmas', 'x-mas'],
  'new-years-eve': ["new year's eve", 'new years eve', "New Year's Eve", 'NYE', 'nye'],
  'new-years-day': ["new year's day", 'new years day', "New Year's Day", 'new yrs day'],
  mlk: ['mlk day', 'MLK Day', 'martin luther king day', 'Martin Luther King Jr. Day', 'MLK jr day'],
  valentines: ["valentine's day", 'valentines day', "Valentine's Day", 'valentines'],
  presidents: ['presidents day', "presidents' day", "Presidents' Day", "president's day"],
  'st-patricks': ["st patrick's day", "St. Patrick's Day", "saint patrick's day", "st paddy's day", "st patty's day"],
  'good-friday': ['good friday', 'Good Friday'],
  easter: ['easter', 'Easter', 'easter sunday', 'Easter Sunday'],
  mothers: ["mother's day", 'mothers day', "Mother's Day"],
  memorial: ['memorial day', 'Memorial Day'],
  fathers: ["father's day", 'fathers day', "Father's Day"],
  juneteenth: ['juneteenth', 'Juneteenth'],
  independence: [
    'july 4th',
    'the 4th of july',
    'fourth of july',
    'the fourth of july',
    'independence day',
    'July 4',
    'Independence Day',
  ],
  labor: ['labor day', 'Labor Day', 'labour day'],
  halloween: ['halloween', 'Halloween'],
  veterans: ['veterans day', "veterans' day", 'Veterans Day', "veteran's day"],
};

const IDS = Object.keys(NAMES) as HolidayId[];
const name = (id: HolidayId): string => r.pick(NAMES[id]);

// ---------------------------------------------------------------------------------------------
// The holiday itself

for (const id of IDS) {
  const when = wholeDay(nextHoliday(id));
  for (const n of NAMES[id]) b.add(n, H, when);
  b.add(`on ${name(id)}`, H, when);
}

// ---------------------------------------------------------------------------------------------
// The day before or after, and weekdays around a holiday

const AROUND: [HolidayId, number][] = [
  ['thanksgiving', 1],
  ['thanksgiving', -1],
  ['christmas', 1],
  ['christmas', -1],
  ['christmas-eve', -1],
  ['new-years-day', 1],
  ['new-years-eve', -1],
  ['halloween', 1],
  ['easter', 1],
  ['memorial', -1],
  ['labor', 1],
  ['independence', -1],
  ['independence', 1],
  ['mothers', -1],
  ['valentines', -1],
  ['mlk', 1],
];
for (const [id, n] of AROUND) {
  const when = wholeDay(addDays(nextHoliday(id), n));
  const word = n > 0 ? 'after' : 'before';
  for (const f of r.sample([`the day ${word} ${name(id)}`, `day ${word} ${name(id)}`, `on the day ${word} ${name(id)}`], 2))
    b.add(casing(r, f), H, when);
}
b.add('two days after christmas', H, wholeDay(addDays(nextHoliday('christmas'), 2)));
b.add('2 days before thanksgiving', H, wholeDay(addDays(nextHoliday('thanksgiving'), -2)));
b.add('three days after thanksgiving', H, wholeDay(addDays(nextHoliday('thanksgiving'), 3)));

/** The first weekday `wd` after (not on) a holiday. */
const weekdayAfter = (id: HolidayId, wd: number): Day => onOrAfter(addDays(nextHoliday(id), 1), wd);
b.add('the friday after thanksgiving', H, wholeDay(weekdayAfter('thanksgiving', 5)));
b.add('the monday after thanksgiving', H, wholeDay(weekdayAfter('thanksgiving', 1)));
b.add('the monday after easter', H, wholeDay(weekdayAfter('easter', 1)));
b.add('easter monday', H, wholeDay(weekdayAfter('easter', 1)));
b.add('the tuesday after labor day', H, wholeDay(weekdayAfter('labor', 2)));

// ---------------------------------------------------------------------------------------------
// Holiday weeks (the Monday-first week holding the day) and long weekends (Saturday to the Monday holiday)

const weekOf = (d: Day): ReturnType<typeof days> => days(mondayOf(d), addDays(mondayOf(d), 7));
for (const [id, forms] of [
  ['thanksgiving', ['thanksgiving week', 'Thanksgiving week', 'the week of thanksgiving', 'during thanksgiving week']],
  ['christmas', ['christmas week', 'the week of christmas', 'Christmas week']],
] as [HolidayId, string[]][]) {
  for (const f of forms) b.add(f, H, weekOf(nextHoliday(id)));
}
for (const [id, forms] of [
  ['memorial', ['Memorial Day weekend', 'memorial day weekend', 'over memorial day weekend']],
  ['labor', ['labor day weekend', 'Labor Day weekend', 'labor day wknd']],
  ['presidents', ["presidents' day weekend", 'presidents day weekend']],
  ['mlk', ['MLK weekend', 'mlk day weekend']],
] as [HolidayId, string[]][]) {
  const monday = nextHoliday(id);
  for (const f of forms) b.add(f, H, days(addDays(monday, -2), addDays(monday, 1)));
}

// ---------------------------------------------------------------------------------------------
// With a written year

const YEARS: [HolidayId, number, string][] = [
  ['thanksgiving', 2027, 'thanksgiving 2027'],
  ['thanksgiving', 2026, 'Thanksgiving 2026'],
  ['christmas', 2027, 'christmas 2027'],
  ['christmas', 2026, 'Christmas 2026'],
  ['christmas-eve', 2027, 'christmas eve 2027'],
  ['easter', 2028, 'easter 2028'],
  ['easter', 2027, 'Easter 2027'],
  ['memorial', 2028, 'memorial day 2028'],
  ['labor', 2027, 'labor day 2027'],
  ['labor', 2028, 'Labor Day 2028'],
  ['mothers', 2028, "mother's day 2028"],
  ['new-years-eve', 2027, "new year's eve 2027"],
  ['new-years-day', 2028, "new year's day 2028"],
  ['halloween', 2028, 'halloween 2028'],
  ['independence', 2028, 'july 4th 2028'],
  ['mlk', 2028, 'MLK day 2028'],
  ['fathers', 2028, "father's day 2028"],
  ['good-friday', 2028, 'good friday 2028'],
];
for (const [id, y, text] of YEARS) b.add(text, H, wholeDay(holidayIn(id, y)));

writeTable('holidays', b.rows);
