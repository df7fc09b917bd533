// The date phrases read at other moments and in other zones: on a Sunday, a Saturday, the last day of a
// month, New Year's Eve, across a change of clocks, and in London, Tokyo and Sydney at instants where
// their date differs from New York's. Each row carries its own now/tz.
// Writes tables/dates-contexts.json (categories of the phrases: relative-day, weekday, week-month-year, …).
//
//   npx tsx tests/corpus/time/generate/dates-contexts.ts
import {
  REF,
  addDays,
  bareWeekday,
  builder,
  businessDaysAhead,
  ctxAt,
  currentQuarter,
  days,
  firstOfMonth,
  fromToday,
  inZone,
  mondayOf,
  nextDate,
  nextDom,
  nextHoliday,
  nextQuarter,
  parts,
  quarterSpan,
  today,
  weekSpan,
  weekdayOfWeek,
  wholeDay,
  writeTable,
  yearSpan,
  ymd,
  type Ctx,
  type Expect,
} from './common';

const b = builder();

/** The phrases every context is read with, each worked out from the context. */
type Rule = [text: string, category: string, meaning: (ctx: Ctx) => Expect];
const R: Record<string, Rule> = {
  today: ['today', 'relative-day', (c) => wholeDay(today(c), c.tz)],
  tomorrow: ['tomorrow', 'relative-day', (c) => wholeDay(addDays(today(c), 1), c.tz)],
  yesterday: ['yesterday', 'relative-day', (c) => wholeDay(addDays(today(c), -1), c.tz)],
  dayAfter: ['the day after tomorrow', 'relative-day', (c) => wholeDay(addDays(today(c), 2), c.tz)],
  in3: ['in 3 days', 'relative-day', (c) => wholeDay(addDays(today(c), 3), c.tz)],
  biz3: ['3 business days from now', 'relative-day', (c) => wholeDay(businessDaysAhead(3, c), c.tz)],
  weekFromToday: ['a week from today', 'relative-day', (c) => wholeDay(addDays(today(c), 7), c.tz)],
  thisWeek: ['this week', 'week-month-year', (c) => days(today(c), addDays(mondayOf(today(c)), 7), c.tz)],
  nextWeek: ['next week', 'week-month-year', (c) => weekSpan(1, c)],
  lastWeek: ['last week', 'week-month-year', (c) => weekSpan(-1, c)],
  thisWeekend: [
    'this weekend',
    'week-month-year',
    (c) => fromToday(addDays(mondayOf(today(c)), 5), addDays(mondayOf(today(c)), 7), c),
  ],
  thisMonth: ['this month', 'week-month-year', (c) => days(today(c), firstOfMonth(today(c), 1), c.tz)],
  nextMonth: ['next month', 'week-month-year', (c) => days(firstOfMonth(today(c), 1), firstOfMonth(today(c), 2), c.tz)],
  in2Months: ['in 2 months', 'week-month-year', (c) => days(firstOfMonth(today(c), 2), firstOfMonth(today(c), 3), c.tz)],
  nextYear: ['next year', 'week-month-year', (c) => yearSpan(parts(today(c))[0] + 1, c.tz)],
  thisYear: ['this year', 'week-month-year', (c) => days(today(c), ymd(parts(today(c))[0] + 1, 1, 1), c.tz)],
  q1: ['Q1', 'quarter-year', (c) => nextQuarter(1, c)],
  nextQuarter: [
    'next quarter',
    'quarter-year',
    (c) => {
      const { y, q } = currentQuarter(c);
      return q === 4 ? quarterSpan(y + 1, 1, c.tz) : quarterSpan(y, q + 1, c.tz);
    },
  ],
  thisQuarter: [
    'this quarter',
    'quarter-year',
    (c) => {
      const { y, q } = currentQuarter(c);
      return days(today(c), firstOfMonth(ymd(y, 3 * (q - 1) + 1, 1), 3), c.tz);
    },
  ],
  monday: ['monday', 'weekday', (c) => wholeDay(bareWeekday(1, c), c.tz)],
  tuesday: ['tuesday', 'weekday', (c) => wholeDay(bareWeekday(2, c), c.tz)],
  thursday: ['thursday', 'weekday', (c) => wholeDay(bareWeekday(4, c), c.tz)],
  friday: ['friday', 'weekday', (c) => wholeDay(bareWeekday(5, c), c.tz)],
  sunday: ['sunday', 'weekday', (c) => wholeDay(bareWeekday(0, c), c.tz)],
  nextWeeksTuesday: ["next week's tuesday", 'weekday', (c) => wholeDay(weekdayOfWeek(2, 1, c), c.tz)],
  nextFriday: ['next friday', 'weekday', (c) => wholeDay(weekdayOfWeek(5, 1, c), c.tz)],
  the3rd: ['the 3rd', 'ordinal-day', (c) => wholeDay(nextDom(3, c), c.tz)],
  the1st: ['the 1st', 'ordinal-day', (c) => wholeDay(nextDom(1, c), c.tz)],
  the24th: ['the 24th', 'ordinal-day', (c) => wholeDay(nextDom(24, c), c.tz)],
  the15thNext: [
    'the 15th of next month',
    'ordinal-day',
    (c) => {
      const [y, m] = parts(firstOfMonth(today(c), 1));
      return wholeDay(ymd(y, m, 15), c.tz);
    },
  ],
  march3: ['march 3', 'absolute-date', (c) => wholeDay(nextDate(3, 3, c), c.tz)],
  dec3: ['dec 3rd', 'absolute-date', (c) => wholeDay(nextDate(12, 3, c), c.tz)],
  christmas: ['christmas', 'holiday', (c) => wholeDay(nextHoliday('christmas', c), c.tz)],
  newYearsDay: ["new year's day", 'holiday', (c) => wholeDay(nextHoliday('new-years-day', c), c.tz)],
  newYearsEve: ["new year's eve", 'holiday', (c) => wholeDay(nextHoliday('new-years-eve', c), c.tz)],
};

function read(ctx: Ctx, names: (keyof typeof R)[]): void {
  for (const n of names) {
    const rule = R[n];
    if (rule === undefined) throw new Error(`no rule ${n}`);
    const [text, category, meaning] = rule;
    b.add(text, category, meaning(ctx), ctx);
  }
}

const NY = 'America/New_York';

// A Sunday: "next week" starts tomorrow, "this weekend" is today only ("this week" and "last week"
// are left out: at a weekend they may mean the coming week and the week now ending).
read(ctxAt('2026-11-29', 10, NY), [
  'today',
  'tomorrow',
  'yesterday',
  'dayAfter',
  'in3',
  'biz3',
  'nextWeek',
  'thisWeekend',
  'monday',
  'friday',
  'sunday',
  'nextWeeksTuesday',
  'the3rd',
]);

// A Saturday afternoon.
read(ctxAt('2026-11-28', 15, NY), ['tomorrow', 'thisWeekend', 'nextWeek', 'monday', 'biz3', 'nextMonth', 'the1st']);

// The last day of a month (a Sunday), and the last day of a quarter (a Wednesday).
read(ctxAt('2027-01-31', 12, NY), [
  'tomorrow',
  'thisMonth',
  'nextMonth',
  'in2Months',
  'the3rd',
  'the15thNext',
  'q1',
  'nextQuarter',
  'march3',
]);
read(ctxAt('2027-03-31', 16, NY), ['tomorrow', 'nextMonth', 'thisQuarter', 'nextQuarter', 'the1st', 'friday']);

// New Year's Eve evening.
read(ctxAt('2026-12-31', 20, NY), [
  'today',
  'tomorrow',
  'nextYear',
  'thisYear',
  'nextWeek',
  'lastWeek',
  'nextMonth',
  'q1',
  'nextQuarter',
  'march3',
  'christmas',
  'newYearsDay',
  'newYearsEve',
  'friday',
  'the3rd',
]);
b.add('in 2027', 'quarter-year', yearSpan(2027), ctxAt('2026-12-31', 20, NY));

// The day after Christmas: the next Christmas is a year off.
read(ctxAt('2026-12-26', 11, NY), ['christmas', 'newYearsEve', 'dec3']);

// Days that are 23 or 25 hours long.
read(ctxAt('2027-03-13', 10, NY), ['tomorrow', 'nextWeek', 'sunday']);
read(ctxAt('2027-03-27', 12, 'Europe/London'), ['tomorrow', 'sunday', 'nextWeek']);
read(ctxAt('2027-04-03', 9, 'Australia/Sydney'), ['tomorrow', 'sunday', 'thisWeekend']);

// London at 02:00 on Wednesday, while New York is still on Tuesday evening.
read(inZone({ now: '2026-11-24T21:00:00-05:00', tz: NY }, 'Europe/London'), [
  'today',
  'tomorrow',
  'yesterday',
  'dayAfter',
  'in3',
  'thisWeek',
  'tuesday',
  'the24th',
]);

// Tokyo at 01:00 on Wednesday (New York: Tuesday 11:00), and Tokyo at the reference instant (late Tuesday).
read(inZone({ now: '2026-11-24T11:00:00-05:00', tz: NY }, 'Asia/Tokyo'), [
  'today',
  'tomorrow',
  'tuesday',
  'the24th',
  'nextWeek',
  'thisWeek',
]);
read(inZone(REF, 'Asia/Tokyo'), ['tomorrow', 'friday', 'nextFriday']);

// Sydney at the reference instant: 01:00 on Wednesday in summer time.
read(inZone(REF, 'Australia/Sydney'), [
  'today',
  'tomorrow',
  'tuesday',
  'nextWeek',
  'thisWeekend',
  'the24th',
  'christmas',
  'nextMonth',
]);

writeTable('dates-contexts', b.rows);
