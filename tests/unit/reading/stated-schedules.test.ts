import { describe, expect, it } from 'vitest';
import { busyOfSchedule, readStatedSchedules } from '../../../lib/core/reading/read-stated-schedules';
import { wallDayAndMinutes } from '../../../lib/core/time/when-civil-days';

const ZONE = 'America/New_York';
// Monday 7 December 2026, before the working day.
const NOW = Date.parse('2026-12-07T07:00:00-05:00');
const MONDAY = wallDayAndMinutes(NOW, ZONE).today;
const read = (text: string, names: string[] = []) => readStatedSchedules(text, { now: NOW, timeZone: ZONE }, names);
const iso = (ms: number) => new Date(ms).toISOString();
const busyOf = (text: string, who: string, names: string[] = []) => {
  const schedule = read(text, names).schedules.find((s) => s.who.toLowerCase() === who.toLowerCase());
  return schedule === undefined ? undefined : busyOfSchedule(schedule, MONDAY, ZONE).map((b) => `${iso(b.start)}/${iso(b.end)}`);
};

describe('schedules said in words are busy times', () => {
  it('reads several ranges on a named day', () => {
    expect(busyOf('Ava has meetings on Tuesday during 9:00 to 10:00, 11:30 to 12:00;', 'Ava')).toEqual([
      '2026-12-08T14:00:00.000Z/2026-12-08T15:00:00.000Z',
      '2026-12-08T16:30:00.000Z/2026-12-08T17:00:00.000Z',
    ]);
  });

  it('gives each range the day said before it, across days, and 12-hour clocks their afternoon', () => {
    expect(busyOf('Ben is busy Monday 10-11am, and Wednesday 2-3pm.', 'Ben')).toEqual([
      '2026-12-07T15:00:00.000Z/2026-12-07T16:00:00.000Z',
      '2026-12-09T19:00:00.000Z/2026-12-09T20:00:00.000Z',
    ]);
  });

  it('reads a day said before the person and the "Name: ranges" form', () => {
    expect(busyOf('On Tuesday, Greta is booked 9:00 to 9:30.', 'Greta')).toEqual([
      '2026-12-08T14:00:00.000Z/2026-12-08T14:30:00.000Z',
    ]);
    expect(busyOf('Gus: 9:30-10:00, 12:00-13:00. Find a time.', 'Gus')).toEqual([
      '2026-12-07T14:30:00.000Z/2026-12-07T15:00:00.000Z',
      '2026-12-07T17:00:00.000Z/2026-12-07T18:00:00.000Z',
    ]);
  });

  it('puts ranges with no day on the meeting day', () => {
    expect(busyOf('Chloe has blocked their calendar during 13:00–14:30.', 'Chloe')).toEqual([
      '2026-12-07T18:00:00.000Z/2026-12-07T19:30:00.000Z',
    ]);
  });

  it('reads a day with no availability as busy all day, and an open calendar as nobody busy', () => {
    expect(busyOf('Fay has no availability at all on Thursday.', 'Fay')).toEqual([
      '2026-12-10T05:00:00.000Z/2026-12-11T05:00:00.000Z',
    ]);
    const open = read("Eve's calendar is wide open the entire day. Lunch with Eve on Monday.");
    expect(open.schedules).toEqual([{ who: 'Eve', busy: [] }]);
    expect(open.rest).toMatch(/^\s+\. Lunch with Eve on Monday\.$/);
  });

  it('reads lower-case names only when they are known participants', () => {
    const text = 'aiko has meetings during 11am to noon yosef 4:30–5pm what works';
    expect(busyOf(text, 'yosef', ['Aiko', 'Yosef'])).toEqual(['2026-12-07T21:30:00.000Z/2026-12-07T22:00:00.000Z']);
    expect(read(text).schedules).toEqual([]);
  });

  it('leaves rules about the meeting to the rule reader', () => {
    for (const text of [
      "Omar can't meet between 2 and 3 on Monday.",
      'Priya would rather not meet on Monday after 15:00.',
      'Sam is free 10-11 on Tuesday.',
      'Lunch with Dana on Monday, 12 to 1.',
    ]) {
      const said = read(text);
      expect(said.schedules).toEqual([]);
      expect(said.rest).toBe(text);
    }
  });
});
