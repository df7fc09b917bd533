import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATALOGUE, ACTIVITY_TAGS, type Activity } from '../../../lib/core/activities/activity-catalogue';
import { activityWindow } from '../../../lib/core/activities/activity-window';
import { findFreeBlocks } from '../../../lib/core/activities/find-free-blocks';
import { pickActivities } from '../../../lib/core/activities/pick-activities';
import { placeActivity } from '../../../lib/core/activities/place-activity';
import { planRequest } from '../../../lib/core/activities/plan-request';
import { readActivityCues, type ActivityCues } from '../../../lib/core/activities/read-activity-cues';
import { minutesOfDay } from '../../../lib/core/domain/preferences';
import { parseRequest } from '../../../lib/core/nlu/parse-request';
import type { Interval } from '../../../lib/core/time/interval';
import { instantToWallClock, wallClockToInstant } from '../../../lib/core/time/zoned';

const NY = 'America/New_York';
const at = (iso: string): number => Date.parse(iso);
const NO_CUES: ActivityCues = { wanted: new Set(), avoided: new Set() };
const minuteOf = (ms: number, zone = NY): number => {
  const w = instantToWallClock(ms, zone);
  return w.hour * 60 + w.minute;
};
const catalogueEntry = (title: string): Activity => {
  const found = ACTIVITY_CATALOGUE.find((a) => a.title === title);
  if (found === undefined) throw new Error(`no activity ${title}`);
  return found;
};

describe('the activity catalogue', () => {
  it('has about thirty distinct activities, each fitting its own good hours and starting at its usual time inside them', () => {
    expect(ACTIVITY_CATALOGUE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ACTIVITY_CATALOGUE.map((a) => a.title)).size).toBe(ACTIVITY_CATALOGUE.length);
    for (const a of ACTIVITY_CATALOGUE) {
      const [from, to, ideal] = [minutesOfDay(a.from), minutesOfDay(a.to), minutesOfDay(a.ideal)];
      expect(to - from, a.title).toBeGreaterThanOrEqual(a.durationMinutes);
      expect(ideal, a.title).toBeGreaterThanOrEqual(from);
      expect(ideal + a.durationMinutes, a.title).toBeLessThanOrEqual(to);
      expect(
        a.tags.every((t) => ACTIVITY_TAGS.includes(t)),
        a.title,
      ).toBe(true);
      expect(a.tags.includes('indoors') && a.tags.includes('outdoors'), a.title).toBe(false);
    }
  });

  it('offers enough of every cue to make three ideas from', () => {
    for (const tag of ACTIVITY_TAGS) {
      expect(ACTIVITY_CATALOGUE.filter((a) => a.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('readActivityCues', () => {
  it('reads outdoors and rules out indoor places', () => {
    const cues = readActivityCues('what could we do this weekend, something outdoors');
    expect([...cues.wanted]).toEqual(['outdoors']);
    expect([...cues.avoided]).toEqual(['indoors']);
  });

  it('reads rain as indoors, kids as kid-friendly, and rules out outdoors and grown-up places', () => {
    const cues = readActivityCues('any ideas for a rainy Sunday with the kids?');
    expect([...cues.wanted].sort()).toEqual(['indoors', 'kids']);
    expect([...cues.avoided].sort()).toEqual(['adults', 'outdoors']);
  });

  it('reads a negated cue as one to avoid', () => {
    const cues = readActivityCues('something romantic but nothing too active');
    expect(cues.wanted.has('romantic')).toBe(true);
    expect(cues.wanted.has('active')).toBe(false);
    expect(cues.avoided.has('active')).toBe(true);
  });

  it('does not read "free" in "when I am free" as cheap, but does read "something cheap"', () => {
    expect(readActivityCues("what can we do when I'm free on Saturday").wanted.has('cheap')).toBe(false);
    expect(readActivityCues('something cheap to do on Saturday').wanted.has('cheap')).toBe(true);
    expect(readActivityCues('free things to do this weekend').wanted.has('cheap')).toBe(true);
  });

  it('keeps kid-friendly places when the person says there will be no kids', () => {
    const cues = readActivityCues('a date, no kids this time');
    expect(cues.wanted.has('romantic')).toBe(true);
    expect(cues.avoided.has('kids')).toBe(false);
  });

  it('finds no cues in a plain request', () => {
    const cues = readActivityCues("let's do something fun on Saturday");
    expect(cues.wanted.size + cues.avoided.size).toBe(0);
  });
});

describe('activityWindow', () => {
  it('is the coming weekend when no day is named on a weekday', () => {
    const window = activityWindow(undefined, at('2026-11-25T10:00:00-05:00'), NY); // Wednesday
    expect(window).toEqual({ start: at('2026-11-28T00:00:00-05:00'), end: at('2026-11-30T00:00:00-05:00') });
  });

  it('is the rest of today when asked on the weekend', () => {
    const now = at('2026-11-28T13:20:00-05:00'); // Saturday
    expect(activityWindow(undefined, now, NY)).toEqual({ start: now, end: at('2026-11-29T00:00:00-05:00') });
  });

  it('runs from a named time to the end of that day and remembers the time', () => {
    const start = at('2026-11-28T15:00:00-05:00');
    const window = activityWindow({ start, grain: 'hour' }, at('2026-11-23T10:00:00-05:00'), NY);
    expect(window).toEqual({ start, end: at('2026-11-29T00:00:00-05:00'), preferredStart: start });
  });

  it('skips the past part of a named day, and is empty for a day gone by', () => {
    const now = at('2026-11-28T16:00:00-05:00');
    const today = { start: at('2026-11-28T00:00:00-05:00'), end: at('2026-11-29T00:00:00-05:00'), grain: 'day' as const };
    expect(activityWindow(today, now, NY).start).toBe(now);
    const yesterday = { start: at('2026-11-27T00:00:00-05:00'), end: at('2026-11-28T00:00:00-05:00'), grain: 'day' as const };
    const gone = activityWindow(yesterday, now, NY);
    expect(gone.end).toBeLessThanOrEqual(gone.start);
  });

  it('caps a long range at a week of days', () => {
    const month = { start: at('2026-12-01T00:00:00-05:00'), end: at('2027-01-01T00:00:00-05:00'), grain: 'month' as const };
    expect(activityWindow(month, at('2026-11-23T10:00:00-05:00'), NY).end).toBe(at('2026-12-08T00:00:00-05:00'));
  });
});

describe('findFreeBlocks', () => {
  const saturday = { start: at('2026-11-28T00:00:00-05:00'), end: at('2026-11-29T00:00:00-05:00') };

  it('is waking time (09:00–22:00) minus what is busy, leaving out gaps too short for anything', () => {
    const busy = [
      { start: at('2026-11-28T10:00:00-05:00'), end: at('2026-11-28T11:30:00-05:00') },
      { start: at('2026-11-28T12:00:00-05:00'), end: at('2026-11-28T15:00:00-05:00') },
    ];
    const blocks = findFreeBlocks({ window: saturday, busy, timeZone: NY, minMinutes: 60 });
    expect(blocks).toEqual([
      { start: at('2026-11-28T09:00:00-05:00'), end: at('2026-11-28T10:00:00-05:00') },
      { start: at('2026-11-28T15:00:00-05:00'), end: at('2026-11-28T22:00:00-05:00') },
    ]);
  });

  it('follows the wall clock across a DST change: 09:00–22:00 local on the day clocks go back', () => {
    const london = 'Europe/London';
    const day = { start: at('2026-10-25T00:00:00+01:00'), end: at('2026-10-26T00:00:00Z') };
    const [block] = findFreeBlocks({ window: day, busy: [], timeZone: london, minMinutes: 60 });
    expect(block).toEqual({ start: at('2026-10-25T09:00:00Z'), end: at('2026-10-25T22:00:00Z') });
  });
});

describe('placeActivity', () => {
  const block = { start: at('2026-11-28T09:00:00-05:00'), end: at('2026-11-28T22:00:00-05:00') };

  it('starts an activity at its usual time when the block allows', () => {
    const placed = placeActivity(catalogueEntry('Dinner out'), block, NY);
    expect(placed?.start).toBe(at('2026-11-28T19:00:00-05:00'));
    expect(placed?.end).toBe(at('2026-11-28T21:00:00-05:00'));
  });

  it('moves to the nearest half hour inside the block, within the good hours', () => {
    const afternoon = { start: at('2026-11-28T13:10:00-05:00'), end: at('2026-11-28T18:00:00-05:00') };
    const placed = placeActivity(catalogueEntry('Hike'), afternoon, NY);
    expect(placed?.start).toBe(at('2026-11-28T13:30:00-05:00'));
    expect(placed?.end).toBeLessThanOrEqual(at('2026-11-28T17:00:00-05:00'));
  });

  it('does not place dinner in the afternoon or a hike in a block too short for it', () => {
    const afternoon = { start: at('2026-11-28T13:00:00-05:00'), end: at('2026-11-28T17:00:00-05:00') };
    expect(placeActivity(catalogueEntry('Dinner out'), afternoon, NY)).toBeUndefined();
    const short = { start: at('2026-11-28T10:00:00-05:00'), end: at('2026-11-28T12:00:00-05:00') };
    expect(placeActivity(catalogueEntry('Hike'), short, NY)).toBeUndefined();
  });
});

describe('pickActivities', () => {
  const weekend: Interval[] = [
    { start: at('2026-11-28T09:00:00-05:00'), end: at('2026-11-28T22:00:00-05:00') },
    { start: at('2026-11-29T09:00:00-05:00'), end: at('2026-11-29T22:00:00-05:00') },
  ];

  it('gives three or four distinct ideas, each inside the free time and its own good hours, in time order', () => {
    const picks = pickActivities({ blocks: weekend, cues: NO_CUES, timeZone: NY });
    expect(picks.length).toBeGreaterThanOrEqual(3);
    expect(picks.length).toBeLessThanOrEqual(4);
    expect(new Set(picks.map((p) => p.activity.title)).size).toBe(picks.length);
    expect(picks.map((p) => p.start)).toEqual([...picks.map((p) => p.start)].sort((a, b) => a - b));
    for (const p of picks) {
      expect(weekend.some((b) => b.start <= p.start && p.end <= b.end)).toBe(true);
      expect(p.end - p.start).toBe(p.activity.durationMinutes * 60_000);
      expect(minuteOf(p.start)).toBeGreaterThanOrEqual(minutesOfDay(p.activity.from));
      expect(minuteOf(p.start) + p.activity.durationMinutes).toBeLessThanOrEqual(minutesOfDay(p.activity.to));
    }
  });

  it('varies the kind of activity and the time of day', () => {
    const picks = pickActivities({ blocks: weekend, cues: NO_CUES, timeZone: NY });
    expect(new Set(picks.map((p) => p.activity.category)).size).toBe(picks.length);
    const parts = new Set(
      picks.map((p) => `${String(instantToWallClock(p.start, NY).day)}-${String(Math.floor(minuteOf(p.start) / 300))}`),
    );
    expect(parts.size).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['with the kids', 'kids', 'adults'],
    ['something outdoors', 'outdoors', 'indoors'],
    ['a rainy day, so inside please', 'indoors', 'outdoors'],
  ] as const)('honours "%s": every idea is %s, none is %s', (text, wanted, ruledOut) => {
    const picks = pickActivities({ blocks: weekend, cues: readActivityCues(text), timeZone: NY });
    expect(picks.length).toBeGreaterThanOrEqual(3);
    for (const p of picks) {
      expect(p.activity.tags, p.activity.title).toContain(wanted);
      expect(p.activity.tags, p.activity.title).not.toContain(ruledOut);
    }
  });

  it.each([
    ['something romantic for a date', 'romantic'],
    ['something cheap', 'cheap'],
    ['somewhere with good food', 'food'],
    ['something active', 'active'],
    ['something relaxing', 'relaxing'],
  ] as const)('honours "%s": every idea is %s', (text, wanted) => {
    const picks = pickActivities({ blocks: weekend, cues: readActivityCues(text), timeZone: NY });
    expect(picks.length).toBeGreaterThanOrEqual(3);
    for (const p of picks) expect(p.activity.tags, p.activity.title).toContain(wanted);
  });

  it('suggests only evening things when only the evening is free', () => {
    const evening = [{ start: at('2026-11-28T18:00:00-05:00'), end: at('2026-11-28T22:00:00-05:00') }];
    const picks = pickActivities({ blocks: evening, cues: NO_CUES, timeZone: NY });
    expect(picks.length).toBeGreaterThanOrEqual(3);
    for (const p of picks) expect(minutesOfDay(p.activity.to), p.activity.title).toBeGreaterThan(19 * 60);
    expect(picks.map((p) => p.activity.title)).toContain('Dinner out');
  });

  it('starts as near a named time as it can', () => {
    const picks = pickActivities({
      blocks: [weekend[0] as Interval],
      cues: NO_CUES,
      timeZone: NY,
      preferredStart: at('2026-11-28T15:00:00-05:00'),
    });
    expect(picks.filter((p) => p.start === at('2026-11-28T15:00:00-05:00')).length).toBeGreaterThanOrEqual(2);
  });

  it('gives nothing when no free time is long enough for any activity', () => {
    const short = [{ start: at('2026-11-28T09:00:00-05:00'), end: at('2026-11-28T09:45:00-05:00') }];
    expect(pickActivities({ blocks: short, cues: NO_CUES, timeZone: NY })).toEqual([]);
  });

  it('answers the same request the same way', () => {
    const once = pickActivities({ blocks: weekend, cues: NO_CUES, timeZone: NY });
    const again = pickActivities({ blocks: weekend, cues: NO_CUES, timeZone: NY });
    expect(again).toEqual(once);
  });
});

describe('planRequest', () => {
  const zones = ['America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Australia/Sydney'];
  const days = ['2026-03-08', '2026-03-29', '2026-06-13', '2026-10-04', '2026-10-25', '2026-11-01', '2026-12-31'];

  it('is read by our parser as a new event at exactly that start and length, for every activity, day and zone', () => {
    for (const zone of zones) {
      for (const [i, day] of days.entries()) {
        for (const [k, activity] of ACTIVITY_CATALOGUE.entries()) {
          const [year, month, date] = day.split('-').map(Number) as [number, number, number];
          const startMinute = minutesOfDay(activity.from) + 15 * ((i + k) % 4);
          const start = wallClockToInstant(
            { year, month, day: date, hour: Math.floor(startMinute / 60), minute: startMinute % 60 },
            zone,
          );
          const now = start - 3 * 86_400_000;
          const text = planRequest({
            title: activity.title,
            start,
            durationMinutes: activity.durationMinutes,
            attendees: [],
            timeZone: zone,
            now,
          });
          const parsed = parseRequest(text, { now, timeZone: zone });
          expect(parsed.intent, text).toBe('create_event');
          expect(parsed.when?.start, `${text} in ${zone}`).toBe(start);
          expect(parsed.entities.durationMinutes, text).toBe(activity.durationMinutes);
          expect(parsed.clarification, text).toBeUndefined();
        }
      }
    }
  });

  it('invites the people the request named', () => {
    const start = at('2026-11-28T14:00:00-05:00');
    const now = at('2026-11-23T10:00:00-05:00');
    const attendees = [{ email: 'sam@acme.com' }, { name: 'Alex' }];
    const text = planRequest({ title: 'Bowling', start, durationMinutes: 120, attendees, timeZone: NY, now });
    expect(text).toBe('Plan Bowling on 2026-11-28 at 14:00 for 120 minutes with sam@acme.com and Alex');
    const parsed = parseRequest(text, { now, timeZone: NY });
    expect(parsed.entities.attendees).toEqual([{ email: 'sam@acme.com' }, { name: 'Alex' }]);
  });

  it.each(['Sunday brunch', 'Dinner at Nopa', 'Morning yoga in the park', 'Tonight: jazz at 9', 'Weekly board games'])(
    'simplifies the title "%s" until the plan still lands at the right time',
    (title) => {
      const start = at('2026-11-28T11:00:00-05:00');
      const now = at('2026-11-23T10:00:00-05:00');
      const text = planRequest({ title, start, durationMinutes: 90, attendees: [], timeZone: NY, now });
      const parsed = parseRequest(text, { now, timeZone: NY });
      expect(parsed.intent).toBe('create_event');
      expect(parsed.when?.start).toBe(start);
      expect(parsed.when?.end).toBeUndefined();
      expect(parsed.entities.durationMinutes).toBe(90);
      expect(parsed.entities.recurrence).toBeUndefined();
    },
  );
});
