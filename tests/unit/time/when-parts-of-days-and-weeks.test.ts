import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import { parseWhen, readTimeSpans } from '../../../lib/core/time/parse-when';
import { wallDayAndMinutes } from '../../../lib/core/time/when-civil-days';
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

const hours = (ymd: string, from: string, to: string): { start: string; end: string } => ({
  start: `${ymd}T${from}:00-05:00`,
  end: `${ymd}T${to}:00-05:00`,
});
const days = (from: string, to: string): { start: string; end: string } => ({
  start: `${from}T00:00:00-05:00`,
  end: `${to}T00:00:00-05:00`,
});

describe('a day part narrowed by early, mid or late', () => {
  it.each([
    ['wednesday late morning', hours('2026-11-25', '10:00', '12:00')],
    ['mid-morning on thursday', hours('2026-11-26', '09:00', '11:00')],
    ['monday midafternoon', hours('2026-11-30', '14:00', '16:00')],
    ['sunday early evening', hours('2026-11-29', '17:00', '19:00')],
    ['early this afternoon', hours('2026-11-24', '12:00', '15:00')],
    ['in the late morning on saturday', hours('2026-11-28', '10:00', '12:00')],
    ['late tonight', { start: '2026-11-24T21:00:00-05:00', end: '2026-11-25T00:00:00-05:00' }],
    // The qualifier said before the day still belongs to the part.
    ['early wednesday morning', hours('2026-11-25', '06:00', '09:00')],
    ['late thursday afternoon', hours('2026-11-26', '15:00', '17:00')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('keeps the whole part when a person is late, not the time', () => {
    expect(read('running late wednesday morning')).toEqual(hours('2026-11-25', '08:00', '12:00'));
  });

  it('claims the qualifier and the day once each, so neither is left to the title', () => {
    const ctx = { now: Date.parse(TUESDAY), zone: NY, ...wallDayAndMinutes(Date.parse(TUESDAY), NY) };
    const text = 'coffee early friday morning';
    const spans = readTimeSpans(text, ctx).map((p) => text.slice(p.index, p.index + p.length));
    expect(spans.sort()).toEqual(['early friday', 'morning']);
    expect(parseRequest(text, { now: Date.parse(TUESDAY), timeZone: NY }).entities.title).toBe('Coffee');
  });
});

describe('parts of a week', () => {
  it.each([
    ['early next week', days('2026-11-30', '2026-12-03')],
    ['the start of next week', days('2026-11-30', '2026-12-03')],
    ['mid next week', days('2026-12-01', '2026-12-04')],
    ['midweek next week', days('2026-12-01', '2026-12-04')],
    ['around the middle of next week', days('2026-12-01', '2026-12-04')],
    ['later next week', days('2026-12-03', '2026-12-05')],
    ['towards the end of next week', days('2026-12-03', '2026-12-05')],
    ['late this week', days('2026-11-26', '2026-11-28')],
    // Begun: what is left of it.
    ['early this week', days('2026-11-24', '2026-11-26')],
    // A deadline: from today to the week's Friday.
    ['by the end of next week', days('2026-11-24', '2026-12-05')],
    ['by end of week', days('2026-11-24', '2026-11-28')],
  ])('reads %j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('reads the end of the week asked on a Saturday as the coming one', () => {
    expect(read('end of the week', '2026-11-28T10:00:00-05:00')).toEqual(days('2026-12-03', '2026-12-05'));
  });

  it('leaves "later this week" the rest of the week and "early week" no week', () => {
    expect(read('later this week')).toEqual(days('2026-11-24', '2026-11-30'));
    expect(read('early week')).toBeUndefined();
  });
});
