import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { toZonedIso } from '../../../lib/core/time/zoned';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. */
const TUESDAY = '2026-11-24T09:00:00-05:00';

function read(text: string, now = TUESDAY, zone = NY): { start: string; end?: string } | undefined {
  const match = parseWhen(text, Date.parse(now), zone);
  if (match === undefined) return undefined;
  const got: { start: string; end?: string } = { start: toZonedIso(match.when.start, zone) };
  if (match.when.end !== undefined) got.end = toZonedIso(match.when.end, zone);
  return got;
}

const span = (ymd: string, from: string, to: string): { start: string; end: string } => ({
  start: `${ymd}T${from}:00-05:00`,
  end: `${ymd}T${to}:00-05:00`,
});

describe('a clock range whose ends were read apart', () => {
  it.each([
    // Both ends with am/pm, joined by words the range pattern does not know.
    ['10am thru 1pm', span('2026-11-24', '10:00', '13:00')],
    ['block 9am through 11am tomorrow', span('2026-11-25', '09:00', '11:00')],
    ['hold 1 through 3 on friday', span('2026-11-27', '13:00', '15:00')],
    // The end read with its part of the day: the start takes the same half of the day.
    ['3 to 5 this afternoon', span('2026-11-24', '15:00', '17:00')],
    ['can we do 2 to 4 this afternoon', span('2026-11-24', '14:00', '16:00')],
    ['8 to 10 tonight', span('2026-11-24', '20:00', '22:00')],
    ['drinks 7 till 9 tonight', span('2026-11-24', '19:00', '21:00')],
    ['6 to 8 tomorrow evening', span('2026-11-25', '18:00', '20:00')],
    ['between three and four tomorrow afternoon', span('2026-11-25', '15:00', '16:00')],
    ['between 9 and 10 tomorrow morning', span('2026-11-25', '09:00', '10:00')],
    // Spoken and British clocks as ends.
    ['from two to three thirty on thursday', span('2026-11-26', '14:00', '15:30')],
    ['from nine to ten fifteen on monday', span('2026-11-30', '09:00', '10:15')],
    ['from 9:30 till quarter past 11 monday', span('2026-11-30', '09:30', '11:15')],
    ['from 10 until half past 11 tomorrow', span('2026-11-25', '10:00', '11:30')],
    ['from half 2 to 4 tomorrow', span('2026-11-25', '14:30', '16:00')],
    ['from half ten till 12 on friday', span('2026-11-27', '10:30', '12:00')],
    // "till"/"until" after a bare hour end a range, where "to" alone could be a score.
    ['4 till 6', span('2026-11-24', '16:00', '18:00')],
    ['10 until 12 on wednesday', span('2026-11-25', '10:00', '12:00')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each([
    // A change verb's "to" is where the event goes, not the end of a range.
    ["move the two o'clock to three thirty", '2026-11-24T14:00:00-05:00'],
    ['push my 3 to 5 tonight', '2026-11-24T17:00:00-05:00'],
  ])('keeps %j a single time', (text, start) => {
    expect(read(text)?.start).toBe(start);
    expect(read(text)?.end).toBeUndefined();
  });

  it.each(['we won 2 to 4', 'a 3 to 1 vote', 'we need 4 till 6 people', 'pages 4 through 6'])('reads no time in %j', (text) => {
    expect(read(text)).toBeUndefined();
  });
});
