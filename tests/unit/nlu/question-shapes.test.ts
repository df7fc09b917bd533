import { describe, expect, it } from 'vitest';
import { expandShorthand } from '../../../lib/core/nlu/expand-shorthand';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-24T09:00:00-05:00'), timeZone: 'America/New_York' };

describe('questions said without the usual question shape', () => {
  it.each([
    'free at 3 tmrw',
    'free tomorrow at 3?',
    'busy friday?',
    'ok available on the 10th',
    'Would I have any availability for a one-hour meeting on Tuesday 8 December',
    'do we have any availability next week',
    'do i have any free time thursday afternoon',
    "what's my availability on friday",
    'Tomorrow afternoon I have what',
    'on friday i have what?',
    'the haircut is when?',
    'my dentist is at what time',
    // Each once booked an event called "Tell", "Any", "Meeting" or "Who's Invited".
    'tell me about friday the 15th of jan',
    'any 2-hour block free on the 11th',
    'free 12:30-1:30 on jan 7?',
    "the thing at The Loft on the 17th — who's invited",
    // Each once proposed an event named by its words ("Which Meeting Follows Team Meeting", "Meeting Count").
    'jan 11: which meeting follows the team meeting?',
    'meeting count for mon 25 jan pls',
    'gimme the rundown for tuesday jan 19',
    'anyone from outside the company at the roadmap review?',
    'any customers on my plate on the 8th? which ones',
    "next time lucas and jordan are both in something with me that isn't the standup",
  ])('"%s" asks about the calendar', (said) => {
    expect(parseRequest(said, NY).intent).toBe('query_events');
  });

  it.each([
    'free lunch with sam tomorrow at 1',
    'book a free consultation friday at 3',
    'lunch with sam tomorrow at 1',
    'schedule a call with ana when i have availability next week',
    'any chance of lunch with sam on friday?',
    'what about lunch with sam friday?',
    'next time we meet, can you book the big room',
  ])('"%s" is no question', (said) => {
    expect(parseRequest(said, NY).intent).not.toBe('query_events');
  });

  it('gives a terse free-question its subject', () => {
    expect(expandShorthand('free at 3 tmrw')).toBe('am i free at 3 tomorrow');
    expect(expandShorthand('free lunch friday')).toBe('free lunch friday');
    expect(expandShorthand('busy friday? book the gym')).toBe('am i busy friday? book the gym');
  });
});
