import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import type { WhenRow } from './parse-when-expect';
import { describeRow, expectWhen, rowToExpected } from './parse-when-expect';

/**
 * Days on which the clocks change, asked the day before: the instants must carry the offset in
 * force at each one, a skipped wall-clock time moves on by the jump and a repeated one is the
 * earlier instant (docs/decisions.md, "Ambiguous wall-clock times"), and relative hours are
 * elapsed time, not wall-clock time.
 */
const DAY_BEFORE_A_CHANGE: { name: string; now: string; zone: string; rows: WhenRow[] }[] = [
  {
    name: 'New York, Saturday before spring forward (2026-03-08, 02:00 → 03:00)',
    now: '2026-03-07T09:00:00-05:00',
    zone: 'America/New_York',
    rows: [
      ['tomorrow at 9am', '2026-03-08T09:00:00-04:00', undefined, 'hour'],
      ['tomorrow', '2026-03-08T00:00:00-05:00', '2026-03-09T00:00:00-04:00', 'day'],
      ['tomorrow at 2:30am', '2026-03-08T03:30:00-04:00', undefined, 'minute'],
      ['tomorrow at 1:30am', '2026-03-08T01:30:00-05:00', undefined, 'minute'],
      ['tomorrow between 2 and 4am', '2026-03-08T03:00:00-04:00', '2026-03-08T04:00:00-04:00', 'hour', ['02:00', '04:00']],
      ['tomorrow after 5', '2026-03-08T17:00:00-04:00', '2026-03-09T00:00:00-04:00', 'hour', ['17:00', '24:00']],
      ['in 24 hours', '2026-03-08T10:00:00-04:00', undefined, 'minute'],
      ['in 1 day', '2026-03-08T00:00:00-05:00', '2026-03-09T00:00:00-04:00', 'day'],
      ['this weekend', '2026-03-07T00:00:00-05:00', '2026-03-09T00:00:00-04:00', 'day'],
      ['this week', '2026-03-07T00:00:00-05:00', '2026-03-09T00:00:00-04:00', 'week'],
      ['next week', '2026-03-09T00:00:00-04:00', '2026-03-16T00:00:00-04:00', 'week'],
      ['mornings', '2026-03-07T00:00:00-05:00', '2026-03-14T00:00:00-04:00', 'week', ['08:00', '12:00']],
      ['asap', '2026-03-07T09:00:00-05:00', '2026-03-14T00:00:00-04:00', 'week'],
    ],
  },
  {
    name: 'New York, Saturday before fall back (2026-11-01, 02:00 → 01:00)',
    now: '2026-10-31T12:00:00-04:00',
    zone: 'America/New_York',
    rows: [
      ['tomorrow at 9am', '2026-11-01T09:00:00-05:00', undefined, 'hour'],
      ['tomorrow', '2026-11-01T00:00:00-04:00', '2026-11-02T00:00:00-05:00', 'day'],
      ['tomorrow at 1:30am', '2026-11-01T01:30:00-04:00', undefined, 'minute'],
      ['tomorrow at 2:30am', '2026-11-01T02:30:00-05:00', undefined, 'minute'],
      ['tomorrow night', '2026-11-01T18:00:00-05:00', '2026-11-01T23:00:00-05:00', 'hour', ['18:00', '23:00']],
      ['in 24 hours', '2026-11-01T11:00:00-05:00', undefined, 'minute'],
      ['this weekend', '2026-10-31T00:00:00-04:00', '2026-11-02T00:00:00-05:00', 'day'],
      ['next week', '2026-11-02T00:00:00-05:00', '2026-11-09T00:00:00-05:00', 'week'],
      ['this month', '2026-10-31T00:00:00-04:00', '2026-11-01T00:00:00-04:00', 'month'],
    ],
  },
  {
    name: 'London, Saturday before spring forward (2026-03-29, 01:00 → 02:00)',
    now: '2026-03-28T20:00:00+00:00',
    zone: 'Europe/London',
    rows: [
      ['tomorrow at 9am', '2026-03-29T09:00:00+01:00', undefined, 'hour'],
      ['tomorrow', '2026-03-29T00:00:00+00:00', '2026-03-30T00:00:00+01:00', 'day'],
      ['tomorrow at 1:30am', '2026-03-29T02:30:00+01:00', undefined, 'minute'],
      ['tomorrow morning', '2026-03-29T08:00:00+01:00', '2026-03-29T12:00:00+01:00', 'hour', ['08:00', '12:00']],
      ['in 12 hours', '2026-03-29T09:00:00+01:00', undefined, 'minute'],
      ['this weekend', '2026-03-28T00:00:00+00:00', '2026-03-30T00:00:00+01:00', 'day'],
      ['next week', '2026-03-30T00:00:00+01:00', '2026-04-06T00:00:00+01:00', 'week'],
      ['Sunday at noon', '2026-03-29T12:00:00+01:00', undefined, 'hour'],
    ],
  },
  {
    name: 'London, Saturday before fall back (2026-10-25, 02:00 → 01:00)',
    now: '2026-10-24T20:00:00+01:00',
    zone: 'Europe/London',
    rows: [
      ['tomorrow at 9am', '2026-10-25T09:00:00+00:00', undefined, 'hour'],
      ['tomorrow', '2026-10-25T00:00:00+01:00', '2026-10-26T00:00:00+00:00', 'day'],
      ['tomorrow at 1:30am', '2026-10-25T01:30:00+01:00', undefined, 'minute'],
      ['tomorrow at 2:30am', '2026-10-25T02:30:00+00:00', undefined, 'minute'],
      ['tomorrow before lunch', '2026-10-25T00:00:00+01:00', '2026-10-25T12:00:00+00:00', 'hour', ['00:00', '12:00']],
      ['in 12 hours', '2026-10-25T07:00:00+00:00', undefined, 'minute'],
      ['this weekend', '2026-10-24T00:00:00+01:00', '2026-10-26T00:00:00+00:00', 'day'],
      ['next week', '2026-10-26T00:00:00+00:00', '2026-11-02T00:00:00+00:00', 'week'],
    ],
  },
  {
    name: 'Lord Howe Island, Saturday before its 30-minute spring forward (2026-10-04, 02:00 → 02:30)',
    now: '2026-10-03T18:00:00+10:30',
    zone: 'Australia/Lord_Howe',
    rows: [
      ['tomorrow at 9am', '2026-10-04T09:00:00+11:00', undefined, 'hour'],
      ['tomorrow', '2026-10-04T00:00:00+10:30', '2026-10-05T00:00:00+11:00', 'day'],
      ['tomorrow at 2:15am', '2026-10-04T02:45:00+11:00', undefined, 'minute'],
      ['tomorrow at 2:30am', '2026-10-04T02:30:00+11:00', undefined, 'minute'],
      ['tomorrow at 1:59am', '2026-10-04T01:59:00+10:30', undefined, 'minute'],
      ['in 12 hours', '2026-10-04T06:30:00+11:00', undefined, 'minute'],
      ['this weekend', '2026-10-03T00:00:00+10:30', '2026-10-05T00:00:00+11:00', 'day'],
      ['next week', '2026-10-05T00:00:00+11:00', '2026-10-12T00:00:00+11:00', 'week'],
    ],
  },
  {
    name: 'Lord Howe Island, Saturday before its 30-minute fall back (2026-04-05, 02:00 → 01:30)',
    now: '2026-04-04T18:00:00+11:00',
    zone: 'Australia/Lord_Howe',
    rows: [
      ['tomorrow at 9am', '2026-04-05T09:00:00+10:30', undefined, 'hour'],
      ['tomorrow', '2026-04-05T00:00:00+11:00', '2026-04-06T00:00:00+10:30', 'day'],
      ['tomorrow at 1:45am', '2026-04-05T01:45:00+11:00', undefined, 'minute'],
      ['tomorrow at 2:15am', '2026-04-05T02:15:00+10:30', undefined, 'minute'],
      ['in 12 hours', '2026-04-05T05:30:00+10:30', undefined, 'minute'],
      ['this weekend', '2026-04-04T00:00:00+11:00', '2026-04-06T00:00:00+10:30', 'day'],
      ['next week', '2026-04-06T00:00:00+10:30', '2026-04-13T00:00:00+10:30', 'week'],
    ],
  },
];

describe('parseWhen on the eve of a clock change', () => {
  for (const { name, now, zone, rows } of DAY_BEFORE_A_CHANGE) {
    describe(name, () => {
      it.each(rows.map((row) => [describeRow(row), row] as const))('%s', (_name, row) => {
        expectWhen(row[0], now, zone, rowToExpected(row));
      });
    });
  }
});

/** "next week" asked the week before a change: the week holds the change, so its end has the new offset. */
const WEEK_HOLDING_A_CHANGE: [string, string, string, string][] = [
  ['America/New_York', '2026-02-25T12:00:00-05:00', '2026-03-02T00:00:00-05:00', '2026-03-09T00:00:00-04:00'],
  ['America/New_York', '2026-10-21T12:00:00-04:00', '2026-10-26T00:00:00-04:00', '2026-11-02T00:00:00-05:00'],
  ['Europe/London', '2026-03-18T12:00:00+00:00', '2026-03-23T00:00:00+00:00', '2026-03-30T00:00:00+01:00'],
  ['Europe/London', '2026-10-14T12:00:00+01:00', '2026-10-19T00:00:00+01:00', '2026-10-26T00:00:00+00:00'],
  ['Australia/Lord_Howe', '2026-09-23T12:00:00+10:30', '2026-09-28T00:00:00+10:30', '2026-10-05T00:00:00+11:00'],
  ['Australia/Lord_Howe', '2026-03-25T12:00:00+11:00', '2026-03-30T00:00:00+11:00', '2026-04-06T00:00:00+10:30'],
];

describe('parseWhen: a week that holds a clock change', () => {
  it.each(WEEK_HOLDING_A_CHANGE)('in %s, "next week" asked %s runs %s → %s', (zone, now, start, end) => {
    expectWhen('next week', now, zone, { start, end, grain: 'week' });
  });

  it.each(WEEK_HOLDING_A_CHANGE)(
    'in %s, "mornings next week" asked %s keeps 08:00–12:00 on each day',
    (zone, now, start, end) => {
      expectWhen('mornings next week', now, zone, { start, end, grain: 'week', dailyWindow: ['08:00', '12:00'] });
    },
  );

  it('gives a 23-hour "tomorrow" before spring forward and a 25-hour one before fall back (New York)', () => {
    const spring = parseWhen('tomorrow', Date.parse('2026-03-07T12:00:00-05:00'), 'America/New_York');
    const fall = parseWhen('tomorrow', Date.parse('2026-10-31T12:00:00-04:00'), 'America/New_York');
    expect(((spring?.when.end ?? 0) - (spring?.when.start ?? 0)) / 3_600_000).toBe(23);
    expect(((fall?.when.end ?? 0) - (fall?.when.start ?? 0)) / 3_600_000).toBe(25);
  });
});

/** Late in the evening the zone's date and UTC's differ; "tomorrow" is the zone's. */
const DATE_DIFFERS_FROM_UTC: { name: string; now: string; zone: string; rows: WhenRow[] }[] = [
  {
    name: 'Los Angeles at 23:30 on Wednesday 10 June (Thursday 06:30 in UTC)',
    now: '2026-06-10T23:30:00-07:00',
    zone: 'America/Los_Angeles',
    rows: [
      ['today', '2026-06-10T00:00:00-07:00', '2026-06-11T00:00:00-07:00', 'day'],
      ['tomorrow', '2026-06-11T00:00:00-07:00', '2026-06-12T00:00:00-07:00', 'day'],
      ['tomorrow at 9am', '2026-06-11T09:00:00-07:00', undefined, 'hour'],
      ['Thursday', '2026-06-11T00:00:00-07:00', '2026-06-12T00:00:00-07:00', 'day'],
      ['at 9', '2026-06-11T09:00:00-07:00', undefined, 'hour'],
      ['in 3 days', '2026-06-13T00:00:00-07:00', '2026-06-14T00:00:00-07:00', 'day'],
    ],
  },
  {
    name: 'Auckland at 00:30 on Thursday 11 June (still Wednesday in UTC)',
    now: '2026-06-11T00:30:00+12:00',
    zone: 'Pacific/Auckland',
    rows: [
      ['today', '2026-06-11T00:00:00+12:00', '2026-06-12T00:00:00+12:00', 'day'],
      ['tomorrow', '2026-06-12T00:00:00+12:00', '2026-06-13T00:00:00+12:00', 'day'],
      ['tonight', '2026-06-11T18:00:00+12:00', '2026-06-11T23:00:00+12:00', 'hour', ['18:00', '23:00']],
      ['Friday', '2026-06-12T00:00:00+12:00', '2026-06-13T00:00:00+12:00', 'day'],
      ['in the morning', '2026-06-11T08:00:00+12:00', '2026-06-11T12:00:00+12:00', 'hour', ['08:00', '12:00']],
      ['this week', '2026-06-11T00:00:00+12:00', '2026-06-15T00:00:00+12:00', 'week'],
    ],
  },
  {
    name: 'Auckland at 23:30 on Wednesday 10 June (11:30 Wednesday in UTC)',
    now: '2026-06-10T23:30:00+12:00',
    zone: 'Pacific/Auckland',
    rows: [
      ['tomorrow', '2026-06-11T00:00:00+12:00', '2026-06-12T00:00:00+12:00', 'day'],
      ['tomorrow at 8am', '2026-06-11T08:00:00+12:00', undefined, 'hour'],
      ['at 8', '2026-06-11T08:00:00+12:00', undefined, 'hour'],
      ['after 5', '2026-06-10T17:00:00+12:00', '2026-06-11T00:00:00+12:00', 'hour', ['17:00', '24:00']],
    ],
  },
];

describe("parseWhen counts days on the zone's calendar, not UTC's", () => {
  for (const { name, now, zone, rows } of DATE_DIFFERS_FROM_UTC) {
    describe(name, () => {
      it.each(rows.map((row) => [describeRow(row), row] as const))('%s', (_name, row) => {
        expectWhen(row[0], now, zone, rowToExpected(row));
      });
    });
  }
});
