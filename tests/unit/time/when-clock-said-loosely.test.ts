import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import type { WhenRow } from '../core/parse-when-expect';
import { describeRow, expectWhen, rowToExpected } from '../core/parse-when-expect';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. */
const TUESDAY = '2026-11-24T09:00:00-05:00';
const at = (ymd: string, hm: string, offset = '-05:00'): string => `${ymd}T${hm}:00${offset}`;

function table(name: string, rows: WhenRow[], now = TUESDAY, zone = NY): void {
  describe(name, () => {
    it.each(rows.map((row) => [describeRow(row), row] as const))('%s', (_name, row) => {
      expectWhen(row[0], now, zone, rowToExpected(row));
    });
  });
}

function hasTimeOfDay(text: string): boolean {
  return parseWhen(text, Date.parse(TUESDAY), NY)?.hasTimeOfDay ?? false;
}

describe('bare "N to M" as a range of the clock', () => {
  table('next to a day, or after a verb that reserves time (working-hours guess)', [
    [
      'block out 2 to 4 on thursday the 10th for deep work',
      at('2026-12-10', '14:00'),
      at('2026-12-10', '16:00'),
      'hour',
      ['14:00', '16:00'],
    ],
    ['block 9 to 11 tomorrow', at('2026-11-25', '09:00'), at('2026-11-25', '11:00'), 'hour', ['09:00', '11:00']],
    ['2 to 4 on thursday', at('2026-11-26', '14:00'), at('2026-11-26', '16:00'), 'hour', ['14:00', '16:00']],
    ['can u book 10 to 4 on friday', at('2026-11-27', '10:00'), at('2026-11-27', '16:00'), 'hour', ['10:00', '16:00']],
    ['hold 11 to 1 friday for the offsite', at('2026-11-27', '11:00'), at('2026-11-27', '13:00'), 'hour', ['11:00', '13:00']],
    ['block off 3-5 next monday', at('2026-11-30', '15:00'), at('2026-11-30', '17:00'), 'hour', ['15:00', '17:00']],
    ['reserve 1 to 2 tomorrow for lunch', at('2026-11-25', '13:00'), at('2026-11-25', '14:00'), 'hour', ['13:00', '14:00']],
  ]);

  it.each(['a 2 to 1 vote', 'we won 2 to 4', 'move it to 4', 'the 10 to 12 of us', 'dec 3 to 5', 'book 2 to 4 people'])(
    'reads no clock range in %j',
    (text) => {
      expect(hasTimeOfDay(text)).toBe(false);
    },
  );

  it('reads "ten to four" in words as a clock time, not a range', () => {
    expectWhen('ten to four on friday', TUESDAY, NY, { start: at('2026-11-27', '15:50'), grain: 'minute' });
  });
});

describe('British "half four"', () => {
  table('half past the hour, with the hour guessed as usual', [
    ['can you shift meal prep on sunday to half four', at('2026-11-29', '16:30'), undefined, 'minute'],
    ['half seven tonight', at('2026-11-24', '19:30'), undefined, 'minute', ['18:00', '23:00']],
    ['half 9 tomorrow', at('2026-11-25', '09:30'), undefined, 'minute'],
    ['at half ten on friday', at('2026-11-27', '10:30'), undefined, 'minute'],
    ['meet at half one tmrw', at('2026-11-25', '13:30'), undefined, 'minute'],
    ['half five pm on thursday', at('2026-11-26', '17:30'), undefined, 'minute'],
    ['half eight in the morning on friday', at('2026-11-27', '08:30'), undefined, 'minute', ['08:00', '12:00']],
    ['half past four on friday', at('2026-11-27', '16:30'), undefined, 'minute'],
  ]);

  it.each(['half an hour', 'half the team on friday', 'cut it in half on friday', 'half 2 hours', 'half one of them'])(
    'reads no clock time in %j',
    (text) => {
      expect(hasTimeOfDay(text)).toBe(false);
    },
  );
});

describe('open-ended windows: "from 6pm onwards"', () => {
  table('from the time to the end of each day, as "after 6pm" is', [
    [
      'everything from 6pm onwards next week, kill it',
      at('2026-11-30', '00:00'),
      at('2026-12-07', '00:00'),
      'week',
      ['18:00', '24:00'],
    ],
    ['6pm onward tomorrow', at('2026-11-25', '18:00'), at('2026-11-26', '00:00'), 'hour', ['18:00', '24:00']],
    ['anything from 5 onwards tomorrow', at('2026-11-25', '17:00'), at('2026-11-26', '00:00'), 'hour', ['17:00', '24:00']],
    ['from 6pm on', at('2026-11-24', '18:00'), at('2026-11-25', '00:00'), 'hour', ['18:00', '24:00']],
    ['from 6 on next week', at('2026-11-30', '00:00'), at('2026-12-07', '00:00'), 'week', ['18:00', '24:00']],
    ['7pm or later on friday', at('2026-11-27', '19:00'), at('2026-11-28', '00:00'), 'hour', ['19:00', '24:00']],
    ["from 3 o'clock onwards", at('2026-11-24', '15:00'), at('2026-11-25', '00:00'), 'hour', ['15:00', '24:00']],
    ['starting at 3pm onwards', at('2026-11-24', '15:00'), at('2026-11-25', '00:00'), 'hour', ['15:00', '24:00']],
    ['after 6pm next week', at('2026-11-30', '00:00'), at('2026-12-07', '00:00'), 'week', ['18:00', '24:00']],
  ]);

  it('reads "from 6pm on friday" as a time on Friday, not onwards', () => {
    expectWhen('from 6pm on friday', TUESDAY, NY, { start: at('2026-11-27', '18:00'), grain: 'hour' });
  });

  it.each(['page 2 onwards', 'chapter 3 onward'])('reads no clock time in %j', (text) => {
    expect(hasTimeOfDay(text)).toBe(false);
  });
});
