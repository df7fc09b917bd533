import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import type { WhenRow } from './parse-when-expect';
import { describeRow, expectWhen, rowToExpected } from './parse-when-expect';

const NY = 'America/New_York';
const SUNDAY = '2026-11-22T10:00:00-05:00';
const day = (md: string, offset = '-05:00'): string => `2026-${md}T00:00:00${offset}`;

/**
 * Weekday words asked on each day of one week (Mon 16 – Sun 22 Nov 2026): "Friday" is the next
 * Friday with today included, "next Friday" the Friday of next ISO week, "last Friday" the latest
 * one before today, "Friday after next" the one after the coming Friday.
 */
const ASKED_ON = ['Mon 16', 'Tue 17', 'Wed 18', 'Thu 19', 'Fri 20', 'Sat 21', 'Sun 22'];
const WEEKDAY_ANSWERS: [string, string[]][] = [
  ['Friday', ['11-20', '11-20', '11-20', '11-20', '11-20', '11-27', '11-27']],
  ['this Friday', ['11-20', '11-20', '11-20', '11-20', '11-20', '11-27', '11-27']],
  ['next Friday', ['11-27', '11-27', '11-27', '11-27', '11-27', '11-27', '11-27']],
  ['last Friday', ['11-13', '11-13', '11-13', '11-13', '11-13', '11-20', '11-20']],
  ['Friday after next', ['11-27', '11-27', '11-27', '11-27', '11-27', '12-04', '12-04']],
  ['Monday', ['11-16', '11-23', '11-23', '11-23', '11-23', '11-23', '11-23']],
  ['next Monday', ['11-23', '11-23', '11-23', '11-23', '11-23', '11-23', '11-23']],
  ['Tuesday next week', ['11-24', '11-24', '11-24', '11-24', '11-24', '11-24', '11-24']],
  ['next week on Thursday', ['11-26', '11-26', '11-26', '11-26', '11-26', '11-26', '11-26']],
];

describe('parseWhen: weekdays', () => {
  const cases = WEEKDAY_ANSWERS.flatMap(([phrase, answers]) =>
    answers.map((md, i) => {
      const asked = ASKED_ON[i] ?? '';
      return [phrase, asked, `2026-11-${asked.slice(4)}T10:00:00-05:00`, md] as const;
    }),
  );
  it.each(cases)('reads "%s" asked on %s Nov as that weekday', (phrase, _asked, now, md) => {
    const next = new Date(Date.parse(`2026-${md}T12:00:00Z`) + 86_400_000).toISOString().slice(5, 10);
    expectWhen(phrase, now, NY, { start: day(md), end: day(next), grain: 'day' });
  });
});

function table(name: string, now: string, rows: WhenRow[], zone = NY): void {
  describe(name, () => {
    it.each(rows.map((row) => [describeRow(row), row] as const))('%s', (_name, row) => {
      expectWhen(row[0], now, zone, rowToExpected(row));
    });
  });
}

describe('parseWhen: days of a month', () => {
  table('asked Saturday 14 Nov', '2026-11-14T10:00:00-05:00', [['on the 15th', day('11-15'), day('11-16'), 'day']]);
  table('asked Sunday 15 Nov (the day itself counts)', '2026-11-15T10:00:00-05:00', [
    ['on the 15th', day('11-15'), day('11-16'), 'day'],
  ]);
  table("asked Monday 16 Nov (this month's has passed)", '2026-11-16T10:00:00-05:00', [
    ['on the 15th', day('12-15'), day('12-16'), 'day'],
  ]);
  table('asked 2 Feb 2026 (February has no 30th or 31st)', '2026-02-02T10:00:00-05:00', [
    ['on the 31st', '2026-03-31T00:00:00-04:00', '2026-04-01T00:00:00-04:00', 'day'],
    ['the 30th', '2026-03-30T00:00:00-04:00', '2026-03-31T00:00:00-04:00', 'day'],
    ['the 28th', '2026-02-28T00:00:00-05:00', '2026-03-01T00:00:00-05:00', 'day'],
  ]);
  table('asked 5 Apr 2026 (April has no 31st)', '2026-04-05T10:00:00-04:00', [
    ['on the 31st', '2026-05-31T00:00:00-04:00', '2026-06-01T00:00:00-04:00', 'day'],
  ]);
  table('asked Sunday 22 Nov', SUNDAY, [
    ['the 3rd of next month', day('12-03'), day('12-04'), 'day'],
    ['the 1st', day('12-01'), day('12-02'), 'day'],
    ['the first Monday of next month', day('12-07'), day('12-08'), 'day'],
    ['the last Friday of the month', day('11-27'), day('11-28'), 'day'],
    ['the first Monday of this month', day('11-02'), day('11-03'), 'day'],
    ['the second Tuesday in March', '2027-03-09T00:00:00-05:00', '2027-03-10T00:00:00-05:00', 'day'],
    ['the third Thursday of November', '2027-11-18T00:00:00-05:00', '2027-11-19T00:00:00-05:00', 'day'],
    ['the 2nd Wednesday of December 2027', '2027-12-08T00:00:00-05:00', '2027-12-09T00:00:00-05:00', 'day'],
  ]);
  table("asked Saturday 28 Nov, after the month's last Friday", '2026-11-28T10:00:00-05:00', [
    ['the last Friday of the month', day('12-25'), day('12-26'), 'day'],
  ]);
  table('asked Thursday 10 Dec', '2026-12-10T10:00:00-05:00', [
    ['the first Monday of next month', '2027-01-04T00:00:00-05:00', '2027-01-05T00:00:00-05:00', 'day'],
  ]);
});

describe('parseWhen: weeks, weekends, months, quarters and years', () => {
  table('asked Friday 20 Nov', '2026-11-20T10:00:00-05:00', [['this weekend', day('11-21'), day('11-23'), 'day']]);
  table('asked Saturday 21 Nov', '2026-11-21T10:00:00-05:00', [
    ['this weekend', day('11-21'), day('11-23'), 'day'],
    ['weekend', day('11-21'), day('11-23'), 'day'],
    ['next weekend', day('11-28'), day('11-30'), 'day'],
  ]);
  table('asked Monday 16 Nov', '2026-11-16T10:00:00-05:00', [
    ['next weekend', day('11-28'), day('11-30'), 'day'],
    ['over the weekend', day('11-21'), day('11-23'), 'day'],
    ['this week', day('11-16'), day('11-23'), 'week'],
  ]);
  table('asked Wednesday 18 Nov', '2026-11-18T10:00:00-05:00', [
    ['last weekend', day('11-14'), day('11-16'), 'day'],
    ['rest of the week', day('11-18'), day('11-23'), 'week'],
  ]);
  table('asked Sunday 1 Nov, the day New York falls back', '2026-11-01T10:00:00-05:00', [
    ['end of the month', day('11-24'), day('12-01'), 'day'],
    ['this month', '2026-11-01T00:00:00-04:00', day('12-01'), 'month'],
  ]);
  table('asked Monday 30 Nov, the last day of the month', '2026-11-30T10:00:00-05:00', [
    ['end of the month', day('11-30'), day('12-01'), 'day'],
  ]);
  table('asked 10 Feb 2026, a 28-day month', '2026-02-10T10:00:00-05:00', [
    ['end of the month', '2026-02-22T00:00:00-05:00', '2026-03-01T00:00:00-05:00', 'day'],
  ]);
  table('asked Tuesday 3 Nov', '2026-11-03T10:00:00-05:00', [['beginning of the month', day('11-03'), day('11-08'), 'day']]);
  table('asked Sunday 22 Nov', SUNDAY, [
    ['end of next month', day('12-25'), '2027-01-01T00:00:00-05:00', 'day'],
    ['beginning of next month', day('12-01'), day('12-08'), 'day'],
    ['beginning of the month', day('12-01'), day('12-08'), 'day'],
    ['last week', day('11-09'), day('11-16'), 'week'],
    ['last month', '2026-10-01T00:00:00-04:00', '2026-11-01T00:00:00-04:00', 'month'],
    ['this quarter', day('11-22'), '2027-01-01T00:00:00-05:00', 'quarter'],
    ['Q4', day('11-22'), '2027-01-01T00:00:00-05:00', 'quarter'],
    ['Q3', '2027-07-01T00:00:00-04:00', '2027-10-01T00:00:00-04:00', 'quarter'],
    ['Q1 2027', '2027-01-01T00:00:00-05:00', '2027-04-01T00:00:00-04:00', 'quarter'],
    ['this year', day('11-22'), '2027-01-01T00:00:00-05:00', 'year'],
    ['next year', '2027-01-01T00:00:00-05:00', '2028-01-01T00:00:00-05:00', 'year'],
  ]);
  table('asked Thursday 10 Dec', '2026-12-10T10:00:00-05:00', [
    ['next month', '2027-01-01T00:00:00-05:00', '2027-02-01T00:00:00-05:00', 'month'],
    ['in December', day('12-10'), '2027-01-01T00:00:00-05:00', 'month'],
  ]);
});

describe('parseWhen: written dates (chrono-node)', () => {
  table('asked Sunday 22 Nov', SUNDAY, [
    ['Dec 3', day('12-03'), day('12-04'), 'day'],
    ['December 3rd', day('12-03'), day('12-04'), 'day'],
    ['3 Dec', day('12-03'), day('12-04'), 'day'],
    ['12/3', day('12-03'), day('12-04'), 'day'],
    ['3/12', '2027-03-12T00:00:00-05:00', '2027-03-13T00:00:00-05:00', 'day'],
    ['12/3/2027', '2027-12-03T00:00:00-05:00', '2027-12-04T00:00:00-05:00', 'day'],
    ['2026-12-03', day('12-03'), day('12-04'), 'day'],
    ['Nov 22', day('11-22'), day('11-23'), 'day'],
    ['Nov 20', '2027-11-20T00:00:00-05:00', '2027-11-21T00:00:00-05:00', 'day'],
    ['Dec 3-5', day('12-03'), day('12-06'), 'day'],
    ['Dec 3 to Dec 5', day('12-03'), day('12-06'), 'day'],
    ['Friday, Dec 4', day('12-04'), day('12-05'), 'day'],
    ['the week of Dec 7', day('12-07'), day('12-14'), 'week'],
    ['in December', day('12-01'), '2027-01-01T00:00:00-05:00', 'month'],
    ['March', '2027-03-01T00:00:00-05:00', '2027-04-01T00:00:00-04:00', 'month'],
    ['in may', '2027-05-01T00:00:00-04:00', '2027-06-01T00:00:00-04:00', 'month'],
    ['Dec 3 at 2pm', '2026-12-03T14:00:00-05:00', undefined, 'hour'],
    ['2026-12-03T15:30', '2026-12-03T15:30:00-05:00', undefined, 'minute'],
  ]);
});

describe('parseWhen: several days named together', () => {
  table('asked Tuesday 17 Nov', '2026-11-17T10:00:00-05:00', [['Monday or Tuesday', day('11-23'), day('11-25'), 'day']]);
  table('asked Wednesday 18 Nov', '2026-11-18T10:00:00-05:00', [
    ['this week or next week', day('11-18'), day('11-30'), 'week'],
    ['next Monday or Tuesday', day('11-23'), day('11-25'), 'day'],
  ]);
  table('asked Sunday 22 Nov', SUNDAY, [
    ['Friday to Monday', day('11-27'), day('12-01'), 'day'],
    ['Monday and Wednesday', day('11-23'), day('11-26'), 'day'],
    ['Monday through Wednesday', day('11-23'), day('11-26'), 'day'],
  ]);
});

describe('parseWhen: measured from now', () => {
  table('asked Sunday 22 Nov, 10:00', SUNDAY, [
    ['in a week', day('11-23'), day('11-30'), 'week'],
    ['in two months', '2027-01-01T00:00:00-05:00', '2027-02-01T00:00:00-05:00', 'month'],
    ['3 days ago', day('11-19'), day('11-20'), 'day'],
    // Counted from a day it is that day; "in a week" is the week people mean by "around then".
    ['two weeks from now', day('12-06'), day('12-07'), 'day'],
    ['a week from tomorrow', day('11-30'), day('12-01'), 'day'],
    ['the next 3 days', day('11-22'), day('11-25'), 'day'],
    ['within two weeks', day('11-22'), day('12-06'), 'week'],
    ['in a couple of days', day('11-24'), day('11-25'), 'day'],
    ['in 90 minutes', '2026-11-22T11:30:00-05:00', undefined, 'minute'],
    ['in half an hour', '2026-11-22T10:30:00-05:00', undefined, 'minute'],
    ['in 2 hours', '2026-11-22T12:00:00-05:00', undefined, 'minute'],
    ['right now', '2026-11-22T10:00:00-05:00', undefined, 'minute'],
    ['as soon as possible', '2026-11-22T10:00:00-05:00', day('11-29'), 'week'],
  ]);

  it('drops the seconds from "now" and "in an hour"', () => {
    expectWhen('now', '2026-11-22T10:17:42-05:00', NY, { start: '2026-11-22T10:17:00-05:00', grain: 'minute' });
    expectWhen('in an hour', '2026-11-22T10:17:42-05:00', NY, { start: '2026-11-22T11:17:00-05:00', grain: 'minute' });
  });

  it('lets a named date win over a stray "now" ("now, tomorrow at 3")', () => {
    expectWhen('now, tomorrow at 3', SUNDAY, NY, { start: '2026-11-23T15:00:00-05:00', grain: 'hour' });
  });

  it('says "now" names a time of day and "asap" does not', () => {
    expect(parseWhen('now', Date.parse(SUNDAY), NY)?.hasTimeOfDay).toBe(true);
    expect(parseWhen('asap', Date.parse(SUNDAY), NY)?.hasTimeOfDay).toBe(false);
  });
});
