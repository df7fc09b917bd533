import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../../lib/core/nlu/parse-request';

const NY = { now: Date.parse('2026-11-22T10:00:00-05:00'), timeZone: 'America/New_York' }; // a Sunday

describe('requests typed the way people chat', () => {
  it('spells out shorthand before reading: "mtg w/ sarah tmrw 10am"', () => {
    const parsed = parseRequest('mtg w/ sarah tmrw 10am', NY);
    expect(parsed.entities.title).toBe('Meeting with Sarah');
    expect(parsed.entities.attendees).toEqual([{ name: 'Sarah' }]);
    expect(parsed.when?.start).toBe(Date.parse('2026-11-23T10:00:00-05:00'));
  });

  it('keeps a "w/" inside an address or a URL as it is', () => {
    expect(parseRequest('coffee with sam@acme.com tomorrow at 3pm', NY).entities.attendees).toEqual([{ email: 'sam@acme.com' }]);
  });

  it('reads "@ place" as the location', () => {
    const parsed = parseRequest('lunch next wed 12:30 @ nopa', NY);
    expect(parsed.entities.location).toBe('nopa');
    expect(parsed.when?.start).toBe(Date.parse('2026-11-25T12:30:00-05:00'));
  });

  it('reads a short weekday followed by a time as that day ("sat 7pm"), but not "sat down"', () => {
    expect(parseRequest('dinner w/ parents sat 7pm', NY).when?.start).toBe(Date.parse('2026-11-28T19:00:00-05:00'));
    expect(parseRequest('we sat down yesterday to plan', NY).when?.start).toBe(Date.parse('2026-11-21T00:00:00-05:00'));
  });

  it('keeps hyphenated words whole in titles ("check-in")', () => {
    expect(parseRequest("I'd like to have a 15 minute check-in with Raj every weekday at 9:15", NY).entities.title).toBe(
      'Check-in with Raj',
    );
  });

  it('reads "can u" and "pls" as the polite words they are', () => {
    expect(parseRequest('pls book a 1:1 with kim@acme.io tomorrow at 2', NY).entities.title).toBe('1:1');
    expect(parseRequest('can u find 20 mins with kim@acme.io this week', NY).entities.durationMinutes).toBe(20);
  });
});

describe('more chat shorthand', () => {
  it.each<[string, string, string | undefined, string]>([
    ['lunch w sam @ noon tmrw', 'Lunch with Sam', 'Sam', '2026-11-23T12:00:00-05:00'],
    ['coffee w/ dana @3pm 2moro', 'Coffee with Dana', 'Dana', '2026-11-23T15:00:00-05:00'],
    ['1 hr sync w priya nxt wk mon 10am', 'Sync with Priya', 'Priya', '2026-11-23T10:00:00-05:00'],
  ])('reads "%s"', (text, title, name, start) => {
    const parsed = parseRequest(text, NY);
    expect(parsed.entities.title).toBe(title);
    expect(parsed.entities.attendees?.map((a) => a.name)).toEqual(name === undefined ? undefined : [name]);
    expect(parsed.when?.start).toBe(Date.parse(start));
  });

  it('keeps "HR" a team and an address an address', () => {
    expect(parseRequest('interview with HR on friday', NY).entities.title).toBe('Interview with HR');
    expect(parseRequest('email sam@acme.com about lunch', NY).entities.attendees).toEqual([{ email: 'sam@acme.com' }]);
  });

  it('drops hedges from the title ("maybe", "perhaps")', () => {
    expect(
      parseRequest('could you maybe find us some time next week for a quick catch-up with priya@acme.com?', NY).entities.title,
    ).toBe('Quick Catch-up');
  });
});
