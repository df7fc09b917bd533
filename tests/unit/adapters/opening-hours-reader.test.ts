import { afterEach, describe, expect, it } from 'vitest';
import { openingHoursOf, osmFromRegular } from '../../../lib/adapters/foursquare-place-mapping';
import { createOpeningHoursReader } from '../../../lib/adapters/opening-hours-reader';

const reader = createOpeningHoursReader();
const osm = (value: string) => ({ text: value, osm: value });
const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

describe('opening hours reader (opening_hours package)', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedTz;
  });

  it('reads weekday and weekend rules on the venue’s wall clock', () => {
    const hours = osm('Mo-Fr 07:30-18:00; Sa,Su 09:00-17:00');
    // Monday 2 March 2026: London is on GMT.
    expect(reader.isOpenAt(hours, Date.parse('2026-03-02T07:45:00Z'), LONDON)).toBe(true);
    expect(reader.isOpenAt(hours, Date.parse('2026-03-02T18:00:00Z'), LONDON)).toBe(false);
    // Saturday 7 March, 08:30 is before the weekend opening.
    expect(reader.isOpenAt(hours, Date.parse('2026-03-07T08:30:00Z'), LONDON)).toBe(false);
  });

  it('follows the venue’s zone across a DST change: 08:30 BST is 07:30 UTC on Monday 30 March 2026', () => {
    const hours = osm('Mo-Fr 08:00-18:00');
    expect(reader.isOpenAt(hours, Date.parse('2026-03-30T07:30:00Z'), LONDON)).toBe(true);
    expect(reader.isOpenAt(hours, Date.parse('2026-03-27T07:30:00Z'), LONDON)).toBe(false);
  });

  it('reads times past midnight as running into the next morning', () => {
    const hours = osm('Fr,Sa 17:00-03:00');
    // Sunday 8 March 2026, 02:00 in London: Saturday night's opening.
    expect(reader.isOpenAt(hours, Date.parse('2026-03-08T02:00:00Z'), LONDON)).toBe(true);
    expect(reader.isOpenAt(hours, Date.parse('2026-03-09T02:00:00Z'), LONDON)).toBe(false);
  });

  it('gives the same answer on a machine in any zone', () => {
    const hours = osm('Mo-Fr 09:00-17:00');
    const at = Date.parse('2026-03-02T14:30:00Z'); // 09:30 in New York
    const answers = ['UTC', 'Asia/Kolkata', 'Pacific/Auckland', 'America/Los_Angeles'].map((tz) => {
      process.env.TZ = tz;
      return createOpeningHoursReader().isOpenAt(hours, at, NEW_YORK);
    });
    expect(answers).toEqual([true, true, true, true]);
  });

  it('knows nothing from hours it cannot parse, from "unknown" rules, or from hours with no OSM form', () => {
    const at = Date.parse('2026-03-02T12:00:00Z');
    expect(reader.isOpenAt(osm('by appointment, ask at the bar'), at, LONDON)).toBeUndefined();
    expect(reader.isOpenAt(osm('Mo-Fr 10:00-14:00 unknown'), at, LONDON)).toBeUndefined();
    expect(reader.isOpenAt({ text: 'Open daily' }, at, LONDON)).toBeUndefined();
  });

  it('reads 24/7 as always open', () => {
    expect(reader.isOpenAt(osm('24/7'), Date.parse('2026-12-25T03:00:00Z'), LONDON)).toBe(true);
  });
});

describe("Foursquare's regular hours in OSM syntax", () => {
  it('writes each day’s spans, Monday first, and a close on the next day past 24:00', () => {
    expect(
      osmFromRegular([
        { day: 5, open: '1700', close: '+0300' },
        { day: 1, open: '1400', close: '1800' },
        { day: 1, open: '0800', close: '1200' },
      ]),
    ).toBe('Mo 08:00-12:00,14:00-18:00, Fr 17:00-27:00');
  });

  it('writes open all day as 00:00-24:00 and a close before the open as overnight', () => {
    expect(osmFromRegular([{ day: 7, open: '0000', close: '+0000' }])).toBe('Su 00:00-24:00');
    expect(osmFromRegular([{ day: 6, open: '1800', close: '0200' }])).toBe('Sa 18:00-26:00');
  });

  it('keeps Friday night past midnight when Saturday has hours of its own', () => {
    const regular = [
      { day: 5, open: '1700', close: '+0300' },
      { day: 6, open: '1700', close: '+0300' },
    ];
    const osm = osmFromRegular(regular);
    expect(osm).toBe('Fr 17:00-27:00, Sa 17:00-27:00');
    if (osm === undefined) throw new Error('hours expected');
    const hours = { text: osm, osm };
    expect(reader.isOpenAt(hours, Date.parse('2026-03-07T02:30:00Z'), LONDON)).toBe(true);
    expect(reader.isOpenAt(hours, Date.parse('2026-03-07T12:00:00Z'), LONDON)).toBe(false);
    expect(reader.isOpenAt(hours, Date.parse('2026-03-07T18:00:00Z'), LONDON)).toBe(true);
    expect(reader.isOpenAt(hours, Date.parse('2026-03-08T02:30:00Z'), LONDON)).toBe(true);
    expect(reader.isOpenAt(hours, Date.parse('2026-03-08T03:30:00Z'), LONDON)).toBe(false);
  });

  it('gives up on a time it cannot read rather than guessing', () => {
    expect(osmFromRegular([{ day: 1, open: '8am', close: '1700' }])).toBeUndefined();
  });

  it('is read by the same reader: a Friday bar open till 3 is open at 2 on Saturday morning', () => {
    const hours = openingHoursOf({ display: 'Fri 5:00 PM-3:00 AM', regular: [{ day: 5, open: '1700', close: '+0300' }] });
    expect(hours?.text).toBe('Fri 5:00 PM-3:00 AM');
    if (hours === undefined) throw new Error('hours expected');
    expect(reader.isOpenAt(hours, Date.parse('2026-03-07T02:00:00Z'), LONDON)).toBe(true);
    expect(reader.isOpenAt(hours, Date.parse('2026-03-07T04:00:00Z'), LONDON)).toBe(false);
  });
});
