import { describe, expect, it } from 'vitest';
import { planToJson } from '../../../lib/cli/plan-command';

const base = { now: '2026-12-07T07:00:00-05:00', timezone: 'America/New_York' };
const slotsOf = (input: Record<string, unknown>) =>
  (planToJson({ ...base, ...input }) as { slots: { start: string; end: string }[] }).slots;

describe('kairos plan reads the schedules and rules a meeting-planning problem states in words', () => {
  it('finds the one free half hour from calendars said in the request', () => {
    const slots = slotsOf({
      request:
        "You need to schedule a meeting for Hal and Ivy for half an hour between the work hours of 9:00 to 17:00 on Monday.\n\nHere are the existing schedules for everyone during the day:\nHal has meetings on Monday during 9:00 to 10:00, 11:00 to 12:30, 13:00 to 17:00;\nIvy is busy on Monday during 9:00 to 11:30;\n\nFind a time that works for everyone's schedule and constraints.",
      participants: [
        { name: 'Hal', busy: [] },
        { name: 'Ivy', busy: [] },
      ],
    });
    expect(slots[0]).toEqual({ start: '2026-12-07T12:30:00-05:00', end: '2026-12-07T13:00:00-05:00' });
    expect(slots).toHaveLength(1);
  });

  it('keeps every alternative on the days asked for, inside the stated hours', () => {
    const slots = slotsOf({
      request:
        'Find an hour for Dan and Eve between 9:00 and 17:00 on either Monday, Wednesday or Friday. Dan can not meet on Monday. Eve leaves at 15:00 on Wednesday.',
      participants: [
        { name: 'Dan', busy: [] },
        { name: 'Eve', busy: [] },
      ],
    });
    expect(slots.length).toBeGreaterThan(1);
    for (const s of slots) {
      expect(s.start.slice(0, 10)).toMatch(/^2026-12-(?:09|11)$/);
      expect(Date.parse(s.end) - Date.parse(s.start)).toBe(60 * 60_000);
      if (s.start.startsWith('2026-12-09')) expect(s.end <= '2026-12-09T15:00:00-05:00').toBe(true);
    }
  });

  it('adds busy times said in words to the ones given, and honours the earliest time asked for', () => {
    const slots = slotsOf({
      request:
        'Book 30 minutes with Ann and Bo on Tuesday between 9am and 5pm. Bo is tied up 9:30 to 11. The group would like to meet at their earliest availability.',
      participants: [
        { name: 'Ann', busy: [{ start: '2026-12-08T09:00:00-05:00', end: '2026-12-08T09:30:00-05:00' }] },
        { name: 'Bo', busy: [] },
      ],
    });
    expect(slots[0]?.start).toBe('2026-12-08T11:00:00-05:00');
  });

  it('gives a busy time said of a name two participants share to neither of them', () => {
    const slots = slotsOf({
      request:
        'Book 30 minutes with both Sams on Tuesday between 9am and 10am. Sam is busy 9:00 to 10:00. The group would like to meet at their earliest availability.',
      participants: [
        { name: 'Sam Lee', busy: [] },
        { name: 'Sam Park', busy: [] },
      ],
    });
    expect(slots[0]?.start).toBe('2026-12-08T09:00:00-05:00');
  });
});
