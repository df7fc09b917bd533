import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { toZonedIso } from '../../../lib/core/time/zoned';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. */
const NOW = Date.parse('2026-11-24T09:00:00-05:00');

function read(text: string): { start: string; end?: string } | undefined {
  const match = parseWhen(text, NOW, NY);
  if (match === undefined) return undefined;
  const got: { start: string; end?: string } = { start: toZonedIso(match.when.start, NY) };
  if (match.when.end !== undefined) got.end = toZonedIso(match.when.end, NY);
  return got;
}
const startOf = (text: string): number | undefined => parseWhen(text, NOW, NY)?.when.start;

describe('a city right after a clock names its clock', () => {
  it.each([
    ['monday 2pm Paris', '2026-11-30T14:00:00+01:00'],
    ['noon in Tokyo', '2026-11-25T12:00:00+09:00'],
    ['call at 8am Sydney with the team', '2026-11-25T08:00:00+11:00'],
    ['thursday 4:30pm in Berlin?', '2026-11-26T16:30:00+01:00'],
  ])('%j is %s', (text, iso) => {
    expect(startOf(text)).toBe(Date.parse(iso));
  });

  it.each([
    ['3pm London office sync', '2026-11-24T15:00:00-05:00'],
    ['dinner in Paris at 8', '2026-11-24T20:00:00-05:00'],
    ["9am Tokyo's numbers review", '2026-11-25T09:00:00-05:00'],
  ])('%j keeps the person’s own clock', (text, iso) => {
    expect(startOf(text)).toBe(Date.parse(iso));
  });
});

describe('clocks said aloud', () => {
  it.each([
    ['nine thirty a m berlin time', '2026-11-25T09:30:00+01:00'],
    ['at seven eastern', '2026-11-24T19:00:00-05:00'],
  ])('%j is a spoken clock of another zone', (text, iso) => {
    expect(startOf(text)).toBe(Date.parse(iso));
  });

  it.each([
    ['at sixteen hundred', '2026-11-24T16:00:00-05:00'],
    ['oh eight hundred hours tomorrow', '2026-11-25T08:00:00-05:00'],
    ['by twenty two fifteen', '2026-11-24T22:15:00-05:00'],
    ['at thirteen oh five', '2026-11-24T13:05:00-05:00'],
  ])('%j is the 24-hour clock', (text, iso) => {
    expect(read(text)).toEqual({ start: iso });
  });

  it.each(['it cost fifteen hundred dollars', 'back in nineteen ninety', 'about twelve hundred people'])(
    '%j is no time',
    (text) => {
      expect(read(text)).toBeUndefined();
    },
  );

  it('leaves "at ten fifteen" to the twelve-hour guess', () => {
    expect(read('at ten fifteen')).toEqual({ start: '2026-11-24T10:15:00-05:00' });
  });

  it.each([
    ['thursday at um two', '2026-11-26T14:00:00-05:00'],
    ['at like 4 tomorrow', '2026-11-25T16:00:00-05:00'],
  ])('%j reads past the filler', (text, iso) => {
    expect(read(text)).toEqual({ start: iso });
  });

  it.each([
    ['between two and three thirty on monday', '2026-11-30T14:00:00-05:00', '2026-11-30T15:30:00-05:00'],
    ['from nine to eleven on wednesday', '2026-11-25T09:00:00-05:00', '2026-11-25T11:00:00-05:00'],
    ['between four and five', '2026-11-24T16:00:00-05:00', '2026-11-24T17:00:00-05:00'],
  ])('%j is a range of spoken hours', (text, start, end) => {
    expect(read(text)).toEqual({ start, end });
  });

  it('is no range of hours when the numbers count something', () => {
    expect(read('between two and three of them')).toBeUndefined();
  });
});
