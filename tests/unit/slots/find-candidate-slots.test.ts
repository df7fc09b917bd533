import { describe, expect, it } from 'vitest';
import { eventIdSchema, type CalendarEvent } from '../../../lib/core/domain/calendar-event';
import type { WorkingHours } from '../../../lib/core/domain/preferences';
import { busyFromOccurrences } from '../../../lib/core/slots/busy-from-occurrences';
import { findCandidateSlots } from '../../../lib/core/slots/find-candidate-slots';
import type { SlotQuery } from '../../../lib/core/slots/slot-query';
import { expandOccurrences } from '../../../lib/core/time/expand-occurrences';
import { DAY, MIN, at, everyDay, local, person, wall } from './slot-fixtures';

const NY = 'America/New_York';
const weekdays = (ranges: WorkingHours['mon']): WorkingHours => ({
  sun: [],
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: [],
});

function query(overrides: Partial<SlotQuery> & Pick<SlotQuery, 'participants'>): SlotQuery {
  const now = overrides.now ?? local('2026-11-23T08:00', NY); // a Monday
  return { now, timeZone: NY, durationMinutes: 30, window: { start: now, end: now + 5 * DAY }, ...overrides };
}

describe('findCandidateSlots across zones', () => {
  it('finds the one-hour window Los Angeles, Tokyo and Berlin share, 17 hours apart', () => {
    const la = person('la', 'America/Los_Angeles', [], weekdays([{ start: '08:00', end: '17:00' }]));
    const tokyo = person('tokyo', 'Asia/Tokyo', [], weekdays([{ start: '08:00', end: '18:00' }]));
    // A Berlin colleague on a late shift: 16:00 to 01:00.
    const berlin = person(
      'berlin',
      'Europe/Berlin',
      [],
      weekdays([
        { start: '00:00', end: '01:00' },
        { start: '16:00', end: '24:00' },
      ]),
    );
    const r = findCandidateSlots(query({ participants: [la, tokyo, berlin], timeZone: 'America/Los_Angeles', limit: 50 }));
    expect(r.hasNoCommonTime).toBe(false);
    expect(r.slots.length).toBeGreaterThan(0);
    for (const s of r.slots) {
      // 15:00–16:00 in Los Angeles is 08:00–09:00 in Tokyo and 00:00–01:00 in Berlin, the next day.
      expect(['15:00', '15:15', '15:30']).toContain(wall(s.start, 'America/Los_Angeles').time);
      expect(wall(s.start, 'Asia/Tokyo').weekday).toBeGreaterThanOrEqual(2);
      expect(wall(s.start, 'Asia/Tokyo').weekday).toBeLessThanOrEqual(5);
    }
  });

  it('reports no common time for New York and Tokyo 9–17, marking who is outside their hours', () => {
    const r = findCandidateSlots(query({ participants: [person('ny', NY), person('tokyo', 'Asia/Tokyo')] }));
    expect(r.hasNoCommonTime).toBe(true);
    expect(r.slots).toHaveLength(4);
    for (const s of r.slots) {
      expect(s.conflicts.map((c) => c.reason)).toEqual(['outside_working_hours']);
      expect(s.why).toMatch(/outside hours: (ny|tokyo)/);
    }
  });

  it('keeps 9–17 local on both sides of New York’s spring-forward and fall-back days', () => {
    const everyone = [person('ny', NY, [], everyDay({ start: '09:00', end: '17:00' }))];
    const wholeDay = (date: string): string[] => {
      const r = findCandidateSlots(
        query({
          participants: everyone,
          now: local(`${date}T00:00`, NY),
          durationMinutes: 8 * 60,
          window: { start: local(`${date}T00:00`, NY), end: local(`${date}T23:00`, NY) },
        }),
      );
      return r.slots.map((s) => `${new Date(s.start).toISOString()}/${new Date(s.end).toISOString()}`);
    };
    expect(wholeDay('2026-03-07')).toEqual(['2026-03-07T14:00:00.000Z/2026-03-07T22:00:00.000Z']);
    expect(wholeDay('2026-03-08')).toEqual(['2026-03-08T13:00:00.000Z/2026-03-08T21:00:00.000Z']);
    expect(wholeDay('2026-11-01')).toEqual(['2026-11-01T14:00:00.000Z/2026-11-01T22:00:00.000Z']);
  });

  it('lays the grid on Kathmandu’s wall clock (+05:45): 09:00 local, not 09:15 or 08:45', () => {
    const zone = 'Asia/Kathmandu';
    const now = local('2026-11-23T08:52', zone);
    const r = findCandidateSlots(
      query({
        participants: [person('ktm', zone)],
        timeZone: zone,
        now,
        window: { start: now, end: now + DAY },
        constraints: [{ type: 'order', who: 'me', strength: 'hard', order: 'earliest', text: 'asap' }],
      }),
    );
    expect(r.slots[0]?.start).toBe(at('2026-11-23T03:15:00Z'));
    expect(wall(r.slots[0]?.start ?? 0, zone).time).toBe('09:00');
  });
});

describe('findCandidateSlots and calendars', () => {
  let n = 0;
  const event = (time: CalendarEvent['time'], extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
    id: eventIdSchema.parse(`evt${String(++n).padStart(5, '0')}`),
    title: 'Busy',
    time,
    attendees: [],
    transparency: 'opaque',
    etag: 'e',
    updatedAt: 0,
    ...extra,
  });
  const range = { start: local('2026-11-23T00:00', NY), end: local('2026-12-14T00:00', NY) };
  const busyOf = (events: CalendarEvent[]) =>
    busyFromOccurrences(
      events.flatMap((e) => expandOccurrences(e, range, NY)),
      NY,
    );
  const days = (events: CalendarEvent[]): Set<string> => {
    const r = findCandidateSlots(
      query({
        participants: [person('me', NY, busyOf(events))],
        window: { start: range.start, end: range.start + 3 * DAY },
        limit: 200,
      }),
    );
    return new Set(r.slots.map((s) => wall(s.start, NY).date));
  };

  it('an all-day busy event blocks its whole day; a transparent one blocks nothing', () => {
    expect(days([event({ kind: 'allDay', startDate: '2026-11-24', endDate: '2026-11-25' })])).toEqual(
      new Set(['2026-11-23', '2026-11-25']),
    );
    expect(
      days([event({ kind: 'allDay', startDate: '2026-11-24', endDate: '2026-11-25' }, { transparency: 'transparent' })]),
    ).toEqual(new Set(['2026-11-23', '2026-11-24', '2026-11-25']));
  });

  it('a weekly recurring busy block (via expandOccurrences) blocks it every week', () => {
    const offsite = event(
      { kind: 'timed', start: local('2026-11-24T09:00', NY), end: local('2026-11-24T17:00', NY), timeZone: NY },
      { recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU'] },
    );
    const r = findCandidateSlots(query({ participants: [person('me', NY, busyOf([offsite]))], window: range, limit: 500 }));
    const dates = new Set(r.slots.map((s) => wall(s.start, NY).date));
    expect(dates.has('2026-11-24') || dates.has('2026-12-01') || dates.has('2026-12-08')).toBe(false);
    expect(dates.has('2026-11-23') && dates.has('2026-11-30') && dates.has('2026-12-07')).toBe(true);
  });
});

describe('findCandidateSlots and time', () => {
  const meeting = { start: local('2026-11-23T10:00', NY), end: local('2026-11-23T11:00', NY) };
  const starts = (q: SlotQuery): string[] =>
    findCandidateSlots({ ...q, limit: 100 })
      .slots.map((s) => wall(s.start, NY).time)
      .sort();

  it('keeps travel buffers free around an in-person slot but returns only the slot', () => {
    const q = query({
      participants: [person('me', NY, [meeting])],
      window: { start: local('2026-11-23T09:00', NY), end: local('2026-11-23T13:00', NY) },
      durationMinutes: 15,
      travel: { beforeMinutes: 15, afterMinutes: 15 },
    });
    // A 15-minute slot at 09:30 needs 09:45–10:00 free to travel; 11:15 is the first start after 11:00 + 15.
    expect(starts(q)).toEqual(['09:00', '09:15', '09:30', '11:15', '11:30', '11:45', '12:00', '12:15', '12:30', '12:45']);
    for (const s of findCandidateSlots(q).slots) expect(s.end - s.start).toBe(15 * MIN);
    expect(starts({ ...q, travel: undefined })).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
    ]);
  });

  it('starts no earlier than now plus the minimum notice, on the next quarter hour', () => {
    const now = local('2026-11-23T10:07', NY);
    const r = findCandidateSlots(
      query({
        participants: [person('me', NY)],
        now,
        window: { start: now, end: now + DAY },
        minimumNoticeMinutes: 60,
        constraints: [{ type: 'order', who: 'me', strength: 'hard', order: 'earliest', text: 'first free' }],
      }),
    );
    expect(wall(r.slots[0]?.start ?? 0, NY).time).toBe('11:15');
    expect(r.slots[0]?.why).toContain('earliest available');
  });

  it('flags a requested time someone is busy at, and names them', () => {
    const bob = person('bob@x.com', 'Europe/London', [meeting]);
    const free = findCandidateSlots(
      query({ participants: [person('me', NY), bob], requested: { start: meeting.end, end: meeting.end + 30 * MIN } }),
    );
    expect(free.hasExplicitTimeConflict).toBe(false);
    const clash = findCandidateSlots(
      query({ participants: [person('me', NY), bob], requested: { start: meeting.start, end: meeting.start + 30 * MIN } }),
    );
    expect(clash.hasExplicitTimeConflict).toBe(true);
    expect(clash.requestedConflicts).toEqual([{ participantId: 'bob@x.com', reason: 'busy' }]);
  });

  it('falls back to the slots the fewest people miss, marking exactly who is busy', () => {
    // Ann and Bob are busy on alternate hours all week: never both free, but one of them always is.
    const hours = Array.from(
      { length: 5 * 8 },
      (_, k) => local('2026-11-23T09:00', NY) + Math.floor(k / 8) * DAY + (k % 8) * 60 * MIN,
    );
    const ann = person(
      'ann',
      NY,
      hours.filter((_, k) => k % 2 === 0).map((s) => ({ start: s, end: s + 60 * MIN })),
    );
    const bob = person(
      'bob',
      NY,
      hours.filter((_, k) => k % 2 === 1).map((s) => ({ start: s, end: s + 60 * MIN })),
    );
    const cy = person('cy', NY);
    const r = findCandidateSlots(query({ participants: [ann, bob, cy] }));
    expect(r.hasNoCommonTime).toBe(true);
    expect(r.slots).toHaveLength(4);
    for (const s of r.slots) {
      expect(s.conflicts).toHaveLength(1);
      const busyOne = s.conflicts[0]?.participantId === 'ann' ? ann : bob;
      expect(s.conflicts[0]?.reason).toBe('busy');
      expect(busyOne.busy.some((b) => b.start < s.end && s.start < b.end)).toBe(true);
    }
  });
});
