import { describe, expect, it } from 'vitest';
import { expandShorthand } from '../../../lib/core/nlu/expand-shorthand';
import { detectNegatedChange } from '../../../lib/core/nlu/detect-negated-change';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

// Verbs and names as people say them, spelled out before any reader sees the request.
describe('expandShorthand: verbs said loosely', () => {
  it.each([
    ['move the q b r to two thirty', 'move the qbr to two thirty'],
    ['lunch at 1 p m tomorrow', 'lunch at 1 pm tomorrow'],
    ['stretch the year-end review to 90 min', 'extend the year-end review to 90 min'],
    ['tack 15 min onto the end of the pricing page review', 'extend the pricing page review by 15 min'],
    ['add half an hour to my lunch with sam', 'extend my lunch with sam by half an hour'],
    ["call the year-end review 'Performance review'", "rename the year-end review to 'Performance review'"],
    ["book a call with sam@acme.com tomorrow and call it 'Intro'", "book a call with sam@acme.com tomorrow called 'Intro'"],
    ["knock meal prep off this sunday, I'm eating out", "delete meal prep this sunday, I'm eating out"],
    ['knock off the 5th meeting on Thu 7 Jan', 'delete the 5th meeting on Thu 7 Jan'],
    ['strike my 2:30 on wed 16 dec', 'delete my 2:30 on wed 16 dec'],
    ['scratch the standup tomorrow', 'delete the standup tomorrow'],
    ['resched the deal review to 8:30am', 'reschedule the deal review to 8:30am'],
  ])('%j is said as %j', (said, plain) => {
    expect(expandShorthand(said)).toBe(plain);
  });

  it.each([
    'plan b for friday',
    'i knock off work at 5',
    'knock it off',
    'add 30 minutes to my calendar for reading tomorrow',
    'book a call with sam and call it a day',
    "don't miss my workout",
  ])('leaves %j as it was', (said) => {
    expect(expandShorthand(said)).toBe(said);
  });
});

describe('detectNegatedChange: what someone else is doing, told', () => {
  it.each(["dana's moving house on tue 8 dec", 'priya is moving offices next week', 'Sam is relocating to Austin in January'])(
    '%j asks for nothing',
    (said) => {
      expect(detectNegatedChange(said)).toEqual({ kind: 'noted' });
    },
  );

  it.each(["dana's moving house on tue 8 dec, drop my stuff with her that day", 'sam is moving the review to 3'])(
    '%j is left to the readers',
    (said) => {
      expect(detectNegatedChange(said)).toBeUndefined();
    },
  );
});

describe('parseRequest: titles between the pieces of a time', () => {
  const ctx = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };
  it.each([
    ['block 12:30-1:30 for lunch on the 17th', 'Lunch'],
    ['block 2-4 for deep work on friday', 'Deep Work'],
    ['friday at 9 for the team sync', 'Team Sync'],
  ])('%j is called %j', (said, title) => {
    expect(parseRequest(said, ctx).entities.title).toBe(title);
  });

  it('keeps a repeat\'s hours and its end ("block off 10-11am every sunday in january")', () => {
    const parsed = parseRequest("block off 10-11am every sunday in january for 'Tax prep'", ctx);
    expect(parsed.entities.recurrence).toBe('RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20270201T045959Z');
    expect(parsed.when).toEqual({
      start: Date.parse('2027-01-03T10:00:00-05:00'),
      end: Date.parse('2027-01-03T11:00:00-05:00'),
      grain: 'hour',
    });
  });
});
