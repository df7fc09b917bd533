import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-22T10:00:00-05:00'), timeZone: 'America/New_York' }; // a Sunday

describe('parseRequest (built-in engine)', () => {
  it('reads the foundation example completely', () => {
    expect(parseRequest('coffee with sam@acme.com tomorrow at 3pm for 30 minutes', NY)).toEqual({
      intent: 'create_event',
      confidence: 0.9,
      entities: {
        title: 'Coffee',
        attendees: [{ email: 'sam@acme.com' }],
        durationMinutes: 30,
        eventType: 'in_person',
        placeType: 'cafe',
      },
      when: { start: Date.parse('2026-11-23T15:00:00-05:00'), grain: 'hour' },
      constraints: [],
    });
  });

  it.each([
    ['for 45 minutes', 45],
    ['half an hour', 30],
    ['an hour and a half', 90],
    ['90 min', 90],
    ['for 2 hours', 120],
    ['1.5 hours', 90],
  ])('reads the duration "%s" as %i minutes without mistaking it for a time', (phrase, minutes) => {
    const parsed = parseRequest(`meeting with bo@x.io tomorrow at 10am ${phrase}`, NY);
    expect(parsed.entities.durationMinutes).toBe(minutes);
    expect(parsed.when?.start).toBe(Date.parse('2026-11-23T10:00:00-05:00'));
  });

  it('resolves "tomorrow" across a DST change in the person\'s zone, not at the old offset', () => {
    const beforeFallBack = { now: Date.parse('2026-10-31T12:00:00-04:00'), timeZone: 'America/New_York' };
    expect(parseRequest('lunch tomorrow at 12pm', beforeFallBack).when?.start).toBe(Date.parse('2026-11-01T12:00:00-05:00'));
  });

  it('reads a day without a time as a whole-day range', () => {
    expect(parseRequest("what's on tomorrow?", NY)).toMatchObject({
      intent: 'query_events',
      when: { start: Date.parse('2026-11-23T00:00:00-05:00'), end: Date.parse('2026-11-24T00:00:00-05:00'), grain: 'day' },
    });
  });

  it.each([
    ['add dentist appointment friday at 10', 'create_event', 'Dentist Appointment'],
    ['lunch with Sam and Alex Kim on Friday', 'create_event', 'Lunch with Sam and Alex Kim'],
    ['cancel my dentist appointment on Friday', 'delete_event', undefined],
    ['move standup to 10', 'update_event', undefined],
    ['help', 'help', undefined],
  ])('classifies "%s" as %s', (text, intent, title) => {
    const parsed = parseRequest(text, NY);
    expect(parsed.intent).toBe(intent);
    expect(parsed.entities.title).toBe(title);
  });

  it('asks a question instead of guessing when nothing in the request is understood', () => {
    const parsed = parseRequest('asdf qwer', NY);
    expect(parsed.confidence).toBeLessThan(0.3);
    expect(parsed.clarification).toMatch(/didn't catch/);
  });
});

describe('titles of reminders', () => {
  it('drops "set a reminder to" from the title', () => {
    expect(parseRequest('Set a reminder to call mom on Sunday evening', NY).entities.title).toBe('Call Mom');
  });
});
