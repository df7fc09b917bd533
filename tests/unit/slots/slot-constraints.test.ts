import { describe, expect, it } from 'vitest';
import type { Constraint } from '../../../lib/core/domain/constraint';
import { findCandidateSlots } from '../../../lib/core/slots/find-candidate-slots';
import { resolveWho } from '../../../lib/core/slots/resolve-constraints';
import type { SlotQuery } from '../../../lib/core/slots/slot-query';
import { DAY, HOUR, local, person, wall } from './slot-fixtures';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const MONDAY = local('2026-11-23T08:00', NY);
const me = person('me@x.com', NY, [], undefined, 'Morgan Organiser');
const alice = { ...person('alice@x.com', LA, [], undefined, 'Alice Wong'), email: 'alice@x.com' };
const bob = { ...person('bob@x.com', NY, [], undefined, 'Bob Stone'), email: 'bob@x.com' };

function search(constraints: Constraint[], overrides: Partial<SlotQuery> = {}) {
  return findCandidateSlots({
    now: MONDAY,
    timeZone: NY,
    durationMinutes: 30,
    window: { start: MONDAY, end: MONDAY + 5 * DAY },
    participants: [me, alice, bob],
    constraints,
    limit: 300,
    ...overrides,
  });
}
const c = (x: Partial<Constraint> & Pick<Constraint, 'type'>): Constraint =>
  ({ who: 'me', strength: 'hard', text: x.type, ...x }) as Constraint;

describe('constraints in findCandidateSlots', () => {
  it('"Bob is out the 24th through the 25th" keeps every slot off those days on his clock', () => {
    const away = c({
      type: 'avoid',
      who: 'Bob',
      dates: ['2026-11-24', '2026-11-25'],
      text: 'Bob is out the 24th through the 25th',
    });
    const r = search([away]);
    expect(r.constraintsApplied).toHaveLength(1);
    const days = new Set(r.slots.map((s) => wall(s.start, NY).date));
    expect(days.has('2026-11-24') || days.has('2026-11-25')).toBe(false);
    expect(days.has('2026-11-23') && days.has('2026-11-26')).toBe(true);
  });

  it('an absence that is only a preference lowers those days rather than removing them', () => {
    const rather = c({
      type: 'avoid',
      who: 'Bob',
      strength: 'preference',
      dates: ['2026-11-23'],
      text: 'Bob would rather not Monday',
    });
    const r = search([rather]);
    expect(r.slots.some((s) => wall(s.start, NY).date === '2026-11-23')).toBe(true);
    expect(wall(r.slots[0]?.start ?? 0, NY).date).not.toBe('2026-11-23');
  });

  it('"Alice can’t before 11" removes every slot before 11:00 on Alice’s clock (Los Angeles)', () => {
    const r = search([
      c({ type: 'within', who: 'Alice', timeRange: { start: '11:00', end: '24:00' }, text: "Alice can't before 11" }),
    ]);
    expect(r.slots.length).toBeGreaterThan(0);
    expect(r.constraintsApplied).toHaveLength(1);
    // 11:00 in Los Angeles is 14:00 in New York.
    for (const s of r.slots) expect(wall(s.start, LA).time >= '11:00').toBe(true);
    expect(r.slots.some((s) => wall(s.start, NY).time === '14:00')).toBe(true);
  });

  it('"Bob would rather not meet Monday after 14:00" lowers those slots but keeps them', () => {
    // Everyone is busy Monday morning, so Monday afternoon is the soonest free time.
    const morning = { start: local('2026-11-23T09:00', NY), end: local('2026-11-23T14:00', NY) };
    const busyMorning = { participants: [{ ...me, busy: [morning] }, alice, bob] };
    const rather: Constraint = c({
      type: 'avoid',
      who: 'bob',
      strength: 'preference',
      days: ['mon'],
      timeRange: { start: '14:00', end: '24:00' },
      text: 'Bob would rather not meet Monday after 14:00',
    });
    const without = search([], { ...busyMorning, limit: 4 });
    expect(wall(without.slots[0]?.start ?? 0, NY).date).toBe('2026-11-23');

    const preferred = search([rather], { ...busyMorning, limit: 4 });
    expect(wall(preferred.slots[0]?.start ?? 0, NY).date).toBe('2026-11-24');
    const all = search([rather], busyMorning);
    const monday = all.slots.filter((s) => wall(s.start, NY).date === '2026-11-23');
    expect(monday.length).toBeGreaterThan(0);
    for (const s of monday) {
      expect(s.conflicts).toEqual([{ participantId: 'bob@x.com', reason: 'constraint' }]);
      expect(s.why).toContain('goes against "Bob would rather not meet Monday after 14:00"');
    }
    const [firstMonday] = monday;
    expect(firstMonday?.score).toBeLessThan(preferred.slots[0]?.score ?? 0);
  });

  it('the same sentence as a hard constraint removes Monday afternoon', () => {
    const r = search([c({ type: 'avoid', who: 'Bob', days: ['mon'], timeRange: { start: '14:00', end: '24:00' } })]);
    expect(r.slots.some((s) => wall(s.start, NY).date === '2026-11-23' && wall(s.end, NY).time > '14:00')).toBe(false);
  });

  it('keeps lunch (12:00–13:00 by default) free, in the named person’s own zone', () => {
    const r = search([c({ type: 'keep_free', who: 'alice@x.com', block: 'Lunch' })]);
    for (const s of r.slots) {
      const start = wall(s.start, LA).time;
      const end = wall(s.end, LA).time;
      expect(end <= '12:00' || start >= '13:00').toBe(true);
    }
  });

  it('keeps the gym free from the time preferences give, and reports a gym with no known time as ignored', () => {
    const gym = c({ type: 'keep_free', who: 'me', block: 'gym', text: "don't miss my gym" });
    const unknown = search([gym]);
    expect(unknown.constraintsApplied).toEqual([]);
    expect(unknown.constraintsIgnored).toEqual([
      { constraint: gym, reason: 'no time is known for "gym"; set it in preferences' },
    ]);

    const known = search([gym], { blocks: { Gym: { start: '16:00', end: '17:00' } } });
    expect(known.constraintsIgnored).toBeUndefined();
    expect(known.slots.some((s) => wall(s.end, NY).time > '16:00' && wall(s.start, NY).time < '17:00')).toBe(false);
  });

  it('leaves an unbroken 30 minutes for lunch between 12 and 2 once the meeting is placed', () => {
    const lunchMeeting = { start: local('2026-11-23T12:00', NY), end: local('2026-11-23T13:00', NY) };
    const leaveLunch = c({ type: 'leave_gap', block: 'lunch', minutes: 30, timeRange: { start: '12:00', end: '14:00' } });
    const at = (time: string) =>
      search([leaveLunch], {
        participants: [{ ...me, busy: [lunchMeeting] }],
        window: { start: local(`2026-11-23T${time}`, NY), end: local(`2026-11-23T${time}`, NY) + HOUR / 2 },
      });
    // 13:00–13:30 leaves 13:30–14:00 and 13:30–14:00 leaves 13:00–13:30; 13:15–13:45 leaves two 15-minute scraps.
    expect(at('13:00').slots).toHaveLength(1);
    expect(at('13:30').slots).toHaveLength(1);
    expect(at('13:15').slots).toEqual([]);
    expect(at('13:15').hasNoCommonTime).toBe(true);
  });

  it('orders strictly by time when asked for the earliest availability', () => {
    const r = search([c({ type: 'order', order: 'earliest', text: 'at their earliest availability' })], { limit: 4 });
    // 12:00 in New York is 09:00 for Alice in Los Angeles: the first time all three work.
    expect(wall(r.slots[0]?.start ?? 0, NY)).toMatchObject({ date: '2026-11-23', time: '12:00' });
    const scores = r.slots.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('takes the earliest time that keeps to every wish, when asked for the earliest', () => {
    const earliest = c({ type: 'order', order: 'earliest', text: 'as early as possible' });
    const afternoons = c({
      type: 'within',
      who: 'Bob',
      strength: 'preference',
      timeRange: { start: '14:00', end: '17:00' },
      text: 'Bob prefers afternoons',
    });
    const r = search([earliest, afternoons], { limit: 4 });
    expect(wall(r.slots[0]?.start ?? 0, NY)).toMatchObject({ date: '2026-11-23', time: '14:00' });
  });

  it('offers a slot that bends a wish only when too few keep to it', () => {
    const notTuesday = c({
      type: 'avoid',
      who: 'Bob',
      strength: 'preference',
      days: ['tue'],
      text: 'Bob would rather skip Tuesday',
    });
    const twoDays = { start: local('2026-11-23T08:00', NY), end: local('2026-11-24T18:00', NY) };
    // Monday has room for every alternative: none is on Tuesday, however varied that would be.
    const plenty = search([notTuesday], { window: twoDays, limit: 4 });
    expect(plenty.slots).toHaveLength(4);
    expect(new Set(plenty.slots.map((s) => wall(s.start, NY).date))).toEqual(new Set(['2026-11-23']));
    // Monday from 15:00 has room for one 90-minute meeting: Tuesday fills in after it.
    const busyMonday = [{ start: local('2026-11-23T08:00', NY), end: local('2026-11-23T15:00', NY) }];
    const few = search([notTuesday], {
      window: twoDays,
      limit: 4,
      durationMinutes: 90,
      participants: [{ ...me, busy: busyMonday }, alice, bob],
    });
    expect(wall(few.slots[0]?.start ?? 0, NY).date).toBe('2026-11-23');
    expect(few.slots.some((s) => wall(s.start, NY).date === '2026-11-24')).toBe(true);
  });

  it('never breaks a hard constraint even when nobody has common time', () => {
    const tokyo = person('t@x.com', 'Asia/Tokyo', [], undefined, 'Taro');
    const r = search([c({ type: 'avoid', who: 'me', timeRange: { start: '00:00', end: '12:00' } })], {
      participants: [me, tokyo],
    });
    expect(r.hasNoCommonTime).toBe(true);
    expect(r.slots.length).toBeGreaterThan(0);
    for (const s of r.slots) expect(wall(s.start, NY).time >= '12:00').toBe(true);
  });
});

describe('resolveWho', () => {
  const ctx = { participants: [me, alice, bob], organiser: { id: me.id, timeZone: NY, participant: me }, blocks: {} };
  const ids = (who: string) => {
    const r = resolveWho(who, ctx);
    return typeof r === 'string' ? r : r.map((t) => t.id);
  };

  it('matches by email, full name, first name or email name, case-insensitively', () => {
    expect(ids('ALICE@x.com')).toEqual(['alice@x.com']);
    expect(ids('alice wong')).toEqual(['alice@x.com']);
    expect(ids('Alice')).toEqual(['alice@x.com']);
    expect(ids('bob')).toEqual(['bob@x.com']);
  });

  it('"me" is the organiser and "everyone" is every participant', () => {
    expect(ids('me')).toEqual(['me@x.com']);
    expect(ids('Everyone')).toEqual(['me@x.com', 'alice@x.com', 'bob@x.com']);
  });

  it('refuses a name that fits two people or nobody instead of guessing', () => {
    const twoAlices = {
      ...ctx,
      participants: [...ctx.participants, { ...person('a2@x.com', NY, [], undefined, 'Alice Park'), email: 'a2@x.com' }],
    };
    expect(resolveWho('alice', twoAlices)).toBe('"alice" could be Alice Wong or Alice Park');
    expect(ids('Zed')).toBe('no participant is called "Zed"');
  });

  it('reads times for "me" in the organiser’s zone when the organiser is not participants[0]', () => {
    const r = search([c({ type: 'within', who: 'me', timeRange: { start: '09:00', end: '10:00' } })], {
      participants: [alice, bob],
      organiserId: 'bob@x.com',
      limit: 50,
      window: { start: MONDAY, end: MONDAY + DAY + HOUR * 10 },
    });
    // Bob (New York) 09:00–10:00 is 06:00–07:00 for Alice: outside her hours, so no common time.
    expect(r.hasNoCommonTime).toBe(true);
    for (const s of r.slots) expect(wall(s.start, NY).time >= '09:00' && wall(s.end, NY).time <= '10:00').toBe(true);
  });
});
