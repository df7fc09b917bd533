import fc from 'fast-check';
import type { Constraint } from '../../../lib/core/domain/constraint';
import type { Participant } from '../../../lib/core/domain/participant';
import {
  DEFAULT_PREFERENCES,
  WEEKDAYS,
  type TimeRange,
  type Weekday,
  type WorkingHours,
} from '../../../lib/core/domain/preferences';
import type { CalendarKind, SlotQuery, TravelBuffers } from '../../../lib/core/slots/slot-query';
import { contains, overlaps, type Interval } from '../../../lib/core/time/interval';
import { workingIntervals } from '../../../lib/core/time/working-hours';
import { DAY, HOUR, MIN, at, everyDay } from './slot-fixtures';

/*
 * Every property compares the search with a brute-force oracle built only from time/ (the reference
 * workingIntervals) and the query: walk every quarter hour of the window and ask each person and
 * each hard constraint directly. The zones all have offsets in whole quarter hours, so the
 * epoch-aligned quarter hours the oracle walks are the organiser's wall-clock grid.
 */
const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
const NAMES = ['Ann Lee', 'Bob Stone', 'Cy Ray', 'Dee Fox'];
const HOURS: WorkingHours[] = [
  DEFAULT_PREFERENCES.workingHours,
  everyDay({ start: '07:00', end: '23:00' }),
  {
    ...everyDay({ start: '08:00', end: '12:00' }),
    wed: [
      { start: '08:00', end: '11:00' },
      { start: '13:15', end: '19:45' },
    ],
  },
];
const GRID = 15 * MIN;
const PERSONAL: TimeRange = { start: '07:00', end: '22:00' };

const quarterTime = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: min * 4, max: max * 4 }).map((q) => q * 15);
const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const timeRange: fc.Arbitrary<TimeRange> = fc
  .tuple(quarterTime(0, 23), quarterTime(1, 24))
  .filter(([a, b]) => a < b)
  .map(([a, b]) => ({ start: hhmm(a), end: hhmm(b) }));
const days: fc.Arbitrary<Weekday[]> = fc.subarray([...WEEKDAYS], { minLength: 1 });

function participantsArb(base: number): fc.Arbitrary<Participant[]> {
  const busy = fc.array(
    fc.tuple(fc.integer({ min: -DAY, max: 5 * DAY }), fc.integer({ min: MIN, max: 4 * HOUR })).map(([s, len]) => ({
      start: base + s,
      end: base + s + len,
    })),
    { maxLength: 12 },
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...ZONES), fc.constantFrom(...HOURS), busy), { minLength: 1, maxLength: 4 })
    .map((ps) =>
      ps.map(([timeZone, workingHours, b], k) => ({
        id: `p${String(k)}@example.com`,
        name: NAMES[k] ?? `P${String(k)}`,
        email: `p${String(k)}@example.com`,
        timeZone,
        workingHours,
        busy: b,
      })),
    );
}

function constraintArb(count: number): fc.Arbitrary<Constraint> {
  const who = fc.constantFrom('me', 'everyone', ...NAMES.slice(0, count).map((n) => n.split(' ')[0] ?? n));
  const strength = fc.constantFrom('hard' as const, 'preference' as const);
  return fc.oneof(
    fc.record({
      type: fc.constant('avoid' as const),
      who,
      strength,
      text: fc.constant('avoid'),
      days: fc.option(days, { nil: undefined }),
      timeRange,
    }),
    fc.record({
      type: fc.constant('within' as const),
      who,
      strength,
      text: fc.constant('within'),
      days,
      timeRange: fc.option(timeRange, { nil: undefined }),
    }),
    fc.record({
      type: fc.constant('keep_free' as const),
      who,
      strength,
      text: fc.constant('keep lunch'),
      block: fc.constant('lunch'),
    }),
  );
}

export const queryArb: fc.Arbitrary<SlotQuery> = fc
  .record({
    day: fc.integer({ min: 0, max: 2 * 365 }),
    offset: fc.integer({ min: 0, max: DAY - 1 }),
    span: fc.integer({ min: 6 * HOUR, max: 4 * DAY }),
    lead: fc.integer({ min: 0, max: 12 * HOUR }),
  })
  .chain(({ day, offset, span, lead }) => {
    const now = at('2026-01-01T00:00:00Z') + day * DAY + offset;
    return participantsArb(now).chain((participants) =>
      fc.record({
        now: fc.constant(now),
        timeZone: fc.constantFrom(...ZONES),
        durationMinutes: fc.integer({ min: 5, max: 180 }),
        window: fc.constant({ start: now - lead, end: now - lead + span }),
        participants: fc.constant(participants),
        constraints: fc.array(constraintArb(participants.length), { maxLength: 3 }),
        travel: fc.option(
          fc.record({ beforeMinutes: fc.integer({ min: 0, max: 45 }), afterMinutes: fc.integer({ min: 0, max: 45 }) }),
          {
            nil: undefined,
          },
        ),
        minimumNoticeMinutes: fc.option(fc.integer({ min: 0, max: 240 }), { nil: undefined }),
        calendarKind: fc.constantFrom<CalendarKind>('work', 'personal'),
        requested: fc.option(
          fc.tuple(fc.integer({ min: 0, max: span }), fc.integer({ min: 15, max: 120 })).map(([s, len]) => ({
            start: now - lead + s,
            end: now - lead + s + len * MIN,
          })),
          { nil: undefined },
        ),
      }),
    );
  });

/** The oracle: brute force over a query, from time/ and the query alone. */
export function oracle(q: SlotQuery) {
  const travel: TravelBuffers = q.travel ?? { beforeMinutes: 0, afterMinutes: 0 };
  const horizon = { start: q.window.start - 2 * DAY, end: q.window.end + 2 * DAY };
  const hoursOf = (p: Participant): Interval[] =>
    workingIntervals(horizon, q.calendarKind === 'personal' ? everyDay(PERSONAL) : p.workingHours, p.timeZone);
  const hours = new Map(q.participants.map((p) => [p.id, hoursOf(p)]));
  const widen = (s: Interval): Interval => ({
    start: s.start - travel.beforeMinutes * MIN,
    end: s.end + travel.afterMinutes * MIN,
  });
  const isBusy = (p: Participant, s: Interval): boolean => p.busy.some((b) => overlaps(b, widen(s)));
  const isOutside = (p: Participant, s: Interval): boolean => !(hours.get(p.id) ?? []).some((h) => contains(h, s));
  const targets = (who: string): Participant[] => {
    if (who === 'me') return q.participants.slice(0, 1);
    if (who === 'everyone') return [...q.participants];
    return q.participants.filter((p) => p.name?.split(' ')[0] === who);
  };
  const regions = new Map<string, Interval[]>();
  const region = (p: Participant, d: readonly Weekday[] | undefined, r: TimeRange | undefined): Interval[] => {
    const range = r ?? { start: '00:00', end: '24:00' };
    const key = JSON.stringify([p.id, d, range]);
    let found = regions.get(key);
    if (found === undefined) {
      const wh = Object.fromEntries(WEEKDAYS.map((w) => [w, d === undefined || d.includes(w) ? [range] : []])) as WorkingHours;
      found = workingIntervals(horizon, wh, p.timeZone);
      regions.set(key, found);
    }
    return found;
  };
  const breaks = (c: Constraint, s: Interval): boolean =>
    targets(c.who).some((p) => {
      switch (c.type) {
        case 'avoid':
          return region(p, c.days, c.timeRange).some((r) => overlaps(r, s));
        case 'within':
          return !region(p, c.days, c.timeRange).some((r) => contains(r, s));
        case 'keep_free':
          return region(p, undefined, { start: '12:00', end: '13:00' }).some((r) => overlaps(r, widen(s)));
        default:
          return false;
      }
    });
  const hard = (q.constraints ?? []).filter((c) => c.strength === 'hard');
  const durationMs = q.durationMinutes * MIN;
  const earliest = Math.max(q.window.start, q.now + (q.minimumNoticeMinutes ?? 0) * MIN);
  const allowed: Interval[] = [];
  const common: Interval[] = [];
  for (let s = Math.ceil(earliest / GRID) * GRID; s + durationMs <= q.window.end; s += GRID) {
    const slot = { start: s, end: s + durationMs };
    if (hard.some((c) => breaks(c, slot))) continue;
    allowed.push(slot);
    if (q.participants.every((p) => !isBusy(p, slot) && !isOutside(p, slot))) common.push(slot);
  }
  return { isBusy, isOutside, breaks, hard, allowed, common, earliest, widen };
}
