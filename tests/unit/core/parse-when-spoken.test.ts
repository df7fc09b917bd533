import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import type { WhenRow } from './parse-when-expect';
import { describeRow, expectWhen, rowToExpected } from './parse-when-expect';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. */
const TUESDAY = '2026-11-24T09:00:00-05:00';
const at = (md: string, hm: string, offset = '-05:00'): string => `2026-${md}T${hm}:00${offset}`;
const day = (ymd: string, offset = '-05:00'): string => `${ymd}T00:00:00${offset}`;

function table(name: string, rows: WhenRow[], now = TUESDAY, zone = NY): void {
  describe(name, () => {
    it.each(rows.map((row) => [describeRow(row), row] as const))('%s', (_name, row) => {
      expectWhen(row[0], now, zone, rowToExpected(row));
    });
  });
}

describe('parseWhen: clock times as people say them', () => {
  table('asked Tue 24 Nov, 09:00', [
    // The day part stays as the day's window; the hour said inside it is the time.
    ['9 tonight', at('11-24', '21:00'), undefined, 'hour', ['18:00', '23:00']],
    ['at 11 at night', at('11-24', '23:00'), undefined, 'hour', ['18:00', '23:00']],
    ['7 in the evening tomorrow', at('11-25', '19:00'), undefined, 'hour', ['17:00', '21:00']],
    ['8 in the morning on friday', at('11-27', '08:00'), undefined, 'hour', ['08:00', '12:00']],
    ['quarter past 3 tomorrow', at('11-25', '15:15'), undefined, 'minute'],
    ['a quarter to four on friday', at('11-27', '15:45'), undefined, 'minute'],
    ['quarter of 4 on friday', at('11-27', '15:45'), undefined, 'minute'],
    ['half past two on friday', at('11-27', '14:30'), undefined, 'minute'],
    ['twenty past 7pm', at('11-24', '19:20'), undefined, 'minute'],
    ['ten to six', at('11-24', '17:50'), undefined, 'minute'],
    ['five past noon', at('11-24', '12:05'), undefined, 'minute'],
    ['18h45 thu', at('11-26', '18:45'), undefined, 'minute'],
    ['friday 9h30', at('11-27', '09:30'), undefined, 'minute'],
    ['at 1830 tomorrow', at('11-25', '18:30'), undefined, 'minute'],
    ['0930 hrs on monday', at('11-30', '09:30'), undefined, 'minute'],
    ['three thirty pm tomorrow', at('11-25', '15:30'), undefined, 'minute'],
    ['at nine a m on friday', at('11-27', '09:00'), undefined, 'hour'],
    ['at seven fifteen tomorrow', at('11-25', '19:15'), undefined, 'minute'],
    ["eleven o'clock on friday", at('11-27', '11:00'), undefined, 'hour'],
    ['tomorrow at 3p', at('11-25', '15:00'), undefined, 'hour'],
    // Bare hours right after a day are a range of that day.
    ['next friday 10 to 11', at('12-04', '10:00'), at('12-04', '11:00'), 'hour', ['10:00', '11:00']],
    ['tomorrow 2-3', at('11-25', '14:00'), at('11-25', '15:00'), 'hour', ['14:00', '15:00']],
  ]);

  it.each([
    'the three of us',
    'one on one with sam',
    'two people',
    'ten minutes',
    '2 PT sessions this week',
    'the 10 to 12 of us',
  ])('reads no clock time in "%s"', (text) => {
    const m = parseWhen(text, Date.parse(TUESDAY), NY);
    expect(m?.hasTimeOfDay ?? false).toBe(false);
  });
});

describe('parseWhen: times in a named zone', () => {
  table('asked Tue 24 Nov, 09:00 in New York', [
    ['3pm London time', at('11-24', '10:00'), undefined, 'hour'],
    ['9:30am EST tomorrow', at('11-25', '09:30'), undefined, 'minute'],
    ['friday 2pm PT', at('11-27', '17:00'), undefined, 'hour'],
    ['2pm pacific time on friday', at('11-27', '17:00'), undefined, 'hour'],
    ['noon UTC on monday', at('11-30', '07:00'), undefined, 'hour'],
    ['tomorrow 9am Sydney time', at('11-24', '17:00'), undefined, 'hour'],
    ['between 10am and 2pm Eastern on Dec 9', at('12-09', '10:00'), at('12-09', '14:00'), 'hour', ['10:00', '14:00']],
    ['3-4pm PT tomorrow', at('11-25', '18:00'), at('11-25', '19:00'), 'hour'],
  ]);

  it('keeps "central park" a place, not a zone', () => {
    const m = parseWhen('meet at 2pm central park', Date.parse(TUESDAY), NY);
    expect(m?.when.start).toBe(Date.parse(at('11-24', '14:00')));
  });
});

describe('parseWhen: holidays', () => {
  table('asked Tue 24 Nov 2026', [
    ['dinner on thanksgiving', day('2026-11-26'), day('2026-11-27'), 'day'],
    ['the day after thanksgiving', day('2026-11-27'), day('2026-11-28'), 'day'],
    ['black friday', day('2026-11-27'), day('2026-11-28'), 'day'],
    ['christmas eve', day('2026-12-24'), day('2026-12-25'), 'day'],
    ['on christmas', day('2026-12-25'), day('2026-12-26'), 'day'],
    ["new year's eve", day('2026-12-31'), day('2027-01-01'), 'day'],
    ["new year's day", day('2027-01-01'), day('2027-01-02'), 'day'],
    ['MLK day', day('2027-01-18'), day('2027-01-19'), 'day'],
    ["valentine's day", day('2027-02-14'), day('2027-02-15'), 'day'],
    ['easter', day('2027-03-28', '-04:00'), day('2027-03-29', '-04:00'), 'day'],
    ['good friday', day('2027-03-26', '-04:00'), day('2027-03-27', '-04:00'), 'day'],
    ["mother's day", day('2027-05-09', '-04:00'), day('2027-05-10', '-04:00'), 'day'],
    ['memorial day weekend', day('2027-05-29', '-04:00'), day('2027-06-01', '-04:00'), 'day'],
    ['the 4th of july', day('2027-07-04', '-04:00'), day('2027-07-05', '-04:00'), 'day'],
    ['labor day', day('2027-09-06', '-04:00'), day('2027-09-07', '-04:00'), 'day'],
    ['halloween', day('2027-10-31', '-04:00'), day('2027-11-01', '-04:00'), 'day'],
    ['thanksgiving week', day('2026-11-23'), day('2026-11-30'), 'week'],
    ['christmas at 6pm', at('12-25', '18:00'), undefined, 'hour'],
    ['the day after x-mas', day('2026-12-26'), day('2026-12-27'), 'day'],
    ['2 days before thanksgiving', day('2026-11-24'), day('2026-11-25'), 'day'],
    ['christmas 2027', day('2027-12-25'), day('2027-12-26'), 'day'],
    ["st patty's day", day('2027-03-17', '-04:00'), day('2027-03-18', '-04:00'), 'day'],
  ]);

  it('reads no date in an ordinal that counts things ("the first meeting")', () => {
    expect(parseWhen('cancel the first meeting', Date.parse(TUESDAY), NY)).toBeUndefined();
  });

  it('leaves a holiday that is the topic to the title', () => {
    expect(parseWhen('call mom about thanksgiving', Date.parse(TUESDAY), NY)).toBeUndefined();
  });
});

describe('parseWhen: instants counted from now', () => {
  table('asked Tue 24 Nov, 09:00', [
    ['in twenty minutes', at('11-24', '09:20'), undefined, 'minute'],
    ['in 2.5 hours', at('11-24', '11:30'), undefined, 'minute'],
    ['in 1h', at('11-24', '10:00'), undefined, 'minute'],
    ['in 1 hour 30 minutes', at('11-24', '10:30'), undefined, 'minute'],
    ['in an hour and a half', at('11-24', '10:30'), undefined, 'minute'],
    ['half an hour from now', at('11-24', '09:30'), undefined, 'minute'],
  ]);
});

describe('parseWhen: days reached by counting', () => {
  table('asked Tue 24 Nov 2026', [
    ['2 mondays from now', day('2026-12-07'), day('2026-12-08'), 'day'],
    ["last week's friday", day('2026-11-20'), day('2026-11-21'), 'day'],
    ["next week's tuesday", day('2026-12-01'), day('2026-12-02'), 'day'],
    ['3 business days from now', day('2026-11-27'), day('2026-11-28'), 'day'],
    ['in 5 working days', day('2026-12-01'), day('2026-12-02'), 'day'],
    ['a week from friday', day('2026-12-04'), day('2026-12-05'), 'day'],
    ['two weeks from tomorrow', day('2026-12-09'), day('2026-12-10'), 'day'],
    ['two weeks from today', day('2026-12-08'), day('2026-12-09'), 'day'],
    ['from 3 to 6 August', day('2027-08-03', '-04:00'), day('2027-08-07', '-04:00'), 'day'],
    ['between the 3rd and 6th of August', day('2027-08-03', '-04:00'), day('2027-08-07', '-04:00'), 'day'],
    ['Dec 1 thru 4', day('2026-12-01'), day('2026-12-05'), 'day'],
    ['Mon thru Wed', day('2026-11-30'), day('2026-12-03'), 'day'],
    ['sat-sun', day('2026-11-28'), day('2026-11-30'), 'day'],
    ['next qtr', day('2027-01-01'), day('2027-04-01', '-04:00'), 'quarter'],
    ['in 2027', day('2027-01-01'), day('2028-01-01'), 'year'],
    ['the first quarter', day('2027-01-01'), day('2027-04-01', '-04:00'), 'quarter'],
    ['Q4 of 2027', day('2027-10-01', '-04:00'), day('2028-01-01'), 'quarter'],
    ['the third quarter of next year', day('2027-07-01', '-04:00'), day('2027-10-01', '-04:00'), 'quarter'],
    ['january 2027', day('2027-01-01'), day('2027-02-01'), 'month'],
    ['December the 28th', day('2026-12-28'), day('2026-12-29'), 'day'],
    ['march the first', day('2027-03-01'), day('2027-03-02'), 'day'],
    ['a dentist appointment on the twenty third', day('2026-12-23'), day('2026-12-24'), 'day'],
    ['lunch on the fifth', day('2026-12-05'), day('2026-12-06'), 'day'],
    ['the thirty-first', day('2026-12-31'), day('2027-01-01'), 'day'],
  ]);
});
