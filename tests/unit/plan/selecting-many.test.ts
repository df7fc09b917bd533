import { describe, expect, it } from 'vitest';
import { runAndApprove } from './selection-world';

// Whole turns on the calendar in selection-world.ts (now: Tue 24 Nov 2026, 09:00 New York), each
// approved, then read back: what is gone is what the request selected.

describe('selecting many events: organisations', () => {
  it.each([
    'cancel every meeting with Brightline next week',
    'pls drop all my brightline meetings next week',
    'Could you clear out everything I have with Brightline next week?',
  ])('takes "%s" as the events with brightline guests, whatever their titles', async (text) => {
    const { removed } = await runAndApprove(text);
    expect(removed).toContain('Quarterly business review @ 2026-12-01 15:00');
    expect(removed).not.toContain('Deal review: Brightline @ 2026-12-02 10:00');
  });

  it('counts a title naming the organisation only on an event nobody else is invited to', async () => {
    const { removed } = await runAndApprove('cancel everything with Brightline');
    expect(removed).toEqual([
      'Brightline renewal @ 2026-11-25 13:00',
      'Call Brightline @ 2026-12-02 16:00',
      'Contract review @ 2026-12-04 13:30',
      'Quarterly business review @ 2026-12-01 15:00',
    ]);
  });

  it('knows an organisation by the first words of its name ("Sakura Systems" at sakura.example)', async () => {
    const { removed } = await runAndApprove('delete all my meetings with Sakura Systems');
    expect(removed).toEqual(['Partner call @ 2026-11-27 11:00', 'Sakura pilot check-in @ 2026-12-08 18:00']);
  });
});

describe('selecting many events: one-on-ones', () => {
  it.each([
    'cancel my one-on-ones with omar haddad next week',
    'scrap all my 1:1s w/ Omar next week',
    'remove my one on ones with Omar next week',
  ])('takes "%s" as the meetings with Omar alone, whatever their titles', async (text) => {
    const { removed } = await runAndApprove(text);
    expect(removed).toEqual(['API review @ 2026-12-03 14:00', 'Lunch with Omar @ 2026-12-04 12:00']);
  });

  it('keeps to the series called "1:1" when the person has one, so a year-end review stays', async () => {
    const { removed } = await runAndApprove('cancel all 1:1s with priya in december');
    expect(removed).toEqual([
      '1:1 with Priya @ 2026-12-07 16:00',
      '1:1 with Priya @ 2026-12-14 16:00',
      '1:1 with Priya @ 2026-12-21 16:00',
      '1:1 with Priya @ 2026-12-28 16:00',
    ]);
  });
});

describe('selecting many events: personal time', () => {
  it.each([
    'I need a quiet weekend, delete all my personal stuff this weekend',
    'clear out my personal events this weekend',
    'wipe all my private plans this weekend please',
  ])('takes "%s" as the events with nobody from work', async (text) => {
    const { removed } = await runAndApprove(text);
    expect(removed).toEqual([
      'Dinner with my parents @ 2026-11-29 18:00',
      'Game night @ 2026-11-28 19:00',
      'Yoga class @ 2026-11-28 09:00',
    ]);
  });
});

describe('selecting many events: plurals and spans', () => {
  it.each([
    [
      'delete the design reviews for the rest of the year',
      ['Design review @ 2026-11-25 15:30', 'Design review @ 2026-12-09 15:30', 'Design review @ 2026-12-23 15:30'],
    ],
    [
      'remove the spanish classes in december',
      [
        'Spanish class @ 2026-12-01 16:00',
        'Spanish class @ 2026-12-08 16:00',
        'Spanish class @ 2026-12-15 16:00',
        'Spanish class @ 2026-12-22 16:00',
      ],
    ],
    [
      'get rid of my spanish classes until the end of the year',
      [
        'Spanish class @ 2026-12-01 16:00',
        'Spanish class @ 2026-12-08 16:00',
        'Spanish class @ 2026-12-15 16:00',
        'Spanish class @ 2026-12-22 16:00',
      ],
    ],
  ])('takes a plural ("%s") as every one of them', async (text, expected) => {
    expect((await runAndApprove(text)).removed).toEqual(expected);
  });

  it('still takes a singular title as one event, asking when several match', async () => {
    const { removed, said } = await runAndApprove('cancel the design review');
    expect(removed).toEqual(['Design review @ 2026-11-25 15:30']);
    expect(said).not.toMatch(/Which one/);
  });
});

describe('selecting many events by time of day', () => {
  it.each(['cancel anything after 5pm the week of dec 7', 'Please cancel everything after 5pm the week of December 7th'])(
    'keeps to the evening in "%s", never the whole week',
    async (text) => {
      expect((await runAndApprove(text)).removed).toEqual(['Sakura pilot check-in @ 2026-12-08 18:00']);
    },
  );

  it('cancels an event named by its time, not the all-day event that day ("my 11am on Dec 2")', async () => {
    expect((await runAndApprove('cancel my 11am on Dec 2')).removed).toEqual(['Security review @ 2026-12-02 11:00']);
  });

  it('says what time it looked at when nothing starts then', async () => {
    const { removed, said } = await runAndApprove('cancel my 2pm on Dec 2');
    expect(removed).toEqual([]);
    expect(said).toMatch(/at 14:00 on Wed 2 Dec/);
  });

  it('moves every meeting of a day said as "friday\'s meetings", not just one', async () => {
    const { removed, added } = await runAndApprove("move all of friday's meetings an hour later");
    expect(removed).toEqual(['Partner call @ 2026-11-27 11:00', 'Pipeline review @ 2026-11-27 10:00']);
    expect(added).toEqual(['Partner call @ 2026-11-27 12:00', 'Pipeline review @ 2026-11-27 11:00']);
  });
});

describe('selecting many events typed in a hurry', () => {
  it.each([
    ['cancle my evening plans on saturday', ['Game night @ 2026-11-28 19:00']],
    ['delte the haircut next week', ['Haircut @ 2026-12-01 18:00']],
    [
      'cancel all 1:1s w priya in decmber',
      [
        '1:1 with Priya @ 2026-12-07 16:00',
        '1:1 with Priya @ 2026-12-14 16:00',
        '1:1 with Priya @ 2026-12-21 16:00',
        '1:1 with Priya @ 2026-12-28 16:00',
      ],
    ],
  ])('puts the slip right in "%s" and cancels, never creates', async (text, expected) => {
    const { removed, added, proposal } = await runAndApprove(text);
    expect(removed).toEqual(expected);
    expect(added).toEqual([]);
    expect(proposal).toBeUndefined();
  });
});

describe('selecting many events: whatever is on a day', () => {
  it.each(["wipe whatever's on dec 2", 'cancel whatever I have on wednesday the 2nd', 'clear anything on dec 2'])(
    "%j cancels the day's events and leaves its all-day ones alone",
    async (text) => {
      const { removed } = await runAndApprove(text);
      expect(removed).toContain('Security review @ 2026-12-02 11:00');
      expect(removed.some((k) => k.startsWith("Priya's birthday"))).toBe(false);
    },
  );
});
