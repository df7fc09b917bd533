import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { toZonedIso } from '../../../lib/core/time/zoned';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. */
const TUESDAY = '2026-11-24T09:00:00-05:00';

function read(text: string): { start: string; end?: string } | undefined {
  const match = parseWhen(text, Date.parse(TUESDAY), NY);
  if (match === undefined) return undefined;
  const got: { start: string; end?: string } = { start: toZonedIso(match.when.start, NY) };
  if (match.when.end !== undefined) got.end = toZonedIso(match.when.end, NY);
  return got;
}

const day = (ymd: string, next: string): { start: string; end: string } => ({
  start: `${ymd}T00:00:00-05:00`,
  end: `${next}T00:00:00-05:00`,
});
const DEC_9 = day('2026-12-09', '2026-12-10');
const DEC_18 = day('2026-12-18', '2026-12-19');
const DECEMBER = { start: '2026-12-01T00:00:00-05:00', end: '2027-01-01T00:00:00-05:00' };
const JANUARY = { start: '2027-01-01T00:00:00-05:00', end: '2027-02-01T00:00:00-05:00' };

/** What a caller hands in once it has read (and blanked) a phrase of its own, e.g. "by 30 minutes". */
const blanked = (before: string, after: string): string => `${before}${' '.repeat(after.length)}`;

describe('a date followed by text the caller already blanked', () => {
  it.each([
    [blanked('postpone my earliest appointment on 9th December', ' by 30 minutes'), DEC_9],
    [blanked('push back my first meeting on the 9th of December', ' by half an hour please'), DEC_9],
    [blanked('delay the first thing December 9th', ' by 45 mins'), DEC_9],
    [blanked('kindly prepone my last call on 9 Dec', ' by twenty minutes'), DEC_9],
    [`${' '.repeat(14)} on 9th December ${' '.repeat(12)} thanks`, DEC_9],
    [blanked('the 18th of december', ' by 1 hour'), DEC_18],
  ])('%j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('still reads a month alone as the month', () => {
    expect(read(blanked('move everything in December', ' by 30 minutes'))).toEqual(DECEMBER);
  });
});

describe('a weekday and its date side by side, in brackets or after a dash', () => {
  it.each([
    ['clear my friday (the 18th)', DEC_18],
    ['Friday (18 Dec)', DEC_18],
    ['friday – the 18th', DEC_18],
    ['friday - the 18th', DEC_18],
    ['fri — 18 december', DEC_18],
    ['friday, the 18th', DEC_18],
    ['wipe friday ( the 18th ) pls', DEC_18],
  ])('%j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('keeps the part of the day: "friday morning (the 18th)"', () => {
    expect(read('clear my friday morning (the 18th) but keep the gym')).toEqual({
      start: '2026-12-18T08:00:00-05:00',
      end: '2026-12-18T12:00:00-05:00',
    });
  });

  it('a dash to a date on another weekday is still a range', () => {
    // The 18th is a Friday: "monday - the 18th" runs from Monday 30 Nov to it.
    expect(read('monday - the 18th')).toEqual(day('2026-11-30', '2026-12-19'));
  });

  it('a dash between weekdays is still a range', () => {
    expect(read('monday-wednesday')).toEqual(day('2026-11-30', '2026-12-03'));
  });
});

describe('a bare month abbreviation closing the request after the events', () => {
  it.each([
    ['nuke all standups dec', DECEMBER],
    ['cancel my standups dec', DECEMBER],
    ['delete all standups dec.', DECEMBER],
    ['kill the syncs december', DECEMBER],
    ['rm all standups jan', JANUARY],
    ['clear all my 1:1s jan!', JANUARY],
    ['drop the reviews Dec', DECEMBER],
    ['cancel all standups may', { start: '2027-05-01T00:00:00-04:00', end: '2027-06-01T00:00:00-04:00' }],
  ])('%j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each([
    'cancel meetings with jan',
    'move the reviews jan asked for',
    'the standups may move',
    'the syncs may be late',
    'lunch with jan',
    'invite jan to the syncs',
  ])('%j is no month', (text) => {
    expect(read(text)).toBeUndefined();
  });
});
