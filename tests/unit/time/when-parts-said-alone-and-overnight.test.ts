import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../lib/core/time/parse-when';
import { toZonedIso } from '../../../lib/core/time/zoned';

const NY = 'America/New_York';
/** Tuesday 24 Nov 2026, 09:00 in New York. */
const TUESDAY = '2026-11-24T09:00:00-05:00';

function read(text: string, now = TUESDAY): { start: string; end?: string } | undefined {
  const match = parseWhen(text, Date.parse(now), NY);
  if (match === undefined) return undefined;
  const got: { start: string; end?: string } = { start: toZonedIso(match.when.start, NY) };
  if (match.when.end !== undefined) got.end = toZonedIso(match.when.end, NY);
  return got;
}

const hours = (ymd: string, from: string, to: string, toYmd = ymd): { start: string; end: string } => ({
  start: `${ymd}T${from}:00-05:00`,
  end: `${toYmd}T${to}:00-05:00`,
});

describe('a narrowed day part said without a day', () => {
  it.each([
    ["let's aim for late morning", hours('2026-11-24', '10:00', '12:00')],
    ['does early evening suit you?', hours('2026-11-24', '17:00', '19:00')],
    ['late arvo works', hours('2026-11-24', '15:00', '17:00')],
    ['it will be mid-afternoon', hours('2026-11-24', '14:00', '16:00')],
    ['anything free late afternoon tomorrow?', hours('2026-11-25', '15:00', '17:00')],
    ['is the late afternoon slot open today', hours('2026-11-24', '15:00', '17:00')],
  ])('%j is that window', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('is the next such window once today’s has passed', () => {
    expect(read('late morning please', '2026-11-24T16:00:00-05:00')).toEqual(hours('2026-11-25', '10:00', '12:00'));
  });

  it.each([
    ['what does my evening look like', hours('2026-11-24', '17:00', '21:00')],
    ['block my morning', hours('2026-11-24', '08:00', '12:00')],
    ['is my afternoon free tomorrow', hours('2026-11-25', '12:00', '17:00')],
  ])('%j is the person’s own day part', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it.each([
    'morning',
    'good morning team',
    'move my morning coffee chat',
    'she is an early morning person',
    'I need an early night',
    'I slept late morning',
  ])('%j names no time', (text) => {
    expect(read(text)).toBeUndefined();
  });

  it('keeps "my morning standup at 10" the clock time', () => {
    expect(read('my morning standup at 10')).toEqual({ start: '2026-11-24T10:00:00-05:00' });
  });
});

describe('a clock range that runs past midnight', () => {
  it.each([
    ['from 10pm to 2am', hours('2026-11-24', '22:00', '02:00', '2026-11-25')],
    ['sat 9pm-1am', hours('2026-11-28', '21:00', '01:00', '2026-11-29')],
    ['friday night from 11 to 3am', hours('2026-11-27', '23:00', '03:00', '2026-11-28')],
    ['tonight 10 till 2', hours('2026-11-24', '22:00', '02:00', '2026-11-25')],
  ])('%j ends the next day', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('has no daily window, whose end would be past 24:00', () => {
    expect(parseWhen('from 10pm to 2am', Date.parse(TUESDAY), NY)?.dailyWindow).toBeUndefined();
  });

  it('leaves ranges within a day as they were', () => {
    expect(read('between 9 and 5')).toEqual(hours('2026-11-24', '09:00', '17:00'));
    expect(read('from 10pm to midnight')).toEqual(hours('2026-11-24', '22:00', '00:00', '2026-11-25'));
    // Ending before it starts and not in a morning: no range at all.
    expect(read('from 3pm to 1pm')).toBeUndefined();
  });
});
